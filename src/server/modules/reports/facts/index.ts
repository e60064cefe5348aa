// The report kinds' fact loaders (issue 31; docs/domain/reports.md): one per kind, reading the stored state in a few
// set-based queries; the kind's pure build (src/domain/reports/kinds/) turns the facts into the table. One entry per
// line, in the order of REPORT_KINDS.
import { loadDeparturesFacts } from './departures.ts';
import { loadLeavingAndWageCutsFacts } from './leaving-and-wage-cuts.ts';
import { loadPensionFundExemptionFacts } from './pension-fund-exemption.ts';

export const REPORT_FACT_LOADERS = {
  'leaving-and-wage-cuts': loadLeavingAndWageCutsFacts,
  'pension-fund-exemption': loadPensionFundExemptionFacts,
  departures: loadDeparturesFacts,
} as const;
