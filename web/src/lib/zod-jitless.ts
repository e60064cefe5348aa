// Imported first by the browser entry (main.tsx): zod must not probe `new Function` for its JIT. The web app's
// Content-Security-Policy has no 'unsafe-eval' (src/server/app.ts), so the probe is refused and the browser logs a
// console error. zod decides per object schema when the schema is built (at module load), so the setting must hold
// before any module builds one — hence this module before every other import. It does not import zod (zod is not in
// the home page's first load, and importing it here would put it there): zod 4 keeps its global configuration on
// `globalThis.__zod_globalConfig` and takes an object already there (zod-jitless.test.ts holds it to that). The
// server keeps the JIT.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
