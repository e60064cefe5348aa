// GZF: a customer payroll format the spec names but does not describe. Shipped as the semicolon file older Swiss
// payroll packages import as "variable Lohndaten" (decision 0028): windows-1252 without BOM, ';', decimal comma,
// dd.MM.yyyy, CRLF, a header row, every text value quoted. Delimited, so no field widths: a value is never cut.
// Characters windows-1252 lacks are transliterated (Łukasz-Żółć -> Lukasz-Zolc; decision 0043), and
// `exportTextChanges` lists what a file spells differently.
import type { ExportLayout } from '../export-layouts.ts';

export const GZF_LAYOUT: ExportLayout = {
  fileType: 'GZF',
  kind: 'delimited',
  mimeType: 'text/csv; charset=windows-1252',
  fileExtension: 'csv',
  columns: [
    { field: 'personnelNumber', header: 'MA-Nr', format: 'text' },
    { field: 'lastName', header: 'Name', format: 'text' },
    { field: 'firstName', header: 'Vorname', format: 'text' },
    { field: 'accountOut', header: 'Lohnart', format: 'text' },
    { field: 'accountOutDescription', header: 'Bezeichnung', format: 'text' },
    { field: 'startDate', header: 'Datum von', format: 'date' },
    { field: 'endDate', header: 'Datum bis', format: 'date' },
    { field: 'days', header: 'Anzahl', format: 'integer' },
    { field: 'dailyAllowance', header: 'Ansatz', format: 'chf' },
    { field: 'amount', header: 'Betrag', format: 'chf' },
    { field: 'accountIn', header: 'Konto', format: 'text' },
    { field: 'companySubunitId', header: 'Kostenstelle', format: 'text' },
    { field: 'caseNumber', header: 'Fall-Nr', format: 'integer' },
    { field: 'isCorrection', header: 'Korrektur', format: 'boolean' },
  ],
  order: ['personnelNumber', 'accountOut', 'startDate'],
  separator: ';',
  decimalSeparator: ',',
  quoting: 'text',
  quoteChar: '"',
  guardFormulas: true,
  lineEnding: '\r\n',
  encoding: 'windows-1252',
  dateFormat: 'dd.MM.yyyy',
  booleanValues: ['J', 'N'],
  hasHeaderRow: true,
};
