// Payouts through the API (issue 15; decisions 0031, 0033): drafts from a locked month, regeneration is idempotent,
// the release under four eyes writes a pain.001 file that passes every rule, a paid line is never offered again, a
// correction of a paid month nets in the next month's payout, a cancelled proposal returns to DRAFT.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { checkPain001 } from '../../../domain/payouts/pain001/pain001-check.ts';
import { processPendingEvents } from '../../../testing/factories/domain-event.factory.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import {
  createPayoutWorld,
  lockPayoutMonth,
  nextExecutionDate,
  type PayoutWorld,
  payoutCall,
} from '../../../testing/factories/payout-world.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { writeReleaseStatements } from './payout-statements.service.ts';

describe.each(testBackends())('payouts on %s', (backend) => {
  const ctx = useTestApp(backend);

  const company = (name: string) => createPayoutWorld(ctx, name);
  const call = payoutCall(ctx);
  const executionDate = nextExecutionDate;
  const lock = (world: PayoutWorld, month: string) => lockPayoutMonth(ctx, world, month);

  it('drafts from the locked month, idempotent regeneration, release under four eyes, a valid pain.001, no second payment', async () => {
    const world = await company('Auszahlung AG');
    const regenerate = (month: string) =>
      call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, { accountingMonthId: month });

    // Nothing locked yet.
    expect((await regenerate('2026-03')).json()).toMatchObject({ code: 'ACCOUNTING_MONTH_NOT_LOCKED' });
    await lock(world, '2026-03');
    const first = await regenerate('2026-03');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ drafts: 1, created: 1, unchanged: 0, netAmount: '157.81' });
    // Again: the same draft, unchanged (same id).
    const list = await call(world.adminA, 'GET', `${world.base}/payout?accountingMonthId=2026-03`);
    const [draft] = list.json().items;
    expect((await regenerate('2026-03')).json()).toMatchObject({ drafts: 1, created: 0, unchanged: 1 });
    expect((await call(world.adminA, 'GET', `${world.base}/payout/${draft.payoutId}`)).statusCode).toBe(200);

    // The payout: the employer (its billing address) is paid 157.81 for 31.03.; the 30 waiting days explain the month.
    expect(draft).toMatchObject({
      status: 'DRAFT',
      payeeKind: 'EMPLOYER',
      companySubunitId: null,
      iban: 'CH9300762011623852957',
      grossAmount: '157.81',
      netAmount: '157.81',
      problems: [],
      carrier: { carrierId: world.carrierId },
      billingDetails: { streetName: 'Bahnhofstrasse', buildingNumber: '1', postalCode: '8001', city: 'Zürich' },
    });
    expect(
      draft.settlementPeriods.map((p: Record<string, unknown>) => [
        p.startDate,
        p.endDate,
        p.onWaitingPeriod,
        p.amount,
      ]),
    ).toEqual([
      ['2026-03-01', '2026-03-30', true, '0.00'],
      ['2026-03-31', '2026-03-31', false, '157.81'],
    ]);

    // Four eyes: A proposes, A cannot approve, B approves.
    const proposed = await call(world.adminA, 'POST', `${world.base}/payout/release`, {
      payoutIds: [draft.payoutId],
      requestedExecutionDate: executionDate(),
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const releaseId = proposed.json().releaseId;
    expect(proposed.json()).toMatchObject({ status: 'PROPOSED', payoutCount: 1, totalAmount: '157.81' });
    // The release says whose proposal it is, so the proposer's screen disables "approve" (issue 28 section 3).
    const releasesOf = async (session: typeof world.adminA) =>
      (await call(session, 'GET', `${world.base}/payout/release`)).json().items as {
        releaseId: string;
        isOwnProposal: boolean;
      }[];
    expect(proposed.json()).toMatchObject({ isOwnProposal: true });
    expect(await releasesOf(world.adminA)).toEqual([expect.objectContaining({ releaseId, isOwnProposal: true })]);
    expect(await releasesOf(world.adminB)).toEqual([expect.objectContaining({ releaseId, isOwnProposal: false })]);
    const asB = await call(world.adminB, 'GET', `${world.base}/payout/release/${releaseId}`);
    expect(asB.json()).toMatchObject({ releaseId, isOwnProposal: false });
    const self = await call(world.adminA, 'POST', `${world.base}/payout/release/${releaseId}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'FOUR_EYES_REQUIRED' });
    // The refusal changed nothing: the release still waits for a second admin.
    expect((await call(world.adminA, 'GET', `${world.base}/payout/release/${releaseId}`)).json()).toMatchObject({
      status: 'PROPOSED',
      decidedBy: null,
    });
    const approved = await call(world.adminB, 'POST', `${world.base}/payout/release/${releaseId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'RELEASED',
      paymentFiles: [{ transactionCount: 1, controlSum: '157.81' }],
    });

    // The file: every pain.001.001.09 rule holds; the employer's account, the amount, the end-to-end id.
    const file = await ctx.app.inject({ method: 'GET', url: approved.json().paymentFiles[0].url });
    expect(file.statusCode).toBe(200);
    const xml = file.body;
    expect(checkPain001(xml)).toEqual([]);
    expect(xml).toContain('<IBAN>CH9300762011623852957</IBAN>');
    expect(xml).toContain('<InstdAmt Ccy="CHF">157.81</InstdAmt>');
    expect(xml).toContain(`<EndToEndId>ABZ${draft.payoutId.replaceAll('-', '').toUpperCase()}</EndToEndId>`);
    expect(xml).toContain('<StrtNm>Bahnhofstrasse</StrtNm>');
    // The creation time is Zurich's local time with its offset (+01:00 in winter, +02:00 in summer), not UTC without
    // one; the message id carries the same local date.
    const created = /<CreDtTm>(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}\+0[12]:00<\/CreDtTm>/.exec(xml);
    expect(created, 'CreDtTm with the Zurich offset').not.toBeNull();
    expect(xml).toContain(`<MsgId>ABZ${created?.slice(1, 4).join('')}`);

    // No second payment: approve again, regenerate, propose the released payout.
    expect(
      (await call(world.adminB, 'POST', `${world.base}/payout/release/${releaseId}/approve`)).json(),
    ).toMatchObject({
      code: 'PAYOUT_RELEASE_NOT_PROPOSED',
    });
    expect((await regenerate('2026-03')).json()).toMatchObject({ drafts: 0, removed: 0 });
    const again = await call(world.adminA, 'POST', `${world.base}/payout/release`, {
      payoutIds: [draft.payoutId],
      requestedExecutionDate: executionDate(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYOUT_NOT_DRAFT' });

    // 31.03. corrected to 50 %, April locked: April pays 9 x 157.81 - 157.81 + 78.91 = 1 341.39 in one payout.
    const lastMarchDay = world.days.find((day) => day.date === '2026-03-31');
    const changed = await call(world.hr, 'PATCH', '/api/modular/absence', {
      items: [{ absenceIds: [lastMarchDay?.absenceId], changes: { percentage: 50 } }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await processPendingEvents(ctx.database, world.tenantId)).toMatchObject({ failed: 0 });
    await lock(world, '2026-04');
    expect((await regenerate('2026-04')).json()).toMatchObject({ drafts: 1, netAmount: '1341.39' });
    const april = (await call(world.adminA, 'GET', `${world.base}/payout?accountingMonthId=2026-04`)).json().items[0];
    expect(april).toMatchObject({ grossAmount: '1341.39', offsetApplied: '0.00', netAmount: '1341.39' });
    expect(
      april.settlementPeriods
        .filter((p: { isCorrection: boolean }) => p.isCorrection)
        .map((p: Record<string, unknown>) => [p.correctionKind, p.correctedMonthId, p.amount]),
    ).toEqual([
      ['REVERSAL', '2026-03', '-157.81'],
      ['REBOOKING', '2026-03', '78.91'],
    ]);

    // A proposal withdrawn: the payout is a DRAFT again and can be proposed anew.
    const aprilRelease = await call(world.adminA, 'POST', `${world.base}/payout/release`, {
      payoutIds: [april.payoutId],
      requestedExecutionDate: executionDate(),
    });
    expect(aprilRelease.statusCode, aprilRelease.body).toBe(200);
    const cancelled = await call(
      world.adminA,
      'POST',
      `${world.base}/payout/release/${aprilRelease.json().releaseId}/cancel`,
    );
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await call(world.adminA, 'GET', `${world.base}/payout/${april.payoutId}`)).json()).toMatchObject({
      status: 'DRAFT',
      releaseId: null,
    });

    // Metadata: one released (157.81), one draft (1 341.39).
    const metadata = (await call(world.adminA, 'GET', `${world.base}/payout/metadata`)).json();
    expect(metadata.byStatus).toEqual([
      { status: 'DRAFT', count: 1, netAmount: '1341.39' },
      { status: 'RELEASED', count: 1, netAmount: '157.81' },
    ]);
    expect(metadata.lockedMonths).toEqual(['2026-04', '2026-03']);

    // Audit: the proposal and the approval with their amounts.
    const audit = await ctx.database.withTenant(world.tenantId, (tx) =>
      rowsOf<{ action: string }>(
        tx,
        sql`select action from audit_log where action like 'payout.%' order by occurred_at`,
      ),
    );
    expect(audit.map((row) => row.action)).toEqual([
      'payout.regenerate',
      'payout.release.propose',
      'payout.release.approve',
      'payout.regenerate',
      'payout.release.propose',
      'payout.release.cancel',
    ]);
  });

  it('statements: a draft preview on demand, one statement per released payout written with the approval, progress, reruns write nothing', async () => {
    const world = await company('Abrechnung AG');
    // A second person with accents, sick from 01.03.: March pays 31.03. like K-1.
    await createEmployeeRecord(ctx.database, world.tenantId, 'K-2', {
      firstName: 'Zoë',
      lastName: 'Müller-Lüdenscheidt',
      validFrom: '2020-01-01',
      data: {
        processingGroupId: 'MONTHLY',
        dateOfEmployment: '2020-01-01',
        salaryBasis: 'MONTHLY',
        wageTypes: [{ wageTypeId: '1000', amount: 6000 }],
        policies: [{ policyType: 'KTG', policyNumber: 'KTG-1' }],
      },
    });
    const recorded = await call(world.hr, 'POST', '/api/modular/absence', {
      employeeId: 'K-2',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      type: 'SICK',
      percentage: 100,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await processPendingEvents(ctx.database, world.tenantId)).toMatchObject({ failed: 0 });
    await lock(world, '2026-03');
    await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, { accountingMonthId: '2026-03' });
    const drafts = (await call(world.adminA, 'GET', `${world.base}/payout?sortBy=LAST_NAME&sortOrder=ASC`)).json()
      .items as { payoutId: string; personNames: { lastName: string | null } }[];
    expect(drafts).toHaveLength(2);
    const zoe = drafts.find((item) => item.personNames.lastName === 'Müller-Lüdenscheidt');
    const directory = mkdtempSync(join(tmpdir(), 'payout-statements-'));
    const pdfText = async (uri: string) => {
      const file = await ctx.app.inject({ method: 'GET', url: uri });
      expect(file.statusCode).toBe(200);
      const path = join(directory, `${randomUUID()}.pdf`);
      writeFileSync(path, file.rawPayload);
      return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    };
    const statementIds = () =>
      ctx.database.withTenant(world.tenantId, (tx) =>
        rowsOf<{ id: string; statement_document_id: string | null }>(
          tx,
          sql`select id, statement_document_id from payouts order by id`,
        ),
      );
    try {
      // A draft: a preview marked as such, never recorded as the payout's statement; asked again, the same document.
      const documentCount = async () =>
        (
          await ctx.database.withTenant(world.tenantId, (tx) =>
            rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from documents`),
          )
        )[0]?.n;
      const before = await documentCount();
      const preview = await call(world.adminA, 'GET', `${world.base}/payout/${zoe?.payoutId}/statement`);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({ filename: expect.stringMatching(/_Entwurf\.pdf$/) });
      const draftText = await pdfText(preview.json().uri);
      for (const expected of ['Taggeldabrechnung März 2026 – Entwurf', 'Zoë Müller-Lüdenscheidt', '157.81']) {
        expect(draftText, expected).toContain(expected);
      }
      expect((await statementIds()).every((row) => row.statement_document_id === null)).toBe(true);
      const again = await call(world.adminA, 'GET', `${world.base}/payout/${zoe?.payoutId}/statement`);
      expect(again.statusCode, again.body).toBe(200);
      const documentOf = (uri: string) => new URL(uri, 'http://localhost').pathname;
      expect(documentOf(again.json().uri)).toBe(documentOf(preview.json().uri));
      expect(await documentCount()).toBe((before ?? 0) + 1);
      const [previewStored] = await ctx.database.withTenant(world.tenantId, (tx) =>
        rowsOf<{ id: string; storage_key: string }>(
          tx,
          sql`select d.id, d.storage_key from payouts p join documents d on d.id = p.preview_document_id
              where p.id = ${zoe?.payoutId}`,
        ),
      );
      expect(previewStored).toBeDefined();
      const missing = await call(world.adminA, 'GET', `${world.base}/payout/${randomUUID()}/statement`);
      expect(missing.statusCode).toBe(404);

      // Released: the approval writes a statement per payout (no job queue in tests: after the commit).
      const proposed = await call(world.adminA, 'POST', `${world.base}/payout/release`, {
        payoutIds: drafts.map((item) => item.payoutId),
        requestedExecutionDate: executionDate(),
      });
      expect(proposed.statusCode, proposed.body).toBe(200);
      const releaseId = proposed.json().releaseId;
      const approved = await call(world.adminB, 'POST', `${world.base}/payout/release/${releaseId}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'RELEASED', payoutCount: 2, statementsWritten: 2 });
      const written = await statementIds();
      expect(written.every((row) => row.statement_document_id !== null)).toBe(true);
      // The draft's preview went with the approval: its row and its file.
      const previewLeft = await ctx.database.withTenant(world.tenantId, (tx) =>
        rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from documents where id = ${previewStored?.id}
              or id in (select preview_document_id from payouts)`,
        ),
      );
      expect(previewLeft[0]?.n).toBe(0);
      expect(await ctx.app.documents.blobs.exists(previewStored?.storage_key as string)).toBe(false);

      // The route answers the written statement: released, with the net, the IBAN and the execution date.
      const statement = await call(world.adminA, 'GET', `${world.base}/payout/${zoe?.payoutId}/statement`);
      expect(statement.statusCode, statement.body).toBe(200);
      expect(statement.json().uri).toContain(
        written.find((row) => row.id === zoe?.payoutId)?.statement_document_id as string,
      );
      const text = await pdfText(statement.json().uri);
      const [year, month, day] = executionDate().split('-');
      for (const expected of [
        'Taggeldabrechnung März 2026',
        'Zoë Müller-Lüdenscheidt',
        'Bahnhofstrasse 1',
        "72'000.00 / 365 × 80 % = 157.81",
        'Auszahlung CHF',
        '157.81',
        'CH93 0076 2011 6238 5295 7',
        `${day}.${month}.${year}`,
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain('Entwurf');

      // A rerun writes nothing; after a crash that lost one statement, a rerun writes only that one.
      const progress: [number, number][] = [];
      expect(
        await writeReleaseStatements(ctx.app.documents, ctx.database, { tenantId: world.tenantId, releaseId }),
      ).toBe(0);
      await ctx.database.withTenant(world.tenantId, async (tx) => {
        await tx.execute(sql`update payouts set statement_document_id = null where id = ${zoe?.payoutId}`);
        await tx.execute(sql`update payout_releases set statements_written = 1 where id = ${releaseId}`);
      });
      expect(
        await writeReleaseStatements(
          ctx.app.documents,
          ctx.database,
          { tenantId: world.tenantId, releaseId },
          (done, total) => progress.push([done, total]),
        ),
      ).toBe(1);
      expect(progress).toEqual([[2, 2]]);
      const detail = await call(world.adminA, 'GET', `${world.base}/payout/release/${releaseId}`);
      expect(detail.json()).toMatchObject({ statementsWritten: 2 });
      const after = await statementIds();
      expect(after.find((row) => row.id !== zoe?.payoutId)).toEqual(written.find((row) => row.id !== zoe?.payoutId));
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('a regeneration that replaces a draft removes its preview: the document row and its file', async () => {
    const world = await company('Vorschau AG');
    const regenerate = () =>
      call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, { accountingMonthId: '2026-03' });
    await lock(world, '2026-03');
    expect((await regenerate()).json()).toMatchObject({ drafts: 1, created: 1 });
    const [draft] = (await call(world.adminA, 'GET', `${world.base}/payout?accountingMonthId=2026-03`)).json().items;
    const preview = await call(world.adminA, 'GET', `${world.base}/payout/${draft.payoutId}/statement`);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewDocument = async () =>
      (
        await ctx.database.withTenant(world.tenantId, (tx) =>
          rowsOf<{ id: string; storage_key: string }>(
            tx,
            sql`select d.id, d.storage_key from payouts p join documents d on d.id = p.preview_document_id
                where p.id = ${draft.payoutId}`,
          ),
        )
      )[0];
    const stored = await previewDocument();
    expect(stored).toBeDefined();
    expect(await ctx.app.documents.blobs.exists(stored?.storage_key as string)).toBe(true);

    // Unchanged, the draft keeps its id and its preview.
    expect((await regenerate()).json()).toMatchObject({ unchanged: 1, replaced: 0 });
    expect(await previewDocument()).toEqual(stored);

    // The carrier's paying unit changes: the draft's statement changes, so the regeneration replaces the draft (a new
    // id) and its preview goes: the row, the file, and the old address answers 404.
    await ctx.database.db.execute(
      sql`update carriers set paying_unit_name = 'Leistungen Ost' where id = ${world.carrierId}`,
    );
    expect((await regenerate()).json()).toMatchObject({ drafts: 1, created: 0, replaced: 1 });
    const left = await ctx.database.withTenant(world.tenantId, (tx) =>
      rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from documents where id = ${stored?.id}`),
    );
    expect(left[0]?.n).toBe(0);
    expect(await ctx.app.documents.blobs.exists(stored?.storage_key as string)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: preview.json().uri })).statusCode).toBe(404);
  });

  it('refuses: a Saturday or a past day, unknown payouts, a payout without an account', async () => {
    const world = await company('Abweisung AG');
    await lock(world, '2026-03');
    await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, { accountingMonthId: '2026-03' });
    const [draft] = (await call(world.adminA, 'GET', `${world.base}/payout`)).json().items;
    const propose = (payoutIds: string[], requestedExecutionDate: string) =>
      call(world.adminA, 'POST', `${world.base}/payout/release`, { payoutIds, requestedExecutionDate });

    const saturday = await propose([draft.payoutId], '2030-01-05');
    expect(saturday.statusCode).toBe(400);
    expect(saturday.json()).toMatchObject({
      code: 'EXECUTION_DATE_NOT_BUSINESS_DAY',
      nextBankBusinessDay: '2030-01-07',
    });
    expect((await propose([draft.payoutId], '2020-01-06')).json()).toMatchObject({
      code: 'EXECUTION_DATE_NOT_BUSINESS_DAY',
    });
    const unknown = await propose([randomUUID()], executionDate());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PAYOUT_NOT_FOUND' });

    // The carrier assignment removed: the regenerated draft names the problem and cannot be proposed.
    await ctx.database.withTenant(world.tenantId, (tx) => tx.execute(sql`delete from tenant_carriers`));
    await call(world.adminA, 'POST', `${world.base}/payout/regenerate-for-month`, { accountingMonthId: '2026-03' });
    const [orphan] = (await call(world.adminA, 'GET', `${world.base}/payout?withProblems=true`)).json().items;
    expect(orphan.problems.map((problem: { code: string }) => problem.code)).toEqual(['NO_CARRIER']);
    const refused = await propose([orphan.payoutId], executionDate());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PAYOUT_NOT_RELEASABLE',
      problems: [{ payoutId: orphan.payoutId, problems: [{ code: 'NO_CARRIER' }] }],
    });
  });
});
