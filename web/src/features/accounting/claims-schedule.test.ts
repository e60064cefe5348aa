import { describe, expect, it } from 'vitest';
import { claimsByMonth, scheduleBody } from './claims-schedule.ts';

const claim = (id: string, date: string, amount: string, status = 'UNASSIGNED') => ({
  claimId: id,
  revisionId: `r-${id}`,
  date,
  dailyAllowance: amount,
  processingStatus: status,
});

describe('claims to schedule', () => {
  it('groups the unassigned paying claims by month, oldest first', () => {
    const groups = claimsByMonth([
      claim('a', '2026-03-02', '100.50'),
      claim('b', '2026-02-27', '90.00'),
      claim('c', '2026-03-03', '-20.25'),
      claim('d', '2026-03-04', '0.00'),
      claim('e', '2026-03-05', '10.00', 'SCHEDULED'),
    ]);
    expect(groups.map((group) => [group.month, group.claims.map((item) => item.claimId), group.amountRappen])).toEqual([
      ['2026-02', ['b'], 9000],
      ['2026-03', ['a', 'c'], 8025],
    ]);
  });

  it('builds the PATCH body with each revision', () => {
    const groups = claimsByMonth([claim('a', '2026-03-02', '1.00')]);
    expect(scheduleBody('p1', groups, '2026-04')).toEqual({
      insuredPersonId: 'p1',
      claims: [{ claimId: 'a', revisionId: 'r-a', processingStatus: 'SCHEDULED', accountingMonthId: '2026-04' }],
    });
  });
});
