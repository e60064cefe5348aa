// PLACEHOLDER (helper "tasks", issue 29): the signature the notifications module (helper "mail") provides, so the care
// tasks compile and run in their branch. It writes nothing. The mail helper's file replaces this one at the merge.
import type { AppTransaction } from '../../../db/client.ts';

export type NotificationEvent = 'CARE_TASK_CREATED' | 'CARE_TASK_DUE' | 'CARE_STAGE_CHANGED';

export async function notify(
  _tx: AppTransaction,
  _input: {
    tenantId: string;
    event: NotificationEvent;
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
    };
  },
): Promise<void> {}
