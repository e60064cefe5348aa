// Sending one e-mail through an SMTP server (issue 29, decision 0049): nodemailer with the SMTP_URL of the
// configuration. The platform knows nothing of notifications: a message in, delivered or an error out. Only the
// mail-delivery job calls it, never a request (a slow or absent server must not hold a request up).
import { createTransport } from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** The product's id of the mail: the Message-ID's left part, so a resent mail keeps its id. */
  mailId: string;
};

export type MailSender = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** Seconds the client waits for the server at each step before the attempt counts as failed. */
const TIMEOUT_MS = 20_000;

/** A sender over one pooled SMTP connection; `close` ends it. */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  const domain = new URL(smtpUrl).hostname || 'absenza.invalid';
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.mailId}@${domain}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}

/** What a failed delivery stores (mails.last_error): the server's answer, never the credentials of SMTP_URL. */
export function deliveryErrorOf(error: unknown, smtpUrl: string): string {
  const raw = error instanceof Error ? error.message : String(error);
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : null;
  let message = raw;
  for (const secret of [url?.password, url?.username, smtpUrl]) {
    if (secret) message = message.split(secret).join('***');
  }
  return message.slice(0, 1000);
}
