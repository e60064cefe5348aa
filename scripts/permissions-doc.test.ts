import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPermissionsDoc } from './permissions-doc.ts';

describe('docs/permissions.md', () => {
  it('is generated from the matrix and current (run `npm run docs:permissions`)', () => {
    expect(readFileSync('docs/permissions.md', 'utf8')).toBe(renderPermissionsDoc());
  });
});
