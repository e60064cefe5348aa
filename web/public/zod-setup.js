// Runs before the app's modules (a deferred classic script placed before the module entry in index.html): zod must
// not probe `new Function` for its JIT. The Content-Security-Policy has no 'unsafe-eval' (src/server/app.ts), so the
// probe is refused and the browser logs a console error. zod decides per object schema when the schema is built, and
// the bundle's shared chunk builds schemas as soon as it loads — before any code of the entry runs — so the setting
// is made here, on the global configuration zod 4 takes when it loads (`globalThis.__zod_globalConfig`;
// web/src/lib/zod-setup.test.ts holds zod to that).
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;
