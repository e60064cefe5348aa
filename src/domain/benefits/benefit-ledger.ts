// The insurer benefits ledger (issue 33 scope 4; docs/decisions/0068-benefits.md): what the insurers owe per case
// and month (the claims: case_monthly_totals) against what their payouts carry, in integer Rappen. Pure: the server
// reads the sums, this file adds them up, derives what is outstanding and words the benefit stops (C16).
import { yearMonthId } from '../dates.ts';
import { applyPercentage, PM_FULL, percentToPm } from '../money.ts';

/** The payment states of decision 0035 (derived from the payout and its release, never stored). */
export type BenefitPaymentState = 'IN_PREPARATION' | 'SCHEDULED' | 'PAID';

/**
 * One group's figures (a month, a subunit, a case, or everything), Rappen and days.
 * - entitled: the claims' amount booked in the accounting months (regular days and corrections, C12);
 * - paid / scheduled / inPreparation: the gross amounts of the payouts in each state (decision 0035): gross, not
 *   net, because a payout's offset pays an earlier reversal of the same payee, not less of this month's claims;
 * - netReleased: the net of the released payouts (what the bank moved or will move);
 * - ivOffset: what IV benefits took off the daily allowances (C16), already out of `entitled`.
 */
export type BenefitSums = {
  entitled: number;
  corrections: number;
  paid: number;
  scheduled: number;
  inPreparation: number;
  netReleased: number;
  ivOffset: number;
  days: number;
  paidDays: number;
};

export type BenefitFigures = BenefitSums & {
  /** Released = paid + scheduled: the insurer has let it go. */
  released: number;
  /** entitled − released: what the insurer still owes (or, below 0, paid beyond what the claims now say). */
  outstanding: number;
  /** entitled − released − in preparation: claims no payout carries yet (a month not yet locked or built). */
  notInPayout: number;
};

export const NO_SUMS: BenefitSums = {
  entitled: 0,
  corrections: 0,
  paid: 0,
  scheduled: 0,
  inPreparation: 0,
  netReleased: 0,
  ivOffset: 0,
  days: 0,
  paidDays: 0,
};

/** Adds sums field by field (every field is additive; the case counts are not, so they are not here). */
export function addSums(...parts: readonly Partial<BenefitSums>[]): BenefitSums {
  const total = { ...NO_SUMS };
  for (const part of parts) {
    for (const key of Object.keys(NO_SUMS) as (keyof BenefitSums)[]) total[key] += part[key] ?? 0;
  }
  return total;
}

/** The derived figures: released, outstanding and what no payout carries yet. */
export function figuresOf(sums: BenefitSums): BenefitFigures {
  const released = sums.paid + sums.scheduled;
  return {
    ...sums,
    released,
    outstanding: sums.entitled - released,
    notInPayout: sums.entitled - released - sums.inPreparation,
  };
}

/** A payout's gross in the bucket of its state (and its net in netReleased once released). */
export function payoutSums(state: BenefitPaymentState, gross: number, net: number): Partial<BenefitSums> {
  if (state === 'PAID') return { paid: gross, netReleased: net };
  if (state === 'SCHEDULED') return { scheduled: gross, netReleased: net };
  return { inPreparation: gross };
}

/**
 * C16: what a benefit stop took off one day: the allowance after the incapacity % (`grossDailyAllowance`) less the
 * same after the output % (rounded half-up to the Rappen). 100 % takes nothing; 0 % takes the whole day.
 */
export function stopReductionOfDay(grossDailyAllowance: number, outputPercentage: number): number {
  const outputPm = percentToPm(outputPercentage);
  if (outputPm >= PM_FULL) return 0;
  return grossDailyAllowance - applyPercentage(grossDailyAllowance, outputPm);
}

export type StopEntry = { startDate: string; endDate: string | null; outputPercentage: number };
export type LedgerLanguage = 'de' | 'fr' | 'it' | 'en';

const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const percent = (value: number) => `${value} %`;

const STOP_WORDS: Record<
  LedgerLanguage,
  { from: (d: string) => string; span: (a: string, b: string) => string; stopped: string; share: (p: string) => string }
> = {
  de: {
    from: (d) => `ab ${d}`,
    span: (a, b) => `${a}–${b}`,
    stopped: 'keine Leistung',
    share: (p) => `${p} der Leistung`,
  },
  fr: {
    from: (d) => `dès le ${d}`,
    span: (a, b) => `du ${a} au ${b}`,
    stopped: 'aucune prestation',
    share: (p) => `${p} de la prestation`,
  },
  it: {
    from: (d) => `dal ${d}`,
    span: (a, b) => `dal ${a} al ${b}`,
    stopped: 'nessuna prestazione',
    share: (p) => `${p} della prestazione`,
  },
  en: {
    from: (d) => `from ${d}`,
    span: (a, b) => `${a}–${b}`,
    stopped: 'no benefit',
    share: (p) => `${p} of the benefit`,
  },
};

/**
 * A benefit stop's entry in words (C16: the output % is the share still paid): "ab 05.04.2026: 50 % der Leistung",
 * "01.05.2026–31.05.2026: keine Leistung". Swiss dates; the percentage as given (up to three decimals).
 */
export function stopEntryInWords(entry: StopEntry, language: LedgerLanguage): string {
  const words = STOP_WORDS[language];
  const when =
    entry.endDate === null
      ? words.from(swissDate(entry.startDate))
      : words.span(swissDate(entry.startDate), swissDate(entry.endDate));
  const what = entry.outputPercentage === 0 ? words.stopped : words.share(percent(entry.outputPercentage));
  return `${when}: ${what}`;
}

/** A whole stop in words: its entries in date order, joined by "; ". */
export function stopInWords(entries: readonly StopEntry[], language: LedgerLanguage): string {
  return [...entries]
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .map((entry) => stopEntryInWords(entry, language))
    .join('; ');
}

/** Accounting months 'YYYY-MM' from `from` to `to` inclusive (empty when to < from). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= last) {
    months.push(yearMonthId(year, month));
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

/** The month `count` months before `month` ('2026-03', 2 → '2026-01'; across a year: '2026-01', 1 → '2025-12'). */
export function monthMinus(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return yearMonthId(Math.floor(index / 12), (index % 12) + 1);
}
