// Which incapacity belongs to which case (spec section 7: POST /insured-person/{id}/case, POST /insured-person/
// {id}/reassign, the ktg-case-creation routes, the admin reassign). A case manager's decision about an incapacity
// period — its own case, or the continuation (relapse, C15) of the case before it — stored as a case link and fed
// to the sick-pay engine (docs/decisions/0023-case-links.md).
import { z } from 'zod';
import { CLAIM_TYPES } from '../domain/sick-pay/types.ts';
import { isoDate, uuid } from './common.ts';

/** At most this many claims in one reassignment (a case of two years has ~730 days, UVGZ lines double them). */
export const REASSIGN_CLAIMS_MAX = 2_000;

export const CASE_LINK_MESSAGES = {
  noPeriodStart: (date: string) =>
    `No incapacity period of this person starts on ${date}: a case can only start on the first day of an incapacity`,
  alreadyOwnCase: (date: string) => `The incapacity from ${date} is already a case of its own`,
  sickOnly: 'Only sickness (KTG) cases can be created this way',
  notWholePeriods: 'The claims must be every claim of the case from the first day of one of its incapacity periods on',
  accounted: 'Claims the accounting has scheduled or processed stay in their case',
  notPreviousCase:
    'Claims can only join the case directly before theirs of the same type (a relapse continues the last case)',
  sameCase: 'The claims already belong to this case',
  firstPeriodToNewCase: 'These claims already start their case',
} as const;

export const insuredPersonCaseCreateBody = z
  .strictObject({
    startDate: isoDate().meta({ description: 'The first day of an incapacity period that is to be a case of its own' }),
  })
  .meta({ id: 'InsuredPersonCaseCreate' });

export const ktgCaseCreated = z.object({ ktgCaseId: uuid(), insuredPersonId: uuid() }).meta({ id: 'KtgCaseCreated' });

export const reassignParams = z.strictObject({ insuredPersonId: uuid() });
export const adminReassignParams = z.strictObject({ tenantId: uuid(), insuredPersonId: uuid() });

export const reassignBody = z
  .strictObject({
    targetCaseId: uuid()
      .nullable()
      .meta({ description: 'The case the claims join (the case directly before theirs); null: a new case' }),
    claims: z
      .array(z.string().min(1).max(200))
      .min(1)
      .max(REASSIGN_CLAIMS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'Each claimId may appear only once')
      .meta({ description: 'claimIds: every claim of one case from the first day of one of its periods on' }),
  })
  .meta({ id: 'ReassignClaims' });

export const reassignResult = z.literal('success');

export const ktgCaseCreateBody = z
  .strictObject({ employeeId: z.string().min(1).max(100), startDate: isoDate() })
  .meta({ id: 'KtgCaseCreate' });

export const linkCasesBody = z
  .strictObject({
    employeeId: z.string().min(1).max(100),
    caseId: uuid().meta({ description: 'The later case, which is to continue the case before it' }),
    targetCaseId: uuid().meta({ description: 'The case directly before it, of the same claim type' }),
  })
  .meta({ id: 'LinkCases' });

export const linkCasesResult = z
  .object({ ktgCaseId: uuid().meta({ description: 'The case the incapacity now belongs to (targetCaseId)' }) })
  .meta({ id: 'LinkCasesResult' });

export const unassignedParams = z.strictObject({ employeeId: z.string().min(1).max(100) });

export const UNASSIGNED_REASONS = [
  'BELOW_MINIMUM_INCAPACITY',
  'NO_EMPLOYEE_RECORD',
  'BEFORE_EMPLOYMENT',
  'NO_COVERAGE_CONFIGURATION',
  'AFTER_LEAVING_DATE',
  'HANDLED_BY_PREVIOUS_SYSTEM',
] as const;

export const unassignedAbsences = z
  .object({
    employeeId: z.string(),
    items: z.array(
      z.object({
        from: isoDate(),
        to: isoDate(),
        days: z.number().int().min(1),
        claimType: z.enum(CLAIM_TYPES),
        reason: z.enum(UNASSIGNED_REASONS).meta({ description: 'Why these incapacity days build no case' }),
      }),
    ),
  })
  .meta({ id: 'UnassignedAbsences' });

export type ReassignBody = z.infer<typeof reassignBody>;
export type UnassignedAbsences = z.infer<typeof unassignedAbsences>;
