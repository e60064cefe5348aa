// The document runtime of a process: the blob store chosen by the configuration, the URL signer and the size limit.
import type { AppConfig } from '../config.ts';
import type { DocumentRuntime } from '../modules/documents/documents.service.ts';
import { LocalDiskBlobStore } from './blob-store.ts';
import { resolveSigningSecret, UrlSigner } from './signed-urls.ts';

export async function createDocumentRuntime(config: AppConfig['documents']): Promise<DocumentRuntime> {
  return {
    blobs: new LocalDiskBlobStore(config.storeDir),
    signer: new UrlSigner(await resolveSigningSecret(config)),
    maxUploadBytes: config.maxUploadBytes,
  };
}
