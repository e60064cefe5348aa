// The export summary of an employee upload (spec: POST /employee-upload/{uploadId}/export-summary; "employee
// statistics row": subunit, groupId, numEmployees, totalSalary): an XLSX with one line per company subunit and
// processing group of the employees the file listed, and a total line, in the caller's words (`translations`).
// The statistics are summed up while the upload applies (employee-upload.processor.ts); here they are only read.
// Subunits and groups are shown by name with their id (names from the tenant's current configuration).
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../../../db/client.ts';
import { employeeUploadStatistics } from '../../../db/schema/file-uploads.ts';
import { currentConfigurationVersion } from '../../../db/tenant-configuration.ts';
import { AppError } from '../../app-error.ts';
import { inTenant, type RequestContext, requireActor, requireTenantId } from '../../request-context.ts';
import { type DocumentRuntime, signedDownload, storeGeneratedDocument } from '../documents/index.ts';
import { findUpload } from './uploads.service.ts';

export type SummaryTranslations = {
  companySubunit: string;
  processingGroup: string;
  employeeCount: string;
  totalSalary: string;
  total: string;
};

export type SummaryLine = { subunit: string; group: string; numEmployees: number; totalSalary: string };

const CHF_FORMAT = '#,##0.00';

/** "Name (ID)", the id alone without a name, '–' for none. */
function labelOf(id: string, names: Map<string, string | null>): string {
  if (id === '') return '–';
  const name = names.get(id);
  return name && name !== id ? `${name} (${id})` : id;
}

/** The workbook: a header, the lines sorted by subunit and group, the total with SUM formulas and cached values. */
export async function summaryWorkbook(lines: SummaryLine[], translations: SummaryTranslations): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Absence management';
  const sheet = workbook.addWorksheet('Summary', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [{ width: 36 }, { width: 30 }, { width: 18 }, { width: 20 }];
  const header = sheet.addRow([
    translations.companySubunit,
    translations.processingGroup,
    translations.employeeCount,
    translations.totalSalary,
  ]);
  header.font = { bold: true };
  for (const line of lines) {
    sheet.addRow([line.subunit, line.group, line.numEmployees, Number(line.totalSalary)]);
  }
  const last = lines.length + 1;
  const employees = lines.reduce((sum, line) => sum + line.numEmployees, 0);
  const cents = lines.reduce((sum, line) => sum + Math.round(Number(line.totalSalary) * 100), 0);
  const total = sheet.addRow([
    translations.total,
    '',
    lines.length > 0 ? { formula: `SUM(C2:C${last})`, result: employees } : 0,
    lines.length > 0 ? { formula: `SUM(D2:D${last})`, result: cents / 100 } : 0,
  ]);
  total.font = { bold: true };
  total.border = { top: { style: 'thin' } };
  sheet.getColumn(3).numFmt = '#,##0';
  sheet.getColumn(4).numFmt = CHF_FORMAT;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function exportEmployeeUploadSummary(
  runtime: DocumentRuntime,
  database: Database,
  ctx: RequestContext,
  uploadId: string,
  translations: SummaryTranslations,
) {
  const actor = requireActor(ctx);
  const tenantId = requireTenantId(ctx);
  const { lines, fileName } = await inTenant(database, ctx, async (tx) => {
    const { upload, document } = await findUpload(tx, uploadId, 'employee');
    if (upload.status === 'processing') {
      throw new AppError(
        'FILES_PROCESSING',
        'The upload is still being processed; the summary follows when it is done',
      );
    }
    const rows = await tx
      .select()
      .from(employeeUploadStatistics)
      .where(eq(employeeUploadStatistics.uploadId, upload.id))
      .orderBy(asc(employeeUploadStatistics.companySubunitId), asc(employeeUploadStatistics.processingGroupId));
    const configuration = (await currentConfigurationVersion(tx, tenantId))?.configuration as
      | {
          companySubunits?: { companySubunitId: string; name: string | null }[];
          processingGroups?: { processingGroupId: string; name: string }[];
        }
      | undefined;
    const subunits = new Map((configuration?.companySubunits ?? []).map((unit) => [unit.companySubunitId, unit.name]));
    const groups = new Map(
      (configuration?.processingGroups ?? []).map((group) => [group.processingGroupId, group.name] as const),
    );
    return {
      fileName: (document?.name ?? 'upload').replace(/\.[^.]+$/, ''),
      lines: rows.map((row) => ({
        subunit: labelOf(row.companySubunitId, subunits),
        group: labelOf(row.processingGroupId, groups),
        numEmployees: row.numEmployees,
        totalSalary: row.totalSalary,
      })),
    };
  });
  const filename = `${fileName} (${translations.total}).xlsx`.replace(/[\\/:*?"<>|]/g, ' ');
  const document = await storeGeneratedDocument(runtime, database, {
    tenantId,
    name: filename,
    content: await summaryWorkbook(lines, translations),
    createdByName: actor.name,
    createdByUserId: actor.kind === 'user' ? actor.userId : null,
  });
  return { uri: signedDownload(runtime, document).uri, filename: document.name };
}
