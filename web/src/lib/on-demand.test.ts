import { describe, expect, it, vi } from 'vitest';
import { demandHandlers, onDemand } from './on-demand.ts';

describe('onDemand', () => {
  it('imports the module once, however often it is asked for', async () => {
    const importer = vi.fn(async () => ({ value: 1 }));
    const part = onDemand(importer);
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(await part.load()).toBe(a);
    expect(b).toBe(a);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import (a chunk request that failed offline)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValue({ value: 2 });
    const part = onDemand(importer);
    await expect(part.load()).rejects.toThrow('fetch failed');
    await expect(part.load()).resolves.toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('starts loading on pointer, touch and focus, and also asks to open on a click', async () => {
    const load = vi.fn(async () => undefined);
    const open = vi.fn();
    const handlers = demandHandlers(load, open);
    handlers.onPointerEnter();
    handlers.onTouchStart();
    handlers.onFocus();
    expect(open).not.toHaveBeenCalled();
    handlers.onClick();
    expect(open).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
