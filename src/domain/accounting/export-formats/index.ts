// The salary export presets and which files a tenant gets (decision 0028, "How a tenant chooses").
import type { ExportLayout, SalaryExportFileType } from '../export-layouts.ts';
import { ABA_CONNECT_LAYOUT } from './aba-connect.ts';
import { CSV_LAYOUT } from './csv.ts';
import { GZF_LAYOUT } from './gzf.ts';
import { JSON_LAYOUT } from './json.ts';
import { SWISSPORT_LAYOUT } from './swissport.ts';
import { VINCI_LAYOUT } from './vinci.ts';

export const EXPORT_LAYOUTS: Record<SalaryExportFileType, ExportLayout> = {
  JSON: JSON_LAYOUT,
  CSV: CSV_LAYOUT,
  ABA_CONNECT: ABA_CONNECT_LAYOUT,
  SWISSPORT: SWISSPORT_LAYOUT,
  GZF: GZF_LAYOUT,
  VINCI: VINCI_LAYOUT,
};

/** The payroll formats a predefined export selects by its key. */
const PAYROLL_FORMATS = ['ABA_CONNECT', 'SWISSPORT', 'GZF', 'VINCI'] as const;

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The part of the insurance configuration that chooses the files (src/contracts/tenant.ts). */
export type ExportChoice = {
  exportMimeTypes: readonly string[];
  predefinedExports: readonly { key: string; name: string }[];
};

export type PlannedExport =
  | {
      type: 'SALARY_EXPORT';
      fileType: SalaryExportFileType;
      /** What the tenant calls it: the predefined export's name, else the file type. */
      name: string;
      layout: ExportLayout;
    }
  | { type: 'KTG_PROTOCOL'; fileType: 'PDF' | 'XLSX'; name: string; mimeType: string };

/** "aba-connect", "AbaConnect", "ABA_CONNECT" and "salary-export:aba_connect" all name ABA_CONNECT. */
function payrollFormatOf(key: string): (typeof PAYROLL_FORMATS)[number] | null {
  const compact = key
    .replace(/^salary-export[:/]/i, '')
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase();
  return PAYROLL_FORMATS.find((format) => format.replace('_', '') === compact) ?? null;
}

/**
 * The files a tenant gets for each accounting month, subunit and group (decision 0028):
 * - the salary exports: JSON when exportMimeTypes lists application/json, CSV when it lists text/csv, and each
 *   payroll format (ABA_CONNECT, SWISSPORT, GZF, VINCI) a predefined export names by its key; JSON when that
 *   selects nothing, so every month has a machine-readable export;
 * - the KTG protocol as PDF and XLSX always: it is the insurer's document, not a payroll import.
 * The order is stable (JSON, CSV, payroll formats in configuration order, then the protocol), each file type once.
 */
export function exportPresetsFor(configuration: ExportChoice): PlannedExport[] {
  const planned: PlannedExport[] = [];
  const chosen = new Set<SalaryExportFileType>();
  const add = (fileType: SalaryExportFileType, name: string) => {
    if (chosen.has(fileType)) return;
    chosen.add(fileType);
    planned.push({ type: 'SALARY_EXPORT', fileType, name, layout: EXPORT_LAYOUTS[fileType] });
  };
  const mimeTypes = new Set(configuration.exportMimeTypes.map((type) => type.split(';')[0]?.trim().toLowerCase()));
  if (mimeTypes.has('application/json')) add('JSON', 'JSON');
  if (mimeTypes.has('text/csv')) add('CSV', 'CSV');
  for (const predefined of configuration.predefinedExports) {
    const format = payrollFormatOf(predefined.key);
    if (format) add(format, predefined.name);
  }
  if (planned.length === 0) add('JSON', 'JSON');
  planned.push(
    { type: 'KTG_PROTOCOL', fileType: 'PDF', name: 'KTG protocol', mimeType: 'application/pdf' },
    { type: 'KTG_PROTOCOL', fileType: 'XLSX', name: 'KTG protocol', mimeType: XLSX_MIME_TYPE },
  );
  return planned;
}
