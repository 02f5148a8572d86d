import { config } from 'zod/mini';

// The app's Content-Security-Policy has no 'unsafe-eval': zod must neither compile parsers with Function() nor
// probe whether it may. Imported first by main.tsx, since object schemas decide when they are created. zod/mini
// and the classic API share this setting (zod's core); mini's import keeps the classic API off the first page.
config({ jitless: true });
