// Salary exports and KTG protocols of accounting months (spec "Salary export"; issue 14; decision 0027): the files
// stored for a month, subunit and processing group, listed with signed download addresses.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { salaryExport, salaryExportQuery } from '../../../contracts/accounting.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { AppError } from '../../app-error.ts';
import { recordAudit } from '../../audit/audit.ts';
import { inTenant, type RequestContext, requireTenantId } from '../../request-context.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import { lockRows, requireMonth, type StoredExportDocument } from './accounting.repository.ts';
import { generatePreviewExports, regenerateKtgProtocols } from './accounting-exports.service.ts';
import { openLinesOfMonth } from './accounting-lines.repository.ts';

type SalaryExportItem = z.infer<typeof salaryExport>;

type ExportRow = {
  id: string;
  accounting_month_id: string;
  type: SalaryExportItem['type'];
  company_subunit_id: string | null;
  processing_group_id: string | null;
  is_preview: boolean;
  generation: number;
  documents: StoredExportDocument[];
  unmapped_line_count: number;
  created_at: string | Date;
};

/** The stored exports (newest first), each document with a signed download address. */
export async function salaryExportsOf(
  tx: Queryable,
  runtime: DocumentRuntime,
  tenantId: string,
  filter: z.infer<typeof salaryExportQuery>,
): Promise<SalaryExportItem[]> {
  const rows = await rowsOf<ExportRow>(
    tx,
    sql`select id, accounting_month_id, type, company_subunit_id, processing_group_id, is_preview, generation,
          documents, unmapped_line_count, created_at
        from salary_exports
        where tenant_id = ${tenantId}
          ${filter.accountingMonthId ? sql`and accounting_month_id = ${filter.accountingMonthId}` : sql``}
          ${filter.type ? sql`and type = ${filter.type}` : sql``}
        order by accounting_month_id desc, created_at desc, id`,
  );
  return rows.map((row) => ({
    salaryExportId: row.id,
    accountingMonthId: row.accounting_month_id,
    type: row.type,
    companySubunitId: row.company_subunit_id,
    processingGroupId: row.processing_group_id,
    isPreview: row.is_preview,
    generation: row.generation,
    unmappedLineCount: row.unmapped_line_count,
    createdAt: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    documents: row.documents.map((document) => ({
      ...document,
      url: runtime.signer.sign('GET', tenantId, document.documentId).uri,
    })),
  }));
}

/** GET /salary-export: the tenant's exports, optionally of one month and type. */
export async function listSalaryExports(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  query: z.infer<typeof salaryExportQuery>,
) {
  const tenantId = requireTenantId(ctx);
  return { items: await inTenant(database, ctx, (tx) => salaryExportsOf(tx, runtime, tenantId, query)) };
}

/** POST .../regenerate-ktg-protocol: a new generation of every lock's protocol (the snapshots stay as they are). */
export async function regenerateProtocols(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  month: string,
) {
  const tenantId = requireTenantId(ctx);
  const locks = await inTenant(database, ctx, async (tx) => {
    await requireMonth(tx, month);
    return lockRows(tx, month);
  });
  if (locks.length === 0) {
    throw new AppError('ACCOUNTING_MONTH_NOT_LOCKED', `Accounting month ${month} is not locked for any unit yet`, {
      accountingMonthId: month,
    });
  }
  const ids = new Set(await regenerateKtgProtocols(runtime, database, tenantId, month));
  return inTenant(database, ctx, async (tx) => {
    await recordAudit(tx, ctx, {
      action: 'accounting-month.regenerate-ktg-protocol',
      entityType: 'accounting-month',
      entityId: month,
      before: null,
      after: { salaryExportIds: [...ids] },
    });
    const items = await salaryExportsOf(tx, runtime, tenantId, { accountingMonthId: month, type: 'KTG_PROTOCOL' });
    return { items: items.filter((item) => ids.has(item.salaryExportId)) };
  });
}

/** POST /accounting-month/{id}/salary-export-preview: the open lines' files, stored and marked as a preview. */
export async function previewSalaryExports(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  month: string,
) {
  const tenantId = requireTenantId(ctx);
  const lines = await inTenant(database, ctx, async (tx) => {
    await requireMonth(tx, month);
    return openLinesOfMonth(tx, tenantId, month);
  });
  const ids = new Set(
    await generatePreviewExports(
      runtime,
      database,
      tenantId,
      month,
      lines.map((line) => ({ ...line, snapshotId: line.snapshotId ?? '' })),
    ),
  );
  return inTenant(database, ctx, async (tx) => {
    const items = await salaryExportsOf(tx, runtime, tenantId, { accountingMonthId: month });
    return { items: items.filter((item) => ids.has(item.salaryExportId)) };
  });
}
