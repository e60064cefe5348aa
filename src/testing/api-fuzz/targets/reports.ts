// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// reports, their schedules, the retention setting and the saved filters (issue 31, decision 0058). Reports and
// schedules by id name an id no row has (their documented 404).
import { FUZZ_MISSING_ID, type FuzzTargets } from './support.ts';

const definition = () => ({
  kind: 'daily-allowance-or-wage-cut',
  period: { kind: 'time-range', from: '2026-02-01', to: '2026-02-28' },
  filters: { risk: 'any', salaryContinuation: 'any', accountingMonthLock: 'any', reportType: 'any' },
  riskCounterThreshold: 0,
  companySubunitIds: [],
  processingGroupIds: [],
  language: 'de',
  format: 'XLSX',
});

const { period: _period, ...scheduledDefinition } = definition();

const schedule = () => ({
  name: 'Monatsrapport Lohn',
  definition: scheduledDefinition,
  period: 'previous-month',
  workingDayOfMonth: 3,
  recipients: ['lohn@example.ch'],
  isActive: true,
});

export const reportsTargets = {
  reportCreate: () => ({ body: { reportDefinition: definition() } }),
  reportPreview: () => ({ body: { reportDefinition: definition() } }),
  reportGet: () => ({ params: { reportId: FUZZ_MISSING_ID } }),
  reportsList: () => ({ query: { kind: 'bookings', skip: '0', take: '20' } }),
  reportSchedulesList: () => ({}),
  reportScheduleCreate: () => ({ body: schedule() }),
  reportScheduleUpdate: () => ({ params: { scheduleId: FUZZ_MISSING_ID }, body: { ...schedule(), revision: 1 } }),
  reportScheduleDelete: () => ({ params: { scheduleId: FUZZ_MISSING_ID } }),
  reportSettingsGet: () => ({}),
  reportSettingsPut: () => ({ body: { retentionDays: 90 } }),
  filterSettingsList: () => ({ query: { prefix: 'list:employees:' } }),
  filterSettingsSave: () => ({ body: { filterKey: 'list:employees:Zürich', value: { subunit: 'ZH', sort: 'name' } } }),
} satisfies FuzzTargets;
