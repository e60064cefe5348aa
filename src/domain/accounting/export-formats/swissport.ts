// SWISSPORT: a customer payroll format the spec names but does not describe. Shipped as a fixed-width record file
// of the kind SAP-HR-style payroll inbound interfaces read (decision 0028): windows-1252, CRLF, no header row,
// dates yyyyMMdd, amounts in Rappen zero-padded after a leading sign, percentages in hundredths; 138 characters per
// record. Names are cut to their width; a personnel number, account or amount that does not fit is an error.
import type { ExportLayout } from '../export-layouts.ts';

export const SWISSPORT_LAYOUT: ExportLayout = {
  fileType: 'SWISSPORT',
  kind: 'fixed-width',
  mimeType: 'text/plain; charset=windows-1252',
  fileExtension: 'txt',
  columns: [
    { field: { constant: 'TG' }, header: 'RT', format: 'text', width: 2 },
    { field: 'personnelNumber', header: 'PERNR', format: 'text', width: 10 },
    { field: 'accountOut', header: 'LGART', format: 'text', width: 6 },
    { field: 'accountIn', header: 'GKONTO', format: 'text', width: 10 },
    { field: 'payrollDate', header: 'BUDAT', format: 'date', width: 8 },
    { field: 'startDate', header: 'BEGDA', format: 'date', width: 8 },
    { field: 'endDate', header: 'ENDDA', format: 'date', width: 8 },
    { field: 'days', header: 'ANZHL', format: 'integer', width: 3, pad: '0' },
    { field: 'dailyAllowance', header: 'BETPE', format: 'rappen', width: 9, pad: '0' },
    { field: 'amount', header: 'BETRG', format: 'rappen', width: 11, pad: '0' },
    { field: 'incapacityOfWork', header: 'AUPRZ', format: 'percent-hundredths', width: 5, pad: '0' },
    { field: 'isCorrection', header: 'K', format: 'boolean', width: 1 },
    { field: 'caseNumber', header: 'FALLNR', format: 'integer', width: 8, pad: '0' },
    { field: 'companySubunitId', header: 'BTEIL', format: 'text', width: 10 },
    { field: 'processingGroupId', header: 'ABKRS', format: 'text', width: 10 },
    { field: 'lastName', header: 'NACHN', format: 'text', width: 20, truncate: true },
    { field: 'firstName', header: 'VORNA', format: 'text', width: 9, truncate: true },
  ],
  order: ['personnelNumber', 'startDate'],
  separator: '',
  decimalSeparator: '.',
  quoting: 'none',
  quoteChar: '"',
  guardFormulas: false,
  lineEnding: '\r\n',
  encoding: 'windows-1252',
  dateFormat: 'yyyyMMdd',
  booleanValues: ['K', ' '],
  hasHeaderRow: false,
};
