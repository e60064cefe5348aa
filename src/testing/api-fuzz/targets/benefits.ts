// Fuzz targets of the benefits area (issue 33 scope 4; decision 0068).
import { FUZZ_MISSING_ID, type FuzzTargets } from './support.ts';

export const benefitsTargets = {
  benefitsTotals: () => ({ query: { from: '2026-01', to: '2026-06', coverageLine: 'KTG', companySubunitId: 'NONE' } }),
  benefitsCases: () => ({
    query: { from: '2026-01', to: '2026-06', search: 'Keller', sortBy: 'OUTSTANDING', sortOrder: 'DESC', take: '20' },
  }),
  benefitsCase: () => ({ params: { caseId: FUZZ_MISSING_ID } }),
  benefitsStatement: () => ({ params: { payoutId: FUZZ_MISSING_ID } }),
  benefitsExport: () => ({ query: { from: '2026-01', to: '2026-03', format: 'CSV', language: 'fr' } }),
} satisfies FuzzTargets;
