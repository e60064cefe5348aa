// Report kind 2 `bookings` — "Buchungen" (issue 31; docs/domain/reports.md §2): which amounts were booked to which
// salary accounts in the accounting months of the period. A locked month's lines are its snapshot lines (frozen,
// with the names and unit they were booked with); an open month's lines are its claims not booked yet, grouped
// exactly as a lock would group them (snapshotLinesOf) and marked provisional. Each line's account is the export
// account mapping that serves it (decision 0028: the frozen account of a booked line, else mappingFor). Pure.

import { type ExportAccountMapping, exportAccountIdOf, mappingFor } from '../../accounting/booking-lines.ts';
import { type BookableClaim, entityInMonth, snapshotLinesOf } from '../../accounting/snapshots.ts';
import type { SnapshotLine } from '../../accounting/types.ts';
import type { ReportFilterName, ReportKindDefinition } from '../report-kind.ts';
import type { ReportColumn, ReportContext, ReportRow, ReportTable } from '../report-table.ts';
import type { ReportLanguage } from '../report-types.ts';
import { monthName, REPORT_WORDS, reportPersonName } from '../report-words.ts';
import {
  ABSENCE_TYPE_WORDS,
  CLAIM_COLUMN_TYPES,
  compareByPerson,
  inScope,
  lastDayOfMonth,
  type PersonRecordFact,
  recordOn,
  recordsByEmployee,
  titleBlock,
  type UnitNames,
  unitName,
} from './claim-report-parts.ts';

/** An open claim (not booked yet) with the month it is to be booked in. */
export type OpenClaimFact = BookableClaim & { accountingMonthId: string };

export type BookingsFacts = {
  /** The snapshot lines of the period's months (locked: booked and frozen). */
  bookedLines: readonly SnapshotLine[];
  /** The claims of the period's months no lock has booked (provisional). */
  openClaims: readonly OpenClaimFact[];
  /** C7: the benefit days each case has used (the riskCounterThreshold). */
  caseBenefitDays: Readonly<Record<string, number>>;
  records: readonly PersonRecordFact[];
  mappings: readonly ExportAccountMapping[];
  names: UnitNames;
};

const COLUMN_KEYS = [
  'accountingMonth',
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
  'account',
  'entryType',
  'treatment',
  'correction',
  'status',
] as const;
type ColumnKey = (typeof COLUMN_KEYS)[number];

type Words = {
  title: string;
  subtitle: string;
  emptyText: string;
  sheetName: string;
  headings: Record<ColumnKey, string>;
  entryType: { DAILY_ALLOWANCE: string; CORRECTION: string };
  treatment: { dailyAllowance: string; wageCut: string };
  status: { booked: string; provisional: string };
  noAccount: string;
};

const WORDS: Record<ReportLanguage, Words> = {
  de: {
    title: 'Buchungen',
    subtitle: 'Welche Beträge wurden in den Monaten auf welche Lohnkonten gebucht?',
    emptyText: 'Keine Buchungen in den gewählten Monaten und Filtern.',
    sheetName: 'Buchungen',
    headings: {
      accountingMonth: 'Abrechnungsmonat',
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
      account: 'Konto (Gegenkonto / Lohnart)',
      entryType: 'Buchungsart',
      treatment: 'Behandlung',
      correction: 'Korrektur',
      status: 'Status',
    },
    entryType: { DAILY_ALLOWANCE: 'Taggeld', CORRECTION: 'Korrektur' },
    treatment: { dailyAllowance: 'Taggeld (Lohnfortzahlung)', wageCut: 'Lohnkürzung' },
    status: { booked: 'gebucht', provisional: 'provisorisch' },
    noAccount: 'kein Konto zugeordnet',
  },
  fr: {
    title: 'Écritures',
    subtitle: 'Quels montants ont été comptabilisés sur quels comptes de salaire durant les mois?',
    emptyText: 'Aucune écriture pour les mois et les filtres choisis.',
    sheetName: 'Écritures',
    headings: {
      accountingMonth: 'Mois de décompte',
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
      account: 'Compte (contrepartie / genre de salaire)',
      entryType: "Type d'écriture",
      treatment: 'Traitement',
      correction: 'Correction',
      status: 'Statut',
    },
    entryType: { DAILY_ALLOWANCE: 'Indemnité journalière', CORRECTION: 'Correction' },
    treatment: { dailyAllowance: 'Indemnité (maintien du salaire)', wageCut: 'Réduction de salaire' },
    status: { booked: 'comptabilisé', provisional: 'provisoire' },
    noAccount: 'aucun compte attribué',
  },
  it: {
    title: 'Registrazioni',
    subtitle: 'Quali importi sono stati registrati su quali conti salariali nei mesi?',
    emptyText: 'Nessuna registrazione nei mesi e con i filtri scelti.',
    sheetName: 'Registrazioni',
    headings: {
      accountingMonth: 'Mese di conteggio',
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
      account: 'Conto (contropartita / genere di salario)',
      entryType: 'Tipo di registrazione',
      treatment: 'Trattamento',
      correction: 'Correzione',
      status: 'Stato',
    },
    entryType: { DAILY_ALLOWANCE: 'Indennità giornaliera', CORRECTION: 'Correzione' },
    treatment: { dailyAllowance: 'Indennità (pagamento del salario)', wageCut: 'Riduzione del salario' },
    status: { booked: 'registrato', provisional: 'provvisorio' },
    noAccount: 'nessun conto assegnato',
  },
  en: {
    title: 'Bookings',
    subtitle: 'Which amounts were booked to which salary accounts in the months?',
    emptyText: 'No bookings in the chosen months and filters.',
    sheetName: 'Bookings',
    headings: {
      accountingMonth: 'Accounting month',
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
      account: 'Account (counter account / wage type)',
      entryType: 'Entry type',
      treatment: 'Treatment',
      correction: 'Correction',
      status: 'Status',
    },
    entryType: { DAILY_ALLOWANCE: 'Daily allowance', CORRECTION: 'Correction' },
    treatment: { dailyAllowance: 'Daily allowance (continued pay)', wageCut: 'Wage cut' },
    status: { booked: 'booked', provisional: 'provisional' },
    noAccount: 'no account mapped',
  },
};

const COLUMN_TYPES: Record<ColumnKey, Omit<ReportColumn, 'key' | 'label'>> = {
  ...CLAIM_COLUMN_TYPES,
  account: { type: 'text', width: 28 },
  entryType: { type: 'text', width: 14 },
  status: { type: 'text', width: 12 },
};

const FILTERS: readonly ReportFilterName[] = [
  'risk',
  'salaryContinuation',
  'accountingMonthLock',
  'reportType',
  'riskCounterThreshold',
];

type Line = Omit<SnapshotLine, 'snapshotId'> & { isBooked: boolean };

/** The open claims as lines, per month, grouped as a lock would group them. */
function openLines(facts: BookingsFacts, recordsOf: Map<string, PersonRecordFact[]>): Line[] {
  const byMonth = new Map<string, OpenClaimFact[]>();
  for (const claim of facts.openClaims) {
    const list = byMonth.get(claim.accountingMonthId) ?? [];
    list.push(claim);
    byMonth.set(claim.accountingMonthId, list);
  }
  const lines: Line[] = [];
  for (const [month, claims] of byMonth) {
    const personOf = (employeeId: string) => {
      const records = recordsOf.get(employeeId) ?? [];
      const named = recordOn(records, lastDayOfMonth(month));
      return {
        personnelNumber: named?.personnelNumber ?? null,
        firstName: named?.firstName ?? null,
        lastName: named?.lastName ?? null,
        entity: entityInMonth(records, month) ?? { companySubunitId: null, processingGroupId: null },
      };
    };
    for (const line of snapshotLinesOf(month, claims, personOf)) lines.push({ ...line, isBooked: false });
  }
  return lines;
}

/** The account of a line in words and its entry type (decision 0028). */
function accountOf(line: Line, mappings: readonly ExportAccountMapping[], words: Words): [string, string] {
  const frozen = line.salaryExportAccountId
    ? mappings.find((mapping) => exportAccountIdOf(mapping) === line.salaryExportAccountId)
    : undefined;
  const found = mappingFor({ ...line, snapshotId: '' }, mappings);
  const mapping = frozen ?? found?.mapping;
  const entryType = found?.entryType ?? (line.isCorrection ? 'CORRECTION' : 'DAILY_ALLOWANCE');
  if (!mapping) {
    const account = line.salaryExportAccountId ? line.salaryExportAccountId.replace('>', ' / ') : words.noAccount;
    return [account, words.entryType[entryType]];
  }
  const description = mapping.accountOutDescription ? ` ${mapping.accountOutDescription}` : '';
  return [`${mapping.accountIn} / ${mapping.accountOut}${description}`, words.entryType[entryType]];
}

export function buildBookings(facts: BookingsFacts, context: ReportContext): ReportTable {
  const { definition } = context;
  const { filters, language } = definition;
  const words = WORDS[language];
  const recordsOf = recordsByEmployee(facts.records);
  const all: Line[] = [
    ...facts.bookedLines.map((line) => ({ ...line, isBooked: true })),
    ...openLines(facts, recordsOf),
  ];
  const kept = all.filter(
    (line) =>
      (facts.caseBenefitDays[line.caseId] ?? 0) >= definition.riskCounterThreshold &&
      (filters.accountingMonthLock === 'any' || (filters.accountingMonthLock === 'locked') === line.isBooked) &&
      (filters.risk === 'any' || (filters.risk === 'short-term') === line.isWithinShorttermRisk) &&
      (filters.salaryContinuation === 'any' ||
        (filters.salaryContinuation === 'within') === line.isWithinContinuationOfPayment) &&
      (filters.reportType === 'any' ||
        (filters.reportType === 'daily-allowance') === line.isWithinContinuationOfPayment) &&
      inScope(definition, line),
  );
  const sorted = kept
    .map((line) => ({
      line,
      lastName: line.lastName ?? '',
      firstName: line.firstName ?? '',
      personnelNumber: line.personnelNumber ?? '',
      from: `${line.accountingMonthId}|${line.startDate}|${line.isCorrection ? 1 : 0}`,
    }))
    .sort(compareByPerson);
  const rows: ReportRow[] = sorted.map(({ line, lastName, firstName, personnelNumber }) => {
    const [account, entryType] = accountOf(line, facts.mappings, words);
    return [
      monthName(line.accountingMonthId, language),
      personnelNumber,
      reportPersonName(lastName, firstName),
      unitName(facts.names.subunits, line.companySubunitId),
      unitName(facts.names.processingGroups, line.processingGroupId),
      line.caseNumber,
      ABSENCE_TYPE_WORDS[language][line.claimType],
      line.startDate,
      line.endDate,
      line.days,
      line.incapacityOfWork,
      line.dailyAllowance,
      line.amount,
      account,
      entryType,
      line.isWithinContinuationOfPayment ? words.treatment.dailyAllowance : words.treatment.wageCut,
      line.isCorrection,
      line.isBooked ? words.status.booked : words.status.provisional,
    ];
  });
  return {
    kind: 'bookings',
    language,
    title: words.title,
    subtitle: words.subtitle,
    facts: titleBlock(context, FILTERS, facts.names),
    columns: COLUMN_KEYS.map((key) => ({ key, label: words.headings[key], ...COLUMN_TYPES[key] })),
    rows,
    totalLabel: REPORT_WORDS[language].total,
    emptyText: words.emptyText,
    sheetName: words.sheetName,
  };
}

export const bookings: ReportKindDefinition<BookingsFacts> = {
  kind: 'bookings',
  filters: FILTERS,
  build: buildBookings,
};
