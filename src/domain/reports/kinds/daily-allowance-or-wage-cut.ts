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
  inScope,
  nextDay,
  type PersonRecordFact,
  RISK_WORDS,
  recordOn,
  recordsByEmployee,
  titleBlock,
  type UnitNames,
  unitName,
} from './claim-report-parts.ts';

/** One claim day (a stored claim; a correction line is a day of its own). Money in Rappen. */
export type ClaimDayFact = {
  employeeId: string;
  caseId: string;
  date: string;
  /** Percent (50 = 50 %). */
  incapacityOfWork: number;
  /** Rappen payable for the day (negative on a reversal). */
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
  days: readonly ClaimDayFact[];
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

type Run = {
  first: ClaimDayFact;
  last: ClaimDayFact;
  record: PersonRecordFact | null;
  days: number;
  amount: number;
};

function runKey(day: ClaimDayFact, record: PersonRecordFact | null): string {
  return [
    day.employeeId,
    day.caseId,
    day.isCorrection,
    day.correctionKind ?? '-',
    day.isWithinContinuationOfPayment,
    day.isWithinShorttermRisk,
    day.incapacityOfWork,
    day.dailyAllowance,
    day.accountingMonthId,
    day.isMonthLocked,
    record?.validFrom ?? '-',
  ].join('|');
}

export function buildDailyAllowanceOrWageCut(facts: DailyAllowanceOrWageCutFacts, context: ReportContext): ReportTable {
  const { definition, today } = context;
  const { filters } = definition;
  const language = definition.language;
  const words = WORDS[language];
  const caseOf = new Map(facts.cases.map((item) => [item.caseId, item]));
  const recordsOf = recordsByEmployee(facts.records);

  const kept = facts.days.filter((day) => {
    const found = caseOf.get(day.caseId);
    if (!found || day.date > today) return false;
    if (found.benefitDaysUsed < definition.riskCounterThreshold) return false;
    if (filters.salaryContinuation === 'within' && !found.isWithinContinuationAtPeriodEnd) return false;
    if (filters.salaryContinuation === 'outside' && found.isWithinContinuationAtPeriodEnd) return false;
    if (filters.reportType === 'daily-allowance' && !day.isWithinContinuationOfPayment) return false;
    if (filters.reportType === 'wage-cut' && day.isWithinContinuationOfPayment) return false;
    if (filters.risk === 'short-term' && !day.isWithinShorttermRisk) return false;
    if (filters.risk === 'long-term' && day.isWithinShorttermRisk) return false;
    if (filters.accountingMonthLock === 'locked' && !day.isMonthLocked) return false;
    if (filters.accountingMonthLock === 'unlocked' && day.isMonthLocked) return false;
    return true;
  });
  const sorted = [...kept].sort(
    (a, b) =>
      a.employeeId.localeCompare(b.employeeId) ||
      a.caseId.localeCompare(b.caseId) ||
      Number(a.isCorrection) - Number(b.isCorrection) ||
      (a.correctionKind ?? '').localeCompare(b.correctionKind ?? '') ||
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0),
  );

  const runs: Run[] = [];
  let current: (Run & { key: string }) | null = null;
  for (const day of sorted) {
    const record = recordOn(recordsOf.get(day.employeeId), day.date);
    const key = runKey(day, record);
    if (current && current.key === key && nextDay(current.last.date) === day.date) {
      current.last = day;
      current.days += 1;
      current.amount += day.dailyAllowance;
      continue;
    }
    current = { first: day, last: day, record, days: 1, amount: day.dailyAllowance, key };
    runs.push(current);
  }

  const shown = runs
    .filter((run) => inScope(definition, run.record ?? { companySubunitId: null, processingGroupId: null }))
    .map((run) => ({
      run,
      lastName: run.record?.lastName ?? '',
      firstName: run.record?.firstName ?? '',
      personnelNumber: run.record?.personnelNumber ?? '',
      from: run.first.date,
    }))
    .sort(compareByPerson);

  const yesNo = REPORT_WORDS[language];
  const rows: ReportRow[] = shown.map(({ run, lastName, firstName, personnelNumber }) => {
    const found = caseOf.get(run.first.caseId) as ClaimCaseFact;
    const day = run.first;
    return [
      personnelNumber,
      reportPersonName(lastName, firstName),
      unitName(facts.names.subunits, run.record?.companySubunitId ?? null),
      unitName(facts.names.processingGroups, run.record?.processingGroupId ?? null),
      found.caseNumber,
      ABSENCE_TYPE_WORDS[language][found.claimType],
      day.date,
      run.last.date,
      run.days,
      day.incapacityOfWork,
      day.dailyAllowance,
      run.amount,
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
