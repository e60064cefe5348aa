// The API fuzz suite's valid request of each route of one area (composed into FUZZ_TARGETS in ../targets.ts): cases,
// insured persons, claims, case comments, KTG cases, the admin case inputs, takeover and case migration.
import type { FuzzTargets } from './support.ts';

export const caseTargets = {
  casesList: () => ({
    query: {
      search: 'Muster',
      from: '2026-01-01',
      to: '2026-12-31',
      employeeId: 'FZ-1',
      claimTypes: 'SICK,ACCIDENT',
      companySubunitIds: 'ZH',
      processingGroupIds: 'MONTHLY',
      withinShorttermRisk: 'true',
      withinContinuationOfPayment: 'false',
      processingStatuses: 'UNASSIGNED,SCHEDULED',
      status: 'WAITING_PERIOD',
      sortBy: 'RISK_COUNTER',
      sortOrder: 'ASC',
      include: 'claims',
      skip: '0',
      take: '20',
    },
  }),
  casesWithUnassignedClaims: () => ({ query: { skip: '0', take: '20' } }),
  insuredPersonsList: () => ({
    query: {
      search: 'Muster',
      claimTypes: 'SICK,ACCIDENT',
      caseStatus: 'CLAIMS_ACTIVATED',
      hasOpenCase: 'true',
      companySubunitIds: 'ZH',
      processingGroupIds: 'MONTHLY',
      sortBy: 'LATEST_CASE',
      sortOrder: 'DESC',
      skip: '0',
      take: '20',
    },
  }),
  insuredPersonCases: (world) => ({ params: { insuredPersonId: world.insuredPersonId } }),
  claimsPatch: (world) => ({
    body: {
      insuredPersonId: world.insuredPersonId,
      claims: [
        {
          claimId: world.claimId,
          revisionId: world.claimRevisionId,
          processingStatus: 'SCHEDULED',
          accountingMonthId: '2026-02',
        },
      ],
    },
  }),
  caseOverview: (world) => ({ params: { ktgCaseId: world.caseId } }),
  caseDetail: (world) => ({ params: { caseId: world.caseId } }),
  caseExplanation: (world) => ({ params: { caseId: world.caseId }, query: { date: '2026-02-03' } }),
  adminCaseDetail: (world) => ({ params: { ktgCaseId: world.caseId } }),
  adminCaseExplanation: (world) => ({ params: { ktgCaseId: world.caseId }, query: { date: '2026-02-03' } }),
  adminTenantCasesList: (world) => ({
    params: { tenantId: world.tenantId },
    query: { search: 'Muster', claimTypes: 'SICK', sortBy: 'START_DATE', sortOrder: 'DESC', skip: '0', take: '20' },
  }),
  caseCommentCreate: (world) => ({
    params: { caseId: world.caseId },
    body: {
      insuredPersonId: world.insuredPersonId,
      comment: 'Arztzeugnis liegt vor',
      validBetween: { from: '2026-02-02', to: '2026-02-04' },
    },
  }),
  caseCommentDelete: (world) => ({
    params: { insuredPersonId: world.insuredPersonId, caseId: world.caseId, commentId: world.caseCommentId },
  }),
  insuredPersonCaseCreate: (world) => ({
    params: { insuredPersonId: world.insuredPersonId },
    body: { startDate: '2026-02-02' },
  }),
  insuredPersonReassign: (world) => ({
    params: { insuredPersonId: world.insuredPersonId },
    body: { targetCaseId: null, claims: [world.claimId] },
  }),
  ktgCaseCreate: () => ({ body: { employeeId: 'FZ-1', startDate: '2026-02-02' } }),
  ktgCaseLink: (world) => ({ body: { employeeId: 'FZ-1', caseId: world.caseId, targetCaseId: world.caseId } }),
  ktgCaseUnassigned: () => ({ params: { employeeId: 'FZ-1' } }),
  adminPowerOfAttorney: (world) => ({ params: { tenantId: world.tenantId, ktgCaseId: world.caseId } }),
  adminReassign: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId },
    body: { targetCaseId: null, claims: [world.claimId] },
  }),
  adminManualCorrectionCreate: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, ktgCaseId: world.caseId },
    body: {
      accountingMonthId: '2026-03',
      dates: { from: '2026-02-02', to: '2026-02-04' },
      days: 2,
      dailyRate: 150.5,
      incapacityOfWork: 100,
      reimbursementType: 'DAILY_ALLOWANCE',
      isWithinShorttermRisk: false,
      isWithinContinuationOfPayment: null,
      coverage: 80,
      amount: 300,
      comment: 'Nachzahlung',
      coveredUnderPolicy: { type: 'KTG', policyNumber: 'KTG-1' },
    },
  }),
  adminManualCorrectionDelete: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      ktgCaseId: world.caseId,
      manualCorrectionId: world.manualCorrectionId,
    },
  }),
  adminIvSettingCreate: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: { type: 'IV_PENSION', amount: 1200, startDate: '2026-02-01', endDate: '2026-12-31' },
  }),
  adminIvSettingUpdate: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      caseId: world.caseId,
      ivSettingId: world.ivSettingId,
    },
    body: { type: 'IV_DAILY_ALLOWANCE', amount: 40.5, startDate: '2026-02-01', endDate: null },
  }),
  adminIvSettingDelete: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      caseId: world.caseId,
      ivSettingId: world.ivSettingId,
    },
  }),
  adminBenefitStopCreate: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: {
      entries: [
        { startDate: '2026-02-02', endDate: '2026-02-03', outputPercentage: 50 },
        { startDate: '2026-02-04', endDate: null, outputPercentage: 0 },
      ],
      reason: 'Teilweise arbeitsfähig',
    },
  }),
  adminBenefitStopUpdate: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      caseId: world.caseId,
      benefitStopId: world.benefitStopId,
    },
    body: { entries: [{ startDate: '2026-02-03', endDate: null, outputPercentage: 25.5 }], reason: 'Neu beurteilt' },
  }),
  adminBenefitStopDelete: (world) => ({
    params: {
      tenantId: world.tenantId,
      insuredPersonId: world.insuredPersonId,
      caseId: world.caseId,
      benefitStopId: world.benefitStopId,
    },
  }),
  // FZ-1's case is a sickness case: 400 NOT_AN_ACCIDENT_CASE, a documented answer.
  adminAccidentDateSet: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: { accidentDate: '2026-02-01', comment: 'Unfall am Vorabend' },
  }),
  adminAccidentDateReset: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
  }),
  adminCaseDecisionSet: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: { decision: 'DENIED', reason: 'Keine Arbeitsunfähigkeit gemäss Vertrauensarzt', decidedOn: '2026-02-03' },
  }),
  adminCaseDecisionWithdraw: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
  }),
  adminCaseInputPreview: (world) => ({
    params: { tenantId: world.tenantId, insuredPersonId: world.insuredPersonId, caseId: world.caseId },
    body: {
      kind: 'BENEFIT_STOP',
      id: world.benefitStopId,
      input: { entries: [{ startDate: '2026-02-03', endDate: null, outputPercentage: 50 }], reason: 'Vorschau' },
    },
  }),
  // FZ-2 taken over from an old system: a sickness case with its counters, an LFZ counter of the person.
  adminInitializeForTakeover: (world) => ({
    body: {
      tenantId: world.tenantId,
      employeeId: 'FZ-2',
      counters: [
        {
          id: 'lfz-1',
          counterTypes: ['LFZ'],
          name: 'LFZ_DAYS',
          value: { type: 'TAKEOVER', date: '2025-10-31', value: 20 },
        },
      ],
      accountingGroupCode: 'AG-1',
      processingGroupId: 'MONTHLY',
      cases: [
        {
          id: 'old-case-1',
          ktgCaseId: null,
          reference: 'ALT-1',
          caseNumber: 1,
          type: 'SICK',
          span: { from: '2025-10-01', till: null },
          activeRange: { from: '2025-10-01', till: null, days: 31 },
          wages: [{ wageTypeId: '1000', factor: 1, amount: 6000 }],
          counters: [
            {
              id: 'c-1',
              counterTypes: ['KTG'],
              name: 'WAITING_DAYS',
              value: { type: 'TAKEOVER', date: '2025-10-31', value: 30 },
            },
            {
              id: 'c-2',
              counterTypes: ['KTG'],
              name: 'BENEFIT_DAYS',
              value: { type: 'TAKEOVER', date: '2025-10-31', value: 1 },
            },
          ],
          employeeCounterIds: ['lfz-1'],
          applicablePolicies: [{ product: 'KTG', identifier: 'KTG-1' }],
          status: 'OPEN',
          openedAt: '2025-10-01',
        },
      ],
    },
  }),
  adminCaseMigration: (world) => ({ params: { tenantId: world.tenantId }, query: { dryRun: 'true' } }),
} satisfies FuzzTargets;
