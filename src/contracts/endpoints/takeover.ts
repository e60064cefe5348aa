// The insured-person takeover and the case migration (spec section 7 "Admin"; composed in ../endpoints.ts).
// Decisions: docs/decisions/0024-takeover-and-case-migration.md.
import { z } from 'zod';
import { API_PREFIX, type Endpoint } from '../endpoint.ts';
import {
  caseMigrationParams,
  caseMigrationQuery,
  caseMigrationResult,
  powerOfAttorneyParams,
  powerOfAttorneyResult,
  takeoverRecord,
} from '../takeover.ts';

const ADMIN = { kind: 'admin' } as const;

export const takeoverEndpoints = {
  adminInitializeForTakeover: {
    method: 'POST',
    access: ADMIN,
    path: `${API_PREFIX.admin}/initialize-for-takeover`,
    summary:
      "Take over an insured person from another system: the record's cases and counters replace the employee's " +
      'takeover inputs and the employee is recomputed in the same transaction (the cases continue the counters). ' +
      'Sending the same record again changes nothing. Answers 201 with an empty body. Errors 400 with code and ' +
      'message: TENANT_NOT_FOUND, EMPLOYEE_NOT_FOUND, INVALID_TAKEOVER_RECORD',
    tags: ['admin', 'takeover'],
    body: takeoverRecord,
    status: 201,
    response: z.null(),
  },
  adminCaseMigration: {
    method: 'POST',
    access: ADMIN,
    path: `${API_PREFIX.admin}/case-migration/:tenantId`,
    summary:
      "Migrate the tenant's takeover cases into computed cases: each is matched with the platform's own case of the " +
      'same employee and claim type and listed as exact_match, close_match, create_takeover, create_closed_takeover ' +
      'or errors (with ids and reasons). Idempotent; ?dryRun=true writes nothing',
    tags: ['admin', 'takeover'],
    params: caseMigrationParams,
    querystring: caseMigrationQuery,
    response: caseMigrationResult,
  },
  adminPowerOfAttorney: {
    method: 'GET',
    access: ADMIN,
    path: `${API_PREFIX.admin}/tenant/:tenantId/power-of-attorney/:ktgCaseId`,
    summary:
      "The case's power of attorney (the insured person authorises the insurer to obtain medical information) as a " +
      "PDF in the person's correspondence language, stored in the document store; answers its signed download " +
      'address. Unknown case: 404 CASE_NOT_FOUND',
    tags: ['admin', 'takeover'],
    params: powerOfAttorneyParams,
    response: powerOfAttorneyResult,
  },
} as const satisfies Record<string, Endpoint>;
