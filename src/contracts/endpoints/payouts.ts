// Payouts (spec section 7 "Admin: payouts metadata, list, release, regenerate-for-month"; issue 15): the endpoint
// table of this area (composed in ../endpoints.ts). Decisions: docs/decisions/0031-payouts.md,
// 0033-payout-releases.md.
import { API_PREFIX, type Endpoint } from '../endpoint.ts';
import {
  payout,
  payoutListQuery,
  payoutMetadata,
  payoutPage,
  payoutParams,
  payoutRelease,
  payoutReleaseList,
  payoutReleaseParams,
  payoutStatementDownload,
  payoutTenantParams,
  regenerateBody,
  regenerateResult,
  releaseBody,
} from '../payouts.ts';

const ADMIN = { kind: 'admin' } as const;
const PAYOUTS = `${API_PREFIX.admin}/tenant/:tenantId/payout`;
const TAGS = ['admin', 'payouts'];

export const payoutsEndpoints = {
  adminPayoutMetadata: {
    method: 'GET',
    access: ADMIN,
    path: `${PAYOUTS}/metadata`,
    summary: 'Counts and net sums of the payouts per status, month and carrier; drafts with problems; open offsets',
    tags: TAGS,
    params: payoutTenantParams,
    response: payoutMetadata,
  },
  adminPayoutList: {
    method: 'GET',
    access: ADMIN,
    path: PAYOUTS,
    summary: 'The payouts with filters, sorts and paging, and the totals of every payout the filters select',
    tags: TAGS,
    params: payoutTenantParams,
    querystring: payoutListQuery,
    response: payoutPage,
  },
  adminPayoutRegenerate: {
    method: 'POST',
    access: ADMIN,
    path: `${PAYOUTS}/regenerate-for-month`,
    summary:
      'Rebuild the DRAFT payouts of a locked month from its booked claims. PROPOSED and RELEASED payouts never ' +
      'change and their lines are never offered again; unchanged drafts keep their ids (idempotent). 409 ' +
      'ACCOUNTING_MONTH_NOT_LOCKED when nothing of the month is locked',
    tags: TAGS,
    params: payoutTenantParams,
    body: regenerateBody,
    response: regenerateResult,
  },
  adminPayoutReleaseList: {
    method: 'GET',
    access: ADMIN,
    path: `${PAYOUTS}/release`,
    summary: 'The releases, newest first, with their payment files',
    tags: TAGS,
    params: payoutTenantParams,
    response: payoutReleaseList,
  },
  adminPayoutRelease: {
    method: 'POST',
    access: ADMIN,
    path: `${PAYOUTS}/release`,
    summary:
      'Release, first pair of eyes: propose DRAFT payouts for payment on a Swiss bank business day. 409 ' +
      'PAYOUT_NOT_DRAFT, 409 PAYOUT_NOT_RELEASABLE (duplicate guard, offsets, payment data: each problem named), ' +
      '400 EXECUTION_DATE_NOT_BUSINESS_DAY (with the next possible day), 404 PAYOUT_NOT_FOUND',
    tags: TAGS,
    params: payoutTenantParams,
    body: releaseBody,
    response: payoutRelease,
  },
  adminPayoutReleaseGet: {
    method: 'GET',
    access: ADMIN,
    path: `${PAYOUTS}/release/:releaseId`,
    summary: 'One release with its payment files (signed download addresses). 404 PAYOUT_RELEASE_NOT_FOUND',
    tags: TAGS,
    params: payoutReleaseParams,
    response: payoutRelease,
  },
  adminPayoutReleaseApprove: {
    method: 'POST',
    access: ADMIN,
    path: `${PAYOUTS}/release/:releaseId/approve`,
    summary:
      'Release, second pair of eyes: a different admin approves the proposal; the payouts become RELEASED and a ' +
      'pain.001.001.09 file per carrier is written. 403 FOUR_EYES_REQUIRED for the proposer, 409 ' +
      'PAYOUT_RELEASE_NOT_PROPOSED, 409 PAYOUT_NOT_RELEASABLE',
    tags: TAGS,
    params: payoutReleaseParams,
    response: payoutRelease,
  },
  adminPayoutReleaseCancel: {
    method: 'POST',
    access: ADMIN,
    path: `${PAYOUTS}/release/:releaseId/cancel`,
    summary: 'Withdraw a proposal: its payouts return to DRAFT. 409 PAYOUT_RELEASE_NOT_PROPOSED',
    tags: TAGS,
    params: payoutReleaseParams,
    response: payoutRelease,
  },
  adminPayoutStatement: {
    method: 'GET',
    access: ADMIN,
    path: `${PAYOUTS}/:payoutId/statement`,
    summary:
      'The settlement statement of a payout as PDF (the daily-allowance statement the payee receives, in the ' +
      "payee's correspondence language): a signed download address. A released payout's statement is the one the " +
      'release wrote (written now if the job has not yet); a DRAFT or PROPOSED payout gets a preview marked as a ' +
      'draft. 404 PAYOUT_NOT_FOUND',
    tags: TAGS,
    params: payoutParams,
    response: payoutStatementDownload,
  },
  adminPayoutGet: {
    method: 'GET',
    access: ADMIN,
    path: `${PAYOUTS}/:payoutId`,
    summary: 'One payout with its settlement periods and parties. 404 PAYOUT_NOT_FOUND',
    tags: TAGS,
    params: payoutParams,
    response: payout,
  },
} as const satisfies Record<string, Endpoint>;
