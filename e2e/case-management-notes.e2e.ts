// The notes journal (decision 0070): the case manager (Claire Dubois) writes a note through the API on the demo's
// running case management — on this journey's own server (useServerAndBrowser: a copy of the seeded data) — then
// opens "Notes" from the navigation: the confidentiality line, the newest note first with the person, the case
// management's status, the author and the excerpt; a search with `%` finds the note by its literal text, "mine" and
// the status filter narrow the list (in the URL), a filter that matches nothing says so and clears; a row opens the
// case management at its notes (#notes). The superior has no "Notes" in the navigation (the route's 403 is the HTTP
// test's).
// In German and French, at 1440 and 390 px, each state checked with axe.
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  atBothWidths,
  DEMO_LOGINS,
  DESKTOP,
  openPage,
  type PageProbe,
  PHONE,
  readLocale,
  signIn,
  useServerAndBrowser,
} from './harness.ts';

const locales = { de: readLocale('de'), fr: readLocale('fr') };
const NOTE = 'Telefonat mit der Hausärztin: Arbeitsfähigkeit 50% ab dem 1. des Monats, Kontrolle in drei Wochen.';

type JournalItem = { caseManagementId: string; caseManagementStatus: string; excerpt: string; lastName: string };

describe('case management notes: the journal across case managements', () => {
  const env = useServerAndBrowser();

  it('in German and French, at 1440 and 390 px', async () => {
    const probes: PageProbe[] = [];
    const base = env.server.baseUrl;

    // 0. The case manager writes a note on the demo's running case management (through the API).
    const claire = await openPage(env.browser);
    probes.push(claire);
    await signIn(claire.page, base, DEMO_LOGINS.caseManager);
    // The demo's case managements are written in the background after start-up: wait for its two notes.
    let demoNotes: JournalItem[] = [];
    await expect
      .poll(
        async () => {
          const before = await apiCall(claire.page, 'GET', '/api/modular/case-management-notes');
          demoNotes = before.status === 200 ? (before.body as unknown as { items: JournalItem[] }).items : [];
          return demoNotes.length;
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(2);
    const running = demoNotes.find((item) => item.caseManagementStatus === 'ACTIVE');
    expect(running).toBeDefined();
    const written = await apiCall(
      claire.page,
      'POST',
      `/api/modular/case-management/${running?.caseManagementId}/notes`,
      { text: NOTE },
    );
    expect(written.status).toBe(201);
    const total = demoNotes.length + 1;

    for (const lang of ['de', 'fr'] as const) {
      const l = locales[lang];
      const probe = await openPage(env.browser, { locale: lang === 'de' ? 'de-CH' : 'fr-CH' });
      probes.push(probe);
      const { page } = probe;
      await page.setViewportSize(DESKTOP);
      await signIn(page, base, DEMO_LOGINS.caseManager, `/?lang=${lang}`);

      // 1. Notes from the navigation: the confidentiality line, the new note first.
      await page.getByTestId('app-navbar').getByRole('link', { name: l.nav.areas.notes, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: l.nav.areas.notes }).waitFor();
      expect(await page.getByTestId('notes-journal-confidential').innerText()).toBe(l.caseManagementNotes.confidential);
      const rows = page.getByTestId('notes-journal-row');
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(total);
      const first = await rows.first().innerText();
      expect(first).toContain('Arbeitsfähigkeit 50% ab dem 1.');
      expect(first).toContain(running?.lastName ?? '');
      expect(first).toContain(l.caseManagement.statuses.ACTIVE);
      expect(first).toContain('Claire Dubois');
      expect(await page.getByTestId('notes-journal-count').innerText()).toBe(
        l.caseManagementNotes.count_other.replace('{{n}}', String(total)),
      );
      await atBothWidths(page, `case-management-notes-${lang}`);

      // 2. The search: "50%" is the literal text (not "50, then anything"), in the URL.
      await page.getByTestId('notes-journal-search').fill('50%');
      await expect.poll(() => page.url()).toContain('search=50');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
      await atBothWidths(page, `case-management-notes-search-${lang}`);
      // On a phone the row is a card; its facts are labelled with the colon as the language writes it (French "Écrite :"
      // with a no-break space, `common.labelColon`), not a colon the card adds.
      await page.setViewportSize(PHONE);
      const writtenLabel = l.common.labelColon.replace('{{label}}', l.caseManagementNotes.columns.written);
      await expect
        .poll(async () => (await rows.first().textContent()) ?? '')
        .toContain(`${writtenLabel} Claire Dubois`);
      await page.setViewportSize(DESKTOP);

      // 3. "Mine" and the closed case managements: nothing closed has notes; the empty state clears the filters.
      await page.getByTestId('notes-journal-search').fill('');
      await page.getByTestId('notes-journal-filter-mine').click();
      await expect.poll(() => page.url()).toContain('mine=true');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(total);
      await page.goto(`${base}/case-management/notes?status=NOT_ACTIVE&lang=${lang}`);
      await page.getByTestId('notes-journal-empty').waitFor();
      expect(await page.getByTestId('notes-journal-empty').innerText()).toContain(
        l.caseManagementNotes.empty.filteredTitle,
      );
      await atBothWidths(page, `case-management-notes-empty-${lang}`);
      await page.getByTestId('notes-journal-clear').click();
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(total);
      expect(page.url()).not.toContain('status=');

      // 4. A row opens the case management at its notes.
      await rows.first().getByTestId('notes-journal-excerpt').click();
      // The root keeps `?lang=` before the anchor: /case-management/{id}?lang=de#notes.
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
        .toBe(`/case-management/${running?.caseManagementId}`);
      expect(new URL(page.url()).hash).toBe('#notes');
      await page.getByTestId('case-management-note').first().waitFor();
      await expect
        .poll(() => page.getByTestId('case-management-notes').evaluate((node) => node.getBoundingClientRect().top), {
          timeout: 10_000,
        })
        .toBeLessThan(200);
      expect(await page.getByTestId('case-management-notes').innerText()).toContain(NOTE);
    }

    // 5. The superior: no "Notes" in the navigation, the route refuses.
    const sandra = await openPage(env.browser);
    probes.push(sandra);
    await signIn(sandra.page, base, DEMO_LOGINS.superior, '/?lang=de');
    await sandra.page.getByTestId('app-navbar').waitFor();
    expect(
      await sandra.page
        .getByTestId('app-navbar')
        .getByRole('link', { name: locales.de.nav.areas.notes, exact: true })
        .count(),
    ).toBe(0);

    for (const probe of probes) {
      expect(probe.consoleErrors).toEqual([]);
      await probe.context.close();
    }
  }, 360_000);
});
