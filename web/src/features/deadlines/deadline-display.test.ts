import { describe, expect, it } from 'vitest';
import { Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { daysUntil, deadlineLinks, relativeDue } from './deadline-display.ts';

const TODAY = '2026-11-29';

const wording = (language: 'de' | 'en' | 'fr', dueDate: string) => {
  const { t } = new Translator({ language, fallbackLanguage: 'de', resources: { de, en, fr } });
  const relative = relativeDue(dueDate, TODAY);
  return t(`deadlines.relative.${relative.key}`, { count: relative.days });
};

describe('the due date relative to today (calendar days, C1)', () => {
  it('counts calendar days across a month end: 29.11 → 01.12 is 1 (30.11) + 1 = 2 days', () => {
    expect(daysUntil('2026-12-01', TODAY)).toBe(2);
    expect(daysUntil('2026-11-26', TODAY)).toBe(-3);
    // Across the year end: 29.11.2026 → 01.01.2027 = 1 (30.11) + 31 (December) + 1 = 33.
    expect(daysUntil('2027-01-01', TODAY)).toBe(33);
  });

  it('says it in words: overdue by 3 days, in 2 days, today (worked examples on 29.11.2026)', () => {
    expect(relativeDue('2026-11-26', TODAY)).toEqual({ key: 'overdue', days: 3 });
    expect(relativeDue('2026-12-01', TODAY)).toEqual({ key: 'in', days: 2 });
    expect(relativeDue(TODAY, TODAY)).toEqual({ key: 'today', days: 0 });
    expect(wording('en', '2026-11-26')).toBe('overdue by 3 days');
    expect(wording('en', '2026-12-01')).toBe('in 2 days');
    expect(wording('en', TODAY)).toBe('today');
    expect(wording('en', '2026-11-28')).toBe('overdue by 1 day');
    expect(wording('en', '2026-11-30')).toBe('in 1 day');
    expect(wording('de', '2026-11-26')).toBe('seit 3 Tagen überfällig');
    expect(wording('de', '2026-12-01')).toBe('in 2 Tagen');
    expect(wording('de', TODAY)).toBe('heute');
    expect(wording('fr', '2026-11-26')).toBe('en retard de 3 jours');
    expect(wording('fr', '2026-12-01')).toBe('dans 2 jours');
  });
});

describe('deadlineLinks', () => {
  it('opens the health page where allowed, else the employee; the case management case, else the KTG case', () => {
    expect(deadlineLinks(() => true)).toEqual({
      employee: '/employee-health/$employeeId',
      case: '/case-management/cases/$caseId',
    });
    expect(deadlineLinks((area) => area === 'employeeOverview' || area === 'ktgCases')).toEqual({
      employee: '/employees/$employeeId',
      case: '/insurance/ktg/$caseId',
    });
    expect(deadlineLinks(() => false)).toEqual({ employee: null, case: null });
  });
});
