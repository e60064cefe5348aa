// Screens that keep their state in the URL (filters, sort, page, month) parse it themselves: the route table
// (app/router.tsx) is in every page's first load, so it hands the search params on as the router read them and
// each screen runs its parser (features/<area>/…-search.ts) from its own lazy chunk (issue 10).
import { useMemo } from 'react';

/** A screen's search params as the router read them: the screen's keys, not checked yet. */
export type UnparsedSearch<S> = { readonly [K in keyof S]?: unknown };

/** validateSearch of such a route: passes the params on unchecked (the screen parses them). */
export function unparsedSearch<S>(): (raw: Record<string, unknown>) => UnparsedSearch<S> {
  return (raw) => raw;
}

/**
 * The screen's state from the router's params, parsed once per change of the params (the router keeps their
 * identity while they are unchanged, so the state keeps its identity too).
 */
export function useParsedSearch<S>(raw: Record<string, unknown>, parse: (raw: Record<string, unknown>) => S): S {
  return useMemo(() => parse(raw), [raw, parse]);
}
