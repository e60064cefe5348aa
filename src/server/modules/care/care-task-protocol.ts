// The PDF conversation protocol of a completed care task (issue 29 scope 3), in the task's language (the employee's
// correspondence language when the task was created): the title, the employee, the date of the conversation, the
// participants, every question with its answer, and signature lines for the employee and the manager. Private notes,
// comments and attachments are never in it. A4 portrait, pdfmake (platform/pdf/pdf.ts).
//
// Writing it (decision 0048): the completion commits with protocol_document_id null (protocolStatus 'pending'); the
// route then renders the PDF, streams it to the document store (no transaction open while bytes flow, decision
// 0010) and links it in a short transaction, but only to the completion it was rendered for (completed_at
// unchanged, still COMPLETED, no protocol yet); a document that lost is removed again. A crash in between leaves
// the task 'pending': the protocol route and the daily care task job write the missing ones.

import { sql } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type Database, rowsOf } from '../../../db/client.ts';
import { swissCivilDate } from '../../../domain/dates.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { type DocumentRuntime, deleteDocumentRows, removeBlobs, storeGeneratedDocument } from '../documents/index.ts';
import { type CareTaskLanguage, careTaskLanguageOf, PROTOCOL_TEXTS } from './care-task-texts.ts';

type Question = {
  questionId: string;
  kind: 'TEXT' | 'LONG_TEXT' | 'YES_NO' | 'DATE' | 'SINGLE_CHOICE';
  label: string;
  options: { optionId: string; label: string }[];
  isRequired: boolean;
};

export type ProtocolFacts = {
  language: CareTaskLanguage;
  companyName: string;
  employeeName: string;
  personnelNumber: string | null;
  title: string;
  careStageLevel: number | null;
  conversationDate: string | null;
  participants: string[];
  responsibleName: string | null;
  completedBy: string | null;
  /** The instant of the completion (its Swiss day is the protocol's date, and the conversation's when none given). */
  completedAt: string;
  form: Question[];
  answers: Record<string, string | boolean | null>;
};

/** 'YYYY-MM-DD' as the Swiss write it: 05.01.2026. */
const swissDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** An answer in words: yes/no, a Swiss date, the option's label, the text; '(no answer)' when empty. */
export function answerText(question: Question, value: string | boolean | null | undefined, language: CareTaskLanguage) {
  const texts = PROTOCOL_TEXTS[language];
  if (value === null || value === undefined || value === '') return texts.noAnswer;
  switch (question.kind) {
    case 'YES_NO':
      return value === true ? texts.yes : texts.no;
    case 'DATE':
      return typeof value === 'string' ? swissDate(value) : texts.noAnswer;
    case 'SINGLE_CHOICE':
      return question.options.find((option) => option.optionId === value)?.label ?? String(value);
    default:
      return String(value);
  }
}

/** The protocol's document definition (exported for the tests that read its texts). */
export function careTaskProtocolDefinition(facts: ProtocolFacts): TDocumentDefinitions {
  const texts = PROTOCOL_TEXTS[facts.language];
  const completedDay = swissDate(swissCivilDate(new Date(facts.completedAt)));
  const fields: [string, string][] = [[texts.employee, facts.employeeName]];
  if (facts.personnelNumber) fields.push([texts.personnelNumber, facts.personnelNumber]);
  fields.push([
    texts.task,
    facts.careStageLevel === null ? facts.title : `${facts.title} (${texts.careStage(facts.careStageLevel)})`,
  ]);
  fields.push([texts.conversationDate, facts.conversationDate ? swissDate(facts.conversationDate) : completedDay]);
  if (facts.participants.length > 0) fields.push([texts.participants, facts.participants.join(', ')]);
  const manager = facts.responsibleName ?? facts.completedBy;
  if (manager) fields.push([texts.responsible, manager]);
  fields.push([texts.completedOn, completedDay]);

  const body: Content[] = [
    { text: texts.title, style: 'title' },
    {
      table: { widths: [150, '*'], body: fields.map(([label, value]) => [{ text: label, style: 'label' }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 16],
    },
    { text: texts.questions, style: 'heading' },
  ];
  if (facts.form.length === 0) body.push({ text: texts.noQuestions, italics: true, margin: [0, 0, 0, 10] });
  facts.form.forEach((question, index) => {
    body.push({
      stack: [
        { text: `${index + 1}. ${question.label}`, bold: true },
        { text: answerText(question, facts.answers[question.questionId], facts.language), margin: [12, 2, 0, 0] },
      ],
      margin: [0, 0, 0, 10],
      unbreakable: true,
    });
  });
  const signature = (label: string, name: string | null) => ({
    stack: [
      { canvas: [{ type: 'line' as const, x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }], margin: [0, 48, 0, 4] },
      { text: label, style: 'label' },
      ...(name ? [{ text: name }] : []),
      {
        canvas: [{ type: 'line' as const, x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }],
        margin: [0, 36, 0, 4],
      },
      { text: texts.placeDate, style: 'label' },
    ],
  });
  body.push({
    stack: [
      { text: texts.signatures, style: 'heading', margin: [0, 16, 0, 0] },
      {
        columns: [signature(texts.signatureEmployee, facts.employeeName), signature(texts.signatureManager, manager)],
        columnGap: 30,
      },
    ],
    unbreakable: true,
  } as Content);
  return {
    pageSize: 'A4',
    pageMargins: [56, 72, 56, 64],
    info: {
      title: `${texts.title} – ${facts.employeeName}`,
      subject: `${facts.companyName}, ${facts.title}`,
      creator: 'Absenza',
    },
    language: { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en' }[facts.language],
    header: { text: facts.companyName, style: 'header', margin: [56, 32, 56, 0] },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${texts.createdOn} ${completedDay}`, style: 'footer' },
        { text: texts.page(page, pages), style: 'footer', alignment: 'right' },
      ],
      margin: [56, 24, 56, 0],
    }),
    content: body,
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.3 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 16] },
      heading: { fontSize: 12, bold: true, margin: [0, 0, 0, 8] },
      label: { color: '#555555' },
      header: { fontSize: 9, color: '#555555' },
      footer: { fontSize: 8, color: '#777777' },
    },
  };
}

export function careTaskProtocolPdf(facts: ProtocolFacts): Promise<Buffer> {
  return renderPdf(careTaskProtocolDefinition(facts));
}

/** "Gespraechsprotokoll_Muster_2026-03-31_<id8>.pdf" (ASCII). */
export function careTaskProtocolFileName(facts: ProtocolFacts, taskId: string): string {
  const last = (facts.employeeName.split(' ').pop() ?? 'employee')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${PROTOCOL_TEXTS[facts.language].fileWord}_${last || 'employee'}_${swissCivilDate(new Date(facts.completedAt))}_${taskId.slice(0, 8)}.pdf`;
}

type FactsRow = {
  language: string;
  company_name: string;
  first_name: string | null;
  last_name: string | null;
  personnel_number: string | null;
  title: string;
  care_stage_level: number | null;
  conversation_date: string | null;
  participants: string[];
  responsible_name: string | null;
  completed_by: string | null;
  completed_at: Date | string;
  form: Question[];
  answers: Record<string, string | boolean | null>;
  employee_id: string;
};

/** The facts of a completed task still without its protocol, or null (not completed, or written already). */
async function pendingProtocolFacts(database: Database, tenantId: string, taskId: string) {
  const [row] = await database.withTenant(tenantId, (tx) =>
    rowsOf<FactsRow>(
      tx,
      sql`select t.language, tn.name as company_name, el.first_name, el.last_name, el.personnel_number, t.title,
            t.care_stage_level, t.conversation_date::text as conversation_date, t.participants,
            u.name as responsible_name, t.completed_by, t.completed_at, t.form, t.answers, t.employee_id
          from care_tasks t join tenants tn on tn.id = t.tenant_id
          left join employee_list el on el.tenant_id = t.tenant_id and el.employee_id = t.employee_id
          left join users u on u.tenant_id = t.tenant_id and u.id = t.responsible_user_id
          where t.id = ${taskId} and t.status = 'COMPLETED' and t.protocol_document_id is null
            and t.completed_at is not null`,
    ),
  );
  if (!row) return null;
  const completedAt = (row.completed_at instanceof Date ? row.completed_at : new Date(row.completed_at)).toISOString();
  const facts: ProtocolFacts = {
    language: careTaskLanguageOf(row.language) ?? 'de',
    companyName: row.company_name,
    employeeName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.employee_id,
    personnelNumber: row.personnel_number,
    title: row.title,
    careStageLevel: row.care_stage_level,
    conversationDate: row.conversation_date,
    participants: row.participants,
    responsibleName: row.responsible_name,
    completedBy: row.completed_by,
    completedAt,
    form: row.form,
    answers: row.answers,
  };
  return facts;
}

/**
 * Writes the protocol of a completed task that has none (see the header). Answers the document id linked to the
 * task, or null when there was nothing to write.
 */
export async function writeCareTaskProtocol(
  runtime: DocumentRuntime,
  database: Database,
  tenantId: string,
  taskId: string,
): Promise<string | null> {
  const facts = await pendingProtocolFacts(database, tenantId, taskId);
  if (!facts) return null;
  const document = await storeGeneratedDocument(runtime, database, {
    tenantId,
    name: careTaskProtocolFileName(facts, taskId),
    content: await careTaskProtocolPdf(facts),
    createdByName: 'Absenza',
  });
  const outcome = await database.withTenant(tenantId, async (tx) => {
    const [linked] = await rowsOf<{ protocol_document_id: string }>(
      tx,
      sql`update care_tasks set protocol_document_id = ${document.id}
          where id = ${taskId} and status = 'COMPLETED' and protocol_document_id is null
            and completed_at = ${facts.completedAt}::timestamptz
          returning protocol_document_id`,
    );
    if (linked) return { linked: true, keys: [] as string[] };
    return { linked: false, keys: await deleteDocumentRows(tx, [document.id]) };
  });
  if (!outcome.linked) {
    await removeBlobs(runtime, outcome.keys);
    return null;
  }
  return document.id;
}

/** The completed tasks of a tenant still without their protocol (the daily job writes them). */
export async function tasksWithPendingProtocol(database: Database, tenantId: string): Promise<string[]> {
  const rows = await database.withTenant(tenantId, (tx) =>
    rowsOf<{ id: string }>(
      tx,
      sql`select id from care_tasks where status = 'COMPLETED' and protocol_document_id is null order by id`,
    ),
  );
  return rows.map((row) => row.id);
}
