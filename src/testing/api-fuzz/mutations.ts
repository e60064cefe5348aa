// Invalid inputs, derived from a route's valid request: one position (a path parameter, a query parameter, a body
// field, an object) gets a hostile value. The catalogue is what breaks servers in practice: characters PostgreSQL
// cannot store, numbers beyond the column types, wrong types, unknown and poisonous keys, deep nesting, bodies at
// and over the size limit, and path parameters far over any bound.

/** Where in a request a value sits: the part and the path inside it. */
export type Position = { part: 'params' | 'query' | 'body'; path: (string | number)[] };

/** A request as the fuzz suite sends it. `rawBody` replaces `body` when the bytes themselves are the test. */
export type FuzzRequest = {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
};

export type Mutation = { name: string; apply: (request: FuzzRequest) => FuzzRequest };

/** The limit of app.ts's bodyLimit. */
export const BODY_LIMIT = 1_048_576;

// --- Hostile values --------------------------------------------------------------------------------------------------

export const NUL_STRINGS = ['\u0000', 'Anna\u0000Muster', '\u0000'.repeat(50)];
export const CONTROL_STRINGS = [
  '\u0001\u0007\u0008\u001b[31m',
  'a\r\nSet-Cookie: x=1',
  '\u007f\u0085\u2028\u2029',
  '\u202eRTL',
];
export const LONE_SURROGATES = ['\ud800', 'x\udc00y', '\udfff\ud800'];
/** Long strings: past every .max(), and past PostgreSQL's btree entry limit (~2700 bytes) in 2-byte characters. */
export const LONG_STRINGS = ['x'.repeat(1_000), 'é'.repeat(3_000), 'x'.repeat(100_000)];
export const HUGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e308, -1, -0.5, 0.1 + 0.2, 1e-300];
export const NUMBER_STRINGS = ['2147483648', '9007199254740993', '1e308', '-1', 'NaN', 'Infinity', '0x1F', ' 1 ', ''];
export const WRONG_TYPES: unknown[] = [null, true, 0, '', 'text', [], {}, [1, 'a'], { nested: { value: 1 } }];
/** Keys that poison naive merges or that no schema knows. */
export const UNKNOWN_KEYS = ['unknownField', '__proto__', 'constructor', 'x'.repeat(5_000), '\u0000'];

export function deepObject(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = { nested: value };
  return value;
}
export function deepArray(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

// --- Positions -------------------------------------------------------------------------------------------------------

/** Every leaf (string, number, boolean, null) and every object of a JSON value, by path. */
export function leafPositions(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: unknown }[] {
  if (Array.isArray(value)) {
    return [{ path, value }, ...value.flatMap((item, index) => leafPositions(item, [...path, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [{ path, value }, ...Object.entries(value).flatMap(([key, item]) => leafPositions(item, [...path, key]))];
  }
  return [{ path, value }];
}

/** All positions of a request, with the value found there. */
export function requestPositions(request: FuzzRequest): (Position & { value: unknown })[] {
  return [
    ...Object.entries(request.params).map(([key, value]) => ({ part: 'params' as const, path: [key], value })),
    ...Object.entries(request.query).map(([key, value]) => ({ part: 'query' as const, path: [key], value })),
    ...(request.body === undefined
      ? []
      : leafPositions(request.body).map(({ path, value }) => ({ part: 'body' as const, path, value }))),
  ];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

/** The request with `value` at `position` (query and path values are sent as text). */
export function withValue(request: FuzzRequest, position: Position, value: unknown): FuzzRequest {
  if (position.part === 'body') return { ...request, body: setAt(request.body, position.path, value) };
  const key = String(position.path[0]);
  const text = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value : JSON.stringify(value);
  if (position.part === 'params') return { ...request, params: { ...request.params, [key]: String(text) } };
  return { ...request, query: { ...request.query, [key]: text ?? '' } };
}

/**
 * The hostile values for one position: strings get the character and length cases, numbers the range cases,
 * objects unknown keys and nesting; every position also gets the wrong types.
 */
export function hostileValues(position: Position & { value: unknown }): { name: string; value: unknown }[] {
  const texts = position.part !== 'body';
  const values: { name: string; value: unknown }[] = [];
  const add = (name: string, list: readonly unknown[]) => {
    list.forEach((value, index) => {
      values.push({ name: `${name}#${index}`, value });
    });
  };
  const { value } = position;
  if (typeof value === 'string' || texts) {
    add('nul', NUL_STRINGS);
    add('control', CONTROL_STRINGS);
    add('lone-surrogate', LONE_SURROGATES);
    add('long', position.part === 'params' ? ['x'.repeat(100), 'x'.repeat(1_000), 'x'.repeat(10_000)] : LONG_STRINGS);
  }
  // An empty path parameter is another route (/users/ is /users), so path parameters get no ''.
  const numberTexts = position.part === 'params' ? NUMBER_STRINGS.filter(Boolean) : NUMBER_STRINGS;
  if (typeof value === 'number' || texts) add('number', texts ? numberTexts : HUGE_NUMBERS);
  if (texts) {
    add('query-shape', [['1', '2'], '%', '../../etc/passwd', '{"$gt":""}']);
    return values;
  }
  if (Array.isArray(value) && value.length > 0) {
    // The list's first item repeated to ~800 KB: every list must be bounded, or cheap to check when full.
    const itemSize = JSON.stringify(value[0]).length + 1;
    values.push({ name: 'huge-list', value: Array.from({ length: Math.floor(800_000 / itemSize) }, () => value[0]) });
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const key of UNKNOWN_KEYS)
      values.push({ name: `unknown-key:${key.slice(0, 12)}`, value: { ...value, [key]: 1 } });
  }
  add('wrong-type', WRONG_TYPES);
  add('deep', [deepObject(1_000), deepArray(1_000)]);
  return values;
}

/** One mutation per (position, hostile value) of the request. */
export function positionalMutations(request: FuzzRequest): Mutation[] {
  return requestPositions(request).flatMap((position) =>
    hostileValues(position).map(({ name, value }) => ({
      name: `${position.part}.${position.path.join('.') || '(root)'}: ${name}`,
      apply: (base: FuzzRequest) => withValue(base, position, value),
    })),
  );
}

/** Whole-request cases: sizes, encodings, nesting and content types. */
export function wholeRequestMutations(request: FuzzRequest, hasBody: boolean): Mutation[] {
  const mutations: Mutation[] = [
    { name: 'query: unknown parameter', apply: (base) => ({ ...base, query: { ...base.query, unknownParam: '1' } }) },
    {
      name: 'query: 200 parameters',
      apply: (base) => ({
        ...base,
        query: Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`p${index}`, String(index)])),
      }),
    },
  ];
  if (!hasBody) return mutations;
  const body = JSON.stringify(request.body ?? {});
  const padded = (size: number) => JSON.stringify({ padding: 'x'.repeat(Math.max(0, size - 14)) });
  mutations.push(
    { name: 'body: empty', apply: (base) => ({ ...base, body: undefined, rawBody: '' }) },
    { name: 'body: invalid JSON', apply: (base) => ({ ...base, rawBody: body.slice(0, -1) }) },
    { name: 'body: JSON null', apply: (base) => ({ ...base, rawBody: 'null' }) },
    { name: 'body: array', apply: (base) => ({ ...base, body: [base.body] }) },
    { name: 'body: number beyond double', apply: (base) => ({ ...base, rawBody: '{"value":1e999}' }) },
    {
      name: 'body: __proto__ key',
      apply: (base) => ({ ...base, rawBody: `{"__proto__":{"isAdmin":true},${body.slice(1)}` }),
    },
    {
      name: 'body: constructor.prototype key',
      apply: (base) => ({ ...base, rawBody: `{"constructor":{"prototype":{"isAdmin":true}},${body.slice(1)}` }),
    },
    { name: 'body: text/plain', apply: (base) => ({ ...base, rawBody: body, contentType: 'text/plain' }) },
    {
      name: 'body: form-encoded',
      apply: (base) => ({ ...base, rawBody: 'a=1', contentType: 'application/x-www-form-urlencoded' }),
    },
    {
      name: 'body: JSON with charset latin1',
      apply: (base) => ({ ...base, rawBody: body, contentType: 'application/json; charset=latin1' }),
    },
    { name: 'body: 1000 levels of objects', apply: (base) => ({ ...base, body: deepObject(1_000) }) },
    { name: 'body: 1000 levels of arrays', apply: (base) => ({ ...base, body: deepArray(1_000) }) },
    {
      name: 'body: 10 000 levels of arrays',
      apply: (base) => ({ ...base, rawBody: `${'['.repeat(10_000)}${']'.repeat(10_000)}` }),
    },
    { name: 'body: just under 1 MiB', apply: (base) => ({ ...base, rawBody: padded(BODY_LIMIT - 64) }) },
    { name: 'body: exactly 1 MiB', apply: (base) => ({ ...base, rawBody: padded(BODY_LIMIT) }) },
    { name: 'body: 1 MiB + 1', apply: (base) => ({ ...base, rawBody: padded(BODY_LIMIT + 1) }) },
    {
      name: 'body: 10 000 unknown keys',
      apply: (base) => ({
        ...base,
        body: Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, index])),
      }),
    },
    {
      name: 'body: 100 000-item array',
      apply: (base) => ({ ...base, body: { items: Array.from({ length: 100_000 }, () => 0) } }),
    },
  );
  return mutations;
}
