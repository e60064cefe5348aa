// Kind 4, `pension-fund-exemption` (docs/domain/reports.md): whose pension-fund contributions are waived because of
// incapacity, from when, at which degree. BVG funds waive the contributions after a waiting period of incapacity (the
// tenant's `pensionFundReportingPeriod`, default 90 days; SR "BVG", 1.7) at the degree of incapacity; the employer
// reports it (deadline PENSION_FUND_REPORT, D5 of issue 30). The waiting period is one of *uninterrupted* incapacity
// (decision 0060): a spell of the case — consecutive days with an incapacity above 0 — that lasts longer than the
// period starts the exemption on its first day + the period (the day after the period's last day; D5 counts the same
// way). A case of linked short spells (a relapse continues the KTG case, C15) reaches no exemption by adding them up.
// One row per run of the spell's days from then on with the same incapacity %, overlapping the report's period. Pure.
import type { IsoDate } from '../../dates.ts';
import type { ReportKindDefinition } from '../report-kind.ts';
import type { ReportColumn, ReportContext, ReportRow, ReportTable } from '../report-table.ts';
import type { ReportLanguage } from '../report-types.ts';
import { REPORT_WORDS } from '../report-words.ts';
import {
  ABSENCE_TYPE_WORDS,
  addDays,
  compareRows,
  isInScope,
  matchesSalaryContinuation,
  nameOf,
  periodDays,
  type ReportCase,
  type ReportPerson,
  titleFacts,
} from './person-case-facts.ts';

/** A temporal employee record: the person as of its days, with what the pension fund needs to identify them. */
export type PensionFundPersonRecord = ReportPerson & {
  validFrom: IsoDate;
  validTo: IsoDate | null;
  /** The AHV number 756.xxxx.xxxx.xx (`data.oasiNumber`). */
  oasiNumber: string | null;
  dateOfBirth: IsoDate | null;
};

export type PensionFundExemptionFacts = {
  /** insuranceConfiguration.reportsConfiguration.pensionFundReportingPeriod (days). */
  pensionFundReportingPeriod: number;
  cases: readonly {
    employeeId: string;
    reportCase: ReportCase;
    /** The case's PENSION_FUND_REPORT deadline (null: none stored, e.g. an obsolete one). */
    report: { dueDate: IsoDate; doneOn: IsoDate | null } | null;
  }[];
  /** Each employee's records, oldest first. */
  records: Readonly<Record<string, readonly PensionFundPersonRecord[]>>;
};

const FILTERS = ['salaryContinuation', 'riskCounterThreshold'] as const;

type Headings = Record<
  | 'personnelNumber'
  | 'name'
  | 'ahvNumber'
  | 'dateOfBirth'
  | 'subunit'
  | 'caseNumber'
  | 'absenceType'
  | 'incapacitySince'
  | 'exemptionFrom'
  | 'exemptionTo'
  | 'incapacity'
  | 'reportDue'
  | 'reported'
  | 'reportedOn',
  string
>;

const WORDS: Record<ReportLanguage, { title: string; subtitle: string; empty: string; sheet: string } & Headings> = {
  de: {
    title: 'Beitragsbefreiung Pensionskasse',
    subtitle: 'Wessen Pensionskassenbeiträge entfallen wegen Arbeitsunfähigkeit, ab wann und zu welchem Grad?',
    empty: 'Im Zeitraum erreicht keine Arbeitsunfähigkeit die Wartefrist der Pensionskasse.',
    sheet: 'Beitragsbefreiung PK',
    personnelNumber: 'Personalnummer',
    name: 'Name',
    ahvNumber: 'AHV-Nummer',
    dateOfBirth: 'Geburtsdatum',
    subunit: 'Untereinheit',
    caseNumber: 'Fall-Nr.',
    absenceType: 'Absenzart',
    incapacitySince: 'Arbeitsunfähig seit',
    exemptionFrom: 'Befreiung ab',
    exemptionTo: 'Befreiung bis',
    incapacity: 'Arbeitsunfähigkeit',
    reportDue: 'Meldung fällig am',
    reported: 'Gemeldet',
    reportedOn: 'Gemeldet am',
  },
  fr: {
    title: 'Libération des cotisations caisse de pension',
    subtitle:
      'Pour qui les cotisations à la caisse de pension sont-elles libérées pour incapacité de travail, depuis quand et à quel taux ?',
    empty: 'Pendant la période, aucune incapacité n’atteint le délai d’attente de la caisse de pension.',
    sheet: 'Libération cotisations',
    personnelNumber: 'Numéro du personnel',
    name: 'Nom',
    ahvNumber: 'Numéro AVS',
    dateOfBirth: 'Date de naissance',
    subunit: 'Sous-unité',
    caseNumber: 'N° de cas',
    absenceType: 'Type d’absence',
    incapacitySince: 'Incapacité depuis',
    exemptionFrom: 'Libération dès',
    exemptionTo: 'Libération jusqu’au',
    incapacity: 'Incapacité de travail',
    reportDue: 'Annonce due le',
    reported: 'Annoncé',
    reportedOn: 'Annoncé le',
  },
  it: {
    title: 'Esonero dai contributi della cassa pensione',
    subtitle:
      'Per chi i contributi alla cassa pensione sono esonerati per incapacità lavorativa, da quando e in quale misura?',
    empty: 'Nel periodo nessuna incapacità raggiunge il termine d’attesa della cassa pensione.',
    sheet: 'Esonero contributi',
    personnelNumber: 'Numero del personale',
    name: 'Nome',
    ahvNumber: 'Numero AVS',
    dateOfBirth: 'Data di nascita',
    subunit: 'Sottounità',
    caseNumber: 'N. caso',
    absenceType: 'Tipo di assenza',
    incapacitySince: 'Incapacità dal',
    exemptionFrom: 'Esonero dal',
    exemptionTo: 'Esonero fino al',
    incapacity: 'Incapacità lavorativa',
    reportDue: 'Notifica dovuta il',
    reported: 'Notificato',
    reportedOn: 'Notificato il',
  },
  en: {
    title: 'Pension fund contribution exemption',
    subtitle: 'Whose pension fund contributions are waived because of incapacity, from when and at which degree?',
    empty: 'No incapacity reaches the pension fund’s waiting period in the period.',
    sheet: 'Pension fund exemption',
    personnelNumber: 'Personnel number',
    name: 'Name',
    ahvNumber: 'AHV number',
    dateOfBirth: 'Date of birth',
    subunit: 'Subunit',
    caseNumber: 'Case no.',
    absenceType: 'Absence type',
    incapacitySince: 'Incapacity since',
    exemptionFrom: 'Exemption from',
    exemptionTo: 'Exemption to',
    incapacity: 'Incapacity',
    reportDue: 'Report due',
    reported: 'Reported',
    reportedOn: 'Reported on',
  },
};

function columnsOf(language: ReportLanguage): ReportColumn[] {
  const words = WORDS[language];
  return [
    { key: 'personnelNumber', label: words.personnelNumber, type: 'text', width: 12 },
    { key: 'name', label: words.name, type: 'text', width: 24 },
    { key: 'ahvNumber', label: words.ahvNumber, type: 'text', width: 17 },
    { key: 'dateOfBirth', label: words.dateOfBirth, type: 'date', width: 11 },
    { key: 'subunit', label: words.subunit, type: 'text', width: 16 },
    { key: 'caseNumber', label: words.caseNumber, type: 'integer', width: 8 },
    { key: 'absenceType', label: words.absenceType, type: 'text', width: 12 },
    { key: 'incapacitySince', label: words.incapacitySince, type: 'date', width: 11 },
    { key: 'exemptionFrom', label: words.exemptionFrom, type: 'date', width: 11 },
    { key: 'exemptionTo', label: words.exemptionTo, type: 'date', width: 11 },
    { key: 'incapacity', label: words.incapacity, type: 'percent', width: 10 },
    { key: 'reportDue', label: words.reportDue, type: 'date', width: 11 },
    { key: 'reported', label: words.reported, type: 'boolean', width: 8 },
    { key: 'reportedOn', label: words.reportedOn, type: 'date', width: 11 },
  ];
}

/** The record valid on `day`; else the latest that started before it; else the first. */
export function recordOn<T extends { validFrom: IsoDate; validTo: IsoDate | null }>(
  records: readonly T[],
  day: IsoDate,
): T | null {
  let before: T | null = null;
  for (const record of records) {
    if (record.validFrom <= day && (record.validTo === null || record.validTo >= day)) return record;
    if (record.validFrom <= day) before = record;
  }
  return before ?? records[0] ?? null;
}

/**
 * The case's spells of uninterrupted incapacity (consecutive dates with an incapacity above 0, decision 0060) that
 * outlast the waiting period, with the day each one's exemption starts (its first day + `waitingDays`).
 */
export function exemptionSpells(
  reportCase: Pick<ReportCase, 'days'>,
  waitingDays: number,
): { from: IsoDate; to: IsoDate; exemptionFrom: IsoDate }[] {
  const spells: { from: IsoDate; to: IsoDate }[] = [];
  for (const day of reportCase.days) {
    if (day.incapacityOfWork <= 0) continue;
    const last = spells[spells.length - 1];
    if (last && (addDays(last.to, 1) === day.date || last.to === day.date)) last.to = day.date;
    else spells.push({ from: day.date, to: day.date });
  }
  return spells
    .map((spell) => ({ ...spell, exemptionFrom: addDays(spell.from, waitingDays) }))
    .filter((spell) => spell.exemptionFrom <= spell.to);
}

/** The runs of a case's days from `start` on: consecutive dates at the same incapacity %. */
export function exemptionRuns(
  reportCase: ReportCase,
  start: IsoDate,
): { from: IsoDate; to: IsoDate; incapacityOfWork: number }[] {
  const runs: { from: IsoDate; to: IsoDate; incapacityOfWork: number }[] = [];
  for (const day of reportCase.days) {
    if (day.date < start) continue;
    const last = runs[runs.length - 1];
    if (last && last.incapacityOfWork === day.incapacityOfWork && addDays(last.to, 1) === day.date) last.to = day.date;
    else runs.push({ from: day.date, to: day.date, incapacityOfWork: day.incapacityOfWork });
  }
  return runs;
}

function build(facts: PensionFundExemptionFacts, context: ReportContext): ReportTable {
  const { definition } = context;
  const language = definition.language;
  const words = WORDS[language];
  const period = periodDays(definition.period);
  const found: { person: ReportPerson; firstDay: IsoDate; caseNumber: number; row: ReportRow }[] = [];
  for (const { employeeId, reportCase, report } of facts.cases) {
    if (reportCase.status === 'DENIED') continue;
    if (reportCase.absentTo < period.from) continue;
    if (reportCase.benefitDaysUsed < definition.riskCounterThreshold) continue;
    if (!matchesSalaryContinuation(definition.filters.salaryContinuation, reportCase, period.to)) continue;
    for (const spell of exemptionSpells(reportCase, facts.pensionFundReportingPeriod)) {
      if (spell.exemptionFrom > period.to || spell.to < period.from) continue;
      for (const run of exemptionRuns(reportCase, spell.exemptionFrom)) {
        if (run.from > spell.to) break;
        if (run.to < period.from || run.from > period.to) continue;
        const person = recordOn(facts.records[employeeId] ?? [], run.from);
        if (!person || !isInScope(definition, person)) continue;
        found.push({
          person,
          firstDay: run.from,
          caseNumber: reportCase.caseNumber,
          row: [
            person.personnelNumber,
            nameOf(person),
            person.oasiNumber,
            person.dateOfBirth,
            person.subunitName ?? person.companySubunitId,
            reportCase.caseNumber,
            ABSENCE_TYPE_WORDS[language][reportCase.claimType],
            spell.from,
            run.from,
            run.to,
            run.incapacityOfWork,
            report?.dueDate ?? null,
            report ? report.doneOn !== null : false,
            report?.doneOn ?? null,
          ],
        });
      }
    }
  }
  found.sort(compareRows);
  return {
    kind: 'pension-fund-exemption',
    language,
    title: words.title,
    subtitle: words.subtitle,
    facts: titleFacts(context, FILTERS),
    columns: columnsOf(language),
    rows: found.map((entry) => entry.row),
    totalLabel: REPORT_WORDS[language].total,
    emptyText: words.empty,
    sheetName: words.sheet,
  };
}

export const pensionFundExemption: ReportKindDefinition<PensionFundExemptionFacts> = {
  kind: 'pension-fund-exemption',
  filters: FILTERS,
  build,
};
