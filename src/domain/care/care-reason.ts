// Care stages in plain words (issue 29): the reason a stint was entered ("Level 3 because of 8 absence periods in the
// last 12 months"), the reason of a reset, and a definition described for the definitions list. Four languages,
// Swiss spelling (de "ss", never "ß"); dates dd.MM.yyyy as everywhere in the product (STYLE.md). The absence type
// names are the in-text words of web/src/locales/*.json (issues.absenceTypesInText), so the product says "Krankheit"
// and "maladie" everywhere. Texts for readers who may not see absence types (a superior, an e-mail to a superior) are
// asked for with { withAbsenceTypes: false }: they never name a type.
import type { AbsenceType } from '../sick-pay/types.ts';
import { orderedTypes } from './care-periods.ts';
import type { CareLanguage, CareResetTrigger, CareStageRule, CareTrigger, CareTriggerResult } from './types.ts';

export type CareTextOptions = {
  /** Name the absence types of a number-of-absence-days or reset trigger (default true). */
  withAbsenceTypes?: boolean;
};

/** The absence types as words inside a sentence (web/src/locales/*.json, issues.absenceTypesInText). */
export const CARE_ABSENCE_TYPE_WORDS: Record<CareLanguage, Record<AbsenceType, string>> = {
  de: {
    SICK: 'Krankheit',
    ACCIDENT: 'Unfall',
    MILITARY: 'Militärdienst',
    MATERNITY: 'Mutterschaft',
    PATERNITY: 'Vaterschaft',
    VACATION: 'Ferien',
    FAMILY_CARE: 'Betreuung von Angehörigen',
    OTHER: 'andere Absenz',
  },
  fr: {
    SICK: 'maladie',
    ACCIDENT: 'accident',
    MILITARY: 'service militaire',
    MATERNITY: 'maternité',
    PATERNITY: 'paternité',
    VACATION: 'vacances',
    FAMILY_CARE: 'prise en charge de proches',
    OTHER: 'autre absence',
  },
  it: {
    SICK: 'malattia',
    ACCIDENT: 'infortunio',
    MILITARY: 'servizio militare',
    MATERNITY: 'maternità',
    PATERNITY: 'paternità',
    VACATION: 'vacanze',
    FAMILY_CARE: 'assistenza ai familiari',
    OTHER: 'altra assenza',
  },
  en: {
    SICK: 'illness',
    ACCIDENT: 'accident',
    MILITARY: 'military service',
    MATERNITY: 'maternity',
    PATERNITY: 'paternity',
    VACATION: 'vacation',
    FAMILY_CARE: 'care of relatives',
    OTHER: 'other absence',
  },
};

type Words = {
  level: (level: number) => string;
  because: string;
  periods: (count: number) => string;
  /** inReason: after "because of" (German takes the dative there: "wegen 21 Absenztagen", "mindestens 21 Absenztage"). */
  days: (count: number, inReason: boolean) => string;
  ofAtLeastDays: (days: number) => string;
  inLastMonths: (months: number) => string;
  since: (date: string) => string;
  atLeast: (phrase: string) => string;
  and: string;
  or: string;
  /** "No absences for 12 months": `types` is "" or " (illness, accident)". */
  noAbsences: (months: number, types: string) => string;
};

const WORDS: Record<CareLanguage, Words> = {
  en: {
    level: (level) => `Level ${level}`,
    because: 'because of',
    periods: (count) => (count === 1 ? '1 absence period' : `${count} absence periods`),
    days: (count) => (count === 1 ? '1 absence day' : `${count} absence days`),
    ofAtLeastDays: (days) => `of at least ${days} days`,
    inLastMonths: (months) => (months === 1 ? 'in the last month' : `in the last ${months} months`),
    since: (date) => `since ${date}`,
    atLeast: (phrase) => `at least ${phrase}`,
    and: 'and',
    or: 'or',
    noAbsences: (months, types) => `No absences${types} for ${months === 1 ? '1 month' : `${months} months`}`,
  },
  de: {
    level: (level) => `Stufe ${level}`,
    because: 'wegen',
    periods: (count) => (count === 1 ? '1 Absenzperiode' : `${count} Absenzperioden`),
    days: (count, inReason) => (count === 1 ? '1 Absenztag' : `${count} ${inReason ? 'Absenztagen' : 'Absenztage'}`),
    ofAtLeastDays: (days) => `von mindestens ${days} Tagen`,
    inLastMonths: (months) => (months === 1 ? 'im letzten Monat' : `in den letzten ${months} Monaten`),
    since: (date) => `seit dem ${date}`,
    atLeast: (phrase) => `mindestens ${phrase}`,
    and: 'und',
    or: 'oder',
    noAbsences: (months, types) => `Seit ${months === 1 ? '1 Monat' : `${months} Monaten`} keine Absenzen${types}`,
  },
  fr: {
    level: (level) => `Niveau ${level}`,
    because: 'en raison de',
    periods: (count) => (count === 1 ? '1 période d’absence' : `${count} périodes d’absence`),
    days: (count) => (count === 1 ? '1 jour d’absence' : `${count} jours d’absence`),
    ofAtLeastDays: (days) => `d’au moins ${days} jours`,
    inLastMonths: (months) => (months === 1 ? 'au cours du dernier mois' : `au cours des ${months} derniers mois`),
    since: (date) => `depuis le ${date}`,
    atLeast: (phrase) => `au moins ${phrase}`,
    and: 'et',
    or: 'ou',
    noAbsences: (months, types) => `Aucune absence${types} depuis ${months === 1 ? '1 mois' : `${months} mois`}`,
  },
  it: {
    level: (level) => `Livello ${level}`,
    because: 'a causa di',
    periods: (count) => (count === 1 ? '1 periodo di assenza' : `${count} periodi di assenza`),
    days: (count) => (count === 1 ? '1 giorno di assenza' : `${count} giorni di assenza`),
    ofAtLeastDays: (days) => `di almeno ${days} giorni`,
    inLastMonths: (months) => (months === 1 ? 'nell’ultimo mese' : `negli ultimi ${months} mesi`),
    since: (date) => `dal ${date}`,
    atLeast: (phrase) => `almeno ${phrase}`,
    and: 'e',
    or: 'o',
    noAbsences: (months, types) => `Nessuna assenza${types} da ${months === 1 ? '1 mese' : `${months} mesi`}`,
  },
};

/** 'YYYY-MM-DD' → 'dd.MM.yyyy' (the product's date format in every language). */
function swissDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** "A", "A and B", "A, B and C". */
function joinList(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

function typesInParentheses(types: readonly AbsenceType[], language: CareLanguage, options: CareTextOptions): string {
  if (options.withAbsenceTypes === false || types.length === 0) return '';
  return ` (${orderedTypes(types)
    .map((type) => CARE_ABSENCE_TYPE_WORDS[language][type])
    .join(', ')})`;
}

/**
 * "8 absence periods of at least 3 days in the last 12 months". In a reason `count` is what was counted and
 * `windowFrom` the first day counted; in a definition `count` is the trigger's count and `windowFrom` null.
 */
function triggerPhrase(
  trigger: CareTrigger,
  count: number,
  windowFrom: string | null,
  language: CareLanguage,
  options: CareTextOptions,
): string {
  const words = WORDS[language];
  if (trigger.kind === 'number-of-absence-days') {
    const days = words.days(count, windowFrom !== null);
    return `${days}${typesInParentheses(trigger.absenceTypes, language, options)} ${words.inLastMonths(trigger.lookBackMonths)}`;
  }
  const parts = [words.periods(count)];
  if (trigger.minimumLengthInDays > 1) parts.push(words.ofAtLeastDays(trigger.minimumLengthInDays));
  if (trigger.lookBackMonths !== null) parts.push(words.inLastMonths(trigger.lookBackMonths));
  else parts.push(words.since(swissDate(windowFrom ?? trigger.startDate ?? '')));
  return parts.join(' ');
}

/**
 * The reason of a stint in plain words: "Level 3 because of 8 absence periods in the last 12 months". Names the
 * triggers that were met on the day the stage was entered (AND: all of them; OR: the met ones), with what they
 * counted, joined by "and". { withAbsenceTypes: false } leaves the absence types out (readers who may not see them).
 */
export function careStageReason(
  stint: { level: number; triggers: readonly CareTriggerResult[] },
  language: CareLanguage,
  options: CareTextOptions = {},
): string {
  const words = WORDS[language];
  const met = stint.triggers.filter(
    (result): result is CareTriggerResult & { trigger: CareTrigger } =>
      result.met && result.trigger.kind !== 'no-absences-in-look-back-period',
  );
  if (met.length === 0) return words.level(stint.level);
  const facts = met.map((result) => triggerPhrase(result.trigger, result.value, result.windowFrom, language, options));
  return `${words.level(stint.level)} ${words.because} ${joinList(facts, words.and)}`;
}

/** The reason of a reset: "No absences for 12 months" (with the types unless { withAbsenceTypes: false }). */
export function careResetReason(
  result: Pick<CareTriggerResult, 'trigger'>,
  language: CareLanguage,
  options: CareTextOptions = {},
): string {
  const trigger = result.trigger;
  if (trigger.kind !== 'no-absences-in-look-back-period') {
    throw new RangeError(`Not a reset trigger: ${trigger.kind}`);
  }
  return resetPhrase(trigger, language, options);
}

function resetPhrase(trigger: CareResetTrigger, language: CareLanguage, options: CareTextOptions): string {
  return WORDS[language].noAbsences(
    trigger.lookBackMonths,
    typesInParentheses(trigger.includedAbsenceTypes, language, options),
  );
}

/**
 * A trigger definition in words, for the definitions list: "at least 3 absence periods of at least 3 days in the
 * last 12 months", "at least 21 absence days (illness, accident) in the last 6 months"; a reset trigger as its
 * reason ("No absences (illness, accident) for 12 months").
 */
export function careTriggerDescription(
  trigger: CareTrigger | CareResetTrigger,
  language: CareLanguage,
  options: CareTextOptions = {},
): string {
  if (trigger.kind === 'no-absences-in-look-back-period') return resetPhrase(trigger, language, options);
  return WORDS[language].atLeast(triggerPhrase(trigger, trigger.count, null, language, options));
}

/** A stage definition's triggers in words, joined by its operator ("… and …", "… or …"). */
export function careRuleDescription(
  rule: Pick<CareStageRule, 'triggersLogicalOperator' | 'triggers'>,
  language: CareLanguage,
  options: CareTextOptions = {},
): string {
  const words = WORDS[language];
  const phrases = rule.triggers.map((trigger) => careTriggerDescription(trigger, language, options));
  return joinList(phrases, rule.triggersLogicalOperator === 'AND' ? words.and : words.or);
}
