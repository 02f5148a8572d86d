import { config } from 'zod/mini';

// The app's Content-Security-Policy has no 'unsafe-eval': zod must neither compile parsers with Function() nor
// probe whether it may. Imported first by main.tsx, since object schemas decide when they are created.
config({ jitless: true });
