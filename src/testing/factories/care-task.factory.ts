// The care task tests' company (issue 29): care configured, a superior with a team of two, an employee outside the
// team, the users of every role that works on care tasks, and one template with a conversation form.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { careTasks } from '../../db/schema/care.ts';
import { swissToday } from '../../server/access/superior-scope.ts';
import { createTasksForCareStage } from '../../server/modules/care/care-task-creation.ts';
import { createEmployeeRecord } from './employee.factory.ts';
import { createTenant } from './tenant.factory.ts';
import { configureTenantForTest, validConfigurationInput } from './tenant-configuration.factory.ts';
import { createUser, signIn, type TestSession } from './user.factory.ts';

export const localized = (de: string, fr: string, it: string, en: string) => ({ de, fr, it, en });

export const CONVERSATION_TEMPLATE = {
  title: localized('Rückkehrgespräch', 'Entretien de retour', 'Colloquio di rientro', 'Return-to-work conversation'),
  description: localized(
    'Fragen Sie nach dem Befinden.',
    'Demandez comment va la personne.',
    'Chiedete come sta la persona.',
    'Ask how the employee is doing.',
  ),
  form: [
    {
      questionId: 'wellbeing',
      kind: 'LONG_TEXT',
      label: localized('Wie geht es Ihnen?', 'Comment allez-vous ?', 'Come sta?', 'How are you?'),
      isRequired: true,
    },
    {
      questionId: 'support',
      kind: 'SINGLE_CHOICE',
      label: localized('Unterstützung', 'Soutien', 'Sostegno', 'Support'),
      options: [
        { optionId: 'none', label: localized('Keine', 'Aucun', 'Nessuno', 'None') },
        { optionId: 'workplace', label: localized('Arbeitsplatz', 'Poste de travail', 'Posto di lavoro', 'Workplace') },
      ],
      isRequired: true,
    },
    {
      questionId: 'doctor',
      kind: 'YES_NO',
      label: localized('Arztbesuch?', 'Visite médicale ?', 'Visita medica?', 'Seen a doctor?'),
    },
    {
      questionId: 'follow-up',
      kind: 'DATE',
      label: localized('Folgetermin', 'Prochain rendez-vous', 'Prossimo appuntamento', 'Follow-up'),
    },
  ],
  dueInDays: 14,
  responsible: 'SUPERIOR',
};

export type CareCompany = {
  tenantId: string;
  hr: TestSession;
  boss: TestSession;
  bossUserId: string;
  hrbp: TestSession;
  hrbpUserId: string;
  payrollUserId: string;
  templateId: string;
};

/**
 * BOSS (Sandra Keller, user Superior) leads T-1 (French) and T-2; O-1 reports to nobody. HR_Admin, HR_Business_Partner
 * (linked to employee HRBP, T-1's HR business partner) and a Payroll user.
 */
export async function createCareCompany(
  app: FastifyInstance,
  database: Database,
  name: string,
  care: { isManualTaskCreationEnabled?: boolean; configured?: boolean } = {},
): Promise<CareCompany> {
  const tenant = await createTenant(database, { name });
  const tenantId = tenant.id;
  const base = validConfigurationInput();
  await configureTenantForTest(database, tenantId, {
    ...base,
    name,
    ...(care.configured === false
      ? {}
      : {
          careConfiguration: {
            keyContactEmail: 'care@example.ch',
            careStageConfiguration: { isManualTaskCreationEnabled: care.isManualTaskCreationEnabled ?? true },
          },
        }),
  } as typeof base);
  await createEmployeeRecord(database, tenantId, 'BOSS', { firstName: 'Sandra', lastName: 'Keller' });
  await createEmployeeRecord(database, tenantId, 'HRBP', { firstName: 'Hans', lastName: 'Partner' });
  await createEmployeeRecord(database, tenantId, 'T-1', {
    firstName: 'Claire',
    lastName: 'Dubois',
    data: {
      correspondenceLanguage: 'FR',
      connections: [
        { employeeId: 'BOSS', kind: 'SUPERIOR' },
        { employeeId: 'HRBP', kind: 'HR_BUSINESS_PARTNER' },
      ],
    },
  });
  await createEmployeeRecord(database, tenantId, 'T-2', { firstName: 'Peter', lastName: 'Muster', superiorId: 'BOSS' });
  await createEmployeeRecord(database, tenantId, 'O-1', { firstName: 'Otto', lastName: 'Aussen' });
  const hrUser = await createUser(database, tenantId, { userRole: 'HR_Admin', name: 'Helen HR' });
  const bossUser = await createUser(database, tenantId, {
    userRole: 'Superior',
    employeeId: 'BOSS',
    name: 'Sandra Keller',
  });
  const hrbpUser = await createUser(database, tenantId, {
    userRole: 'HR_Business_Partner',
    employeeId: 'HRBP',
    name: 'Hans Partner',
  });
  const payrollUser = await createUser(database, tenantId, { userRole: 'Payroll', name: 'Paula Payroll' });
  const hr = await signIn(app, { kind: 'user', id: hrUser.id, tenantId });
  const created = await app.inject({
    method: 'POST',
    url: '/api/modular/care-task-definition',
    headers: hr.headers,
    payload: CONVERSATION_TEMPLATE,
  });
  if (created.statusCode !== 201) throw new Error(`template: ${created.body}`);
  return {
    tenantId,
    hr,
    boss: await signIn(app, { kind: 'user', id: bossUser.id, tenantId }),
    bossUserId: bossUser.id,
    hrbp: await signIn(app, { kind: 'user', id: hrbpUser.id, tenantId }),
    hrbpUserId: hrbpUser.id,
    payrollUserId: payrollUser.id,
    templateId: created.json().careTaskDefinitionId,
  };
}

/** A task from the template for a care stage of the employee (as the stage evaluation creates it). */
export async function createStageTask(
  database: Database,
  company: CareCompany,
  employeeId: string,
  options: { careStageId?: string; enteredCareStageAt?: string; level?: number } = {},
): Promise<string> {
  const today = swissToday();
  const ids = await database.withTenant(company.tenantId, (tx) =>
    createTasksForCareStage(tx, {
      tenantId: company.tenantId,
      employeeId,
      careStageId: options.careStageId ?? crypto.randomUUID(),
      level: options.level ?? 2,
      scheduledTaskDefinitionIds: [company.templateId],
      enteredCareStageAt: options.enteredCareStageAt ?? today,
      triggerReason: localized(
        'Stufe 2: 4 Absenzperioden in 12 Monaten',
        'Niveau 2 : 4 périodes d’absence en 12 mois',
        'Livello 2: 4 periodi di assenza in 12 mesi',
        'Level 2: 4 absence periods in 12 months',
      ),
      origin: 'CARE_STAGE',
      absencePeriodStart: null,
      today,
    }),
  );
  if (ids.length !== 1) throw new Error(`expected one task, got ${ids.length}`);
  return ids[0] as string;
}

export async function careTaskRow(database: Database, tenantId: string, id: string) {
  const rows = await database.withTenant(tenantId, (tx) => tx.select().from(careTasks));
  return rows.find((row) => row.id === id);
}
