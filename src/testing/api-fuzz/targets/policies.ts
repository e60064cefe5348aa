// Fuzz targets of the policies area (issue 33 scope 1; decision 0065).
import type { FuzzTargets } from './support.ts';

export const policiesTargets = {
  policiesOverview: () => ({ query: { date: '2026-03-01' } }),
  policyInsured: () => ({
    query: { date: '2026-03-01', policyType: 'KTG', policyNumber: 'KTG-1', search: 'Keller', skip: '0', take: '20' },
  }),
  policyGaps: () => ({
    query: { date: '2026-03-01', kind: 'POLICY_NOT_FOUND', policyType: 'KTG', search: 'Keller', take: '20' },
  }),
} satisfies FuzzTargets;
