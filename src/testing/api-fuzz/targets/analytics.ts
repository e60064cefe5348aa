// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// analytics (issue 32, decisions 0059 and 0061): the rate, the people behind a figure, one person's rate, the duration
// buckets, the export and the saved views.
import type { FuzzTargets } from './support.ts';

const query = () => ({
  from: '2026-01',
  to: '2026-06',
  unit: 'MONTH',
  dimension: 'COMPANY_SUBUNIT',
  companySubunitIds: [],
  processingGroupIds: [],
  employmentTypes: [],
  categories: ['SICKNESS', 'ACCIDENT', 'OTHER'],
  asOf: '2026-06-30',
});

export const analyticsTargets = {
  analyticsAbsenceRate: () => ({ body: query() }),
  analyticsAbsenceRatePeople: () => ({ body: { ...query(), period: '2026-03', groupId: null } }),
  analyticsAbsenceRateExport: () => ({ body: { ...query(), format: 'CSV', language: 'fr' } }),
  analyticsEmployeeRate: () => ({
    params: { employeeId: 'FZ-1' },
    query: { from: '2026-01', to: '2026-06', unit: 'QUARTER', asOf: '2026-06-30' },
  }),
  analyticsAbsenceDuration: () => ({ body: query() }),
  analyticsViewGet: () => ({}),
  analyticsViewPatch: () => ({
    body: {
      revision: 0,
      views: [
        {
          viewId: '0b8f3a52-6c1e-4d7a-9f0e-2a1b3c4d5e6f',
          name: 'Krankheit nach Standort',
          kind: 'absence-rate',
          chartType: 'LINE',
          query: query(),
          relativeMonths: 12,
          isDefault: true,
        },
      ],
    },
  }),
} satisfies FuzzTargets;
