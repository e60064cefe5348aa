// notify() (decision 0049): the company's switch, each user's settings, the recipient's language, the deep link,
// written once per dedupe key and recipient; and never a diagnosis or an absence type in a mail, for each event and
// language.
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { mails, notificationSettings } from '../../../db/schema/care.ts';
import { ABSENCE_TYPES } from '../../../domain/sick-pay/types.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { createUser } from '../../../testing/factories/user.factory.ts';
import { useTestDatabase } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { configureMailRuntime } from '../../platform/mail/mail-runtime.ts';
import { digestDueThrough, nextDigestDay } from './compose.ts';
import { notify } from './index.ts';
import { notify as notifyAt } from './notify.ts';

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
const EVENTS = [
  'CARE_TASK_CREATED',
  'CARE_TASK_DUE',
  'CARE_STAGE_CHANGED',
  'CASE_MANAGEMENT_REQUESTED',
  'CASE_MANAGEMENT_REQUEST_DECIDED',
] as const;
const TASK_ID = '0196f0a0-0000-7000-8000-0000000c7a51';
const CASE_MANAGEMENT_ID = '0196f0a0-0000-7000-8000-0000000c7a52';

/** Every absence type as the product names it, in every language, and its code; and the word diagnosis. */
function forbiddenWords(): string[] {
  const words = new Set<string>(['diagnos']);
  for (const language of LANGUAGES) {
    const locale = JSON.parse(readFileSync(`web/src/locales/${language}.json`, 'utf8')) as {
      absences: { types: Record<string, string> };
    };
    for (const type of ABSENCE_TYPES) {
      // 'Andere' / 'Other' is no absence type a reader could learn anything from (and a common word).
      if (type === 'OTHER') continue;
      words.add(type.toLowerCase());
      const label = locale.absences.types[type];
      if (label) words.add(label.toLowerCase());
    }
  }
  return [...words];
}

async function careTenant(database: Database, options: { enabled?: boolean; care?: boolean } = {}) {
  const tenant = await createTenant(database);
  await configureTenantForTest(database, tenant.id, {
    ...validConfigurationInput(),
    ...(options.care === false
      ? {}
      : {
          careConfiguration: {
            keyContactEmail: 'care@muster.ch',
            careStageConfiguration: {},
            isEmailNotificationsEnabled: options.enabled ?? true,
          },
        }),
  } as ReturnType<typeof validConfigurationInput>);
  return tenant.id;
}

describe.each(testBackends())('notify on %s', (backend) => {
  const ctx = useTestDatabase(backend);
  let tenantId = '';
  const userOf = new Map<string, string>();

  beforeAll(async () => {
    configureMailRuntime(
      { smtpUrl: null, from: 'Absenza <noreply@absenza.invalid>', publicUrl: 'https://absenza.example.ch' },
      null,
    );
    tenantId = await careTenant(ctx.database);
    for (const language of LANGUAGES) {
      const user = await createUser(ctx.database, tenantId, {
        name: `Vera ${language.toUpperCase()}`,
        email: `vera.${language}@muster.ch`,
        language,
        userRole: 'Superior',
      });
      userOf.set(language, user.id);
    }
  });

  const mailsOf = (where: ReturnType<typeof and>) =>
    ctx.database.db
      .select()
      .from(mails)
      .where(and(eq(mails.tenantId, tenantId), where));

  const dataOf = (event: (typeof EVENTS)[number]) =>
    event === 'CASE_MANAGEMENT_REQUESTED'
      ? { employeeId: 'E-1007', employeeName: 'Lara Keller', requesterName: 'Sandra Keller' }
      : event === 'CASE_MANAGEMENT_REQUEST_DECIDED'
        ? {
            employeeId: 'E-1007',
            employeeName: 'Lara Keller',
            requesterName: 'Sandra Keller',
            accepted: true,
            caseManagementId: CASE_MANAGEMENT_ID,
          }
        : event === 'CARE_STAGE_CHANGED'
          ? { employeeId: 'E-1007', employeeName: 'Lara Keller', level: 2, previousLevel: 1 }
          : {
              employeeId: 'E-1007',
              employeeName: 'Lara Keller',
              careTaskId: TASK_ID,
              title: 'Rückkehrgespräch',
              dueDate: '2026-12-04',
            };

  it.each(EVENTS)(
    '%s: one mail per recipient in their language, with the link, never an absence type',
    async (event) => {
      await ctx.database.withTenant(tenantId, (tx) =>
        notify(tx, {
          tenantId,
          event,
          recipientUserIds: [...userOf.values()],
          dedupeKey: `${event}:test`,
          data: dataOf(event),
        }),
      );
      const written = await mailsOf(eq(mails.event, event));
      expect(written.map((mail) => mail.language).sort()).toEqual(['de', 'en', 'fr', 'it']);
      const forbidden = forbiddenWords();
      const link = {
        CARE_STAGE_CHANGED: '/employee-health/E-1007',
        CARE_TASK_CREATED: `/care-tasks/${TASK_ID}`,
        CARE_TASK_DUE: `/care-tasks/${TASK_ID}`,
        CASE_MANAGEMENT_REQUESTED: '/case-management/requests',
        CASE_MANAGEMENT_REQUEST_DECIDED: `/case-management/${CASE_MANAGEMENT_ID}`,
      }[event];
      for (const mail of written) {
        expect(mail).toMatchObject({
          status: 'QUEUED',
          toAddress: `vera.${mail.language}@muster.ch`,
          recipientUserId: userOf.get(mail.language),
          link,
          digestOn: null,
          dedupeKey: `${event}:test:${userOf.get(mail.language)}`,
        });
        // The full link in the text and the HTML: PUBLIC_URL + the path.
        expect(mail.textBody).toContain(`https://absenza.example.ch${link}`);
        expect(mail.htmlBody).toContain(`href="https://absenza.example.ch${link}"`);
        // The care key contact in the footer; the recipient greeted by name.
        expect(mail.textBody).toContain('care@muster.ch');
        expect(mail.textBody).toContain(`Vera ${mail.language.toUpperCase()}`);
        expect(mail.subject).toContain('Lara Keller');
        const everything = `${mail.subject}\n${mail.textBody}\n${mail.htmlBody}`.toLowerCase();
        for (const word of forbidden) expect(everything, `${mail.language} ${event}: "${word}"`).not.toContain(word);
      }
      const german = written.find((mail) => mail.language === 'de');
      const french = written.find((mail) => mail.language === 'fr');
      if (event === 'CARE_TASK_CREATED') {
        expect(german?.subject).toBe('Neue Betreuungsaufgabe: Rückkehrgespräch (Lara Keller)');
        // 2026-12-04 written the Swiss way.
        expect(german?.textBody).toContain('fällig am 04.12.2026');
        expect(french?.subject).toBe('Nouvelle tâche de suivi : Rückkehrgespräch (Lara Keller)');
      } else if (event === 'CARE_TASK_DUE') {
        expect(german?.subject).toBe('Betreuungsaufgabe fällig: Rückkehrgespräch (Lara Keller)');
      } else if (event === 'CASE_MANAGEMENT_REQUESTED') {
        expect(german?.subject).toBe('Antrag auf Case Management: Lara Keller');
        expect(german?.textBody).toContain('Sandra Keller beantragt Case Management für Lara Keller.');
        expect(french?.textBody).toContain('Sandra Keller demande un case management pour Lara Keller.');
      } else if (event === 'CASE_MANAGEMENT_REQUEST_DECIDED') {
        expect(german?.subject).toBe('Case Management für Lara Keller angenommen');
        expect(written.find((mail) => mail.language === 'it')?.subject).toBe(
          'Case management per Lara Keller accettato',
        );
        expect(written.find((mail) => mail.language === 'en')?.textBody).toContain('Open the case management:');
      } else {
        expect(german?.textBody).toContain('von Stufe 1 auf Stufe 2');
        expect(french?.textBody).toContain('du niveau 1 au niveau 2');
        expect(written.find((mail) => mail.language === 'it')?.textBody).toContain('dal livello 1 al livello 2');
        expect(written.find((mail) => mail.language === 'en')?.textBody).toContain('from stage 1 to stage 2');
      }
    },
  );

  it('writing the same mail twice is a no-op (dedupe key and recipient)', async () => {
    const input = {
      tenantId,
      event: 'CARE_TASK_DUE' as const,
      recipientUserIds: [userOf.get('de') as string, userOf.get('de') as string],
      dedupeKey: 'CARE_TASK_DUE:twice:2026-12-04',
      data: dataOf('CARE_TASK_DUE'),
    };
    await ctx.database.withTenant(tenantId, (tx) => notify(tx, input));
    await ctx.database.withTenant(tenantId, (tx) => notify(tx, input));
    expect(await mailsOf(eq(mails.dedupeKey, `CARE_TASK_DUE:twice:2026-12-04:${userOf.get('de')}`))).toHaveLength(1);
  });

  it('follows the settings: OFF writes nothing, DAILY_DIGEST waits for the next digest day; others get it at once', async () => {
    const off = await createUser(ctx.database, tenantId, { email: 'off@muster.ch', language: 'fr' });
    const digest = await createUser(ctx.database, tenantId, { email: 'digest@muster.ch', language: 'it' });
    const inactive = await createUser(ctx.database, tenantId, { email: 'gone@muster.ch', status: 'INACTIVE' });
    await ctx.database.db.insert(notificationSettings).values([
      { tenantId, userId: off.id, events: { CARE_TASK_CREATED: 'OFF' } },
      { tenantId, userId: digest.id, events: { CARE_TASK_CREATED: 'DAILY_DIGEST', CARE_TASK_DUE: 'OFF' } },
    ]);
    // 2026-11-28 06:30 in Zurich (05:30 UTC, winter time): before 07:00, so today's digest takes it.
    const early = new Date('2026-11-28T05:30:00Z');
    await ctx.database.withTenant(tenantId, (tx) =>
      notifyAt(
        tx,
        {
          tenantId,
          event: 'CARE_TASK_CREATED',
          recipientUserIds: [off.id, digest.id, inactive.id, 'not-a-user-id'],
          dedupeKey: 'CARE_TASK_CREATED:settings',
          data: dataOf('CARE_TASK_CREATED'),
        },
        early,
      ),
    );
    const written = await mailsOf(eq(mails.event, 'CARE_TASK_CREATED'));
    const ours = written.filter((mail) => [off.id, digest.id, inactive.id].includes(mail.recipientUserId ?? ''));
    expect(ours.map((mail) => ({ to: mail.toAddress, digestOn: mail.digestOn, language: mail.language }))).toEqual([
      { to: 'digest@muster.ch', digestOn: '2026-11-28', language: 'it' },
    ]);
    // 07:00 Zurich is the digest's hour: from then on the next day's digest; before it, yesterday's was the last due.
    expect(nextDigestDay(new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-29');
    expect(digestDueThrough(new Date('2026-11-28T05:59:00Z'))).toBe('2026-11-27');
    expect(digestDueThrough(new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
  });

  it('writes nothing when the company switched care e-mails off, or has no care configuration', async () => {
    for (const options of [{ enabled: false }, { care: false }]) {
      const other = await careTenant(ctx.database, options);
      const user = await createUser(ctx.database, other, { email: `boss-${other}@muster.ch` });
      await ctx.database.withTenant(other, (tx) =>
        notify(tx, {
          tenantId: other,
          event: 'CARE_STAGE_CHANGED',
          recipientUserIds: [user.id],
          dedupeKey: 'CARE_STAGE_CHANGED:off',
          data: dataOf('CARE_STAGE_CHANGED'),
        }),
      );
      expect(await ctx.database.db.select().from(mails).where(eq(mails.tenantId, other))).toEqual([]);
    }
  });
});
