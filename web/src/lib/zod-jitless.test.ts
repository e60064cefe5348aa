// The browser entry's zod setting (zod-jitless.ts): set before zod loads, zod takes it — no JIT probe, so no refused
// `new Function` under the Content-Security-Policy.
import { describe, expect, it } from 'vitest';

describe('zod without its JIT in the browser', () => {
  it('zod reads the setting made before it loads', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
