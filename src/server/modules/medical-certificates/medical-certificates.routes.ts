// The medical certificates routes (issue 30 section 2; src/contracts/endpoints/medical-certificates.ts): certificates,
// the missing-certificates worklist, upload links, and the two public routes behind a link. Registered by app.ts.
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { receiveUpload, uploadInfo } from './certificate-upload.service.ts';
import { createCertificate, deleteCertificate, listCertificates, updateCertificate } from './certificates.service.ts';
import { listMissingCertificates } from './missing-certificates.ts';
import { createUploadLink, listUploadLinks, revokeUploadLink } from './upload-links.service.ts';

export async function medicalCertificatesRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.medicalCertificatesList, async (request) =>
    listCertificates(app.database, request.ctx, request.query, app.now()),
  );
  registerEndpoint(app, endpoints.medicalCertificateCreate, async (request) =>
    createCertificate(app.database, app.jobs, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.medicalCertificateUpdate, async (request) =>
    updateCertificate(app.database, app.jobs, request.ctx, request.params.certificateId, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.medicalCertificateDelete, async (request) =>
    deleteCertificate(app.database, app.jobs, request.ctx, request.params.certificateId, app.now()),
  );
  registerEndpoint(app, endpoints.missingCertificatesList, async (request) =>
    listMissingCertificates(app.database, request.ctx, request.query, app.now()),
  );
  registerEndpoint(app, endpoints.certificateUploadLinksList, async (request) =>
    listUploadLinks(app.database, request.ctx, request.query.employeeId, app.now()),
  );
  registerEndpoint(app, endpoints.certificateUploadLinkCreate, async (request) =>
    createUploadLink(app.database, request.ctx, request.body, app.now()),
  );
  registerEndpoint(app, endpoints.certificateUploadLinkRevoke, async (request) =>
    revokeUploadLink(app.database, request.ctx, request.params.uploadLinkId, app.now()),
  );
  registerEndpoint(app, endpoints.certificateUploadInfo, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return uploadInfo(app.database, request.params.uploadToken, app.now());
  });

  // The upload takes the file as it arrives (like documentsPutContent): in a scope of its own every content type
  // passes the raw stream through; the service checks the declared type against the first bytes and reads at most
  // CERTIFICATE_FILE_MAX_BYTES (the app's 1 MiB body limit applies to parsed bodies only, never to this stream).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    registerEndpoint(scope, endpoints.certificateUploadSubmit, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const length = request.headers['content-length'];
      return receiveUpload(
        app.documents,
        app.database,
        app.jobs,
        {
          token: request.params.uploadToken,
          query: request.query,
          contentType: request.headers['content-type'],
          fileNameHeader: request.headers['x-file-name'],
          contentLength: length === undefined ? undefined : Number(length),
          body: (request.body as Readable | undefined) ?? request.raw,
          requestId: String(request.id),
        },
        app.now(),
      );
    });
  });
}
