// Loads the demo tenant's two years of absences (src/db/demo-absences.ts) the way a customer's data arrives: as two
// absence files (one per year up to today) stored as documents and processed by the real upload processor. Runs
// once, right after the demo seed of an empty database (`npm start`).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { type DemoEmployee, demoAbsenceCsv } from '../db/demo-absences.ts';
import { caseInputs, cases } from '../db/schema/cases.ts';
import { employeeRecords } from '../db/schema/employees.ts';
import { fileUploads } from '../db/schema/file-uploads.ts';
import { DEMO_TENANT, SECOND_DEMO_TENANT } from '../db/seed.ts';
import { fromEpochDay, swissCivilDate, toEpochDay } from '../domain/dates.ts';
import { seedDemoCaseManagement, seedDemoHistory } from './demo-case-management.ts';
import { createTasksForCareStage } from './modules/care/index.ts';
import { deriveEmployeeState, lockDerivation } from './modules/derivation/index.ts';
import { type DocumentRuntime, storeGeneratedDocument } from './modules/documents/index.ts';
import { processFileUpload } from './modules/uploads/index.ts';

export async function seedDemoAbsences(database: Database, runtime: DocumentRuntime, today = new Date()) {
  const results = await seedTenantAbsences(database, runtime, DEMO_TENANT.id, today, {
    fileName: 'Absenzen',
    uploadedBy: 'Lohnsystem (Demo)',
  });
  // The second demo company's absences (its FTA cover shows the SHORTTERM status).
  results.push(
    ...(await seedTenantAbsences(database, runtime, SECOND_DEMO_TENANT.id, today, {
      fileName: 'Absences',
      uploadedBy: 'Système de paie (démo)',
    })),
  );
  return results;
}

async function seedTenantAbsences(
  database: Database,
  runtime: DocumentRuntime,
  tenantId: string,
  today: Date,
  names: { fileName: string; uploadedBy: string },
) {
  const records = await database.withTenant(tenantId, (tx) =>
    tx
      .select({ employeeId: employeeRecords.employeeId, data: employeeRecords.data })
      .from(employeeRecords)
      .where(and(eq(employeeRecords.tenantId, tenantId), eq(employeeRecords.isDisplay, true))),
  );
  const employees: DemoEmployee[] = records
    .map((record) => {
      const data = record.data as { sex?: 'MALE' | 'FEMALE'; dateOfEmployment?: string; leavingDate?: string | null };
      return {
        employeeId: record.employeeId,
        sex: data.sex ?? null,
        dateOfEmployment: data.dateOfEmployment ?? null,
        leavingDate: data.leavingDate || null,
      };
    })
    .sort((a, b) => a.employeeId.localeCompare(b.employeeId));
  const end = toEpochDay(swissCivilDate(today));
  // The second file reaches two weeks past today: the certificates of the incapacities still running.
  const ongoing = { today: fromEpochDay(end), until: fromEpochDay(end + 14) };
  const periods = [
    { from: fromEpochDay(end - 730), to: fromEpochDay(end - 366), seed: 2025, uploadTo: fromEpochDay(end - 366) },
    { from: fromEpochDay(end - 365), to: fromEpochDay(end), seed: 2026, uploadTo: ongoing.until, ongoing },
  ];
  const results = [];
  for (const period of periods) {
    const document = await storeGeneratedDocument(runtime, database, {
      tenantId,
      name: `${names.fileName} ${period.from} – ${period.uploadTo}.csv`,
      content: Buffer.from(demoAbsenceCsv(employees, period.from, period.to, period.seed, period.ongoing), 'utf8'),
      createdByName: names.uploadedBy,
    });
    const [upload] = await database.withTenant(tenantId, (tx) =>
      tx
        .insert(fileUploads)
        .values({
          tenantId,
          kind: 'absence',
          documentId: document.id,
          startDate: period.from,
          endDate: period.uploadTo,
          uploadedByName: names.uploadedBy,
        })
        .returning(),
    );
    if (!upload) throw new Error('demo upload insert returned nothing');
    results.push(await processFileUpload(database, runtime, null, { tenantId, uploadId: upload.id }));
  }
  if (tenantId === DEMO_TENANT.id) {
    await denyOneDemoCase(database, employees);
    await seedDemoCareTasks(database, fromEpochDay(end));
    await seedDemoCaseManagement(database, runtime, SANDRA_KELLERS_TEAM, fromEpochDay(end));
    await seedDemoHistory(
      database,
      employees.map((employee) => employee.employeeId),
      fromEpochDay(end),
    );
  }
  return results;
}

/**
 * The demo has a case in every status the engine derives from the absences; a DENIED case needs the insurer's
 * decision. One long sickness case of the demo (the 29th employee's: every 25th from the 4th has one) is derived now
 * and denied: a CASE_DECISION input (decision 0021) the worker's derivation of the upload's events keeps.
 */
async function denyOneDemoCase(database: Database, employees: readonly DemoEmployee[]) {
  const employee = employees[28];
  if (!employee) return;
  const tenantId = DEMO_TENANT.id;
  await database.withTenant(tenantId, async (tx) => {
    await lockDerivation(tx, tenantId, [employee.employeeId]);
    await deriveEmployeeState(tx, tenantId, [employee.employeeId]);
    const [longest] = await tx
      .select({ id: cases.id, absentFrom: cases.absentFrom })
      .from(cases)
      .where(and(eq(cases.employeeId, employee.employeeId), eq(cases.claimType, 'SICK')))
      .orderBy(desc(cases.numberOfDays))
      .limit(1);
    if (!longest) return;
    const decidedOn = fromEpochDay(toEpochDay(longest.absentFrom) + 21);
    await tx.insert(caseInputs).values({
      tenantId,
      id: randomUUID(),
      kind: 'CASE_DECISION',
      employeeId: employee.employeeId,
      caseId: longest.id,
      data: {
        decision: 'DENIED',
        reason: 'Keine Arbeitsunfähigkeit gemäss vertrauensärztlicher Untersuchung',
        decidedOn,
      },
      createdBy: 'Versicherung (Demo)',
      updatedBy: 'Versicherung (Demo)',
    });
    await deriveEmployeeState(tx, tenantId, [employee.employeeId]);
  });
}

/** The demo superiors' teams: Sandra Keller (E-1002) leads E-1006 and E-1010 … E-1019, Jonas Brunner E-1020 … E-1029. */
const DEMO_TEAMS = ['E-1006', ...Array.from({ length: 20 }, (_, index) => `E-${1010 + index}`)];
const SANDRA_KELLERS_TEAM = DEMO_TEAMS.slice(0, 11);

/**
 * The demo's care work (issue 29 scope 7): the two demo superiors' teams are derived now (the care step writes their
 * stage history), and every current stage of a team member gets its stage's tasks, also one entered more than 30 days
 * ago (the product creates tasks only for recent stages, decision 0047: the demo shows the work a team lead would
 * have). Their mails go to the outbox. The oldest task is completed, so the demo shows a conversation held.
 */
async function seedDemoCareTasks(database: Database, today: string) {
  const tenantId = DEMO_TENANT.id;
  await database.withTenant(tenantId, async (tx) => {
    await lockDerivation(tx, tenantId, DEMO_TEAMS);
    await deriveEmployeeState(tx, tenantId, DEMO_TEAMS);
    const stints = await rowsOf<{
      id: string;
      employee_id: string;
      level: number;
      entered: string;
      reason: { de: string; fr: string; it: string; en: string };
      scheduled: string[];
    }>(
      tx,
      sql`select s.id, s.employee_id, s.level, s.entered_care_stage_at::text as entered, s.reason,
                 d.scheduled_task_definition_ids as scheduled
          from employee_care_stages s join care_stage_definitions d on d.id = s.care_stage_definition_id
          where s.left_care_stage_at is null and s.employee_id = any(${`{${DEMO_TEAMS.join(',')}}`}::text[])
          order by s.entered_care_stage_at, s.employee_id`,
    );
    const created: string[] = [];
    for (const stint of stints) {
      created.push(
        ...(await createTasksForCareStage(tx, {
          tenantId,
          employeeId: stint.employee_id,
          careStageId: stint.id,
          level: stint.level,
          scheduledTaskDefinitionIds: stint.scheduled,
          enteredCareStageAt: stint.entered,
          triggerReason: stint.reason,
          origin: 'CARE_STAGE',
          absencePeriodStart: null,
          today,
        })),
      );
    }
    const [first] = created;
    if (!first) return;
    // A conversation held: the answers of the welcome-back form (its protocol is written on the first download).
    await tx.execute(sql`
      update care_tasks set status = 'COMPLETED', completed_at = now(), completed_by = 'Sandra Keller',
        conversation_date = ${today}::date, participants = ${JSON.stringify(['Sandra Keller'])}::jsonb,
        answers = (select coalesce(jsonb_object_agg(q->>'questionId', case q->>'kind'
                     when 'YES_NO' then 'false'::jsonb
                     when 'DATE' then to_jsonb(${today}::text)
                     when 'SINGLE_CHOICE' then q->'options'->0->'optionId'
                     else to_jsonb('Gut, wieder voll einsatzfähig.'::text) end), '{}'::jsonb)
                   from jsonb_array_elements(form) q),
        revision = revision + 1, updated_at = now()
      where id = ${first}`);
  });
}
