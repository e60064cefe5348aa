// Certificate upload links (issue 30 section 2, decision 0053), over HTTP on both databases: sent by HR in the
// employee's language, opened and used once by the employee without an account, probed like a public endpoint
// (replay, expiry, revoked, another tenant's link, a non-PDF file, an oversized file, an employee who left).
// The clock starts on Thursday 12.03.2026 09:00 UTC and moves where a test says so.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_FILE_MAX_BYTES } from '../../../contracts/medical-certificates.ts';
import { mails } from '../../../db/schema/care.ts';
import { certificateUploadLinks } from '../../../db/schema/case-management.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import {
  type CertificateCompany,
  createAbsencePeriod,
  createCertificateCompany,
} from '../../../testing/factories/medical-certificate.factory.ts';
import type { TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import type { OutgoingMail } from '../../platform/mail/smtp.ts';
import { deliverDueMails } from '../notifications/index.ts';

const START = new Date('2026-03-12T09:00:00Z');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe.each(testBackends())('certificate upload links on %s', (backend) => {
  let clock = START;
  const ctx = useTestApp(backend, { now: () => clock });

  const call = (session: TestSession, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/modular${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  // The public routes are rate-limited per client address: each request comes from its own unless a test says so.
  let client = 0;
  const nextAddress = () => {
    client += 1;
    return `10.9.${(client >> 8) & 255}.${client & 255}`;
  };
  const info = (token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/modular/certificate-upload/${token}`, remoteAddress: nextAddress() });
  const upload = (
    token: string,
    body: Buffer,
    headers: Record<string, string> = { 'content-type': 'application/pdf', 'x-file-name': 'zeugnis.pdf' },
    query = '',
    remoteAddress = nextAddress(),
  ) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/modular/certificate-upload/${token}${query}`,
      headers,
      payload: body,
      remoteAddress,
    });

  /** Sends a link and reads its token from the queued mail (the only place it exists in clear). */
  async function sendLink(company: CertificateCompany, body: Record<string, unknown> = {}) {
    const created = await call(company.hr, 'POST', '/certificate-upload-link', {
      employeeId: 'T-1',
      from: '2026-03-05',
      to: '2026-03-11',
      ...body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json();
    const [mail] = await ctx.database.withTenant(company.tenantId, (tx) =>
      tx
        .select()
        .from(mails)
        .where(eq(mails.dedupeKey, `CERTIFICATE_UPLOAD_LINK:${link.uploadLinkId}`)),
    );
    const token = mail?.textBody.match(/cup_[A-Za-z0-9_-]{43}/)?.[0];
    if (!mail || !token) throw new Error('no upload link mail');
    return { link, token, mail };
  }

  it('HR sends a link: the preferred e-mail, the employee language, 7 days, the token only as a hash', async () => {
    clock = START;
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Lien SA');
    const { link, token, mail } = await sendLink(company);
    // Expires 12.03.2026 09:00 + 7 days = 19.03.2026 09:00 UTC.
    expect(link).toMatchObject({
      employeeId: 'T-1',
      from: '2026-03-05',
      to: '2026-03-11',
      sentTo: 'claire@example.ch',
      status: 'OPEN',
      expiresAt: '2026-03-19T09:00:00.000Z',
      usedAt: null,
      certificateId: null,
    });
    expect(token).toMatch(/^cup_[A-Za-z0-9_-]{43}$/);
    // The mail: French (T-1's correspondence language), to the preferred address, with the upload page address.
    expect(mail).toMatchObject({ toAddress: 'claire@example.ch', language: 'fr', status: 'QUEUED', link: null });
    expect(mail.subject).toBe('Lien SA : merci de téléverser votre certificat médical');
    expect(mail.textBody).toContain('Bonjour Claire');
    expect(mail.textBody).toContain('05.03.2026 – 11.03.2026');
    expect(mail.textBody).toContain('jusqu’au 19.03.2026');
    expect(mail.textBody).toContain(`/certificate-upload/${token}`);
    // The outbox's delivery sends it like every other mail (no recipient user needed).
    const sent: OutgoingMail[] = [];
    await deliverDueMails(
      ctx.database,
      { smtpUrl: null, from: 'Absenza <noreply@absenza.test>', publicUrl: 'https://absenza.test' },
      { sender: { send: async (outgoing) => void sent.push(outgoing), close: () => {} } },
    );
    expect(sent.find((outgoing) => outgoing.mailId === mail.id)).toMatchObject({
      to: 'claire@example.ch',
      subject: 'Lien SA : merci de téléverser votre certificat médical',
    });
    // Stored: the SHA-256, never the token.
    const [row] = await ctx.database.withTenant(company.tenantId, (tx) =>
      tx.select().from(certificateUploadLinks).where(eq(certificateUploadLinks.id, link.uploadLinkId)),
    );
    expect(row?.hashedToken).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    // T-2 has no e-mail address: refused with a clear code unless one is given; validDays overrides the 7.
    const none = await call(company.hr, 'POST', '/certificate-upload-link', {
      employeeId: 'T-2',
      from: '2026-03-05',
      to: null,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'EMPLOYEE_HAS_NO_EMAIL', employeeId: 'T-2' });
    const given = await call(company.hr, 'POST', '/certificate-upload-link', {
      employeeId: 'T-2',
      from: '2026-03-05',
      to: null,
      email: 'peter@example.ch',
      validDays: 2,
    });
    expect(given.json()).toMatchObject({ sentTo: 'peter@example.ch', expiresAt: '2026-03-14T09:00:00.000Z' });
    // A Superior views the team's links but sends none.
    expect((await call(company.boss, 'GET', '/certificate-upload-links?employeeId=T-1')).json().items).toHaveLength(1);
    expect(
      (
        await call(company.boss, 'POST', '/certificate-upload-link', {
          employeeId: 'T-1',
          from: '2026-03-05',
          to: null,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(company.boss, 'GET', '/certificate-upload-links?employeeId=O-1')).statusCode).toBe(403);

    // Behind the link: the company, the first name, the span, nothing else of the employee.
    const shown = await info(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      companyName: 'Lien SA',
      firstName: 'Claire',
      from: '2026-03-05',
      to: '2026-03-11',
      expiresAt: '2026-03-19T09:00:00.000Z',
      language: 'fr',
      acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      maxBytes: 10_485_760,
    });
  });

  it('the upload: type and size checked, then one certificate, the link used up; a replay answers 404', async () => {
    clock = START;
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Upload AG');
    // The sickness 02.03 – 11.03 is missing its certificate 05.03 – 11.03 (7 days).
    await createAbsencePeriod(ctx.database, company.tenantId, {
      employeeId: 'T-1',
      start: '2026-03-02',
      end: '2026-03-11',
    });
    const { link, token } = await sendLink(company);
    const missing = await call(company.hr, 'GET', '/medical-certificates/missing');
    expect(missing.json().items[0]).toMatchObject({ uncoveredDays: 7, openUploadLinkId: link.uploadLinkId });

    const refused = async (response: Awaited<ReturnType<typeof upload>>, status: number, code: string) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code).toBe(code);
    };
    // A text file declared as PDF: the first bytes are not %PDF-.
    await refused(await upload(token, Buffer.from('hello, not a pdf')), 415, 'CERTIFICATE_FILE_TYPE_REFUSED');
    // A PNG declared as PDF, and a type that is not accepted at all.
    await refused(await upload(token, PNG), 415, 'CERTIFICATE_FILE_TYPE_REFUSED');
    await refused(
      await upload(token, PDF, { 'content-type': 'text/html', 'x-file-name': 'x.html' }),
      415,
      'CERTIFICATE_FILE_TYPE_REFUSED',
    );
    // 10 MiB + 1 byte, a real PDF header: too large.
    const oversized = Buffer.concat([PDF, Buffer.alloc(CERTIFICATE_FILE_MAX_BYTES + 1 - PDF.length)]);
    await refused(await upload(token, oversized), 413, 'CERTIFICATE_FILE_TOO_LARGE');
    // No Content-Type at all: the type is unknown, refused like a wrong one.
    await refused(await upload(token, PDF, { 'x-file-name': 'zeugnis.pdf' }), 415, 'CERTIFICATE_FILE_TYPE_REFUSED');
    await refused(await upload(token, Buffer.alloc(0)), 400, 'CERTIFICATE_FILE_EMPTY');
    await refused(await upload(token, PDF, { 'content-type': 'application/pdf' }), 400, 'MISSING_FILE_NAME');
    // None of these used the link.
    expect((await info(token)).statusCode).toBe(200);

    // A PNG as PNG, 2 MiB (above the app's 1 MiB body limit, below the link's 10 MiB); the span the employee read.
    const photo = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const done = await upload(
      token,
      photo,
      { 'content-type': 'image/png', 'x-file-name': encodeURIComponent('Zeugnis März.png') },
      '?from=2026-03-05&to=2026-03-13&incapacityPercentage=100&issuerName=Dr.%20Rossi',
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ receivedAt: '2026-03-12T09:00:00.000Z', fileName: 'Zeugnis März.png' });

    // HR sees it: source UPLOAD_LINK, FIRST (nothing covers 04.03), the span 05.03–13.03, the file.
    const list = (await call(company.hr, 'GET', '/medical-certificates?employeeId=T-1')).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        source: 'UPLOAD_LINK',
        kind: 'FIRST',
        from: '2026-03-05',
        to: '2026-03-13',
        incapacityPercentage: 100,
        issuerName: 'Dr. Rossi',
        receivedOn: '2026-03-12',
        fileName: 'Zeugnis März.png',
        createdBy: 'Upload link',
      }),
    ]);
    const links = (await call(company.hr, 'GET', '/certificate-upload-links?employeeId=T-1')).json().items;
    expect(links[0]).toMatchObject({
      status: 'USED',
      usedAt: '2026-03-12T09:00:00.000Z',
      certificateId: list.items[0].certificateId,
    });
    // The period is covered now: 05.03–11.03 lies inside 05.03–13.03.
    expect((await call(company.hr, 'GET', '/medical-certificates/missing')).json().totalCount).toBe(0);

    // Replay: the same file again, and the page behind the link: the same 404 as an unknown link.
    await refused(await upload(token, PDF), 404, 'CERTIFICATE_UPLOAD_LINK_INVALID');
    await refused(await info(token), 404, 'CERTIFICATE_UPLOAD_LINK_INVALID');
    // Revoking a used link is refused.
    await refused(
      await call(company.hr, 'DELETE', `/certificate-upload-link/${link.uploadLinkId}`),
      409,
      'CERTIFICATE_UPLOAD_LINK_NOT_OPEN',
    );

    // Audited as the public actor (no user), naming the link.
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, company.tenantId), eq(auditLog.action, 'medical-certificate.upload')));
    expect(entry).toMatchObject({ actorType: 'system', actorId: null, entityType: 'medical-certificate' });
    expect(entry?.after).toMatchObject({ via: 'certificate-upload-link', uploadLinkId: link.uploadLinkId });

    // A follow-up link from 14.03 (the day before, 13.03, is covered): FOLLOW_UP, issuer for HR to check, 100 %.
    const next = await sendLink(company, { from: '2026-03-14', to: null });
    expect((await upload(next.token, PDF)).statusCode).toBe(200);
    const followUp = (await call(company.hr, 'GET', '/medical-certificates?employeeId=T-1')).json().items[0];
    expect(followUp).toMatchObject({
      kind: 'FOLLOW_UP',
      from: '2026-03-14',
      to: null,
      issuerName: '—',
      incapacityPercentage: 100,
    });
  });

  it('expired, revoked, unknown and another tenant’s links all answer the same 404', async () => {
    clock = START;
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Ablauf AG');
    const other = await createCertificateCompany(ctx.app, ctx.database, 'Andere AG');
    const expiring = await sendLink(company);
    const revoked = await sendLink(company);
    const foreign = await sendLink(other);

    const revoke = await call(company.hr, 'DELETE', `/certificate-upload-link/${revoked.link.uploadLinkId}`);
    expect(revoke.json()).toMatchObject({ status: 'REVOKED' });
    // Tenant A cannot revoke (or see) tenant B's link by its id.
    const crossTenant = await call(company.hr, 'DELETE', `/certificate-upload-link/${foreign.link.uploadLinkId}`);
    expect(crossTenant.statusCode).toBe(404);
    expect(crossTenant.json().code).toBe('CERTIFICATE_UPLOAD_LINK_NOT_FOUND');

    // A well-formed token nobody issued.
    const unknown = `cup_${'A'.repeat(43)}`;
    // The clock moves to 19.03.2026 09:00 (12.03 09:00 + 7 days): the link expires at that instant.
    clock = new Date('2026-03-19T09:00:00Z');
    const answers = [];
    for (const token of [expiring.token, revoked.token, unknown]) {
      answers.push(await info(token), await upload(token, PDF));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        code: 'CERTIFICATE_UPLOAD_LINK_INVALID',
        message: 'This upload link is not valid (any more). Ask your employer for a new one.',
      });
    }
    const links = (await call(company.hr, 'GET', '/certificate-upload-links?employeeId=T-1')).json().items;
    expect(links.map((item: { status: string }) => item.status).sort()).toEqual(['EXPIRED', 'REVOKED']);
    // A malformed token is refused by the contract (400), never looked up.
    expect((await info('cup_short')).statusCode).toBe(400);
    // Tenant B's own link is untouched by all this: still open one second before its expiry.
    clock = new Date('2026-03-19T08:59:59Z');
    expect((await info(foreign.token)).json()).toMatchObject({ companyName: 'Andere AG' });
    clock = START;
  });

  it('an employee who left before the span asked for: the link answers 404', async () => {
    clock = START;
    // T-1 left on 04.03.2026; the link asks for 05.03 onwards (a mistake HR made: nothing to certify).
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Austritt AG', {
      t1LeavingDate: '2026-03-04',
    });
    const { token } = await sendLink(company);
    expect((await info(token)).json().code).toBe('CERTIFICATE_UPLOAD_LINK_INVALID');
    expect((await upload(token, PDF)).statusCode).toBe(404);
    // A link for the time before leaving (01.03 – 04.03) still works: the certificate of the last days is due.
    const before = await sendLink(company, { from: '2026-03-01', to: '2026-03-04' });
    expect((await upload(before.token, PDF)).statusCode).toBe(200);
  });

  it('two parallel uploads through one link make exactly one certificate', async () => {
    clock = START;
    const company = await createCertificateCompany(ctx.app, ctx.database, 'Parallel AG');
    const { token } = await sendLink(company);
    const answers = await Promise.all([upload(token, PDF), upload(token, PDF), upload(token, PDF)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    const list = (await call(company.hr, 'GET', '/medical-certificates?employeeId=T-1')).json();
    expect(list.totalCount).toBe(1);
  });

  it('the upload is rate-limited per client: the 11th try within a minute answers 429', async () => {
    clock = START;
    const unknown = `cup_${'B'.repeat(43)}`;
    const statuses = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      statuses.push((await upload(unknown, PDF, undefined, '', '10.99.0.1')).statusCode);
    }
    // contract: rateLimitPerMinute 10 for certificateUploadSubmit.
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });
});
