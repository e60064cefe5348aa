// One URL-state helper for the server-paged lists: a list's search params (filters, sort, page, page size) from a
// small typed definition. Pure functions: URL search params <-> the list's state. Defaults are left out of the URL,
// invalid values dropped, unknown keys (the root's `lang`) kept as they are. A filter change starts again on the
// first page; a header click flips the order of the same column, another column starts with the order that suits
// it. No schema (Zod) here: the router's first load stays small (lib/url-search.ts).

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export type AriaSort = 'ascending' | 'descending' | 'none';

/** Far beyond any real list (50 000 rows / 25 = 2 000 pages); keeps absurd values out of the query. */
const PAGE_MAX = 100_000;

/** Reads one search param; `undefined` = absent or invalid (left out of the state). */
export type ParamParser<T> = (value: unknown) => T | undefined;

/** The router parses JSON-looking values (`?search=1001` arrives as a number): read them back as text. */
function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** The parsers of the lists' params. */
export const param = {
  /** Free text: trimmed, cut to `maxLength`; blank = absent. */
  text(maxLength: number): ParamParser<string> {
    return (value) => asText(value)?.trim().slice(0, maxLength).trim() || undefined;
  },
  /** An id of one filter value: trimmed; refused when longer than `maxLength` or a list (a comma). */
  id(maxLength: number): ParamParser<string> {
    return (value) => {
      const trimmed = (asText(value) ?? '').trim();
      return trimmed && trimmed.length <= maxLength && !trimmed.includes(',') ? trimmed : undefined;
    };
  },
  /** One of the allowed values (a number also from its text, as the URL carries it). */
  oneOf<const T extends readonly (string | number)[]>(allowed: T): ParamParser<T[number]> {
    return (value) => allowed.find((candidate) => candidate === value || String(candidate) === value);
  },
  /** A day, YYYY-MM-DD. */
  isoDate(isIsoDate: (value: string) => boolean): ParamParser<string> {
    return (value) => (typeof value === 'string' && isIsoDate(value) ? value : undefined);
  },
  /** Text matching a pattern (a month YYYY-MM). */
  pattern(regex: RegExp): ParamParser<string> {
    return (value) => (typeof value === 'string' && regex.test(value) ? value : undefined);
  },
  /** A flag that is either set (`true`, `'true'`) or absent. */
  flag: ((value) => (value === true || value === 'true' ? true : undefined)) as ParamParser<true>,
  /** A page number: 2 and more (1 is the default, left out). */
  page: ((value) => {
    const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    return Number.isInteger(page) && page > 1 && page <= PAGE_MAX ? page : undefined;
  }) as ParamParser<number>,
};

type Parsers<S> = { [K in keyof S]?: ParamParser<NonNullable<S[K]>> };

export type ListSearchConfig<S extends object, F extends string> = {
  /** Params that are not filters (kept when the filters are cleared), e.g. the month shown. */
  params?: Parsers<S>;
  /** The list's filters (search included) with their parsers, in URL order. */
  filters: Parsers<S>;
  sort: {
    /** The param of the sort field: `sortBy` (default) or the contract's name (`sortField`). */
    key?: keyof S & string;
    fields: readonly F[];
    default: F;
    defaultOrder: SortOrder;
    /** Fields that start from the largest / latest when chosen; the others start ascending. */
    descendingFirst?: readonly F[];
  };
  /** A fixed page size, or the sizes to choose from (`pageSize` in the URL) and the default. */
  pageSize: number | { sizes: readonly number[]; default: number };
  /** After parsing (a date range the wrong way round read the right way round). */
  normalize?: (state: S) => S;
};

export type ResolvedListSearch<F extends string> = { sort: F; order: SortOrder; page: number; pageSize: number };

export type ListSearch<S extends object, F extends string> = {
  /** Every key of the list's state (the others in the URL are kept as they are). */
  readonly keys: readonly string[];
  readonly filterKeys: readonly (keyof S & string)[];
  readonly sortKey: keyof S & string;
  readonly sortFields: readonly F[];
  /** The page sizes to choose from; one when the size is fixed. */
  readonly pageSizes: readonly number[];
  /** Raw search params (as the router parsed them) -> the list's state; invalid values and defaults dropped. */
  parse(raw: Record<string, unknown>): S;
  /** validateSearch of a route: the list's params parsed, the others (`lang`) kept. */
  validateSearch<R extends Record<string, unknown>>(raw: R): R & S;
  /** The state with defaults filled in. */
  resolve(state: S): ResolvedListSearch<F>;
  /** Applies changes (`undefined` removes a value) to the current params and normalises the result. */
  update<P extends Record<string, unknown>>(previous: P, changes: Partial<Record<keyof S, unknown>>): P;
  /** A filter changed: apply it and start again on the first page. */
  withFilter<P extends Record<string, unknown>>(previous: P, changes: Partial<S>): P;
  /** Header click: the same column flips the order; another starts with the order that suits it; first page. */
  toggleSort<P extends Record<string, unknown>>(previous: P, field: F): P;
  /** Removes the filters; keeps the other params, sort and page size. */
  clearFilters<P extends Record<string, unknown>>(previous: P): P;
  hasActiveFilters(state: S): boolean;
  ariaSort(state: S, field: F): AriaSort;
  /** The server's paging of the state. */
  skipTake(state: S): { skip: number; take: number };
};

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export function defineListSearch<S extends object, F extends string>(config: ListSearchConfig<S, F>): ListSearch<S, F> {
  const sortKey = (config.sort.key ?? 'sortBy') as keyof S & string;
  const fixedPageSize = typeof config.pageSize === 'number' ? config.pageSize : undefined;
  const pageSizes = typeof config.pageSize === 'number' ? [config.pageSize] : config.pageSize.sizes;
  const defaultPageSize = typeof config.pageSize === 'number' ? config.pageSize : config.pageSize.default;
  const parsers: [string, ParamParser<unknown>][] = [
    ...Object.entries(config.params ?? {}),
    ...Object.entries(config.filters),
  ] as [string, ParamParser<unknown>][];
  const filterKeys = Object.keys(config.filters) as (keyof S & string)[];
  const parseSort = param.oneOf(config.sort.fields);
  const parseOrder = param.oneOf(SORT_ORDERS);
  const parsePageSize = param.oneOf(pageSizes);
  const keys = [
    ...parsers.map(([key]) => key),
    sortKey,
    'sortOrder',
    'page',
    ...(fixedPageSize === undefined ? ['pageSize'] : []),
  ];

  const parse = (raw: Record<string, unknown>): S => {
    const sort = parseSort(raw[sortKey]);
    const order = parseOrder(raw.sortOrder);
    const size = fixedPageSize === undefined ? parsePageSize(raw.pageSize) : undefined;
    const state = Object.fromEntries(parsers.map(([key, parser]) => [key, parser(raw[key])])) as S;
    const normalized = config.normalize ? config.normalize(state) : state;
    return withoutUndefined({
      ...normalized,
      [sortKey]: sort === config.sort.default ? undefined : sort,
      sortOrder: order === config.sort.defaultOrder ? undefined : order,
      page: param.page(raw.page),
      ...(fixedPageSize === undefined ? { pageSize: size === defaultPageSize ? undefined : size } : {}),
    }) as S;
  };

  const update = <P extends Record<string, unknown>>(previous: P, changes: Partial<Record<keyof S, unknown>>): P => {
    const merged: Record<string, unknown> = { ...previous, ...changes };
    const others = Object.fromEntries(
      Object.entries(merged).filter(([key, value]) => !keys.includes(key) && value !== undefined),
    );
    return { ...others, ...parse(merged) } as P;
  };

  const resolve = (state: S): ResolvedListSearch<F> => {
    const values = state as Record<string, unknown>;
    return {
      sort: (values[sortKey] as F | undefined) ?? config.sort.default,
      order: (values.sortOrder as SortOrder | undefined) ?? config.sort.defaultOrder,
      page: (values.page as number | undefined) ?? 1,
      pageSize: fixedPageSize ?? (values.pageSize as number | undefined) ?? defaultPageSize,
    };
  };

  return {
    keys,
    filterKeys,
    sortKey,
    sortFields: config.sort.fields,
    pageSizes,
    parse,
    validateSearch: (raw) => update(raw, {}) as typeof raw & S,
    resolve,
    update,
    withFilter: (previous, changes) => update(previous, { ...changes, page: undefined }),
    toggleSort: (previous, field) => {
      const current = resolve(parse(previous));
      const firstOrder: SortOrder = config.sort.descendingFirst?.includes(field) ? 'DESC' : 'ASC';
      const sortOrder: SortOrder = current.sort === field ? (current.order === 'ASC' ? 'DESC' : 'ASC') : firstOrder;
      return update(previous, { [sortKey]: field, sortOrder, page: undefined } as Partial<Record<keyof S, unknown>>);
    },
    clearFilters: (previous) =>
      update(previous, {
        ...Object.fromEntries(filterKeys.map((key) => [key, undefined])),
        page: undefined,
      } as Partial<Record<keyof S, unknown>>),
    hasActiveFilters: (state) => filterKeys.some((key) => state[key] !== undefined),
    ariaSort: (state, field) => {
      const { sort, order } = resolve(state);
      if (sort !== field) return 'none';
      return order === 'ASC' ? 'ascending' : 'descending';
    },
    skipTake: (state) => {
      const { page, pageSize } = resolve(state);
      return { skip: (page - 1) * pageSize, take: pageSize };
    },
  };
}
