import { describe, expect, it } from 'vitest';
import { type DevLoginCandidate, groupCandidates } from './dev-login-picker.tsx';

const candidate = (overrides: Partial<DevLoginCandidate>): DevLoginCandidate => ({
  kind: 'user',
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Anna',
  email: 'anna@example.ch',
  userRole: 'HR_Admin',
  tenantName: 'Muster AG',
  ...overrides,
});

describe('groupCandidates', () => {
  it('groups users by company (alphabetically) and puts admins last', () => {
    const groups = groupCandidates([
      candidate({ kind: 'admin', name: 'Root', userRole: null, tenantName: null }),
      candidate({ name: 'Zoe', tenantName: 'Muster AG' }),
      candidate({ name: 'Ben', tenantName: 'Alpha GmbH' }),
      candidate({ name: 'Anna', tenantName: 'Muster AG' }),
    ]);
    expect(groups.map((group) => [group.kind, group.name, group.candidates.map((member) => member.name)])).toEqual([
      ['tenant', 'Alpha GmbH', ['Ben']],
      ['tenant', 'Muster AG', ['Anna', 'Zoe']],
      ['admins', '', ['Root']],
    ]);
  });

  it('has no admin group without admins', () => {
    expect(groupCandidates([candidate({})]).map((group) => group.kind)).toEqual(['tenant']);
  });
});
