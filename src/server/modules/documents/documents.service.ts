// Documents (issue 11): announce a file (a pending row and a signed PUT address), receive its content once through
// that address, hand out signed download addresses, and store generated files. The bytes live in the blob store,
// the metadata in `documents` (tenant table, RLS). Uploads stream straight to the store: no transaction is open
// while bytes arrive; the row becomes `stored` in a short locked transaction afterwards, and of two parallel PUTs
// of one document exactly one wins (the other's bytes are removed and it answers 409).
import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { DocumentMetadata } from '../../../contracts/documents.ts';
import { documentName, FILE_NAME_HEADER } from '../../../contracts/documents.ts';
import type { AppTransaction, Database } from '../../../db/client.ts';
import { documents } from '../../../db/schema/documents.ts';
import { AppError } from '../../app-error.ts';
import { type BlobContent, BlobTooLargeError } from '../../platform/documents/blob-store.ts';
import type { DocumentRuntime } from '../../platform/documents/runtime.ts';
import type { SignedMethod } from '../../platform/documents/signed-urls.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';

export type { DocumentRuntime };

type DocumentRow = typeof documents.$inferSelect;

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  xml: 'application/xml',
  json: 'application/json',
};

export function fileTypeOf(name: string): string {
  return extname(name).slice(1).toLowerCase().slice(0, 20);
}

function contentTypeOf(name: string, declared?: string): string {
  return CONTENT_TYPES[fileTypeOf(name)] ?? declared ?? 'application/octet-stream';
}

export function toDocumentMetadata(row: DocumentRow): DocumentMetadata {
  return {
    documentId: row.id,
    name: row.name,
    fileType: row.fileType,
    contentType: row.contentType,
    status: row.status,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    createdAt: row.createdAt,
    storedAt: row.storedAt,
    createdBy: row.createdByName,
  };
}

export async function createDocument(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  input: { name: string; contentType?: string },
) {
  const actor = requireActor(ctx);
  const tenantId = requireTenantId(ctx);
  const id = randomUUID();
  const row = await inTenant(database, ctx, async (tx) => {
    const [inserted] = await tx
      .insert(documents)
      .values({
        tenantId,
        id,
        name: input.name,
        fileType: fileTypeOf(input.name),
        contentType: contentTypeOf(input.name, input.contentType),
        purpose: 'upload',
        storageKey: `${tenantId}/${id}`,
        createdByUserId: actor.kind === 'user' ? actor.userId : null,
        createdByName: actor.name,
      })
      .returning();
    if (!inserted) throw new Error('document insert returned nothing');
    return inserted;
  });
  const address = runtime.signer.sign('PUT', tenantId, id);
  return {
    ...toDocumentMetadata(row),
    uploadUrl: address.uri,
    method: 'PUT' as const,
    headers: { [FILE_NAME_HEADER]: encodeURIComponent(input.name) },
    expiresAt: address.expiresAt,
    maxBytes: runtime.maxUploadBytes,
  };
}

async function findDocument(tx: AppTransaction, id: string, lock = false): Promise<DocumentRow> {
  const query = tx.select().from(documents).where(eq(documents.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('DOCUMENT_NOT_FOUND', 'Document not found');
  return row;
}

export async function getDocument(database: Database, ctx: RequestContext, documentId: string) {
  return toDocumentMetadata(await inTenant(database, ctx, (tx) => findDocument(tx, documentId)));
}

/** A stored document of the caller's tenant, for services that read files (uploads). */
export async function requireStoredDocument(tx: AppTransaction, documentId: string): Promise<DocumentRow> {
  const row = await findDocument(tx, documentId);
  if (row.status !== 'stored') {
    throw new AppError('DOCUMENT_NOT_STORED', 'The file has not been uploaded completely yet');
  }
  return row;
}

export function signedDownload(runtime: DocumentRuntime, row: DocumentRow) {
  const address = runtime.signer.sign('GET', row.tenantId, row.id);
  return { uri: address.uri, filename: row.name, expiresAt: address.expiresAt };
}

export async function createDownloadAddress(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  documentId: string,
) {
  const row = await inTenant(database, ctx, (tx) => requireStoredDocument(tx, documentId));
  return signedDownload(runtime, row);
}

function checkSignature(
  runtime: DocumentRuntime,
  method: SignedMethod,
  documentId: string,
  query: { tenantId: string; expires: number; signature: string },
) {
  const verdict = runtime.signer.verify(method, query.tenantId, documentId, query.expires, query.signature);
  if (verdict === 'invalid') throw new AppError('INVALID_SIGNATURE', 'The address is not valid for this file');
  if (verdict === 'expired') {
    throw new AppError('SIGNATURE_EXPIRED', 'The address has expired; ask for a new one');
  }
}

/** The file name of the signed PUT: the header, percent-decoded and checked like every document name. */
export function parseFileNameHeader(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) throw new AppError('MISSING_FILE_NAME', `Send the file name in the ${FILE_NAME_HEADER} header`);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new AppError('MISSING_FILE_NAME', `The ${FILE_NAME_HEADER} header is not valid percent-encoding`);
  }
  const parsed = documentName().safeParse(decoded);
  if (!parsed.success) {
    throw new AppError('MISSING_FILE_NAME', `The ${FILE_NAME_HEADER} header is not a valid file name`);
  }
  return parsed.data;
}

/** The direct PUT: checks the address, streams the body to the store, then marks the document stored (once). */
export async function receiveContent(
  runtime: DocumentRuntime,
  database: Database,
  input: {
    documentId: string;
    query: { tenantId: string; expires: number; signature: string };
    fileNameHeader: string | string[] | undefined;
    contentLength: number | undefined;
    body: Readable | AsyncIterable<Buffer>;
  },
) {
  checkSignature(runtime, 'PUT', input.documentId, input.query);
  const name = parseFileNameHeader(input.fileNameHeader);
  if (input.contentLength !== undefined && input.contentLength > runtime.maxUploadBytes) {
    throw new AppError('FILE_TOO_LARGE', `The file is larger than ${runtime.maxUploadBytes} bytes`);
  }
  const { tenantId } = input.query;
  const pending = await database.withTenant(tenantId, (tx) => findDocument(tx, input.documentId));
  if (pending.status === 'stored') throw new AppError('DOCUMENT_ALREADY_STORED', 'This file has been uploaded already');

  // A key of its own per attempt: parallel PUTs never write into each other's bytes.
  const storageKey = `${tenantId}/${input.documentId}-${randomUUID()}`;
  let stored: { sizeBytes: number; sha256: string };
  try {
    stored = await runtime.blobs.put(storageKey, input.body, { maxBytes: runtime.maxUploadBytes });
  } catch (error) {
    if (error instanceof BlobTooLargeError) {
      throw new AppError('FILE_TOO_LARGE', `The file is larger than ${runtime.maxUploadBytes} bytes`);
    }
    throw error;
  }
  try {
    const row = await database.withTenant(tenantId, async (tx) => {
      const current = await findDocument(tx, input.documentId, true);
      if (current.status === 'stored') {
        throw new AppError('DOCUMENT_ALREADY_STORED', 'This file has been uploaded already');
      }
      const [updated] = await tx
        .update(documents)
        .set({
          name,
          fileType: fileTypeOf(name),
          contentType: contentTypeOf(name, current.contentType),
          status: 'stored',
          storageKey,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          storedAt: new Date().toISOString(),
        })
        .where(eq(documents.id, input.documentId))
        .returning();
      if (!updated) throw new Error('document update returned nothing');
      return updated;
    });
    return toDocumentMetadata(row);
  } catch (error) {
    await runtime.blobs.delete(storageKey);
    throw error;
  }
}

/** The signed GET: checks the address and opens the stored content. */
export async function openContent(
  runtime: DocumentRuntime,
  database: Database,
  input: { documentId: string; query: { tenantId: string; expires: number; signature: string } },
) {
  checkSignature(runtime, 'GET', input.documentId, input.query);
  const row = await database.withTenant(input.query.tenantId, (tx) => requireStoredDocument(tx, input.documentId));
  return { row, stream: await runtime.blobs.get(row.storageKey) };
}

/** Opens a stored document's bytes for the platform's own processing (uploads). */
export async function openStoredContent(runtime: DocumentRuntime, row: DocumentRow): Promise<Readable> {
  return runtime.blobs.get(row.storageKey);
}

/**
 * Stores a file the platform generated (row reports, exports, reports): the bytes stream to the store first, then
 * the row is written in a short transaction (no transaction stays open while a large file is written).
 */
export async function storeGeneratedDocument(
  runtime: DocumentRuntime,
  database: Database,
  input: {
    tenantId: string;
    name: string;
    content: BlobContent | Buffer;
    createdByName: string;
    createdByUserId?: string | null;
    /** The exact media type with its charset ('text/csv; charset=windows-1252'); else derived from the name. */
    contentType?: string;
  },
): Promise<DocumentRow> {
  const id = randomUUID();
  const storageKey = `${input.tenantId}/${id}`;
  const content = Buffer.isBuffer(input.content) ? [input.content] : input.content;
  const stored = await runtime.blobs.put(storageKey, content, { maxBytes: Number.MAX_SAFE_INTEGER });
  try {
    const [row] = await database.withTenant(input.tenantId, (tx) =>
      tx
        .insert(documents)
        .values({
          tenantId: input.tenantId,
          id,
          name: input.name,
          fileType: fileTypeOf(input.name),
          contentType: input.contentType ?? contentTypeOf(input.name),
          purpose: 'generated',
          status: 'stored',
          storageKey,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          createdByUserId: input.createdByUserId ?? null,
          createdByName: input.createdByName,
          storedAt: new Date().toISOString(),
        })
        .returning(),
    );
    if (!row) throw new Error('document insert returned nothing');
    return row;
  } catch (error) {
    await runtime.blobs.delete(storageKey);
    throw error;
  }
}

/**
 * Removes generated documents that nothing refers to any more (a draft's preview replaced by its regeneration): their
 * rows in the caller's transaction, answering the storage keys for removeBlobs once that transaction committed. A
 * blob whose removal fails (or a crash in between) stays in the store without a row: never shown, never signed.
 */
export async function deleteDocumentRows(tx: AppTransaction, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(documents)
    .where(inArray(documents.id, [...ids]))
    .returning({ storageKey: documents.storageKey });
  return rows.map((row) => row.storageKey);
}

/** The blobs of document rows deleted by a committed transaction (see deleteDocumentRows); failures are ignored. */
export async function removeBlobs(runtime: DocumentRuntime, storageKeys: readonly string[]): Promise<void> {
  for (const key of storageKeys) {
    await runtime.blobs.delete(key).catch(() => {});
  }
}

/** RFC 6266 Content-Disposition for a download: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'download';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
