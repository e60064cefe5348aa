// The export summary of an employee upload (spec: POST /employee-upload/{uploadId}/export-summary; "employee
// statistics row": subunit, groupId, numEmployees, totalSalary): an XLSX with one line per company subunit and
// processing group of the employees the file listed, and a total line, in the caller's words (`translations`).
// The statistics are summed up while the upload applies (employee-upload.processor.ts); here they are only read.
// The whole file speaks the requester's language (decision 0043, issue 28; before, the sheet was "Summary" and the
// metadata "Absence management" in every language, with German unit names in a French file): the column titles
// come with the request (`translations`), the sheet name, the document's title and subject and the file name from
// SUMMARY_TEXTS in the requester's language (a user's profile language, else the tenant's correspondence language),
// the company is the tenant, the subject the uploaded file. Subunits and groups are shown by name with their id: the name of the organisation unit
// of that id in the requester's language (descriptionDe/Fr/It/En; spec: an organisation unit is a company
// subunit), else the configuration's name (a processing group has one name, in the tenant's words).
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../../../db/client.ts';
import { employeeUploadStatistics } from '../../../db/schema/file-uploads.ts';
import { users } from '../../../db/schema/identity.ts';
import { organizationUnits } from '../../../db/schema/tenant-configuration.ts';
import { tenants } from '../../../db/schema/tenants.ts';
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

export type SummaryLanguage = 'de' | 'fr' | 'it' | 'en';

/** The file's own words: the sheet's name (31 characters at most) and the document's title. */
export const SUMMARY_TEXTS: Record<SummaryLanguage, { sheet: string; title: string }> = {
  de: { sheet: 'Zusammenfassung', title: 'Zusammenfassung des Mitarbeitenden-Uploads' },
  fr: { sheet: 'Résumé', title: 'Résumé de l’import des collaborateurs' },
  it: { sheet: 'Riepilogo', title: 'Riepilogo del caricamento dei collaboratori' },
  en: { sheet: 'Summary', title: 'Employee upload summary' },
};

/** The document's metadata: the company (the tenant) and the uploaded file's name as the subject. */
export type SummaryMeta = { language: SummaryLanguage; companyName: string; fileName: string };

const CHF_FORMAT = '#,##0.00';

/** "Name (ID)", the id alone without a name, '–' for none. */
function labelOf(id: string, names: Map<string, string | null>): string {
  if (id === '') return '–';
  const name = names.get(id);
  return name && name !== id ? `${name} (${id})` : id;
}

/** de/fr/it/en of a user's language or a tenant's correspondence language (DE, FR, …); German otherwise. */
export function summaryLanguageOf(...candidates: (string | null | undefined)[]): SummaryLanguage {
  for (const candidate of candidates) {
    const code = candidate?.toLowerCase();
    if (code === 'de' || code === 'fr' || code === 'it' || code === 'en') return code;
  }
  return 'de';
}

const DESCRIPTION_COLUMN = {
  de: 'descriptionDe',
  fr: 'descriptionFr',
  it: 'descriptionIt',
  en: 'descriptionEn',
} as const satisfies Record<SummaryLanguage, string>;

/** The workbook: a header, the lines sorted by subunit and group, the total with SUM formulas and cached values. */
export async function summaryWorkbook(
  lines: SummaryLine[],
  translations: SummaryTranslations,
  meta: SummaryMeta = { language: 'de', companyName: '', fileName: '' },
): Promise<Buffer> {
  const texts = SUMMARY_TEXTS[meta.language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Absenza';
  workbook.lastModifiedBy = 'Absenza';
  workbook.title = texts.title;
  workbook.subject = meta.fileName;
  workbook.company = meta.companyName;
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
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
  const { lines, fileName, language, companyName } = await inTenant(database, ctx, async (tx) => {
    const { upload, document } = await findUpload(tx, uploadId, 'employee');
    if (upload.status === 'processing') {
      throw new AppError(
        'FILES_PROCESSING',
        'The upload is still being processed; the summary follows when it is done',
      );
    }
    const [tenant] = await tx
      .select({ name: tenants.name, language: tenants.defaultCorrespondenceLanguage })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    const [user] =
      actor.kind === 'user'
        ? await tx.select({ language: users.language }).from(users).where(eq(users.id, actor.userId))
        : [];
    // The requester's language: a user's (the UI follows the profile), else the tenant's correspondence language.
    const requested = summaryLanguageOf(user?.language, tenant?.language);
    const rows = await tx
      .select()
      .from(employeeUploadStatistics)
      .where(eq(employeeUploadStatistics.uploadId, upload.id))
      .orderBy(asc(employeeUploadStatistics.companySubunitId), asc(employeeUploadStatistics.processingGroupId));
    const configuration = (await currentConfigurationVersion(tx, tenantId))?.configuration as
      | {
          name?: string;
          companySubunits?: { companySubunitId: string; name: string | null }[];
          processingGroups?: { processingGroupId: string; name: string }[];
        }
      | undefined;
    // An organisation unit's name in the requested language wins over the configuration's one name.
    const units = await tx
      .select({ id: organizationUnits.organizationId, name: organizationUnits[DESCRIPTION_COLUMN[requested]] })
      .from(organizationUnits);
    const localized = new Map(units.filter((unit) => unit.name.trim() !== '').map((unit) => [unit.id, unit.name]));
    const named = <T>(entries: readonly T[], idOf: (entry: T) => string, nameOf: (entry: T) => string | null) =>
      new Map(entries.map((entry) => [idOf(entry), localized.get(idOf(entry)) ?? nameOf(entry)] as const));
    const subunits = named(
      configuration?.companySubunits ?? [],
      (unit) => unit.companySubunitId,
      (unit) => unit.name,
    );
    const groups = named(
      configuration?.processingGroups ?? [],
      (group) => group.processingGroupId,
      (group) => group.name,
    );
    for (const [id, name] of localized) {
      if (!subunits.has(id)) subunits.set(id, name);
      if (!groups.has(id)) groups.set(id, name);
    }
    return {
      fileName: (document?.name ?? 'upload').replace(/\.[^.]+$/, ''),
      language: requested,
      companyName: configuration?.name ?? tenant?.name ?? '',
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
    content: await summaryWorkbook(lines, translations, { language, companyName, fileName }),
    createdByName: actor.name,
    createdByUserId: actor.kind === 'user' ? actor.userId : null,
  });
  return { uri: signedDownload(runtime, document).uri, filename: document.name };
}
