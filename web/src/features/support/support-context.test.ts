import { describe, expect, it } from 'vitest';
import { AREAS } from '../../../../src/contracts/areas.ts';
import {
  areaIdOf,
  areaOfPath,
  contextEntries,
  contextOf,
  hasHealthIds,
  helpTopicOf,
  requestPath,
} from './support-context.ts';

const CASE = '0196f0a0-0000-7000-8000-0000000ca5e1';
const PAYOUT = '0196f0a0-0000-7000-8000-00000000a0a1';

describe("a support request's context", () => {
  it('takes the ids from the path parameters first, then from the lists’ search params', () => {
    expect(contextOf({ employeeId: 'E-1001' }, { month: '2026-03', employee: 'E-2' })).toEqual({
      employeeId: 'E-1001',
      accountingMonthId: '2026-03',
    });
    expect(contextOf({ caseId: CASE }, { payout: PAYOUT, employee: 1001 })).toEqual({
      caseId: CASE,
      payoutId: PAYOUT,
      employeeId: '1001',
    });
  });

  it('leaves out what the server would refuse: ids that are no UUIDs, months that are none, other keys', () => {
    expect(contextOf({ caseId: 'not-a-case' }, { month: '2026-13', diagnosis: 'Grippe', reportId: '42' })).toEqual({});
    expect(contextOf({ insuredPersonId: CASE }, {})).toEqual({});
  });

  it('names the area by the longest path prefix, as the navigation marks it; none on admin pages', () => {
    expect(areaOfPath('/case-management/deadlines')?.id).toBe('deadlines');
    expect(areaOfPath('/employees/E-1001')?.id).toBe('employeeOverview');
    expect(areaIdOf('/')).toBe('home');
    expect(areaIdOf('/admin/tenants')).toBeNull();
  });

  it('sends path and query without the language; without the query when too long', () => {
    expect(requestPath('/daily-allowances', '?month=2026-03')).toBe('/daily-allowances?month=2026-03');
    expect(requestPath('/daily-allowances', '?lang=fr&month=2026-03')).toBe('/daily-allowances?month=2026-03');
    expect(requestPath('/employees/E-1010', '?lang=de')).toBe('/employees/E-1010');
    expect(requestPath('/employees', `?search=${'x'.repeat(600)}`)).toBe('/employees');
    expect(requestPath('/employees', '')).toBe('/employees');
  });

  it('lists the ids in a fixed order and marks health ids sent without consent as withheld', () => {
    const context = { employeeId: 'E-1', caseId: CASE, accountingMonthId: '2026-03' };
    expect(hasHealthIds(context)).toBe(true);
    expect(hasHealthIds({ employeeId: 'E-1' })).toBe(false);
    expect(contextEntries(context, false)).toEqual([
      { key: 'accountingMonthId', value: '2026-03', withheld: false },
      { key: 'employeeId', value: 'E-1', withheld: false },
      { key: 'caseId', value: CASE, withheld: true },
    ]);
    expect(contextEntries(context, true).map((entry) => entry.withheld)).toEqual([false, false, false]);
  });

  it('chooses the help topic: the visible area, the administration, or the general help', () => {
    const all = () => true;
    expect(helpTopicOf('/daily-allowances', all)).toBe('dailyAllowances');
    expect(helpTopicOf('/admin/issues', all)).toBe('admin');
    expect(helpTopicOf('/nowhere', all)).toBe('general');
    // An area the session may not open, or one not built yet, has no help of its own.
    expect(helpTopicOf('/daily-allowances', () => false)).toBe('general');
    const unbuilt = AREAS.find((area) => !area.isAvailable && area.path !== '/');
    if (unbuilt) expect(helpTopicOf(unbuilt.path, all)).toBe('general');
  });
});
