// Case management (issue 30): case managements, requests and notes. Decision 0052.
import {
  acceptCaseManagementRequestBody,
  caseManagement,
  caseManagementIdParams,
  caseManagementNote,
  caseManagementNoteParams,
  caseManagementNotes,
  caseManagementRequest,
  caseManagementRequestIdParams,
  caseManagementRequestsPage,
  caseManagementRequestsQuery,
  caseManagementsPage,
  caseManagementsQuery,
  closeCaseManagementBody,
  createCaseManagementNoteBody,
  createCaseManagementRequestBody,
  declineCaseManagementRequestBody,
  employeeCaseManagementStatus,
  employeeIdParams,
  patchCaseManagementBody,
  putReturnToWorkPlanBody,
} from '../case-management.ts';
import { notesJournalPage, notesJournalQuery } from '../case-management-notes.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

const viewCases = permission('employee.caseManagement.cases.view');
const editCases = permission('employee.caseManagement.cases.edit');
/** The case manager's mark: notes edit (Case_Manager, HR_Admin). Deciding, assigning and closing are theirs. */
const caseManagerOnly = permission('employee.caseManagement.notes.edit');

export const caseManagementEndpoints = {
  caseManagementList: {
    method: 'GET',
    access: viewCases,
    path: `${API_PREFIX.modular}/case-management`,
    summary:
      'Case managements the caller may see (a superior: the team), with status, responsible case manager and ' +
      'the next deadline; by next deadline first',
    tags: ['case-management'],
    querystring: caseManagementsQuery,
    response: caseManagementsPage,
  },
  caseManagementGet: {
    method: 'GET',
    access: viewCases,
    path: `${API_PREFIX.modular}/case-management/:caseManagementId`,
    summary: 'A case management with its status history, requests, return-to-work plan and case overview fields',
    tags: ['case-management'],
    params: caseManagementIdParams,
    response: caseManagement,
  },
  caseManagementUpdate: {
    method: 'PATCH',
    access: caseManagerOnly,
    path: `${API_PREFIX.modular}/case-management/:caseManagementId`,
    summary:
      'Assign the responsible case manager, link insurance cases, mark the case review completed, record the ' +
      'signed power of attorney, set the earliest report date',
    tags: ['case-management'],
    params: caseManagementIdParams,
    body: patchCaseManagementBody,
    response: caseManagement,
  },
  caseManagementPlanPut: {
    method: 'PUT',
    access: editCases,
    path: `${API_PREFIX.modular}/case-management/:caseManagementId/plan`,
    summary: 'Write the return-to-work plan (goals, steps with dates and owners, planned work capacity by date)',
    tags: ['case-management'],
    params: caseManagementIdParams,
    body: putReturnToWorkPlanBody,
    response: caseManagement,
  },
  caseManagementClose: {
    method: 'POST',
    access: caseManagerOnly,
    path: `${API_PREFIX.modular}/case-management/:caseManagementId/close`,
    summary: 'Close an active case management with its outcome (back to work full or partial, IV, leaving, other)',
    tags: ['case-management'],
    params: caseManagementIdParams,
    body: closeCaseManagementBody,
    response: caseManagement,
  },
  caseManagementNotesList: {
    method: 'GET',
    access: permission('employee.caseManagement.notes.view'),
    path: `${API_PREFIX.modular}/case-management/:caseManagementId/notes`,
    summary: "The case manager's confidential notes, newest first (every read is audited)",
    tags: ['case-management'],
    params: caseManagementIdParams,
    response: caseManagementNotes,
  },
  caseManagementNoteCreate: {
    method: 'POST',
    access: permission('employee.caseManagement.notes.edit'),
    path: `${API_PREFIX.modular}/case-management/:caseManagementId/notes`,
    summary: 'Write a confidential note',
    tags: ['case-management'],
    params: caseManagementIdParams,
    body: createCaseManagementNoteBody,
    status: 201,
    response: caseManagementNote,
  },
  caseManagementNoteDelete: {
    method: 'DELETE',
    access: permission('employee.caseManagement.notes.edit'),
    path: `${API_PREFIX.modular}/case-management/:caseManagementId/notes/:noteId`,
    summary: 'Delete an own note (the audit trail keeps that it existed)',
    tags: ['case-management'],
    params: caseManagementNoteParams,
    response: caseManagementNotes,
  },
  caseManagementNotesJournal: {
    method: 'GET',
    access: permission('employee.caseManagement.notes.view'),
    path: `${API_PREFIX.modular}/case-management-notes`,
    summary:
      "The case manager's journal: the notes of every case management the caller may open, newest first, as " +
      'excerpts with the person, the case management status and the author; search, author, status and days. ' +
      'Every read is audited (one entry per case management shown)',
    tags: ['case-management'],
    querystring: notesJournalQuery,
    response: notesJournalPage,
  },
  caseManagementRequestsList: {
    method: 'GET',
    access: permission('employee.caseManagement.requests.view'),
    path: `${API_PREFIX.modular}/case-management-requests`,
    summary: 'Requests for case management (the inbox of the case managers: open ones first)',
    tags: ['case-management'],
    querystring: caseManagementRequestsQuery,
    response: caseManagementRequestsPage,
  },
  caseManagementRequestCreate: {
    method: 'POST',
    access: permission('employee.caseManagement.requests.edit'),
    path: `${API_PREFIX.modular}/case-management-request`,
    summary:
      'Request case management for an employee with a reason (409 CASE_MANAGEMENT_REQUEST_OPEN while one is ' +
      'open, 409 CASE_MANAGEMENT_ACTIVE while one runs); the case managers are notified',
    tags: ['case-management'],
    body: createCaseManagementRequestBody,
    status: 201,
    response: caseManagementRequest,
  },
  caseManagementRequestAccept: {
    method: 'POST',
    access: caseManagerOnly,
    path: `${API_PREFIX.modular}/case-management-request/:requestId/accept`,
    summary: 'Accept an open request: the case management becomes ACTIVE with its responsible case manager',
    tags: ['case-management'],
    params: caseManagementRequestIdParams,
    body: acceptCaseManagementRequestBody,
    response: caseManagementRequest,
  },
  caseManagementRequestDecline: {
    method: 'POST',
    access: caseManagerOnly,
    path: `${API_PREFIX.modular}/case-management-request/:requestId/decline`,
    summary: 'Decline an open request with a reason; the requester is notified',
    tags: ['case-management'],
    params: caseManagementRequestIdParams,
    body: declineCaseManagementRequestBody,
    response: caseManagementRequest,
  },
  caseManagementRequestWithdraw: {
    method: 'POST',
    access: permission('employee.caseManagement.requests.edit'),
    path: `${API_PREFIX.modular}/case-management-request/:requestId/withdraw`,
    summary: 'Withdraw an own open request',
    tags: ['case-management'],
    params: caseManagementRequestIdParams,
    response: caseManagementRequest,
  },
  caseManagementEmployeeStatus: {
    method: 'GET',
    access: viewCases,
    path: `${API_PREFIX.modular}/employee/:employeeId/case-management`,
    summary: "An employee's case management status (ACTIVE, REQUESTED, NOT_ACTIVE) and whether the caller may request",
    tags: ['case-management'],
    params: employeeIdParams,
    response: employeeCaseManagementStatus,
  },
} as const satisfies Record<string, Endpoint>;
