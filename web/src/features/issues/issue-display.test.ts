import { beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_TYPES } from '../../../../src/contracts/tenant.ts';
import { formatDate, formatMonth } from '../../lib/format.ts';
import { type TFunction, Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import {
  employeeName,
  groupIssues,
  ISSUE_TYPE_LIST,
  type IssueView,
  isDismissable,
  issueDetailsText,
  issueFixTarget,
  matchesEmployeeSearch,
} from './issue-display.ts';

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const translators = {} as Record<Language, TFunction>;
const formatters = (language: Language) => ({
  date: formatDate,
  month: (month: string) => formatMonth(month, language),
});

beforeAll(async () => {
  const instance = new Translator({
    language: 'de',
    fallbackLanguage: 'de',
    resources: { de: de, fr: fr, it: it_, en: en },
  });
  for (const language of LANGUAGES) translators[language] = instance.getFixedT(language);
});

const issue = (values: Partial<IssueView> = {}): IssueView => ({
  id: '00000000-0000-4000-8000-000000000001',
  employeeId: 'E-1',
  firstName: 'Anna',
  lastName: 'Muster',
  personnelNumber: '1001',
  type: 'ABSENCE_GAP_BETWEEN_ABSENCES',
  scopeDate: '2026-11-11',
  severity: 2,
  details: null,
  ignoredAt: null,
  ...values,
});

const text = (language: Language, values: Partial<IssueView>) =>
  issueDetailsText(issue(values), translators[language], formatters(language));

/** One example per type with the details the detection writes (src/domain/absences/issues.ts). */
const EXAMPLES: Record<(typeof ISSUE_TYPE_LIST)[number], unknown> = {
  ABSENCE_MISSING_SATURDAY_OR_SUNDAY: {
    absenceType: 'SICK',
    missingDates: ['2026-11-08', '2026-11-07'],
    lastDayBefore: '2026-11-06',
    firstDayAfter: '2026-11-09',
  },
  ABSENCE_DUPLICATED: {
    date: '2026-11-03',
    absenceIds: ['a', 'b'],
    absenceTypes: ['SICK', 'VACATION'],
    reason: 'MORE_THAN_100_PERCENT',
    totalPercentage: '150.00',
  },
  ABSENCE_MIXED_TYPES_SAME_MONTH: {
    month: '2026-11',
    absenceTypes: ['SICK', 'ACCIDENT'],
    daysByType: { ACCIDENT: 1, SICK: 3 },
  },
  ABSENCE_GAP_BETWEEN_ABSENCES: {
    absenceType: 'ACCIDENT',
    gapStart: '2026-11-11',
    gapEnd: '2026-11-12',
    gapDays: 2,
    absenceGapMaxDays: 10,
    lastDayBefore: '2026-11-10',
    firstDayAfter: '2026-11-13',
  },
  EMPLOYEE_MISSING_WAGE_TYPES: { validFrom: '2026-01-01', validTo: '2026-06-30', recordCount: 2 },
  EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT: { validFrom: '2026-01-01', validTo: null, recordCount: 1 },
  EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE: {
    caseId: 'c',
    caseNumber: 17,
    claimType: 'SICK',
    absentFrom: '2026-10-01',
    absentTo: null,
    leavingDate: '2026-11-30',
  },
  EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK: {
    dateOfEmployment: '2026-03-01',
    firstAnniversary: '2027-03-01',
    firstAbsenceDate: '2026-09-14',
    lastAbsenceDate: '2026-09-18',
    hasAbsenceBeforeDateOfEmployment: false,
  },
  EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK: {
    anniversaryDate: '2026-03-01',
    serviceYears: 3,
    basis: 'dateOfEmployment',
    basisDate: '2023-03-01',
    absenceType: 'SICK',
    periodStart: '2026-02-20',
    periodEnd: '2026-03-10',
  },
  EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH: { leavingDate: '2026-11-15', lastDayOfMonth: '2026-11-30' },
  EMPLOYEE_RECORD_MISSING_CHECKER: {
    firstAbsenceDate: '2026-01-05',
    lastAbsenceDate: '2026-01-07',
    absenceCount: 3,
    uncoveredFrom: null,
    uncoveredTo: '2026-01-31',
  },
  ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH: {
    absenceType: 'SICK',
    certificateId: '7b0f4c1e-2d4a-4e8b-9c1d-3f5a6b7c8d9e',
    certificateFrom: '2026-03-02',
    certificateTo: '2026-03-15',
    certificatePercentage: 50,
    recordedPercentage: 100,
    from: '2026-03-02',
    to: '2026-03-06',
    days: 5,
    absenceIds: [],
  },
};

describe('ISSUE_TYPE_LIST', () => {
  it('holds exactly the contract issue types', () => {
    expect([...ISSUE_TYPE_LIST].sort()).toEqual([...ISSUE_TYPES].sort());
  });
});

describe('issueDetailsText', () => {
  it('says the gap in words, in four languages', () => {
    const details = EXAMPLES.ABSENCE_GAP_BETWEEN_ABSENCES;
    expect(text('en', { details })).toBe(
      'Accident until 10.11.2026 and again from 13.11.2026; nothing recorded from 11.11.2026 to 12.11.2026 (2 days).',
    );
    expect(text('de', { details })).toBe(
      'Unfall bis 10.11.2026 und wieder ab 13.11.2026; vom 11.11.2026 bis 12.11.2026 (2 Tage) nichts erfasst.',
    );
    expect(text('fr', { details })).toBe(
      'Accident jusqu’au 10.11.2026 et de nouveau dès le 13.11.2026 ; rien de saisi du 11.11.2026 au 12.11.2026 (2 jours).',
    );
    expect(text('it', { details })).toBe(
      'Infortunio fino al 10.11.2026 e di nuovo dal 13.11.2026; nulla registrato dal 11.11.2026 al 12.11.2026 (2 giorni).',
    );
  });

  it('names a one-day gap by its day', () => {
    const details = { ...(EXAMPLES.ABSENCE_GAP_BETWEEN_ABSENCES as object), gapEnd: '2026-11-11', gapDays: 1 };
    expect(text('de', { details })).toBe(
      'Unfall bis 10.11.2026 und wieder ab 13.11.2026; am 11.11.2026 nichts erfasst.',
    );
  });

  it('sorts and formats the missing weekend days', () => {
    expect(
      text('en', { type: 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY', details: EXAMPLES.ABSENCE_MISSING_SATURDAY_OR_SUNDAY }),
    ).toBe('Illness on 06.11.2026 and 09.11.2026; not recorded on 07.11.2026, 08.11.2026.');
  });

  it('counts the days per type of a mixed month, with the month by name', () => {
    const values = {
      type: 'ABSENCE_MIXED_TYPES_SAME_MONTH',
      details: EXAMPLES.ABSENCE_MIXED_TYPES_SAME_MONTH,
    } as const;
    expect(text('en', values)).toBe('November 2026: illness on 3 days, accident on 1 day.');
    expect(text('de', values)).toBe('November 2026: Krankheit an 3 Tagen, Unfall an 1 Tag.');
    expect(text('fr', values)).toBe('Novembre 2026 : maladie sur 3 jours, accident sur 1 jour.');
    expect(text('it', values)).toBe('Novembre 2026: malattia in 3 giorni, infortunio in 1 giorno.');
  });

  it('explains a duplicated day by its reason', () => {
    const more = { type: 'ABSENCE_DUPLICATED', details: EXAMPLES.ABSENCE_DUPLICATED } as const;
    expect(text('en', more)).toBe('03.11.2026: Illness, Vacation together make 150 %.');
    const same = {
      type: 'ABSENCE_DUPLICATED',
      details: {
        date: '2026-11-03',
        absenceIds: [],
        absenceTypes: ['SICK'],
        reason: 'SAME_TYPE',
        totalPercentage: null,
      },
    } as const;
    expect(text('fr', same)).toBe('03.11.2026 : Maladie saisi plusieurs fois.');
  });

  it('says an open record run and an open case in words', () => {
    expect(
      text('it', {
        type: 'EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT',
        details: EXAMPLES.EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT,
      }),
    ).toBe('I dati dal 01.01.2026 in poi non hanno alcuna data d’entrata.');
    expect(
      text('en', {
        type: 'EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE',
        details: EXAMPLES.EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE,
      }),
    ).toBe('Leaves on 30.11.2026; the sickness case (no. 17) runs from 01.10.2026 with no end date yet.');
  });

  it('says the uncovered absences and the service years', () => {
    expect(
      text('de', { type: 'EMPLOYEE_RECORD_MISSING_CHECKER', details: EXAMPLES.EMPLOYEE_RECORD_MISSING_CHECKER }),
    ).toBe(
      'Absenzen an 3 Tagen vom 05.01.2026 bis 07.01.2026 sind durch keine Mitarbeitendendaten abgedeckt (keine bis 31.01.2026).',
    );
    expect(
      text('en', {
        type: 'EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK',
        details: EXAMPLES.EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK,
      }),
    ).toBe(
      'Illness from 20.02.2026 to 10.03.2026 runs over the anniversary on 01.03.2026 (3 years of service, counted from the date of employment 01.03.2023).',
    );
  });

  it('says a certificate mismatch with both percentages (5 days 02.03.–06.03.2026: 100 % recorded, 50 % certified)', () => {
    const values = {
      type: 'ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH',
      details: EXAMPLES.ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH,
    } as const;
    expect(text('de', values)).toBe(
      'Krankheit vom 02.03.2026 bis 06.03.2026 (5 Tage) mit 100 % erfasst; das Arztzeugnis ab 02.03.2026 bescheinigt 50 %.',
    );
    expect(text('en', values)).toMatch(/100 %.*02\.03\.2026.*06\.03\.2026.*50 %/);
  });

  it('says every type in every language without a code, a raw date or an unfilled placeholder', () => {
    for (const type of ISSUE_TYPE_LIST) {
      for (const language of LANGUAGES) {
        const words = text(language, { type, details: EXAMPLES[type] });
        expect(words, `${type} ${language}`).not.toBe('');
        expect(words, `${type} ${language}`).not.toMatch(/\{\{|[A-Z]{3,}_|\d{4}-\d{2}-\d{2}|issues\./);
        for (const part of ['label', 'meaning', 'why', 'fix'] as const) {
          const explanation = translators[language](`issues.types.${type}.${part}`);
          expect(explanation, `${type}.${part} ${language}`).not.toMatch(/^issues\./);
        }
      }
    }
  });

  it('falls back to the day the issue concerns when details are missing or malformed', () => {
    expect(text('de', { details: null })).toBe('Betrifft den 11.11.2026.');
    expect(text('fr', { details: { gapStart: 'soon' } })).toBe('Concerne le 11.11.2026.');
    expect(text('en', { details: [1, 2], scopeDate: null })).toBe('');
  });
});

describe('groupIssues', () => {
  it('groups by type and severity, errors first, then in the page order', () => {
    const groups = groupIssues([
      issue({ id: 'a', type: 'ABSENCE_GAP_BETWEEN_ABSENCES', severity: 2 }),
      issue({ id: 'b', type: 'EMPLOYEE_MISSING_WAGE_TYPES', severity: 3 }),
      issue({ id: 'c', type: 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY', severity: 2, scopeDate: '2026-01-01' }),
      issue({ id: 'd', type: 'ABSENCE_GAP_BETWEEN_ABSENCES', severity: 2, scopeDate: '2026-12-01' }),
      issue({ id: 'e', type: 'EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH', severity: 1 }),
    ]);
    expect(groups.map((group) => [group.type, group.issues.map((item) => item.id)])).toEqual([
      ['EMPLOYEE_MISSING_WAGE_TYPES', ['b']],
      ['ABSENCE_MISSING_SATURDAY_OR_SUNDAY', ['c']],
      ['ABSENCE_GAP_BETWEEN_ABSENCES', ['d', 'a']],
      ['EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH', ['e']],
    ]);
  });
});

describe('dismissal, search and fix', () => {
  it('lets only warnings and hints be dismissed', () => {
    expect([1, 2, 3].map((severity) => isDismissable({ severity }))).toEqual([true, true, false]);
  });

  it('finds an employee by either name order or personnel number', () => {
    expect(matchesEmployeeSearch(issue(), 'anna mu')).toBe(true);
    expect(matchesEmployeeSearch(issue(), 'Muster A')).toBe(true);
    expect(matchesEmployeeSearch(issue(), '100')).toBe(true);
    expect(matchesEmployeeSearch(issue(), 'Meier')).toBe(false);
    expect(employeeName(issue({ firstName: null, lastName: null }))).toBe('1001');
  });

  it('leads absence issues to the absences of the employee around the days, the others to the employee', () => {
    expect(issueFixTarget(issue({ details: EXAMPLES.ABSENCE_GAP_BETWEEN_ABSENCES }))).toEqual({
      kind: 'absences',
      search: { search: '1001', from: '2026-11-10', to: '2026-11-13' },
    });
    expect(
      issueFixTarget(
        issue({ type: 'ABSENCE_MIXED_TYPES_SAME_MONTH', details: EXAMPLES.ABSENCE_MIXED_TYPES_SAME_MONTH }),
      ),
    ).toEqual({ kind: 'absences', search: { search: '1001', from: '2026-11-01', to: '2026-11-30' } });
    expect(issueFixTarget(issue({ type: 'EMPLOYEE_MISSING_WAGE_TYPES' }))).toEqual({
      kind: 'employee',
      employeeId: 'E-1',
    });
    expect(issueFixTarget(issue({ employeeId: null }))).toBeNull();
  });
});
