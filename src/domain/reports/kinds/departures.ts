// Kind 5, `departures` (docs/domain/reports.md): who leaves the collective daily-allowance insurance in the period,
// and who must be told of the right to transfer into individual insurance (SR 1.9 "Übertritt / Freizügigkeit": without
// a new health check, within the period the general conditions set; the employer tells the leaving employee, a
// typical AVB duty). A departure checklist: one row per person with a leaving date in the period who was insured on
// it under the sickness daily-allowance cover (KTG, or FTA for KTG Kombi customers) or an accident policy (UVG). Pure.
import type { IsoDate } from '../../dates.ts';
import type { ReportKindDefinition } from '../report-kind.ts';
import type { ReportColumn, ReportContext, ReportRow, ReportTable } from '../report-table.ts';
import type { ReportLanguage } from '../report-types.ts';
import { REPORT_WORDS } from '../report-words.ts';
import { compareRows, isInScope, nameOf, periodDays, type ReportPerson, titleFacts } from './person-case-facts.ts';

/** A coverage configuration as far as this report needs it (src/contracts/coverage.ts, defaults applied). */
export type DepartureCoverage = {
  appliesTo: { companySubunitId: string | null; processingGroupId: string | null };
  insuredPeriod: { from: IsoDate; till: IsoDate | null; eligibleAbsenceTypes: readonly ('SICK' | 'ACCIDENT')[] };
  policies: readonly { type: 'KTG' | 'KAV' | 'FTA'; defaultPolicyNumber: string }[];
};

export type DeparturesFacts = {
  /** The tenant's coverage configurations (insuranceConfiguration.coverageConfigurations). */
  coverages: readonly DepartureCoverage[];
  leavers: readonly {
    /** As of the leaving date. */
    person: ReportPerson;
    leavingDate: IsoDate;
    /** The employee's own policies (`data.policies`) as of the leaving date. */
    policies: readonly { policyType: string; policyNumber: string }[];
    /** The cases running on the leaving date (absentFrom ≤ leaving date ≤ absentTo), denied ones left out. */
    runningCases: readonly { caseNumber: number; benefitDaysUsed: number }[];
  }[];
};

const FILTERS = ['riskCounterThreshold'] as const;

type Headings = Record<
  | 'personnelNumber'
  | 'name'
  | 'subunit'
  | 'processingGroup'
  | 'leavingDate'
  | 'coverage'
  | 'caseAtLeaving'
  | 'transferRight'
  | 'notifyBy'
  | 'benefitDaysUsed',
  string
>;

type CoverWords = { sickness: string; accident: string; policy: string; none: string };

const WORDS: Record<
  ReportLanguage,
  { title: string; subtitle: string; empty: string; sheet: string; cover: CoverWords } & Headings
> = {
  de: {
    title: 'Austritte',
    subtitle:
      'Wer verlässt im Zeitraum die Kollektiv-Taggeldversicherung, und wer muss über das Übertrittsrecht in die Einzelversicherung informiert werden?',
    empty: 'Im Zeitraum tritt keine versicherte Person aus.',
    sheet: 'Austritte',
    cover: { sickness: 'Krankentaggeld', accident: 'Unfall (UVG)', policy: 'Police', none: 'keiner' },
    personnelNumber: 'Personalnummer',
    name: 'Name',
    subunit: 'Untereinheit',
    processingGroup: 'Verarbeitungsgruppe',
    leavingDate: 'Austrittsdatum',
    coverage: 'Deckung / Police',
    caseAtLeaving: 'Laufender Fall beim Austritt',
    transferRight: 'Übertrittsrecht mitteilen',
    notifyBy: 'Mitteilen bis',
    benefitDaysUsed: 'Bezogene Taggeldtage',
  },
  fr: {
    title: 'Départs',
    subtitle:
      'Qui quitte l’assurance collective d’indemnités journalières pendant la période, et qui doit être informé du droit de passage dans l’assurance individuelle ?',
    empty: 'Aucune personne assurée ne part pendant la période.',
    sheet: 'Départs',
    cover: {
      sickness: 'Indemnités journalières maladie',
      accident: 'Accidents (LAA)',
      policy: 'police',
      none: 'aucun',
    },
    personnelNumber: 'Numéro du personnel',
    name: 'Nom',
    subunit: 'Sous-unité',
    processingGroup: 'Groupe de traitement',
    leavingDate: 'Date de départ',
    coverage: 'Couverture / police',
    caseAtLeaving: 'Cas en cours au départ',
    transferRight: 'Informer du droit de passage',
    notifyBy: 'Informer jusqu’au',
    benefitDaysUsed: 'Jours d’indemnités versés',
  },
  it: {
    title: 'Uscite',
    subtitle:
      'Chi lascia nel periodo l’assicurazione collettiva d’indennità giornaliera, e chi deve essere informato del diritto di passaggio nell’assicurazione individuale?',
    empty: 'Nel periodo nessuna persona assicurata esce.',
    sheet: 'Uscite',
    cover: {
      sickness: 'Indennità giornaliera di malattia',
      accident: 'Infortuni (LAINF)',
      policy: 'polizza',
      none: 'nessuno',
    },
    personnelNumber: 'Numero del personale',
    name: 'Nome',
    subunit: 'Sottounità',
    processingGroup: 'Gruppo di elaborazione',
    leavingDate: 'Data d’uscita',
    coverage: 'Copertura / polizza',
    caseAtLeaving: 'Caso in corso all’uscita',
    transferRight: 'Informare del diritto di passaggio',
    notifyBy: 'Informare entro il',
    benefitDaysUsed: 'Giorni d’indennità versati',
  },
  en: {
    title: 'Departures',
    subtitle:
      'Who leaves the collective daily-allowance insurance in the period, and who must be told of the right to transfer into individual insurance?',
    empty: 'No insured person leaves in the period.',
    sheet: 'Departures',
    cover: { sickness: 'Daily sickness allowance', accident: 'Accident (UVG)', policy: 'policy', none: 'none' },
    personnelNumber: 'Personnel number',
    name: 'Name',
    subunit: 'Subunit',
    processingGroup: 'Processing group',
    leavingDate: 'Leaving date',
    coverage: 'Coverage / policy',
    caseAtLeaving: 'Case running at leaving',
    transferRight: 'Notify of the transfer right',
    notifyBy: 'Notify by',
    benefitDaysUsed: 'Benefit days used',
  },
};

function columnsOf(language: ReportLanguage): ReportColumn[] {
  const words = WORDS[language];
  return [
    { key: 'personnelNumber', label: words.personnelNumber, type: 'text', width: 12 },
    { key: 'name', label: words.name, type: 'text', width: 24 },
    { key: 'subunit', label: words.subunit, type: 'text', width: 16 },
    { key: 'processingGroup', label: words.processingGroup, type: 'text', width: 16 },
    { key: 'leavingDate', label: words.leavingDate, type: 'date', width: 11 },
    { key: 'coverage', label: words.coverage, type: 'text', width: 32 },
    { key: 'caseAtLeaving', label: words.caseAtLeaving, type: 'text', width: 10 },
    { key: 'transferRight', label: words.transferRight, type: 'boolean', width: 10 },
    { key: 'notifyBy', label: words.notifyBy, type: 'date', width: 11 },
    { key: 'benefitDaysUsed', label: words.benefitDaysUsed, type: 'decimal', width: 10 },
  ];
}

const specificity = (appliesTo: DepartureCoverage['appliesTo']) =>
  (appliesTo.companySubunitId === null ? 0 : 2) + (appliesTo.processingGroupId === null ? 0 : 1);

/**
 * The sickness coverage of a person on a day, as the engine picks it (src/domain/sick-pay/engine-steps/tenant.ts):
 * the configurations whose appliesTo matches and whose insured period holds the day and SICK, the most specific first,
 * then the most recent insured period.
 */
export function sicknessCoverageOn(
  coverages: readonly DepartureCoverage[],
  person: Pick<ReportPerson, 'companySubunitId' | 'processingGroupId'>,
  day: IsoDate,
): DepartureCoverage | null {
  const candidates = coverages.filter(
    (coverage) =>
      coverage.insuredPeriod.eligibleAbsenceTypes.includes('SICK') &&
      coverage.insuredPeriod.from <= day &&
      (coverage.insuredPeriod.till === null || coverage.insuredPeriod.till >= day) &&
      (coverage.appliesTo.companySubunitId === null ||
        coverage.appliesTo.companySubunitId === person.companySubunitId) &&
      (coverage.appliesTo.processingGroupId === null ||
        coverage.appliesTo.processingGroupId === person.processingGroupId),
  );
  candidates.sort(
    (a, b) =>
      specificity(b.appliesTo) - specificity(a.appliesTo) ||
      (a.insuredPeriod.from < b.insuredPeriod.from ? 1 : a.insuredPeriod.from > b.insuredPeriod.from ? -1 : 0),
  );
  return candidates[0] ?? null;
}

/**
 * The covers a leaver leaves: the long-term daily-allowance policy (KTG, else FTA: the KTG Kombi's; the employee's own
 * policy number wins over the configuration's default, as on the claims) and the employee's UVG policy.
 */
export function coversAtLeaving(
  coverages: readonly DepartureCoverage[],
  leaver: DeparturesFacts['leavers'][number],
): { sickness: { type: string; policyNumber: string } | null; accident: { policyNumber: string } | null } {
  const coverage = sicknessCoverageOn(coverages, leaver.person, leaver.leavingDate);
  const configured =
    coverage?.policies.find((p) => p.type === 'KTG') ?? coverage?.policies.find((p) => p.type === 'FTA');
  const own = configured ? leaver.policies.find((policy) => policy.policyType === configured.type) : undefined;
  const uvg = leaver.policies.find((policy) => policy.policyType === 'UVG');
  return {
    sickness: configured
      ? { type: configured.type, policyNumber: own?.policyNumber ?? configured.defaultPolicyNumber }
      : null,
    accident: uvg ? { policyNumber: uvg.policyNumber } : null,
  };
}

function build(facts: DeparturesFacts, context: ReportContext): ReportTable {
  const { definition } = context;
  const language = definition.language;
  const words = WORDS[language];
  const period = periodDays(definition.period);
  const found: { person: ReportPerson; firstDay: IsoDate; row: ReportRow }[] = [];
  for (const leaver of facts.leavers) {
    const { person, leavingDate } = leaver;
    if (leavingDate < period.from || leavingDate > period.to || !isInScope(definition, person)) continue;
    const covers = coversAtLeaving(facts.coverages, leaver);
    if (!covers.sickness && !covers.accident) continue;
    // The case running at leaving with the most benefit days (two at once: a sickness and an accident).
    const running = [...leaver.runningCases].sort((a, b) => b.benefitDaysUsed - a.benefitDaysUsed)[0] ?? null;
    if (definition.riskCounterThreshold > 0 && (running?.benefitDaysUsed ?? 0) < definition.riskCounterThreshold) {
      continue;
    }
    const cover = words.cover;
    const coverage = [
      covers.sickness ? `${cover.sickness}, ${cover.policy} ${covers.sickness.policyNumber}` : null,
      covers.accident ? `${cover.accident}, ${cover.policy} ${covers.accident.policyNumber}` : null,
    ].filter((part) => part !== null);
    // The transfer right is the daily-allowance insurance's (SR 1.9); the accident cover alone gives none.
    const hasTransferRight = covers.sickness !== null;
    found.push({
      person,
      firstDay: leavingDate,
      row: [
        person.personnelNumber,
        nameOf(person),
        person.subunitName ?? person.companySubunitId,
        person.processingGroupName ?? person.processingGroupId,
        leavingDate,
        coverage.join('; '),
        running ? leaver.runningCases.map((entry) => String(entry.caseNumber)).join(', ') : cover.none,
        hasTransferRight,
        hasTransferRight ? leavingDate : null,
        running?.benefitDaysUsed ?? null,
      ],
    });
  }
  found.sort(compareRows);
  return {
    kind: 'departures',
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

export const departures: ReportKindDefinition<DeparturesFacts> = {
  kind: 'departures',
  filters: FILTERS,
  build,
};
