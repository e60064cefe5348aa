// The payments feature (issue 15 scope 5, decision 0035): the tenant's payment overview, and the settlement periods'
// table the admin's payout drawer shares.

export { PaymentsArea, type PaymentsAreaProps } from './components/payments-area.tsx';
export { SettlementPeriodsTable } from './components/settlement-periods-table.tsx';
export { type PaymentsSearch, parsePaymentsSearch } from './payments-search.ts';
