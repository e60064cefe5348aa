// One report kind (issue 31; docs/domain/reports.md): its facts (loaded by the server's reports module, one query
// set per kind: src/server/modules/reports/facts/<kind>.ts) and the pure function that turns them into the table
// (src/domain/reports/kinds/<kind>.ts). The kinds are listed in src/domain/reports/kinds/index.ts, one file per kind
// plus the registry, as the accounting export formats are.

import type { ReportContext, ReportTable } from './report-table.ts';
import type { ReportKind } from './report-types.ts';

/** The filters a kind applies (the title block names only these; the others do not change its rows). */
export type ReportFilterName =
  | 'risk'
  | 'salaryContinuation'
  | 'accountingMonthLock'
  | 'reportType'
  | 'riskCounterThreshold';

export type ReportKindDefinition<Facts> = {
  kind: ReportKind;
  /** The filters of the definition this kind applies. */
  filters: readonly ReportFilterName[];
  /** Pure: the facts and the context → the table in the definition's language. */
  build(facts: Facts, context: ReportContext): ReportTable;
};
