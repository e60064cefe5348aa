// View-model of the case management screens (pure): the status badges' look, the employee's name, where the linked
// insurance case opens, and the return-to-work plan form <-> the PUT body (putReturnToWorkPlanBody).
import type { z } from 'zod';
import type {
  CaseManagementRequestStatus,
  CaseManagementStatus,
  putReturnToWorkPlanBody,
  ReturnToWorkPlan,
} from '../../../../src/contracts/case-management.ts';
import { plannedFullReturnOf } from '../../../../src/domain/return-to-work.ts';

export type BadgeLook = { color: 'teal' | 'orange' | 'gray' | 'blue' | 'red'; labelKey: string };

const STATUS_COLORS: Record<CaseManagementStatus, BadgeLook['color']> = {
  ACTIVE: 'teal',
  REQUESTED: 'orange',
  NOT_ACTIVE: 'gray',
};

/** ACTIVE → teal "Active", REQUESTED → orange "Requested", NOT_ACTIVE → grey "Not active" (a word, never colour alone). */
export function caseManagementStatusLook(status: CaseManagementStatus): BadgeLook {
  return { color: STATUS_COLORS[status], labelKey: `caseManagement.statuses.${status}` };
}

const REQUEST_STATUS_COLORS: Record<CaseManagementRequestStatus, BadgeLook['color']> = {
  OPEN: 'blue',
  ACCEPTED: 'teal',
  DECLINED: 'red',
  WITHDRAWN: 'gray',
};

export function requestStatusLook(status: CaseManagementRequestStatus): BadgeLook {
  return { color: REQUEST_STATUS_COLORS[status], labelKey: `caseManagement.requestStatuses.${status}` };
}

/** "First Last", else the employee id (a person without a name in the data). */
export function employeeName(person: { firstName: string | null; lastName: string | null; employeeId: string }) {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name === '' ? person.employeeId : name;
}

/** The insurance case opens in the KTG area when the user may see it, else in the case management's case list. */
export function insuranceCaseLink(caseId: string, canViewKtg: boolean) {
  return canViewKtg
    ? ({ to: '/insurance/ktg/$caseId', params: { caseId } } as const)
    : ({ to: '/case-management/cases/$caseId', params: { caseId } } as const);
}

// ---- The return-to-work plan form --------------------------------------------------------------------------------

export type PlanStepDraft = {
  /** React key (stable while editing). */
  key: string;
  /** The server's id of an existing step (kept by the PUT); absent for a new step. */
  stepId?: string;
  title: string;
  dueDate: string | null;
  owner: string;
  status: 'OPEN' | 'DONE';
};
export type CapacityDraft = { key: string; from: string | null; percentage: number | '' };
export type PlanDraft = {
  goals: { key: string; text: string }[];
  steps: PlanStepDraft[];
  workCapacity: CapacityDraft[];
};

export type PlanBody = z.input<typeof putReturnToWorkPlanBody>;

let keySeed = 0;
/** A fresh React key for a new row of the form. */
export function newRowKey(): string {
  keySeed += 1;
  return `row-${keySeed}`;
}

/** The stored plan as the form's draft (work capacity by date). */
export function planDraftOf(plan: ReturnToWorkPlan): PlanDraft {
  return {
    goals: plan.goals.map((text, index) => ({ key: `goal-${index}`, text })),
    steps: plan.steps.map((step) => ({
      key: step.stepId,
      stepId: step.stepId,
      title: step.title,
      dueDate: step.dueDate,
      owner: step.owner,
      status: step.status,
    })),
    workCapacity: [...plan.workCapacity]
      .sort((a, b) => a.from.localeCompare(b.from))
      .map((entry) => ({ key: entry.from, from: entry.from, percentage: entry.workCapacityPercentage })),
  };
}

export type PlanErrors = {
  /** Row key → error keys of its fields (translation keys). */
  steps: Record<string, { title?: string; owner?: string }>;
  capacity: Record<string, { from?: string; percentage?: string }>;
};

/**
 * The draft as the PUT body, or the errors that keep it from being sent. Blank goals and entirely blank rows are
 * dropped; a step needs a title and an owner; a capacity entry a date (each once) and 0–100 %. Texts are trimmed,
 * capacity sorted by date.
 */
export function planBodyOf(
  draft: PlanDraft,
  revision: number,
): { body: PlanBody; errors: null } | { body: null; errors: PlanErrors } {
  const errors: PlanErrors = { steps: {}, capacity: {} };
  const goals = draft.goals.map((goal) => goal.text.trim()).filter((text) => text !== '');
  const steps = draft.steps
    .filter((step) => step.title.trim() !== '' || step.owner.trim() !== '' || step.dueDate !== null)
    .map((step) => {
      const title = step.title.trim();
      const owner = step.owner.trim();
      if (title === '' || owner === '') {
        errors.steps[step.key] = {
          ...(title === '' ? { title: 'caseManagement.plan.required' } : {}),
          ...(owner === '' ? { owner: 'caseManagement.plan.required' } : {}),
        };
      }
      return {
        ...(step.stepId ? { stepId: step.stepId } : {}),
        title,
        dueDate: step.dueDate,
        owner,
        status: step.status,
      };
    });
  const seen = new Set<string>();
  const workCapacity = draft.workCapacity
    .filter((entry) => entry.from !== null || entry.percentage !== '')
    .map((entry) => {
      const fieldErrors: { from?: string; percentage?: string } = {};
      if (entry.from === null) fieldErrors.from = 'caseManagement.plan.required';
      else if (seen.has(entry.from)) fieldErrors.from = 'caseManagement.plan.dateTwice';
      else seen.add(entry.from);
      const percentage = entry.percentage;
      if (percentage === '' || !Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
        fieldErrors.percentage = 'caseManagement.plan.percentageRange';
      }
      if (fieldErrors.from || fieldErrors.percentage) errors.capacity[entry.key] = fieldErrors;
      return { from: entry.from ?? '', workCapacityPercentage: percentage === '' ? 0 : percentage };
    })
    .sort((a, b) => a.from.localeCompare(b.from));
  if (Object.keys(errors.steps).length > 0 || Object.keys(errors.capacity).length > 0) return { body: null, errors };
  return { body: { revision, goals, steps, workCapacity }, errors: null };
}

/** The full return the draft plans (the server's rule, shown while editing), or null. */
export function plannedFullReturnOfDraft(draft: PlanDraft): string | null {
  return plannedFullReturnOf(
    draft.workCapacity
      .filter(
        (entry): entry is CapacityDraft & { from: string; percentage: number } =>
          entry.from !== null && entry.percentage !== '',
      )
      .map((entry) => ({ from: entry.from, workCapacityPercentage: entry.percentage })),
  );
}
