// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts):
// accounting months, salary exports, payouts, carriers and the payment overview.
import { randomUUID } from 'node:crypto';
import { FUZZ_CARRIER } from '../fixtures.ts';
import { FUZZ_MISSING_ID, type FuzzTargets } from './support.ts';

export const accountingAndPayoutTargets = {
  accountingMonths: () => ({ query: { from: '2026-01', to: '2026-12', skip: '0', take: '12' } }),
  accountingMonthsLockedAndUnlocked: () => ({}),
  dailyAllowanceWidget: () => ({ query: { accountingMonth: '2026-02' } }),
  accountingMonthLines: () => ({
    params: { accountingMonthId: '2026-02' },
    query: {
      search: 'Muster',
      employeeId: 'FZ-1',
      claimTypes: 'SICK',
      companySubunitIds: 'ZH',
      processingGroupIds: 'MONTHLY',
      withinShorttermRisk: 'false',
      withinContinuationOfPayment: 'false',
      isCorrection: 'false',
      isLocked: 'false',
      sortBy: 'DAILY_ALLOWANCE_AMOUNT',
      sortOrder: 'DESC',
      skip: '0',
      take: '20',
    },
  }),
  accountingMonthSubmissionsList: () => ({ params: { accountingMonth: '2026-03' } }),
  accountingMonthSubmissionPreview: () => ({
    params: { accountingMonth: '2026-03' },
    query: { companySubunitId: 'ZH', processingGroupId: 'MONTHLY' },
  }),
  accountingMonthSubmit: () => ({
    params: { accountingMonth: '2026-03' },
    body: { companySubunitId: 'ZH', processingGroupId: 'MONTHLY', comment: 'Vollständig' },
  }),
  salaryExportsList: () => ({ query: { accountingMonthId: '2026-02', type: 'SALARY_EXPORT' } }),
  adminAccountingMonthCreate: (world) => ({
    params: { tenantId: world.tenantId },
    body: { accountingMonthId: '2026-05' },
  }),
  adminAccountingMonthList: (world) => ({ params: { tenantId: world.tenantId } }),
  adminAccountingMonthGet: (world) => ({ params: { tenantId: world.tenantId, accountingMonthId: '2026-02' } }),
  adminAccountingMonthLockPreview: (world) => ({
    params: { tenantId: world.tenantId, accountingMonthId: '2026-02' },
    query: { companySubunitId: 'ZH', processingGroupId: 'MONTHLY' },
  }),
  adminAccountingMonthRegenerateKtgProtocol: (world) => ({
    params: { tenantId: world.tenantId, accountingMonthId: '2026-02' },
  }),
  adminCheckAbsencesWithoutClaims: (world) => ({ query: { tenantId: world.tenantId, accountingMonth: '2026-02' } }),
  adminCheckEmployeeStatistics: (world) => ({ query: { tenantId: world.tenantId, accountingMonth: '2026-02' } }),
  salaryExportPreview: () => ({ params: { accountingMonthId: '2026-03' } }),
  adminAccountingMonthLock: (world) => ({
    params: { tenantId: world.tenantId, accountingMonthId: '2026-02' },
    body: { companySubunitId: 'ZH', processingGroupId: 'MONTHLY' },
  }),
  // Payouts: the fuzz tenant has no locked month, so these answer the documented 4xx (no payout, no release).
  adminPayoutMetadata: (world) => ({ params: { tenantId: world.tenantId } }),
  adminPayoutList: (world) => ({
    params: { tenantId: world.tenantId },
    query: { accountingMonthId: '2026-02', statuses: 'DRAFT,PROPOSED', search: 'Keller', sortBy: 'NET_AMOUNT' },
  }),
  adminPayoutRegenerate: (world) => ({ params: { tenantId: world.tenantId }, body: { accountingMonthId: '2026-02' } }),
  adminPayoutReleaseList: (world) => ({ params: { tenantId: world.tenantId } }),
  adminPayoutRelease: (world) => ({
    params: { tenantId: world.tenantId },
    body: { payoutIds: [FUZZ_MISSING_ID], requestedExecutionDate: '2027-01-05', comment: 'January' },
  }),
  adminPayoutReleaseGet: (world) => ({ params: { tenantId: world.tenantId, releaseId: FUZZ_MISSING_ID } }),
  adminPayoutReleaseApprove: (world) => ({ params: { tenantId: world.tenantId, releaseId: FUZZ_MISSING_ID } }),
  adminPayoutReleaseCancel: (world) => ({ params: { tenantId: world.tenantId, releaseId: FUZZ_MISSING_ID } }),
  adminPayoutGet: (world) => ({ params: { tenantId: world.tenantId, payoutId: FUZZ_MISSING_ID } }),
  adminCarriersList: () => ({}),
  adminCarrierCreate: () => ({ body: { ...FUZZ_CARRIER, name: `Fuzz Carrier ${randomUUID().slice(0, 8)}` } }),
  adminCarrierGet: (world) => ({ params: { carrierId: world.carrierId } }),
  adminCarrierUpdate: (world) => ({
    params: { carrierId: world.carrierId },
    body: { ...FUZZ_CARRIER, townName: 'Bern Bahnhof' },
  }),
  adminTenantCarriersGet: (world) => ({ params: { tenantId: world.tenantId } }),
  adminTenantCarriersReplace: (world) => ({
    params: { tenantId: world.tenantId },
    body: { KTG: world.carrierId, UVG: world.carrierId, UVGZ: null },
  }),
  adminPayoutStatement: (world) => ({ params: { tenantId: world.tenantId, payoutId: FUZZ_MISSING_ID } }),
  // The tenant's payment overview: no payouts in the fuzz tenant (empty pages, 404 for the statement).
  paymentOverviewMonths: () => ({}),
  paymentOverviewList: () => ({
    query: { accountingMonthId: '2026-02', states: 'PAID,SCHEDULED', search: 'Keller', sortBy: 'EXECUTION_DATE' },
  }),
  paymentOverviewStatement: () => ({ params: { payoutId: FUZZ_MISSING_ID } }),
} satisfies FuzzTargets;
