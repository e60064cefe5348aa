// The demo absences: two yearly files through the real upload processing; every row accepted, every kind of
// absence present, nothing outside the employments.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { demoAbsenceCsv } from '../db/demo-absences.ts';
import { fileUploads } from '../db/schema/file-uploads.ts';
import { DEMO_TENANT, SECOND_DEMO_TENANT, seedDemoDataIfEmptyAcrossTenants } from '../db/seed.ts';
import { fromEpochDay, swissCivilDate, toEpochDay } from '../domain/dates.ts';
import { testBlobStore, testSigner } from '../testing/factories/document.factory.ts';
import { processPendingEvents } from '../testing/factories/domain-event.factory.ts';
import { useTestDatabase } from '../testing/test-app.ts';
import { testBackends } from '../testing/test-databases.ts';
import { seedDemoAbsences } from './demo-absences.ts';

describe('demo absence files', () => {
  it('are deterministic and respect the employment', () => {
    const employees = [
      { employeeId: 'E-1', sex: 'FEMALE' as const, dateOfEmployment: '2025-06-01', leavingDate: null },
      { employeeId: 'E-2', sex: 'MALE' as const, dateOfEmployment: '2010-01-01', leavingDate: '2025-03-31' },
    ];
    const csv = demoAbsenceCsv(employees, '2025-01-01', '2025-12-31', 1);
    expect(demoAbsenceCsv(employees, '2025-01-01', '2025-12-31', 1)).toBe(csv);
    const rows = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';'));
    for (const [id, start = '', end = ''] of rows) {
      if (id === 'E-1') expect(start >= '2025-06-01').toBe(true);
      if (id === 'E-2') expect(end <= '2025-03-31').toBe(true);
    }
  });
});

describe.each(testBackends())('demo absences on %s', (backend) => {
  const ctx = useTestDatabase(backend);

  it('load through the upload processing: two completed uploads, no refused row, every kind of absence', async () => {
    await seedDemoDataIfEmptyAcrossTenants(ctx.database);
    const runtime = { blobs: testBlobStore, signer: testSigner, maxUploadBytes: 1024 };
    // Two files per demo company.
    // Seeded as of today: the derivation of the pending events below runs on today's date, so a fixed seed day would
    // let the running incapacities end (and the short-term case close) a week later.
    const now = new Date();
    const end = toEpochDay(swissCivilDate(now));
    const day = (offset: number) => fromEpochDay(end + offset);
    expect(await seedDemoAbsences(ctx.database, runtime, now)).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
    ]);
    // The second company (KTG Kombi, FTA from the first day): its running sickness is in the short-term cover.
    expect(await processPendingEvents(ctx.database, SECOND_DEMO_TENANT.id)).toMatchObject({ failed: 0 });
    const shortterm = await rowsOf<{ status: string }>(
      ctx.database.db,
      sql`select status from cases where tenant_id = ${SECOND_DEMO_TENANT.id} and status = 'SHORTTERM'`,
    );
    expect(shortterm.length).toBeGreaterThan(0);
    const uploads = await ctx.database.db.select().from(fileUploads).where(eq(fileUploads.tenantId, DEMO_TENANT.id));
    expect(uploads.map((upload) => [upload.startDate, upload.endDate, upload.status, upload.rowsRejected])).toEqual([
      // Two years up to today in two files; the second reaches two weeks past today (running certificates).
      [day(-730), day(-366), 'completed', 0],
      [day(-365), day(14), 'completed', 0],
    ]);
    const kinds = await rowsOf<{ type: string; accident_type: string | null; days: number }>(
      ctx.database.db,
      sql`select type, accident_type, count(*)::int as days from absences
          where tenant_id = ${DEMO_TENANT.id} and not deleted group by type, accident_type order by type, accident_type`,
    );
    expect(kinds.map((kind) => [kind.type, kind.accident_type])).toEqual([
      ['ACCIDENT', 'NON_OCCUPATIONAL'],
      ['ACCIDENT', 'OCCUPATIONAL'],
      ['MATERNITY', null],
      ['MILITARY', null],
      ['SICK', null],
      ['VACATION', null],
    ]);
    const [partial] = await rowsOf<{ days: number }>(
      ctx.database.db,
      sql`select count(*)::int as days from absences where tenant_id = ${DEMO_TENANT.id} and percentage = 50`,
    );
    expect(partial?.days).toBeGreaterThan(0);
    // Incapacities still running on the day: sickness and accident certificates reaching past it.
    const running = await rowsOf<{ type: string }>(
      ctx.database.db,
      sql`select distinct type from absences where tenant_id = ${DEMO_TENANT.id} and not deleted
          and date > ${day(0)} order by type`,
    );
    expect(running.map((row) => row.type)).toEqual(['ACCIDENT', 'SICK']);
    // One long sickness case denied by the insurer (a DENIED case in the demo).
    const denied = await rowsOf<{ status: string }>(
      ctx.database.db,
      sql`select status from cases where tenant_id = ${DEMO_TENANT.id} and status = 'DENIED'`,
    );
    expect(denied).toHaveLength(1);
    // Care (issue 29): the demo superiors' teams at their stages, each current stage with its task for the
    // superior (the first one completed), and the task mails written for the outbox.
    const levels = await rowsOf<{ level: number }>(
      ctx.database.db,
      sql`select distinct level from employee_care_stages where tenant_id = ${DEMO_TENANT.id}
          and left_care_stage_at is null order by level`,
    );
    expect(levels.length).toBeGreaterThan(0);
    const tasks = await rowsOf<{ status: string; responsible: boolean; n: number }>(
      ctx.database.db,
      sql`select status, responsible_user_id is not null as responsible, count(*)::int as n from care_tasks
          where tenant_id = ${DEMO_TENANT.id} group by 1, 2 order by 1, 2`,
    );
    expect(tasks.find((row) => row.status === 'COMPLETED')?.n).toBe(1);
    expect(tasks.find((row) => row.status === 'OPEN' && row.responsible)?.n).toBeGreaterThan(0);
    const mails = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from mails where tenant_id = ${DEMO_TENANT.id} and event = 'CARE_TASK_CREATED'`,
    );
    expect(mails[0]?.n).toBeGreaterThan(0);
    // Case management (issue 30 scope 6): one in each status — running (with notes, plan, PoA), requested, closed;
    // a declined request; certificates for the running one's sickness; an open upload link (its mail in the outbox).
    const managements = await rowsOf<{ status: string; notes: number; planned: boolean; pow: boolean }>(
      ctx.database.db,
      sql`select m.status, (select count(*)::int from case_management_notes n where n.case_management_id = m.id) as notes,
                 jsonb_array_length(m.plan->'steps') > 0 as planned, m.pow_document_id is not null as pow
          from case_managements m where m.tenant_id = ${DEMO_TENANT.id} order by m.status`,
    );
    expect(managements).toEqual([
      { status: 'ACTIVE', notes: 2, planned: true, pow: true },
      { status: 'NOT_ACTIVE', notes: 0, planned: false, pow: false },
    ]);
    const requests = await rowsOf<{ status: string }>(
      ctx.database.db,
      sql`select status from case_management_requests where tenant_id = ${DEMO_TENANT.id} order by status`,
    );
    expect(requests.map((row) => row.status)).toEqual(['ACCEPTED', 'ACCEPTED', 'DECLINED', 'OPEN']);
    // The running case management's two certificates (the first with its file), and two years of certificates HR
    // recorded (all but the last month's: those are the worklist's).
    const certificates = await rowsOf<{ kind: string; files: number; recent: number; n: number }>(
      ctx.database.db,
      sql`select kind, count(*) filter (where document_id is not null)::int as files,
                 count(*) filter (where from_date >= ${day(-30)}::date)::int as recent, count(*)::int as n
          from medical_certificates where tenant_id = ${DEMO_TENANT.id} group by kind order by kind`,
    );
    expect(certificates.map((row) => row.kind)).toEqual(['FIRST', 'FOLLOW_UP']);
    expect(certificates.reduce((sum, row) => sum + row.files, 0)).toBe(1);
    expect(certificates.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThan(300);
    expect(certificates.reduce((sum, row) => sum + row.recent, 0)).toBeLessThanOrEqual(2);
    // Recorded at the absences' own percentages: no certificate disagrees with them.
    const mismatches = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from tenant_issues where tenant_id = ${DEMO_TENANT.id}
          and type = 'ABSENCE_CERTIFICATE_INCAPACITY_MISMATCH'`,
    );
    expect(mismatches[0]?.n).toBe(0);
    const links = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from mails where tenant_id = ${DEMO_TENANT.id} and event = 'CERTIFICATE_UPLOAD_LINK'`,
    );
    expect(links[0]?.n).toBe(1);
    await processPendingEvents(ctx.database, DEMO_TENANT.id);
    // Deadlines due this week (E-1058's sickness of 26 days so far: the IV early detection notice after 30 days).
    const dueSoon = await rowsOf<{ kind: string }>(
      ctx.database.db,
      sql`select kind from deadlines where tenant_id = ${DEMO_TENANT.id} and status = 'OPEN'
          and due_date between ${day(0)}::date and ${day(7)}::date`,
    );
    expect(dueSoon.map((row) => row.kind)).toContain('IV_EARLY_DETECTION');
    // Two years of history done in time by HR: nothing open is overdue by more than two weeks.
    const [stale] = await rowsOf<{ open: number; done: number }>(
      ctx.database.db,
      sql`select count(*) filter (where status = 'OPEN')::int as open, count(*) filter (where status = 'DONE')::int as done
          from deadlines where tenant_id = ${DEMO_TENANT.id} and due_date < ${day(-14)}::date`,
    );
    expect(stale?.open).toBe(0);
    expect(stale?.done).toBeGreaterThan(50);
    const processing = await ctx.database.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.tenantId, DEMO_TENANT.id), eq(fileUploads.status, 'processing')));
    expect(processing).toEqual([]);
    // The whole demo is seeded and derived (a few thousand absence days): far more than a unit test's 30 s budget on
    // a busy 2-core machine (24-30 s seen with CI's own load).
  }, 120_000);
});
