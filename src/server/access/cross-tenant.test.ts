// Tenant isolation through HTTP, walking the route table: tenant B's HR_Admin (full access in B) must not read, list,
// change or delete anything of tenant A. Every route with a path parameter must name a fixture of tenant A for it
// in src/testing/cross-tenant/fixtures.ts, so a new route cannot slip through untested.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, endpoints } from '../../contracts/endpoints.ts';
import { absencePeriods, absences } from '../../db/schema/absences.ts';
import {
  accountingMonthLocks,
  accountingMonths,
  accountingSnapshots,
  accountingSubmissions,
} from '../../db/schema/accounting.ts';
import {
  careStageDefinitions,
  careTaskAttachments,
  careTaskComments,
  careTaskDefinitions,
  careTasks,
  employeeCareStages,
  mails,
  notificationSettings,
} from '../../db/schema/care.ts';
import {
  caseManagementNotes,
  caseManagementRequests,
  caseManagementStatusChanges,
  caseManagements,
  certificateUploadLinks,
  medicalCertificates,
} from '../../db/schema/case-management.ts';
import { caseComments, caseInputs, claims } from '../../db/schema/cases.ts';
import { documents } from '../../db/schema/documents.ts';
import { employeeRecords } from '../../db/schema/employees.ts';
import { fileUploads } from '../../db/schema/file-uploads.ts';
import { apiTokens, auditLog, users } from '../../db/schema/identity.ts';
import { carriers, payoutReleases, payouts, tenantCarriers } from '../../db/schema/payouts.ts';
import { organizationUnits, tenantConfigurationVersions, tenantIssues } from '../../db/schema/tenant-configuration.ts';
import {
  A_PAYOUT_ID,
  A_RELEASE_ID,
  A_UPLOAD_TOKEN,
  createCrossTenantFixtures,
  type Fixtures,
  VALID_BODIES,
} from '../../testing/cross-tenant/fixtures.ts';
import type { TestSession } from '../../testing/factories/user.factory.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';

describe.each(testBackends())('cross-tenant isolation on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantA = '';
  let tenantB = '';
  let fixtures: Fixtures = {};
  let markers: string[] = [];
  let sessionB: TestSession;
  let adminSession: TestSession;

  beforeAll(async () => {
    ({ tenantA, tenantB, fixtures, markers, sessionB, adminSession } = await createCrossTenantFixtures(ctx));
  });

  async function snapshotOfA() {
    const [
      userRows,
      tokenRows,
      auditRows,
      employeeRows,
      versionRows,
      unitRows,
      issueRows,
      documentRows,
      uploadRows,
      absenceRows,
      periodRows,
      claimRows,
      commentRows,
      inputRows,
      accountingRows,
    ] = await Promise.all([
      ctx.database.db.select().from(users).where(eq(users.tenantId, tenantA)),
      ctx.database.db.select().from(apiTokens).where(eq(apiTokens.tenantId, tenantA)),
      ctx.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenantA)),
      ctx.database.db.select().from(employeeRecords).where(eq(employeeRecords.tenantId, tenantA)),
      ctx.database.db
        .select()
        .from(tenantConfigurationVersions)
        .where(eq(tenantConfigurationVersions.tenantId, tenantA)),
      ctx.database.db.select().from(organizationUnits).where(eq(organizationUnits.tenantId, tenantA)),
      ctx.database.db.select().from(tenantIssues).where(eq(tenantIssues.tenantId, tenantA)),
      ctx.database.db.select().from(documents).where(eq(documents.tenantId, tenantA)),
      ctx.database.db.select().from(fileUploads).where(eq(fileUploads.tenantId, tenantA)),
      ctx.database.db.select().from(absences).where(eq(absences.tenantId, tenantA)),
      ctx.database.db.select().from(absencePeriods).where(eq(absencePeriods.tenantId, tenantA)),
      ctx.database.db.select().from(claims).where(eq(claims.tenantId, tenantA)),
      ctx.database.db.select().from(caseComments).where(eq(caseComments.tenantId, tenantA)),
      ctx.database.db.select().from(caseInputs).where(eq(caseInputs.tenantId, tenantA)),
      Promise.all([
        ctx.database.db.select().from(tenantCarriers).where(eq(tenantCarriers.tenantId, tenantA)),
        ctx.database.db.select().from(accountingMonths).where(eq(accountingMonths.tenantId, tenantA)),
        ctx.database.db.select().from(accountingMonthLocks).where(eq(accountingMonthLocks.tenantId, tenantA)),
        ctx.database.db.select().from(accountingSubmissions).where(eq(accountingSubmissions.tenantId, tenantA)),
        ctx.database.db.select().from(accountingSnapshots).where(eq(accountingSnapshots.tenantId, tenantA)),
        ctx.database.db.select().from(payouts).where(eq(payouts.tenantId, tenantA)),
        ctx.database.db.select().from(payoutReleases).where(eq(payoutReleases.tenantId, tenantA)),
        ctx.database.db.select().from(mails).where(eq(mails.tenantId, tenantA)),
        ctx.database.db.select().from(notificationSettings).where(eq(notificationSettings.tenantId, tenantA)),
        ctx.database.db.select().from(medicalCertificates).where(eq(medicalCertificates.tenantId, tenantA)),
        ctx.database.db.select().from(certificateUploadLinks).where(eq(certificateUploadLinks.tenantId, tenantA)),
      ]),
    ]);
    return JSON.stringify({
      userRows,
      tokenRows,
      auditRows: auditRows.length,
      employeeRows,
      versionRows,
      unitRows,
      issueRows,
      documentRows,
      uploadRows,
      absenceRows,
      periodRows,
      claimRows,
      commentRows,
      inputRows,
      accountingRows,
    });
  }

  const tenantRoutes = Object.entries(endpoints).filter(
    ([, endpoint]) => endpoint.access.kind === 'permission' || endpoint.access.kind === 'user',
  ) as [keyof typeof endpoints, Endpoint][];

  it('every path parameter of a tenant route has a tenant-A fixture', () => {
    const parameters = new Set(tenantRoutes.flatMap(([, endpoint]) => endpoint.path.match(/:[A-Za-z]+/g) ?? []));
    for (const parameter of parameters)
      expect(Object.keys(fixtures), `fixture for ${parameter}`).toContain(parameter.slice(1));
  });

  it.each(tenantRoutes)("%s: tenant B cannot reach tenant A's data", async (name, endpoint) => {
    const before = await snapshotOfA();
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_m, parameter: string) => fixtures[parameter] as string);
    const query: Partial<Record<keyof typeof endpoints, string>> = {
      absenceCalendar: '?month=2026-03',
      caseExplanation: '?date=2026-02-02',
      employeesMinimal: '?employeeIds=A-EMP-1',
      medicalCertificatesList: '?employeeId=A-EMP-1',
      missingCertificatesList: '?employeeId=A-EMP-1',
      certificateUploadLinksList: '?employeeId=A-EMP-1',
      // Tenant A's configuration names KTG-1 and A-EMP-1 is insured under it (decision 0065).
      policyInsured: '?policyType=KTG&policyNumber=KTG-1&date=2026-03-01',
      policyGaps: '?date=2026-03-01',
      policiesOverview: '?date=2026-03-01',
      kavOverview: '?date=2026-03-01',
      kavCompleteness: '?date=2026-03-01',
      kavAbsences: '?month=2026-03',
      // Tenant A has claims and monthly totals in March 2026 (decision 0068).
      benefitsTotals: '?from=2026-01&to=2026-12',
      benefitsCases: '?from=2026-01&to=2026-12',
      benefitsExport: '?from=2026-01&to=2026-12&format=CSV',
    };
    const url = `${path}${query[name] ?? ''}`;
    const body = VALID_BODIES[name];
    const response = await ctx.app.inject({
      method: endpoint.method,
      url,
      headers: sessionB.headers,
      ...(endpoint.method === 'GET' ? {} : { payload: (body ?? {}) as object }),
    });
    if (name === 'claimsPatch' || name === 'insuredPersonCaseCreate' || name === 'insuredPersonReassign') {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INSURED_PERSON_NOT_FOUND' });
    } else if (name === 'casesList' || name === 'casesWithUnassignedClaims' || name === 'insuredPersonsList') {
      expect(response.json()).toMatchObject({ items: [], totalCount: 0 });
    } else if (name === 'absencePeriodsColor') {
      expect(response.json()).toMatchObject({ code: 'INVALID_PARAMETERS' });
    } else if (name === 'issuesUpdate') {
      expect(response.json()).toMatchObject({ updatedCount: 0, updatedIssueIds: [] });
    } else if (name === 'absenceCalendar') {
      // Tenant B's own employees, none of A's (the markers below check A's names).
      expect(response.statusCode, response.body).toBe(200);
      const ids = (response.json() as { items: { employeeId: string }[] }).items.map((item) => item.employeeId);
      expect(ids).not.toContain('A-EMP-1');
    } else if (name === 'absencePeriodsList' || name === 'tenantIssuesList' || name === 'paymentOverviewList') {
      expect(response.json()).toMatchObject({ items: [], totalCount: 0 });
    } else if (name === 'paymentOverviewMonths' || name === 'employeesMinimal') {
      expect(response.json()).toMatchObject({ items: [] });
    } else if (name === 'workList') {
      // Tenant A has an open issue and derived cases and claims: tenant B's work list counts none of them.
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        issues: { total: 0 },
        claimsToSchedule: { caseCount: 0, claimCount: 0 },
        casesToDecide: { total: 0 },
      });
    } else if (name === 'policyInsured' || name === 'policyGaps' || name === 'policiesOverview') {
      // Tenant B's own policies and people (or POLICY_NOT_FOUND), never tenant A's employee.
      expect([200, 400], response.body).toContain(response.statusCode);
      expect(response.body).not.toContain('A-EMP-1');
      expect(response.body).not.toContain('Geheimnis');
    } else if (name === 'kavOverview' || name === 'kavCompleteness' || name === 'kavAbsences') {
      // Tenant B's own KAV view (decision 0069): none of tenant A's people, claims or absences.
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain('A-EMP-1');
    } else if (name === 'benefitsTotals') {
      // Tenant B's own ledger: none of tenant A's cases, claims or payouts counted.
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ months: [], subunits: [], total: { caseCount: 0, entitled: '0.00' } });
    } else if (name === 'benefitsCases') {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ items: [], totalCount: 0 });
    } else if (name === 'benefitsExport') {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain('A-EMP-1');
    } else if (name === 'caseManagementNotesJournal') {
      // Tenant A has a case management with a note (decision 0070): tenant B's journal lists none of it.
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ items: [], totalCount: 0 });
      expect(response.body).not.toContain('secret case management note');
    } else if (name === 'mailsList') {
      // Tenant A's mail is not among tenant B's user's mails.
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ items: [], totalCount: 0 });
    } else if (name === 'mailGet') {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'MAIL_NOT_FOUND' });
    } else if (name === 'employeesCheckExist') {
      expect(response.json()).toEqual({ existing: [], missing: ['A-EMP-1'] });
    } else if (name === 'authSwitchTenant') {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('TENANT_NOT_FOUND');
      expect(response.headers['set-cookie']).toBeUndefined();
    } else if (/:[A-Za-z]+/.test(endpoint.path)) {
      expect(response.statusCode, response.body).toBe(404);
    } else {
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    for (const marker of markers) expect(response.body).not.toContain(marker);
    expect(await snapshotOfA()).toBe(before);
  });

  it("tenant B's case management calls leave tenant A's case management, request and notes as they were", async () => {
    const caseManagementOfA = () =>
      ctx.database.withTenant(tenantA, async (tx) =>
        JSON.stringify([
          await tx.select().from(caseManagements),
          await tx.select().from(caseManagementRequests),
          await tx.select().from(caseManagementNotes),
          await tx.select().from(caseManagementStatusChanges),
        ]),
      );
    const before = await caseManagementOfA();
    const managed = `/api/modular/case-management/${fixtures.caseManagementId}`;
    const request = `/api/modular/case-management-request/${fixtures.requestId}`;
    for (const [method, url, payload] of [
      ['GET', managed, undefined],
      ['PATCH', managed, { isCaseReviewCompleted: true }],
      ['PUT', `${managed}/plan`, { goals: ['Von B'], steps: [], workCapacity: [] }],
      ['POST', `${managed}/close`, { outcome: 'OTHER' }],
      ['GET', `${managed}/notes`, undefined],
      ['POST', `${managed}/notes`, { text: 'Von B' }],
      ['DELETE', `${managed}/notes/${fixtures.noteId}`, undefined],
      ['POST', `${request}/accept`, {}],
      ['POST', `${request}/decline`, { declineReason: 'Von B' }],
      ['POST', `${request}/withdraw`, undefined],
      ['GET', '/api/modular/employee/A-EMP-1/case-management', undefined],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: sessionB.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('A secret');
    }
    for (const url of ['/api/modular/case-management', '/api/modular/case-management-requests']) {
      const listed = await ctx.app.inject({ method: 'GET', url, headers: sessionB.headers });
      expect(listed.json()).toMatchObject({ items: [], totalCount: 0 });
    }
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/case-management-request',
      headers: sessionB.headers,
      payload: { employeeId: 'A-EMP-1', reason: 'Von B' },
    });
    expect(requested.json()).toMatchObject({ code: 'EMPLOYEE_NOT_FOUND' });
    expect(await caseManagementOfA()).toBe(before);
  });

  it("tenant B's care task calls leave tenant A's templates, tasks, comments and attachments as they were", async () => {
    const careOfA = () =>
      Promise.all([
        ctx.database.db.select().from(careTaskDefinitions).where(eq(careTaskDefinitions.tenantId, tenantA)),
        ctx.database.db.select().from(careTasks).where(eq(careTasks.tenantId, tenantA)),
        ctx.database.db.select().from(careTaskComments).where(eq(careTaskComments.tenantId, tenantA)),
        ctx.database.db.select().from(careTaskAttachments).where(eq(careTaskAttachments.tenantId, tenantA)),
      ]).then((rows) => JSON.stringify(rows));
    const before = await careOfA();
    const task = `/api/modular/care-task/${fixtures.careTaskId}`;
    const calls: [string, string, object | undefined][] = [
      ['PATCH', task, { privateNotes: 'Von B', dueDate: '2026-04-01' }],
      ['POST', `${task}/complete`, {}],
      ['POST', `${task}/discard`, { reason: 'Von B' }],
      ['POST', `${task}/comments`, { comment: 'Von B' }],
      ['DELETE', `${task}/attachments/${fixtures.attachmentId}`, undefined],
      ['PUT', `/api/modular/care-task-definition/${fixtures.careTaskDefinitionId}`, undefined],
      ['DELETE', `/api/modular/care-task-definition/${fixtures.careTaskDefinitionId}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: sessionB.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/modular/care-tasks', headers: sessionB.headers });
    expect(listed.json()).toMatchObject({ items: [], totalCount: 0 });
    expect(await careOfA()).toBe(before);
  });

  it("tenant A's certificate upload link, used while signed in to tenant B, writes into tenant A only", async () => {
    // The public routes carry no tenant: the link's token decides. B's session changes nothing about that, and B's
    // own routes neither list nor revoke A's link by its id.
    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/modular/certificate-upload-link/${fixtures.uploadLinkId}`,
      headers: sessionB.headers,
    });
    expect(revoke.json()).toMatchObject({ code: 'CERTIFICATE_UPLOAD_LINK_NOT_FOUND' });
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/certificate-upload/${A_UPLOAD_TOKEN}`,
      headers: sessionB.headers,
    });
    expect(shown.json()).toMatchObject({ companyName: expect.any(String), from: '2026-02-02' });
    const uploaded = await ctx.app.inject({
      method: 'PUT',
      url: `/api/modular/certificate-upload/${A_UPLOAD_TOKEN}`,
      headers: { ...sessionB.headers, 'content-type': 'application/pdf', 'x-file-name': 'b.pdf' },
      payload: Buffer.from('%PDF-1.4 from B'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const inB = await ctx.database.withTenant(tenantB, (tx) => tx.select().from(medicalCertificates));
    expect(inB).toEqual([]);
    const inA = await ctx.database.withTenant(tenantA, (tx) =>
      tx.select().from(medicalCertificates).where(eq(medicalCertificates.source, 'UPLOAD_LINK')),
    );
    expect(inA.map((row) => row.employeeId)).toEqual(['A-EMP-1']);
    const listedInB = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/medical-certificates',
      headers: sessionB.headers,
    });
    expect(listedInB.json()).toMatchObject({ items: [], totalCount: 0 });
  });
  it("an admin acting for tenant B sees only tenant B's data", async () => {
    for (const path of ['users', 'audit-log', 'issues', 'configuration-versions', 'cases', '']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/admin/tenant/${tenantB}${path ? `/${path}` : ''}`,
        headers: adminSession.headers,
      });
      expect(response.statusCode).toBe(200);
      for (const marker of markers) expect(response.body).not.toContain(marker);
    }
  });

  it("the accounting checks for tenant B show none of tenant A's absences or employees", async () => {
    for (const check of ['absences-without-claims', 'employee-statistics']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/modular/admin/accounting-month-checks/${check}?tenantId=${tenantB}&accountingMonth=2026-02`,
        headers: adminSession.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain('A-EMP-1');
      for (const marker of markers) expect(response.body).not.toContain(marker);
    }
  });

  it("tenant B's care stage routes neither show nor change tenant A's definitions and stages (issue 29)", async () => {
    const before = await ctx.database.withTenant(tenantA, async (tx) => ({
      definitions: await tx.select().from(careStageDefinitions),
      stints: await tx.select().from(employeeCareStages),
    }));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/modular/care-stage-definitions',
      headers: sessionB.headers,
      payload: { definitions: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/modular/care-stages', headers: sessionB.headers });
    expect(list.json()).toMatchObject({ items: [], totalCount: 0 });
    const after = await ctx.database.withTenant(tenantA, async (tx) => ({
      definitions: await tx.select().from(careStageDefinitions),
      stints: await tx.select().from(employeeCareStages),
    }));
    expect(after).toEqual(before);
    expect(after.definitions).toHaveLength(1);
    expect(after.stints).toHaveLength(1);
  });

  // The admin case-input routes name a tenant: acting for tenant B, tenant A's insured person, case and inputs are
  // unknown (400 INSURED_PERSON_NOT_FOUND, spec section 8) and nothing of tenant A changes.
  const caseInputRoutes = Object.entries(endpoints).filter(
    ([, endpoint]) =>
      endpoint.access.kind === 'admin' &&
      endpoint.path.includes('/insured-person/:insuredPersonId/') &&
      !(endpoint as Endpoint).messageOnlyRefusals,
  ) as [keyof typeof endpoints, Endpoint][];
  const caseInputBodies: Record<string, unknown> = {
    'manual-correction': {
      accountingMonthId: '2026-03',
      dates: { from: '2026-02-02', to: '2026-02-02' },
      comment: 'B',
    },
    'iv-setting': { type: 'IV_PENSION', amount: 100, startDate: '2026-02-01', endDate: null },
    'benefit-stop': { entries: [{ startDate: '2026-02-02', endDate: null, outputPercentage: 50 }], reason: 'B' },
    'accident-date': { accidentDate: '2026-02-01' },
    decision: { decision: 'DENIED', reason: 'B', decidedOn: '2026-02-02' },
    'input-preview': { kind: 'BENEFIT_STOP', id: '0196f0a0-0000-7000-8000-00000000b001', input: null },
  };

  it('the admin case-input routes are all walked here', () => {
    expect(caseInputRoutes.map(([name]) => name).sort()).toEqual(
      Object.keys(endpoints)
        .filter((name) =>
          /^admin(ManualCorrection|IvSetting|BenefitStop|AccidentDate|CaseDecision|CaseInputPreview)/.test(name),
        )
        .sort(),
    );
  });

  it.each(caseInputRoutes)("%s: an admin acting for tenant B cannot reach tenant A's case", async (_name, endpoint) => {
    const before = await snapshotOfA();
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_m, parameter: string) =>
      parameter === 'tenantId' ? tenantB : ((fixtures[parameter] ?? fixtures.benefitStopId) as string),
    );
    const kind = Object.keys(caseInputBodies).find((key) => endpoint.path.includes(`/${key}`)) as string;
    const response = await ctx.app.inject({
      method: endpoint.method,
      url: path,
      headers: adminSession.headers,
      ...(endpoint.method === 'DELETE' ? {} : { payload: caseInputBodies[kind] as object }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INSURED_PERSON_NOT_FOUND' });
    for (const marker of markers) expect(response.body).not.toContain(marker);
    expect(await snapshotOfA()).toBe(before);
  });

  // The admin accounting routes name a tenant: acting for tenant B, tenant A's month is unknown (404) and nothing of
  // tenant A changes; the lists show B's months only.
  const accountingAdminRoutes = Object.entries(endpoints).filter(
    ([name, endpoint]) => endpoint.access.kind === 'admin' && name.startsWith('adminAccountingMonth'),
  ) as [keyof typeof endpoints, Endpoint][];

  it.each(accountingAdminRoutes)(
    "%s: an admin acting for tenant B cannot reach tenant A's month",
    async (name, endpoint) => {
      const before = await snapshotOfA();
      const url = endpoint.path.replace(':tenantId', tenantB).replace(':accountingMonthId', '2026-02');
      const response = await ctx.app.inject({
        method: endpoint.method,
        url,
        headers: adminSession.headers,
        ...(endpoint.method === 'GET'
          ? {}
          : { payload: name === 'adminAccountingMonthCreate' ? { accountingMonthId: '2026-09' } : {} }),
      });
      if (url.includes('/2026-02')) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().code).toBe('ACCOUNTING_MONTH_NOT_FOUND');
      } else {
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
      for (const marker of markers) expect(response.body).not.toContain(marker);
      expect(await snapshotOfA()).toBe(before);
    },
  );

  // The admin payout routes name a tenant: acting for tenant B, tenant A's payout and release are unknown (404), B has
  // nothing locked to build drafts from (409), the lists show B's (none); nothing of tenant A changes.
  const payoutAdminRoutes = Object.entries(endpoints).filter(([name]) => name.startsWith('adminPayout')) as [
    keyof typeof endpoints,
    Endpoint,
  ][];

  it.each(payoutAdminRoutes)(
    "%s: an admin acting for tenant B cannot reach tenant A's payouts",
    async (name, endpoint) => {
      const before = await snapshotOfA();
      const url = endpoint.path
        .replace(':tenantId', tenantB)
        .replace(':payoutId', A_PAYOUT_ID)
        .replace(':releaseId', A_RELEASE_ID);
      const payloads: Partial<Record<keyof typeof endpoints, object>> = {
        adminPayoutRegenerate: { accountingMonthId: '2026-02' },
        adminPayoutRelease: { payoutIds: [A_PAYOUT_ID], requestedExecutionDate: '2030-01-07' },
      };
      const response = await ctx.app.inject({
        method: endpoint.method,
        url,
        headers: adminSession.headers,
        ...(endpoint.method === 'GET' ? {} : { payload: payloads[name] ?? {} }),
      });
      if (url.includes(A_PAYOUT_ID) || url.includes(A_RELEASE_ID) || name === 'adminPayoutRelease') {
        expect(response.statusCode, response.body).toBe(404);
      } else if (name === 'adminPayoutRegenerate') {
        expect(response.json().code).toBe('ACCOUNTING_MONTH_NOT_LOCKED');
      } else {
        expect(response.statusCode, response.body).toBe(200);
      }
      for (const marker of markers) expect(response.body).not.toContain(marker);
      expect(await snapshotOfA()).toBe(before);
    },
  );

  // The admin routes of a tenant's carriers name a tenant: acting for tenant B they show and change B's assignment
  // only; tenant A's carrier assignment stays as it was.
  const tenantCarrierRoutes = Object.entries(endpoints).filter(
    ([name, endpoint]) => endpoint.access.kind === 'admin' && name.startsWith('adminTenantCarriers'),
  ) as [keyof typeof endpoints, Endpoint][];

  it('the admin routes of a tenant’s carriers are all walked here', () => {
    expect(tenantCarrierRoutes.map(([name]) => name).sort()).toEqual([
      'adminTenantCarriersGet',
      'adminTenantCarriersReplace',
    ]);
  });

  it.each(tenantCarrierRoutes)(
    "%s: an admin acting for tenant B neither sees nor changes tenant A's carriers",
    async (_name, endpoint) => {
      const before = await snapshotOfA();
      const [own] = await ctx.database.db
        .insert(carriers)
        .values({
          id: crypto.randomUUID(),
          name: `Carrier of B ${endpoint.method}`,
          payingUnitName: 'Leistungen',
          streetName: 'Marktgasse',
          buildingNumber: null,
          postCode: '3011',
          townName: 'Bern',
          country: 'CH',
          iban: 'CH2300790016252334790',
          contactName: 'B',
        })
        .returning();
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: endpoint.path.replace(':tenantId', tenantB),
        headers: adminSession.headers,
        ...(endpoint.method === 'GET' ? {} : { payload: { KTG: own?.id, UVG: null, UVGZ: own?.id } }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().tenantId).toBe(tenantB);
      expect(response.body).not.toContain(fixtures.carrierIdOfA as string);
      for (const marker of markers) expect(response.body).not.toContain(marker);
      expect(await snapshotOfA()).toBe(before);
    },
  );

  it('the power of attorney acting for tenant B does not find tenant A’s case (404, no document stored in A)', async () => {
    const before = await snapshotOfA();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/tenant/${tenantB}/power-of-attorney/${fixtures.caseId}`,
      headers: adminSession.headers,
    });
    expect([response.statusCode, response.json().code]).toEqual([404, 'CASE_NOT_FOUND']);
    for (const marker of markers) expect(response.body).not.toContain(marker);
    expect(await snapshotOfA()).toBe(before);
  });

  it('the admin reassign acting for tenant B does not find tenant A’s insured person (400, message only)', async () => {
    const before = await snapshotOfA();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/admin/tenant/${tenantB}/insured-person/${fixtures.insuredPersonId}/reassign`,
      headers: adminSession.headers,
      payload: { targetCaseId: null, claims: ['A-EMP-1:SICK:2026-02-02'] },
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'Insured person not found' }]);
    expect(await snapshotOfA()).toBe(before);
  });

  // The takeover routes (decision 0024): a record naming tenant B does not find tenant A's employee, and a case
  // migration of tenant B neither lists nor touches tenant A's takeover cases.
  it("the takeover and the case migration of tenant B do not reach tenant A's employee and takeover cases", async () => {
    const takeoverOf = (tenantId: string) => ({
      tenantId,
      employeeId: 'A-EMP-1',
      counters: [],
      cases: [
        {
          id: 'A-SECRET-CASE',
          caseNumber: 3,
          type: 'SICK',
          activeRange: { from: '2025-11-01', till: '2025-11-20', days: 20 },
          counters: [
            {
              id: 'w',
              counterTypes: [],
              name: 'WAITING_DAYS',
              value: { type: 'TAKEOVER', date: '2025-11-20', value: 20 },
            },
          ],
          status: 'CLOSED',
          openedAt: '2025-11-01',
        },
      ],
    });
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/admin/initialize-for-takeover',
      headers: adminSession.headers,
      payload: takeoverOf(tenantA),
    });
    expect(own.statusCode, own.body).toBe(201);
    const before = await snapshotOfA();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/modular/admin/initialize-for-takeover',
      headers: adminSession.headers,
      payload: takeoverOf(tenantB),
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'EMPLOYEE_NOT_FOUND']);
    const migration = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/admin/case-migration/${tenantB}`,
      headers: adminSession.headers,
    });
    expect(migration.statusCode, migration.body).toBe(200);
    expect(migration.json()).toEqual({
      dryRun: false,
      exact_match: [],
      create_takeover: [],
      create_closed_takeover: [],
      close_match: [],
      errors: [],
    });
    for (const marker of [...markers, 'A-EMP-1']) expect(migration.body).not.toContain(marker);
    expect(await snapshotOfA()).toBe(before);
  });

  it("an admin reading a case by its id reads it in the case's tenant and is audited there", async () => {
    const caseReads = async (tenantId: string) =>
      (await ctx.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenantId))).filter(
        (entry) => entry.entityId === 'GET /api/modular/admin/case/:ktgCaseId',
      ).length;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/modular/admin/case/${fixtures.caseId}`,
      headers: adminSession.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ tenantId: tenantA, caseId: fixtures.caseId, employeeId: 'A-EMP-1' });
    expect(response.json().comments).toEqual([expect.objectContaining({ comment: 'A secret comment' })]);
    // The admin audit hook writes after the answer (app.ts onResponse): wait for it.
    for (let attempt = 0; attempt < 50 && (await caseReads(tenantA)) === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect([await caseReads(tenantA), await caseReads(tenantB)]).toEqual([1, 0]);
  });

  it('an admin naming an unknown tenant gets TENANT_NOT_FOUND', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/admin/tenant/00000000-0000-4000-8000-000000000000/users',
      headers: adminSession.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'TENANT_NOT_FOUND' });
  });
});
