// Benefits (issue 33 scope 4; decision 0068): the insurer benefits ledger — totals, cases, one case, the statement
// of a released payout (decision 0035's) and the export.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import { contentDisposition } from '../documents/index.ts';
import { paymentStatement } from '../payment-overview/index.ts';
import { benefitsCasesOf, benefitsExportRows, benefitsTotalsOf } from './benefits.service.ts';
import { benefitsCaseOf } from './benefits-case.service.ts';
import { benefitsExportFile } from './benefits-export.ts';

export async function benefitsRoutes(app: FastifyInstance) {
  const db = app.database;
  registerEndpoint(app, endpoints.benefitsTotals, async (request) => benefitsTotalsOf(db, request.ctx, request.query));
  registerEndpoint(app, endpoints.benefitsCases, async (request) => benefitsCasesOf(db, request.ctx, request.query));
  registerEndpoint(app, endpoints.benefitsCase, async (request) =>
    benefitsCaseOf(db, request.ctx, request.params.caseId),
  );
  registerEndpoint(app, endpoints.benefitsStatement, async (request) =>
    paymentStatement(app.documents, db, request.ctx, request.params.payoutId),
  );
  registerEndpoint(app, endpoints.benefitsExport, async (request, reply) => {
    const data = await benefitsExportRows(db, request.ctx, request.query);
    const file = await benefitsExportFile(data, request.query.format, data.language, app.now());
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename))
      .header('cache-control', 'private, no-store');
    return reply.send(file.content) as never;
  });
}
