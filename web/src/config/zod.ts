// The app's Content-Security-Policy has no 'unsafe-eval': zod must neither compile parsers with Function() nor
// probe whether it may. zod keeps its settings in globalThis.__zod_globalConfig, taking the object it finds there,
// so main.tsx sets `jitless` first thing without importing zod, which loads only with the screens that use it
// (./zod.test.ts holds zod to reading it). Object schemas decide at creation whether they compile.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
