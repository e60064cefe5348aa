// The tenant's payment overview (spec section 2 "payment overview"; issue 15 scope 5): the endpoint table of this area
// (composed in ../endpoints.ts). Decision: docs/decisions/0035-payment-overview.md.
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';
import {
  paymentOverviewMonths,
  paymentOverviewPage,
  paymentOverviewParams,
  paymentOverviewQuery,
  paymentStatementDownload,
} from '../payment-overview.ts';

const PAYMENTS = `${API_PREFIX.modular}/payment-overview`;
const TAGS = ['payment-overview'];

export const paymentOverviewEndpoints = {
  paymentOverviewMonths: {
    method: 'GET',
    access: permission('paymentOverview.view'),
    path: `${PAYMENTS}/months`,
    summary:
      'Per accounting month (newest first): what was paid, what is scheduled with the bank and what is in ' +
      'preparation, with counts and net sums',
    tags: TAGS,
    response: paymentOverviewMonths,
  },
  paymentOverviewList: {
    method: 'GET',
    access: permission('paymentOverview.view'),
    path: PAYMENTS,
    summary:
      "The tenant's payouts as the employer sees them (paid, scheduled, in preparation) with filters, search, sort " +
      'and paging, and the totals of every payout the filters select',
    tags: TAGS,
    querystring: paymentOverviewQuery,
    response: paymentOverviewPage,
  },
  paymentOverviewStatement: {
    method: 'GET',
    access: permission('paymentOverview.view'),
    path: `${PAYMENTS}/:payoutId/statement`,
    summary:
      "A released payout's settlement statement (PDF, in the payee's correspondence language): a signed download " +
      'address. 404 PAYOUT_NOT_FOUND, 409 PAYOUT_STATEMENT_NOT_ISSUED before the release',
    tags: TAGS,
    params: paymentOverviewParams,
    response: paymentStatementDownload,
  },
} as const satisfies Record<string, Endpoint>;
