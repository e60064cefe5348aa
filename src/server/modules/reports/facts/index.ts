// The facts loaders of the report kinds (issue 31; docs/domain/reports.md): one file per kind reading the stored
// state in a few set-based queries (the kind's pure build in src/domain/reports/kinds/ turns the facts into the
// table), listed here keyed by kind, one entry per line in the order of REPORT_KINDS; the type requires all six.
import { sql } from 'drizzle-orm';
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

/**
 * A loader run with the report's settings: PostgreSQL's JIT compilation off for the transaction (decision 0062). A
 * report's queries each run once over hundreds of thousands of claim days, so their cost passes `jit_above_cost`,
 * and compiling them took 0.2-2 s of the 2-5 s they ran at 10 000 employees (`EXPLAIN ANALYZE`), more than it saved.
 */
function withReportSettings(load: ReportFactsLoader): ReportFactsLoader {
  return async (tx, tenantId, definition, today) => {
    await tx.execute(sql`set local jit = off`);
    return load(tx, tenantId, definition, today);
  };
}

export const REPORT_FACT_LOADERS: { readonly [K in ReportKind]: ReportFactsLoader } = {
  'daily-allowance-or-wage-cut': withReportSettings(loadDailyAllowanceOrWageCutFacts),
  bookings: withReportSettings(loadBookingsFacts),
  'leaving-and-wage-cuts': withReportSettings(loadLeavingAndWageCutsFacts),
  'pension-fund-exemption': withReportSettings(loadPensionFundExemptionFacts),
  departures: withReportSettings(loadDeparturesFacts),
  'starting-wage-cuts': withReportSettings(loadStartingWageCutsFacts),
};
