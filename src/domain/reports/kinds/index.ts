// The report kinds (issue 31): one file per kind, listed here in the order of REPORT_KINDS. (Placeholder of the
// service branch: the kind branches fill it.)
import type { ReportKindDefinition } from '../report-kind.ts';
import type { ReportKind } from '../report-types.ts';

export const REPORT_KIND_DEFINITIONS: Partial<Record<ReportKind, ReportKindDefinition<unknown>>> = {};
