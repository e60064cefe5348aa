// Case links (spec section 7: POST /insured-person/{id}/case, POST /insured-person/{id}/reassign, ktg-case-creation,
// admin reassign): which incapacity belongs to which case. The endpoint table of this area (composed in
// ../endpoints.ts); docs/decisions/0023-case-links.md.
import {
  adminReassignParams,
  insuredPersonCaseCreateBody,
  ktgCaseCreateBody,
  ktgCaseCreated,
  linkCasesBody,
  linkCasesResult,
  reassignBody,
  reassignParams,
  reassignResult,
  unassignedAbsences,
  unassignedParams,
} from '../case-links.ts';
import { insuredPersonParams } from '../cases.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

/** Sickness (KTG) case decisions: the edit side of the keys that show sickness cases. */
const KTG_CASE_WRITE = permission('insurance.ktg.edit', { anyOf: ['employee.caseManagement.cases.edit'] });
/** Reassigning claims: the edit side of any key that shows cases; the service asks the claim type's key. */
const CASE_WRITE = permission('insurance.ktg.edit', {
  anyOf: ['insurance.uvg.edit', 'employee.caseManagement.cases.edit'],
});
const KTG_CASE_READ = permission('insurance.ktg.view', { anyOf: ['employee.caseManagement.cases.view'] });

export const caseLinksEndpoints = {
  insuredPersonCaseCreate: {
    method: 'POST',
    access: KTG_CASE_WRITE,
    path: `${API_PREFIX.modular}/insured-person/:insuredPersonId/case`,
    summary:
      'Make the incapacity period starting on startDate a sickness case of its own instead of the continuation ' +
      '(relapse) of the case before it; answers the new case. Unknown person: 404 INSURED_PERSON_NOT_FOUND; no ' +
      'period starting that day, or already its own case: 400 CASE_LINK_NOT_POSSIBLE',
    tags: ['cases'],
    params: insuredPersonParams,
    body: insuredPersonCaseCreateBody,
    status: 201,
    response: ktgCaseCreated,
  },
  insuredPersonReassign: {
    method: 'POST',
    access: CASE_WRITE,
    path: `${API_PREFIX.modular}/insured-person/:insuredPersonId/reassign`,
    summary:
      'Move claims to another case: every claim of one case from the first day of one of its incapacity periods ' +
      'on, to a new case (targetCaseId null) or — a whole case — to the case directly before it (a relapse). ' +
      'Claims the accounting has taken up stay. Refused: 400 CASE_LINK_NOT_POSSIBLE with the reason',
    tags: ['cases'],
    params: reassignParams,
    body: reassignBody,
    response: reassignResult,
  },
  ktgCaseCreate: {
    method: 'POST',
    access: KTG_CASE_WRITE,
    path: `${API_PREFIX.modular}/ktg-case-creation/create`,
    summary:
      'The same as POST /insured-person/{id}/case, named by the employee: the incapacity period starting on ' +
      'startDate becomes a sickness case of its own',
    tags: ['cases'],
    body: ktgCaseCreateBody,
    status: 201,
    response: ktgCaseCreated,
  },
  ktgCaseLink: {
    method: 'POST',
    access: KTG_CASE_WRITE,
    path: `${API_PREFIX.modular}/ktg-case-creation/link-cases`,
    summary:
      'A sickness case continues the case directly before it (a relapse, C15, also after the 12-month window): ' +
      'its days join that case, whose waiting period is not served again',
    tags: ['cases'],
    body: linkCasesBody,
    response: linkCasesResult,
  },
  ktgCaseUnassigned: {
    method: 'GET',
    access: KTG_CASE_READ,
    path: `${API_PREFIX.modular}/ktg-case-creation/employee/:employeeId/unassigned`,
    summary:
      "The employee's incapacity days that build no case, as runs of days with the reason (below the minimum " +
      'incapacity, no coverage, before employment, after the leaving date, ...)',
    tags: ['cases'],
    params: unassignedParams,
    response: unassignedAbsences,
  },
  adminReassign: {
    method: 'POST',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/insured-person/:insuredPersonId/reassign`,
    summary:
      'Admin: move claims to another case as POST /insured-person/{id}/reassign (every case of the tenant); ' +
      "answers 'success'; refused: 400 with a message only (spec section 8)",
    tags: ['admin'],
    params: adminReassignParams,
    body: reassignBody,
    response: reassignResult,
    messageOnlyRefusals: true,
  },
} as const satisfies Record<string, Endpoint>;
