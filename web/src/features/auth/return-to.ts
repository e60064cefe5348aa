// Where to go after signing in. `returnTo` comes from the URL, so anyone can craft it: only paths of this app
// are accepted (no other origin, no protocol-relative '//host', no backslash tricks, no javascript:), anything
// else falls back to the start page (open-redirect protection).

const FALLBACK = '/';
const LOGIN_PATH = '/login';
const MAX_LENGTH = 2000;
/** Any origin works: the value is only used to resolve the candidate and compare origins. */
const PROBE_ORIGIN = 'https://absenza.invalid';

/** A same-origin relative path with query and hash ('/settings/users?x=1'), or '/' when `value` is not one. */
export function sanitizeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return FALLBACK;
  // Must be an absolute path of this origin: '/x', never '//host', '/\host', 'http:', 'javascript:' or 'x'.
  if (!value.startsWith('/') || value.startsWith('//')) return FALLBACK;
  // Browsers treat '\' like '/' and drop tabs/newlines inside URLs; refuse both rather than normalise them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this check rejects.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return FALLBACK;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== PROBE_ORIGIN) return FALLBACK;
  // Going back to the sign-in page after signing in would loop.
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The returnTo to put on the sign-in link for the current location; undefined for the start page. */
export function returnToFor(href: string): string | undefined {
  const path = sanitizeReturnTo(href);
  return path === FALLBACK ? undefined : path;
}

/** Adds `lang` to a path unless it already names one, so the language chosen on the sign-in page carries over. */
export function withLanguage(path: string, language: string | undefined): string {
  if (!language) return path;
  const url = new URL(path, PROBE_ORIGIN);
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}
