// PLACEHOLDER of helper "stages" (issue 29): the domain helper's care-reason.ts replaces this file at merge.
// The reason of a care stage in plain words, in de/fr/it/en ("Level 3 because of 8 absence periods in the last 12
// months"). Absence types are named only when asked (withAbsenceTypes): a superior's mail never names them.
import type { AbsenceType } from '../sick-pay/types.ts';
import type { CareLanguage, CareStageStint, CareTrigger, CareTriggerResult } from './types.ts';

const TYPE_NAMES: Record<CareLanguage, Partial<Record<AbsenceType, string>>> = {
  de: { SICK: 'Krankheit', ACCIDENT: 'Unfall' },
  fr: { SICK: 'maladie', ACCIDENT: 'accident' },
  it: { SICK: 'malattia', ACCIDENT: 'infortunio' },
  en: { SICK: 'sickness', ACCIDENT: 'accident' },
};

const WORDS = {
  de: {
    level: 'Stufe',
    because: 'wegen',
    and: 'und',
    or: 'oder',
    periods: (n: number) => (n === 1 ? '1 Absenzperiode' : `${n} Absenzperioden`),
    days: (n: number) => (n === 1 ? '1 Absenztag' : `${n} Absenztagen`),
    daysPlain: (n: number) => (n === 1 ? '1 Absenztag' : `${n} Absenztage`),
    lastMonths: (m: number) => (m === 1 ? 'im letzten Monat' : `in den letzten ${m} Monaten`),
    since: (d: string) => `seit ${d}`,
    minLength: (n: number) => `von mindestens ${n} Tagen`,
    atLeast: 'Mindestens',
    ofTypes: (t: string) => `(${t})`,
    reset: (m: number) => `Keine Absenzen in den letzten ${m} Monaten: Stufe zurückgesetzt`,
  },
  fr: {
    level: 'Niveau',
    because: 'en raison de',
    and: 'et',
    or: 'ou',
    periods: (n: number) => (n === 1 ? '1 période d’absence' : `${n} périodes d’absence`),
    days: (n: number) => (n === 1 ? '1 jour d’absence' : `${n} jours d’absence`),
    daysPlain: (n: number) => (n === 1 ? '1 jour d’absence' : `${n} jours d’absence`),
    lastMonths: (m: number) => (m === 1 ? 'au cours du dernier mois' : `au cours des ${m} derniers mois`),
    since: (d: string) => `depuis le ${d}`,
    minLength: (n: number) => `d’au moins ${n} jours`,
    atLeast: 'Au moins',
    ofTypes: (t: string) => `(${t})`,
    reset: (m: number) => `Aucune absence au cours des ${m} derniers mois : niveau réinitialisé`,
  },
  it: {
    level: 'Livello',
    because: 'a causa di',
    and: 'e',
    or: 'o',
    periods: (n: number) => (n === 1 ? '1 periodo di assenza' : `${n} periodi di assenza`),
    days: (n: number) => (n === 1 ? '1 giorno di assenza' : `${n} giorni di assenza`),
    daysPlain: (n: number) => (n === 1 ? '1 giorno di assenza' : `${n} giorni di assenza`),
    lastMonths: (m: number) => (m === 1 ? 'nell’ultimo mese' : `negli ultimi ${m} mesi`),
    since: (d: string) => `dal ${d}`,
    minLength: (n: number) => `di almeno ${n} giorni`,
    atLeast: 'Almeno',
    ofTypes: (t: string) => `(${t})`,
    reset: (m: number) => `Nessuna assenza negli ultimi ${m} mesi: livello azzerato`,
  },
  en: {
    level: 'Level',
    because: 'because of',
    and: 'and',
    or: 'or',
    periods: (n: number) => (n === 1 ? '1 absence period' : `${n} absence periods`),
    days: (n: number) => (n === 1 ? '1 absence day' : `${n} absence days`),
    daysPlain: (n: number) => (n === 1 ? '1 absence day' : `${n} absence days`),
    lastMonths: (m: number) => (m === 1 ? 'in the last month' : `in the last ${m} months`),
    since: (d: string) => `since ${d}`,
    minLength: (n: number) => `of at least ${n} days`,
    atLeast: 'At least',
    ofTypes: (t: string) => `(${t})`,
    reset: (m: number) => `No absences in the last ${m} months: stage reset`,
  },
} as const;

function swissDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

function phrase(
  trigger: CareTrigger,
  value: number,
  language: CareLanguage,
  withAbsenceTypes: boolean,
  plain: boolean,
): string {
  const w = WORDS[language];
  if (trigger.kind === 'number-of-absence-periods') {
    const length = trigger.minimumLengthInDays > 1 ? ` ${w.minLength(trigger.minimumLengthInDays)}` : '';
    const window = trigger.startDate
      ? w.since(swissDate(trigger.startDate))
      : w.lastMonths(trigger.lookBackMonths ?? 12);
    return `${w.periods(value)}${length} ${window}`;
  }
  const types = withAbsenceTypes
    ? ` ${w.ofTypes(trigger.absenceTypes.map((type) => TYPE_NAMES[language][type] ?? type).join(', '))}`
    : '';
  return `${plain ? w.daysPlain(value) : w.days(value)}${types} ${w.lastMonths(trigger.lookBackMonths)}`;
}

/** "At least 8 absence periods in the last 12 months": a trigger as HR wrote it. */
export function careTriggerDescription(
  trigger: CareTrigger,
  language: CareLanguage,
  opts: { withAbsenceTypes?: boolean } = {},
): string {
  return `${WORDS[language].atLeast} ${phrase(trigger, trigger.count, language, opts.withAbsenceTypes ?? true, true)}`;
}

/** "Level 3 because of 8 absence periods in the last 12 months": the met triggers with what they counted. */
export function careStageReason(
  stint: Pick<CareStageStint, 'level' | 'triggers'>,
  language: CareLanguage,
  opts: { withAbsenceTypes?: boolean } = {},
): string {
  const w = WORDS[language];
  const met = stint.triggers.filter(
    (result) => result.met && result.trigger.kind !== 'no-absences-in-look-back-period',
  );
  const parts = met.map((result) =>
    phrase(result.trigger as CareTrigger, result.value, language, opts.withAbsenceTypes ?? false, false),
  );
  const joined = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${w.and} ${parts.at(-1)}`;
  return `${w.level} ${stint.level} ${w.because} ${joined}`.trim();
}

/** The reason a stage ended by a reset trigger. */
export function careResetReason(result: CareTriggerResult, language: CareLanguage): string {
  const months = 'lookBackMonths' in result.trigger ? (result.trigger.lookBackMonths ?? 0) : 0;
  return WORDS[language].reset(months);
}
