// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// notifications (issue 29): the user's settings and mails, the admins' outbox. A mail id that names no mail
// answers 404 MAIL_NOT_FOUND, which the fuzzing accepts like any refusal in the house shape.
import { FUZZ_MISSING_ID, type FuzzTargets } from './support.ts';

const NO_MAIL = FUZZ_MISSING_ID;

export const notificationsTargets = {
  notificationSettingsGet: () => ({}),
  notificationSettingsPut: () => ({
    body: { events: [{ event: 'CARE_TASK_CREATED', delivery: 'DAILY_DIGEST' }] },
  }),
  mailsList: () => ({ query: { status: 'OUTBOX', take: '10' } }),
  mailGet: () => ({ params: { mailId: NO_MAIL } }),
  adminMailsList: () => ({ query: { status: 'QUEUED' } }),
  adminMailGet: () => ({ params: { mailId: NO_MAIL } }),
} satisfies FuzzTargets;
