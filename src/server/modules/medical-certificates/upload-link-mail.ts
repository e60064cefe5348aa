// The mail that carries a certificate upload link to the employee (issue 30, decision 0053), in the employee's
// correspondence language. It names the company and the span, and nothing of the absence's nature.
import { escapeMailHtml } from '../../platform/mail/outbox.ts';

type Language = 'de' | 'fr' | 'it' | 'en';

const dateOf = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const TEXTS: Record<
  Language,
  {
    subject: (company: string) => string;
    greeting: (firstName: string | null) => string;
    body: (company: string, span: string) => string;
    open: (to: string | null) => string;
    expires: (day: string) => string;
    action: string;
    footer: string;
  }
> = {
  de: {
    subject: (company) => `${company}: Bitte laden Sie Ihr Arztzeugnis hoch`,
    greeting: (name) => (name ? `Guten Tag ${name}` : 'Guten Tag'),
    body: (company, span) => `${company} bittet Sie um Ihr Arztzeugnis für die Zeit ${span}.`,
    open: (to) => (to ? '' : ' (bis auf Weiteres)'),
    expires: (day) => `Der Link gilt einmal und bis zum ${day}.`,
    action: 'Arztzeugnis hochladen (PDF, JPEG oder PNG):',
    footer: 'Diese Nachricht wurde automatisch versandt. Bitte leiten Sie den Link nicht weiter.',
  },
  fr: {
    subject: (company) => `${company} : merci de téléverser votre certificat médical`,
    greeting: (name) => (name ? `Bonjour ${name}` : 'Bonjour'),
    body: (company, span) => `${company} vous demande votre certificat médical pour la période ${span}.`,
    open: (to) => (to ? '' : ' (jusqu’à nouvel avis)'),
    expires: (day) => `Le lien s’utilise une seule fois et jusqu’au ${day}.`,
    action: 'Téléverser le certificat médical (PDF, JPEG ou PNG) :',
    footer: 'Ce message a été envoyé automatiquement. Merci de ne pas transmettre ce lien.',
  },
  it: {
    subject: (company) => `${company}: per favore carichi il suo certificato medico`,
    greeting: (name) => (name ? `Buongiorno ${name}` : 'Buongiorno'),
    body: (company, span) => `${company} le chiede il certificato medico per il periodo ${span}.`,
    open: (to) => (to ? '' : ' (fino a nuovo avviso)'),
    expires: (day) => `Il link vale una sola volta e fino al ${day}.`,
    action: 'Caricare il certificato medico (PDF, JPEG o PNG):',
    footer: 'Questo messaggio è stato inviato automaticamente. Non inoltri il link.',
  },
  en: {
    subject: (company) => `${company}: please upload your medical certificate`,
    greeting: (name) => (name ? `Hello ${name}` : 'Hello'),
    body: (company, span) => `${company} asks you for your medical certificate for ${span}.`,
    open: (to) => (to ? '' : ' (until further notice)'),
    expires: (day) => `The link works once and until ${day}.`,
    action: 'Upload the medical certificate (PDF, JPEG or PNG):',
    footer: 'This message was sent automatically. Please do not forward the link.',
  },
};

export function composeUploadLinkMail(input: {
  language: Language;
  companyName: string;
  firstName: string | null;
  from: string;
  to: string | null;
  expiresOn: string;
  url: string;
}) {
  const texts = TEXTS[input.language];
  const span = `${dateOf(input.from)}${input.to ? ` – ${dateOf(input.to)}` : ''}${texts.open(input.to)}`;
  const lines = [
    texts.greeting(input.firstName),
    '',
    texts.body(input.companyName, span),
    texts.expires(dateOf(input.expiresOn)),
    '',
    `${texts.action} ${input.url}`,
    '',
    '--',
    texts.footer,
  ];
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">`,
    `<p>${escapeMailHtml(texts.greeting(input.firstName))}</p>`,
    `<p>${escapeMailHtml(texts.body(input.companyName, span))}<br>${escapeMailHtml(texts.expires(dateOf(input.expiresOn)))}</p>`,
    `<p><a href="${escapeMailHtml(input.url)}">${escapeMailHtml(texts.action.replace(/\s*:$/, ''))}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeMailHtml(texts.footer)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: texts.subject(input.companyName).replace(/\s+/g, ' '), text: lines.join('\n'), html };
}
