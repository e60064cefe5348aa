import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  contentDisposition,
  createDocument,
  createDownloadAddress,
  getDocument,
  openContent,
  receiveContent,
} from './documents.service.ts';

export async function documentsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.documentsCreate, async (request) =>
    createDocument(app.documents, app.database, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.documentsGet, async (request) =>
    getDocument(app.database, request.ctx, request.params.documentId),
  );
  registerEndpoint(app, endpoints.documentsDownloadUrl, async (request) =>
    createDownloadAddress(app.documents, app.database, request.ctx, request.params.documentId),
  );
  registerEndpoint(app, endpoints.documentsGetContent, async (request, reply) => {
    const { row, stream } = await openContent(app.documents, app.database, {
      documentId: request.params.documentId,
      query: request.query,
    });
    reply
      .header('content-type', row.contentType)
      .header('content-disposition', contentDisposition(row.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (row.sizeBytes !== null) reply.header('content-length', row.sizeBytes);
    return reply.send(stream) as never;
  });

  // The direct PUT takes the body as it arrives, whatever its media type (a browser sends the file's own type,
  // an integration often none): in a scope of its own, every content type passes the raw stream through, and the
  // service counts, hashes and limits it while it streams to the store.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    registerEndpoint(scope, endpoints.documentsPutContent, async (request) => {
      const length = request.headers['content-length'];
      return receiveContent(app.documents, app.database, {
        documentId: request.params.documentId,
        query: request.query,
        fileNameHeader: request.headers['x-file-name'],
        contentLength: length === undefined ? undefined : Number(length),
        body: (request.body as Readable | undefined) ?? request.raw,
      });
    });
  });
}
