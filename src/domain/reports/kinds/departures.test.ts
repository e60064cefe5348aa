// Kind 5, departures: every leaver of the period insured on the leaving date under the daily-allowance cover (with the
// transfer right to tell) or an accident policy; the cover as the engine picks it; riskCounterThreshold; four languages.
import { describe, expect, it } from 'vitest';
import {
  codeCells,
  reportContext,
  reportDefinition,
  reportPerson,
} from '../../../testing/factories/report-kinds.factory.ts';
import { REPORT_LANGUAGES } from '../report-types.ts';
import { type DepartureCoverage, type DeparturesFacts, departures, sicknessCoverageOn } from './departures.ts';

const coverage = (overrides: Partial<DepartureCoverage>): DepartureCoverage => ({
  appliesTo: { companySubunitId: null, processingGroupId: 'MONTHLY' },
  insuredPeriod: { from: '2020-01-01', till: null, eligibleAbsenceTypes: ['SICK', 'ACCIDENT'] },
  policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-100' }],
  ...overrides,
});

/**
 * Coverages: the monthly-paid since 2020 (KTG-100); Geneva's monthly-paid since 2026 (KTG-GE, more specific).
 * April 2026:
 * - Anna (ZH, MONTHLY) leaves 30.04. with her own KTG policy KTG-1 and UVG policy UVG-7, case 2 running (85 days).
 * - Beat (GE, MONTHLY) leaves 15.04., no own policy: Geneva's KTG-GE; no case.
 * - Dario (ZH, HOURLY) leaves 20.04.: no sickness coverage applies to the hourly-paid, but his UVG policy UVG-9 does:
 *   a row without a transfer right to tell.
 * - Emil (ZH, HOURLY) leaves 20.04. with no policy: not insured, no row. Franz leaves 31.05.: after the period.
 */
const facts: DeparturesFacts = {
  coverages: [
    coverage({}),
    coverage({
      appliesTo: { companySubunitId: 'GE', processingGroupId: 'MONTHLY' },
      insuredPeriod: { from: '2026-01-01', till: null, eligibleAbsenceTypes: ['SICK'] },
      policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-GE' }],
    }),
  ],
  leavers: [
    {
      person: reportPerson({ employeeId: 'E-1' }),
      leavingDate: '2026-04-30',
      policies: [
        { policyType: 'KTG', policyNumber: 'KTG-1' },
        { policyType: 'UVG', policyNumber: 'UVG-7' },
      ],
      runningCases: [{ caseNumber: 2, benefitDaysUsed: 85 }],
    },
    {
      person: reportPerson({
        employeeId: 'E-2',
        firstName: 'Beat',
        lastName: 'Ammann',
        personnelNumber: '200',
        companySubunitId: 'GE',
        subunitName: 'Genève',
      }),
      leavingDate: '2026-04-15',
      policies: [],
      runningCases: [],
    },
    {
      person: reportPerson({
        employeeId: 'E-4',
        firstName: 'Dario',
        lastName: 'Rossi',
        personnelNumber: '400',
        processingGroupId: 'HOURLY',
        processingGroupName: 'Stundenlohn',
      }),
      leavingDate: '2026-04-20',
      policies: [{ policyType: 'UVG', policyNumber: 'UVG-9' }],
      runningCases: [],
    },
    {
      person: reportPerson({ employeeId: 'E-5', lastName: 'Meier', processingGroupId: 'HOURLY' }),
      leavingDate: '2026-04-20',
      policies: [],
      runningCases: [],
    },
    {
      person: reportPerson({ employeeId: 'E-6', lastName: 'Huber' }),
      leavingDate: '2026-05-31',
      policies: [{ policyType: 'KTG', policyNumber: 'KTG-6' }],
      runningCases: [],
    },
  ],
};

const build = (overrides: Parameters<typeof reportDefinition>[1] = {}) =>
  departures.build(facts, reportContext(reportDefinition('departures', overrides)));

describe('departures', () => {
  it('lists the insured leavers with their cover, case and the transfer right to tell', () => {
    expect(build().rows).toEqual([
      [
        '200',
        'Ammann, Beat',
        'Genève',
        'Monatslohn',
        '2026-04-15',
        'Krankentaggeld, Police KTG-GE',
        'keiner',
        true,
        '2026-04-15',
        null,
      ],
      [
        '400',
        'Rossi, Dario',
        'Zürich',
        'Stundenlohn',
        '2026-04-20',
        'Unfall (UVG), Police UVG-9',
        'keiner',
        false,
        null,
        null,
      ],
      [
        '100',
        'Zeller, Anna',
        'Zürich',
        'Monatslohn',
        '2026-04-30',
        'Krankentaggeld, Police KTG-1; Unfall (UVG), Police UVG-7',
        '2',
        true,
        '2026-04-30',
        85,
      ],
    ]);
  });

  it('picks the most specific coverage in force on the day', () => {
    const geneva = { companySubunitId: 'GE', processingGroupId: 'MONTHLY' };
    expect(sicknessCoverageOn(facts.coverages, geneva, '2026-04-15')?.policies[0]?.defaultPolicyNumber).toBe('KTG-GE');
    // Before Geneva's own insured period: the general one.
    expect(sicknessCoverageOn(facts.coverages, geneva, '2025-12-31')?.policies[0]?.defaultPolicyNumber).toBe('KTG-100');
  });

  it('riskCounterThreshold keeps only those with a case of at least N days; the subunits narrow', () => {
    expect(build({ riskCounterThreshold: 85 }).rows.map((row) => row[1])).toEqual(['Zeller, Anna']);
    expect(build({ riskCounterThreshold: 86 }).rows).toEqual([]);
    expect(build({ companySubunitIds: ['GE'] }).rows.map((row) => row[1])).toEqual(['Ammann, Beat']);
    expect(build({ processingGroupIds: ['HOURLY'] }).rows.map((row) => row[1])).toEqual(['Rossi, Dario']);
    // The other filters do not apply.
    expect(build({ filters: { risk: 'short-term', salaryContinuation: 'within' } }).rows).toHaveLength(3);
  });

  it.each(REPORT_LANGUAGES)('speaks %s: headings, words, no codes', (language) => {
    const table = build({ language });
    expect(new Set(table.columns.map((column) => column.label)).size).toBe(10);
    expect(table.sheetName.length).toBeLessThanOrEqual(31);
    expect(codeCells(table.rows)).toEqual([]);
    expect(table.title).toBe({ de: 'Austritte', fr: 'Départs', it: 'Uscite', en: 'Departures' }[language]);
  });
});
