// Fuzz targets of the support area (issue 33 scope 6; decision 0067): the tenant users' requests and the inbox.
import { FUZZ_MISSING_ID, type FuzzTargets } from './support.ts';

export const supportRequestsTargets = {
  supportRequestsList: () => ({ query: { status: 'OPEN', skip: '0', take: '20' } }),
  supportRequestCreate: () => ({
    body: {
      subject: 'Frage zur Abrechnung',
      message: 'Warum ist der März gesperrt?',
      area: 'accounting',
      path: '/accounting?month=2026-03',
      context: { employeeId: 'E-1', caseId: FUZZ_MISSING_ID, accountingMonthId: '2026-03' },
      includesHealthData: false,
    },
  }),
  supportRequestGet: () => ({ params: { requestId: FUZZ_MISSING_ID } }),
  supportMessageCreate: () => ({ params: { requestId: FUZZ_MISSING_ID }, body: { text: 'Danke', revision: 1 } }),
  supportRequestClose: () => ({ params: { requestId: FUZZ_MISSING_ID }, body: { revision: 1 } }),
  adminSupportRequestsList: () => ({ query: { status: 'OPEN', take: '20' } }),
  adminSupportRequestGet: () => ({ params: { requestId: FUZZ_MISSING_ID } }),
  adminSupportMessageCreate: () => ({ params: { requestId: FUZZ_MISSING_ID }, body: { text: 'Erledigt' } }),
  adminSupportRequestClose: () => ({ params: { requestId: FUZZ_MISSING_ID }, body: {} }),
} satisfies FuzzTargets;
