// The S3-compatible blob store (docs/decisions/0010-documents-and-uploads.md): AWS S3, MinIO, Exoscale SOS,
// Infomaniak Swiss Backup / Cloudian and the like, over plain HTTP(S) with the global fetch. Requests are signed
// with AWS Signature Version 4 computed here with node:crypto (the AWS SDK is tens of megabytes for four calls).
// A put goes through a temporary file first: the size limit and the SHA-256 are known before anything is sent, a
// file that is too large never reaches the bucket, and the object is written by one PUT with a Content-Length and
// its SHA-256, so it appears whole or not at all.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type BlobContent, type BlobStore, measuringStream, type StoredBlob } from './blob-store.ts';

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

export type S3BlobStoreOptions = {
  bucket: string;
  /** Prepended to every key with a slash (no leading or trailing slash; may be empty). */
  prefix?: string;
  /** Base URL of the service, e.g. http://127.0.0.1:9000; default https://s3.<region>.amazonaws.com. */
  endpoint?: string;
  region: string;
  credentials: S3Credentials;
  /** `https://endpoint/bucket/key` (MinIO and most self-hosted services) instead of `https://bucket.endpoint/key`. */
  forcePathStyle?: boolean;
  /** Where a put keeps the bytes until they are sent (default: the system's temporary directory). */
  tempDir?: string;
  /** Time for a HEAD, a DELETE, the answer of a GET (not the download itself) and the base time of a PUT. */
  timeoutMs?: number;
};

/** A PUT gets `timeoutMs` plus one second per MiB (the bucket is expected to take at least 1 MiB/s). */
const PUT_MS_PER_MIB = 1_000;
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

/** An answer of the service that is not a success; the message names the S3 error code, never a credential. */
export class S3RequestError extends Error {
  override readonly name = 'S3RequestError';
  readonly code: string;
  readonly status: number;
  constructor(message: string, code: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** S3's URI encoding of one path segment or query part: every byte but A-Z a-z 0-9 - . _ ~ as %XX (upper case). */
export function s3UriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonical URI of an object key: each segment encoded, the slashes between them kept. */
export function s3EncodePath(key: string): string {
  return key.split('/').map(s3UriEncode).join('/');
}

export type SigV4Request = {
  method: string;
  /** The Host header as sent (with the port when it is not the scheme's default). */
  host: string;
  /** The path as sent, already encoded with `s3EncodePath`. */
  canonicalUri: string;
  query?: ReadonlyArray<readonly [string, string]>;
  /** Further headers to sign and send (names in any case). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (of the empty string for none). */
  payloadSha256: string;
  region: string;
  credentials: S3Credentials;
  now: Date;
};

/**
 * AWS Signature Version 4 for S3 with the signature in the Authorization header and the whole payload hashed
 * ("Transferring Payload in a Single Chunk"). Returns the headers to send (all but Host, which fetch sets from the
 * URL) and the canonical request (for tests).
 */
export function signV4(request: SigV4Request): { headers: Record<string, string>; canonicalRequest: string } {
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const toSign = new Map<string, string>();
  for (const [name, value] of Object.entries(request.headers ?? {})) toSign.set(name.toLowerCase(), value);
  toSign.set('host', request.host);
  toSign.set('x-amz-content-sha256', request.payloadSha256);
  toSign.set('x-amz-date', amzDate);
  const names = [...toSign.keys()].sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${(toSign.get(name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalQuery = (request.query ?? [])
    .map(([name, value]) => [s3UriEncode(name), s3UriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    request.canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    request.payloadSha256,
  ].join('\n');
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${request.credentials.secretAccessKey}`, day), request.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const headers: Record<string, string> = {};
  for (const name of names) if (name !== 'host') headers[name] = toSign.get(name) ?? '';
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers, canonicalRequest };
}

/** The error a missing key gives, like LocalDiskBlobStore's (an ENOENT error). */
function missingBlob(key: string): Error {
  return Object.assign(new Error(`ENOENT: no blob under the key ${key}`), { code: 'ENOENT' });
}

/** The error for an answer that is not a success: a missing blob for a 404 NoSuchKey, else an S3RequestError. */
async function failure(operation: string, key: string, response: Response): Promise<Error> {
  let body = '';
  if (operation !== 'HEAD') body = await response.text().catch(() => '');
  // Only the code element, and only when it looks like one: the rest of an error document may echo the request
  // (a StringToSign, the access key id), which has no business in a log.
  const code = /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(body)?.[1] ?? `HTTP${response.status}`;
  if (response.status === 404 && (code === 'NoSuchKey' || code === 'HTTP404')) return missingBlob(key);
  return new S3RequestError(
    `S3 ${operation} of the blob ${key} failed: ${code} (HTTP ${response.status})`,
    code,
    response.status,
  );
}

function wrapNetworkError(operation: string, key: string, error: unknown): Error {
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
  return new Error(`S3 ${operation} of the blob ${key} failed: ${cause || String(error)}`, { cause: error });
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly prefix: string;
  readonly region: string;
  private readonly base: URL;
  private readonly forcePathStyle: boolean;
  private readonly tempDir: string;
  private readonly timeoutMs: number;
  // A private field: the credentials do not show when the store is logged or inspected.
  readonly #credentials: S3Credentials;

  constructor(options: S3BlobStoreOptions) {
    if (!options.bucket) throw new Error('S3BlobStore needs a bucket');
    this.bucket = options.bucket;
    this.prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.region = options.region;
    this.base = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
    if (this.base.protocol !== 'http:' && this.base.protocol !== 'https:') {
      throw new Error('The S3 endpoint must be an http:// or https:// address');
    }
    this.forcePathStyle = options.forcePathStyle ?? options.endpoint !== undefined;
    this.tempDir = options.tempDir ?? tmpdir();
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.#credentials = { ...options.credentials };
  }

  private objectKey(key: string): string {
    // Keys come from the document service (`<tenantId>/<documentId>-<uuid>`); refuse anything that could climb out
    // of the prefix or that S3 would treat differently from a plain path.
    if (
      key.length === 0 ||
      key.length > 512 ||
      key.startsWith('/') ||
      key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..') ||
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      /[\u0000-\u001f\u007f]/.test(key)
    ) {
      throw new Error('invalid blob key');
    }
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  private urlOf(objectKey: string): URL {
    const basePath = this.base.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${this.forcePathStyle ? `${s3UriEncode(this.bucket)}/` : ''}${s3EncodePath(objectKey)}`;
    const host = this.forcePathStyle ? this.base.host : `${this.bucket}.${this.base.host}`;
    return new URL(`${this.base.protocol}//${host}${path}`);
  }

  private async send(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    key: string,
    init: { body?: Blob; payloadSha256?: string; signal: AbortSignal },
  ): Promise<Response> {
    const url = this.urlOf(this.objectKey(key));
    const { headers } = signV4({
      method,
      host: url.host,
      // The path exactly as it goes on the wire (URL keeps percent-escapes as they are).
      canonicalUri: url.pathname,
      payloadSha256: init.payloadSha256 ?? EMPTY_SHA256,
      region: this.region,
      credentials: this.#credentials,
      now: new Date(),
    });
    try {
      return await fetch(url, { method, headers, body: init.body, signal: init.signal, redirect: 'manual' });
    } catch (error) {
      throw wrapNetworkError(method, key, error);
    }
  }

  async put(key: string, content: BlobContent, options: { maxBytes: number }): Promise<StoredBlob> {
    this.objectKey(key); // an invalid key fails before any byte is read
    const temporary = join(this.tempDir, `absenza-s3-put-${process.pid}-${randomUUID()}`);
    try {
      const measure = measuringStream(options.maxBytes);
      await pipeline(content, measure, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      const stored = measure.result();
      // A file-backed Blob: fetch sends it with its Content-Length, read from disk as it goes.
      const body = await openAsBlob(temporary);
      const timeoutMs = this.timeoutMs + Math.ceil(stored.sizeBytes / (1024 * 1024)) * PUT_MS_PER_MIB;
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await this.send('PUT', key, { body, payloadSha256: stored.sha256, signal });
      if (!response.ok) throw await failure('PUT', key, response);
      await response.arrayBuffer().catch(() => undefined);
      return stored;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    // The timeout covers the answer, not the download: a large file read by a slow client may take longer.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('The S3 GET timed out', 'TimeoutError')),
      this.timeoutMs,
    );
    let response: Response;
    try {
      response = await this.send('GET', key, { signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
    // A 404 with NoSuchKey is a missing blob (thrown by failure()); NoSuchBucket and the like stay errors.
    if (!response.ok || !response.body) throw await failure('GET', key, response);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send('HEAD', key, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (response.status === 404) return false;
    if (!response.ok) throw await failure('HEAD', key, response);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) {
      const error = await failure('DELETE', key, response);
      if ((error as { code?: unknown }).code === 'ENOENT') return; // deleting nothing is fine
      throw error;
    }
    await response.arrayBuffer().catch(() => undefined);
  }
}
