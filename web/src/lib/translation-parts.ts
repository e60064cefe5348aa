// The translations in two parts per language, split at build time from the one file per language
// (web/src/locales/<lang>.json, edited as a whole): the start part, which the login and home pages, the layout and
// the error messages need and which loads before the first render, and the rest, the texts of the other screens,
// which the router loads with the first such screen (app/router.tsx). Keys not listed here are in the start part,
// so a new key is never missing at first render; only the sections below wait for a screen that needs them.
// web/translation-parts-plugin.ts serves `<lang>.json?part=start|rest` with splitTranslations.

/** Top-level sections only the lazy screens use. */
export const LATER_SECTIONS = [
  'employees',
  'tenant',
  'admin',
  'auditLog',
  'users',
  'apiTokens',
  'uploads',
  'connect',
  'absences',
  'issues',
  'calendarFeeds',
  'cases',
] as const;

/** Subsections of LATER_SECTIONS the start needs anyway (the admin navigation in the layout and on the home page). */
export const START_EXCEPTIONS = ['admin.nav'] as const;

type Tree = { [key: string]: unknown };

/** The start part and the rest of one language's translations; together they are the whole file. */
export function splitTranslations(translations: Tree): { start: Tree; rest: Tree } {
  const start: Tree = {};
  const rest: Tree = {};
  for (const [section, value] of Object.entries(translations)) {
    if (!(LATER_SECTIONS as readonly string[]).includes(section)) {
      start[section] = value;
      continue;
    }
    const kept = START_EXCEPTIONS.filter((path) => path.startsWith(`${section}.`)).map((path) => path.split('.')[1]);
    if (kept.length === 0 || typeof value !== 'object' || value === null) {
      rest[section] = value;
      continue;
    }
    const startPart: Tree = {};
    const restPart: Tree = {};
    for (const [key, child] of Object.entries(value as Tree)) {
      if (kept.includes(key)) startPart[key] = child;
      else restPart[key] = child;
    }
    start[section] = startPart;
    rest[section] = restPart;
  }
  return { start, rest };
}
