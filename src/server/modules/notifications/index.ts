// PLACEHOLDER of helper "stages" (issue 29): helper "mail" owns this module; its index.ts replaces this file at merge.
// Only what the care stages need to run their tests: one outbox mail per recipient, once per dedupe key.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppTransaction } from '../../../db/client.ts';
import { mails } from '../../../db/schema/care.ts';
import { users } from '../../../db/schema/identity.ts';

export async function notify(
  tx: AppTransaction,
  input: {
    tenantId: string;
    event: 'CARE_TASK_CREATED' | 'CARE_TASK_DUE' | 'CARE_STAGE_CHANGED';
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
): Promise<void> {
  if (input.recipientUserIds.length === 0) return;
  const recipients = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), inArray(users.id, [...input.recipientUserIds])));
  for (const recipient of recipients) {
    const subject = `${input.event}: ${input.data.employeeName}`;
    await tx
      .insert(mails)
      .values({
        tenantId: input.tenantId,
        recipientUserId: recipient.id,
        toAddress: recipient.email,
        language: recipient.language,
        event: input.event,
        subject,
        textBody: subject,
        htmlBody: subject,
        status: 'OUTBOX',
        dedupeKey: `${input.dedupeKey}:${recipient.id}`,
      })
      .onConflictDoNothing();
  }
}
