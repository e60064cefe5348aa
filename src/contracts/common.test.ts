import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accountingMonth,
  adminAccountingMonth,
  countryCode,
  exactlyOneOf,
  isoDate,
  languageCode,
  MESSAGES,
  nonEmptyString,
  pagingQuery,
} from './common.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('shared validation helpers (spec section 5 messages)', () => {
  it('dates: YYYY-MM-DD that exist', () => {
    expect(isoDate().parse('2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '28.02.2026', '2026-2-28', 20260228, null]) {
      expect(messages(isoDate(), bad)).toEqual(['Invalid date, expected YYYY-MM-DD']);
    }
  });

  it('accounting month on regular and admin calls', () => {
    expect(accountingMonth().parse('2026-12')).toBe('2026-12');
    for (const bad of ['2026-13', '2026-00', '2026-1', '2026-01-01', 202601]) {
      expect(messages(accountingMonth(), bad)).toEqual(['Date must be in YYYY-MM format with a valid month (01-12)']);
      expect(messages(adminAccountingMonth(), bad)).toEqual(['Must be in YYYY-MM format']);
    }
  });

  it('paging: skip >= 0, 0 < take < 200, default 50', () => {
    const schema = z.object(pagingQuery());
    expect(schema.parse({})).toEqual({ skip: 0, take: 50 });
    expect(schema.parse({ skip: '10', take: '199' })).toEqual({ skip: 10, take: 199 });
    expect(schema.safeParse({ take: '200' }).success).toBe(false);
    expect(schema.safeParse({ take: '0' }).success).toBe(false);
    expect(schema.safeParse({ skip: '-1' }).success).toBe(false);
    expect(schema.safeParse({ take: '1.5' }).success).toBe(false);
    const issues = z.object(pagingQuery({ defaultTake: 200, maxTakeExclusive: 1001 }));
    expect(issues.parse({})).toEqual({ skip: 0, take: 200 });
    expect(issues.safeParse({ take: '1000' }).success).toBe(true);
    expect(issues.safeParse({ take: '1001' }).success).toBe(false);
  });

  it('exactly one of: zero or two matches fail with the single-schema message', () => {
    const domestic = z.strictObject({ iban: z.string(), holderName: z.string() });
    const international = z.strictObject({ iban: z.string(), holderName: z.string(), bic: z.string() });
    const account = exactlyOneOf([domestic, international]);
    expect(account.parse({ iban: 'CH93', holderName: 'A' })).toEqual({ iban: 'CH93', holderName: 'A' });
    expect(messages(account, { holderName: 'A' })).toEqual([MESSAGES.singleSchema]);
    const loose = exactlyOneOf([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.number().optional() })]);
    expect(messages(loose, { a: 'x' })).toEqual(['Invalid input: Should pass single schema']);
  });

  it('country and language codes: ISO, upper case', () => {
    expect(countryCode().parse('CH')).toBe('CH');
    expect(countryCode().parse('LI')).toBe('LI');
    for (const bad of ['ch', 'CHE', 'XX', '', 41]) expect(messages(countryCode(), bad)).toEqual([MESSAGES.countryCode]);
    expect(languageCode().parse('RM')).toBe('RM');
    for (const bad of ['de', 'DEU', 'XX']) expect(messages(languageCode(), bad)).toEqual([MESSAGES.languageCode]);
  });

  it('non-empty strings ignore surrounding blanks', () => {
    expect(messages(nonEmptyString(), '   ')).toEqual([MESSAGES.nonEmpty]);
    expect(nonEmptyString().parse(' Muster ')).toBe('Muster');
  });
});
