// Shared Zod building blocks that produce the spec's exact validation messages (spec section 5).
// Every request schema in the product is built from these, so a message is defined exactly once.
import { z } from 'zod';
import { STRUCTURED_ADDRESS_LIMITS } from '../domain/structured-address.ts';
import { MESSAGES, SUPPORTED_LANGUAGES } from './constants.ts';
import { ISO_COUNTRY_CODES, ISO_LANGUAGE_CODES } from './iso-codes.ts';

export { MESSAGES };

/**
 * Characters PostgreSQL cannot store in text or jsonb: NUL (U+0000), and unpaired UTF-16 surrogates (not Unicode
 * characters at all; the driver would silently turn them into U+FFFD). One rule for every string of every request:
 * the server's validator applies `findUnstorableText` to params, query and body before the route's schema.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this rule looks for.
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnstorableText(value: string): boolean {
  return UNSTORABLE_TEXT.test(value);
}

/** How deep a request's JSON may nest: far beyond any real document of ours, far below what costs time. */
export const MAX_REQUEST_DEPTH = 64;

type Visit = { value: unknown; depth: number; parent: Visit | null; key: string | number | null };

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let current: Visit | null = visit; current?.key != null; current = current.parent) path.unshift(current.key);
  return path;
}

export type RequestTextProblem = { path: (string | number)[]; problem: 'unstorable-text' | 'too-deep' };

/**
 * One linear walk over a request part: the paths of strings or object keys PostgreSQL could not store (see above),
 * and a nesting deeper than MAX_REQUEST_DEPTH (reported once, where it starts; the walk does not go below it, so a
 * hostile 100 000-level body costs no more than a 64-level one). Paths are built only for findings; stops after
 * `limit` findings.
 */
export function inspectRequestValue(value: unknown, limit = 20): RequestTextProblem[] {
  const found: RequestTextProblem[] = [];
  const stack: Visit[] = [{ value, depth: 0, parent: null, key: null }];
  while (stack.length > 0 && found.length < limit) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasUnstorableText(current)) found.push({ path: pathOf(visit), problem: 'unstorable-text' });
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (visit.depth >= MAX_REQUEST_DEPTH) {
      found.push({ path: pathOf(visit), problem: 'too-deep' });
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    for (const [key, item] of entries) {
      const child: Visit = { value: item, depth: visit.depth + 1, parent: visit, key };
      if (typeof key === 'string' && hasUnstorableText(key))
        found.push({ path: pathOf(child), problem: 'unstorable-text' });
      stack.push(child);
    }
  }
  return found;
}

/** The paths of every string value or object key PostgreSQL could not store (the text half of the walk above). */
export function findUnstorableText(value: unknown, limit = 20): (string | number)[][] {
  return inspectRequestValue(value, limit)
    .filter((finding) => finding.problem === 'unstorable-text')
    .map((finding) => finding.path);
}

/** The largest value of a PostgreSQL `integer` (int4) column: request numbers stored or compared there stay below. */
export const INT32_MAX = 2_147_483_647;

/** A positive whole number that fits an int4 column (versions, revisions). */
export const positiveInt32 = () => z.int().min(1).max(INT32_MAX);

/**
 * The optimistic-concurrency revision a screen edited (docs/architecture.md "Concurrency"): when sent, a write
 * whose target has moved on answers 409 REVISION_CONFLICT instead of overwriting a change the user never saw.
 */
export const revision = () =>
  positiveInt32().meta({
    description:
      'The revision you edited (from the object you read). When given and the object has changed since, the ' +
      'write answers 409 REVISION_CONFLICT and changes nothing; omit it to apply the change to the current state.',
    example: 3,
  });

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 is rejected). */
export const isoDate = () =>
  z.iso.date({ error: MESSAGES.date }).meta({ description: 'Calendar date YYYY-MM-DD', example: '2026-01-31' });

const ACCOUNTING_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Accounting month 'YYYY-MM' on regular calls (spec section 5). */
export const accountingMonth = () =>
  z
    .string({ error: MESSAGES.accountingMonth })
    .regex(ACCOUNTING_MONTH, { error: MESSAGES.accountingMonth })
    .meta({ description: 'Accounting month YYYY-MM', example: '2026-01' });

/** Accounting month 'YYYY-MM' on the admin accounting-month check calls (spec section 5). */
export const adminAccountingMonth = () =>
  z
    .string({ error: MESSAGES.adminAccountingMonth })
    .regex(ACCOUNTING_MONTH, { error: MESSAGES.adminAccountingMonth })
    .meta({ description: 'Accounting month YYYY-MM', example: '2026-01' });

export const uuid = () => z.uuid();

/** An instant as the API answers it: ISO 8601 in UTC with milliseconds (src/db/schema/columns.ts `timestamptz`). */
export const timestamp = () =>
  z.iso.datetime().meta({ description: 'ISO 8601 instant, UTC', example: '2026-01-31T08:15:00.000Z' });

/**
 * Control characters have no place in a one-line value: C0 (line breaks, tab, escape), DEL, C1, and the Unicode
 * direction overrides and isolates that make a name display as something else (U+202A-U+202E, U+2066-U+2069).
 * Stored, they would break CSV and salary-export lines, terminals and log lines, or spoof names on screen.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this rule refuses.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * Non-empty one-line string (names, ids, personnel numbers; spec section 5). Surrounding blanks are not content;
 * control characters are refused.
 */
export const nonEmptyString = () =>
  z
    .string()
    .trim()
    .min(1, { error: MESSAGES.nonEmpty })
    .refine((value) => !hasControlCharacters(value), { error: MESSAGES.controlCharacters });

export const countryCode = () =>
  z
    .string({ error: MESSAGES.countryCode })
    .refine((value) => ISO_COUNTRY_CODES.has(value), { error: MESSAGES.countryCode })
    .meta({ description: 'ISO 3166-1 alpha-2, upper case', example: 'CH' });

// Structured addresses (issue 15, docs/decisions/0032-structured-addresses.md): the street and building number as
// separate fields beside the free addressLine1, for payment files. Null (the default) reads them from addressLine1.

/** Street name of a structured address; null reads it from addressLine1. */
export const streetName = () =>
  nonEmptyString()
    .max(STRUCTURED_ADDRESS_LIMITS.streetName)
    .nullable()
    .default(null)
    .meta({
      description:
        'Street name of the structured address that payment files need (ISO 20022 pain.001, Swiss Payment ' +
        `Standards from November 2026); at most ${STRUCTURED_ADDRESS_LIMITS.streetName} characters. When null, ` +
        'the street and the building number are read from addressLine1.',
      example: 'Bahnhofstrasse',
    });

/** Building number of a structured address; only with streetName. */
export const buildingNumber = () =>
  nonEmptyString()
    .max(STRUCTURED_ADDRESS_LIMITS.buildingNumber)
    .nullable()
    .default(null)
    .meta({
      description:
        'Building number of the structured address that payment files need; at most ' +
        `${STRUCTURED_ADDRESS_LIMITS.buildingNumber} characters; null when the street has none. Given only ` +
        'together with streetName: when both are null, they are read from addressLine1.',
      example: '12',
    });

/** A building number needs its street (refinement of an address object with streetName and buildingNumber). */
export const hasStreetForBuildingNumber = (address: { streetName?: string | null; buildingNumber?: string | null }) =>
  address.buildingNumber === null || address.buildingNumber === undefined || typeof address.streetName === 'string';
export const streetForBuildingNumberRule = { error: MESSAGES.buildingNumberWithoutStreet, path: ['streetName'] };

export const languageCode = () =>
  z
    .string({ error: MESSAGES.languageCode })
    .refine((value) => ISO_LANGUAGE_CODES.has(value), { error: MESSAGES.languageCode })
    .meta({ description: 'ISO 639-1, upper case', example: 'DE' });

/**
 * Exactly one of the given schemas must match (bank account kinds, policies per type). Zero or several matches
 * fail with the spec's message 'Invalid input: Should pass single schema'.
 */
export const exactlyOneOf = <const T extends readonly [z.ZodType, z.ZodType, ...z.ZodType[]]>(options: T) =>
  z.xor(options, { error: MESSAGES.singleSchema });

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_LIMIT = 200;

/**
 * Paging query parameters: skip >= 0, 0 < take < 200, take defaults to 50 (spec sections 5 and 9). Lists with
 * other limits (tenant issues: 1-1000, default 200) pass their own bounds.
 */
export const pagingQuery = (options: { defaultTake?: number; maxTakeExclusive?: number } = {}) => {
  const defaultTake = options.defaultTake ?? PAGE_SIZE_DEFAULT;
  const maxTakeExclusive = options.maxTakeExclusive ?? PAGE_SIZE_LIMIT;
  return {
    skip: z.coerce.number().int().min(0).max(INT32_MAX).default(0).meta({ description: 'Items to skip, >= 0' }),
    take: z.coerce
      .number()
      .int()
      .gt(0)
      .lt(maxTakeExclusive)
      .default(defaultTake)
      .meta({ description: `Page size, 1-${maxTakeExclusive - 1}, default ${defaultTake}` }),
  };
};

/** Response envelope of every paged list. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int().min(0),
  });

/** Query booleans arrive as strings; only 'true' and 'false' are accepted. */
/**
 * A query list: comma-separated, the parameter may also be repeated; at most `max` values (400 with `message`).
 * Cases, payouts and the accounting use it through `queryList` (cases.ts) with their limit of 100.
 */
export const commaList = <T extends z.ZodType<string>>(item: T, max: number, message: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(max, { error: message }) as unknown as z.ZodType<z.output<T>[], string[]>);

export const queryBoolean = () =>
  z.enum(['true', 'false'], { error: "Must be 'true' or 'false'" }).transform((value) => value === 'true');

export { SUPPORTED_LANGUAGES };
export const supportedLanguage = z.enum(SUPPORTED_LANGUAGES);
export type SupportedLanguage = z.infer<typeof supportedLanguage>;
