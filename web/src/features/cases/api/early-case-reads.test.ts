// The case detail's early reads (decision 0045): opened as the browser's page, the route's loader asks for the case,
// its overview and the tenant's unit names while the screen's code loads, and the screen's queries take those
// answers instead of asking again. Before, nothing asked for the case until the screen had rendered (its query
// subscribed after the layout's and the screen's ~70 files had loaded): this file's first test fails there (no
// request from the loader), and every answer was asked for once, by its query.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCaseDetailRoute } from '../screens/case-detail-route.ts';
import {
  clearEarlyReads,
  EARLY_READ_MAX_AGE_MS,
  earlyReadKeys,
  startEarlyCaseReads,
  takeEarlyRead,
} from './early-case-reads.ts';
import { caseDetailQueryOptions } from './get-case-detail.ts';
import { caseOverviewQueryOptions } from './get-case-overview.ts';
import { tenantUnitsQueryOptions } from './get-tenant-units.ts';

const CASE_ID = '6c07b273-6612-4865-a494-c9d3613cb889';
const CASE_PATH = `/insurance/ktg/${CASE_ID}`;

/**
 * Every answer is a 404 whose message names the path asked for: a query's outcome then shows which request it took
 * (a success body would have to pass the endpoint's response schema, which the tests check).
 */
function notFound(path: string): Response {
  return new Response(JSON.stringify({ code: 'NOT_FOUND', message: path }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });
}

/** The paths fetch was asked for, in order. */
function requestedPaths(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').pathname);
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  clearEarlyReads();
  fetchMock = vi.fn(async (url: string) => notFound(new URL(url, 'http://app.test').pathname));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearEarlyReads();
});

/** The query function of an options object, called as TanStack Query would; the message of its (404) answer. */
async function runQuery(options: { queryFn?: unknown }): Promise<string> {
  const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
  return queryFn({ signal: new AbortController().signal }).then(
    () => 'no error',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

describe("the case detail route's loader", () => {
  it("asks for the case, its overview and the unit names when it resolves the browser's page", () => {
    vi.stubGlobal('window', { location: { pathname: CASE_PATH } });
    loadCaseDetailRoute({ params: { caseId: CASE_ID }, location: { pathname: CASE_PATH }, preload: true });
    expect(requestedPaths(fetchMock)).toEqual([
      `/api/modular/case/${CASE_ID}`,
      `/api/modular/case-overview/${CASE_ID}`,
      '/api/modular/tenant/info',
    ]);
  });

  it("asks for nothing on a link's hover (the browser shows another page) or on a navigation inside the app", () => {
    vi.stubGlobal('window', { location: { pathname: '/insurance/ktg' } });
    loadCaseDetailRoute({ params: { caseId: CASE_ID }, location: { pathname: CASE_PATH }, preload: true });
    vi.stubGlobal('window', { location: { pathname: CASE_PATH } });
    loadCaseDetailRoute({ params: { caseId: CASE_ID }, location: { pathname: CASE_PATH }, preload: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once when the route resolves the same page twice (the preload, then the render)', () => {
    startEarlyCaseReads(CASE_ID, true);
    startEarlyCaseReads(CASE_ID, true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe("the screen's queries", () => {
  it('take the answers under way instead of asking again, once', async () => {
    startEarlyCaseReads(CASE_ID, true);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const answers = [
      await runQuery(caseDetailQueryOptions(CASE_ID)),
      await runQuery(caseOverviewQueryOptions(CASE_ID)),
      await runQuery(tenantUnitsQueryOptions()),
    ];
    expect(answers).toEqual([
      `/api/modular/case/${CASE_ID}`,
      `/api/modular/case-overview/${CASE_ID}`,
      '/api/modular/tenant/info',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // A refetch (a saved comment, a retry) asks the server: each early answer is taken once.
    await runQuery(caseDetailQueryOptions(CASE_ID));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('start with the answer when it arrived before they were created: the case is drawn in the first render', async () => {
    const overview = {
      isCaseReviewCompleted: false,
      powUploadedAt: null,
      backToWork: '2026-07-29',
      earliestReportDate: '2025-03-08',
    };
    fetchMock.mockImplementation(async (url: string) =>
      new URL(url, 'http://app.test').pathname.startsWith('/api/modular/case-overview/')
        ? new Response(JSON.stringify(overview), { status: 200, headers: { 'content-type': 'application/json' } })
        : notFound(new URL(url, 'http://app.test').pathname),
    );
    startEarlyCaseReads(CASE_ID, true);
    const initialData = caseOverviewQueryOptions(CASE_ID).initialData as () => unknown;
    // Still under way: no initial data (the query then takes the request under way, see above).
    expect(initialData()).toBeUndefined();
    // Arrived: the query created now starts with it.
    const arrived = await vi.waitFor(() => {
      const value = initialData();
      if (value === undefined) throw new Error('not arrived yet');
      return value;
    });
    expect(arrived).toEqual(overview);
    // Taken once: a second query of the same case (after a refresh) asks the server.
    expect(initialData()).toBeUndefined();
    expect(await runQuery(caseOverviewQueryOptions(CASE_ID))).toBe('no error');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // A failed early read (here the case's 404) gives no initial data; its query gets the failure without asking.
    expect((caseDetailQueryOptions(CASE_ID).initialData as () => unknown)()).toBeUndefined();
    expect(await runQuery(caseDetailQueryOptions(CASE_ID))).toBe(`/api/modular/case/${CASE_ID}`);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('ask as before without an early read (another case, or an answer nobody took in time)', async () => {
    const startedAt = 1_000_000;
    startEarlyCaseReads(CASE_ID, true, startedAt);
    // 10 000 ms after the start it is still taken; 1 ms later it is dropped.
    expect(takeEarlyRead(earlyReadKeys.overview(CASE_ID), startedAt + EARLY_READ_MAX_AGE_MS)).toBeDefined();
    expect(takeEarlyRead(earlyReadKeys.detail(CASE_ID), startedAt + EARLY_READ_MAX_AGE_MS + 1)).toBeUndefined();
    // Dropped means asked again by the query: 3 early reads + 1.
    await runQuery(caseDetailQueryOptions(CASE_ID));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
