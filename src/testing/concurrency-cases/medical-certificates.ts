// The concurrency cases of the medical certificates routes (issue 30, decision 0053), part of concurrency.test.ts.
// Each case works in a company of its own (createCertificateCompany), so no case shares rows. On PostgreSQL the
// requests' transactions really overlap.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mails } from '../../db/schema/care.ts';
import { certificateUploadLinks, medicalCertificates } from '../../db/schema/case-management.ts';
import { documents as documentsTable } from '../../db/schema/documents.ts';
import { auditLog } from '../../db/schema/identity.ts';
import { type Fired, fireInParallel } from '../concurrency.ts';
import { type CertificateCompany, createCertificateCompany } from '../factories/medical-certificate.factory.ts';
import { type CaseTable, type Env, json, PARALLEL } from './support.ts';

let sequence = 0;
async function company(env: Env): Promise<CertificateCompany> {
  sequence += 1;
  return createCertificateCompany(env.ctx.app, env.ctx.database, `Parallel Zeugnis ${sequence} AG`);
}

const statuses = (fired: readonly Fired[]) => fired.map((item) => item.response.statusCode).sort();
const times = <T>(count: number, what: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => what(index));

const certificate = {
  kind: 'FIRST',
  from: '2026-03-05',
  to: '2026-03-08',
  incapacityPercentage: 100,
  issuerName: 'Dr. med. Anna Arzt',
  receivedOn: '2026-03-09',
};

function fire(
  env: Env,
  who: CertificateCompany,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payloads: (object | undefined)[],
) {
  return fireInParallel(
    env.ctx.app,
    payloads.map((payload) => ({
      method,
      url: `/api/modular${url}`,
      headers: who.hr.headers,
      ...(payload ? { payload } : {}),
    })),
  );
}

async function created(env: Env, who: CertificateCompany) {
  const response = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/modular/medical-certificate',
    headers: who.hr.headers,
    payload: { employeeId: 'T-1', ...certificate },
  });
  return response.json().certificateId as string;
}

async function actions(env: Env, who: CertificateCompany, action: string) {
  return env.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, who.tenantId), eq(auditLog.action, action)));
}

async function openLink(env: Env, who: CertificateCompany) {
  const response = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/modular/certificate-upload-link',
    headers: who.hr.headers,
    payload: { employeeId: 'T-1', from: '2026-03-05', to: null },
  });
  return response.json().uploadLinkId as string;
}

export const medicalCertificatesConcurrencyCases = {
  medicalCertificateCreate: async (env: Env) => {
    // Parallel certificates of one employee are independent: every one is stored and audited once.
    const who = await company(env);
    const fired = await fire(
      env,
      who,
      'POST',
      '/medical-certificate',
      times(PARALLEL, () => ({ employeeId: 'T-1', ...certificate })),
    );
    expect(statuses(fired)).toEqual(times(PARALLEL, () => 201));
    const rows = await env.ctx.database.withTenant(who.tenantId, (tx) => tx.select().from(medicalCertificates));
    expect(rows).toHaveLength(PARALLEL);
    expect(await actions(env, who, 'medical-certificate.create')).toHaveLength(PARALLEL);
  },

  medicalCertificateUpdate: async (env: Env) => {
    // Five screens saved revision 1 with different percentages: one wins, four answer REVISION_CONFLICT.
    const who = await company(env);
    const id = await created(env, who);
    const fired = await fire(
      env,
      who,
      'PUT',
      `/medical-certificate/${id}`,
      times(PARALLEL, (index) => ({ ...certificate, incapacityPercentage: 10 * (index + 1), revision: 1 })),
    );
    expect(statuses(fired)).toEqual([200, ...times(PARALLEL - 1, () => 409)]);
    const winner = json(fired.find((item) => item.response.statusCode === 200) as Fired);
    const [row] = await env.ctx.database.withTenant(who.tenantId, (tx) =>
      tx.select().from(medicalCertificates).where(eq(medicalCertificates.id, id)),
    );
    expect(row).toMatchObject({ revision: 2, incapacityPercentage: winner.incapacityPercentage });
    expect(await actions(env, who, 'medical-certificate.update')).toHaveLength(1);
  },

  medicalCertificateDelete: async (env: Env) => {
    // One delete removes it; the others find nothing (404 MEDICAL_CERTIFICATE_NOT_FOUND); one audit entry.
    const who = await company(env);
    const id = await created(env, who);
    const fired = await fire(
      env,
      who,
      'DELETE',
      `/medical-certificate/${id}`,
      times(PARALLEL, () => undefined),
    );
    expect(statuses(fired)).toEqual([200, ...times(PARALLEL - 1, () => 404)]);
    expect(await actions(env, who, 'medical-certificate.delete')).toHaveLength(1);
  },

  certificateUploadLinkCreate: async (env: Env) => {
    // Five links sent at once: five links, five mails, each with its own token.
    const who = await company(env);
    const fired = await fire(
      env,
      who,
      'POST',
      '/certificate-upload-link',
      times(PARALLEL, () => ({ employeeId: 'T-1', from: '2026-03-05', to: null })),
    );
    expect(statuses(fired)).toEqual(times(PARALLEL, () => 201));
    const rows = await env.ctx.database.withTenant(who.tenantId, (tx) => tx.select().from(certificateUploadLinks));
    expect(new Set(rows.map((row) => row.hashedToken)).size).toBe(PARALLEL);
    expect(await actions(env, who, 'certificate-upload-link.create')).toHaveLength(PARALLEL);
  },

  certificateUploadLinkRevoke: async (env: Env) => {
    // One revocation wins; the others find it revoked (409 CERTIFICATE_UPLOAD_LINK_NOT_OPEN); one audit entry.
    const who = await company(env);
    const id = await openLink(env, who);
    const fired = await fire(
      env,
      who,
      'DELETE',
      `/certificate-upload-link/${id}`,
      times(PARALLEL, () => undefined),
    );
    expect(statuses(fired)).toEqual([200, ...times(PARALLEL - 1, () => 409)]);
    for (const item of fired.filter((one) => one.response.statusCode === 409)) {
      expect(json(item).code).toBe('CERTIFICATE_UPLOAD_LINK_NOT_OPEN');
    }
    expect(await actions(env, who, 'certificate-upload-link.revoke')).toHaveLength(1);
  },

  certificateUploadSubmit: async (env: Env) => {
    // Five uploads through one link at once (a double click, a replay): exactly one certificate; the others answer
    // the invalid link's 404 and leave no file behind.
    const who = await company(env);
    const linkResponse = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/modular/certificate-upload-link',
      headers: who.hr.headers,
      payload: { employeeId: 'T-1', from: '2026-03-05', to: null },
    });
    const linkId = linkResponse.json().uploadLinkId as string;
    const token = await tokenOf(env, who, linkId);
    const fired = await fireInParallel(
      env.ctx.app,
      times(PARALLEL, (index) => ({
        method: 'PUT' as const,
        url: `/api/modular/certificate-upload/${token}`,
        headers: { 'content-type': 'application/pdf', 'x-file-name': `zeugnis-${index}.pdf` },
        payload: Buffer.from(`%PDF-1.7 copy ${index}`),
        remoteAddress: `10.77.0.${index + 1}`,
      })),
    );
    expect(statuses(fired)).toEqual([200, ...times(PARALLEL - 1, () => 404)]);
    const rows = await env.ctx.database.withTenant(who.tenantId, (tx) => tx.select().from(medicalCertificates));
    expect(rows).toHaveLength(1);
    const documents = await env.ctx.database.withTenant(who.tenantId, (tx) => tx.select().from(documentsTable));
    expect(documents.map((row) => row.id)).toEqual([rows[0]?.documentId]);
    expect(await actions(env, who, 'medical-certificate.upload')).toHaveLength(1);
  },
} satisfies CaseTable;

async function tokenOf(env: Env, who: CertificateCompany, linkId: string) {
  const [mail] = await env.ctx.database.withTenant(who.tenantId, (tx) =>
    tx
      .select()
      .from(mails)
      .where(eq(mails.dedupeKey, `CERTIFICATE_UPLOAD_LINK:${linkId}`)),
  );
  const token = mail?.textBody.match(/cup_[A-Za-z0-9_-]{43}/)?.[0];
  if (!token) throw new Error('no upload link mail');
  return token;
}
