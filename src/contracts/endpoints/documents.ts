// Documents: the endpoint table of this area (composed in ../endpoints.ts).
import { z } from 'zod';
import {
  createDocumentBody,
  createdDocument,
  documentIdParams,
  documentMetadata,
  signedAddressQuery,
  signedDownload,
} from '../documents.ts';
import { API_PREFIX, type Endpoint, PUBLIC, permission } from '../endpoint.ts';

export const documentsEndpoints = {
  documentsCreate: {
    method: 'POST',
    // Files for the data hub, and attachments of care tasks (issue 29: a superior attaches to a team member's task).
    access: permission('dataHub.edit', { anyOf: ['employee.careTasks.edit'] }),
    path: `${API_PREFIX.modular}/documents`,
    summary: 'Announce a file: answers the document id and a signed address for the direct PUT of its content',
    tags: ['documents'],
    body: createDocumentBody,
    status: 201,
    rateLimitPerMinute: 120,
    response: createdDocument,
  },
  documentsGet: {
    method: 'GET',
    access: permission('dataHub.view'),
    path: `${API_PREFIX.modular}/documents/:documentId`,
    summary: 'A document: name, type, size, SHA-256, whether its content has arrived',
    tags: ['documents'],
    params: documentIdParams,
    response: documentMetadata,
  },
  documentsDownloadUrl: {
    method: 'GET',
    access: permission('dataHub.view'),
    path: `${API_PREFIX.modular}/documents/:documentId/download-url`,
    summary: 'A signed address to download the document (valid 15 minutes)',
    tags: ['documents'],
    params: documentIdParams,
    response: signedDownload,
  },
  documentsPutContent: {
    method: 'PUT',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/documents/:documentId/content`,
    summary:
      'The direct PUT of a file to its signed address (from documentsCreate): the body is the file as it is, the ' +
      'x-file-name header its name; the signature is the permission',
    tags: ['documents'],
    params: documentIdParams,
    querystring: signedAddressQuery,
    response: documentMetadata,
  },
  documentsGetContent: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/documents/:documentId/content`,
    summary: 'The content of a document at its signed address (from documentsDownloadUrl), as an attachment',
    tags: ['documents'],
    params: documentIdParams,
    querystring: signedAddressQuery,
    binary: true,
    response: z.string().meta({ description: 'The file (binary)', format: 'binary' }),
  },
} as const satisfies Record<string, Endpoint>;
