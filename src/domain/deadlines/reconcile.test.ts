// Recomputation against what is stored (decision 0054): new → OPEN, a moved date reopens a DONE one, a vanished OPEN
// one becomes OBSOLETE, a DONE one stays on record.
import { describe, expect, it } from 'vitest';
import type { ComputedDeadline } from './deadlines.ts';
import { reconcileDeadlines } from './reconcile.ts';

const computed = (dueDate: string, key = 'IV_EARLY_DETECTION:c1'): ComputedDeadline => ({
  kind: 'IV_EARLY_DETECTION',
  deadlineKey: key,
  employeeId: 'E1',
  caseId: 'c1',
  dueDate,
  basisDate: '2026-03-02',
  ruleId: 'D3',
  explanation: { formula: 'DAYS_AFTER', from: '2026-03-02', days: 30 },
});

const stored = (status: string, dueDate = '2026-04-01', key = 'IV_EARLY_DETECTION:c1') => ({
  id: 'd1',
  deadlineKey: key,
  kind: 'IV_EARLY_DETECTION',
  employeeId: 'E1',
  caseId: 'c1',
  dueDate,
  basisDate: '2026-03-02',
  ruleId: 'D3',
  explanation: { formula: 'DAYS_AFTER', from: '2026-03-02', days: 30 },
  status,
  remindedAt: '2026-03-25T05:30:00.000Z',
  doneAt: status === 'DONE' ? '2026-03-26T08:00:00.000Z' : null,
  doneByUserId: status === 'DONE' ? 'u1' : null,
  doneBy: status === 'DONE' ? 'Hanna HR' : null,
});

const newId = () => 'new';

describe('reconcileDeadlines', () => {
  it('inserts a new one as OPEN with a new id', () => {
    expect(reconcileDeadlines([], [computed('2026-04-01')], newId)).toMatchObject([
      { id: 'new', status: 'OPEN', dueDate: '2026-04-01', remindedAt: null },
    ]);
  });

  it('writes nothing for an unchanged OPEN or DONE one', () => {
    expect(reconcileDeadlines([stored('OPEN')], [computed('2026-04-01')], newId)).toEqual([]);
    expect(reconcileDeadlines([stored('DONE')], [computed('2026-04-01')], newId)).toEqual([]);
  });

  it('moves an OPEN one and clears its reminder (due 01.04 → 31.03: remind again)', () => {
    expect(reconcileDeadlines([stored('OPEN')], [computed('2026-03-31')], newId)).toMatchObject([
      { id: 'd1', status: 'OPEN', dueDate: '2026-03-31', remindedAt: null },
    ]);
  });

  it('reopens a DONE one whose date moved', () => {
    expect(reconcileDeadlines([stored('DONE')], [computed('2026-03-31')], newId)).toMatchObject([
      { id: 'd1', status: 'OPEN', doneAt: null, doneBy: null, doneByUserId: null, remindedAt: null },
    ]);
  });

  it('makes a vanished OPEN one OBSOLETE and keeps a vanished DONE one', () => {
    expect(reconcileDeadlines([stored('OPEN')], [], newId)).toMatchObject([{ id: 'd1', status: 'OBSOLETE' }]);
    expect(reconcileDeadlines([stored('DONE')], [], newId)).toEqual([]);
    expect(reconcileDeadlines([stored('OBSOLETE')], [], newId)).toEqual([]);
  });

  it('opens an OBSOLETE one that follows again, keeping the reminder of the same date', () => {
    expect(reconcileDeadlines([stored('OBSOLETE')], [computed('2026-04-01')], newId)).toMatchObject([
      { id: 'd1', status: 'OPEN', remindedAt: '2026-03-25T05:30:00.000Z' },
    ]);
  });
});
