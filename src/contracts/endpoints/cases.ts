// Cases and insured persons (spec section 7): the endpoint table of this area (composed in ../endpoints.ts).
// Who sees which case (docs/decisions/0018-case-routes.md): SICK cases need insurance.ktg.view or
// employee.caseManagement.cases.view, ACCIDENT cases insurance.uvg.view; a 'superior' value limits them to the team.
import { z } from 'zod';
import {
  caseComment,
  caseCommentBody,
  caseCommentDeleteParams,
  caseCommentParams,
  caseOverview,
  caseOverviewParams,
  casesPage,
  casesQuery,
  claimPatchBody,
  claimPatchResult,
  insuredPersonCases,
  insuredPersonParams,
  unassignedCasesPage,
  unassignedCasesQuery,
} from '../cases.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

/** The route access of the case reads: any of the keys that show some cases (the service filters by claim type). */
export const CASE_READ = permission('insurance.ktg.view', {
  anyOf: ['insurance.uvg.view', 'employee.caseManagement.cases.view'],
});

/**
 * The route access of the comment writes: the edit side of the keys that show cases (decision 0018); the service
 * then asks the edit key of the case's claim type (SICK: insurance.ktg.edit or employee.caseManagement.cases.edit,
 * ACCIDENT: insurance.uvg.edit).
 */
const CASE_COMMENT_WRITE = permission('insurance.ktg.edit', {
  anyOf: ['insurance.uvg.edit', 'employee.caseManagement.cases.edit'],
});

export const casesEndpoints = {
  casesList: {
    method: 'GET',
    access: CASE_READ,
    path: `${API_PREFIX.modular}/case`,
    summary:
      'Sick-pay cases with the spec filters, sort (RISK_COUNTER = benefit days used) and paging below 200; ' +
      'include=claims adds the claims. SICK cases need insurance.ktg.view or employee.caseManagement.cases.view, ' +
      'ACCIDENT cases insurance.uvg.view; a superior sees the team',
    tags: ['cases'],
    querystring: casesQuery,
    response: casesPage,
  },
  casesWithUnassignedClaims: {
    method: 'GET',
    access: permission('claims.view'),
    path: `${API_PREFIX.modular}/case/with-claims-that-have-no-accounting-month`,
    summary:
      'Cases with UNASSIGNED claims in closed-out months (months before the current one): claims no accounting ' +
      'month has taken up; oldest first',
    tags: ['cases'],
    querystring: unassignedCasesQuery,
    response: unassignedCasesPage,
  },
  insuredPersonCases: {
    method: 'GET',
    access: CASE_READ,
    path: `${API_PREFIX.modular}/insured-person/:insuredPersonId/case`,
    summary:
      "The insured person's cases the caller may see, with their claims. Unknown (or outside the caller's scope): " +
      '404 INSURED_PERSON_NOT_FOUND',
    tags: ['cases'],
    params: insuredPersonParams,
    response: insuredPersonCases,
  },
  claimsPatch: {
    method: 'PATCH',
    access: permission('claims.edit'),
    path: `${API_PREFIX.modular}/claim`,
    summary:
      "Set claims' processing status (SCHEDULED and PROCESSED with accountingMonthId). Each claim names the " +
      'revisionId it was read with: a changed claim answers 409 REVISION_CONFLICT and nothing changes. Unknown ' +
      'person: 400 INSURED_PERSON_NOT_FOUND; a claim not of the person: 400 CASE_NOT_FOUND; a booked claim or a ' +
      'locked target month: 409 ACCOUNTING_MONTH_LOCKED; all or nothing',
    tags: ['cases'],
    body: claimPatchBody,
    response: claimPatchResult,
  },
  caseOverview: {
    method: 'GET',
    access: CASE_READ,
    path: `${API_PREFIX.modular}/case-overview/:ktgCaseId`,
    summary:
      'Case overview flags: isCaseReviewCompleted, powUploadedAt, backToWork, earliestReportDate; unknown: 404 ' +
      'CASE_NOT_FOUND',
    tags: ['cases'],
    params: caseOverviewParams,
    response: caseOverview,
  },
  caseCommentCreate: {
    method: 'POST',
    access: CASE_COMMENT_WRITE,
    path: `${API_PREFIX.modular}/case/:caseId/comments`,
    summary:
      'Comment on a case (at most 1000 characters, validBetween optional). SICK cases need insurance.ktg.edit or ' +
      'employee.caseManagement.cases.edit, ACCIDENT cases insurance.uvg.edit; a case the caller may not see (or ' +
      'not of insuredPersonId): 404 CASE_NOT_FOUND; visible but not writable: 403 FORBIDDEN',
    tags: ['cases'],
    params: caseCommentParams,
    body: caseCommentBody,
    status: 201,
    response: caseComment,
  },
  caseCommentDelete: {
    method: 'DELETE',
    access: CASE_COMMENT_WRITE,
    path: `${API_PREFIX.modular}/case/:insuredPersonId/:caseId/comments/:commentId`,
    summary:
      'Delete a comment: its poster or an HR_Admin, with the edit permission of the case. Unknown case: 404 ' +
      "CASE_NOT_FOUND; unknown comment: 404 COMMENT_NOT_FOUND; another poster's comment: 403 FORBIDDEN",
    tags: ['cases'],
    params: caseCommentDeleteParams,
    status: 204,
    response: z.null(),
  },
} as const satisfies Record<string, Endpoint>;
