// The public surface of payouts: what other code may import from it.
export { accountProblems, type PayoutProblem, streetOf } from './payout-parties.ts';
export { startPayoutStatementWorker, statementDownload } from './payout-statements.service.ts';
export { PAYOUT_COLUMNS, type PayoutRow } from './payouts.repository.ts';
export { PAYOUTS_GATE, toPayout } from './payouts.service.ts';
