// The report kinds (issue 31; docs/domain/reports.md): one file per kind, each a ReportKindDefinition (its facts, its
// words in four languages and the pure build of its table), listed here keyed by kind, one entry per line in the
// order of REPORT_KINDS. A kind not listed yet has no definition (the service answers that it is not available).
import type { ReportKindDefinition } from '../report-kind.ts';
import type { ReportKind } from '../report-types.ts';
import { bookings } from './bookings.ts';
import { dailyAllowanceOrWageCut } from './daily-allowance-or-wage-cut.ts';
import { departures } from './departures.ts';
import { leavingAndWageCuts } from './leaving-and-wage-cuts.ts';
import { pensionFundExemption } from './pension-fund-exemption.ts';
import { startingWageCuts } from './starting-wage-cuts.ts';

export const REPORT_KIND_DEFINITIONS: { readonly [K in ReportKind]?: ReportKindDefinition<unknown> } = {
  'daily-allowance-or-wage-cut': dailyAllowanceOrWageCut,
  bookings: bookings,
  'leaving-and-wage-cuts': leavingAndWageCuts as ReportKindDefinition<unknown>,
  'pension-fund-exemption': pensionFundExemption as ReportKindDefinition<unknown>,
  departures: departures as ReportKindDefinition<unknown>,
  'starting-wage-cuts': startingWageCuts,
};
