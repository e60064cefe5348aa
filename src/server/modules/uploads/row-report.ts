// The row report of an upload (issue 11): every refused or noted cell (row, column, value, message), as XLSX that
// opens cleanly in Excel and LibreOffice, or as CSV (UTF-8 with BOM, ';'), streamed from the database in pages into
// the document store, so a report of a million lines never sits in memory. Headers, kinds and messages are in the
// reader's language (the lines' codes said by row-issues.ts, dates Swiss; decision 0040).
import { PassThrough, Readable } from 'node:stream';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../../../db/client.ts';
import { fileUploadRowIssues } from '../../../db/schema/file-uploads.ts';
import { type ReportLanguage, type RowIssueCode, type RowIssueParams, rowIssueText } from './row-issues.ts';

export type ReportLine = {
  rowNumber: number;
  severity: 'error' | 'notice';
  column: string | null;
  value: string | null;
  message: string;
  code: string | null;
  params: unknown;
};

/** A line's message in the reader's language (a line recorded before codes existed: its English message). */
function messageOf(line: ReportLine, language: ReportLanguage): string {
  return line.code === null
    ? line.message
    : rowIssueText(line.code as RowIssueCode, (line.params ?? undefined) as RowIssueParams | undefined, language);
}

export const REPORT_HEADERS: Record<ReportLanguage, readonly string[]> = {
  de: ['Zeile', 'Art', 'Spalte', 'Wert', 'Meldung'],
  fr: ['Ligne', 'Type', 'Colonne', 'Valeur', 'Message'],
  it: ['Riga', 'Tipo', 'Colonna', 'Valore', 'Messaggio'],
  en: ['Row', 'Kind', 'Column', 'Value', 'Message'],
};
const SEVERITY = {
  de: { error: 'Fehler (Zeile nicht übernommen)', notice: 'Hinweis' },
  fr: { error: 'Erreur (ligne non reprise)', notice: 'Remarque' },
  it: { error: 'Errore (riga non ripresa)', notice: 'Nota' },
  en: { error: 'Error (row not applied)', notice: 'Notice' },
} as const;

/** The report's lines in file order, page by page (keyset paging on row and sequence). */
export async function* reportLines(database: Database, tenantId: string, uploadId: string, pageSize = 5000) {
  let after: { rowNumber: number; seq: number } | null = null;
  for (;;) {
    const cursor: { rowNumber: number; seq: number } | null = after;
    const page: (typeof fileUploadRowIssues.$inferSelect)[] = await database.withTenant(tenantId, (tx) =>
      tx
        .select()
        .from(fileUploadRowIssues)
        .where(
          and(
            eq(fileUploadRowIssues.uploadId, uploadId),
            cursor
              ? or(
                  gt(fileUploadRowIssues.rowNumber, cursor.rowNumber),
                  and(eq(fileUploadRowIssues.rowNumber, cursor.rowNumber), gt(fileUploadRowIssues.seq, cursor.seq)),
                )
              : sql`true`,
          ),
        )
        .orderBy(asc(fileUploadRowIssues.rowNumber), asc(fileUploadRowIssues.seq))
        .limit(pageSize),
    );
    for (const line of page) yield line as ReportLine & { seq: number };
    const last = page[page.length - 1];
    if (!last || page.length < pageSize) return;
    after = { rowNumber: last.rowNumber, seq: last.seq };
  }
}

/** A CSV field: quoted when it holds the delimiter, a quote or a line break; a leading = + - @ is defused. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvReport(lines: AsyncIterable<ReportLine>, language: ReportLanguage): Readable {
  async function* generate() {
    yield Buffer.from(`\ufeff${REPORT_HEADERS[language].join(';')}\r\n`);
    let chunk = '';
    for await (const line of lines) {
      chunk += `${[line.rowNumber, SEVERITY[language][line.severity], line.column, line.value, messageOf(line, language)].map(csvField).join(';')}\r\n`;
      if (chunk.length > 64_000) {
        yield Buffer.from(chunk);
        chunk = '';
      }
    }
    if (chunk) yield Buffer.from(chunk);
  }
  return Readable.from(generate());
}

export function xlsxReport(lines: AsyncIterable<ReportLine>, language: ReportLanguage, title: string): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [{ width: 8 }, { width: 28 }, { width: 22 }, { width: 28 }, { width: 70 }];
  (async () => {
    const header = sheet.addRow([...REPORT_HEADERS[language]]);
    header.font = { bold: true };
    header.commit();
    for await (const line of lines) {
      // Cell text is never a formula: exceljs writes strings as strings.
      sheet
        .addRow([
          line.rowNumber,
          SEVERITY[language][line.severity],
          line.column ?? '',
          line.value ?? '',
          messageOf(line, language),
        ])
        .commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
