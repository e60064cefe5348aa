// The report kinds (issue 31; docs/domain/reports.md): one file per kind, each a ReportKindDefinition (its facts, its
// words in four languages and the pure build of its table). One entry per line, in the order of REPORT_KINDS.
import type { ReportKindDefinition } from '../report-kind.ts';
import type { ReportKind } from '../report-types.ts';
import { departures } from './departures.ts';
import { leavingAndWageCuts } from './leaving-and-wage-cuts.ts';
import { pensionFundExemption } from './pension-fund-exemption.ts';

export const REPORT_KIND_DEFINITIONS = {
  'leaving-and-wage-cuts': leavingAndWageCuts,
  'pension-fund-exemption': pensionFundExemption,
  departures: departures,
} satisfies Partial<Record<ReportKind, ReportKindDefinition<never>>>;
