// The platform operators' day (issue 33 scope 7): a domain event of the demo tenant that the worker gave up on shows on
// the admin's home page ("1 event failed", per tenant); its link opens the tenant's page, whose panel lists the
// event with its error; "process again" runs it and says how it went, and the home page has nothing left to do for
// it. The failed event is written into the server's copy of the seeded data before the server starts (no route makes
// an event fail). French first (looked at, not replayed), then German (replayed); at 1440 and 390 px with axe.

import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../src/db/client.ts';
import { domainEvents } from '../src/db/schema/domain-events.ts';
import {
  atBothWidths,
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  freshDataDir,
  launchBrowser,
  openPage,
  type RunningServer,
  readLocale,
  signIn,
  startServer,
} from './harness.ts';

describe("the operators' day: a failed event on the home page, processed again from the tenant's page", () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const dataDir = freshDataDir(true);
    const database = await createDatabase({ kind: 'pglite', dataDir });
    try {
      const [employee] = await rowsOf<{ employee_id: string }>(
        database.db,
        sql`select employee_id from employee_records where tenant_id = ${DEMO_TENANT_ID} order by employee_id limit 1`,
      );
      await database.db.insert(domainEvents).values({
        tenantId: DEMO_TENANT_ID,
        type: 'absences-modified',
        employeeId: employee?.employee_id ?? null,
        status: 'failed',
        attempts: 3,
        lastError: 'connection terminated unexpectedly',
      });
    } finally {
      await database.close();
    }
    server = await startServer({}, { dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('in French (looked at) and German (processed again), at 1440 and 390 px', async () => {
    const base = (server as RunningServer).baseUrl;
    for (const lang of ['fr', 'de'] as const) {
      const l = readLocale(lang);
      const { page, context, consoleErrors } = await openPage(browser as Browser, {
        locale: lang === 'de' ? 'de-CH' : 'fr-CH',
      });
      await signIn(page, base, DEMO_LOGINS.admin, `/?lang=${lang}`);
      // The home page: one failed event, the demo tenant's link.
      const item = page.getByTestId('work-item-failedEvents');
      await item.waitFor({ timeout: 60_000 });
      expect(await item.getByTestId('work-item-count').innerText()).toBe('1');
      await atBothWidths(page, `admin-operations-home-${lang}`);

      // The tenant's page from the link: the panel with the event and its error.
      await page.getByTestId(`work-link-events-${DEMO_TENANT_ID}`).click();
      const panel = page.getByTestId('admin-tenant-failed-events');
      await panel.waitFor();
      expect(await panel.getByTestId('admin-failed-event').count()).toBe(1);
      expect(await panel.innerText()).toContain('connection terminated unexpectedly');
      expect(await panel.innerText()).toContain(l.admin.failedEvents.types['absences-modified']);
      await atBothWidths(page, `admin-operations-events-${lang}`);

      if (lang === 'de') {
        // Processed again: it goes through; the panel says so, and the home page has no failed event left.
        await page.getByTestId('admin-failed-events-replay').click();
        const result = page.getByTestId('admin-failed-events-result');
        await result.waitFor({ timeout: 60_000 });
        expect(await result.innerText()).toContain('1 erneut verarbeitet: 1 erfolgreich, 0 wieder fehlgeschlagen');
        await expect.poll(() => panel.getByTestId('admin-failed-event').count()).toBe(0);
        await atBothWidths(page, `admin-operations-replayed-${lang}`);
        await page.goto(`${base}/?lang=${lang}`);
        await page.getByTestId('home-work-list').waitFor();
        await page.getByTestId('home-as-of').waitFor();
        expect(await page.getByTestId('work-item-failedEvents').count()).toBe(0);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  }, 240_000);
});
