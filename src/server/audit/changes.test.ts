import { describe, expect, it } from 'vitest';
import { changedFields, changedPaths } from './changes.ts';

describe('changedFields', () => {
  it('keeps only the fields that differ, with null for missing ones', () => {
    expect(changedFields({ a: 1, b: 2, c: [1] }, { a: 1, b: 3, d: 'x', c: [1] })).toEqual({
      before: { b: 2, d: null },
      after: { b: 3, d: 'x' },
    });
  });
});

describe('changedPaths', () => {
  it('names the leaves that changed, sorted', () => {
    const before = { name: 'A', insurance: { products: ['KTG'], coverages: [{ max: 720, rate: 80 }] } };
    const after = { name: 'A', insurance: { products: ['KTG', 'KAV'], coverages: [{ max: 720, rate: 90 }] } };
    expect(changedPaths(before, after)).toEqual(['insurance.coverages.0.rate', 'insurance.products.1']);
  });
  it('reports nothing for equal documents and the root for a first version', () => {
    expect(changedPaths({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(changedPaths(null, { a: 1 })).toEqual(['(root)']);
  });
  it('stops at the depth limit', () => {
    expect(changedPaths({ a: { b: { c: 1 } } }, { a: { b: { c: 2 } } }, 2)).toEqual(['a.b']);
  });
});
