// The policy rules without a database (decision 0065): which number an employee is insured under on a day, which
// types the insured products call for, and the four gaps. The HTTP test (server/modules/policies) covers the reads.
import { describe, expect, it } from 'vitest';
import type { CoverageConfiguration } from '../sick-pay/types.ts';
import {
  applicableConfiguration,
  type ConfigurationEntry,
  type EmployeePolicyFacts,
  policyIndex,
  resolveEmployeePolicies,
  waitingPeriodPaidBy,
} from './insured-policies.ts';

function coverage(
  id: string,
  appliesTo: { companySubunitId: string | null; processingGroupId: string | null },
  policies: { type: 'KTG' | 'KAV' | 'FTA'; defaultPolicyNumber: string }[],
  period: { from: string; till: string | null } = { from: '2024-01-01', till: null },
  uvgz: string | null = null,
): ConfigurationEntry {
  return {
    coverageConfigurationId: id,
    configuration: {
      kind: 'SIMPLE',
      appliesTo,
      insuredPeriod: { ...period, eligibleAbsenceTypes: ['SICK'] },
      policies,
      uvgzCoverage: uvgz ? { defaultPolicyNumber: uvgz, coverage: 80, maxInsuredSalary: null } : null,
    } as unknown as CoverageConfiguration,
  };
}

const employee = (
  policies: EmployeePolicyFacts['policies'],
  companySubunitId: string | null = 'ZH',
  processingGroupId: string | null = 'MONTHLY',
): EmployeePolicyFacts => ({ employeeId: 'E-1', companySubunitId, processingGroupId, policies });

const UVG = { policyType: 'UVG', policyNumber: 'U-1' };

describe('policy resolution', () => {
  const configurations = [
    coverage('coverage-1', { companySubunitId: null, processingGroupId: null }, [
      { type: 'KTG', defaultPolicyNumber: 'K-ALL' },
    ]),
    coverage(
      'coverage-2',
      { companySubunitId: null, processingGroupId: 'MONTHLY' },
      [{ type: 'KTG', defaultPolicyNumber: 'K-M' }],
      undefined,
      'Z-M',
    ),
    coverage('coverage-3', { companySubunitId: 'ZH', processingGroupId: 'MONTHLY' }, [
      { type: 'KTG', defaultPolicyNumber: 'K-ZH-M' },
    ]),
  ];

  it('takes the most specific configuration in force: subunit and group, then group, then everyone', () => {
    const index = policyIndex(configurations, ['KTG'], '2026-03-01');
    expect(applicableConfiguration(index, 'ZH', 'MONTHLY')?.id).toBe('coverage-3');
    expect(applicableConfiguration(index, 'BE', 'MONTHLY')?.id).toBe('coverage-2');
    expect(applicableConfiguration(index, 'BE', 'HOURLY')?.id).toBe('coverage-1');
    // ZH/MONTHLY gets coverage-3's default; UVGZ comes only with coverage-2, which does not apply here.
    expect(resolveEmployeePolicies(index, employee([UVG])).insured).toEqual([
      {
        policyType: 'UVG',
        policyNumber: 'U-1',
        source: 'EMPLOYEE',
        coverageConfigurationId: null,
        groupId: null,
        businessUnit: null,
      },
      {
        policyType: 'KTG',
        policyNumber: 'K-ZH-M',
        source: 'CONFIGURATION',
        coverageConfigurationId: 'coverage-3',
        groupId: null,
        businessUnit: null,
      },
    ]);
    expect(resolveEmployeePolicies(index, employee([UVG], 'BE')).insured.map((p) => p.policyNumber)).toEqual([
      'U-1',
      'K-M',
      'Z-M',
    ]);
  });

  it("books on the employee's own number when a configuration for the employee knows it, the first of a type", () => {
    const index = policyIndex(configurations, ['KTG'], '2026-03-01');
    // K-ALL is coverage-1's (everyone): known and matching, although coverage-3 is the one that applies.
    const own = resolveEmployeePolicies(
      index,
      employee([
        { policyType: 'KTG', policyNumber: 'K-ALL', groupId: 'G7' },
        { policyType: 'KTG', policyNumber: 'NOPE' },
        UVG,
      ]),
    );
    expect(own.gaps).toEqual([]);
    expect(own.insured[0]).toMatchObject({
      policyNumber: 'K-ALL',
      source: 'EMPLOYEE',
      coverageConfigurationId: 'coverage-1',
      groupId: 'G7',
    });
  });

  it('names the four gaps', () => {
    const ended = [
      ...configurations,
      coverage(
        'coverage-4',
        { companySubunitId: null, processingGroupId: 'HOURLY' },
        [{ type: 'KTG', defaultPolicyNumber: 'K-H' }],
        {
          from: '2024-01-01',
          till: '2025-12-31',
        },
      ),
    ];
    const index = policyIndex(ended, ['KTG'], '2026-03-01');
    const gapsOf = (facts: EmployeePolicyFacts) =>
      resolveEmployeePolicies(index, facts).gaps.map((gap) => [
        gap.kind,
        gap.policyType,
        gap.policyNumber,
        gap.coverageConfigurationIds,
      ]);
    expect(gapsOf(employee([{ policyType: 'KTG', policyNumber: 'K-9' }, UVG]))).toEqual([
      ['POLICY_NOT_FOUND', 'KTG', 'K-9', []],
    ]);
    // K-ZH-M is for ZH/MONTHLY: a BE employee under it does not match.
    expect(gapsOf(employee([{ policyType: 'KTG', policyNumber: 'K-ZH-M' }, UVG], 'BE'))).toEqual([
      ['GROUP_MISMATCH', 'KTG', 'K-ZH-M', ['coverage-3']],
    ]);
    expect(gapsOf(employee([{ policyType: 'KTG', policyNumber: 'K-H' }, UVG], 'BE', 'HOURLY'))).toEqual([
      ['NOT_IN_FORCE', 'KTG', 'K-H', ['coverage-4']],
    ]);
    // Only coverage-3 (ZH/MONTHLY) configured: a BE employee without numbers misses both needed types.
    const none = policyIndex([configurations[2] as ConfigurationEntry], ['KTG'], '2026-03-01');
    expect(resolveEmployeePolicies(none, employee([], 'BE')).gaps.map((gap) => [gap.kind, gap.policyType])).toEqual([
      ['NO_POLICY', 'KTG'],
      ['NO_POLICY', 'UVG'],
    ]);
  });

  it('needs the sickness type of each insured product, and says who pays the waiting days', () => {
    const kombi = [
      coverage('coverage-1', { companySubunitId: null, processingGroupId: null }, [
        { type: 'FTA', defaultPolicyNumber: 'F-1' },
        { type: 'KTG', defaultPolicyNumber: 'K-1' },
      ]),
    ];
    // KTG Kombi: FTA only (the KTG number on the configuration is not needed, so nobody is booked on it).
    const kombiIndex = policyIndex(kombi, ['KTG_KOMBI'], '2026-03-01');
    expect(resolveEmployeePolicies(kombiIndex, employee([UVG])).insured.map((p) => p.policyNumber)).toEqual([
      'U-1',
      'F-1',
    ]);
    // KTG and KAV (short- and long-term cover): both are needed; a missing KAV number is a gap.
    const both = policyIndex(
      [
        coverage('coverage-1', { companySubunitId: null, processingGroupId: null }, [
          { type: 'KTG', defaultPolicyNumber: 'K-1' },
        ]),
      ],
      ['KTG', 'KAV'],
      '2026-03-01',
    );
    expect(resolveEmployeePolicies(both, employee([UVG])).gaps.map((gap) => [gap.kind, gap.policyType])).toEqual([
      ['NO_POLICY', 'KAV'],
    ]);
    expect(waitingPeriodPaidBy(['KTG'])).toBe('EMPLOYER');
    expect(waitingPeriodPaidBy(['KTG', 'KAV'])).toBe('INSURER');
    expect(waitingPeriodPaidBy(['KTG_KOMBI'])).toBe('INSURER');
  });
});
