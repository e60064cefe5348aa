// Benefits (issue 33 scope 4; decision 0068): the endpoint table of this area (composed in ../endpoints.ts).
import { z } from 'zod';
import {
  benefitsCase,
  benefitsCaseParams,
  benefitsCasesPage,
  benefitsCasesQuery,
  benefitsExportQuery,
  benefitsPayoutParams,
  benefitsTotals,
  benefitsTotalsQuery,
} from '../benefits.ts';
import { signedDownload } from '../documents.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

const BENEFITS = `${API_PREFIX.modular}/benefits`;
const TAGS = ['benefits'];

export const benefitsEndpoints = {
  benefitsTotals: {
    method: 'GET',
    access: permission('benefits.view'),
    path: BENEFITS,
    summary:
      'The insurer benefits per accounting month and per company subunit, and their total: what the claims entitle, ' +
      'what the payouts carry (paid, scheduled, in preparation; decision 0035), what is outstanding, the IV offset, ' +
      'days and paid days',
    tags: TAGS,
    querystring: benefitsTotalsQuery,
    response: benefitsTotals,
  },
  benefitsCases: {
    method: 'GET',
    access: permission('benefits.view'),
    path: `${BENEFITS}/cases`,
    summary:
      'The same figures per employee and case (cases with claims or payouts in the months), with search, sorting ' +
      'and paging',
    tags: TAGS,
    querystring: benefitsCasesQuery,
    response: benefitsCasesPage,
  },
  benefitsCase: {
    method: 'GET',
    access: permission('benefits.view'),
    path: `${BENEFITS}/cases/:caseId`,
    summary:
      "One case's benefits month by month with its payouts, the IV benefits and benefit stops that reduced them " +
      '(C16). 404 CASE_NOT_FOUND',
    tags: TAGS,
    params: benefitsCaseParams,
    response: benefitsCase,
  },
  benefitsStatement: {
    method: 'GET',
    access: permission('benefits.view'),
    path: `${BENEFITS}/payouts/:payoutId/statement`,
    summary:
      "A released payout's settlement statement as a signed download (decision 0035's statement). 404 " +
      'PAYOUT_NOT_FOUND, 409 PAYOUT_STATEMENT_NOT_ISSUED before the release',
    tags: TAGS,
    params: benefitsPayoutParams,
    response: signedDownload,
  },
  benefitsExport: {
    method: 'GET',
    access: permission('benefits.view'),
    path: `${BENEFITS}/export`,
    summary:
      'The benefits per case and month as XLSX (dates as dates, CHF, frozen header, totals row) or CSV, in the ' +
      "given language or the caller's",
    tags: TAGS,
    querystring: benefitsExportQuery,
    binary: true,
    response: z.string().meta({ description: 'The file (binary)', format: 'binary' }),
  },
} as const satisfies Record<string, Endpoint>;
