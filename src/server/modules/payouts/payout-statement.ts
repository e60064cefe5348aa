// The settlement statement of a payout as PDF (issue 15: "a PDF per payout, the daily-allowance statement the payee
// receives, in the payee's correspondence language, listing the settlement periods and how each amount came about";
// decision 0031; since issue 28 the insured person's language, else the tenant's: statementLanguageOf, decision
// 0043). A4 portrait through renderTablePdf (./pdf-table.ts): the carrier's paying unit in the page header
// and as the return address, the contact beside the recipient (the billing details, right, where a C5 window shows
// it), the title with month and case, the insured person, the periods (regular days, then each corrected month with
// its reversals and rebookings), a total per section and the summary (gross, offsets, net, IBAN, execution date).
//
// How an amount came about, honestly: a period carries insured earnings per year, coverage, incapacity, IV reduction
// and the daily allowance, but not the day divisor (365 or 360, C2) nor a benefit stop. The statement recomputes the
// allowance with the engine's own rounding (C2: earnings / divisor x coverage, half-up once; C3: x incapacity,
// half-up; C5 for UVG: / 365 x 80 %, up to 0.05) for each possible divisor and shows the formula only when exactly
// one reproduces the frozen allowance; otherwise it names the factors without a formula ("daily allowance 85.48
// (coverage 80 %, incapacity 50 %)"). The line amount is always days x allowance (C4).

import type { z } from 'zod';
import type { payout as payoutContract } from '../../../contracts/payouts.ts';
import { swissChf, swissDate, swissInteger } from '../../../domain/accounting/ktg-protocol.ts';
import { percentToPm } from '../../../domain/money.ts';
import {
  ktgFullDailyAllowance,
  partialDailyAllowance,
  UVG_MAX_INSURED_EARNINGS,
  uvgFullDailyAllowance,
} from '../../../domain/sick-pay/daily-allowance.ts';
import {
  type PdfKeyValue,
  type PdfTableDocument,
  type PdfTableRow,
  renderTablePdf,
} from '../../platform/pdf/pdf-table.ts';

export type Payout = z.infer<typeof payoutContract>;
type Period = Payout['settlementPeriods'][number];

export type { StatementLanguage } from './payout-statement-texts.ts';

import { type StatementLanguage, TEXTS, type Texts } from './payout-statement-texts.ts';

const STATEMENT_LANGUAGES: readonly string[] = ['DE', 'FR', 'IT', 'EN'];

/**
 * The language of a payout's statement (decision 0043, issue 28): the insured person's correspondence language
 * (employee data correspondenceLanguage, ISO 639-1), as their power of attorney; else the tenant's
 * defaultCorrespondenceLanguage; else German. A language the statement is not written in (RM) counts as none.
 */
export function statementLanguageOf(
  personLanguage: string | null | undefined,
  tenantLanguage: string | null | undefined,
): StatementLanguage {
  for (const candidate of [personLanguage, tenantLanguage]) {
    const code = candidate?.toUpperCase();
    if (code && STATEMENT_LANGUAGES.includes(code)) return code as StatementLanguage;
  }
  return 'DE';
}

export type PayoutStatementInput = {
  /** The payout as the API answers it (toPayout). */
  payout: Payout;
  /** The insured person's correspondence language, else the tenant's (statementLanguageOf; frozen in the payout). */
  language: StatementLanguage;
  /** The release's requested execution date (ISO), null before a release. */
  executionDate: string | null;
  /** The instant the document shows as its date and CreationDate (a released payout: its release, so the same bytes). */
  generatedAt: string;
};

const PDF_LANGUAGES: Record<StatementLanguage, string> = { DE: 'de-CH', FR: 'fr-CH', IT: 'it-CH', EN: 'en' };

/** '157.81' / '-940.28' (the API's CHF strings) to Rappen. */
const rappen = (value: string) => Math.round(Number(value) * 100);

/** 80 -> '80 %', 62.5 -> '62.5 %'. */
const percent = (value: number) => `${Number.isInteger(value) ? value : String(Math.round(value * 1000) / 1000)} %`;

/** An IBAN in groups of four: 'CH93 0076 2011 6238 5295 7'. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

function monthLabel(texts: Texts, month: string): string {
  const [year, number] = month.split('-');
  return `${texts.months[Number(number) - 1] ?? number} ${year}`;
}

/** An instant as the Swiss date it falls on: '2026-03-31T22:30:00Z' -> '01.04.2026'. */
const zurichDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function swissDayOf(instant: string): string {
  return swissDate(zurichDay.format(new Date(instant)));
}

/**
 * How the period's daily allowance came about, when the frozen values reproduce it with exactly one of the engine's
 * rules (see the header); null when they do not (a benefit stop, a manual correction, an unknown divisor).
 */
export function allowanceFormula(period: Period, texts: Texts): string | null {
  const daily = Math.abs(rappen(period.dailyAllowance));
  const iv = Math.abs(rappen(period.ivReduction));
  const before = daily + iv;
  const earnings = rappen(period.insuredEarnings);
  const incapacityPm = percentToPm(period.absencePercentage);
  if (earnings <= 0 || before <= 0) return null;
  const candidates: { full: number; text: string }[] = [];
  if (period.coverageLine === 'UVG') {
    const full = uvgFullDailyAllowance(earnings);
    if (period.insuredPercentage === 80) {
      const capped = Math.min(earnings, UVG_MAX_INSURED_EARNINGS);
      candidates.push({
        full,
        text: `${swissChf(capped)} / 365 × 80 % = ${swissChf(full)} (${texts.roundedUp})`,
      });
    }
  } else {
    const coveragePm = percentToPm(period.insuredPercentage);
    const byDivisor = [365, 360].map((divisor) => ({
      divisor,
      full: ktgFullDailyAllowance(earnings, divisor, coveragePm),
    }));
    const matching = byDivisor.filter(
      ({ full }) => (incapacityPm === 100_000 ? full : partialDailyAllowance(full, incapacityPm)) === before,
    );
    // Both divisors give the same allowance: which one the policy uses is unknown, so no formula.
    if (matching.length === 1) {
      const { divisor, full } = matching[0] as { divisor: number; full: number };
      candidates.push({
        full,
        text: `${swissChf(earnings)} / ${divisor} × ${percent(period.insuredPercentage)} = ${swissChf(full)}`,
      });
    }
  }
  const [candidate] = candidates;
  if (!candidate) return null;
  const partial = incapacityPm === 100_000 ? candidate.full : partialDailyAllowance(candidate.full, incapacityPm);
  if (partial !== before) return null;
  let text = candidate.text;
  if (incapacityPm !== 100_000) text += `; × ${percent(period.absencePercentage)} = ${swissChf(partial)}`;
  if (iv > 0) text += `; − ${texts.iv} ${swissChf(iv)} = ${swissChf(daily)}`;
  return text;
}

/** The calculation cell: the allowance's formula (or its factors) and days × allowance = amount. */
function calculationOf(period: Period, texts: Texts): string {
  const prefix =
    period.correctionKind === 'REVERSAL'
      ? `${texts.reversal}: `
      : period.correctionKind === 'REBOOKING'
        ? `${texts.rebooking}: `
        : '';
  if (period.onWaitingPeriod && rappen(period.dailyAllowance) === 0) return `${prefix}${texts.waitingPeriod}`;
  const daily = rappen(period.dailyAllowance);
  const allowance =
    allowanceFormula(period, texts) ??
    texts.factors(swissChf(Math.abs(daily)), percent(period.insuredPercentage), percent(period.absencePercentage));
  const line = `${period.days} × ${swissChf(daily)} = ${swissChf(rappen(period.amount))}`;
  return `${prefix}${allowance} · ${line}`;
}

function addressLines(address: NonNullable<Payout['billingDetails']>): string[] {
  const street = address.streetName
    ? [address.streetName, address.buildingNumber].filter(Boolean).join(' ')
    : (address.addressLine1 ?? '');
  const lines = [address.name, street];
  if (address.addressLine2 && address.addressLine2 !== street) lines.push(address.addressLine2);
  lines.push(`${address.postalCode} ${address.city}`);
  if (address.country !== 'CH') lines.push(address.country);
  return lines.filter((line) => line.trim() !== '');
}

function personName(payout: Payout): string {
  return [payout.personNames.firstName, payout.personNames.lastName].filter(Boolean).join(' ') || payout.employeeId;
}

/** The statement's document (everything but the bytes): exported for tests that look at the texts. */
export function payoutStatementDocument(input: PayoutStatementInput): PdfTableDocument {
  const { payout, language } = input;
  const texts = TEXTS[language] ?? TEXTS.DE;
  const isDraft = payout.status !== 'RELEASED';
  const month = monthLabel(texts, payout.accountingMonthId);
  const title = `${texts.title} ${month}${isDraft ? ` – ${texts.draft}` : ''}`;
  const name = personName(payout);
  const caseLabel = payout.caseNumber === null ? payout.caseIdentifier : `${texts.caseNumber} ${payout.caseNumber}`;
  const sender = payout.sender;
  const senderAddress = sender
    ? [
        sender.streetName ? [sender.streetName, sender.buildingNumber].filter(Boolean).join(' ') : sender.addressLine1,
        `${sender.postalCode} ${sender.city}`,
      ].filter((line): line is string => Boolean(line))
    : [];

  const columns = [
    { header: texts.columns.period, width: 56, wrap: true },
    { header: texts.columns.days, width: 26, align: 'right' as const },
    { header: texts.columns.earnings, width: 46, align: 'right' as const, wrap: true },
    { header: texts.columns.incapacity, width: 34, align: 'right' as const },
    { header: texts.columns.coverage, width: 38, align: 'right' as const },
    { header: texts.columns.waiting, width: 36, align: 'center' as const },
    { header: texts.columns.dailyAllowance, width: 40, align: 'right' as const },
    { header: texts.columns.ivReduction, width: 40, align: 'right' as const },
    { header: texts.columns.amount, width: 46, align: 'right' as const },
    { header: texts.columns.calculation, width: 140, wrap: true },
  ];
  const rows: PdfTableRow[] = [];
  const sections: { title: string; periods: Period[] }[] = [];
  for (const period of payout.settlementPeriods) {
    const sectionTitle =
      period.isCorrection && period.correctedMonthId
        ? texts.correction(monthLabel(texts, period.correctedMonthId))
        : texts.regular(month);
    const last = sections[sections.length - 1];
    if (last && last.title === sectionTitle) last.periods.push(period);
    else sections.push({ title: sectionTitle, periods: [period] });
  }
  if (sections.length === 0) rows.push({ type: 'note', text: texts.noPeriods });
  for (const section of sections) {
    rows.push({ type: 'heading', text: section.title });
    for (const period of section.periods) {
      rows.push({
        type: 'data',
        italic: period.isCorrection,
        cells: [
          period.startDate === period.endDate
            ? swissDate(period.startDate)
            : `${swissDate(period.startDate)} – ${swissDate(period.endDate)}`,
          swissInteger(period.days),
          swissChf(rappen(period.insuredEarnings)),
          percent(period.absencePercentage),
          percent(period.insuredPercentage),
          period.onWaitingPeriod ? texts.yes : '',
          swissChf(rappen(period.dailyAllowance)),
          rappen(period.ivReduction) === 0 ? '' : swissChf(rappen(period.ivReduction)),
          swissChf(rappen(period.amount)),
          calculationOf(period, texts),
        ],
      });
    }
    const total = section.periods.reduce((sum, period) => sum + rappen(period.amount), 0);
    rows.push({
      type: 'total',
      cells: [texts.total(section.title), '', '', '', '', '', '', '', swissChf(total), ''],
    });
  }

  const summary: PdfKeyValue[] = [[texts.gross, swissChf(rappen(payout.grossAmount))]];
  if (rappen(payout.offsetApplied) !== 0) summary.push([texts.offsetApplied, swissChf(-rappen(payout.offsetApplied))]);
  if (rappen(payout.carriedOffset) !== 0) summary.push([texts.carriedOffset, swissChf(rappen(payout.carriedOffset))]);
  summary.push([texts.net, swissChf(rappen(payout.netAmount))]);
  if (payout.iban) summary.push([texts.iban, formatIban(payout.iban)]);
  if (input.executionDate && !isDraft) summary.push([texts.executionDate, swissDate(input.executionDate)]);

  const keyValues: PdfKeyValue[] = [[texts.insuredPerson, name]];
  if (payout.personNames.personnelNumber) keyValues.push([texts.personnelNumber, payout.personNames.personnelNumber]);
  if (payout.caseNumber !== null) keyValues.push([texts.caseNumber, String(payout.caseNumber)]);
  keyValues.push(
    [texts.caseIdentifier, payout.caseIdentifier],
    [texts.accountingMonth, month],
    [texts.coverageLine, texts.coverageLines[payout.coverageLine] ?? payout.coverageLine],
    [texts.payee, texts.payees[payout.payeeKind]],
  );
  if (payout.endToEndId && !isDraft) keyValues.push([texts.paymentReference, payout.endToEndId]);
  const date = swissDayOf(input.generatedAt);
  keyValues.push([texts.date, date]);

  const contact = payout.contact
    ? [payout.contact.name, payout.contact.phone, payout.contact.email].filter((line): line is string => Boolean(line))
    : [];
  return {
    orientation: 'portrait',
    metadata: {
      title: `${texts.title} ${month} · ${name}`,
      subject: payout.carrier?.name ?? sender?.name ?? 'Absenza',
      author: sender?.name ?? 'Absenza',
      createdAt: new Date(input.generatedAt),
      language: PDF_LANGUAGES[language],
    },
    pageHeader: {
      left: sender ? [sender.name, senderAddress.join(', ')] : [payout.carrier?.name ?? 'Absenza'],
      right: [isDraft ? `${texts.title} – ${texts.draft}` : texts.title, `${month} · ${caseLabel}`],
    },
    footer: { left: `${texts.generatedAt} ${date} · ${name} · ${payout.payoutId}`, page: texts.page },
    intro: {
      addresses: {
        left: contact.length > 0 ? { caption: texts.contact, lines: contact } : undefined,
        right: payout.billingDetails
          ? {
              caption: sender ? [sender.name, ...senderAddress].join(' · ') : undefined,
              lines: addressLines(payout.billingDetails),
            }
          : undefined,
      },
      title,
      lines: [texts.intro(name)],
      keyValues,
    },
    table: {
      columns,
      rows,
      fontSize: 7,
      continued: (heading) => `${heading} (${texts.continued})`,
    },
    summary,
    ...(isDraft ? { watermark: texts.draft } : {}),
    // 5 000 statements in a release: the fonts' subsets encoded once, not per statement.
    stableFontSubsets: true,
  };
}

/** The statement of a payout as PDF (A4 portrait). */
export function payoutStatementPdf(input: PayoutStatementInput): Promise<Buffer> {
  return renderTablePdf(payoutStatementDocument(input));
}

/** The statement's file name: "Taggeldabrechnung_2026-03_Mueller_<id>.pdf" (ASCII, the payout id keeps it unique). */
export function payoutStatementFileName(payout: Payout, language: StatementLanguage): string {
  const words: Record<StatementLanguage, string> = {
    DE: 'Taggeldabrechnung',
    FR: 'Decompte-IJ',
    IT: 'Conteggio-IG',
    EN: 'Daily-allowance-statement',
  };
  const word = words[language];
  const last = (payout.personNames.lastName ?? payout.employeeId)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const draft = payout.status === 'RELEASED' ? '' : `_${TEXTS[language].draft}`;
  return `${word}_${payout.accountingMonthId}_${last || 'payout'}_${payout.payoutId.slice(0, 8)}${draft}.pdf`;
}
