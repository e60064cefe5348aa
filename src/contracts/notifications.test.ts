// The outbox lists every mail the product wrote, also the certificate upload link that goes to an employee's
// address (decision 0053): its event must be one the list's schema accepts, or GET /admin/mails and /mails answer 500.
import { describe, expect, it } from 'vitest';
import { mailListItem } from './notifications.ts';

const item = {
  mailId: '0196f0a0-0000-7000-8000-00000000f00d',
  tenantId: '8c6f4a52-2d1e-4f5b-9a37-1b2c3d4e5f60',
  to: 'e-1276@alpenblick.example.ch',
  subject: 'Alpenblick: Bitte laden Sie Ihr Arztzeugnis hoch',
  language: 'de',
  status: 'OUTBOX',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-29T05:04:00.000Z',
  sentAt: null,
};

describe('the mail list item', () => {
  it('accepts the upload link mail, the scheduled report mail, the care events and the digest, nothing else', () => {
    for (const event of ['CERTIFICATE_UPLOAD_LINK', 'REPORT_SCHEDULE_RUN', 'CARE_TASK_DUE', 'DAILY_DIGEST']) {
      expect(mailListItem.safeParse({ ...item, event }).success).toBe(true);
    }
    expect(mailListItem.safeParse({ ...item, event: 'SOMETHING_ELSE' }).success).toBe(false);
  });
});
