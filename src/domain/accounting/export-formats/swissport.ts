// SWISSPORT: a customer payroll format the spec names but does not describe. Shipped as a fixed-width record file
// of the kind SAP-HR-style payroll inbound interfaces read (decision 0028): windows-1252, CRLF, no header row,
// dates yyyyMMdd, amounts in Rappen zero-padded after a leading sign, percentages in hundredths; 138 characters per
// record. Names are cut to their width; a personnel number, account or amount that does not fit is an error.
// Characters windows-1252 lacks are transliterated before a column measures them (Ł -> L; decision 0043), and
// `exportTextChanges` lists what a file spells differently or cuts.
//
// The record (positions 1-based, inclusive; the test "SWISSPORT field positions" checks this table):
//
// | field  | from | to  | width | content                                   | too long          |
// |--------|------|-----|-------|-------------------------------------------|-------------------|
// | RT     |   1  |   2 |   2   | record type, always "TG"                  | –                 |
// | PERNR  |   3  |  12 |  10   | personnel number, left, blank-padded      | error             |
// | LGART  |  13  |  18 |   6   | wage type (accountOut)                    | error             |
// | GKONTO |  19  |  28 |  10   | counter account (accountIn)               | error             |
// | BUDAT  |  29  |  36 |   8   | payroll date (last day of the month)      | –                 |
// | BEGDA  |  37  |  44 |   8   | first day of the line                     | –                 |
// | ENDDA  |  45  |  52 |   8   | last day of the line                      | –                 |
// | ANZHL  |  53  |  55 |   3   | days, zero-padded                         | error             |
// | BETPE  |  56  |  64 |   9   | daily allowance in Rappen, zero-padded    | error             |
// | BETRG  |  65  |  75 |  11   | amount in Rappen, sign first (-0000129240)| error             |
// | AUPRZ  |  76  |  80 |   5   | incapacity in hundredths of a percent     | error             |
// | K      |  81  |  81 |   1   | "K" for a correction, else blank          | –                 |
// | FALLNR |  82  |  89 |   8   | case number, zero-padded                  | error             |
// | BTEIL  |  90  |  99 |  10   | company subunit id                        | error             |
// | ABKRS  | 100  | 109 |  10   | processing group id                       | error             |
// | NACHN  | 110  | 129 |  20   | last name                                 | cut to 20         |
// | VORNA  | 130  | 138 |   9   | first name ("Alexandrina" -> "Alexandri") | cut to 9          |
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
