// The case detail's reads, started by its route while the screen's code is still loading (issue 28, decision 0045).
// Opened from a link or reloaded, the case detail used to ask for the case only once the layout's and the screen's
// chunks had arrived and rendered (about 0.55 s into the load on Lighthouse's desktop profile), so the page painted
// one request after its code. The route's loader (app/router.tsx) calls `startEarlyCaseReads` when the router first
// resolves the document's own location (main.tsx preloads it before the first render). The queries of the detail,
// the case overview and the tenant's unit names then start with the answer when it has arrived by the time they are
// created (`initialData`: the screen draws the case in its first render, no placeholder first), or take the request
// under way (`queryFn`) instead of asking again. The day's explanation is below the first screen and is asked for
// when it renders. Only the document's own location starts reads: a link's hover preload (the router's
// `defaultPreload: 'intent'`) does not, so nobody downloads the cases a pointer passes over. An answer not taken
// within EARLY_READ_MAX_AGE_MS is dropped (the screen then asks as before); each is taken once.
import { apiRequest } from '../../../lib/api-client.ts';

export const EARLY_READ_MAX_AGE_MS = 10_000;

type EarlyRead = { promise: Promise<unknown>; startedAt: number; answer?: { value: unknown } };

const earlyReads = new Map<string, EarlyRead>();

export const earlyReadKeys = {
  detail: (caseId: string) => `detail:${caseId}`,
  overview: (caseId: string) => `overview:${caseId}`,
  tenantInfo: 'tenant-info',
};

function start(key: string, read: () => Promise<unknown>, now: number): void {
  if (earlyReads.has(key)) return;
  const promise = read();
  const entry: EarlyRead = { promise, startedAt: now };
  // Nobody may take it (the screen was left, the session ended): no unhandled rejection then.
  promise.then(
    (value) => {
      entry.answer = { value };
    },
    () => undefined,
  );
  earlyReads.set(key, entry);
}

/**
 * Starts the reads the case detail of `caseId` shows first: the case, its overview and the tenant's unit names.
 * `isDocumentLocation` says whether the route resolves the page the browser opened (not a link's preload on hover);
 * otherwise nothing starts.
 */
export function startEarlyCaseReads(caseId: string, isDocumentLocation: boolean, now = Date.now()): void {
  if (!isDocumentLocation) return;
  start(earlyReadKeys.detail(caseId), () => apiRequest('caseDetail', { params: { caseId } }), now);
  start(earlyReadKeys.overview(caseId), () => apiRequest('caseOverview', { params: { ktgCaseId: caseId } }), now);
  start(earlyReadKeys.tenantInfo, () => apiRequest('tenantInfo'), now);
}

/** The early read of `key` if it started at most EARLY_READ_MAX_AGE_MS ago (an older one is dropped). */
function fresh(key: string, now: number): EarlyRead | undefined {
  const read = earlyReads.get(key);
  if (read && now - read.startedAt > EARLY_READ_MAX_AGE_MS) earlyReads.delete(key);
  return read && now - read.startedAt <= EARLY_READ_MAX_AGE_MS ? read : undefined;
}

/** The early answer for `key` if it has arrived (a query's `initialData`), once; else undefined. */
export function takeEarlyAnswer<T>(key: string, now = Date.now()): T | undefined {
  const answer = fresh(key, now)?.answer;
  if (!answer) return undefined;
  earlyReads.delete(key);
  return answer.value as T;
}

/** The early request for `key`, arrived or not (a query's `queryFn`), once; else undefined. */
export function takeEarlyRead<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const read = fresh(key, now);
  if (!read) return undefined;
  earlyReads.delete(key);
  return read.promise as Promise<T>;
}

/** For tests: forgets every early read. */
export function clearEarlyReads(): void {
  earlyReads.clear();
}
