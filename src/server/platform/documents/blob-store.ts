// The blob store behind documents (issue 11): where the bytes of uploaded and generated files live. One interface,
// two kinds: the local disk (default, under DOCUMENT_STORE_DIR) and, by configuration, an S3-compatible store
// (docs/decisions/0010-documents-and-uploads.md). Keys are opaque paths chosen by the document service
// (`<tenantId>/<documentId>`); callers never see them.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredBlob = { sizeBytes: number; sha256: string };
export type BlobContent = Readable | AsyncIterable<Buffer> | Iterable<Buffer>;

export class BlobTooLargeError extends Error {
  override readonly name = 'BlobTooLargeError';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

export interface BlobStore {
  readonly kind: 'local' | 's3';
  /**
   * Streams `content` under `key`, counting and hashing on the way; refuses (and keeps nothing) beyond `maxBytes`.
   * The blob appears under its key only when it has arrived whole (write to a temporary name, then rename).
   */
  put(key: string, content: BlobContent, options: { maxBytes: number }): Promise<StoredBlob>;
  /** The blob's bytes as a stream; throws when the key holds nothing. */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Counts and hashes what flows through it and stops the stream beyond `maxBytes`. */
export function measuringStream(maxBytes: number): Transform & { result(): StoredBlob } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new BlobTooLargeError(maxBytes));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  }) as Transform & { result(): StoredBlob };
  let digest: string | undefined;
  stream.result = () => {
    digest ??= hash.digest('hex');
    return { sizeBytes: size, sha256: digest };
  };
  return stream;
}

export class LocalDiskBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/.test(key) || key.includes('..')) {
      throw new Error('invalid blob key');
    }
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('invalid blob key');
    return path;
  }

  async put(key: string, content: BlobContent, options: { maxBytes: number }) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.partial-${process.pid}-${Date.now()}`;
    const measure = measuringStream(options.maxBytes);
    try {
      await pipeline(content, measure, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return measure.result();
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await stat(path); // throws ENOENT before a stream is handed out
    return createReadStream(path);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
