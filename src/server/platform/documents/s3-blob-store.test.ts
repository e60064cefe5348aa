// The S3-compatible blob store against s3rver (an S3 server in this test process, files under a temporary
// directory) and its SigV4 signer against the examples AWS publishes. s3rver checks the access key id but not V4
// signatures, which is why the signer has the published vectors of its own.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../db/schema/documents.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testConfig } from '../../../testing/test-config.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import type { S3StoreConfig } from '../../config.ts';
import { BlobTooLargeError } from './blob-store.ts';
import { createBlobStore } from './runtime.ts';
import { S3BlobStore, s3EncodePath, signV4 } from './s3-blob-store.ts';

describe('SigV4 signing (the examples of the AWS S3 documentation, "Transferring Payload in a Single Chunk")', () => {
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };
  const base = {
    host: 'examplebucket.s3.amazonaws.com',
    region: 'us-east-1',
    credentials,
    now: new Date('2013-05-24T00:00:00Z'),
  };
  const empty = createHash('sha256').update('').digest('hex');
  const signatureOf = (authorization: string | undefined) => /Signature=([0-9a-f]{64})$/.exec(authorization ?? '')?.[1];

  it('GET Object with a Range header', () => {
    const { headers, canonicalRequest } = signV4({
      ...base,
      method: 'GET',
      canonicalUri: s3EncodePath('/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadSha256: empty,
    });
    expect(createHash('sha256').update(canonicalRequest).digest('hex')).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(empty);
    expect(headers.host).toBeUndefined(); // fetch sets it from the URL
  });

  it('PUT Object (a key with $, which S3 encodes) and two bucket GETs with sorted query parameters', () => {
    const welcome = createHash('sha256').update('Welcome to Amazon S3.').digest('hex');
    const put = signV4({
      ...base,
      method: 'PUT',
      canonicalUri: s3EncodePath('/test$file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadSha256: welcome,
    });
    expect(signatureOf(put.headers.authorization)).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
    const lifecycle = signV4({
      ...base,
      method: 'GET',
      canonicalUri: '/',
      query: [['lifecycle', '']],
      payloadSha256: empty,
    });
    expect(signatureOf(lifecycle.headers.authorization)).toBe(
      'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    );
    const list = signV4({
      ...base,
      method: 'GET',
      canonicalUri: '/',
      query: [
        ['prefix', 'J'],
        ['max-keys', '2'],
      ],
      payloadSha256: empty,
    });
    expect(signatureOf(list.headers.authorization)).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('encodes every key byte but A-Z a-z 0-9 - . _ ~ once, keeping the slashes', () => {
    expect(s3EncodePath("Dokumente Zürich/a+b (1)!*'~x_y-z.pdf")).toBe(
      'Dokumente%20Z%C3%BCrich/a%2Bb%20%281%29%21%2A%27~x_y-z.pdf',
    );
  });
});

// s3rver ships no types (and @types/s3rver would be one more dependency for three calls).
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;

const BUCKET = 'absenza-test';
const ACCESS_KEY = 'S3RVER'; // s3rver's built-in account
const SECRET_KEY = 'S3RVER';

/** An s3rver for the enclosing describe block, on a free port, storing under a temporary directory. */
function useS3rver() {
  const state: { endpoint: string; directory: string; server?: S3rverServer } = { endpoint: '', directory: '' };
  beforeAll(async () => {
    state.directory = await mkdtemp(join(tmpdir(), 'absenza-s3rver-'));
    state.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: state.directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const address = await state.server.run();
    state.endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await state.server?.close();
    if (state.directory) await rm(state.directory, { recursive: true, force: true });
  });
  return state;
}

const s3Config = (endpoint: string, prefix: string): S3StoreConfig => ({
  bucket: BUCKET,
  prefix,
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET_KEY,
});

describe('S3BlobStore against s3rver', () => {
  const s3 = useS3rver();
  let tempDir = '';
  beforeAll(async () => {
    tempDir = await mkdtemp(join(tmpdir(), 'absenza-s3-put-'));
  });
  afterAll(async () => {
    await rm(tempDir, { recursive: true, force: true });
  });
  const store = (prefix = 'tenants', options: { secretAccessKey?: string; accessKeyId?: string } = {}) =>
    new S3BlobStore({
      bucket: BUCKET,
      prefix,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: {
        accessKeyId: options.accessKeyId ?? ACCESS_KEY,
        secretAccessKey: options.secretAccessKey ?? SECRET_KEY,
      },
      tempDir,
    });
  const read = async (stream: Readable) => Buffer.from(await stream.toArray().then((c) => Buffer.concat(c)));

  it('put then get: the same bytes, with their size and SHA-256; exists; delete', async () => {
    const blobs = store();
    const content = Buffer.from('employeeId;startDate\r\nE-1;2026-03-02\r\n'.repeat(5000));
    const stored = await blobs.put('tenant-a/doc-1', [content.subarray(0, 1000), content.subarray(1000)], {
      maxBytes: content.length,
    });
    expect(stored).toEqual({ sizeBytes: content.length, sha256: createHash('sha256').update(content).digest('hex') });
    expect(await read(await blobs.get('tenant-a/doc-1'))).toEqual(content);
    expect(await blobs.exists('tenant-a/doc-1')).toBe(true);
    expect(await blobs.exists('tenant-a/doc-2')).toBe(false);

    await blobs.delete('tenant-a/doc-1');
    expect(await blobs.exists('tenant-a/doc-1')).toBe(false);
    await blobs.delete('tenant-a/doc-1'); // deleting nothing is fine
    expect(await readdir(tempDir)).toEqual([]); // the temporary file is gone
  });

  it('refuses a blob larger than maxBytes with BlobTooLargeError and keeps nothing, neither in S3 nor on disk', async () => {
    const blobs = store();
    await expect(
      blobs.put('tenant-a/too-large', [Buffer.alloc(600), Buffer.alloc(600)], { maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await blobs.exists('tenant-a/too-large')).toBe(false);
    expect(await readdir(tempDir)).toEqual([]);
    // Exactly maxBytes is accepted.
    expect((await blobs.put('tenant-a/exact', [Buffer.alloc(1000)], { maxBytes: 1000 })).sizeBytes).toBe(1000);
  });

  it('get of a missing key throws an ENOENT error, as the local disk store does', async () => {
    await expect(store().get('tenant-a/missing')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keys under a prefix with spaces, umlauts and slashes; the prefix separates stores', async () => {
    const prefix = 'Absenza Dokumente/Zürich (Test)/2026+x';
    const blobs = store(prefix);
    await blobs.put('tenant b/Lohn März.csv', [Buffer.from('Grüezi')], { maxBytes: 100 });
    expect(await text(await blobs.get('tenant b/Lohn März.csv'))).toBe('Grüezi');
    expect(await blobs.exists('tenant b/Lohn März.csv')).toBe(true);
    expect(await store('other').exists('tenant b/Lohn März.csv')).toBe(false);
    // Under the prefix, seen without it.
    expect(await text(await store('').get(`${prefix}/tenant b/Lohn März.csv`))).toBe('Grüezi');
    await blobs.delete('tenant b/Lohn März.csv');
    expect(await blobs.exists('tenant b/Lohn März.csv')).toBe(false);
  });

  it('refuses keys that could leave the prefix', async () => {
    for (const key of ['../x', 'a/../../b', '/abs', 'a//b', '']) {
      await expect(store().exists(key), key).rejects.toThrow('invalid blob key');
    }
  });

  it('wrong credentials: an error with the S3 code, and no secret nor signature in it', async () => {
    const secret = 'not-the-secret-but-keep-it-out-of-logs';
    const blobs = store('tenants', { accessKeyId: 'UNKNOWNKEY', secretAccessKey: secret });
    let error: unknown;
    try {
      await blobs.put('tenant-a/doc-x', [Buffer.from('x')], { maxBytes: 10 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('InvalidAccessKeyId');
    expect(message).toContain('HTTP 403');
    expect(message).not.toContain(secret);
    expect(message).not.toContain('Signature');
    expect(message).not.toMatch(/[0-9a-f]{64}/);
    await expect(blobs.get('tenant-a/doc-x')).rejects.toThrow(/InvalidAccessKeyId/);
    expect(await readdir(tempDir)).toEqual([]);
    // The store keeps its credentials out of inspection and JSON.
    expect(JSON.stringify(blobs)).not.toContain(secret);
  });

  it('a missing bucket is an error, not a missing blob', async () => {
    const blobs = new S3BlobStore({
      bucket: 'no-such-bucket',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
    });
    await expect(blobs.get('a/b')).rejects.toThrow(/NoSuchBucket/);
  });

  it('the runtime picks the S3 store when the configuration has s3, the disk otherwise', () => {
    const documents = testConfig().documents;
    expect(createBlobStore(documents).kind).toBe('local');
    expect(createBlobStore({ ...documents, s3: s3Config(s3.endpoint, 'p') }).kind).toBe('s3');
  });
});

describe.each(testBackends())('the documents module with the S3 store on %s', (backend) => {
  const s3 = useS3rver();
  // A getter: testConfig spreads the overrides in the app's beforeAll, after s3rver has its port.
  const ctx = useTestApp(backend, {
    config: {
      get documents() {
        return { ...testConfig().documents, s3: s3Config(s3.endpoint, 'app documents') };
      },
    },
  });

  it('announce -> signed PUT -> stored in the bucket -> signed download', async () => {
    const tenant = await createTenant(ctx.database, { name: 'S3 AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/documents',
      headers: session.headers,
      payload: { name: 'Absenzen März.csv', contentType: 'text/csv' },
    });
    expect(created.statusCode).toBe(201);
    const { uploadUrl, headers, documentId } = created.json();
    const csv = 'employeeId;startDate;endDate;type;hours;percentage\r\nE-1;2026-03-02;2026-03-06;SICK;;100\r\n';
    const put = await ctx.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ status: 'stored', sha256: createHash('sha256').update(csv).digest('hex') });

    // The bytes are in the bucket under the configured prefix.
    expect(ctx.app.documents.blobs.kind).toBe('s3');
    const [row] = await ctx.database.withTenant(tenant.id, (tx) =>
      tx.select().from(documents).where(eq(documents.id, documentId)),
    );
    const raw = new S3BlobStore({
      bucket: BUCKET,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
    });
    expect(row?.storageKey).toBeTruthy();
    expect(await raw.exists(`app documents/${row?.storageKey}`)).toBe(true);

    const address = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/documents/${documentId}/download-url`,
      headers: session.headers,
    });
    expect(address.statusCode).toBe(200);
    const download = await ctx.app.inject({ method: 'GET', url: address.json().uri });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(csv);
  });
});
