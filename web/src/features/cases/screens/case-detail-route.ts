// What the case detail's routes (app/router.tsx, in the entry chunk) take from the cases feature: the reads started
// while the screen's code loads (api/early-case-reads.ts, decision 0045). A few hundred bytes; nothing else of the
// feature comes along.
import { startEarlyCaseReads } from '../api/early-case-reads.ts';

/**
 * The case detail route's loader: when the router resolves the page the browser opened (main.tsx preloads it
 * before the first render), the case and its overview are asked for at once. A preload of
 * another location (a link's hover) and a navigation inside the app start nothing: the screen asks as before.
 */
export function loadCaseDetailRoute({
  params,
  location,
  preload,
}: {
  params: { caseId: string };
  location: { pathname: string };
  preload: boolean;
}): void {
  startEarlyCaseReads(params.caseId, preload && location.pathname === window.location.pathname);
}
