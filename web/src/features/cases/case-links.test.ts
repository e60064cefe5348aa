import { describe, expect, it } from 'vitest';
import { CASE_LINK_MESSAGES } from '../../../../src/contracts/case-links.ts';
import {
  CASE_LINK_REFUSALS,
  caseLinkRefusalOf,
  type LinkCaseDetail,
  linkPeriodsOf,
  linkPlanOf,
  previousCaseOf,
} from './case-links.ts';

const claim = (date: string, processingStatus = 'UNASSIGNED') => ({ claimId: `SICK|${date}`, date, processingStatus });

/** Case 7: 02.03.-13.03. and a relapse 01.04.-03.04. (two claim lines on 02.04., a correction). */
const detail: LinkCaseDetail = {
  caseId: 'c7',
  type: 'SICK',
  caseNumber: 7,
  absentFrom: '2026-03-02',
  absentTo: '2026-04-03',
  periods: [
    { from: '2026-03-02', to: '2026-03-13', isRelapse: false },
    { from: '2026-04-01', to: '2026-04-03', isRelapse: true },
  ],
  claims: [
    claim('2026-03-02'),
    claim('2026-03-03'),
    claim('2026-04-01'),
    claim('2026-04-02'),
    { claimId: 'SICK|2026-04-02|correction', date: '2026-04-02', processingStatus: 'UNASSIGNED' },
    claim('2026-04-03'),
  ],
};
const earlier = {
  caseId: 'c3',
  type: 'SICK' as const,
  caseNumber: 3,
  absentFrom: '2025-01-06',
  absentTo: '2025-02-01',
};

describe('case links', () => {
  it("keeps the contract's refusal texts and reads the dated ones", () => {
    for (const [key, message] of Object.entries(CASE_LINK_REFUSALS)) {
      expect(CASE_LINK_MESSAGES[key as keyof typeof CASE_LINK_REFUSALS]).toBe(message);
      expect(caseLinkRefusalOf(message)).toEqual({ key });
    }
    expect(caseLinkRefusalOf(CASE_LINK_MESSAGES.noPeriodStart('2026-04-02'))).toEqual({
      key: 'noPeriodStart',
      date: '2026-04-02',
    });
    expect(caseLinkRefusalOf(CASE_LINK_MESSAGES.alreadyOwnCase('2026-03-02'))).toEqual({
      key: 'alreadyOwnCase',
      date: '2026-03-02',
    });
    expect(caseLinkRefusalOf('Something else')).toBeNull();
  });

  it('offers each period as a start, with the days (dates) from it to the end of the case', () => {
    expect(linkPeriodsOf(detail)).toEqual([
      { from: '2026-03-02', to: '2026-04-03', isFirst: true, days: 5 },
      { from: '2026-04-01', to: '2026-04-03', isFirst: false, days: 3 },
    ]);
  });

  it('finds the case of the same kind directly before', () => {
    const accident = { ...earlier, caseId: 'a1', type: 'ACCIDENT' as const, absentFrom: '2026-01-05' };
    const later = { ...earlier, caseId: 'c9', absentFrom: '2026-06-01' };
    expect(previousCaseOf(detail, [later, earlier, accident, detail])).toBe(earlier);
    expect(previousCaseOf(detail, [later, accident])).toBeNull();
  });

  it('plans a split, a join and refuses what the API would refuse', () => {
    const split = linkPlanOf(detail, earlier, '2026-04-01', 'NEW_CASE');
    expect(split).toEqual({
      from: '2026-04-01',
      target: 'NEW_CASE',
      claims: ['SICK|2026-04-01', 'SICK|2026-04-02', 'SICK|2026-04-02|correction', 'SICK|2026-04-03'],
      days: 3,
      problem: null,
    });
    const join = linkPlanOf(detail, earlier, '2026-03-02', 'PREVIOUS_CASE');
    expect([join.claims.length, join.days, join.problem]).toEqual([6, 5, null]);
    expect(linkPlanOf(detail, earlier, '2026-03-02', 'NEW_CASE').problem).toBe('firstPeriodToNewCase');
    expect(linkPlanOf(detail, earlier, '2026-04-01', 'PREVIOUS_CASE').problem).toBe('notWholeCase');
    expect(linkPlanOf(detail, null, '2026-03-02', 'PREVIOUS_CASE').problem).toBe('noPreviousCase');
    expect(linkPlanOf(detail, earlier, '2026-05-01', 'NEW_CASE').problem).toBe('noClaims');
    const accounted = { ...detail, claims: [...detail.claims, claim('2026-04-03', 'SCHEDULED')] };
    expect(linkPlanOf(accounted, earlier, '2026-04-01', 'NEW_CASE').problem).toBe('accounted');
  });
});
