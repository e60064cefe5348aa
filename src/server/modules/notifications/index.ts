// Notifications (issue 29 section 4, decision 0049): the public face of the module. Care calls notify() in its
// transactions; the jobs deliver the mails and gather the daily digests; app.ts registers the routes.
import type { AppTransaction } from '../../../db/client.ts';
import { notify as writeNotification } from './notify.ts';

export { type DeliveryOutcome, deliverDueMails, MAX_ATTEMPTS, retryDelayMs } from './delivery.service.ts';
export { gatherDigests } from './digest.service.ts';
export { notificationsRoutes } from './notifications.routes.ts';

/**
 * Tells the recipients of a care event by e-mail, in the caller's transaction (see notify.ts): the company's switch,
 * each user's settings, their language; the mail written once per dedupe key and recipient; the delivery woken.
 */
export async function notify(
  tx: AppTransaction,
  input: {
    tenantId: string;
    event:
      | 'CARE_TASK_CREATED'
      | 'CARE_TASK_DUE'
      | 'CARE_STAGE_CHANGED'
      | 'CASE_MANAGEMENT_REQUESTED'
      | 'CASE_MANAGEMENT_REQUEST_DECIDED'
      | 'DEADLINE_DUE';
    recipientUserIds: readonly string[];
    dedupeKey: string;
    data: {
      employeeId: string;
      employeeName: string;
      careTaskId?: string;
      title?: string;
      dueDate?: string;
      level?: number;
      previousLevel?: number;
      requesterName?: string;
      accepted?: boolean;
      caseManagementId?: string;
      deadlineKind?: string;
    };
  },
): Promise<void> {
  await writeNotification(tx, input);
}
