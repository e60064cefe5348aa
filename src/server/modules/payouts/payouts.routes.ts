// Payouts (issue 15; decisions 0031, 0033): the admin routes.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  approveRelease,
  cancelRelease,
  listReleases,
  proposeRelease,
  releaseDetail,
} from './payout-releases.service.ts';
import { statementDownload } from './payout-statements.service.ts';
import { listPayouts, payoutDetail, payoutMetadataOf, regenerateForMonth } from './payouts.service.ts';

export async function payoutsRoutes(app: FastifyInstance) {
  const db = app.database;
  registerEndpoint(app, endpoints.adminPayoutMetadata, async (request) => payoutMetadataOf(db, request.ctx));
  registerEndpoint(app, endpoints.adminPayoutList, async (request) => listPayouts(db, request.ctx, request.query));
  registerEndpoint(app, endpoints.adminPayoutRegenerate, async (request) =>
    regenerateForMonth(app.documents, db, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.adminPayoutReleaseList, async (request) =>
    listReleases(app.documents, db, request.ctx),
  );
  registerEndpoint(app, endpoints.adminPayoutRelease, async (request) => proposeRelease(db, request.ctx, request.body));
  registerEndpoint(app, endpoints.adminPayoutReleaseGet, async (request) =>
    releaseDetail(app.documents, db, request.ctx, request.params.releaseId),
  );
  registerEndpoint(app, endpoints.adminPayoutReleaseApprove, async (request) =>
    approveRelease(app.documents, app.jobs, db, request.ctx, request.params.releaseId),
  );
  registerEndpoint(app, endpoints.adminPayoutReleaseCancel, async (request) =>
    cancelRelease(db, request.ctx, request.params.releaseId),
  );
  registerEndpoint(app, endpoints.adminPayoutStatement, async (request) =>
    statementDownload(app.documents, db, request.ctx, request.params.payoutId),
  );
  registerEndpoint(app, endpoints.adminPayoutGet, async (request) =>
    payoutDetail(db, request.ctx, request.params.payoutId),
  );
}
