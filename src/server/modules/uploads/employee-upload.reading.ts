// The reading phase of an employee upload (issue 11; employee-upload.processor.ts): each row is checked by the employee
// routes' schema (columns/employee-row.ts) and the company's organisation (employee-upload.rules.ts); accepted rows are
// staged in `employee_upload_rows` with the checkpoint `rows_read`.
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { pgArrayLiteralOf } from '../../../db/sql-arrays.ts';
import type { TabularFormat, TabularRow } from '../../platform/tabular/tabular-reader.ts';
import type { DocumentRuntime } from '../documents/index.ts';
import {
  type EmployeeColumnMapping,
  mapEmployeeColumns,
  reportColumnHeader,
  SCALAR_FIELDS,
} from './columns/employee-columns.ts';
import { type EmployeeRow, parseEmployeeRow } from './columns/employee-row.ts';
import { organisationErrors, organisationOf } from './employee-upload.rules.ts';
import { advanceReadCheckpoint, insertIssues, readUploadFile } from './file-upload.runner.ts';
import { swissDate } from './row-issues.ts';
import type { Issue, ProcessingOptions } from './upload-phases.ts';
import type { UploadRow } from './uploads.service.ts';

export async function readEmployeeUpload(
  database: Database,
  runtime: DocumentRuntime,
  upload: UploadRow,
  options: ProcessingOptions,
): Promise<'applying' | 'formatting-failed'> {
  return readUploadFile(
    database,
    runtime,
    upload,
    options,
    (cells, format) => {
      const mapping = mapEmployeeColumns(cells);
      return { ...mapping, errors: mapping.base.errors, notices: mapping.base.notices, format };
    },
    (mapping, rows, expected, notices) =>
      commitReadBatch(database, upload, mapping, mapping.format, rows, expected, notices),
  );
}

/**
 * A cell as the person saw it: the text of a CSV as it is; a date cell of a workbook (read as YYYY-MM-DD) as Excel
 * shows it in Switzerland, DD.MM.YYYY.
 */
function cellAsWritten(format: TabularFormat, column: string | null, value: string | undefined): string | null {
  if (value === undefined) return null;
  const isDate = column !== null && (SCALAR_FIELDS as Record<string, { kind: string }>)[column]?.kind === 'date';
  return format === 'xlsx' && (isDate || column === 'validFrom' || column === 'validTo') ? swissDate(value) : value;
}

async function commitReadBatch(
  database: Database,
  upload: UploadRow,
  mapping: EmployeeColumnMapping,
  format: TabularFormat,
  rows: TabularRow[],
  expected: number,
  headerNotices: Issue[],
): Promise<number> {
  const present = new Set(mapping.base.columns.map((column) => column.field));
  const issues: Issue[] = [...headerNotices];
  const header = (column: string | null) => reportColumnHeader(mapping, column);
  return database.withTenant(upload.tenantId, async (tx) => {
    const organisation = await organisationOf(tx, upload.tenantId);
    const accepted: { rowNumber: number; value: EmployeeRow }[] = [];
    for (const row of rows) {
      if (row.hasExtraCells) {
        issues.push({ rowNumber: row.rowNumber, severity: 'error', column: null, value: null, code: 'extraCells' });
        continue;
      }
      const record = mapping.base.toRecord(row.cells);
      const wageCells = mapping.wageTypes.map((column) => {
        const text = row.cells[column.index]?.trim();
        return { column, value: text === '' ? undefined : text };
      });
      const parsed = parseEmployeeRow(record, wageCells, present);
      const errors = parsed.ok ? organisationErrors(parsed.value.fields, organisation) : parsed.errors;
      if (errors.length > 0) {
        for (const error of errors) {
          issues.push({
            rowNumber: row.rowNumber,
            severity: 'error',
            column: header(error.column),
            value: cellAsWritten(format, error.column, error.value),
            code: error.code,
            ...(error.params ? { params: error.params } : {}),
          });
        }
        continue;
      }
      if (parsed.ok) accepted.push({ rowNumber: row.rowNumber, value: parsed.value });
    }
    const rowsRead = await advanceReadCheckpoint(tx, upload, expected, rows.length, accepted.length);
    await stageEmployeeRows(tx, upload, accepted);
    await insertIssues(tx, upload, issues);
    return rowsRead;
  });
}

export async function stageEmployeeRows(
  tx: Queryable,
  upload: UploadRow,
  staged: readonly { rowNumber: number; value: EmployeeRow }[],
): Promise<void> {
  if (staged.length === 0) return;
  const column = (pick: (row: (typeof staged)[number]) => string | null) => pgArrayLiteralOf(staged.map(pick));
  await tx.execute(sql`
    insert into employee_upload_rows (tenant_id, upload_id, row_number, employee_id, valid_from, valid_to, fields)
    select ${upload.tenantId}, ${upload.id}, r.*
    from unnest(
      ${column((row) => String(row.rowNumber))}::int[], ${column((row) => row.value.employeeId)}::text[],
      ${column((row) => row.value.validFrom)}::date[], ${column((row) => row.value.validTo)}::date[],
      ${column((row) => JSON.stringify(row.value.fields))}::jsonb[]
    ) as r`);
}
