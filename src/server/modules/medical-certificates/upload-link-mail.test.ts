// The upload link mail in the four languages (decision 0053): the company, the first name, the span (an open end
// said in words), the expiry day and the address; nothing about the absence.
import { describe, expect, it } from 'vitest';
import { composeUploadLinkMail } from './upload-link-mail.ts';

const base = {
  companyName: 'Muster & Co AG',
  firstName: 'Anna',
  from: '2026-03-05',
  to: null,
  expiresOn: '2026-03-19',
  url: 'https://absenza.test/certificate-upload/cup_x',
};

describe('composeUploadLinkMail', () => {
  it.each([
    ['de', 'Muster & Co AG: Bitte laden Sie Ihr Arztzeugnis hoch', 'Guten Tag Anna', '05.03.2026 (bis auf Weiteres)'],
    [
      'fr',
      'Muster & Co AG : merci de téléverser votre certificat médical',
      'Bonjour Anna',
      '05.03.2026 (jusqu’à nouvel avis)',
    ],
    [
      'it',
      'Muster & Co AG: per favore carichi il suo certificato medico',
      'Buongiorno Anna',
      '05.03.2026 (fino a nuovo avviso)',
    ],
    ['en', 'Muster & Co AG: please upload your medical certificate', 'Hello Anna', '05.03.2026 (until further notice)'],
  ] as const)('%s', (language, subject, greeting, span) => {
    const mail = composeUploadLinkMail({ ...base, language });
    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n')[0]).toBe(greeting);
    expect(mail.text).toContain(span);
    expect(mail.text).toContain('19.03.2026');
    expect(mail.text).toContain(base.url);
    // The HTML escapes the company name and carries the address as a link.
    expect(mail.html).toContain('Muster &amp; Co AG');
    expect(mail.html).toContain(`href="${base.url}"`);
    expect(mail.html).toContain(`lang="${language}"`);
  });

  it('a closed span names both days; no first name: a greeting without one', () => {
    const mail = composeUploadLinkMail({ ...base, language: 'de', firstName: null, to: '2026-03-11' });
    expect(mail.text).toContain('für die Zeit 05.03.2026 – 11.03.2026.');
    expect(mail.text.split('\n')[0]).toBe('Guten Tag');
  });
});
