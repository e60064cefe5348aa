// Writing a mail (decision 0049): what a person typed (a task's title, a name) reaches the HTML escaped and the
// subject on one line; the link and the footer in every language.
import { describe, expect, it } from 'vitest';
import { composeDigest, composeNotification } from './compose.ts';

const base = {
  event: 'CARE_TASK_CREATED' as const,
  recipientName: 'Eva <Admin>',
  keyContactEmail: 'care@muster.ch',
  publicUrl: 'https://absenza.example.ch',
};

describe('composeNotification', () => {
  it('escapes what people typed in the HTML and keeps the subject on one line', () => {
    const mail = composeNotification({
      ...base,
      language: 'de',
      data: {
        employeeId: 'E 1/2',
        employeeName: 'Max "Maxi" Muster',
        careTaskId: '0196f0a0-0000-7000-8000-000000000001',
        title: 'Gespräch <b>heute</b>\r\nBcc: someone@example.ch',
        dueDate: '2027-01-15',
      },
    });
    expect(mail.subject).toBe(
      'Neue Betreuungsaufgabe: Gespräch <b>heute</b> Bcc: someone@example.ch (Max "Maxi" Muster)',
    );
    expect(mail.html).toContain('Gespräch &lt;b&gt;heute&lt;/b&gt;');
    expect(mail.html).toContain('Guten Tag Eva &lt;Admin&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('fällig am 15.01.2027');
    expect(mail.link).toBe('/care-tasks/0196f0a0-0000-7000-8000-000000000001');
  });

  it('links a stage change to the employee’s health area, the id encoded', () => {
    const mail = composeNotification({
      ...base,
      event: 'CARE_STAGE_CHANGED',
      language: 'it',
      data: { employeeId: 'E 1/2', employeeName: 'Lia Rossi', level: 0, previousLevel: 3 },
    });
    expect(mail.link).toBe('/employee-health/E%201%2F2');
    expect(mail.subject).toBe('Livello di accompagnamento cambiato: Lia Rossi');
    expect(mail.text).toContain('Lia Rossi non ha più un livello di accompagnamento (finora livello 3).');
    expect(mail.text).toContain('Aprire la salute della persona: https://absenza.example.ch/employee-health/E%201%2F2');
    expect(mail.text).toContain('care@muster.ch');
  });

  it('a digest lists each mail with its link, counted in the subject', () => {
    const digest = composeDigest({
      items: [
        { subject: 'Care task due: A (B)', link: '/care-tasks/1' },
        { subject: 'Care stage changed: C', link: '/employee-health/E-3' },
      ],
      language: 'en',
      recipientName: 'Sam Lee',
      keyContactEmail: null,
      publicUrl: 'https://absenza.example.ch',
    });
    expect(digest.subject).toBe('Absenza: 2 notifications of the day');
    expect(digest.text).toContain('- Care task due: A (B)\n  https://absenza.example.ch/care-tasks/1');
    expect(digest.html).toContain(
      '<li><a href="https://absenza.example.ch/employee-health/E-3">Care stage changed: C</a></li>',
    );
    expect(digest.text).not.toContain('contact person');
  });
});
