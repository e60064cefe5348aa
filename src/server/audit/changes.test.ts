import { describe, expect, it } from 'vitest';
import { changedFields, changedPaths, isSameJson } from './changes.ts';

describe('isSameJson', () => {
  it('ignores key order at every depth (JSONB reorders keys)', () => {
    const written = {
      bankAccount: { type: 'DOMESTIC', iban: 'CH93…' },
      wageTypes: [{ wageTypeId: '1000', amount: 1 }],
    };
    const readBack = {
      wageTypes: [{ amount: 1, wageTypeId: '1000' }],
      bankAccount: { iban: 'CH93…', type: 'DOMESTIC' },
    };
    expect(JSON.stringify(written) === JSON.stringify(readBack)).toBe(false);
    expect(isSameJson(written, readBack)).toBe(true);
  });
  it('treats absent, undefined and null alike, and keeps array order significant', () => {
    expect(isSameJson({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(isSameJson({ a: undefined }, {})).toBe(true);
    expect(isSameJson([1, 2], [2, 1])).toBe(false);
    expect(isSameJson({ a: 0 }, { a: false })).toBe(false);
    expect(isSameJson({ a: [] }, { a: {} })).toBe(false);
    expect(isSameJson({ a: '1' }, { a: 1 })).toBe(false);
  });
  it('changedFields reports nothing for a document read back in another key order', () => {
    expect(
      changedFields({ x: { b: 1, a: 2 }, y: [{ d: 1, c: 2 }] }, { y: [{ c: 2, d: 1 }], x: { a: 2, b: 1 } }),
    ).toEqual({
      before: {},
      after: {},
    });
  });
});

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
