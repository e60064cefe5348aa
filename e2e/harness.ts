// E2E harness: the real server (node src/server/main.ts, built web app) on a free port with a fresh PGlite data
// directory, driven by Debian's Chromium through playwright-core (no browser download; testing-tools.md).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const SCREENSHOT_DIR = 'e2e/screenshots';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser'])
    if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium not found: install Debian chromium (apt-get install chromium) or set CHROMIUM_PATH');
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
};

/** Runs the server command to its end (for start-up failures); returns exit code and output. */
export async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

/**
 * The servers' environment: Node's compile cache keeps the type-stripped and compiled modules of the first start, so
 * the 40-odd servers of a run after it load the server's ~1 000 modules from the cache (a start 7.0 -> 6.3 s on a
 * quiet machine, more on a busy one; docs/testing.md "Measured", 2026-11-30). A stale entry is never used: Node keys
 * each by the file's content.
 */
const SERVER_ENV = {
  ...process.env,
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(process.cwd(), '.cache', 'node-compile-cache'),
};

/**
 * `E2E_TIMING_LOG=<file>` appends where a run's time goes, a tab-separated line per step: a server start (`#server`),
 * a sign-in (`#signin`), or a screenshot's name with its wait for a settled page and its axe-core run, in ms. Sum it
 * with awk (docs/testing.md, "Measured").
 */
function recordTiming(step: string, ms: number, axeMs = 0): void {
  if (process.env.E2E_TIMING_LOG) appendFileSync(process.env.E2E_TIMING_LOG, `${step}\t${ms}\t${axeMs}\n`);
}

/** Time a start-up may take: migrations and the demo seed (with its absence files) are slow on a busy machine. */
const READY_TIMEOUT_MS = 180_000;

/**
 * A fresh data directory: by default a copy of the run's seeded one (e2e/seeded-data-dir.ts: the demo data seeded and
 * derived once per run), so each server has a database of its own that already holds the demo data; `seeded: false`
 * gives an empty directory (the server then seeds it itself).
 */
export function freshDataDir(seeded: boolean): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'absenza-e2e-'));
  if (seeded) cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  return dataDir;
}

/**
 * The real server on a free port with a fresh data directory (`env` adds or overrides variables, e.g.
 * WEB_DIST_DIR). A server that exits early or does not become ready in time is stopped (nothing left running) and
 * the error carries its output.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    seeded?: boolean;
    /** What "up" means: `/ready` (default: the database answers) or `/health` (the process answers: it listens). */
    upPath?: '/ready' | '/health';
  } = {},
): Promise<RunningServer> {
  const startedAt = Date.now();
  const port = await freePort();
  const dataDir = options.dataDir ?? freshDataDir(options.seeded ?? true);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async (keepDataDir = false) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop(options.dataDir !== undefined);
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}${options.upPath ?? '/ready'}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() >= deadline) {
      await stop(options.dataDir !== undefined);
      throw new Error(`server did not become ready in ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  recordTiming('#server', Date.now() - startedAt);
  return {
    baseUrl,
    dataDir,
    output: () => output,
    stop: (stopOptions: { keepDataDir?: boolean } = {}) => stop(stopOptions.keepDataDir),
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type PageProbe = { page: Page; context: BrowserContext; consoleErrors: string[] };

/** A page in a fresh context that records console errors and page errors. */
export async function openPage(browser: Browser, options: { locale?: string } = {}): Promise<PageProbe> {
  const context = await browser.newContext({
    locale: options.locale ?? 'de-CH',
    viewport: { width: 1366, height: 860 },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The app asks for the session first; "not signed in" is a 401 the browser logs as a failed resource.
    const expectedSignedOut =
      message.location().url.endsWith('/api/modular/auth/session') && message.text().includes('401');
    // axe-core (injected by axeViolations through page.evaluate, so not from a script file of the build) compiles its
    // message templates with `new Function` (doT), which the app's Content-Security-Policy refuses: the harness's own
    // probe, not the app. An eval refused in the app's code names its asset (`/assets/…`) and is still an error here.
    const axeEval = message.text().includes('unsafe-eval') && !message.location().url.includes('/assets/');
    if (!expectedSignedOut && !axeEval) consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => {
    // The same rule for a refused eval thrown rather than logged: the app's own throws from a script of the build, and
    // its stack names the asset. Any other is written out with its stack (to find its source) but is not the app's.
    const stack = error.stack ?? '';
    if (error.message.includes('unsafe-eval') && !stack.includes('/assets/')) {
      console.warn(`refused eval outside the build's scripts (not counted): ${stack || error.message}`);
      return;
    }
    consoleErrors.push(stack.includes('/assets/') ? `${error.message}\n${stack}` : error.message);
  });
  return { page, context, consoleErrors };
}

/**
 * Scrolls an element into view. A viewport change can make the screen swap its layout (cards on a phone, a table
 * on a desktop) while the scroll waits for the element to be stable; the element then leaves the DOM. The locator
 * is resolved again until one stays (a CI failure of payouts.e2e.ts, 2026-11-29).
 */
export async function scrollIntoView(locator: Locator): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await locator.scrollIntoViewIfNeeded({ timeout: Math.max(1_000, deadline - Date.now()) });
      return;
    } catch (error) {
      const detached = error instanceof Error && /not attached|detached/i.test(error.message);
      if (!detached || Date.now() > deadline) throw error;
    }
  }
}

/** Waits until the page is settled: no CSS animation or transition (Mantine's Transition) running, two frames. */
export async function waitForSettled(page: Page): Promise<void> {
  // A string, as the e2e files compile without the DOM library.
  await page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const deadline = Date.now() + 5000;
    for (;;) {
      await frame();
      await frame();
      const running = document.getAnimations();
      // A part still loading or refreshing (aria-busy: a skeleton, a list dimmed under its previous page) is not the
      // state to check: its dimmed text would fail the contrast rule for a moment the user sees pass.
      const busy = document.querySelector('[aria-busy="true"]') !== null;
      if ((running.length === 0 && !busy) || Date.now() > deadline) return;
      if (busy) await new Promise((resolve) => setTimeout(resolve, 50));
      // Never past the deadline: an endless animation (a skeleton's shimmer) never finishes.
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
    }
  })()`);
}

/** The impacts that fail a journey. */
const AXE_FAILING_IMPACTS = new Set(['serious', 'critical']);

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};

/**
 * Runs axe-core (WCAG 2.x A/AA and best-practice rules, plus label-content-name-mismatch) on the page and returns
 * its serious and critical violations as readable lines: rule, impact, target selectors.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const injected = await page.evaluate('typeof window.axe === "object"');
  if (!injected) await page.evaluate(axe.source);
  // Only the rules that can fail a journey run: a rule whose every check reports at most "moderate" can never give
  // a serious or critical violation (a violation's impact is its failing checks' highest), so it is switched off,
  // and the page's style sheets are fetched again (axe's preload) only if a rule still running needs them. Where
  // axe's metadata does not name a check's impact, the rule runs. The same findings in about a tenth less time.
  const violations = (await page.evaluate(`(() => {
    if (!window.__axeOptions) {
      const rank = { minor: 1, moderate: 2, serious: 3, critical: 4 };
      const checks = (axe._audit && axe._audit.data && axe._audit.data.checks) || {};
      // avoid-inline-spacing (WCAG 1.4.12) fails only on letter, word or line spacing set !important in a style
      // attribute. The app cannot write one: React sets styles through the CSSOM, which refuses a value with
      // !important, and no markup reaches the page as HTML (Biome's recommended noDangerouslySetInnerHtml, and no
      // innerHTML in web/src). It costs an eighth of a run on a list screen (Mantine puts a style attribute on most
      // elements), so it is off (docs/testing.md, "Measured", 2026-11-30).
      const rules = { 'label-content-name-mismatch': { enabled: true }, 'avoid-inline-spacing': { enabled: false } };
      let preload = false;
      for (const rule of (axe._audit && axe._audit.rules) || []) {
        const ids = [...rule.any, ...rule.all, ...rule.none].map((check) => (typeof check === 'string' ? check : check.id));
        const highest = Math.max(0, ...ids.map((id) => rank[checks[id] && checks[id].impact] || 4));
        if (rule.id === 'avoid-inline-spacing') continue;
        if (highest < rank.serious) rules[rule.id] = { enabled: false };
        else if (rule.preload && rule.enabled && !rule.tags.includes('experimental')) preload = true;
      }
      window.__axeOptions = { resultTypes: ['violations'], rules, preload };
    }
    return axe.run(document, window.__axeOptions).then((result) => result.violations);
  })()`)) as AxeViolation[];
  return violations
    .filter((violation) => AXE_FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.target.map(String).join(' > ')} ${node.html.slice(0, 160)}: ${violation.help}` +
          (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').trim()}` : ''),
      ),
    );
}

export type ScreenshotOptions = {
  /** Skips the accessibility check, with the reason (only for pages the app does not render, e.g. Swagger UI). */
  skipAxe?: string;
  /** Only the viewport (a long list's first screen); the accessibility check still covers the whole page. */
  viewportOnly?: boolean;
};

/**
 * Whether screenshots are written. CI (`CI=true`) only checks: nobody looks at its pictures, and writing them took
 * about a fifth of a journey's time per state (docs/testing.md, "Measured"); `E2E_SCREENSHOTS=1` writes them there
 * too. Locally they are always written, to be looked at before a screen is called done.
 */
function writesScreenshots(): boolean {
  return process.env.CI !== 'true' || process.env.E2E_SCREENSHOTS === '1';
}

/**
 * Takes a full-page screenshot of the settled page (not in CI: writesScreenshots) and checks it with axe-core: a serious or critical violation
 * fails the journey, naming the screenshot, rule, impact and target selectors. Every journey calls this at each
 * state it visits, so every screen and dialog a journey reaches is checked. `E2E_AXE=report` prints the
 * violations instead of failing (to list them all in one run).
 */
export async function screenshot(page: Page, name: string, options: ScreenshotOptions = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  const t0 = Date.now();
  await waitForSettled(page);
  const t1 = Date.now();
  if (writesScreenshots()) await page.screenshot({ path, fullPage: options.viewportOnly !== true });
  if (options.skipAxe === undefined) {
    const violations = await axeViolations(page);
    recordTiming(name, t1 - t0, Date.now() - t1);
    if (violations.length > 0) {
      const message = `axe: ${violations.length} serious/critical accessibility violation(s) on screenshot "${name}":\n${violations.map((line) => `  - ${line}`).join('\n')}`;
      if (process.env.E2E_AXE === 'report') console.warn(message);
      else throw new Error(message);
    }
  }
  return path;
}

/** Signs in through the login page's user picker (staging, local, preview, demo) and waits for the app. */
export async function signInWithPicker(page: Page, baseUrl: string, email: string, path = '/'): Promise<void> {
  const startedAt = Date.now();
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('login-screen').waitFor();
  await page.getByTestId(`dev-login-user-${email}`).click();
  await page.getByTestId('app-navbar').waitFor();
  recordTiming('#signin', Date.now() - startedAt);
}

/**
 * Signs in as a demo user through the API the login picker calls (`login-options`, then `dev-login` with the
 * candidate's kind and id; the session cookie lands in the page's context) and opens `path`, waiting for the app.
 * A picker sign-in loads the app twice (the login screen, then the app); this loads it once. The picker itself is
 * walked by the smoke, identity, home and first-load journeys (docs/testing.md, "Measured", 2026-11-30).
 */
export async function signIn(page: Page, baseUrl: string, email: string, path = '/'): Promise<void> {
  const startedAt = Date.now();
  const options = (await (await page.request.get(`${baseUrl}/api/modular/auth/login-options`)).json()) as {
    devLoginCandidates: { kind: string; id: string; email: string }[];
  };
  const candidate = options.devLoginCandidates.find((item) => item.email === email);
  if (!candidate) throw new Error(`no demo sign-in for ${email}`);
  const answer = await page.request.post(`${baseUrl}/api/modular/auth/dev-login`, {
    data: { kind: candidate.kind, id: candidate.id },
  });
  if (!answer.ok()) throw new Error(`dev-login of ${email}: ${answer.status()} ${await answer.text()}`);
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('app-navbar').waitFor();
  recordTiming('#signin', Date.now() - startedAt);
}

/** Demo users of the seed (src/db/seed.ts), by role, for the login picker. */
export const DEMO_LOGINS = {
  hrAdmin: 'anna.meier@alpenblick.example.ch',
  superior: 'sandra.keller@alpenblick.example.ch',
  caseManager: 'claire.dubois@alpenblick.example.ch',
  payroll: 'marco.frei@alpenblick.example.ch',
  /** The platform administrator (src/db/seed.ts DEMO_ADMIN). */
  admin: 'admin@absenza.example.ch',
  /** The second platform administrator (DEMO_SECOND_ADMIN): approves what the first proposed (four eyes). */
  reviewer: 'review@absenza.example.ch',
} as const;

/** The demo tenant of the seed (src/db/seed.ts DEMO_TENANT). */
export const DEMO_TENANT_ID = '8c6f4a52-2d1e-4f5b-9a37-1b2c3d4e5f60';

export function readLocale(lang: 'de' | 'fr' | 'it' | 'en') {
  return JSON.parse(readFileSync(`web/src/locales/${lang}.json`, 'utf8'));
}

/** A real server with a fresh data directory and a Chromium for the enclosing describe block. */
export function useServerAndBrowser(): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('browser not launched');
      return browser;
    },
  };
}

/** The page's scroll width and the elements sticking out on the right of `limit` (named for a failure message). */
export async function overflowOf(page: Page, limit: number): Promise<{ scrollWidth: number; culprits: string[] }> {
  // A string, as the e2e files compile without the DOM library.
  return (await page.evaluate(`(() => {
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > ${limit} + 0.5)
      .slice(0, 8)
      .map((element) => element.tagName.toLowerCase() + (element.getAttribute('data-testid') ? '[data-testid=' + element.getAttribute('data-testid') + ']' : '') + '.' + String(element.className).slice(0, 60) + ' right=' + Math.round(element.getBoundingClientRect().right));
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  })()`)) as { scrollWidth: number; culprits: string[] };
}

/**
 * Nothing scrolls sideways at `width`: measured once the page has settled, and again for a moment while the layout
 * still follows a viewport change (a grid switching to one column, a scroll area measuring itself), so only a
 * page that stays too wide fails, with the elements that stick out.
 */
export async function expectFitsWidth(page: Page, width: number): Promise<void> {
  await waitForSettled(page);
  let measured = await overflowOf(page, width);
  for (let attempt = 0; attempt < 20 && measured.scrollWidth > width; attempt++) {
    await page.waitForTimeout(100);
    measured = await overflowOf(page, width);
  }
  expect(measured.scrollWidth, measured.culprits.join('\n')).toBeLessThanOrEqual(width);
}

/**
 * The list tables that scroll sideways inside their card (Mantine's Table.ScrollContainer wider inside than out):
 * a desktop list should fit its screen (issue 28: the French KTG and UVG lists were 13 and 81 px too wide at 1440).
 */
export async function sidewaysTables(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => [...document.querySelectorAll('.mantine-Table-scrollContainer, [class*="TableScrollContainer-scrollContainer"]')]
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map((element) => (element.querySelector('table')?.getAttribute('data-testid') ?? 'table') + ': ' + element.scrollWidth + ' > ' + element.clientWidth))()`)) as string[];
}

/** The two widths every journey looks at. */
export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export type ApiAnswer = { status: number; body: Record<string, unknown> };

/** A call of the app's API from the signed-in page (its session cookie and CSRF token), JSON in and out. */
export async function apiCall(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return (await page.evaluate(
    async ({ method, path, body }) => {
      const session = (await (await fetch('/api/modular/auth/session')).json()) as { csrfToken: string };
      const response = await fetch(path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-csrf-token': session.csrfToken,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  )) as ApiAnswer;
}

/**
 * The widths at which a journey's state in this language is checked by axe-core in CI: the screens walk's rule
 * (screens-walk.ts walkWidths), German at 390 px (long words on a phone), French at 1440 px (long column labels on a
 * desktop), other languages at both. Each state is still laid out at both widths and must fit the phone's; what CI
 * leaves out is the second accessibility run of the same state, the largest single cost of a journey (docs/testing.md,
 * "Measured", 2026-11-30). Locally (and with `E2E_FULL_WALK=1`) both widths are checked and screenshotted.
 */
export function checkedWidths(lang: string): { desktop: boolean; phone: boolean } {
  if (process.env.CI !== 'true' || process.env.E2E_FULL_WALK === '1') return { desktop: true, phone: true };
  if (lang.startsWith('de')) return { desktop: false, phone: true };
  if (lang.startsWith('fr')) return { desktop: true, phone: false };
  return { desktop: true, phone: true };
}

/** The page's state at 1440 px and at 390 px (fits the phone's width), checked by axe (checkedWidths); back at 1440. */
export async function atBothWidths(page: Page, name: string): Promise<void> {
  const checked = checkedWidths(String(await page.evaluate('document.documentElement.lang')));
  await page.setViewportSize(DESKTOP);
  if (checked.desktop) await screenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await expectFitsWidth(page, PHONE.width);
  if (checked.phone) await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}
