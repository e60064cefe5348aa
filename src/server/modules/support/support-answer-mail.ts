// The mail that tells a user the operators answered their support request (issue 33 scope 6, decision 0067 point 8):
// to the requester's address, in their language, through the outbox (queueMailToAddress, like the scheduled reports'
// mails), in the transaction that writes the answer. It carries the request's number, its subject and a link into the
// app (sign-in required) — never the answer's text: an answer may speak of a case the user consented to share, and a
// mail leaves the platform. A request written with an API token (no user, no address) gets no mail.
import { and, eq } from 'drizzle-orm';
import type { AppTransaction } from '../../../db/client.ts';
import { users } from '../../../db/schema/identity.ts';
import { supportRequests } from '../../../db/schema/support.ts';
import { mailRuntime } from '../../platform/mail/mail-runtime.ts';
import { escapeMailHtml, queueMailToAddress } from '../../platform/mail/outbox.ts';

type Language = 'de' | 'fr' | 'it' | 'en';

const TEXTS: Record<
  Language,
  {
    subject: (number: number, subject: string) => string;
    greeting: (name: string) => string;
    body: (number: number, subject: string) => string;
    action: string;
    footer: string;
  }
> = {
  de: {
    subject: (number, subject) => `Antwort auf Ihre Supportanfrage Nr. ${number}: ${subject}`,
    greeting: (name) => `Guten Tag ${name}`,
    body: (number, subject) => `Unser Support hat Ihre Anfrage Nr. ${number} «${subject}» beantwortet.`,
    action: 'Antwort in Absenza lesen (Anmeldung nötig):',
    footer:
      'Diese Nachricht wurde automatisch versandt. Bitte antworten Sie in der Anfrage selbst, nicht auf diese E-Mail.',
  },
  fr: {
    subject: (number, subject) => `Réponse à votre demande de support n° ${number} : ${subject}`,
    greeting: (name) => `Bonjour ${name}`,
    body: (number, subject) => `Notre support a répondu à votre demande n° ${number} « ${subject} ».`,
    action: 'Lire la réponse dans Absenza (connexion requise) :',
    footer: 'Ce message a été envoyé automatiquement. Merci de répondre dans la demande elle-même, pas à cet e-mail.',
  },
  it: {
    subject: (number, subject) => `Risposta alla sua richiesta di supporto n. ${number}: ${subject}`,
    greeting: (name) => `Buongiorno ${name}`,
    body: (number, subject) => `Il nostro supporto ha risposto alla sua richiesta n. ${number} «${subject}».`,
    action: 'Leggere la risposta in Absenza (accesso richiesto):',
    footer:
      'Questo messaggio è stato inviato automaticamente. Risponda per favore nella richiesta stessa, non a questa e-mail.',
  },
  en: {
    subject: (number, subject) => `Answer to your support request no. ${number}: ${subject}`,
    greeting: (name) => `Hello ${name}`,
    body: (number, subject) => `Our support has answered your request no. ${number} "${subject}".`,
    action: 'Read the answer in Absenza (sign-in required):',
    footer: 'This message was sent automatically. Please reply in the request itself, not to this e-mail.',
  },
};

const isLanguage = (value: string | null | undefined): value is Language =>
  value === 'de' || value === 'fr' || value === 'it' || value === 'en';

/** A subject is one header line: a subject typed with a line break must not start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function composeSupportAnswerMail(input: {
  language: Language;
  recipientName: string;
  number: number;
  subject: string;
  url: string;
}): { subject: string; text: string; html: string } {
  const texts = TEXTS[input.language];
  const subject = oneLine(input.subject);
  const greeting = texts.greeting(oneLine(input.recipientName));
  const body = texts.body(input.number, subject);
  const text = [greeting, '', body, '', `${texts.action} ${input.url}`, '', '--', texts.footer].join('\n');
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">`,
    `<p>${escapeMailHtml(greeting)}</p>`,
    `<p>${escapeMailHtml(body)}</p>`,
    `<p><a href="${escapeMailHtml(input.url)}">${escapeMailHtml(texts.action.replace(/\s*:$/, ''))}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeMailHtml(texts.footer)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: texts.subject(input.number, subject), text, html };
}

/**
 * Queues the answer's mail to the request's author, in the answer's transaction: the user's current address and
 * language while the account is active, else the address the request was written with (in German). `revision` is
 * the request's revision after the answer, so each answer writes its own mail exactly once.
 */
export async function queueSupportAnswerMail(
  tx: AppTransaction,
  tenantId: string,
  requestId: string,
): Promise<string | null> {
  const [request] = await tx
    .select({
      number: supportRequests.number,
      subject: supportRequests.subject,
      revision: supportRequests.revision,
      userId: supportRequests.createdByUserId,
      name: supportRequests.createdByName,
      email: supportRequests.createdByEmail,
    })
    .from(supportRequests)
    .where(and(eq(supportRequests.tenantId, tenantId), eq(supportRequests.id, requestId)));
  if (!request) return null;
  const [user] = request.userId
    ? await tx
        .select({ name: users.name, email: users.email, language: users.language, status: users.status })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, request.userId)))
    : [];
  const active = user && user.status === 'ACTIVE' && user.email.trim() !== '' ? user : null;
  const address = active?.email ?? request.email;
  if (!address || address.trim() === '') return null;
  const language: Language = active && isLanguage(active.language) ? active.language : 'de';
  const link = `/support/${requestId}`;
  const mail = composeSupportAnswerMail({
    language,
    recipientName: active?.name ?? request.name,
    number: request.number,
    subject: request.subject,
    url: `${mailRuntime().settings.publicUrl}${link}`,
  });
  return queueMailToAddress(tx, {
    tenantId,
    toAddress: address,
    language,
    event: 'SUPPORT_REQUEST_ANSWERED',
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    link,
    dedupeKey: `SUPPORT_REQUEST_ANSWERED:${requestId}:${request.revision}`,
  });
}
