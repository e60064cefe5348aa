// The care stages side of care (issue 29 scope 6, decision 0050): HR writes a task template in four languages (a
// title missing in French marks the French tab), defines two stages in the editor while the live preview says how many
// employees each level would hold (the same number the API's preview gives), a blank level is named under its field,
// a save after someone else's save meets the house's conflict alert and loads the current set; the employees reach the
// stages in the background; the care stages list says who is at which level and why; the health page shows the stage
// with the same reason, its history, the 12-month picture (12 rows in the screen reader's table) and the Bradford
// factor S² × D; archiving a template a stage still schedules is refused in words. The superior sees the list without
// the HR actions. German and French, 1440 and 390 px, every state checked by axe, nothing sideways on the phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../web/src/lib/format.ts';
import {
  DEMO_LOGINS,
  DEMO_TENANT_ID,
  DESKTOP,
  expectFitsWidth,
  openPage,
  type PageProbe,
  PHONE,
  readLocale,
  screenshot,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const locales = { de: readLocale('de'), fr: readLocale('fr') };
type Lang = keyof typeof locales;

type Answer = { status: number; body: unknown };
// biome-ignore lint/suspicious/noExplicitAny: answers of the API as JSON.
type Json = any;

async function api(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return (await page.evaluate(
    async ({ method, path, body }) => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const response = await fetch(path, {
        method,
        headers: {
          'x-csrf-token': session.csrfToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  )) as Answer;
}

const get = async (page: Page, path: string): Promise<Json> => (await api(page, 'GET', path)).body;

async function bothWidths(page: Page, name: string): Promise<void> {
  // From the top, nothing focused: a full-page picture of the page as it opens (the sticky header in its place).
  await page.evaluate('document.activeElement && document.activeElement.blur && document.activeElement.blur()');
  await page.evaluate('window.scrollTo(0, 0)');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await expectFitsWidth(page, PHONE.width);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

async function signedIn(env: ReturnType<typeof useServerAndBrowser>, email: string, lang: Lang): Promise<PageProbe> {
  const probe = await openPage(env.browser, { locale: lang === 'de' ? 'de-CH' : 'fr-CH' });
  await probe.page.setViewportSize(DESKTOP);
  await signIn(probe.page, env.server.baseUrl, email, `/?lang=${lang}`);
  return probe;
}

/** Fills a Mantine NumberInput (select all, type). */
async function fillNumber(page: Page, testId: string, value: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill(value);
  await input.blur();
}

describe('care stages screens', () => {
  const env = useServerAndBrowser();

  it('HR defines stages with a live preview; the list and the health page say who is where and why', async () => {
    // The demo company gets a care configuration if it has none (without one nothing is evaluated).
    const admin = await signedIn(env, DEMO_LOGINS.admin, 'de');
    const tenant = await get(admin.page, `/api/modular/admin/tenant/${DEMO_TENANT_ID}`);
    if (!tenant.configuration.careConfiguration) {
      const configured = await api(admin.page, 'PUT', `/api/modular/admin/tenant/${DEMO_TENANT_ID}/configure`, {
        configuration: {
          ...tenant.configuration,
          careConfiguration: { keyContactEmail: 'care@alpenblick.example.ch', careStageConfiguration: {} },
        },
        comment: 'Care for the care stages journey',
      });
      expect(configured.status).toBe(200);
    }
    await admin.context.close();

    const hr = await signedIn(env, DEMO_LOGINS.hrAdmin, 'de');
    const { page } = hr;
    const de = locales.de.care;

    // A task template in four languages: saved with the German title only, the French tab is marked incomplete.
    await page.goto(`${env.server.baseUrl}/care-stages/task-templates?lang=de`);
    await page.getByTestId('task-templates').waitFor();
    await page.getByTestId('template-new').click();
    await page.getByTestId('template-title').fill('Rückkehrgespräch nach Absenzen');
    await page.getByTestId('template-save').click();
    await expect.poll(() => page.getByTestId('template-tab-fr').innerText()).toContain(de.templates.tabHasErrors);
    await screenshot(page, 'care-template-form-incomplete-de');
    const titles = { fr: 'Entretien de retour', it: 'Colloquio di rientro', en: 'Return-to-work conversation' };
    const questions = { de: 'Wie geht es Ihnen?', fr: 'Comment allez-vous ?', it: 'Come sta?', en: 'How are you?' };
    await page.getByTestId('template-add-question').click();
    for (const lang of ['de', 'fr', 'it', 'en'] as const) {
      await page.getByTestId(`template-tab-${lang}`).click();
      if (lang !== 'de') await page.getByTestId('template-title').fill(titles[lang]);
      await page.getByTestId('template-question-0-label').fill(questions[lang]);
    }
    await page.getByTestId('template-save').click();
    await page.getByTestId('task-template-form').waitFor({ state: 'detached' });
    const templates = await get(page, '/api/modular/care-task-definitions');
    const template = templates.items.find((item: Json) => item.title.de === 'Rückkehrgespräch nach Absenzen');
    expect(template.title.fr).toBe('Entretien de retour');
    expect(template.form[0].label.it).toBe('Come sta?');
    await page.getByTestId(`template-row-${template.careTaskDefinitionId}`).first().waitFor();
    await bothWidths(page, 'care-templates-de');

    // The editor: whatever is defined goes, two stages come: level 1 from one absence period in 12 months, level 2
    // from two, with the template's task.
    await page.goto(`${env.server.baseUrl}/care-stages/definitions?lang=de`);
    await page.getByTestId('stage-definitions').waitFor();
    while ((await page.getByTestId('stage-0-remove').count()) > 0) await page.getByTestId('stage-0-remove').click();
    await page.getByTestId('stage-definitions-empty').waitFor();
    await page.getByTestId('stage-add').click();
    await page.getByTestId('stage-add').click();
    await fillNumber(page, 'stage-0-trigger-0-count', '1');
    await fillNumber(page, 'stage-1-trigger-0-count', '2');
    await page.getByTestId('stage-1-tasks').click();
    await page.getByRole('option', { name: 'Rückkehrgespräch nach Absenzen' }).click();
    await page.keyboard.press('Escape');

    // The preview counts what the API's preview counts for the same rules.
    const rules = {
      definitions: [1, 2].map((level) => ({
        level,
        triggersLogicalOperator: 'OR',
        triggers: [
          {
            kind: 'number-of-absence-periods',
            count: level,
            minimumLengthInDays: 1,
            lookBackMonths: 12,
            startDate: null,
          },
        ],
        scheduledTaskDefinitionIds: level === 2 ? [template.careTaskDefinitionId] : [],
        notifiedUsers: [],
        createAdditionalTasksForNewAbsences: false,
      })),
    };
    const preview: Json = (await api(page, 'POST', '/api/modular/care-stage-definitions/preview', rules)).body;
    const atLevel2 = preview.byLevel.find((entry: Json) => entry.level === 2).count as number;
    await expect
      .poll(() => page.getByTestId('stage-preview-count-2').innerText(), { timeout: 30_000 })
      .toBe(formatNumber(atLevel2, 'de'));
    const sentence = await page.getByTestId('stage-preview-level-2').innerText();
    expect(sentence).toContain('Stufe 2');

    // A blank level is named under its field, and nothing is sent.
    await fillNumber(page, 'stage-1-level', '');
    await page.getByTestId('stage-definitions-save').click();
    await expect.poll(() => page.getByTestId('stage-1-level').getAttribute('aria-invalid')).toBe('true');
    await fillNumber(page, 'stage-1-level', '2');
    await bothWidths(page, 'care-definitions-de');

    // Someone else saves in between: the save meets the conflict alert, which loads the set as it is now.
    const current = await get(page, '/api/modular/care-stage-definitions');
    const other = await api(page, 'PUT', '/api/modular/care-stage-definitions', {
      definitions: [{ ...rules.definitions[0], triggers: [{ ...rules.definitions[0]?.triggers[0], count: 5 }] }],
      revision: current.revision,
    });
    expect(other.status).toBe(200);
    await page.getByTestId('stage-definitions-save').click();
    await page.getByTestId('reload-current-version').waitFor();
    await screenshot(page, 'care-definitions-conflict-de');
    await page.getByTestId('reload-current-version').click();
    await page.getByTestId('error-alert').waitFor({ state: 'detached' });
    // Loaded again: the other save's one stage (5 periods); then the two stages once more, saved.
    expect(await page.getByTestId('stage-0-trigger-0-count').inputValue()).toBe('5');
    while ((await page.getByTestId('stage-0-remove').count()) > 0) await page.getByTestId('stage-0-remove').click();
    await page.getByTestId('stage-add').click();
    await page.getByTestId('stage-add').click();
    await fillNumber(page, 'stage-0-trigger-0-count', '1');
    await fillNumber(page, 'stage-1-trigger-0-count', '2');
    await page.getByTestId('stage-1-tasks').click();
    await page.getByRole('option', { name: 'Rückkehrgespräch nach Absenzen' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('stage-definitions-save').click();
    await page.getByTestId('stage-definitions-saved').waitFor();
    const saved = await get(page, '/api/modular/care-stage-definitions');
    expect(saved.items.map((item: Json) => [item.level, item.triggers[0].count])).toEqual([
      [1, 1],
      [2, 2],
    ]);

    // The employees reach the stages in the background; the list then holds as many at level 2 as the preview said.
    await expect
      .poll(async () => (await get(page, '/api/modular/care-stages?level=2&take=1')).totalCount, {
        timeout: 180_000,
        interval: 1_000,
      })
      .toBe(atLevel2);
    await page.goto(`${env.server.baseUrl}/care-stages?lang=de`);
    const firstRow = page.locator('[data-testid^="care-row-"]').first();
    await firstRow.waitFor();
    await bothWidths(page, 'care-stages-de');

    // Filtered to level 2 (in the URL): every row says "Stufe 2".
    await page.goto(`${env.server.baseUrl}/care-stages?level=2&lang=de`);
    await firstRow.waitFor();
    const levels = await page.locator('[data-testid="care-stages-table"] [data-testid="care-level"]').allInnerTexts();
    expect(levels.length).toBeGreaterThan(0);
    expect(new Set(levels.map((text) => text.toLowerCase()))).toEqual(new Set(['stufe 2']));

    // The health page of the first person: the reason the API gives, the 12 months, the Bradford factor.
    // The person who reached level 2 last (recent absences to draw), opened from the list sorted so.
    await page.goto(`${env.server.baseUrl}/care-stages?level=2&sortBy=ENTERED_AT&sortOrder=DESC&lang=de`);
    await firstRow.waitFor();
    const list = await get(page, '/api/modular/care-stages?level=2&sortBy=ENTERED_AT&sortOrder=desc&take=1');
    const employeeId = list.items[0].employeeId as string;
    await page.getByTestId(`care-person-link-${employeeId}`).first().click();
    await page.getByTestId('employee-health').waitFor();
    const health = await get(page, `/api/modular/employee/${encodeURIComponent(employeeId)}/health`);
    expect(await page.getByTestId('health-stage-reason').innerText()).toBe(health.careStage.reason);
    expect(await page.getByTestId('health-pattern-table').locator('tbody tr').count()).toBe(12);
    // S² × D: the API's periods and days give the factor shown.
    expect(health.bradfordFactor).toBeCloseTo(health.periodCountLast12Months ** 2 * health.absenceDaysLast12Months, 5);
    expect(await page.getByTestId('health-bradford-value').innerText()).toBe(formatNumber(health.bradfordFactor, 'de'));
    await bothWidths(page, 'care-health-de');

    await page.goto(`${env.server.baseUrl}/employee-health?lang=de`);
    await firstRow.waitFor();
    await bothWidths(page, 'care-health-list-de');

    // Archiving the template stage 2 schedules is refused in words.
    await page.goto(`${env.server.baseUrl}/care-stages/task-templates?lang=de`);
    await page.getByTestId(`template-archive-${template.careTaskDefinitionId}`).click();
    await page.getByTestId('template-archive-confirm').getByRole('button', { name: de.templates.archive }).click();
    await page.getByTestId('template-in-use').waitFor();
    await screenshot(page, 'care-template-in-use-de');
    await hr.context.close();

    // French: the same screens.
    const fr = await signedIn(env, DEMO_LOGINS.hrAdmin, 'fr');
    const frPage = fr.page;
    for (const [path, ready, name] of [
      ['/care-stages', '[data-testid^="care-row-"]', 'care-stages-fr'],
      ['/care-stages/definitions', '[data-testid="stage-preview-count-2"]', 'care-definitions-fr'],
      [
        '/care-stages/task-templates',
        `[data-testid="template-row-${template.careTaskDefinitionId}"]`,
        'care-templates-fr',
      ],
      [`/employee-health/${encodeURIComponent(employeeId)}`, '[data-testid="employee-health"]', 'care-health-fr'],
      ['/employee-health', '[data-testid^="care-row-"]', 'care-health-list-fr'],
    ] as const) {
      await frPage.goto(`${env.server.baseUrl}${path}?lang=fr`);
      await frPage.locator(ready).first().waitFor();
      await expect.poll(() => frPage.locator('h1').first().innerText()).not.toBe('');
      await bothWidths(frPage, name);
    }
    expect(await frPage.locator('h1').first().innerText()).toBe(locales.fr.nav.areas.health);
    await fr.context.close();

    // The superior: the team's list, without the HR actions.
    const superior = await signedIn(env, DEMO_LOGINS.superior, 'de');
    await superior.page.goto(`${env.server.baseUrl}/care-stages?lang=de`);
    await superior.page.getByTestId('care-stages-panel').waitFor();
    await superior.page.locator('[data-testid^="care-row-"], [data-testid="care-stages-empty"]').first().waitFor();
    expect(await superior.page.getByTestId('care-stages-definitions-link').count()).toBe(0);
    await bothWidths(superior.page, 'care-stages-superior-de');
    // The two refusals (409: the conflict, the template in use) are the only failed requests the browser logged.
    const unexpected = [...hr.consoleErrors, ...fr.consoleErrors, ...superior.consoleErrors].filter(
      (line) => !line.includes('status of 409'),
    );
    expect(unexpected).toEqual([]);
    await superior.context.close();
  }, 480_000);
});
