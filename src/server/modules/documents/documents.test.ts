import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPendingDocument, signedQuery } from '../../../testing/factories/document.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import { createSignedInUser } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { UrlSigner } from '../../platform/documents/signed-urls.ts';
import { contentDisposition, parseFileNameHeader } from './documents.service.ts';

const CSV = 'employeeId;startDate;endDate;type;hours;percentage\r\nE-1;2026-03-02;2026-03-06;SICK;;100\r\n';

describe('signed addresses', () => {
  const signer = new UrlSigner('a-secret-of-at-least-thirty-two-bytes!!');
  const now = new Date('2026-11-22T10:00:00Z');
  const parts = (uri: string) => Object.fromEntries(new URLSearchParams(uri.split('?')[1]));

  it('are valid 15 minutes for exactly the method, tenant and document they were made for', () => {
    const { uri, expiresAt } = signer.sign('PUT', 'tenant-a', 'doc-1', now);
    expect(expiresAt).toBe('2026-11-22T10:15:00.000Z');
    const { expires, signature } = parts(uri) as { expires: string; signature: string };
    const check = (method: 'PUT' | 'GET', tenant: string, doc: string, at = now) =>
      signer.verify(method, tenant, doc, Number(expires), signature, at);
    expect(check('PUT', 'tenant-a', 'doc-1')).toBe('valid');
    expect(check('GET', 'tenant-a', 'doc-1')).toBe('invalid');
    expect(check('PUT', 'tenant-b', 'doc-1')).toBe('invalid');
    expect(check('PUT', 'tenant-a', 'doc-2')).toBe('invalid');
    expect(check('PUT', 'tenant-a', 'doc-1', new Date('2026-11-22T10:15:01Z'))).toBe('expired');
    // A later expiry with the old signature is not a valid address.
    expect(signer.verify('PUT', 'tenant-a', 'doc-1', Number(expires) + 3600, signature, now)).toBe('invalid');
    expect(
      new UrlSigner('another-secret-of-at-least-32-bytes!!').verify(
        'PUT',
        'tenant-a',
        'doc-1',
        Number(expires),
        signature,
        now,
      ),
    ).toBe('invalid');
  });

  it('file names: percent-decoded, no slashes, and a Content-Disposition with an ASCII fallback', () => {
    expect(parseFileNameHeader(encodeURIComponent('Absenzen März 2026.xlsx'))).toBe('Absenzen März 2026.xlsx');
    expect(() => parseFileNameHeader(undefined)).toThrow(/x-file-name/);
    expect(() => parseFileNameHeader('%E0%A4%A')).toThrow(/percent-encoding/);
    expect(() => parseFileNameHeader(encodeURIComponent('../../etc/passwd'))).toThrow(/valid file name/);
    expect(contentDisposition('Absenzen März "2026".xlsx')).toBe(
      `attachment; filename="Absenzen Marz _2026_.xlsx"; filename*=UTF-8''Absenzen%20M%C3%A4rz%20%222026%22.xlsx`,
    );
  });
});

describe.each(testBackends())('documents on %s', (backend) => {
  const ctx = useTestApp(backend);

  async function announce(headers: Record<string, string>, name = 'Absenzen März.csv') {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/documents',
      headers,
      payload: { name, contentType: 'text/csv' },
    });
    expect(created.statusCode).toBe(201);
    return created.json();
  }

  it('announce -> direct PUT to the signed address -> metadata with size and SHA-256 -> signed download', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Dokument AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const created = await announce(session.headers);
    expect(created).toMatchObject({
      name: 'Absenzen März.csv',
      fileType: 'csv',
      status: 'pending',
      method: 'PUT',
      headers: { 'x-file-name': 'Absenzen%20M%C3%A4rz.csv' },
      maxBytes: 5 * 1024 * 1024,
    });

    // The PUT needs no session: the signature is the permission.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: created.uploadUrl,
      headers: { ...created.headers, 'content-type': 'text/csv' },
      payload: CSV,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      status: 'stored',
      sizeBytes: Buffer.byteLength(CSV),
      sha256: createHash('sha256').update(CSV).digest('hex'),
    });

    const again = await ctx.app.inject({
      method: 'PUT',
      url: created.uploadUrl,
      headers: created.headers,
      payload: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DOCUMENT_ALREADY_STORED');

    const address = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/documents/${created.documentId}/download-url`,
      headers: session.headers,
    });
    expect(address.statusCode).toBe(200);
    expect(address.json().filename).toBe('Absenzen März.csv');
    const download = await ctx.app.inject({ method: 'GET', url: address.json().uri });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(CSV);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Absenzen%20M%C3%A4rz.csv");
    expect(download.headers['content-type']).toContain('text/csv');

    // The upload address does not download, and the download address does not upload.
    expect((await ctx.app.inject({ method: 'GET', url: created.uploadUrl })).json().code).toBe('INVALID_SIGNATURE');
    const putOnDownload = await ctx.app.inject({
      method: 'PUT',
      url: address.json().uri,
      headers: created.headers,
      payload: 'x',
    });
    expect(putOnDownload.json().code).toBe('INVALID_SIGNATURE');
  });

  it('refuses a missing file name, an expired or forged address, a file above the limit, and a pending download', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Grenzen AG' });
    const other = await createTenant(ctx.database, { name: 'Andere AG' });
    const { session } = await createSignedInUser(ctx.app, ctx.database, tenant.id, 'HR_Admin');
    const pending = await createPendingDocument(ctx.database, tenant.id);
    const url = (query: Record<string, string>) =>
      `/api/modular/documents/${pending.id}/content?${new URLSearchParams(query)}`;

    const noName = await ctx.app.inject({
      method: 'PUT',
      url: url(signedQuery('PUT', tenant.id, pending.id)),
      payload: 'a',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().code).toBe('MISSING_FILE_NAME');

    const expired = await ctx.app.inject({
      method: 'PUT',
      url: url(signedQuery('PUT', tenant.id, pending.id, new Date(Date.now() - 3_600_000))),
      headers: { 'x-file-name': 'a.csv' },
      payload: 'a',
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('SIGNATURE_EXPIRED');

    // Signed for another tenant: the document is not found there (RLS), and a swapped tenant breaks the signature.
    const elsewhere = await ctx.app.inject({
      method: 'PUT',
      url: url(signedQuery('PUT', other.id, pending.id)),
      headers: { 'x-file-name': 'a.csv' },
      payload: 'a',
    });
    expect(elsewhere.statusCode).toBe(404);
    const swapped = { ...signedQuery('PUT', tenant.id, pending.id), tenantId: other.id };
    const forged = await ctx.app.inject({
      method: 'PUT',
      url: url(swapped),
      headers: { 'x-file-name': 'a.csv' },
      payload: 'a',
    });
    expect(forged.json().code).toBe('INVALID_SIGNATURE');

    const tooLarge = await ctx.app.inject({
      method: 'PUT',
      url: url(signedQuery('PUT', tenant.id, pending.id)),
      headers: { 'x-file-name': 'big.csv', 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(5 * 1024 * 1024 + 1, 97),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('FILE_TOO_LARGE');

    const notYet = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/documents/${pending.id}/download-url`,
      headers: session.headers,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('DOCUMENT_NOT_STORED');

    // Nothing was stored by the refused attempts.
    const metadata = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/documents/${pending.id}`,
      headers: session.headers,
    });
    expect(metadata.json()).toMatchObject({ status: 'pending', sizeBytes: null, sha256: null });
  });

  it('parallel PUTs of one document: exactly one is stored, the others answer 409', async () => {
    const tenant = await createTenant(ctx.database, { name: 'Parallel AG' });
    const pending = await createPendingDocument(ctx.database, tenant.id);
    const url = `/api/modular/documents/${pending.id}/content?${new URLSearchParams(signedQuery('PUT', tenant.id, pending.id))}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        ctx.app.inject({
          method: 'PUT',
          url,
          headers: { 'x-file-name': `v${index}.csv` },
          payload: `content ${index}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/documents/${pending.id}/content?${new URLSearchParams(signedQuery('GET', tenant.id, pending.id))}`,
    });
    expect(download.body).toBe(`content ${winner.name.slice(1, 2)}`);
  });
});
