// The facts loaders of the report kinds (issue 31; docs/domain/reports.md): one file per kind reading the stored
// state in a few set-based queries, listed here keyed by kind, one entry per line in the order of REPORT_KINDS.
import type { Queryable } from '../../../../db/client.ts';
import type { ReportDefinitionValue, ReportKind } from '../../../../domain/reports/report-types.ts';
import { loadBookingsFacts } from './bookings.ts';
import { loadDailyAllowanceOrWageCutFacts } from './daily-allowance-or-wage-cut.ts';
import { loadDeparturesFacts } from './departures.ts';
import { loadLeavingAndWageCutsFacts } from './leaving-and-wage-cuts.ts';
import { loadPensionFundExemptionFacts } from './pension-fund-exemption.ts';
import { loadStartingWageCutsFacts } from './starting-wage-cuts.ts';

export type ReportFactsLoader = (
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  today: string,
) => Promise<unknown>;

export const REPORT_FACT_LOADERS: { readonly [K in ReportKind]?: ReportFactsLoader } = {
  'daily-allowance-or-wage-cut': loadDailyAllowanceOrWageCutFacts,
  bookings: loadBookingsFacts,
  'leaving-and-wage-cuts': loadLeavingAndWageCutsFacts,
  'pension-fund-exemption': loadPensionFundExemptionFacts,
  departures: loadDeparturesFacts,
  'starting-wage-cuts': loadStartingWageCutsFacts,
};
