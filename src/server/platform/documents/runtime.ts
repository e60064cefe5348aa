// The document runtime of a process: the blob store chosen by the configuration, the URL signer and the size limit.
import type { AppConfig } from '../../config.ts';
import { type BlobStore, LocalDiskBlobStore } from './blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';
import { resolveSigningSecret, UrlSigner } from './signed-urls.ts';

/** What a process stores and signs documents with. */
export type DocumentRuntime = { blobs: BlobStore; signer: UrlSigner; maxUploadBytes: number };

/** The blob store of the configuration: the S3-compatible bucket when DOCUMENT_STORE_URL is s3://, else the disk. */
export function createBlobStore(config: AppConfig['documents']): BlobStore {
  if (!config.s3) return new LocalDiskBlobStore(config.storeDir);
  const { bucket, prefix, endpoint, region, forcePathStyle, accessKeyId, secretAccessKey } = config.s3;
  return new S3BlobStore({
    bucket,
    prefix,
    endpoint,
    region,
    forcePathStyle,
    credentials: { accessKeyId, secretAccessKey },
  });
}

export async function createDocumentRuntime(config: AppConfig['documents']): Promise<DocumentRuntime> {
  return {
    blobs: createBlobStore(config),
    signer: new UrlSigner(await resolveSigningSecret(config)),
    maxUploadBytes: config.maxUploadBytes,
  };
}
