// The mail of a scheduled report's run (issue 31 scope 4, decision 0058): to each recipient of the schedule, in the
// report's language, through the outbox (queueMailToAddress, the same as the certificate upload links). It carries a
// link into the app's reports (sign-in required): a payroll file of personal data is never a bearer link in a mail.
import { eq } from 'drizzle-orm';
import type { ReportDefinition } from '../../../contracts/reports.ts';
import type { AppTransaction } from '../../../db/client.ts';
import { reportSchedules, type reports } from '../../../db/schema/reports.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { mailRuntime } from '../../platform/mail/mail-runtime.ts';
import { escapeMailHtml, queueMailToAddress } from '../../platform/mail/outbox.ts';

type Language = 'de' | 'fr' | 'it' | 'en';

const dateOf = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const TEXTS: Record<
  Language,
  {
    subject: (company: string, name: string) => string;
    body: (name: string, period: string, rows: number) => string;
    action: string;
    footer: string;
    month: (month: string) => string;
  }
> = {
  de: {
    subject: (company, name) => `${company}: Ihr geplanter Bericht «${name}» ist bereit`,
    body: (name, period, rows) => `Der geplante Bericht «${name}» für ${period} ist erstellt (${rows} Zeilen).`,
    action: 'Bericht in Absenza öffnen (Anmeldung nötig):',
    footer: 'Diese Nachricht wurde automatisch versandt, weil Sie als Empfänger dieses Berichts eingetragen sind.',
    month: (month) => `den Abrechnungsmonat ${month.slice(5, 7)}.${month.slice(0, 4)}`,
  },
  fr: {
    subject: (company, name) => `${company} : votre rapport planifié « ${name} » est prêt`,
    body: (name, period, rows) => `Le rapport planifié « ${name} » pour ${period} a été établi (${rows} lignes).`,
    action: 'Ouvrir le rapport dans Absenza (connexion requise) :',
    footer: 'Ce message a été envoyé automatiquement, car vous êtes inscrit comme destinataire de ce rapport.',
    month: (month) => `le mois de décompte ${month.slice(5, 7)}.${month.slice(0, 4)}`,
  },
  it: {
    subject: (company, name) => `${company}: il suo rapporto pianificato «${name}» è pronto`,
    body: (name, period, rows) => `Il rapporto pianificato «${name}» per ${period} è stato creato (${rows} righe).`,
    action: 'Aprire il rapporto in Absenza (accesso richiesto):',
    footer: 'Questo messaggio è stato inviato automaticamente perché lei è indicato come destinatario del rapporto.',
    month: (month) => `il mese contabile ${month.slice(5, 7)}.${month.slice(0, 4)}`,
  },
  en: {
    subject: (company, name) => `${company}: your scheduled report "${name}" is ready`,
    body: (name, period, rows) => `The scheduled report "${name}" for ${period} has been generated (${rows} rows).`,
    action: 'Open the report in Absenza (sign-in required):',
    footer: 'This message was sent automatically because you are a recipient of this report.',
    month: (month) => `the accounting month ${month.slice(5, 7)}.${month.slice(0, 4)}`,
  },
};

export function composeScheduledReportMail(input: {
  language: Language;
  companyName: string;
  scheduleName: string;
  definition: Pick<ReportDefinition, 'period'>;
  rowCount: number;
  url: string;
}) {
  const texts = TEXTS[input.language];
  const period =
    input.definition.period.kind === 'time-range'
      ? `${dateOf(input.definition.period.from)} – ${dateOf(input.definition.period.to)}`
      : texts.month(input.definition.period.accountingMonthId);
  const body = texts.body(input.scheduleName, period, input.rowCount);
  const text = [body, '', `${texts.action} ${input.url}`, '', '--', texts.footer].join('\n');
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">`,
    `<p>${escapeMailHtml(body)}</p>`,
    `<p><a href="${escapeMailHtml(input.url)}">${escapeMailHtml(texts.action.replace(/\s*:$/, ''))}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeMailHtml(texts.footer)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: texts.subject(input.companyName, input.scheduleName).replace(/\s+/g, ' '), text, html };
}

/** The app's address of a report in the history (the web's reports area). */
export function reportPageUrl(reportId: string): string {
  return `${mailRuntime().settings.publicUrl}/reports?reportId=${reportId}`;
}

/** Queues the run's mail to each recipient of its schedule (in the transaction that finishes the report). */
export async function queueScheduledReportMails(tx: AppTransaction, row: typeof reports.$inferSelect) {
  if (!row.scheduleId) return 0;
  const [schedule] = await tx.select().from(reportSchedules).where(eq(reportSchedules.id, row.scheduleId));
  if (!schedule) return 0;
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, row.tenantId));
  const definition = row.definition as ReportDefinition;
  const mail = composeScheduledReportMail({
    language: definition.language,
    companyName: tenant?.name ?? '',
    scheduleName: schedule.name,
    definition,
    rowCount: row.rowCount ?? 0,
    url: reportPageUrl(row.id),
  });
  let queued = 0;
  for (const address of schedule.recipients as string[]) {
    const id = await queueMailToAddress(tx, {
      tenantId: row.tenantId,
      toAddress: address,
      language: definition.language,
      event: 'REPORT_SCHEDULE_RUN',
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      link: `/reports?reportId=${row.id}`,
      dedupeKey: `REPORT_SCHEDULE_RUN:${row.id}:${address.toLowerCase()}`,
    });
    if (id) queued += 1;
  }
  return queued;
}
