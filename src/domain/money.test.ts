import { describe, expect, it } from 'vitest';
import { chf } from './money.ts';

describe('chf', () => {
  it('writes Rappen as CHF with two decimals', () => {
    expect(chf(17_096)).toBe('170.96'); // 170 francs and 96 Rappen
    expect(chf(5)).toBe('0.05');
    expect(chf(100_000_000)).toBe('1000000.00');
    expect(chf('15781')).toBe('157.81'); // a bigint column arrives as text
  });

  it('keeps the sign and rounds to whole Rappen first', () => {
    expect(chf(-5)).toBe('-0.05');
    expect(chf(-17_096)).toBe('-170.96');
    expect(chf(1234.5)).toBe('12.35'); // 1234.5 Rappen rounds to 1235
    expect(chf(0)).toBe('0.00');
  });
});
