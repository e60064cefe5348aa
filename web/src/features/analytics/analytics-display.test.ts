import { describe, expect, it } from 'vitest';
import { Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import {
  dayReason,
  formatDelta,
  formatFte,
  formatHours,
  formatRate,
  hoursDisplay,
  periodAxisLabel,
  periodLabel,
  personName,
  rangeLabel,
  rateDelta,
  rateDisplay,
  withheldReason,
} from './analytics-display.ts';

const translator = (language: string) =>
  new Translator({ language, fallbackLanguage: 'de', resources: { de, en, fr } }).t;
const t = translator('en');
const tDe = translator('de');
const WITHHELD = { reason: 'GROUP_TOO_SMALL', minimumGroupSize: 5 } as const;

describe('analytics figures in Swiss formats', () => {
  it('writes hours with two decimals and apostrophe grouping', () => {
    expect(formatHours(1234.5, 'de')).toBe("1'234.50");
    expect(formatHours(1234.5, 'fr')).toBe("1'234,50");
    expect(formatHours(0, 'de')).toBe('0.00');
    expect(formatHours(302.4, 'en')).toBe('302.40');
  });

  it('writes rates as percentages with two decimals (the domain example: 46.5 / 302.4 = 15.38 %)', () => {
    expect(formatRate(15.38, 'de')).toBe('15.38%');
    expect(formatRate(5.25, 'fr')).toBe('5,25%');
    expect(formatRate(0, 'de')).toBe('0.00%');
    expect(formatRate(106.25, 'it')).toBe('106.25%');
  });

  it('writes FTE with at most two decimals', () => {
    expect(formatFte(1.8, 'de')).toBe('1.8');
    expect(formatFte(1234.567, 'de')).toBe("1'234.57");
  });

  it('computes the change in percentage points, rounded to hundredths, null without both rates', () => {
    // 5.25 − 4.85 = 0.40 (not 0.39999999999999947)
    expect(rateDelta(5.25, 4.85)).toBe(0.4);
    expect(rateDelta(4.85, 5.25)).toBe(-0.4);
    expect(rateDelta(5.25, null)).toBeNull();
    expect(rateDelta(null, 5.25)).toBeNull();
    expect(formatDelta(0.4, 'de')).toBe('+0.40');
    expect(formatDelta(-1234.5, 'fr')).toBe("−1'234,50");
    expect(formatDelta(0, 'de')).toBe('0.00');
  });
});

describe('withheld figures are words, never 0', () => {
  it('shows "not shown" for a withheld rate or hours, a dash for no target time', () => {
    expect(rateDisplay(null, WITHHELD, 'en', t)).toEqual({ kind: 'withheld', text: 'not shown' });
    // Even should a withheld figure carry a value, it is not shown.
    expect(rateDisplay(3.5, WITHHELD, 'en', t)).toEqual({ kind: 'withheld', text: 'not shown' });
    expect(hoursDisplay(null, WITHHELD, 'de', tDe)).toEqual({ kind: 'withheld', text: 'nicht gezeigt' });
    expect(rateDisplay(null, null, 'en', t)).toEqual({ kind: 'none' });
    expect(rateDisplay(0, null, 'en', t)).toEqual({ kind: 'value', text: '0.00%' });
    expect(hoursDisplay(21.3, null, 'de', tDe)).toEqual({ kind: 'value', text: '21.30' });
  });

  it('says why, with the tenant minimum', () => {
    expect(withheldReason(WITHHELD, t)).toBe('Fewer than 5 people: not shown to protect their health data.');
    expect(withheldReason({ reason: 'PERSON_HEALTH_DATA', minimumGroupSize: 5 }, t)).toBe(
      "One person's absences: not shown to protect their health data.",
    );
    expect(withheldReason({ ...WITHHELD, minimumGroupSize: 8 }, tDe)).toBe(
      'Weniger als 8 Personen: zum Schutz ihrer Gesundheitsdaten nicht gezeigt.',
    );
  });
});

describe('periods and names in words', () => {
  it('names months, quarters, years and the whole range', () => {
    expect(periodLabel('2026-03', 'de', tDe)).toBe('März 2026');
    expect(periodLabel('2026-Q1', 'de', tDe)).toBe('Q1 2026');
    expect(periodLabel('2026-Q4', 'fr', translator('fr'))).toBe('T4 2026');
    expect(periodLabel('2026', 'en', t)).toBe('2026');
    expect(periodLabel('TOTAL', 'en', t)).toBe('Whole range');
    expect(periodAxisLabel('2026-03', 'de', tDe)).toBe('03.26');
    expect(periodAxisLabel('2026-Q2', 'en', t)).toBe('Q2 2026');
    expect(rangeLabel('2025-11', '2026-10', 'de')).toBe('November 2025 – Oktober 2026');
    expect(rangeLabel('2026-10', '2026-10', 'en')).toBe('October 2026');
  });

  it('names a person by name, else by personnel number', () => {
    expect(personName({ employeeId: 'e1', firstName: 'Anna', lastName: 'Muster', personnelNumber: '1001' })).toBe(
      'Muster, Anna',
    );
    expect(personName({ employeeId: 'e1', firstName: null, lastName: null, personnelNumber: '1001' })).toBe('1001');
    expect(personName({ employeeId: 'e1', firstName: null, lastName: null, personnelNumber: null })).toBe('e1');
  });

  it('names why a day counts less; an unknown code stays as it is', () => {
    expect(dayReason('PUBLIC_HOLIDAY', tDe)).toBe('Feiertag');
    expect(dayReason('SOMETHING_NEW', tDe)).toBe('SOMETHING_NEW');
  });
});
