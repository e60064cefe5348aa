// Kind 3, leaving-and-wage-cuts: leavers of the period with a case running on the leaving date or a wage cut in the
// three months before it; what the final salary settles (C9: LFZ ends at the leaving date at the latest; C13: the
// allowance goes to the insured person after it). The filters that apply and the four languages.
import { describe, expect, it } from 'vitest';
import {
  caseDays,
  codeCells,
  reportCase,
  reportContext,
  reportDefinition,
  reportPerson,
} from '../../../testing/factories/report-kinds.factory.ts';
import { REPORT_LANGUAGES } from '../report-types.ts';
import { type LeavingAndWageCutsFacts, leavingAndWageCuts } from './leaving-and-wage-cuts.ts';

/**
 * Period 01.03.-30.04.2026, today 10.04.2026.
 * - Anna leaves on 31.03.2026, sick 05.01.-30.06.2026 at 100 %: LFZ 05.01.-03.02. (30 days), wage cut from 04.02.;
 *   85 benefit days. The case goes on: from 01.04. the allowance goes to her (C13). Allowance days after leaving in
 *   the period, counted to today: 01.04.-10.04. = 10 (11.04.-30.04. have not happened yet).
 * - Beat leaves on 15.03.2026; his case 10.01.-20.02.2026 ended before, but its days 09.02.-20.02. were in wage cut,
 *   within the three months before the leaving date (after 15.12.2025): a row, nothing after leaving; 40 days used.
 * - Carla leaves on 31.03.2026, sick 20.03.-15.04.2026 in the waiting period (short-term risk) and inside LFZ to the
 *   leaving date (LFZ ends then, C9; the engine marks the days after it outside LFZ): no wage cut; allowance to her from
 *   01.04., with no allowance paid yet (waiting days).
 * - Dario leaves on 31.03.2026; his case 01.09.-30.11.2025 ended in wage cut, but before 31.12.2025: no row.
 * - Emil leaves on 31.03.2026 without a case: no row. Franz leaves on 31.05.2026: after the period.
 */
const facts: LeavingAndWageCutsFacts = {
  leavers: [
    {
      person: reportPerson({ employeeId: 'E-1', firstName: 'Anna', lastName: 'Zeller', personnelNumber: '100' }),
      leavingDate: '2026-03-31',
      cases: [
        reportCase({
          caseNumber: 2,
          absentFrom: '2026-01-05',
          absentTo: '2026-06-30',
          benefitDaysUsed: 85,
          days: [
            ...caseDays('2026-01-05', '2026-02-03', { isWithinContinuationOfPayment: true }),
            ...caseDays('2026-02-04', '2026-03-31'),
            ...caseDays('2026-04-01', '2026-06-30', { payee: 'INSURED_PERSON' }),
          ],
        }),
      ],
    },
    {
      person: reportPerson({ employeeId: 'E-2', firstName: 'Beat', lastName: 'Ammann', personnelNumber: '200' }),
      leavingDate: '2026-03-15',
      cases: [
        reportCase({
          absentFrom: '2026-01-10',
          absentTo: '2026-02-20',
          benefitDaysUsed: 40,
          days: [
            ...caseDays('2026-01-10', '2026-02-08', { isWithinContinuationOfPayment: true }),
            ...caseDays('2026-02-09', '2026-02-20'),
          ],
        }),
      ],
    },
    {
      person: reportPerson({
        employeeId: 'E-3',
        firstName: 'Carla',
        lastName: 'Bianchi',
        personnelNumber: '300',
        companySubunitId: 'TI',
        subunitName: 'Ticino',
      }),
      leavingDate: '2026-03-31',
      cases: [
        reportCase({
          absentFrom: '2026-03-20',
          absentTo: '2026-04-15',
          benefitDaysUsed: 0,
          days: [
            ...caseDays('2026-03-20', '2026-03-31', {
              isWithinContinuationOfPayment: true,
              isWithinShorttermRisk: true,
              dailyAllowance: 0,
            }),
            ...caseDays('2026-04-01', '2026-04-15', {
              isWithinShorttermRisk: true,
              dailyAllowance: 0,
              payee: 'INSURED_PERSON',
            }),
          ],
        }),
      ],
    },
    {
      person: reportPerson({ employeeId: 'E-4', firstName: 'Dario', lastName: 'Rossi', personnelNumber: '400' }),
      leavingDate: '2026-03-31',
      cases: [
        reportCase({ absentFrom: '2025-09-01', absentTo: '2025-11-30', days: caseDays('2025-09-01', '2025-11-30') }),
      ],
    },
    {
      person: reportPerson({ employeeId: 'E-5', firstName: 'Emil', lastName: 'Meier', personnelNumber: '500' }),
      leavingDate: '2026-03-31',
      cases: [],
    },
    {
      person: reportPerson({ employeeId: 'E-6', firstName: 'Franz', lastName: 'Huber', personnelNumber: '600' }),
      leavingDate: '2026-05-31',
      cases: [
        reportCase({ absentFrom: '2026-05-01', absentTo: '2026-06-30', days: caseDays('2026-05-01', '2026-06-30') }),
      ],
    },
  ],
};

const period = { kind: 'time-range', from: '2026-03-01', to: '2026-04-30' } as const;
const build = (overrides: Parameters<typeof reportDefinition>[1] = {}) =>
  leavingAndWageCuts.build(facts, reportContext(reportDefinition('leaving-and-wage-cuts', { period, ...overrides })));
const names = (overrides: Parameters<typeof reportDefinition>[1] = {}) => build(overrides).rows.map((row) => row[1]);

describe('leaving-and-wage-cuts', () => {
  it('settles each leaver with a running case or a recent wage cut', () => {
    expect(build().rows).toEqual([
      // Ammann: case ended 20.02., wage cut since 09.02. (LFZ to 08.02.); nothing after leaving.
      [
        '200',
        'Ammann, Beat',
        'Zürich',
        '2026-03-15',
        1,
        'Krankheit',
        '2026-01-10',
        '2026-02-20',
        null,
        '2026-02-08',
        '2026-02-09',
        null,
        0,
        null,
        40,
      ],
      // Bianchi: LFZ ends with the leaving date (31.03., C9), no wage cut; to her from 01.04., no allowance paid yet.
      [
        '300',
        'Bianchi, Carla',
        'Ticino',
        '2026-03-31',
        1,
        'Krankheit',
        '2026-03-20',
        '2026-04-15',
        100,
        '2026-03-31',
        null,
        '2026-04-01',
        0,
        'Versicherte Person',
        0,
      ],
      // Zeller: LFZ to 03.02., wage cut since 04.02.; 10 allowance days 01.04.-10.04. to her.
      [
        '100',
        'Zeller, Anna',
        'Zürich',
        '2026-03-31',
        2,
        'Krankheit',
        '2026-01-05',
        '2026-06-30',
        100,
        '2026-02-03',
        '2026-02-04',
        '2026-04-01',
        10,
        'Versicherte Person',
        85,
      ],
    ]);
  });

  it('counts the days after leaving only to the period end', () => {
    // Period 01.03.-05.04., today 10.04.: Anna's 01.04.-05.04. = 5 days.
    const table = build({ period: { kind: 'time-range', from: '2026-03-01', to: '2026-04-05' } });
    expect(table.rows.find((row) => row[0] === '100')?.[12]).toBe(5);
  });

  it('applies risk and salaryContinuation at the leaving date, and riskCounterThreshold', () => {
    // On their leaving dates Anna and Beat are in wage cut (outside LFZ), Carla inside it.
    expect(names({ filters: { salaryContinuation: 'within' } })).toEqual(['Bianchi, Carla']);
    expect(names({ filters: { salaryContinuation: 'outside' } })).toEqual(['Ammann, Beat', 'Zeller, Anna']);
    // Carla's last day by the leaving date is a waiting (short-term) day; the others' are long-term.
    expect(names({ filters: { risk: 'short-term' } })).toEqual(['Bianchi, Carla']);
    expect(names({ filters: { risk: 'long-term' } })).toEqual(['Ammann, Beat', 'Zeller, Anna']);
    // Benefit days: Anna 85, Beat 40, Carla 0.
    expect(names({ riskCounterThreshold: 41 })).toEqual(['Zeller, Anna']);
    expect(names({ companySubunitIds: ['TI'] })).toEqual(['Bianchi, Carla']);
  });

  it('ignores the accounting filters', () => {
    expect(names({ filters: { accountingMonthLock: 'locked', reportType: 'wage-cut' } })).toHaveLength(3);
    expect(build().facts.find(([label]) => label === 'Filter')?.[1]).toBe('keine');
  });

  it.each(REPORT_LANGUAGES)('speaks %s: headings, words, no codes', (language) => {
    const table = build({ language });
    expect(new Set(table.columns.map((column) => column.label)).size).toBe(15);
    expect(table.sheetName.length).toBeLessThanOrEqual(31);
    expect(codeCells(table.rows)).toEqual([]);
    const payee = { de: 'Versicherte Person', fr: 'Personne assurée', it: 'Persona assicurata', en: 'Insured person' };
    expect(table.rows[1]?.[13]).toBe(payee[language]);
  });
});
