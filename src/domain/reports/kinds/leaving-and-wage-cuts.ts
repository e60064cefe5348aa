// Kind 3, `leaving-and-wage-cuts` (docs/domain/reports.md): who leaves in the period while incapacitated or in wage
// cut, and what the final salary must settle. LFZ ends at the leaving date at the latest (C9); a running case goes on
// after it and the allowance is then paid to the insured person (C13, SR "Nachleistung"); the wage cut ends with the
// employment. One row per person leaving in the period and case running on the leaving date or with a wage-cut day
// in the three months before it. Pure.
import type { IsoDate } from '../../dates.ts';
import type { ReportKindDefinition } from '../report-kind.ts';
import type { ReportColumn, ReportContext, ReportRow, ReportTable } from '../report-table.ts';
import type { ReportLanguage } from '../report-types.ts';
import { REPORT_WORDS } from '../report-words.ts';
import {
  ABSENCE_TYPE_WORDS,
  addDays,
  addMonthsTo,
  compareRows,
  isInScope,
  lastDayOnOrBefore,
  matchesRisk,
  matchesSalaryContinuation,
  nameOf,
  PAYEE_WORDS,
  periodDays,
  type ReportCase,
  type ReportPerson,
  titleFacts,
} from './person-case-facts.ts';

export type LeavingAndWageCutsFacts = {
  /** Everyone whose leaving date lies in the period, as of the leaving date, with the cases begun by then. */
  leavers: readonly { person: ReportPerson; leavingDate: IsoDate; cases: readonly ReportCase[] }[];
};

/** A wage cut within this many months before the leaving date brings a person whose case has ended into the report. */
export const WAGE_CUT_LOOKBACK_MONTHS = 3;

const FILTERS = ['risk', 'salaryContinuation', 'riskCounterThreshold'] as const;

type Headings = Record<
  | 'personnelNumber'
  | 'name'
  | 'subunit'
  | 'leavingDate'
  | 'caseNumber'
  | 'absenceType'
  | 'caseFrom'
  | 'caseTo'
  | 'incapacityOnLeaving'
  | 'lfzEnds'
  | 'wageCutSince'
  | 'allowanceToPersonFrom'
  | 'allowanceDaysAfterLeaving'
  | 'payeeAfterLeaving'
  | 'benefitDaysUsed',
  string
>;

const WORDS: Record<ReportLanguage, { title: string; subtitle: string; empty: string; sheet: string } & Headings> = {
  de: {
    title: 'Austritte und Lohnkürzungen',
    subtitle: 'Wer tritt im Zeitraum arbeitsunfähig oder in Lohnkürzung aus, und was muss die Schlusszahlung regeln?',
    empty: 'Im Zeitraum tritt niemand arbeitsunfähig oder in Lohnkürzung aus.',
    sheet: 'Austritte Lohnkürzungen',
    personnelNumber: 'Personalnummer',
    name: 'Name',
    subunit: 'Untereinheit',
    leavingDate: 'Austrittsdatum',
    caseNumber: 'Fall-Nr.',
    absenceType: 'Absenzart',
    caseFrom: 'Fall von',
    caseTo: 'Fall bis',
    incapacityOnLeaving: 'Arbeitsunfähigkeit am Austrittstag',
    lfzEnds: 'Lohnfortzahlung endet',
    wageCutSince: 'Lohnkürzung seit',
    allowanceToPersonFrom: 'Taggeld an die Person ab',
    allowanceDaysAfterLeaving: 'Taggeldtage nach Austritt im Zeitraum',
    payeeAfterLeaving: 'Zahlungsempfänger nach Austritt',
    benefitDaysUsed: 'Bezogene Taggeldtage',
  },
  fr: {
    title: 'Départs et réductions de salaire',
    subtitle:
      'Qui quitte l’entreprise pendant la période en incapacité de travail ou en réduction de salaire, et que doit régler le dernier salaire ?',
    empty: 'Personne ne quitte l’entreprise pendant la période en incapacité de travail ou en réduction de salaire.',
    sheet: 'Départs réductions',
    personnelNumber: 'Numéro du personnel',
    name: 'Nom',
    subunit: 'Sous-unité',
    leavingDate: 'Date de départ',
    caseNumber: 'N° de cas',
    absenceType: 'Type d’absence',
    caseFrom: 'Cas du',
    caseTo: 'Cas au',
    incapacityOnLeaving: 'Incapacité le jour du départ',
    lfzEnds: 'Fin du maintien du salaire',
    wageCutSince: 'Réduction de salaire depuis',
    allowanceToPersonFrom: 'Indemnités à la personne dès',
    allowanceDaysAfterLeaving: 'Jours d’indemnités après le départ dans la période',
    payeeAfterLeaving: 'Bénéficiaire après le départ',
    benefitDaysUsed: 'Jours d’indemnités versés',
  },
  it: {
    title: 'Uscite e riduzioni del salario',
    subtitle:
      'Chi lascia l’azienda nel periodo in incapacità lavorativa o in riduzione del salario, e cosa deve regolare l’ultimo salario?',
    empty: 'Nel periodo nessuno lascia l’azienda in incapacità lavorativa o in riduzione del salario.',
    sheet: 'Uscite riduzioni',
    personnelNumber: 'Numero del personale',
    name: 'Nome',
    subunit: 'Sottounità',
    leavingDate: 'Data d’uscita',
    caseNumber: 'N. caso',
    absenceType: 'Tipo di assenza',
    caseFrom: 'Caso dal',
    caseTo: 'Caso al',
    incapacityOnLeaving: 'Incapacità il giorno dell’uscita',
    lfzEnds: 'Fine del pagamento del salario',
    wageCutSince: 'Riduzione del salario dal',
    allowanceToPersonFrom: 'Indennità alla persona dal',
    allowanceDaysAfterLeaving: 'Giorni d’indennità dopo l’uscita nel periodo',
    payeeAfterLeaving: 'Beneficiario dopo l’uscita',
    benefitDaysUsed: 'Giorni d’indennità versati',
  },
  en: {
    title: 'Leavers and wage cuts',
    subtitle: 'Who leaves in the period while unable to work or in wage cut, and what must the final salary settle?',
    empty: 'Nobody leaves in the period while unable to work or in wage cut.',
    sheet: 'Leavers and wage cuts',
    personnelNumber: 'Personnel number',
    name: 'Name',
    subunit: 'Subunit',
    leavingDate: 'Leaving date',
    caseNumber: 'Case no.',
    absenceType: 'Absence type',
    caseFrom: 'Case from',
    caseTo: 'Case to',
    incapacityOnLeaving: 'Incapacity on the leaving day',
    lfzEnds: 'Continued pay ends',
    wageCutSince: 'Wage cut since',
    allowanceToPersonFrom: 'Allowance to the person from',
    allowanceDaysAfterLeaving: 'Allowance days after leaving in the period',
    payeeAfterLeaving: 'Payee after leaving',
    benefitDaysUsed: 'Benefit days used',
  },
};

function columnsOf(language: ReportLanguage): ReportColumn[] {
  const words = WORDS[language];
  return [
    { key: 'personnelNumber', label: words.personnelNumber, type: 'text', width: 12 },
    { key: 'name', label: words.name, type: 'text', width: 24 },
    { key: 'subunit', label: words.subunit, type: 'text', width: 16 },
    { key: 'leavingDate', label: words.leavingDate, type: 'date', width: 11 },
    { key: 'caseNumber', label: words.caseNumber, type: 'integer', width: 8 },
    { key: 'absenceType', label: words.absenceType, type: 'text', width: 12 },
    { key: 'caseFrom', label: words.caseFrom, type: 'date', width: 11 },
    { key: 'caseTo', label: words.caseTo, type: 'date', width: 11 },
    { key: 'incapacityOnLeaving', label: words.incapacityOnLeaving, type: 'percent', width: 10 },
    { key: 'lfzEnds', label: words.lfzEnds, type: 'date', width: 11 },
    { key: 'wageCutSince', label: words.wageCutSince, type: 'date', width: 11 },
    { key: 'allowanceToPersonFrom', label: words.allowanceToPersonFrom, type: 'date', width: 11 },
    {
      key: 'allowanceDaysAfterLeaving',
      label: words.allowanceDaysAfterLeaving,
      type: 'integer',
      total: true,
      width: 10,
    },
    { key: 'payeeAfterLeaving', label: words.payeeAfterLeaving, type: 'text', width: 16 },
    { key: 'benefitDaysUsed', label: words.benefitDaysUsed, type: 'decimal', width: 10 },
  ];
}

/** The settlement of one case at a leaving date (the cells after the case's own). */
export function settlementAtLeaving(
  reportCase: ReportCase,
  leavingDate: IsoDate,
  counted: { from: IsoDate; to: IsoDate },
) {
  const untilLeaving = reportCase.days.filter((day) => day.date <= leavingDate);
  let lastWithin: IsoDate | null = null;
  for (const day of untilLeaving) if (day.isWithinContinuationOfPayment) lastWithin = day.date;
  // The wage cut in force at the leaving date: the first day outside LFZ after the last day inside it (LFZ renews
  // at each anniversary, C9, so an earlier cut that LFZ ended again does not count).
  const wageCutSince =
    untilLeaving.find((day) => !day.isWithinContinuationOfPayment && (lastWithin === null || day.date > lastWithin))
      ?.date ?? null;
  const isRunning = reportCase.absentFrom <= leavingDate && reportCase.absentTo >= leavingDate;
  // LFZ ends when it is used up (the day before the wage cut) and at the leaving date at the latest (C9).
  const lfzEnds = wageCutSince ? lastWithin : isRunning ? leavingDate : lastWithin;
  const after = reportCase.days.filter((day) => day.date > leavingDate);
  const goesOn = reportCase.absentTo > leavingDate;
  const allowanceDaysAfterLeaving = after.filter(
    (day) => day.date >= counted.from && day.date <= counted.to && day.dailyAllowance > 0,
  ).length;
  return {
    incapacityOnLeaving: untilLeaving.find((day) => day.date === leavingDate)?.incapacityOfWork ?? null,
    lfzEnds,
    wageCutSince,
    // C13: the days after the leaving date are paid to the insured person (the case goes on).
    allowanceToPersonFrom: goesOn ? addDays(leavingDate, 1) : null,
    allowanceDaysAfterLeaving,
    payeeAfterLeaving: goesOn ? (after[0]?.payee ?? 'INSURED_PERSON') : null,
  };
}

function build(facts: LeavingAndWageCutsFacts, context: ReportContext): ReportTable {
  const { definition } = context;
  const language = definition.language;
  const words = WORDS[language];
  const period = periodDays(definition.period);
  // Days after today have not happened (a leaving date ahead is still listed: payroll prepares it).
  const counted = { from: period.from, to: period.to < context.today ? period.to : context.today };
  const found: { person: ReportPerson; firstDay: IsoDate; caseNumber: number; row: ReportRow }[] = [];
  for (const leaver of facts.leavers) {
    const { person, leavingDate } = leaver;
    if (leavingDate < period.from || leavingDate > period.to || !isInScope(definition, person)) continue;
    const lookbackFrom = addMonthsTo(leavingDate, -WAGE_CUT_LOOKBACK_MONTHS);
    for (const reportCase of leaver.cases) {
      if (reportCase.status === 'DENIED' || reportCase.absentFrom > leavingDate) continue;
      const isRunning = reportCase.absentTo >= leavingDate;
      const hasRecentWageCut = reportCase.days.some(
        (day) => day.date > lookbackFrom && day.date <= leavingDate && !day.isWithinContinuationOfPayment,
      );
      if (!isRunning && !hasRecentWageCut) continue;
      if (reportCase.benefitDaysUsed < definition.riskCounterThreshold) continue;
      if (!matchesSalaryContinuation(definition.filters.salaryContinuation, reportCase, leavingDate)) continue;
      if (!matchesRisk(definition.filters.risk, lastDayOnOrBefore(reportCase.days, leavingDate))) continue;
      const settlement = settlementAtLeaving(reportCase, leavingDate, counted);
      found.push({
        person,
        firstDay: leavingDate,
        caseNumber: reportCase.caseNumber,
        row: [
          person.personnelNumber,
          nameOf(person),
          person.subunitName ?? person.companySubunitId,
          leavingDate,
          reportCase.caseNumber,
          ABSENCE_TYPE_WORDS[language][reportCase.claimType],
          reportCase.absentFrom,
          reportCase.absentTo,
          settlement.incapacityOnLeaving,
          settlement.lfzEnds,
          settlement.wageCutSince,
          settlement.allowanceToPersonFrom,
          settlement.allowanceDaysAfterLeaving,
          settlement.payeeAfterLeaving ? PAYEE_WORDS[language][settlement.payeeAfterLeaving] : null,
          reportCase.benefitDaysUsed,
        ],
      });
    }
  }
  found.sort(compareRows);
  return {
    kind: 'leaving-and-wage-cuts',
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

export const leavingAndWageCuts: ReportKindDefinition<LeavingAndWageCutsFacts> = {
  kind: 'leaving-and-wage-cuts',
  filters: FILTERS,
  build,
};
