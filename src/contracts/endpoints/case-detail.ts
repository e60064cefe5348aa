// Case detail (issue 13): the endpoint table of this area (composed in ../endpoints.ts). Access as the case list
// (CASE_READ, docs/decisions/0018-case-routes.md): a case the caller may not see answers 404 like an unknown one.
// Decisions: docs/decisions/0020-case-detail-and-explanation.md.
import {
  adminCaseDetail,
  adminCaseParams,
  caseDetail,
  caseDetailParams,
  caseExplanation,
  caseExplanationQuery,
} from '../case-detail.ts';
import { casesPage, casesQuery } from '../cases.ts';
import { API_PREFIX, type Endpoint } from '../endpoint.ts';
import { tenantIdParams } from '../identity.ts';
import { CASE_READ } from './cases.ts';

export const caseDetailEndpoints = {
  caseDetail: {
    method: 'GET',
    access: CASE_READ,
    path: `${API_PREFIX.modular}/case/:caseId`,
    summary:
      'One case with its claims (and the day facts), comments, status history, periods, monthly totals and stored ' +
      'inputs (manual corrections, IV settings, benefit stops, accident date). Visibility as GET /case; unknown or ' +
      'not visible: 404 CASE_NOT_FOUND',
    tags: ['cases'],
    params: caseDetailParams,
    response: caseDetail,
  },
  caseExplanation: {
    method: 'GET',
    access: CASE_READ,
    path: `${API_PREFIX.modular}/case/:caseId/explanation`,
    summary:
      "Why this amount: the explanation trail of the case's claims of one day, recomputed on the stored asOfDate " +
      'with matchesStoredAmounts. Unknown or not visible: 404 CASE_NOT_FOUND; a date outside the case: 400 ' +
      'DATE_OUTSIDE_CASE',
    tags: ['cases'],
    params: caseDetailParams,
    querystring: caseExplanationQuery,
    response: caseExplanation,
  },
  adminCaseDetail: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/case/:ktgCaseId`,
    summary:
      "A case of any tenant by its id, with the case detail and the tenant's id (admin; audited in the tenant's " +
      'audit log); unknown: 404 CASE_NOT_FOUND',
    tags: ['admin'],
    params: adminCaseParams,
    response: adminCaseDetail,
  },
  adminCaseExplanation: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/case/:ktgCaseId/explanation`,
    summary:
      "Why this amount, for a case of any tenant (admin; audited in the case's tenant): the explanation of GET " +
      '/case/{caseId}/explanation. Unknown: 404 CASE_NOT_FOUND; a date outside the case: 400 DATE_OUTSIDE_CASE',
    tags: ['admin'],
    params: adminCaseParams,
    querystring: caseExplanationQuery,
    response: caseExplanation,
  },
  adminTenantCasesList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/cases`,
    summary:
      "A tenant's cases (admin, on behalf of the tenant; audited): the query and answer of GET /case, every case " +
      'of the tenant',
    tags: ['admin'],
    params: tenantIdParams,
    querystring: casesQuery,
    response: casesPage,
  },
} as const satisfies Record<string, Endpoint>;
