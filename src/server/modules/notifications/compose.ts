// Writing a notification mail (decision 0049): subject, plain text and simple HTML in the recipient's language, a
// deep link into the product and the care key contact in the footer. Only what the caller hands over appears:
// the employee's name, the task's title, dates and levels — the input has no field for a diagnosis or an absence
// type, so none can slip in.
import { fromEpochDay, swissDateTime, toEpochDay } from '../../../domain/dates.ts';
import { type MailLanguage, NOTIFICATION_TEXTS, type NotificationTexts } from './notification-texts.ts';

export type NotifyEvent =
  | 'CARE_TASK_CREATED'
  | 'CARE_TASK_DUE'
  | 'CARE_STAGE_CHANGED'
  | 'CASE_MANAGEMENT_REQUESTED'
  | 'CASE_MANAGEMENT_REQUEST_DECIDED'
  | 'DEADLINE_DUE';

export type NotifyData = {
  employeeId: string;
  employeeName: string;
  careTaskId?: string;
  title?: string;
  dueDate?: string;
  level?: number;
  previousLevel?: number;
  /** Case management (issue 30): the requester's name, the decision and the case management it opened. */
  requesterName?: string;
  accepted?: boolean;
  caseManagementId?: string;
  /** DEADLINE_DUE: the deadline's kind (src/contracts/deadlines.ts), worded in the recipient's language. */
  deadlineKind?: string;
};

export type ComposedMail = { subject: string; text: string; html: string; link: string | null };

/** The hour (Zurich) the daily digest goes out; a mail for the digest written before it goes out that same day. */
export const DIGEST_HOUR = 7;

/**
 * The mail's deep link, relative to the product's address: the care task, or the employee's health area; for case
 * management the requests inbox, or the case management an accepted request opened.
 */
export function linkPathOf(event: NotifyEvent, data: NotifyData): string | null {
  if (event === 'CASE_MANAGEMENT_REQUESTED' || event === 'CASE_MANAGEMENT_REQUEST_DECIDED') {
    return data.accepted && data.caseManagementId
      ? `/case-management/${encodeURIComponent(data.caseManagementId)}`
      : '/case-management/requests';
  }
  if (event === 'DEADLINE_DUE') return `/deadlines?employeeId=${encodeURIComponent(data.employeeId)}`;
  if (event !== 'CARE_STAGE_CHANGED' && data.careTaskId) {
    return `/care-tasks/${encodeURIComponent(data.careTaskId)}`;
  }
  return `/employee-health/${encodeURIComponent(data.employeeId)}`;
}

export function isMailLanguage(value: string): value is MailLanguage {
  return value === 'de' || value === 'fr' || value === 'it' || value === 'en';
}

/** The day (Zurich) the digest that gathers a mail written at `now` goes out: today before 07:00, else tomorrow. */
export function nextDigestDay(now: Date): string {
  const local = swissDateTime(now);
  const today = local.slice(0, 10);
  return Number(local.slice(11, 13)) < DIGEST_HOUR ? today : fromEpochDay(toEpochDay(today) + 1);
}

/** The last digest day that is due at `now`: today from 07:00 (Zurich), yesterday before. */
export function digestDueThrough(now: Date): string {
  const local = swissDateTime(now);
  const today = local.slice(0, 10);
  return Number(local.slice(11, 13)) >= DIGEST_HOUR ? today : fromEpochDay(toEpochDay(today) - 1);
}

/** A subject is one header line: a title typed with a line break must not start a header of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function sentence(texts: NotificationTexts, event: NotifyEvent, data: NotifyData) {
  if (event === 'CASE_MANAGEMENT_REQUESTED' || event === 'CASE_MANAGEMENT_REQUEST_DECIDED') {
    const facts = {
      employeeName: data.employeeName,
      requesterName: data.requesterName ?? '',
      accepted: data.accepted === true,
    };
    const words = event === 'CASE_MANAGEMENT_REQUESTED' ? texts.caseManagementRequested : texts.caseManagementDecided;
    return { subject: words.subject(facts), body: words.body(facts) };
  }
  const task = { employeeName: data.employeeName, title: data.title ?? '', dueDate: data.dueDate ?? null };
  if (event === 'CARE_TASK_CREATED')
    return { subject: texts.taskCreated.subject(task), body: texts.taskCreated.body(task) };
  if (event === 'CARE_TASK_DUE') return { subject: texts.taskDue.subject(task), body: texts.taskDue.body(task) };
  if (event === 'DEADLINE_DUE') {
    const deadline = {
      employeeName: data.employeeName,
      kind: texts.deadlineKinds[data.deadlineKind ?? ''] ?? data.deadlineKind ?? '',
      dueDate: data.dueDate ?? '',
    };
    return { subject: texts.deadlineDue.subject(deadline), body: texts.deadlineDue.body(deadline) };
  }
  const change = { employeeName: data.employeeName, level: data.level ?? 0, previousLevel: data.previousLevel ?? null };
  return { subject: texts.stageChanged.subject(change), body: texts.stageChanged.body(change) };
}

function footer(texts: NotificationTexts, keyContactEmail: string | null) {
  return [...(keyContactEmail ? [texts.contact(keyContactEmail)] : []), texts.settings];
}

/** `blocks`: HTML already escaped and wrapped (a paragraph, a list). */
function htmlDocument(language: MailLanguage, blocks: string[], footerLines: string[]): string {
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    ...blocks,
    '<hr style="border:none;border-top:1px solid #ddd">',
    `<p style="font-size:13px;color:#555">${footerLines.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
}

function linkLabelOf(texts: NotificationTexts, event: NotifyEvent, link: string | null): string {
  if (event === 'CARE_STAGE_CHANGED') return texts.openEmployee;
  if (event === 'DEADLINE_DUE') return texts.openDeadlines;
  if (event === 'CASE_MANAGEMENT_REQUESTED' || event === 'CASE_MANAGEMENT_REQUEST_DECIDED') {
    return link === '/case-management/requests' ? texts.openRequests : texts.openCaseManagement;
  }
  return texts.openTask;
}

/** One notification mail for one recipient. */
export function composeNotification(input: {
  event: NotifyEvent;
  data: NotifyData;
  language: MailLanguage;
  recipientName: string;
  keyContactEmail: string | null;
  publicUrl: string;
}): ComposedMail {
  const texts = NOTIFICATION_TEXTS[input.language];
  const { subject, body } = sentence(texts, input.event, input.data);
  const link = linkPathOf(input.event, input.data);
  const url = link ? `${input.publicUrl}${link}` : null;
  const linkLabel = linkLabelOf(texts, input.event, link);
  const greeting = texts.greeting(input.recipientName);
  const footerLines = footer(texts, input.keyContactEmail);
  const text = [greeting, '', body, ...(url ? ['', `${linkLabel} ${url}`] : []), '', '--', ...footerLines].join('\n');
  const html = htmlDocument(
    input.language,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      ...(url ? [`<p><a href="${escapeHtml(url)}">${escapeHtml(linkLabel.replace(/\s*:$/, ''))}</a></p>`] : []),
    ],
    footerLines,
  );
  return { subject: oneLine(subject), text, html, link };
}

/** The daily digest: the day's mails of one recipient in one, each with its subject and link. */
export function composeDigest(input: {
  items: readonly { subject: string; link: string | null }[];
  language: MailLanguage;
  recipientName: string;
  keyContactEmail: string | null;
  publicUrl: string;
}): ComposedMail {
  const texts = NOTIFICATION_TEXTS[input.language];
  const count = input.items.length;
  const greeting = texts.greeting(input.recipientName);
  const footerLines = footer(texts, input.keyContactEmail);
  const lines = input.items.map((item) => ({
    subject: item.subject,
    url: item.link ? `${input.publicUrl}${item.link}` : null,
  }));
  const text = [
    greeting,
    '',
    texts.digest.intro(count),
    '',
    ...lines.flatMap((line) => [`- ${line.subject}`, ...(line.url ? [`  ${line.url}`] : [])]),
    '',
    '--',
    ...footerLines,
  ].join('\n');
  const list = lines
    .map((line) =>
      line.url
        ? `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.subject)}</a></li>`
        : `<li>${escapeHtml(line.subject)}</li>`,
    )
    .join('');
  const html = htmlDocument(
    input.language,
    [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(texts.digest.intro(count))}</p>`, `<ul>${list}</ul>`],
    footerLines,
  );
  return { subject: oneLine(texts.digest.subject(count)), text, html, link: null };
}
