// Daily-allowance accounting (issue 14; decision 0027): tenant and admin routes.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { todayInZurich } from '../derivation/index.ts';
import {
  createMonth,
  listMonths,
  lockedAndUnlockedMonths,
  lockMonth,
  monthDetail,
  previewLock,
} from './accounting.service.ts';
import { absencesWithoutClaimsOf, employeeStatisticsOf } from './accounting-checks.service.ts';
import { generateLockExports } from './accounting-exports.service.ts';
import { dailyAllowanceWidgetOf, listSubmissions, monthLines, submitMonth } from './accounting-lines.service.ts';
import { submissionPreviewOf } from './month-closing.service.ts';
import { listSalaryExports, previewSalaryExports, regenerateProtocols } from './salary-exports.service.ts';

export async function accountingRoutes(app: FastifyInstance) {
  const db = app.database;
  // Today in Zurich by the app's clock (tests fix it): a lock books no day after it, a month not begun is refused.
  const today = () => todayInZurich(app.now());
  registerEndpoint(app, endpoints.adminCheckAbsencesWithoutClaims, async (request) =>
    absencesWithoutClaimsOf(db, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.adminCheckEmployeeStatistics, async (request) =>
    employeeStatisticsOf(db, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.accountingMonthsLockedAndUnlocked, async (request) =>
    lockedAndUnlockedMonths(db, request.ctx),
  );
  registerEndpoint(app, endpoints.dailyAllowanceWidget, async (request) =>
    dailyAllowanceWidgetOf(db, request.ctx, request.query.accountingMonth),
  );
  registerEndpoint(app, endpoints.accountingMonthLines, async (request) =>
    monthLines(db, request.ctx, request.params.accountingMonthId, request.query),
  );
  registerEndpoint(app, endpoints.accountingMonthSubmissionsList, async (request) =>
    listSubmissions(db, request.ctx, request.params.accountingMonth),
  );
  registerEndpoint(app, endpoints.accountingMonthSubmit, async (request) =>
    submitMonth(db, request.ctx, request.params.accountingMonth, request.body, today()),
  );
  registerEndpoint(app, endpoints.accountingMonthSubmissionPreview, async (request) =>
    submissionPreviewOf(db, request.ctx, request.params.accountingMonth, request.query, today()),
  );
  registerEndpoint(app, endpoints.salaryExportsList, async (request) =>
    listSalaryExports(app.documents, db, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.adminAccountingMonthCreate, async (request) =>
    createMonth(db, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.adminAccountingMonthList, async (request) => listMonths(db, request.ctx));
  registerEndpoint(app, endpoints.adminAccountingMonthGet, async (request) =>
    monthDetail(app.documents, db, request.ctx, request.params.accountingMonthId),
  );
  registerEndpoint(app, endpoints.adminAccountingMonthLockPreview, async (request) =>
    previewLock(db, request.ctx, request.params.accountingMonthId, request.query, today()),
  );
  registerEndpoint(app, endpoints.adminAccountingMonthLock, async (request) => {
    const result = await lockMonth(db, app.jobs, request.ctx, request.params.accountingMonthId, request.body, today());
    // Without a job queue (a process that runs no workers) the files are generated here, after the commit.
    if (result.created && !app.jobs) {
      await generateLockExports(app.documents, db, { tenantId: request.params.tenantId, lockId: result.lock.lockId });
    }
    return result;
  });
  registerEndpoint(app, endpoints.adminAccountingMonthRegenerateKtgProtocol, async (request) =>
    regenerateProtocols(app.documents, db, request.ctx, request.params.accountingMonthId),
  );
  registerEndpoint(app, endpoints.salaryExportPreview, async (request) =>
    previewSalaryExports(app.documents, db, request.ctx, request.params.accountingMonthId),
  );
}
