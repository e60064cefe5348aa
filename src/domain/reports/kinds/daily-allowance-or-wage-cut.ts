// Report kind 1 `daily-allowance-or-wage-cut` — "Taggeld oder Lohnkürzung" (issue 31; docs/domain/reports.md §1):
// for each absent person, the runs of claim days in the period on which the wage continues and the allowance
// reimburses the employer (inside LFZ: daily allowance) or the wage is cut and the allowance replaces it (after
// LFZ: wage cut). Pure: facts → table.

import type { ReportFilterName, ReportKindDefinition } from '../report-kind.ts';
import type { ReportColumn, ReportContext, ReportRow, ReportTable } from '../report-table.ts';
import type { ReportLanguage } from '../report-types.ts';
import { monthName, REPORT_WORDS, reportPersonName } from '../report-words.ts';
import {
  ABSENCE_TYPE_WORDS,
  CLAIM_COLUMN_TYPES,
  compareByPerson,
  daysFromTo,
  inScope,
  nextDay,
  type PersonRecordFact,
  previousDay,
  RISK_WORDS,
  recordOn,
  recordsByEmployee,
  titleBlock,
  type UnitNames,
  unitName,
} from './claim-report-parts.ts';

/**
 * One run of claim days (stored claims; correction lines run apart): consecutive days of one case, from `from` to `to`,
 * alike in everything the report shows — treatment, risk, incapacity, allowance, correction, booking month and its
 * lock. The facts loader groups the days in SQL (gaps and islands), so the report holds runs, not days: a year of a
 * 10 000-employee tenant is ~570 000 claim days but ~60 000 runs (docs/performance.md "Reports"). Money in Rappen.
 */
export type ClaimRunFact = {
  employeeId: string;
  caseId: string;
  /** The run's first and last day (consecutive, each day once). */
  from: string;
  to: string;
  /** Percent (50 = 50 %). */
  incapacityOfWork: number;
  /** Rappen payable for each day of the run (negative on a reversal). */
  dailyAllowance: number;
  isWithinContinuationOfPayment: boolean;
  isWithinShorttermRisk: boolean;
  isCorrection: boolean;
  correctionKind: 'REVERSAL' | 'REBOOKING' | null;
  accountingMonthId: string;
  /** The booking month is locked for the employee (the claim is booked and frozen). */
  isMonthLocked: boolean;
};

export type ClaimCaseFact = {
  caseId: string;
  caseNumber: number;
  claimType: 'SICK' | 'ACCIDENT';
  /** C7: the case's benefit days used (its risk counter). */
  benefitDaysUsed: number;
  /** The case's position at the period's end (its last claim day then): its LFZ is not used up. */
  isWithinContinuationAtPeriodEnd: boolean;
};

export type DailyAllowanceOrWageCutFacts = {
  runs: readonly ClaimRunFact[];
  cases: readonly ClaimCaseFact[];
  records: readonly PersonRecordFact[];
  names: UnitNames;
};

type Words = {
  title: string;
  subtitle: string;
  emptyText: string;
  sheetName: string;
  headings: Record<(typeof COLUMN_KEYS)[number], string>;
  treatment: { dailyAllowance: string; wageCut: string };
};

const COLUMN_KEYS = [
  'personnelNumber',
  'name',
  'subunit',
  'processingGroup',
  'caseNumber',
  'absenceType',
  'from',
  'to',
  'days',
  'incapacity',
  'dailyAllowance',
  'amount',
  'treatment',
  'risk',
  'correction',
  'benefitDaysUsed',
  'accountingMonth',
  'monthLocked',
] as const;

const WORDS: Record<ReportLanguage, Words> = {
  de: {
    title: 'Taggeld oder Lohnkürzung',
    subtitle:
      'An welchen Tagen läuft der Lohn weiter und erstattet das Taggeld dem Arbeitgeber, an welchen wird der Lohn gekürzt und das Taggeld weitergegeben?',
    emptyText: 'Keine Taggeldtage im gewählten Zeitraum und Filter.',
    sheetName: 'Taggeld oder Lohnkürzung',
    headings: {
      personnelNumber: 'Personalnummer',
      name: 'Name',
      subunit: 'Untereinheit',
      processingGroup: 'Verarbeitungsgruppe',
      caseNumber: 'Fall-Nr.',
      absenceType: 'Absenzart',
      from: 'Von',
      to: 'Bis',
      days: 'Tage',
      incapacity: 'Arbeitsunfähigkeit',
      dailyAllowance: 'Taggeld pro Tag (CHF)',
      amount: 'Betrag (CHF)',
      treatment: 'Behandlung',
      risk: 'Risiko',
      correction: 'Korrektur',
      benefitDaysUsed: 'Bezogene Taggeldtage (Fall)',
      accountingMonth: 'Abrechnungsmonat',
      monthLocked: 'Monat abgeschlossen',
    },
    treatment: { dailyAllowance: 'Taggeld (Lohnfortzahlung)', wageCut: 'Lohnkürzung' },
  },
  fr: {
    title: 'Indemnité journalière ou réduction de salaire',
    subtitle:
      "Quels jours le salaire est-il maintenu et l'indemnité journalière rembourse-t-elle l'employeur, quels jours le salaire est-il réduit et l'indemnité reversée?",
    emptyText: 'Aucun jour d’indemnité pour la période et les filtres choisis.',
    sheetName: 'Indemnité ou réduction',
    headings: {
      personnelNumber: 'Numéro du personnel',
      name: 'Nom',
      subunit: 'Sous-unité',
      processingGroup: 'Groupe de traitement',
      caseNumber: 'N° de cas',
      absenceType: "Type d'absence",
      from: 'Du',
      to: 'Au',
      days: 'Jours',
      incapacity: 'Incapacité de travail',
      dailyAllowance: 'Indemnité par jour (CHF)',
      amount: 'Montant (CHF)',
      treatment: 'Traitement',
      risk: 'Risque',
      correction: 'Correction',
      benefitDaysUsed: "Jours d'indemnité versés (cas)",
      accountingMonth: 'Mois de décompte',
      monthLocked: 'Mois clôturé',
    },
    treatment: { dailyAllowance: 'Indemnité (maintien du salaire)', wageCut: 'Réduction de salaire' },
  },
  it: {
    title: 'Indennità giornaliera o riduzione del salario',
    subtitle:
      "In quali giorni il salario continua e l'indennità giornaliera rimborsa il datore di lavoro, in quali il salario è ridotto e l'indennità viene versata al suo posto?",
    emptyText: 'Nessun giorno di indennità nel periodo e con i filtri scelti.',
    sheetName: 'Indennità o riduzione',
    headings: {
      personnelNumber: 'Numero del personale',
      name: 'Nome',
      subunit: 'Sottounità',
      processingGroup: 'Gruppo di elaborazione',
      caseNumber: 'N. caso',
      absenceType: 'Tipo di assenza',
      from: 'Dal',
      to: 'Al',
      days: 'Giorni',
      incapacity: 'Incapacità lavorativa',
      dailyAllowance: 'Indennità al giorno (CHF)',
      amount: 'Importo (CHF)',
      treatment: 'Trattamento',
      risk: 'Rischio',
      correction: 'Correzione',
      benefitDaysUsed: 'Giorni di indennità versati (caso)',
      accountingMonth: 'Mese di conteggio',
      monthLocked: 'Mese chiuso',
    },
    treatment: { dailyAllowance: 'Indennità (pagamento del salario)', wageCut: 'Riduzione del salario' },
  },
  en: {
    title: 'Daily allowance or wage cut',
    subtitle:
      'On which days does the salary continue with the daily allowance reimbursing the employer, and on which is the salary cut and the allowance passed on instead?',
    emptyText: 'No daily allowance days in the chosen period and filters.',
    sheetName: 'Daily allowance or wage cut',
    headings: {
      personnelNumber: 'Personnel number',
      name: 'Name',
      subunit: 'Subunit',
      processingGroup: 'Processing group',
      caseNumber: 'Case no.',
      absenceType: 'Absence type',
      from: 'From',
      to: 'To',
      days: 'Days',
      incapacity: 'Incapacity',
      dailyAllowance: 'Daily allowance (CHF/day)',
      amount: 'Amount (CHF)',
      treatment: 'Treatment',
      risk: 'Risk',
      correction: 'Correction',
      benefitDaysUsed: 'Benefit days used (case)',
      accountingMonth: 'Accounting month',
      monthLocked: 'Month locked',
    },
    treatment: { dailyAllowance: 'Daily allowance (continued pay)', wageCut: 'Wage cut' },
  },
};

const COLUMN_TYPES: Record<(typeof COLUMN_KEYS)[number], Omit<ReportColumn, 'key' | 'label'>> = {
  ...CLAIM_COLUMN_TYPES,
  risk: { type: 'text', width: 14 },
  benefitDaysUsed: { type: 'decimal', width: 9 },
  monthLocked: { type: 'boolean', width: 9 },
};

export const FILTERS: readonly ReportFilterName[] = [
  'risk',
  'salaryContinuation',
  'accountingMonthLock',
  'reportType',
  'riskCounterThreshold',
];

/** The columns in a language (shared with the tests). */
export function dailyAllowanceColumns(language: ReportLanguage): ReportColumn[] {
  return COLUMN_KEYS.map((key) => ({ key, label: WORDS[language].headings[key], ...COLUMN_TYPES[key] }));
}

/** A row's run: a stored run, or the part of it under one employee record (the person moved unit within it). */
type Run = { fact: ClaimRunFact; from: string; to: string; record: PersonRecordFact | null };

/**
 * A run cut where the person's record changes (a new record starts inside it: another subunit, group or name), each
 * part with the record of its first day (recordOn). A run under one record stays whole.
 */
function partsByRecord(fact: ClaimRunFact, records: readonly PersonRecordFact[] | undefined, to: string): Run[] {
  const starts = [...new Set((records ?? []).map((record) => record.validFrom))]
    .filter((validFrom) => validFrom > fact.from && validFrom <= to)
    .sort();
  const parts: Run[] = [];
  let from = fact.from;
  for (const start of [...starts, nextDay(to)]) {
    const record = recordOn(records, from);
    const last = parts.at(-1);
    // Before a person's first record the first one counts (recordOn): its start is no change.
    if (last && last.record === record) last.to = previousDay(start);
    else parts.push({ fact, from, to: previousDay(start), record });
    from = start;
  }
  return parts;
}

export function buildDailyAllowanceOrWageCut(facts: DailyAllowanceOrWageCutFacts, context: ReportContext): ReportTable {
  const { definition, today } = context;
  const { filters } = definition;
  const language = definition.language;
  const words = WORDS[language];
  const caseOf = new Map(facts.cases.map((item) => [item.caseId, item]));
  const recordsOf = recordsByEmployee(facts.records);

  const kept = facts.runs.filter((run) => {
    const found = caseOf.get(run.caseId);
    if (!found || run.from > today) return false;
    if (found.benefitDaysUsed < definition.riskCounterThreshold) return false;
    if (filters.salaryContinuation === 'within' && !found.isWithinContinuationAtPeriodEnd) return false;
    if (filters.salaryContinuation === 'outside' && found.isWithinContinuationAtPeriodEnd) return false;
    if (filters.reportType === 'daily-allowance' && !run.isWithinContinuationOfPayment) return false;
    if (filters.reportType === 'wage-cut' && run.isWithinContinuationOfPayment) return false;
    if (filters.risk === 'short-term' && !run.isWithinShorttermRisk) return false;
    if (filters.risk === 'long-term' && run.isWithinShorttermRisk) return false;
    if (filters.accountingMonthLock === 'locked' && !run.isMonthLocked) return false;
    if (filters.accountingMonthLock === 'unlocked' && run.isMonthLocked) return false;
    return true;
  });
  // Rows of a person in the order of the case, regular days before corrections, then by day (compareByPerson is
  // stable on ties: a correction of 12.03. follows the run from 12.03.).
  kept.sort(
    (a, b) =>
      a.employeeId.localeCompare(b.employeeId) ||
      a.caseId.localeCompare(b.caseId) ||
      Number(a.isCorrection) - Number(b.isCorrection) ||
      (a.correctionKind ?? '').localeCompare(b.correctionKind ?? '') ||
      (a.from < b.from ? -1 : a.from > b.from ? 1 : 0),
  );
  // Never a day after today (the loader reads none; a run is cut there all the same).
  const runs = kept.flatMap((fact) =>
    partsByRecord(fact, recordsOf.get(fact.employeeId), fact.to > today ? today : fact.to),
  );

  const shown = runs
    .filter((run) => inScope(definition, run.record ?? { companySubunitId: null, processingGroupId: null }))
    .map((run) => ({
      run,
      lastName: run.record?.lastName ?? '',
      firstName: run.record?.firstName ?? '',
      personnelNumber: run.record?.personnelNumber ?? '',
      from: run.from,
    }))
    .sort(compareByPerson);

  const yesNo = REPORT_WORDS[language];
  const rows: ReportRow[] = shown.map(({ run, lastName, firstName, personnelNumber }) => {
    const found = caseOf.get(run.fact.caseId) as ClaimCaseFact;
    const day = run.fact;
    const days = daysFromTo(run.from, run.to);
    return [
      personnelNumber,
      reportPersonName(lastName, firstName),
      unitName(facts.names.subunits, run.record?.companySubunitId ?? null),
      unitName(facts.names.processingGroups, run.record?.processingGroupId ?? null),
      found.caseNumber,
      ABSENCE_TYPE_WORDS[language][found.claimType],
      run.from,
      run.to,
      days,
      day.incapacityOfWork,
      day.dailyAllowance,
      days * day.dailyAllowance,
      day.isWithinContinuationOfPayment ? words.treatment.dailyAllowance : words.treatment.wageCut,
      day.isWithinShorttermRisk ? RISK_WORDS[language].short : RISK_WORDS[language].long,
      day.isCorrection,
      found.benefitDaysUsed,
      monthName(day.accountingMonthId, language),
      day.isMonthLocked,
    ];
  });

  return {
    kind: 'daily-allowance-or-wage-cut',
    language,
    title: words.title,
    subtitle: words.subtitle,
    facts: titleBlock(context, FILTERS, facts.names),
    columns: dailyAllowanceColumns(language),
    rows,
    totalLabel: yesNo.total,
    emptyText: words.emptyText,
    sheetName: words.sheetName,
  };
}

export const dailyAllowanceOrWageCut: ReportKindDefinition<DailyAllowanceOrWageCutFacts> = {
  kind: 'daily-allowance-or-wage-cut',
  filters: FILTERS,
  build: buildDailyAllowanceOrWageCut,
};
