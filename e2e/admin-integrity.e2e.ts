// Admin data-integrity journey (issue 10 "data entry that cannot store nonsense"): the platform admin enters
// impossible values in a tenant's coverage editor — a negative waiting period, a coverage of -5 %, a maximum
// duration of 99 999 days, an empty required value — and sees each message by its field, named by the field's
// label (never a raw path such as insuranceConfiguration.coverageConfigurations.0.…), with the bound it breaks
// (at most 3650 days). Saving is refused: the save panel lists the problems by label, the server's check lists
// them by label too, the server refuses the same draft sent directly, and the stored configuration stays version 1
// with its values (version history and API). In German and French.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerOnDistSnapshot } from './dist-snapshot.ts';
import { DEMO_LOGINS, DEMO_TENANT_ID, openPage, readLocale, SCREENSHOT_DIR, screenshot, signIn } from './harness.ts';

const RAW_PATH = /insuranceConfiguration|coverageConfigurations|coverages\.\w+|shorttermDuration|maxDuration/;

/** The message shown by a field: the elements its aria-describedby names (Mantine's error is one of them). */
async function messageBy(page: Page, input: Locator): Promise<string> {
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts: string[] = [];
  for (const id of ids) {
    const element = page.locator(`[id="${id}"]`);
    if ((await element.count()) > 0) texts.push(await element.innerText());
  }
  return texts.join(' ');
}

/** A screenshot from the top of the page, with transitions finished (a focused field scrolls the page). */
async function shot(page: Page, name: string) {
  await page.evaluate(`(async () => {
    window.scrollTo(0, 0);
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  })()`);
  await screenshot(page, name);
}

type StoredTenant = {
  configurationVersion: { version: number } | null;
  configuration: {
    insuranceConfiguration: { coverageConfigurations: { coverages: Record<string, number> }[] };
  };
};

async function storedTenant(page: Page): Promise<StoredTenant> {
  return (await page.evaluate(
    async (tenantId) => (await fetch(`/api/modular/admin/tenant/${tenantId}`)).json(),
    DEMO_TENANT_ID,
  )) as StoredTenant;
}

describe('admin configuration editor refuses nonsense', () => {
  const env = useServerOnDistSnapshot();

  for (const lang of ['de', 'fr'] as const) {
    it(`negative, too large and empty values: messages by labelled fields, save refused (${lang})`, async () => {
      const l = readLocale(lang);
      const labels = l.tenant.coverage.numbers;
      const messages = l.tenant.messages;
      const { page, context, consoleErrors } = await openPage(env.browser, {
        locale: lang === 'de' ? 'de-CH' : 'fr-CH',
      });
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, env.server.baseUrl, DEMO_LOGINS.admin, `/admin/tenants/${DEMO_TENANT_ID}?lang=${lang}`);
      const editor = page.getByTestId('coverage-editor-0');
      await editor.waitFor();
      const before = await storedTenant(page);
      expect(before.configurationVersion?.version).toBe(1);
      const storedCoverages = before.configuration.insuranceConfiguration.coverageConfigurations[0]?.coverages;
      expect(storedCoverages).toMatchObject({ shorttermDuration: 30, maxDuration: 720, maxCoverage: 80 });

      // Each field found by its visible label: the label is what names it, for people and for assistive technology.
      const field = (label: string) => editor.getByLabel(label, { exact: true });
      const waiting = field(labels.shorttermDuration);
      const maxCoverage = field(labels.maxCoverage);
      const maxDuration = field(labels.maxDuration);
      const shortCoverage = field(labels.shorttermCoverage);

      await waiting.fill('-5');
      await maxCoverage.fill('-5');
      await maxDuration.fill('99999');
      await shortCoverage.fill('');
      await shortCoverage.blur();

      // The value stays as typed (not silently made positive or cut to the bound).
      expect(await waiting.inputValue()).toContain('-5');
      expect(await maxCoverage.inputValue()).toContain('-5');
      expect((await maxDuration.inputValue()).replace(/\D/g, '')).toBe('99999');

      // The waiting period may be 0 days (issue 13): its own message names the bound.
      expect(await messageBy(page, waiting)).toBe(messages.waitingDays);
      expect(await messageBy(page, maxCoverage)).toBe(messages.percentage);
      expect(await messageBy(page, maxDuration)).toBe(messages.maxDays);
      expect(await messageBy(page, maxDuration)).toContain('3650');
      expect(await messageBy(page, shortCoverage)).toBe(l.errors.validation.messages.nonEmpty);
      await page
        .getByTestId('draft-problems')
        .getByText(l.admin.save.statusProblems.replace('{{count}}', '4'))
        .waitFor();
      expect(await page.locator('main').innerText()).not.toMatch(RAW_PATH);
      await shot(page, `admin-integrity-field-errors-${lang}`);
      // The full-page picture has the sticky save panel over the fields; this one shows them as a user sees them.
      await waiting.evaluate(`(async (element) => {
        element.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -160);
      })`);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-integrity-field-errors-${lang}-viewport.png` });

      // Saving is refused before anything is sent: the problems listed by their labels.
      await page.getByTestId('save-comment').fill('Unsinnige Werte');
      await page.getByTestId('save-button').click();
      const blocked = page.getByTestId('save-blocked');
      await blocked.waitFor();
      const blockedText = await blocked.innerText();
      const coverage1 = l.tenant.coverage.title.replace('{{number}}', '1');
      for (const [label, message] of [
        [labels.shorttermDuration, messages.waitingDays],
        [labels.maxCoverage, messages.percentage],
        [labels.maxDuration, messages.maxDays],
        [labels.shorttermCoverage, l.errors.validation.messages.nonEmpty],
      ] as const) {
        expect(blockedText).toContain(`${coverage1} › ${label}`);
        expect(blockedText).toContain(message);
      }
      expect(blockedText).not.toMatch(RAW_PATH);
      expect(await page.getByTestId('save-outcome').count()).toBe(0);
      await shot(page, `admin-integrity-save-refused-${lang}`);

      // The server's check says the same, by label.
      await page.getByTestId('validate-button').click();
      const serverProblems = page.getByTestId('validation-problems');
      await serverProblems.waitFor();
      const serverText = await serverProblems.innerText();
      expect(serverText).toContain(`${coverage1} › ${labels.maxDuration}`);
      expect(serverText).toContain(messages.maxDays);
      expect(serverText).toContain(`${coverage1} › ${labels.shorttermDuration}`);
      expect(serverText).not.toMatch(RAW_PATH);
      await shot(page, `admin-integrity-server-check-${lang}`);

      // The server refuses the same draft sent directly (no client check in the way).
      const refused = (await page.evaluate(
        async ({ tenantId, draft }) => {
          const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
          const response = await fetch(`/api/modular/admin/tenant/${tenantId}/configure`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
            body: JSON.stringify({ configuration: JSON.parse(draft), comment: 'nonsense', baseVersion: 1 }),
          });
          return response.status;
        },
        {
          tenantId: DEMO_TENANT_ID,
          draft: await (async () => {
            await page.getByTestId('tab-json').click();
            return page.getByTestId('json-editor-input').inputValue();
          })(),
        },
      )) as number;
      expect(refused).toBe(400);

      // Nothing was stored: still version 1 with its values, and the history has no second version.
      const after = await storedTenant(page);
      expect(after.configurationVersion?.version).toBe(1);
      expect(after.configuration.insuranceConfiguration.coverageConfigurations[0]?.coverages).toEqual(storedCoverages);
      await page.getByTestId('tab-history').click();
      await page.getByTestId('version-row-1').waitFor();
      expect(await page.getByTestId('version-row-2').count()).toBe(0);

      expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
      await context.close();
    });
  }
});
