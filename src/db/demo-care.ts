// The demo tenant's care (issue 29 scope 7): three care stages and two task templates in de, fr, it, en. Parsed
// through the contracts the routes use, so the demo can never hold a definition the product would refuse. The stages
// follow from the demo absences when they are derived (the derivation's care step), so the demo has employees at
// each level; a stage entered in the last 30 days has its open task (older stints create none: decision 0047).
import { careStageDefinitionInput } from '../contracts/care-stages.ts';
import { careTaskDefinitionInput } from '../contracts/care-tasks.ts';
import type { AppTransaction } from './client.ts';
import { careStageDefinitionSets, careStageDefinitions, careTaskDefinitions } from './schema/care.ts';

export const DEMO_WELCOME_BACK_TASK_ID = '0f3e2d1c-0c01-4a5b-8c7d-000000000c01';
export const DEMO_CARE_CONVERSATION_TASK_ID = '0f3e2d1c-0c02-4a5b-8c7d-000000000c02';

const welcomeBack = careTaskDefinitionInput.parse({
  title: {
    de: 'Rückkehrgespräch führen',
    fr: 'Mener l’entretien de retour',
    it: 'Condurre il colloquio di rientro',
    en: 'Hold the welcome-back conversation',
  },
  description: {
    de: 'Begrüssen Sie die Person nach ihrer Rückkehr, fragen Sie nach ihrem Befinden und klären Sie, ob sie Unterstützung braucht. Fragen Sie nie nach einer Diagnose.',
    fr: 'Accueillez la personne à son retour, demandez-lui comment elle va et clarifiez si elle a besoin de soutien. Ne demandez jamais de diagnostic.',
    it: 'Accogliete la persona al suo rientro, chiedetele come sta e chiarite se ha bisogno di sostegno. Non chiedete mai una diagnosi.',
    en: 'Welcome the person back, ask how they are and find out whether they need support. Never ask for a diagnosis.',
  },
  form: [
    {
      questionId: 'how-are-you',
      kind: 'LONG_TEXT',
      label: {
        de: 'Wie geht es Ihnen heute?',
        fr: 'Comment allez-vous aujourd’hui ?',
        it: 'Come sta oggi?',
        en: 'How are you today?',
      },
      isRequired: true,
    },
    {
      questionId: 'work-related',
      kind: 'YES_NO',
      label: {
        de: 'Hängt die Absenz mit der Arbeit zusammen?',
        fr: 'L’absence est-elle liée au travail ?',
        it: 'L’assenza è legata al lavoro?',
        en: 'Is the absence related to work?',
      },
    },
    {
      questionId: 'support',
      kind: 'SINGLE_CHOICE',
      label: {
        de: 'Welche Unterstützung ist vereinbart?',
        fr: 'Quel soutien a été convenu ?',
        it: 'Quale sostegno è stato concordato?',
        en: 'Which support was agreed?',
      },
      options: [
        { optionId: 'none', label: { de: 'Keine', fr: 'Aucun', it: 'Nessuno', en: 'None' } },
        {
          optionId: 'workplace',
          label: {
            de: 'Anpassung des Arbeitsplatzes',
            fr: 'Adaptation du poste de travail',
            it: 'Adattamento del posto di lavoro',
            en: 'Workplace adjustment',
          },
        },
        {
          optionId: 'hours',
          label: {
            de: 'Angepasste Arbeitszeiten',
            fr: 'Horaires adaptés',
            it: 'Orari adattati',
            en: 'Adjusted working hours',
          },
        },
      ],
    },
    {
      questionId: 'follow-up',
      kind: 'DATE',
      label: {
        de: 'Datum des Folgegesprächs',
        fr: 'Date de l’entretien de suivi',
        it: 'Data del colloquio di follow-up',
        en: 'Date of the follow-up conversation',
      },
    },
    {
      questionId: 'agreements',
      kind: 'TEXT',
      label: { de: 'Vereinbarungen', fr: 'Accords', it: 'Accordi', en: 'Agreements' },
    },
  ],
  dueInDays: 7,
  responsible: 'SUPERIOR',
});

const careConversation = careTaskDefinitionInput.parse({
  title: {
    de: 'Care-Gespräch (Stufe 2/3)',
    fr: 'Entretien de care (niveau 2/3)',
    it: 'Colloquio di care (livello 2/3)',
    en: 'Care conversation (level 2/3)',
  },
  description: {
    de: 'Die Absenzen häufen sich. Besprechen Sie mit der Person, was ihr helfen würde, und ziehen Sie bei Bedarf die HR-Business-Partnerin bei.',
    fr: 'Les absences se multiplient. Discutez avec la personne de ce qui pourrait l’aider et faites appel au besoin à la HR Business Partner.',
    it: 'Le assenze si accumulano. Discutete con la persona di cosa potrebbe aiutarla e, se necessario, coinvolgete la HR Business Partner.',
    en: 'Absences are adding up. Talk with the person about what would help and involve the HR business partner where needed.',
  },
  form: [
    {
      questionId: 'situation',
      kind: 'LONG_TEXT',
      label: {
        de: 'Wie beschreibt die Person ihre Situation?',
        fr: 'Comment la personne décrit-elle sa situation ?',
        it: 'Come descrive la persona la sua situazione?',
        en: 'How does the person describe their situation?',
      },
      isRequired: true,
    },
    {
      questionId: 'measures',
      kind: 'LONG_TEXT',
      label: { de: 'Vereinbarte Massnahmen', fr: 'Mesures convenues', it: 'Misure concordate', en: 'Agreed measures' },
    },
    {
      questionId: 'case-management',
      kind: 'YES_NO',
      label: {
        de: 'Case Management einbeziehen?',
        fr: 'Impliquer le case management ?',
        it: 'Coinvolgere il case management?',
        en: 'Involve case management?',
      },
    },
  ],
  dueInDays: 14,
  responsible: 'SUPERIOR',
});

/** The demo's stages: L1 ≥ 3 periods in 12 months; L2 ≥ 5 periods in 12 months or ≥ 20 sick/accident days in 6
 * months; L3 ≥ 8 periods in 12 months. The HR admin (Anna Meier) is told of every stage change. */
export function demoCareStageDefinitions(hrAdminUserId: string) {
  return [
    {
      careStageDefinitionId: '0f3e2d1c-0d01-4a5b-8c7d-000000000d01',
      level: 1,
      triggersLogicalOperator: 'OR',
      triggers: [{ kind: 'number-of-absence-periods', count: 3, lookBackMonths: 12 }],
      scheduledTaskDefinitionIds: [DEMO_WELCOME_BACK_TASK_ID],
      notifiedUsers: [hrAdminUserId],
    },
    {
      careStageDefinitionId: '0f3e2d1c-0d02-4a5b-8c7d-000000000d02',
      level: 2,
      triggersLogicalOperator: 'OR',
      triggers: [
        { kind: 'number-of-absence-periods', count: 5, lookBackMonths: 12 },
        { kind: 'number-of-absence-days', absenceTypes: ['SICK', 'ACCIDENT'], count: 20, lookBackMonths: 6 },
      ],
      scheduledTaskDefinitionIds: [DEMO_CARE_CONVERSATION_TASK_ID],
      notifiedUsers: [hrAdminUserId],
    },
    {
      careStageDefinitionId: '0f3e2d1c-0d03-4a5b-8c7d-000000000d03',
      level: 3,
      triggersLogicalOperator: 'OR',
      triggers: [{ kind: 'number-of-absence-periods', count: 8, lookBackMonths: 12 }],
      scheduledTaskDefinitionIds: [DEMO_CARE_CONVERSATION_TASK_ID],
      notifiedUsers: [hrAdminUserId],
      createAdditionalTasksForNewAbsences: true,
    },
  ].map((definition) => careStageDefinitionInput.parse(definition));
}

/** Writes the demo tenant's task templates and stage definitions (idempotent: fixed ids). */
export async function seedDemoCare(tx: AppTransaction, tenantId: string, hrAdminUserId: string): Promise<void> {
  const { revision: _welcome, ...welcomeRow } = welcomeBack;
  const { revision: _care, ...careRow } = careConversation;
  await tx
    .insert(careTaskDefinitions)
    .values([
      { tenantId, id: DEMO_WELCOME_BACK_TASK_ID, ...welcomeRow },
      { tenantId, id: DEMO_CARE_CONVERSATION_TASK_ID, ...careRow },
    ])
    .onConflictDoNothing();
  const definitions = demoCareStageDefinitions(hrAdminUserId);
  await tx
    .insert(careStageDefinitions)
    .values(
      definitions.map(({ careStageDefinitionId, ...definition }) => ({
        tenantId,
        id: careStageDefinitionId as string,
        ...definition,
      })),
    )
    .onConflictDoNothing();
  await tx.insert(careStageDefinitionSets).values({ tenantId, revision: 1 }).onConflictDoNothing();
}
