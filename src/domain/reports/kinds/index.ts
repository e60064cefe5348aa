// The report kinds (issue 31; docs/domain/reports.md): one file per kind, listed here keyed by kind, one entry per
// line in the order of REPORT_KINDS. A kind not listed yet has no definition (the service answers that it is not
// available).
import type { ReportKindDefinition } from '../report-kind.ts';
import type { ReportKind } from '../report-types.ts';
import { dailyAllowanceOrWageCut } from './daily-allowance-or-wage-cut.ts';

export const REPORT_KIND_DEFINITIONS: { readonly [K in ReportKind]?: ReportKindDefinition<unknown> } = {
  'daily-allowance-or-wage-cut': dailyAllowanceOrWageCut,
};
