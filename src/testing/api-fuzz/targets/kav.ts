// Fuzz targets of the KAV area (issue 33 scope 3; decision 0069).
import type { FuzzTargets } from './support.ts';

export const kavTargets = {
  kavOverview: () => ({ query: { date: '2026-03-01' } }),
  kavCompleteness: () => ({
    query: {
      date: '2026-03-01',
      search: 'Keller',
      missingField: 'workingFrequency',
      sortBy: 'MISSING_COUNT',
      take: '20',
    },
  }),
  kavAbsences: () => ({ query: { month: '2026-03', basis: 'HOURS', search: 'Keller', skip: '0', take: '20' } }),
} satisfies FuzzTargets;
