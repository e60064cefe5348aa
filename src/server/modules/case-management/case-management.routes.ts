// The case management routes (issue 30; src/contracts/endpoints/case-management.ts): case managements, requests,
// notes (per case and the journal across them) and the employee's status. Registered by app.ts through index.ts.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  closeCaseManagement,
  employeeCaseManagementStatus,
  getCaseManagement,
  listCaseManagements,
  putPlan,
  updateCaseManagement,
} from './case-management.service.ts';
import { createNote, deleteNote, listNotes } from './case-management-notes.service.ts';
import { listNotesJournal } from './case-management-notes-journal.service.ts';
import {
  acceptRequest,
  createRequest,
  declineRequest,
  listRequests,
  withdrawRequest,
} from './case-management-requests.service.ts';

export async function caseManagementRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.caseManagementList, async (request) =>
    listCaseManagements(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.caseManagementGet, async (request) =>
    getCaseManagement(app.database, request.ctx, request.params.caseManagementId),
  );
  registerEndpoint(app, endpoints.caseManagementUpdate, async (request) =>
    updateCaseManagement(app.database, request.ctx, request.params.caseManagementId, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.caseManagementPlanPut, async (request) =>
    putPlan(app.database, request.ctx, request.params.caseManagementId, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.caseManagementClose, async (request) =>
    closeCaseManagement(app.database, request.ctx, request.params.caseManagementId, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.caseManagementNotesList, async (request) =>
    listNotes(app.database, request.ctx, request.params.caseManagementId),
  );
  registerEndpoint(app, endpoints.caseManagementNoteCreate, async (request) =>
    createNote(app.database, request.ctx, request.params.caseManagementId, request.body.text, app.now()),
  );
  registerEndpoint(app, endpoints.caseManagementNoteDelete, async (request) =>
    deleteNote(app.database, request.ctx, request.params.caseManagementId, request.params.noteId, app.now()),
  );
  registerEndpoint(app, endpoints.caseManagementNotesJournal, async (request) =>
    listNotesJournal(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.caseManagementRequestsList, async (request) =>
    listRequests(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.caseManagementRequestCreate, async (request) =>
    createRequest(app.database, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.caseManagementRequestAccept, async (request) =>
    acceptRequest(app.database, request.ctx, request.params.requestId, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.caseManagementRequestDecline, async (request) =>
    declineRequest(app.database, request.ctx, request.params.requestId, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.caseManagementRequestWithdraw, async (request) =>
    withdrawRequest(app.database, request.ctx, request.params.requestId, app.now()),
  );
  registerEndpoint(app, endpoints.caseManagementEmployeeStatus, async (request) =>
    employeeCaseManagementStatus(app.database, request.ctx, request.params.employeeId),
  );
}
