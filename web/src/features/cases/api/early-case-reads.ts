// The case detail's reads, started by its route while the screen's code is still loading (issue 28, decision 0045).
// Opened from a link or reloaded, the case detail used to ask for the case only once the layout's and the screen's
// chunks had arrived and rendered (about 0.55 s into the load on Lighthouse's desktop profile), so the page painted
// one request after its code. The route's loader (app/router.tsx) calls `startEarlyCaseReads` when the router first
// resolves the document's own location (main.tsx preloads it before the first render), and the query functions of
// the detail, the case overview and the tenant's unit names take the answer that is already on its way instead of asking again (the day's
// explanation is below the first screen and is asked for when it renders). Only the document's own location starts reads: a link's hover preload (the router's
// `defaultPreload: 'intent'`) does not, so nobody downloads the cases a pointer passes over. An answer not taken
// within EARLY_READ_MAX_AGE_MS is dropped (the screen then asks as before); each is taken once.
import { apiRequest } from '../../../lib/api-client.ts';

export const EARLY_READ_MAX_AGE_MS = 10_000;

type EarlyRead = { promise: Promise<unknown>; startedAt: number };

const earlyReads = new Map<string, EarlyRead>();

export const earlyReadKeys = {
  detail: (caseId: string) => `detail:${caseId}`,
  overview: (caseId: string) => `overview:${caseId}`,
  tenantInfo: 'tenant-info',
};

function start(key: string, read: () => Promise<unknown>, now: number): void {
  if (earlyReads.has(key)) return;
  const promise = read();
  // Nobody may take it (the screen was left, the session ended): no unhandled rejection then.
  promise.catch(() => undefined);
  earlyReads.set(key, { promise, startedAt: now });
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

/** The early answer for `key`, once, if it started less than EARLY_READ_MAX_AGE_MS ago; else undefined. */
export function takeEarlyRead<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const read = earlyReads.get(key);
  if (!read) return undefined;
  earlyReads.delete(key);
  return now - read.startedAt <= EARLY_READ_MAX_AGE_MS ? (read.promise as Promise<T>) : undefined;
}

/** For tests: forgets every early read. */
export function clearEarlyReads(): void {
  earlyReads.clear();
}
