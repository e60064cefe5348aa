// The payment overview's public surface (decision 0035): the payment state derivation and the employer's statement
// download, reused by the benefits ledger (decision 0068). The app registers the routes file directly.
export { paymentStatement, stateSql as paymentStateSql } from './payment-overview.service.ts';
