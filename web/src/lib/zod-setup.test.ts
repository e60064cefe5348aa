// The browser's zod setting (web/public/zod-setup.js, loaded by index.html before the app's modules): made before zod
// loads, zod takes it — no JIT probe, so no `new Function` for the Content-Security-Policy to refuse.
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const webDir = new URL('../../', import.meta.url);

describe('zod without its JIT in the browser', () => {
  it('index.html loads the setting before the module entry', () => {
    const html = readFileSync(new URL('index.html', webDir), 'utf8');
    const setup = html.indexOf('<script src="/zod-setup.js" defer></script>');
    expect(setup).toBeGreaterThan(0);
    expect(setup).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('zod reads the setting made before it loads', async () => {
    runInThisContext(readFileSync(new URL('public/zod-setup.js', webDir), 'utf8'));
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
