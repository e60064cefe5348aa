// Reports over HTTP on both databases (issue 31 scope 2, decision 0058): the contract's validation errors, generating
// and downloading each of the six kinds, the preview, the history, the background path (forced by a small
// limit: config.reports.backgroundEmployeeDays = 100 employee-days), and who may do it.
// The world (factories/report-world.factory.ts): Anna Zeller (E-1) sick at 100 % 02.03.–10.04.2026, waiting period 2
// days, LFZ 10 days; today is fixed at Sunday 29.11.2026.
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_KINDS } from '../../../contracts/reports.ts';
import { documents } from '../../../db/schema/documents.ts';
import { auditLog } from '../../../db/schema/identity.ts';
import { reports } from '../../../db/schema/reports.ts';
import { createReportWorld, type ReportWorld } from '../../../testing/factories/report-world.factory.ts';
import type { TestSession } from '../../../testing/factories/user.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';

const TODAY = new Date('2026-11-29T08:00:00Z');

const definition = (overrides: Record<string, unknown> = {}) => ({
  kind: 'daily-allowance-or-wage-cut',
  period: { kind: 'time-range', from: '2026-03-01', to: '2026-03-31' },
  language: 'de',
  format: 'XLSX',
  ...overrides,
});

describe.each(testBackends())('reports on %s', (backend) => {
  const ctx = useTestApp(backend, { now: () => TODAY, config: { reports: { backgroundEmployeeDays: 100 } } });
  let world: ReportWorld;

  const call = (session: TestSession, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/modular${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    world = await createReportWorld(ctx.app, ctx.database, 'Bericht AG');
  });

  it('refuses invalid definitions with the contract messages (400, validation shape)', async () => {
    const hr = world.sessions.HR_Admin;
    const refused = async (reportDefinition: object, path: string, message: string | RegExp) => {
      const response = await call(hr, 'POST', '/report', { reportDefinition });
      expect(response.statusCode, response.body).toBe(400);
      const errors = response.json().errors as { in: string; path: string; message: string }[];
      const error = errors.find((candidate) => candidate.path === path);
      expect(error, JSON.stringify(errors)).toBeDefined();
      expect(error?.in).toBe('body');
      expect(error?.message).toMatch(message);
    };
    await refused(
      definition({ period: { kind: 'time-range', from: '2026-03-31', to: '2026-03-01' } }),
      'reportDefinition.period.to',
      'The end is before the start',
    );
    // 01.01.2025 – 02.01.2027 is 731 days after the start: one day too long.
    await refused(
      definition({ period: { kind: 'time-range', from: '2025-01-01', to: '2027-01-02' } }),
      'reportDefinition.period.to',
      'At most 731 days',
    );
    await refused(
      definition({ period: { kind: 'accounting-period', accountingMonthId: '2026-13' } }),
      'reportDefinition.period.accountingMonthId',
      'Must be in YYYY-MM format',
    );
    await refused(
      definition({ companySubunitIds: ['ZH', 'ZH'] }),
      'reportDefinition.companySubunitIds',
      'Each value only once',
    );
    await refused(definition({ kind: 'payslips' }), 'reportDefinition.kind', /daily-allowance-or-wage-cut/);
    await refused(definition({ format: 'CSV' }), 'reportDefinition.format', /XLSX/);
    await refused(definition({ language: 'rm' }), 'reportDefinition.language', /de/);
    await refused(
      definition({ riskCounterThreshold: -1 }),
      'reportDefinition.riskCounterThreshold',
      />=0|at least|Too small/i,
    );
    await refused(definition({ filters: { risk: 'medium' } }), 'reportDefinition.filters.risk', /short-term/);
    const unknownKey = await call(hr, 'POST', '/report', { reportDefinition: definition(), extra: 1 });
    expect(unknownKey.statusCode).toBe(400);
    const missing = await call(hr, 'POST', '/report', {});
    expect(missing.json().errors[0]).toMatchObject({ in: 'body', path: 'reportDefinition' });
  });

  it.each(REPORT_KINDS)(
    'generates and downloads %s (XLSX, read back with exceljs; the preview counts the same rows)',
    async (kind) => {
      const payroll = world.sessions.Payroll;
      const reportDefinition = definition({
        kind,
        period: { kind: 'time-range', from: '2026-03-01', to: '2026-04-30' },
      });
      const created = await call(payroll, 'POST', '/report', { reportDefinition });
      expect(created.statusCode, created.body).toBe(201);
      const report = created.json();
      expect(report).toMatchObject({
        kind,
        status: 'DONE',
        filename: expect.stringMatching(/_2026-03-01_2026-04-30\.xlsx$/),
      });
      const preview = await call(payroll, 'POST', '/report/preview', { reportDefinition });
      expect(preview.json().totalRowCount).toBe(report.rowCount);
      const downloaded = await ctx.app.inject({ method: 'GET', url: report.uri });
      expect(downloaded.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(downloaded.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      // The kind's sheet name (Excel: at most 31 characters).
      expect(sheet?.name.length).toBeGreaterThan(0);
      expect(sheet?.name.length).toBeLessThanOrEqual(31);
      const texts: string[] = [];
      sheet?.eachRow((row) => {
        row.eachCell((cell) => {
          texts.push(String(cell.text));
        });
      });
      // The title block names the company; every heading of the preview is a cell of the sheet.
      expect(texts.some((text) => text.includes('Bericht AG'))).toBe(true);
      for (const column of preview.json().columns as { label: string }[]) expect(texts).toContain(column.label);
    },
  );

  it('generates the daily-allowance-or-wage-cut report as XLSX and PDF: 201, history row, audit, download', async () => {
    const payroll = world.sessions.Payroll;
    const created = await call(payroll, 'POST', '/report', { reportDefinition: definition() });
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json();
    expect(report).toMatchObject({
      kind: 'daily-allowance-or-wage-cut',
      status: 'DONE',
      progress: 1,
      filename: 'Taggeld-oder-Lohnkuerzung_2026-03-01_2026-03-31.xlsx',
      requestedBy: { userId: world.userIds.Payroll },
      scheduleId: null,
      error: null,
    });
    expect(report.definition).toMatchObject({
      filters: { risk: 'any' },
      riskCounterThreshold: 0,
      companySubunitIds: [],
    });
    // Kept 90 days (the default retention) from its generation.
    expect(report.expiresAt).toBe('2027-02-27T08:00:00.000Z');
    // March: the waiting days 02.–03.03., the allowance inside LFZ 04.–11.03., the wage cut 12.–31.03.
    expect(report.rowCount).toBeGreaterThanOrEqual(3);

    const downloaded = await ctx.app.inject({ method: 'GET', url: report.uri });
    expect(downloaded.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(downloaded.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const texts: string[] = [];
    sheet?.eachRow((row) => {
      row.eachCell((cell) => {
        texts.push(String(cell.text));
      });
    });
    expect(texts).toContain('Zeller, Anna');
    expect(texts.some((text) => text.includes('Bericht AG'))).toBe(true);

    const pdf = await call(payroll, 'POST', '/report', {
      reportDefinition: definition({ format: 'PDF', language: 'fr' }),
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().filename).toMatch(/\.pdf$/);
    const pdfBytes = await ctx.app.inject({ method: 'GET', url: pdf.json().uri });
    expect(pdfBytes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [row] = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(reports).where(eq(reports.id, report.reportId)),
    );
    expect(row).toMatchObject({ status: 'DONE', documentId: report.documentId, rowCount: report.rowCount });
    const [document] = await ctx.database.withTenant(world.tenantId, (tx) =>
      tx.select().from(documents).where(eq(documents.id, report.documentId)),
    );
    expect(document).toMatchObject({ purpose: 'generated', status: 'stored', name: report.filename });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, world.tenantId), eq(auditLog.entityId, report.reportId)));
    expect(audit.map((entry) => entry.action)).toEqual(['report.create']);

    // GET /report/{id} answers the same report with a fresh address.
    const followed = await call(payroll, 'GET', `/report/${report.reportId}`);
    expect(followed.json()).toMatchObject({ reportId: report.reportId, status: 'DONE', documentId: report.documentId });
  });

  it('previews the first rows and the total without storing anything', async () => {
    const hr = world.sessions.HR_Admin;
    const before = await ctx.database.withTenant(world.tenantId, (tx) => tx.select().from(reports));
    const preview = await call(hr, 'POST', '/report/preview', { reportDefinition: definition() });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ kind: 'daily-allowance-or-wage-cut', title: 'Taggeld oder Lohnkürzung' });
    expect(body.rows.length).toBe(Math.min(20, body.totalRowCount));
    expect(body.columns.length).toBe(body.rows[0].length);
    expect(body.rows.map((row: unknown[]) => row[1])).toContain('Zeller, Anna');
    const after = await ctx.database.withTenant(world.tenantId, (tx) => tx.select().from(reports));
    expect(after).toHaveLength(before.length);
  });

  it('runs a large report in the background: 202 RUNNING, then DONE with its document', async () => {
    const hr = world.sessions.HR_Admin;
    // 1 employee × 181 days (01.01.–30.06.2026) > the test limit of 100 employee-days.
    const started = await call(hr, 'POST', '/report', {
      reportDefinition: definition({ period: { kind: 'time-range', from: '2026-01-01', to: '2026-06-30' } }),
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: 'RUNNING', documentId: null, uri: null, filename: null });
    const id = started.json().reportId as string;
    let report = started.json();
    for (let attempt = 0; attempt < 100 && report.status === 'RUNNING'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      report = (await call(hr, 'GET', `/report/${id}`)).json();
    }
    expect(report).toMatchObject({ status: 'DONE', progress: 1, filename: expect.stringMatching(/\.xlsx$/) });
    const downloaded = await ctx.app.inject({ method: 'GET', url: report.uri });
    expect(downloaded.statusCode).toBe(200);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, world.tenantId), eq(auditLog.entityId, id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['report.create', 'report.done']);
  });

  it('lists the history newest first, by kind; unknown ids answer 404', async () => {
    const hr = world.sessions.HR_Admin;
    const list = await call(hr, 'GET', '/reports?take=50');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { createdAt: string; kind: string }[];
    expect(list.json().totalCount).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect([...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(items);
    const bookings = await call(hr, 'GET', '/reports?kind=bookings');
    expect(bookings.json().items.length).toBeGreaterThanOrEqual(1);
    expect(bookings.json().items.every((item: { kind: string }) => item.kind === 'bookings')).toBe(true);
    const missing = await call(hr, 'GET', '/report/0196f0a0-0000-7000-8000-000000000404');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('REPORT_NOT_FOUND');
  });

  it('lets Payroll and HR_Admin generate; Superior, Case_Manager and HR_Business_Partner never', async () => {
    for (const role of ['Payroll', 'HR_Admin'] as const) {
      const preview = await call(world.sessions[role], 'POST', '/report/preview', { reportDefinition: definition() });
      expect(preview.statusCode, role).toBe(200);
      expect((await call(world.sessions[role], 'GET', '/reports')).statusCode, role).toBe(200);
    }
    for (const role of ['Superior', 'Case_Manager', 'HR_Business_Partner'] as const) {
      const session = world.sessions[role];
      for (const [method, url, payload] of [
        ['POST', '/report', { reportDefinition: definition() }],
        ['POST', '/report/preview', { reportDefinition: definition() }],
        ['GET', '/reports', undefined],
        ['GET', '/report-schedules', undefined],
        ['GET', '/report-settings', undefined],
      ] as const) {
        const response = await call(session, method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    }
  });
});
