// The demo tenant's case management and certificates (issue 30 scope 6): case management in each status (a running one
// with notes, a return-to-work plan and the signed power of attorney; an open request; a closed one; a declined
// request), medical certificates present for the running case's sickness and missing for others, and an open upload
// link in the outbox. The demo acts through the services, as its users: Sandra Keller (Superior) and Anna Meier
// (HR_Admin) request, Claire Dubois (Case_Manager) decides, plans and writes notes. Runs once after the demo absences
// are loaded and the superiors' teams derived (demo-absences.ts), so the cases and absence periods exist.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PERMISSION_MATRIX } from '../contracts/roles.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { DEMO_TENANT, DEMO_USERS } from '../db/seed.ts';
import { fromEpochDay, toEpochDay } from '../domain/dates.ts';
import {
  acceptCaseManagementRequest,
  closeCaseManagement,
  createCaseManagementNote,
  createCaseManagementRequest,
  declineCaseManagementRequest,
  putReturnToWorkPlan,
  updateCaseManagement,
} from './modules/case-management/index.ts';
import { deriveEmployeeState, lockDerivation } from './modules/derivation/index.ts';
import { type DocumentRuntime, storeGeneratedDocument } from './modules/documents/index.ts';
import { createCertificateUploadLink, createMedicalCertificate } from './modules/medical-certificates/index.ts';
import { renderPdf } from './platform/pdf/pdf.ts';
import type { RequestContext } from './request-context.ts';

type DemoUser = (typeof DEMO_USERS)[number];

/** The demo user acting: a session-like context with the role's permissions (the routes build the same). */
function actingAs(user: DemoUser): RequestContext {
  return {
    actor: {
      kind: 'user',
      userId: user.id,
      name: user.name,
      email: user.email,
      userRole: user.userRole,
      employeeId: user.employeeId,
    },
    authMethod: 'session',
    tenantId: DEMO_TENANT.id,
    permissions: PERMISSION_MATRIX[user.userRole],
    session: null,
    requestId: `demo-${randomUUID()}`,
    language: user.language,
  };
}

const userOf = (role: DemoUser['userRole'], name?: string): DemoUser => {
  const user = DEMO_USERS.find((candidate) => candidate.userRole === role && (!name || candidate.name === name));
  if (!user) throw new Error(`no demo user ${role}`);
  return user;
};

type SickCase = { employeeId: string; caseId: string; absentFrom: string; absentTo: string; days: number };

/** Each employee's longest sickness case, longest first (one per employee). */
async function longestSickCases(database: Database, employeeIds: readonly string[]): Promise<SickCase[]> {
  const rows = await database.withTenant(DEMO_TENANT.id, (tx) =>
    rowsOf<{ employee_id: string; id: string; absent_from: string; absent_to: string; number_of_days: number }>(
      tx,
      sql`select distinct on (employee_id) employee_id, id, absent_from::text, absent_to::text, number_of_days
          from cases
          where claim_type = 'SICK' and status <> 'DENIED' and employee_id = any(${`{${employeeIds.join(',')}}`}::text[])
          order by employee_id, absent_to desc, number_of_days desc`,
    ),
  );
  return rows
    .map((row) => ({
      employeeId: row.employee_id,
      caseId: row.id,
      absentFrom: row.absent_from,
      absentTo: row.absent_to,
      days: row.number_of_days,
    }))
    .sort((a, b) => b.absentTo.localeCompare(a.absentTo) || b.days - a.days);
}

async function certificatePdf(runtime: DocumentRuntime, database: Database, lines: string[], name: string) {
  const content = await renderPdf({
    content: [
      { text: 'Arztzeugnis', fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      ...lines.map((text) => ({ text, margin: [0, 0, 0, 6] as [number, number, number, number] })),
      { text: 'Demo-Dokument – kein echtes Zeugnis.', italics: true, margin: [0, 24, 0, 0] },
    ],
  });
  return storeGeneratedDocument(runtime, database, {
    tenantId: DEMO_TENANT.id,
    name,
    content,
    contentType: 'application/pdf',
    createdByName: 'Anna Meier',
  });
}

/**
 * Seeds the demo's case management among the two superiors' teams (derived by then): the team members with the
 * latest sickness cases get, in this order, a running case management, an open request, a closed one and a declined
 * request. `today` is the demo's Swiss civil date (yyyy-mm-dd).
 */
export async function seedDemoCaseManagement(
  database: Database,
  runtime: DocumentRuntime,
  teamEmployeeIds: readonly string[],
  today: string,
): Promise<void> {
  const [running, requested, closed, declined] = await longestSickCases(database, teamEmployeeIds);
  if (!running || !requested || !closed || !declined) return;
  const now = new Date();
  const superior = actingAs(userOf('Superior', 'Sandra Keller'));
  const hr = actingAs(userOf('HR_Admin'));
  const caseManager = actingAs(userOf('Case_Manager'));
  const day = (offset: number) => fromEpochDay(toEpochDay(today) + offset);

  // 1. Running (ACTIVE): requested by the superior for her team member's long sickness, accepted by the case manager.
  const first = await createCaseManagementRequest(
    database,
    superior,
    {
      employeeId: running.employeeId,
      ktgCaseId: running.caseId,
      reason:
        'Seit mehreren Wochen krank, die Rückkehr ist offen. Bitte um Begleitung und Abklärung einer schrittweisen Wiederaufnahme.',
    },
    now,
  );
  const opened = await acceptCaseManagementRequest(database, caseManager, first.requestId, {}, now);
  const caseManagementId = opened.caseManagementId;
  if (!caseManagementId) return;
  const attorney = await certificatePdf(
    runtime,
    database,
    ['Vollmacht zur Einholung medizinischer Auskünfte – unterzeichnet.'],
    'Vollmacht unterzeichnet.pdf',
  );
  await updateCaseManagement(
    database,
    caseManager,
    caseManagementId,
    { isCaseReviewCompleted: true, powDocumentId: attorney.id, earliestReportDate: day(7) },
    now,
  );
  await putReturnToWorkPlan(
    database,
    caseManager,
    caseManagementId,
    {
      goals: [
        'Schrittweise Rückkehr an den bisherigen Arbeitsplatz',
        'Arbeitsplatz ergonomisch anpassen (Stehpult, kürzere Schichten)',
      ],
      steps: [
        {
          title: 'Erstgespräch mit der Mitarbeiterin / dem Mitarbeiter',
          dueDate: day(-3),
          owner: 'Case Managerin',
          status: 'DONE',
        },
        { title: 'Rücksprache mit der behandelnden Ärztin', dueDate: day(4), owner: 'Case Managerin', status: 'OPEN' },
        { title: 'Arbeitsplatzabklärung vor Ort', dueDate: day(11), owner: 'Vorgesetzte', status: 'OPEN' },
      ],
      workCapacity: [
        { from: day(14), workCapacityPercentage: 50 },
        { from: day(42), workCapacityPercentage: 100 },
      ],
    },
    now,
  );
  await createCaseManagementNote(
    database,
    caseManager,
    caseManagementId,
    'Erstgespräch geführt: motiviert für eine schrittweise Rückkehr, wünscht zuerst Vormittage. Nächster Arzttermin nächste Woche.',
    now,
  );
  await createCaseManagementNote(
    database,
    caseManager,
    caseManagementId,
    'Vorgesetzte informiert (ohne Diagnose). Arbeitsplatzabklärung vereinbart.',
    now,
  );
  // Its certificates: the first one from the case's start over four weeks at 100 %, then an open follow-up at 100 %.
  const followUpFrom = fromEpochDay(Math.min(toEpochDay(running.absentFrom) + 28, toEpochDay(running.absentTo)));
  const firstFile = await certificatePdf(
    runtime,
    database,
    [
      `Arbeitsunfähig zu 100 % vom ${running.absentFrom} bis ${followUpFrom}.`,
      'Dr. med. Regula Baumann, Praxis am Bahnhof, Bern',
    ],
    'Arztzeugnis Erstzeugnis.pdf',
  );
  await createMedicalCertificate(
    database,
    null,
    hr,
    {
      employeeId: running.employeeId,
      absenceType: 'SICK',
      kind: 'FIRST',
      from: running.absentFrom,
      to: fromEpochDay(toEpochDay(followUpFrom) - 1),
      incapacityPercentage: 100,
      issuerName: 'Dr. med. Regula Baumann',
      issuerPractice: 'Praxis am Bahnhof, Bern',
      receivedOn: fromEpochDay(Math.min(toEpochDay(running.absentFrom) + 4, toEpochDay(today))),
      documentId: firstFile.id,
    },
    now,
  );
  await createMedicalCertificate(
    database,
    null,
    hr,
    {
      employeeId: running.employeeId,
      absenceType: 'SICK',
      kind: 'FOLLOW_UP',
      from: followUpFrom,
      to: null,
      incapacityPercentage: 100,
      issuerName: 'Dr. med. Regula Baumann',
      issuerPractice: 'Praxis am Bahnhof, Bern',
      receivedOn: fromEpochDay(Math.min(toEpochDay(followUpFrom) + 2, toEpochDay(today))),
      documentId: null,
    },
    now,
  );

  // 2. Requested: HR asks for case management; the request waits in the case manager's inbox.
  await createCaseManagementRequest(
    database,
    hr,
    {
      employeeId: requested.employeeId,
      ktgCaseId: requested.caseId,
      reason: 'Wiederholte längere Absenzen im letzten Jahr. Bitte prüfen, ob ein Case Management sinnvoll ist.',
    },
    now,
  );
  // The certificate for this sickness is still missing: the employee gets an upload link (its mail is in the outbox).
  await createCertificateUploadLink(
    database,
    hr,
    { employeeId: requested.employeeId, from: requested.absentFrom, to: requested.absentTo, absenceType: 'SICK' },
    now,
  );

  // 3. Closed (NOT_ACTIVE): a case management that ended with the full return to work.
  const done = await createCaseManagementRequest(
    database,
    superior,
    { employeeId: closed.employeeId, ktgCaseId: closed.caseId, reason: 'Lange Krankheit, Rückkehr begleiten.' },
    now,
  );
  const doneOpened = await acceptCaseManagementRequest(database, caseManager, done.requestId, {}, now);
  if (doneOpened.caseManagementId) {
    await closeCaseManagement(
      database,
      caseManager,
      doneOpened.caseManagementId,
      { outcome: 'BACK_TO_WORK_FULL', comment: 'Wieder zu 100 % arbeitsfähig, Rückkehrgespräch geführt.' },
      now,
    );
  }

  // 4. Declined: the case manager sees no need; the requester reads why.
  const other = await createCaseManagementRequest(
    database,
    superior,
    { employeeId: declined.employeeId, reason: 'Bitte Begleitung prüfen.' },
    now,
  );
  await declineCaseManagementRequest(
    database,
    caseManager,
    other.requestId,
    {
      declineReason:
        'Die Arbeitsunfähigkeit ist beendet und eine Rückkehr ohne Einschränkung ist erfolgt. Bei einem Rückfall bitte erneut melden.',
    },
    now,
  );
}

/**
 * The demo company has used the product for the two years its absences span. Two things a real HR office would have
 * kept up with are done here, so that the lists show what is open now instead of two years of history:
 * - the **medical certificates** of the sicknesses and accidents that ended more than a month ago were received and
 *   recorded (one per run of days at the same incapacity, from the doctors of the region; hourly days at 100 %),
 *   so the missing-certificates worklist holds the last month's;
 * - the **legal deadlines** that fell due more than two weeks ago were done in time (by HR, on the due date).
 * The employees are derived here (in batches, as the worker would) so that their deadlines exist and the certificates
 * are facts of their data issues; the worker's own derivation of the upload events afterwards writes nothing new
 * (deriving twice from the same facts changes nothing, and a DONE deadline stays DONE while its due date holds:
 * decision 0054).
 */
export async function seedDemoHistory(
  database: Database,
  employeeIds: readonly string[],
  today: string,
): Promise<void> {
  const tenantId = DEMO_TENANT.id;
  const hr = userOf('HR_Admin');
  const monthAgo = fromEpochDay(toEpochDay(today) - 30);
  await database.withTenant(tenantId, (tx) =>
    tx.execute(sql`
      with days as (
        select distinct a.employee_id, a.type, coalesce(round(a.percentage)::int, 100) as percentage, a.date
        from absences a
        where a.tenant_id = ${tenantId} and not a.deleted and a.type in ('SICK', 'ACCIDENT') and a.date < ${monthAgo}::date
          and not exists (
            select 1 from medical_certificates c
            where c.tenant_id = a.tenant_id and c.employee_id = a.employee_id and c.absence_type = a.type
              and c.deleted_at is null and a.date between c.from_date and coalesce(c.to_date, 'infinity'::date))
      ), islands as (
        select employee_id, type, percentage, date,
               date - (row_number() over (partition by employee_id, type, percentage order by date))::int as island
        from days
      ), islandRuns as (
        select employee_id, type, percentage, min(date) as from_date, max(date) as to_date
        from islands group by employee_id, type, percentage, island
      ), runs as (
        -- A certificate runs on over the unrecorded days (a weekend) up to the next recorded day of the absence.
        select r.employee_id, r.type, r.percentage, r.from_date,
               coalesce((select min(d.date) - 1 from days d where d.employee_id = r.employee_id and d.type = r.type
                           and d.date > r.to_date + 1 and d.date <= r.to_date + 3), r.to_date) as to_date
        from islandRuns r
      )
      insert into medical_certificates (tenant_id, employee_id, absence_type, kind, from_date, to_date,
        incapacity_percentage, issuer_name, issuer_practice, received_on, source, created_by_user_id, created_by)
      select ${tenantId}, r.employee_id, r.type,
             case when exists (select 1 from days d where d.employee_id = r.employee_id and d.type = r.type
                                 and d.date = r.from_date - 1) then 'FOLLOW_UP' else 'FIRST' end,
             r.from_date, r.to_date, r.percentage,
             (array['Dr. med. Regula Baumann', 'Dr. med. Marco Steiner', 'Dr. med. Anne Rochat',
                    'Dr. med. Luca Ferrari'])[1 + abs(hashtext(r.employee_id)) % 4],
             (array['Praxis am Bahnhof, Bern', 'Hausarztpraxis Seefeld, Zürich', 'Cabinet médical du Lac, Lausanne',
                    'Studio medico Centro, Lugano'])[1 + abs(hashtext(r.employee_id)) % 4],
             r.from_date + 2, 'HR', ${hr.id}, ${hr.name}
      from runs r`),
  );
  for (let index = 0; index < employeeIds.length; index += 50) {
    const batch = employeeIds.slice(index, index + 50);
    await database.withTenant(tenantId, async (tx) => {
      await lockDerivation(tx, tenantId, batch);
      await deriveEmployeeState(tx, tenantId, batch);
    });
  }
  const before = fromEpochDay(toEpochDay(today) - 14);
  await database.withTenant(tenantId, (tx) =>
    tx.execute(sql`
      update deadlines set status = 'DONE', done_at = (due_date + time '09:00') at time zone 'Europe/Zurich',
        done_by_user_id = ${hr.id}, done_by = ${hr.name}
      where tenant_id = ${tenantId} and status = 'OPEN' and due_date < ${before}::date`),
  );
}
