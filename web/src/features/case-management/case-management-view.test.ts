import { describe, expect, it } from 'vitest';
import type { ReturnToWorkPlan } from '../../../../src/contracts/case-management.ts';
import {
  caseManagementStatusLook,
  employeeName,
  insuranceCaseLink,
  type PlanDraft,
  planBodyOf,
  planDraftOf,
  plannedFullReturnOfDraft,
  requestStatusLook,
} from './case-management-view.ts';

const STEP_ID = '0b6c2c8e-6f52-4e8a-9d6a-3c1f5d1e2a01';

describe('status badges', () => {
  it('say the status in words with a colour each', () => {
    expect(caseManagementStatusLook('ACTIVE')).toEqual({ color: 'teal', labelKey: 'caseManagement.statuses.ACTIVE' });
    expect(caseManagementStatusLook('REQUESTED')).toEqual({
      color: 'orange',
      labelKey: 'caseManagement.statuses.REQUESTED',
    });
    expect(caseManagementStatusLook('NOT_ACTIVE').color).toBe('gray');
    expect(requestStatusLook('DECLINED')).toEqual({
      color: 'red',
      labelKey: 'caseManagement.requestStatuses.DECLINED',
    });
  });
});

describe('names and links', () => {
  it('names the employee, else shows the id', () => {
    expect(employeeName({ firstName: 'Jonas', lastName: 'Brunner', employeeId: 'E-1' })).toBe('Jonas Brunner');
    expect(employeeName({ firstName: null, lastName: null, employeeId: 'E-1' })).toBe('E-1');
  });

  it('opens the insurance case in the KTG area when allowed, else in the case management cases', () => {
    expect(insuranceCaseLink('c1', true)).toEqual({ to: '/insurance/ktg/$caseId', params: { caseId: 'c1' } });
    expect(insuranceCaseLink('c1', false)).toEqual({ to: '/case-management/cases/$caseId', params: { caseId: 'c1' } });
  });
});

describe('return-to-work plan form ↔ PUT body', () => {
  const plan: ReturnToWorkPlan = {
    goals: ['Back at the depot in Bern'],
    steps: [
      { stepId: STEP_ID, title: 'Talk with the doctor', dueDate: '2026-07-01', owner: 'Case manager', status: 'DONE' },
    ],
    // Stored by date; the form shows them in date order.
    workCapacity: [
      { from: '2026-08-01', workCapacityPercentage: 100 },
      { from: '2026-07-01', workCapacityPercentage: 50 },
    ],
    plannedFullReturn: '2026-08-01',
    updatedAt: null,
    updatedBy: null,
  };

  it('round-trips the stored plan: the step keeps its id, the capacity is sorted by date', () => {
    const draft = planDraftOf(plan);
    expect(draft.workCapacity.map((entry) => entry.from)).toEqual(['2026-07-01', '2026-08-01']);
    expect(planBodyOf(draft, 4)).toEqual({
      errors: null,
      body: {
        revision: 4,
        goals: ['Back at the depot in Bern'],
        steps: [
          {
            stepId: STEP_ID,
            title: 'Talk with the doctor',
            dueDate: '2026-07-01',
            owner: 'Case manager',
            status: 'DONE',
          },
        ],
        workCapacity: [
          { from: '2026-07-01', workCapacityPercentage: 50 },
          { from: '2026-08-01', workCapacityPercentage: 100 },
        ],
      },
    });
  });

  it('worked example: blank rows dropped, texts trimmed, a new step without id; 50 % from 01.07., 100 % from 01.08. → full return 01.08.', () => {
    const draft: PlanDraft = {
      goals: [
        { key: 'g1', text: '  Work 50 % in July ' },
        { key: 'g2', text: '   ' },
      ],
      steps: [
        { key: 's1', title: ' Workplace visit ', dueDate: '2026-07-15', owner: ' Superior ', status: 'OPEN' },
        { key: 's2', title: '', dueDate: null, owner: '', status: 'OPEN' },
      ],
      workCapacity: [
        { key: 'c2', from: '2026-08-01', percentage: 100 },
        { key: 'c1', from: '2026-07-01', percentage: 50 },
        { key: 'c3', from: null, percentage: '' },
      ],
    };
    expect(planBodyOf(draft, 1)).toEqual({
      errors: null,
      body: {
        revision: 1,
        goals: ['Work 50 % in July'],
        steps: [{ title: 'Workplace visit', dueDate: '2026-07-15', owner: 'Superior', status: 'OPEN' }],
        workCapacity: [
          { from: '2026-07-01', workCapacityPercentage: 50 },
          { from: '2026-08-01', workCapacityPercentage: 100 },
        ],
      },
    });
    expect(plannedFullReturnOfDraft(draft)).toBe('2026-08-01');
    // 100 % from 01.08., then 80 % from 01.09.: a relapse planned, not back for good.
    expect(
      plannedFullReturnOfDraft({
        ...draft,
        workCapacity: [...draft.workCapacity, { key: 'c4', from: '2026-09-01', percentage: 80 }],
      }),
    ).toBeNull();
  });

  it('refuses a step without title or owner, a date twice and a percentage out of range', () => {
    const result = planBodyOf(
      {
        goals: [],
        steps: [{ key: 's1', title: 'Call', dueDate: null, owner: '', status: 'OPEN' }],
        workCapacity: [
          { key: 'c1', from: '2026-07-01', percentage: 50 },
          { key: 'c2', from: '2026-07-01', percentage: 120 },
          { key: 'c3', from: null, percentage: 20 },
        ],
      },
      1,
    );
    expect(result.body).toBeNull();
    expect(result.errors).toEqual({
      steps: { s1: { owner: 'caseManagement.plan.required' } },
      capacity: {
        c2: { from: 'caseManagement.plan.dateTwice', percentage: 'caseManagement.plan.percentageRange' },
        c3: { from: 'caseManagement.plan.required' },
      },
    });
  });
});
