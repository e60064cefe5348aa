// Shared Zod building blocks that produce the spec's exact validation messages (spec section 5).
// Every request schema in the product is built from these, so a message is defined exactly once.
import { z } from 'zod';
import { ISO_COUNTRY_CODES, ISO_LANGUAGE_CODES } from './iso-codes.ts';

export const MESSAGES = {
  date: 'Invalid date, expected YYYY-MM-DD',
  accountingMonth: 'Date must be in YYYY-MM format with a valid month (01-12)',
  adminAccountingMonth: 'Must be in YYYY-MM format',
  singleSchema: 'Invalid input: Should pass single schema',
  countryCode: 'Must be an ISO 3166-1 alpha-2 country code in upper case (e.g. CH)',
  languageCode: 'Must be an ISO 639-1 language code in upper case (e.g. DE)',
  nonEmpty: 'Must not be empty',
  unstorableText: 'Must not contain NUL characters or unpaired UTF-16 surrogates',
} as const;

/**
 * Characters PostgreSQL cannot store in text or jsonb: NUL (U+0000), and unpaired UTF-16 surrogates (not Unicode
 * characters at all; the driver would silently turn them into U+FFFD). One rule for every string of every request:
 * the server's validator applies `findUnstorableText` to params, query and body before the route's schema.
 */
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnstorableText(value: string): boolean {
  return UNSTORABLE_TEXT.test(value);
}

/**
 * The paths of every string value or object key in `value` that PostgreSQL could not store (see above). Iterative,
 * so a deeply nested body cannot overflow the stack; stops after `limit` findings.
 */
export function findUnstorableText(value: unknown, limit = 20): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && found.length < limit) {
    const next = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof next.value === 'string') {
      if (hasUnstorableText(next.value)) found.push(next.path);
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        stack.push({ value: item, path: [...next.path, index] });
      });
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        if (hasUnstorableText(key)) found.push([...next.path, key]);
        stack.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return found;
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

/** Non-empty string (names, ids, personnel numbers; spec section 5). Surrounding blanks are not content. */
export const nonEmptyString = () => z.string().trim().min(1, { error: MESSAGES.nonEmpty });

export const countryCode = () =>
  z
    .string({ error: MESSAGES.countryCode })
    .refine((value) => ISO_COUNTRY_CODES.has(value), { error: MESSAGES.countryCode })
    .meta({ description: 'ISO 3166-1 alpha-2, upper case', example: 'CH' });

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
export const queryBoolean = () =>
  z.enum(['true', 'false'], { error: "Must be 'true' or 'false'" }).transform((value) => value === 'true');

export const SUPPORTED_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export const supportedLanguage = z.enum(SUPPORTED_LANGUAGES);
export type SupportedLanguage = z.infer<typeof supportedLanguage>;
