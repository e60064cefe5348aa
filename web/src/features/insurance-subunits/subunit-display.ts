// What the insurance subunits screen says about a subunit (decision 0066), as pure functions (tested in
// subunit-display.test.ts): its name, its billing address written the Swiss way, what stops a payout to it in words
// with how to mend it (never the API's English message), and its payout figures as count and CHF.
import type { z } from 'zod';
import type { SupportedLanguage } from '../../../../src/contracts/index.ts';
import type { insuranceSubunit } from '../../../../src/contracts/insurance-subunits.ts';
import type { PAYOUT_PROBLEM_CODES } from '../../../../src/contracts/payouts.ts';
import { countryName } from '../../lib/display-names.ts';
import type { TFunction } from '../../lib/translator.ts';

export type InsuranceSubunit = z.infer<typeof insuranceSubunit>;
export type SubunitBilling = InsuranceSubunit['billing'];
export type PayoutProblemCode = (typeof PAYOUT_PROBLEM_CODES)[number];
export type PayoutBucket = InsuranceSubunit['payouts']['inPreparation'];

/** The problem codes the screen explains (the contract's PAYOUT_PROBLEM_CODES; the test keeps them equal). */
export const PROBLEM_CODES = [
  'NO_CARRIER',
  'NO_ACCOUNT',
  'INVALID_IBAN',
  'QR_IBAN',
  'INVALID_POSTCODE',
  'ADDRESS_NOT_STRUCTURED',
] as const satisfies readonly PayoutProblemCode[];

const isBlank = (value: string | null | undefined): boolean => value === null || value === undefined || !value.trim();

/** The subunit's name, or its id when it has none. */
export function subunitTitle(subunit: { companySubunitId: string; name: string | null }): string {
  return isBlank(subunit.name) ? subunit.companySubunitId : (subunit.name as string).trim();
}

/**
 * The billing address as it goes on an envelope in Switzerland: the address line, its supplement, postcode and town
 * on one line, and the country by name in the UI language (not its code).
 */
export function addressLines(billing: SubunitBilling, language: SupportedLanguage): string[] {
  const town = [billing.postalCode.trim(), billing.city.trim()].filter(Boolean).join(' ');
  return [
    billing.addressLine1,
    billing.addressLine2 ?? '',
    town,
    billing.country ? countryName(billing.country, language) : '',
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The structured street the payment files use ("Bundesgasse 3"), when it says more than the address line: set and
 * not the line itself (a post-office box with the street beside it). Null otherwise.
 */
export function paymentStreet(billing: SubunitBilling): string | null {
  if (isBlank(billing.streetName)) return null;
  const street = [billing.streetName, billing.buildingNumber]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return squeeze(street) === squeeze(billing.addressLine1) ? null : street;
}

export type ProblemText = { code: PayoutProblemCode; title: string; fix: string };

/** What stops a payout, each problem in words with what to do about it, in the order the API gives them. */
export function problemTexts(problems: readonly { code: PayoutProblemCode }[], t: TFunction): ProblemText[] {
  const seen = new Set<PayoutProblemCode>();
  return problems.flatMap(({ code }) => {
    if (seen.has(code)) return [];
    seen.add(code);
    return [{ code, title: t(`subunits.problems.${code}.title`), fix: t(`subunits.problems.${code}.fix`) }];
  });
}

/** '1578.10' (the API's CHF with two decimals) -> 157810 Rappen, integer arithmetic. */
export function rappenOf(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return Math.round(Number(amount) * 100);
  const value = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -value : value;
}

/** A payout figure: "CHF 157.81 (1 payout)", or "none" when there is no payout. */
export function payoutText(bucket: PayoutBucket, t: TFunction, chf: (rappen: number) => string): string {
  if (bucket.count === 0) return t('subunits.card.noPayouts');
  return t('subunits.card.payoutValue', { count: bucket.count, amount: chf(rappenOf(bucket.netAmount)) });
}

/** The subunits with something that stops a payout. */
export function blockedCount(subunits: readonly { problems: readonly unknown[] }[]): number {
  return subunits.filter((subunit) => subunit.problems.length > 0).length;
}
