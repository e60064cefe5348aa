// Report kind 6 `starting-wage-cuts` — "Beginnende Lohnkürzungen" (issue 31; docs/domain/reports.md §6): whose
// continued pay (LFZ) ends in the period, so that the salary is cut from the next day. One row per boundary: a
// case's first claim day outside LFZ after a day inside it (a case renewed at an anniversary can have two). Dates
// to act on: a boundary after today is listed too (payroll prepares the next salary from it). Pure: facts → table.

import type { ReportFilterName, ReportKindDefinition } from '../report-kind.ts';
import type { ReportColumn, ReportContext, ReportRow, ReportTable } from '../report-table.ts';
import type { ReportLanguage } from '../report-types.ts';
import { REPORT_WORDS, reportPersonName } from '../report-words.ts';
import {
  ABSENCE_TYPE_WORDS,
  compareByPerson,
  inScope,
  type PersonRecordFact,
  periodDays,
  recordOn,
  recordsByEmployee,
  titleBlock,
  type UnitNames,
  unitName,
} from './claim-report-parts.ts';

/** A case's first day of wage cut after its last day of LFZ. Money in Rappen. */
export type WageCutStartFact = {
  employeeId: string;
  caseId: string;
  caseNumber: number;
  claimType: 'SICK' | 'ACCIDENT';
  /** The case's first day of incapacity. */
  absentFrom: string;
  /** The last claim day inside LFZ before the cut. */
  lfzLastDay: string;
  /** The first claim day outside LFZ. */
  wageCutFrom: string;
  /** Percent on the first wage-cut day. */
  incapacityOfWork: number;
  /** Rappen per day on the first wage-cut day (the allowance passed on instead of the wage). */
  dailyAllowance: number;
  /** The first wage-cut day's risk. */
  isWithinShorttermRisk: boolean;
  benefitDaysUsed: number;
  /** The service year the LFZ was used up in, with its entitlement in days (C9; null when not known). */
  serviceYear: number | null;
  entitlementDays: number | null;
};

export type StartingWageCutsFacts = {
  starts: readonly WageCutStartFact[];
  records: readonly PersonRecordFact[];
  names: UnitNames;
};

const COLUMN_KEYS = [
  'personnelNumber',
  'name',
  'subunit',
  'processingGroup',
  'caseNumber',
  'absenceType',
  'absentFrom',
  'lfzLastDay',
  'wageCutFrom',
  'incapacity',
  'dailyAllowance',
  'serviceYear',
  'entitlementDays',
  'benefitDaysUsed',
] as const;
type ColumnKey = (typeof COLUMN_KEYS)[number];

const WORDS: Record<
  ReportLanguage,
  { title: string; subtitle: string; emptyText: string; sheetName: string; headings: Record<ColumnKey, string> }
> = {
  de: {
    title: 'Beginnende Lohnkürzungen',
    subtitle: 'Wessen Lohnfortzahlung endet im Zeitraum, so dass der Lohn ab dem Folgetag gekürzt wird?',
    emptyText: 'Keine Lohnfortzahlung endet im gewählten Zeitraum und Filter.',
    sheetName: 'Beginnende Lohnkürzungen',
    headings: {
      personnelNumber: 'Personalnummer',
      name: 'Name',
      subunit: 'Untereinheit',
      processingGroup: 'Verarbeitungsgruppe',
      caseNumber: 'Fall-Nr.',
      absenceType: 'Absenzart',
      absentFrom: 'Arbeitsunfähig seit',
      lfzLastDay: 'Letzter Tag Lohnfortzahlung',
      wageCutFrom: 'Lohnkürzung ab',
      incapacity: 'Arbeitsunfähigkeit',
      dailyAllowance: 'Taggeld pro Tag (CHF)',
      serviceYear: 'Dienstjahr',
      entitlementDays: 'Lohnfortzahlung im Dienstjahr (Tage)',
      benefitDaysUsed: 'Bezogene Taggeldtage (Fall)',
    },
  },
  fr: {
    title: 'Réductions de salaire débutantes',
    subtitle: 'Pour qui le maintien du salaire prend-il fin dans la période, le salaire étant réduit dès le lendemain?',
    emptyText: 'Aucun maintien du salaire ne prend fin pour la période et les filtres choisis.',
    sheetName: 'Réductions débutantes',
    headings: {
      personnelNumber: 'Numéro du personnel',
      name: 'Nom',
      subunit: 'Sous-unité',
      processingGroup: 'Groupe de traitement',
      caseNumber: 'N° de cas',
      absenceType: "Type d'absence",
      absentFrom: 'En incapacité depuis',
      lfzLastDay: 'Dernier jour de maintien du salaire',
      wageCutFrom: 'Réduction de salaire dès',
      incapacity: 'Incapacité de travail',
      dailyAllowance: 'Indemnité par jour (CHF)',
      serviceYear: 'Année de service',
      entitlementDays: "Maintien du salaire dans l'année (jours)",
      benefitDaysUsed: "Jours d'indemnité versés (cas)",
    },
  },
  it: {
    title: 'Riduzioni del salario che iniziano',
    subtitle:
      'Per chi termina nel periodo il pagamento del salario, così che il salario sia ridotto dal giorno seguente?',
    emptyText: 'Nessun pagamento del salario termina nel periodo e con i filtri scelti.',
    sheetName: 'Riduzioni che iniziano',
    headings: {
      personnelNumber: 'Numero del personale',
      name: 'Nome',
      subunit: 'Sottounità',
      processingGroup: 'Gruppo di elaborazione',
      caseNumber: 'N. caso',
      absenceType: 'Tipo di assenza',
      absentFrom: 'Incapace dal',
      lfzLastDay: 'Ultimo giorno di pagamento del salario',
      wageCutFrom: 'Riduzione del salario dal',
      incapacity: 'Incapacità lavorativa',
      dailyAllowance: 'Indennità al giorno (CHF)',
      serviceYear: 'Anno di servizio',
      entitlementDays: "Pagamento del salario nell'anno (giorni)",
      benefitDaysUsed: 'Giorni di indennità versati (caso)',
    },
  },
  en: {
    title: 'Starting wage cuts',
    subtitle: 'Whose continued pay ends in the period, so that the salary is cut from the next day?',
    emptyText: 'No continued pay ends in the chosen period and filters.',
    sheetName: 'Starting wage cuts',
    headings: {
      personnelNumber: 'Personnel number',
      name: 'Name',
      subunit: 'Subunit',
      processingGroup: 'Processing group',
      caseNumber: 'Case no.',
      absenceType: 'Absence type',
      absentFrom: 'Incapacitated since',
      lfzLastDay: 'Last day of continued pay',
      wageCutFrom: 'Wage cut from',
      incapacity: 'Incapacity',
      dailyAllowance: 'Daily allowance (CHF/day)',
      serviceYear: 'Service year',
      entitlementDays: 'Continued pay in the service year (days)',
      benefitDaysUsed: 'Benefit days used (case)',
    },
  },
};

const COLUMN_TYPES: Record<ColumnKey, Omit<ReportColumn, 'key' | 'label'>> = {
  personnelNumber: { type: 'text', width: 12 },
  name: { type: 'text', width: 24 },
  subunit: { type: 'text', width: 16 },
  processingGroup: { type: 'text', width: 16 },
  caseNumber: { type: 'integer', width: 8 },
  absenceType: { type: 'text', width: 12 },
  absentFrom: { type: 'date', width: 11 },
  lfzLastDay: { type: 'date', width: 11 },
  wageCutFrom: { type: 'date', width: 11 },
  incapacity: { type: 'percent', width: 9 },
  dailyAllowance: { type: 'chf', total: true, width: 11 },
  serviceYear: { type: 'integer', width: 8 },
  entitlementDays: { type: 'integer', width: 10 },
  benefitDaysUsed: { type: 'decimal', width: 9 },
};

/** reportType and salaryContinuation do not apply: every row is the boundary between the two. */
const FILTERS: readonly ReportFilterName[] = ['risk', 'riskCounterThreshold'];

export function buildStartingWageCuts(facts: StartingWageCutsFacts, context: ReportContext): ReportTable {
  const { definition } = context;
  const { language } = definition;
  const words = WORDS[language];
  const { from, to } = periodDays(definition);
  const recordsOf = recordsByEmployee(facts.records);
  const shown = facts.starts
    .filter(
      (start) =>
        start.wageCutFrom >= from &&
        start.wageCutFrom <= to &&
        start.benefitDaysUsed >= definition.riskCounterThreshold &&
        (definition.filters.risk === 'any' ||
          (definition.filters.risk === 'short-term') === start.isWithinShorttermRisk),
    )
    .map((start) => ({ start, record: recordOn(recordsOf.get(start.employeeId), start.wageCutFrom) }))
    .filter(({ record }) => inScope(definition, record ?? { companySubunitId: null, processingGroupId: null }))
    .map(({ start, record }) => ({
      start,
      record,
      lastName: record?.lastName ?? '',
      firstName: record?.firstName ?? '',
      personnelNumber: record?.personnelNumber ?? '',
      from: start.wageCutFrom,
    }))
    .sort(compareByPerson);
  const rows: ReportRow[] = shown.map(({ start, record, lastName, firstName, personnelNumber }) => [
    personnelNumber,
    reportPersonName(lastName, firstName),
    unitName(facts.names.subunits, record?.companySubunitId ?? null),
    unitName(facts.names.processingGroups, record?.processingGroupId ?? null),
    start.caseNumber,
    ABSENCE_TYPE_WORDS[language][start.claimType],
    start.absentFrom,
    start.lfzLastDay,
    start.wageCutFrom,
    start.incapacityOfWork,
    start.dailyAllowance,
    start.serviceYear,
    start.entitlementDays,
    start.benefitDaysUsed,
  ]);
  return {
    kind: 'starting-wage-cuts',
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

export const startingWageCuts: ReportKindDefinition<StartingWageCutsFacts> = {
  kind: 'starting-wage-cuts',
  filters: FILTERS,
  build: buildStartingWageCuts,
};
