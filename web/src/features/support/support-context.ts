// What a support request carries of the screen it is written from (decision 0067): the area (the contract's id, by
// the longest path prefix, as the navigation marks it), the path with its query, and the ids the screen is about —
// from the route's path parameters and search params (an employee, a case, a certificate, a payout, an upload, a
// report, an accounting month). Only well-formed ids are taken (the server refuses anything else). A case and a
// certificate reveal an incapacity: the server keeps them only with the user's consent and otherwise drops them
// (`healthDataWithheld`). Also the help panel's topic: the area of the page, or the general help. Pure: no React.
import type { z } from 'zod';
import { AREAS, type Area } from '../../../../src/contracts/areas.ts';
import type { supportContext } from '../../../../src/contracts/support.ts';

export type SupportContext = z.infer<typeof supportContext>;
export type ContextKey = keyof SupportContext;

/** The keys in the order the screens name them; the health-related ones (consent needed) last. */
export const CONTEXT_KEYS = [
  'accountingMonthId',
  'employeeId',
  'payoutId',
  'uploadId',
  'reportId',
  'caseId',
  'certificateId',
] as const satisfies readonly ContextKey[];

/** Ids of health data: a case, a certificate (src/contracts/support.ts HEALTH_CONTEXT_KEYS). */
export const HEALTH_KEYS: readonly ContextKey[] = ['caseId', 'certificateId'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const AREA_ID = /^[a-zA-Z][a-zA-Z0-9]{0,49}$/;
const PATH_MAX = 500;

/** The router parses JSON-looking values (`?employee=1001` arrives as a number): read them back as text. */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  const trimmed = raw?.trim();
  return trimmed && trimmed.length <= 100 ? trimmed : undefined;
}
const uuid = (value: unknown) => {
  const candidate = text(value);
  return candidate && UUID.test(candidate) ? candidate : undefined;
};
const month = (value: unknown) => {
  const candidate = text(value);
  return candidate && MONTH.test(candidate) ? candidate : undefined;
};

/** Where each id is looked for: the path parameter first, then the search params the lists use. */
const SOURCES: Record<ContextKey, { names: readonly string[]; read: (value: unknown) => string | undefined }> = {
  employeeId: { names: ['employeeId', 'employee'], read: text },
  caseId: { names: ['caseId', 'case'], read: uuid },
  certificateId: { names: ['certificateId', 'certificate'], read: uuid },
  payoutId: { names: ['payoutId', 'payout'], read: uuid },
  uploadId: { names: ['uploadId'], read: uuid },
  reportId: { names: ['reportId', 'report'], read: uuid },
  accountingMonthId: { names: ['accountingMonthId', 'month'], read: month },
};

/** The ids of the screen: from its route's path parameters, else from its search params. */
export function contextOf(params: Record<string, unknown>, search: Record<string, unknown>): SupportContext {
  const context: SupportContext = {};
  for (const key of CONTEXT_KEYS) {
    const { names, read } = SOURCES[key];
    for (const source of [params, search]) {
      const value = names.map((name) => read(source[name])).find((found) => found !== undefined);
      if (value !== undefined && context[key] === undefined) context[key] = value;
    }
  }
  return context;
}

/** The area a path belongs to: the one whose path is its longest prefix (null outside every area: admin pages). */
export function areaOfPath(pathname: string, areas: readonly Area[] = AREAS): Area | null {
  let best: Area | null = null;
  for (const area of areas) {
    const matches =
      area.path === '/' ? pathname === '/' : pathname === area.path || pathname.startsWith(`${area.path}/`);
    if (matches && (!best || area.path.length > best.path.length)) best = area;
  }
  return best;
}

/** The request's `area`: the area's id when it is one the server accepts. */
export function areaIdOf(pathname: string): string | null {
  const id = areaOfPath(pathname)?.id ?? null;
  return id !== null && AREA_ID.test(id) ? id : null;
}

/**
 * The request's `path`: path and query as the browser shows them, without the language (the operators read their own);
 * without the query when too long; null if odd.
 */
export function requestPath(pathname: string, searchStr: string): string | null {
  const params = new URLSearchParams(searchStr);
  params.delete('lang');
  const query = params.toString();
  const withSearch = query ? `${pathname}?${query}` : pathname;
  const path = withSearch.length <= PATH_MAX ? withSearch : pathname;
  return path.length <= PATH_MAX && /^\/[^\s]*$/.test(path) ? path : null;
}

export function hasHealthIds(context: SupportContext): boolean {
  return HEALTH_KEYS.some((key) => context[key] !== undefined);
}

/** One id of the context as the screens list it; `withheld`: a health id sent without consent (the server drops it). */
export type ContextEntry = { key: ContextKey; value: string; withheld: boolean };

export function contextEntries(context: SupportContext, includesHealthData: boolean): ContextEntry[] {
  return CONTEXT_KEYS.flatMap((key) => {
    const value = context[key];
    if (value === undefined) return [];
    return [{ key, value, withheld: HEALTH_KEYS.includes(key) && !includesHealthData }];
  });
}

/**
 * The topic of the help panel: the page's area when the session may open it (its texts `help.areas.<id>`), the
 * platform administration's pages, or the general help (a page of no area).
 */
export function helpTopicOf(pathname: string, isVisible: (area: Area) => boolean): string {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  const area = areaOfPath(pathname);
  return area?.isAvailable && isVisible(area) ? area.id : 'general';
}
