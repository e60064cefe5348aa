// The words every report shares, in its four languages (issue 31): the title block's labels, the filters in words,
// yes / no, the totals row. Each kind keeps its own title, question and column headings in its file
// (src/domain/reports/kinds/<kind>.ts). Pure.

import { MONTH_NAMES } from '../month-names.ts';
import type { ReportDefinitionValue, ReportLanguage } from './report-types.ts';

type Words = {
  company: string;
  period: string;
  filters: string;
  generatedAt: string;
  subunits: string;
  processingGroups: string;
  all: string;
  total: string;
  yes: string;
  no: string;
  range: (from: string, to: string) => string;
  accountingMonth: (month: string) => string;
  risk: Record<'short-term' | 'long-term', string>;
  salaryContinuation: Record<'within' | 'outside', string>;
  accountingMonthLock: Record<'locked' | 'unlocked', string>;
  reportType: Record<'daily-allowance' | 'wage-cut', string>;
  riskCounterThreshold: (days: number) => string;
  noFilter: string;
};

export const REPORT_WORDS: Record<ReportLanguage, Words> = {
  de: {
    company: 'Firma',
    period: 'Zeitraum',
    filters: 'Filter',
    generatedAt: 'Erstellt am',
    subunits: 'Untereinheiten',
    processingGroups: 'Verarbeitungsgruppen',
    all: 'alle',
    total: 'Total',
    yes: 'Ja',
    no: 'Nein',
    range: (from, to) => `${from} – ${to}`,
    accountingMonth: (month) => `Abrechnungsmonat ${month}`,
    risk: { 'short-term': 'nur Kurzfristrisiko', 'long-term': 'nur Langfristrisiko' },
    salaryContinuation: { within: 'innerhalb der Lohnfortzahlung', outside: 'ausserhalb der Lohnfortzahlung' },
    accountingMonthLock: { locked: 'nur abgeschlossene Monate', unlocked: 'nur offene Monate' },
    reportType: { 'daily-allowance': 'nur Taggeld', 'wage-cut': 'nur Lohnkürzung' },
    riskCounterThreshold: (days) => `ab ${days} bezogenen Taggeldtagen`,
    noFilter: 'keine',
  },
  fr: {
    company: 'Entreprise',
    period: 'Période',
    filters: 'Filtres',
    generatedAt: 'Établi le',
    subunits: 'Sous-unités',
    processingGroups: 'Groupes de traitement',
    all: 'toutes',
    total: 'Total',
    yes: 'Oui',
    no: 'Non',
    range: (from, to) => `${from} – ${to}`,
    accountingMonth: (month) => `Mois de décompte ${month}`,
    risk: { 'short-term': 'risque à court terme seulement', 'long-term': 'risque à long terme seulement' },
    salaryContinuation: { within: 'pendant le maintien du salaire', outside: 'après le maintien du salaire' },
    accountingMonthLock: { locked: 'mois clôturés seulement', unlocked: 'mois ouverts seulement' },
    reportType: {
      'daily-allowance': 'indemnités journalières seulement',
      'wage-cut': 'réductions de salaire seulement',
    },
    riskCounterThreshold: (days) => `dès ${days} jours d’indemnités versés`,
    noFilter: 'aucun',
  },
  it: {
    company: 'Azienda',
    period: 'Periodo',
    filters: 'Filtri',
    generatedAt: 'Creato il',
    subunits: 'Sottounità',
    processingGroups: 'Gruppi di elaborazione',
    all: 'tutte',
    total: 'Totale',
    yes: 'Sì',
    no: 'No',
    range: (from, to) => `${from} – ${to}`,
    accountingMonth: (month) => `Mese di conteggio ${month}`,
    risk: { 'short-term': 'solo rischio a breve termine', 'long-term': 'solo rischio a lungo termine' },
    salaryContinuation: { within: 'durante il pagamento del salario', outside: 'dopo il pagamento del salario' },
    accountingMonthLock: { locked: 'solo mesi chiusi', unlocked: 'solo mesi aperti' },
    reportType: { 'daily-allowance': 'solo indennità giornaliere', 'wage-cut': 'solo riduzioni del salario' },
    riskCounterThreshold: (days) => `da ${days} giorni di indennità versati`,
    noFilter: 'nessuno',
  },
  en: {
    company: 'Company',
    period: 'Period',
    filters: 'Filters',
    generatedAt: 'Generated on',
    subunits: 'Subunits',
    processingGroups: 'Processing groups',
    all: 'all',
    total: 'Total',
    yes: 'Yes',
    no: 'No',
    range: (from, to) => `${from} – ${to}`,
    accountingMonth: (month) => `Accounting month ${month}`,
    risk: { 'short-term': 'short-term risk only', 'long-term': 'long-term risk only' },
    salaryContinuation: { within: 'within continued pay', outside: 'after continued pay' },
    accountingMonthLock: { locked: 'locked months only', unlocked: 'open months only' },
    reportType: { 'daily-allowance': 'daily allowance only', 'wage-cut': 'wage cut only' },
    riskCounterThreshold: (days) => `from ${days} benefit days used`,
    noFilter: 'none',
  },
};

/** 'YYYY-MM-DD' → 'dd.MM.yyyy' (the Swiss date in every language). */
export function swissDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** 'YYYY-MM' → "März 2026" / "mars 2026" / "marzo 2026" / "March 2026". */
export function monthName(monthId: string, language: ReportLanguage): string {
  const [year, month] = monthId.split('-');
  const names = MONTH_NAMES[language.toUpperCase() as 'DE' | 'FR' | 'IT' | 'EN'];
  return `${names[Number(month) - 1]} ${year}`;
}

/** The period in words: "01.03.2026 – 31.03.2026" or "Abrechnungsmonat März 2026". */
export function periodInWords(definition: Pick<ReportDefinitionValue, 'period' | 'language'>): string {
  const words = REPORT_WORDS[definition.language];
  const { period } = definition;
  return period.kind === 'time-range'
    ? words.range(swissDate(period.from), swissDate(period.to))
    : words.accountingMonth(monthName(period.accountingMonthId, definition.language));
}

/**
 * The filters in words (only those that narrow; "keine" when none does), for the title block. `applies` lists the
 * filters the kind uses (a kind ignores the others, and says so by not naming them).
 */
export function filtersInWords(
  definition: ReportDefinitionValue,
  applies: readonly ('risk' | 'salaryContinuation' | 'accountingMonthLock' | 'reportType' | 'riskCounterThreshold')[],
): string {
  const words = REPORT_WORDS[definition.language];
  const parts: string[] = [];
  const { filters } = definition;
  if (applies.includes('risk') && filters.risk !== 'any') parts.push(words.risk[filters.risk]);
  if (applies.includes('salaryContinuation') && filters.salaryContinuation !== 'any')
    parts.push(words.salaryContinuation[filters.salaryContinuation]);
  if (applies.includes('accountingMonthLock') && filters.accountingMonthLock !== 'any')
    parts.push(words.accountingMonthLock[filters.accountingMonthLock]);
  if (applies.includes('reportType') && filters.reportType !== 'any') parts.push(words.reportType[filters.reportType]);
  if (applies.includes('riskCounterThreshold') && definition.riskCounterThreshold > 0)
    parts.push(words.riskCounterThreshold(definition.riskCounterThreshold));
  return parts.length > 0 ? parts.join('; ') : words.noFilter;
}

/** The name cell of every kind: "Zeller, Anna" (last name first, a comma before the first name so that compound
 *  names stay readable: "Müller Hess, Anna Lena"); either part alone when the other is missing. */
export function reportPersonName(lastName: string | null | undefined, firstName: string | null | undefined): string {
  return [lastName ?? '', firstName ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
