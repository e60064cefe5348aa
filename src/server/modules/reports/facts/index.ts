// The facts of each report kind (issue 31), one loader per kind. (Placeholder of the service branch: the kind
// branches fill it.)
import type { Queryable } from '../../../../db/client.ts';
import type { ReportDefinitionValue, ReportKind } from '../../../../domain/reports/report-types.ts';

export type ReportFactLoader = (
  tx: Queryable,
  tenantId: string,
  definition: ReportDefinitionValue,
  today: string,
) => Promise<unknown>;

export const REPORT_FACT_LOADERS: Partial<Record<ReportKind, ReportFactLoader>> = {};
