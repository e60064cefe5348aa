// The care task routes (issue 29; src/contracts/endpoints/care-tasks.ts): templates, tasks, comments, attachments and
// the protocol. Registered by the care module (care.routes.ts) / app.ts.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  addAttachment,
  addComment,
  attachmentDownload,
  deleteAttachment,
  deleteComment,
  protocolDownload,
} from './care-task-attachments.ts';
import {
  archiveCareTaskDefinition,
  createCareTaskDefinition,
  listCareTaskDefinitions,
  updateCareTaskDefinition,
} from './care-task-definitions.ts';
import {
  completeTask,
  createTask,
  discardTask,
  getTask,
  listTasks,
  reopenTask,
  updateTask,
} from './care-tasks.service.ts';

export async function careTaskRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.careTaskDefinitionsList, async (request) =>
    listCareTaskDefinitions(app.database, request.ctx),
  );
  registerEndpoint(app, endpoints.careTaskDefinitionCreate, async (request) =>
    createCareTaskDefinition(app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.careTaskDefinitionUpdate, async (request) =>
    updateCareTaskDefinition(app.database, request.ctx, request.params.careTaskDefinitionId, request.body),
  );
  registerEndpoint(app, endpoints.careTaskDefinitionArchive, async (request) =>
    archiveCareTaskDefinition(app.database, request.ctx, request.params.careTaskDefinitionId),
  );
  registerEndpoint(app, endpoints.careTasksList, async (request) =>
    listTasks(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.careTaskGet, async (request) =>
    getTask(app.database, request.ctx, request.params.careTaskId),
  );
  registerEndpoint(app, endpoints.careTaskCreate, async (request) =>
    createTask(app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.careTaskUpdate, async (request) =>
    updateTask(app.database, request.ctx, request.params.careTaskId, request.body),
  );
  registerEndpoint(app, endpoints.careTaskComplete, async (request) =>
    completeTask(app.documents, app.database, request.ctx, request.params.careTaskId, request.body),
  );
  registerEndpoint(app, endpoints.careTaskDiscard, async (request) =>
    discardTask(app.database, request.ctx, request.params.careTaskId, request.body),
  );
  registerEndpoint(app, endpoints.careTaskReopen, async (request) =>
    reopenTask(app.database, request.ctx, request.params.careTaskId, request.body),
  );
  registerEndpoint(app, endpoints.careTaskCommentCreate, async (request) =>
    addComment(app.database, request.ctx, request.params.careTaskId, request.body.comment),
  );
  registerEndpoint(app, endpoints.careTaskCommentDelete, async (request) =>
    deleteComment(app.database, request.ctx, request.params.careTaskId, request.params.commentId),
  );
  registerEndpoint(app, endpoints.careTaskAttachmentCreate, async (request) =>
    addAttachment(app.database, request.ctx, request.params.careTaskId, request.body.documentId),
  );
  registerEndpoint(app, endpoints.careTaskAttachmentDelete, async (request) =>
    deleteAttachment(app.database, request.ctx, request.params.careTaskId, request.params.attachmentId),
  );
  registerEndpoint(app, endpoints.careTaskAttachmentDownload, async (request) =>
    attachmentDownload(
      app.documents,
      app.database,
      request.ctx,
      request.params.careTaskId,
      request.params.attachmentId,
    ),
  );
  registerEndpoint(app, endpoints.careTaskProtocol, async (request) =>
    protocolDownload(app.documents, app.database, request.ctx, request.params.careTaskId),
  );
}
