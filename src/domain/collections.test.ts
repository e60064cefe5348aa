import { describe, expect, it } from 'vitest';
import { appendAll, groupBy, minMax } from './collections.ts';

describe('collections', () => {
  it('groups by a key in order of appearance', () => {
    expect([...groupBy(['b1', 'a1', 'b2'], (item) => item[0] as string)]).toEqual([
      ['b', ['b1', 'b2']],
      ['a', ['a1']],
    ]);
  });

  it('finds the smallest and largest of any number of values', () => {
    expect(minMax([])).toBeNull();
    expect(minMax([7500])).toEqual({ min: 7500, max: 7500 });
    expect(minMax([10_000, 5_000, 7_500])).toEqual({ min: 5_000, max: 10_000 });
    // 500 000 values: Math.min(...values) would overflow the stack here.
    const many = Array.from({ length: 500_000 }, (_, index) => (index === 250_000 ? 1 : 2 + (index % 7)));
    expect(minMax(many)).toEqual({ min: 1, max: 8 });
  });

  it('appends long lists in place', () => {
    const target = [1];
    appendAll(
      target,
      Array.from({ length: 500_000 }, () => 2),
    );
    expect(target).toHaveLength(500_001);
    expect(target[0]).toBe(1);
  });
});
