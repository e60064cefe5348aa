// Care stages in plain words, exact strings in the four languages (docs/domain/care.md "Reasons").
import { describe, expect, it } from 'vitest';
import { ABSENCE_TYPES } from '../sick-pay/types.ts';
import {
  CARE_ABSENCE_TYPE_WORDS,
  careResetReason,
  careRuleDescription,
  careStageReason,
  careTriggerDescription,
} from './care-reason.ts';
import type {
  CareLanguage,
  CareResetTrigger,
  CareTrigger,
  CareTriggerResult,
  NumberOfAbsenceDaysTrigger,
  NumberOfAbsencePeriodsTrigger,
} from './types.ts';

const LANGUAGES: CareLanguage[] = ['de', 'fr', 'it', 'en'];
const periods = (
  count: number,
  lookBackMonths: number | null,
  minimumLengthInDays = 1,
  startDate: string | null = null,
) =>
  ({
    kind: 'number-of-absence-periods',
    count,
    minimumLengthInDays,
    lookBackMonths,
    startDate,
  }) as NumberOfAbsencePeriodsTrigger;
const days = (
  count: number,
  lookBackMonths: number,
  absenceTypes: NumberOfAbsenceDaysTrigger['absenceTypes'] = ['ACCIDENT', 'SICK'],
) => ({ kind: 'number-of-absence-days', absenceTypes, count, lookBackMonths }) as NumberOfAbsenceDaysTrigger;
const counted = (trigger: CareTrigger, value: number, met = true, windowFrom = '2024-01-01'): CareTriggerResult => ({
  trigger,
  met,
  value,
  windowFrom,
  windowTo: '2024-12-31',
});
const reset: CareResetTrigger = {
  kind: 'no-absences-in-look-back-period',
  includedAbsenceTypes: ['SICK', 'ACCIDENT'],
  lookBackMonths: 12,
};

const inAll = (make: (language: CareLanguage) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)]));

describe('careStageReason', () => {
  it('names the periods counted', () => {
    const stint = { level: 3, triggers: [counted(periods(8, 12), 8)] };
    expect(inAll((language) => careStageReason(stint, language))).toEqual({
      de: 'Stufe 3 wegen 8 Absenzperioden in den letzten 12 Monaten',
      fr: 'Niveau 3 en raison de 8 périodes d’absence au cours des 12 derniers mois',
      it: 'Livello 3 a causa di 8 periodi di assenza negli ultimi 12 mesi',
      en: 'Level 3 because of 8 absence periods in the last 12 months',
    });
  });

  it('joins the triggers of an AND rule, with and without absence types', () => {
    const stint = { level: 2, triggers: [counted(periods(3, 12, 3), 4), counted(days(21, 6), 21)] };
    expect(inAll((language) => careStageReason(stint, language))).toEqual({
      de: 'Stufe 2 wegen 4 Absenzperioden von mindestens 3 Tagen in den letzten 12 Monaten und 21 Absenztagen (Krankheit, Unfall) in den letzten 6 Monaten',
      fr: 'Niveau 2 en raison de 4 périodes d’absence d’au moins 3 jours au cours des 12 derniers mois et 21 jours d’absence (maladie, accident) au cours des 6 derniers mois',
      it: 'Livello 2 a causa di 4 periodi di assenza di almeno 3 giorni negli ultimi 12 mesi e 21 giorni di assenza (malattia, infortunio) negli ultimi 6 mesi',
      en: 'Level 2 because of 4 absence periods of at least 3 days in the last 12 months and 21 absence days (illness, accident) in the last 6 months',
    });
    expect(inAll((language) => careStageReason(stint, language, { withAbsenceTypes: false }))).toEqual({
      de: 'Stufe 2 wegen 4 Absenzperioden von mindestens 3 Tagen in den letzten 12 Monaten und 21 Absenztagen in den letzten 6 Monaten',
      fr: 'Niveau 2 en raison de 4 périodes d’absence d’au moins 3 jours au cours des 12 derniers mois et 21 jours d’absence au cours des 6 derniers mois',
      it: 'Livello 2 a causa di 4 periodi di assenza di almeno 3 giorni negli ultimi 12 mesi e 21 giorni di assenza negli ultimi 6 mesi',
      en: 'Level 2 because of 4 absence periods of at least 3 days in the last 12 months and 21 absence days in the last 6 months',
    });
  });

  it('names only the met triggers of an OR rule; singular forms; three facts as a list', () => {
    const or = { level: 1, triggers: [counted(periods(1, 1), 1), counted(days(30, 12), 3, false)] };
    expect(inAll((language) => careStageReason(or, language))).toEqual({
      de: 'Stufe 1 wegen 1 Absenzperiode im letzten Monat',
      fr: 'Niveau 1 en raison de 1 période d’absence au cours du dernier mois',
      it: 'Livello 1 a causa di 1 periodo di assenza nell’ultimo mese',
      en: 'Level 1 because of 1 absence period in the last month',
    });
    const three = {
      level: 4,
      triggers: [counted(periods(2, 6), 2), counted(days(1, 1, ['MILITARY']), 1), counted(days(5, 2, ['VACATION']), 5)],
    };
    expect(careStageReason(three, 'en')).toBe(
      'Level 4 because of 2 absence periods in the last 6 months, 1 absence day (military service) in the last month and 5 absence days (vacation) in the last 2 months',
    );
    expect(careStageReason(three, 'de')).toBe(
      'Stufe 4 wegen 2 Absenzperioden in den letzten 6 Monaten, 1 Absenztag (Militärdienst) im letzten Monat und 5 Absenztagen (Ferien) in den letzten 2 Monaten',
    );
  });

  it('says since when periods are counted for a start date', () => {
    const stint = { level: 1, triggers: [counted(periods(2, null, 1, '2024-03-01'), 2, true, '2024-03-01')] };
    expect(inAll((language) => careStageReason(stint, language))).toEqual({
      de: 'Stufe 1 wegen 2 Absenzperioden seit dem 01.03.2024',
      fr: 'Niveau 1 en raison de 2 périodes d’absence depuis le 01.03.2024',
      it: 'Livello 1 a causa di 2 periodi di assenza dal 01.03.2024',
      en: 'Level 1 because of 2 absence periods since 01.03.2024',
    });
  });
});

describe('careResetReason', () => {
  it('says how long there was no absence', () => {
    const result: CareTriggerResult = {
      trigger: reset,
      met: true,
      value: 0,
      windowFrom: '2024-12-19',
      windowTo: '2025-12-18',
    };
    expect(inAll((language) => careResetReason(result, language, { withAbsenceTypes: false }))).toEqual({
      de: 'Seit 12 Monaten keine Absenzen',
      fr: 'Aucune absence depuis 12 mois',
      it: 'Nessuna assenza da 12 mesi',
      en: 'No absences for 12 months',
    });
    expect(inAll((language) => careResetReason(result, language))).toEqual({
      de: 'Seit 12 Monaten keine Absenzen (Krankheit, Unfall)',
      fr: 'Aucune absence (maladie, accident) depuis 12 mois',
      it: 'Nessuna assenza (malattia, infortunio) da 12 mesi',
      en: 'No absences (illness, accident) for 12 months',
    });
    expect(careResetReason({ trigger: { ...reset, lookBackMonths: 1 } }, 'de', { withAbsenceTypes: false })).toBe(
      'Seit 1 Monat keine Absenzen',
    );
  });

  it('refuses a stage trigger', () => {
    expect(() => careResetReason(counted(periods(1, 1), 1), 'en')).toThrow(RangeError);
  });
});

describe('careTriggerDescription and careRuleDescription', () => {
  it('describe a definition with its thresholds', () => {
    expect(inAll((language) => careTriggerDescription(periods(3, 12, 3), language))).toEqual({
      de: 'mindestens 3 Absenzperioden von mindestens 3 Tagen in den letzten 12 Monaten',
      fr: 'au moins 3 périodes d’absence d’au moins 3 jours au cours des 12 derniers mois',
      it: 'almeno 3 periodi di assenza di almeno 3 giorni negli ultimi 12 mesi',
      en: 'at least 3 absence periods of at least 3 days in the last 12 months',
    });
    expect(inAll((language) => careTriggerDescription(days(21, 6), language))).toEqual({
      de: 'mindestens 21 Absenztage (Krankheit, Unfall) in den letzten 6 Monaten',
      fr: 'au moins 21 jours d’absence (maladie, accident) au cours des 6 derniers mois',
      it: 'almeno 21 giorni di assenza (malattia, infortunio) negli ultimi 6 mesi',
      en: 'at least 21 absence days (illness, accident) in the last 6 months',
    });
    expect(careTriggerDescription(periods(2, null, 1, '2024-03-01'), 'fr')).toBe(
      'au moins 2 périodes d’absence depuis le 01.03.2024',
    );
    expect(careTriggerDescription(reset, 'it')).toBe('Nessuna assenza (malattia, infortunio) da 12 mesi');
  });

  it('join a rule with its operator', () => {
    const rule = { triggersLogicalOperator: 'OR' as const, triggers: [periods(8, 12), days(30, 12)] };
    expect(inAll((language) => careRuleDescription(rule, language, { withAbsenceTypes: false }))).toEqual({
      de: 'mindestens 8 Absenzperioden in den letzten 12 Monaten oder mindestens 30 Absenztage in den letzten 12 Monaten',
      fr: 'au moins 8 périodes d’absence au cours des 12 derniers mois ou au moins 30 jours d’absence au cours des 12 derniers mois',
      it: 'almeno 8 periodi di assenza negli ultimi 12 mesi o almeno 30 giorni di assenza negli ultimi 12 mesi',
      en: 'at least 8 absence periods in the last 12 months or at least 30 absence days in the last 12 months',
    });
    expect(
      careRuleDescription({ ...rule, triggersLogicalOperator: 'AND' }, 'de', { withAbsenceTypes: false }),
    ).toContain(' und mindestens 30');
  });

  it('has a word for every absence type in every language, Swiss German without ß', () => {
    for (const language of LANGUAGES) {
      for (const type of ABSENCE_TYPES) expect(CARE_ABSENCE_TYPE_WORDS[language][type]).toBeTruthy();
    }
    const german = [
      ...Object.values(CARE_ABSENCE_TYPE_WORDS.de),
      careStageReason(
        { level: 2, triggers: [counted(periods(3, 12, 3), 4), counted(days(21, 6, [...ABSENCE_TYPES]), 21)] },
        'de',
      ),
      careResetReason({ trigger: reset }, 'de'),
    ].join(' ');
    expect(german).not.toContain('ß');
  });
});
