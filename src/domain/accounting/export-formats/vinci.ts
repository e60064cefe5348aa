// VINCI: a customer payroll format the spec names but does not describe. Shipped as the tab-separated file of an
// international group's payroll hub (decision 0028): UTF-8 without BOM, TAB, '.' decimals, ISO dates, LF, English
// snake_case headers, no quoting (tabs and line breaks inside values become spaces), a currency column; text that
// starts like a formula (= + - @) gets an apostrophe, as in every delimited export people open in a spreadsheet.
import type { ExportLayout } from '../export-layouts.ts';

export const VINCI_LAYOUT: ExportLayout = {
  fileType: 'VINCI',
  kind: 'delimited',
  mimeType: 'text/tab-separated-values; charset=utf-8',
  fileExtension: 'tsv',
  columns: [
    { field: 'personnelNumber', header: 'employee_id', format: 'text' },
    { field: 'lastName', header: 'last_name', format: 'text' },
    { field: 'firstName', header: 'first_name', format: 'text' },
    { field: 'accountOut', header: 'pay_code', format: 'text' },
    { field: 'accountOutDescription', header: 'pay_code_label', format: 'text' },
    { field: 'accountIn', header: 'gl_account', format: 'text' },
    { field: 'accountingMonthId', header: 'period', format: 'month' },
    { field: 'startDate', header: 'start_date', format: 'date' },
    { field: 'endDate', header: 'end_date', format: 'date' },
    { field: 'days', header: 'days', format: 'integer' },
    { field: 'dailyAllowance', header: 'daily_rate', format: 'chf' },
    { field: 'amount', header: 'amount', format: 'chf' },
    { field: { constant: 'CHF' }, header: 'currency', format: 'text' },
    { field: 'companySubunitId', header: 'entity', format: 'text' },
    { field: 'processingGroupId', header: 'payroll_group', format: 'text' },
    { field: 'caseNumber', header: 'case_number', format: 'integer' },
    { field: 'isCorrection', header: 'is_correction', format: 'boolean' },
    { field: 'correctedMonthId', header: 'corrected_period', format: 'month' },
  ],
  order: ['companySubunitId', 'personnelNumber', 'startDate'],
  separator: '\t',
  decimalSeparator: '.',
  quoting: 'none',
  quoteChar: '"',
  guardFormulas: true,
  lineEnding: '\n',
  encoding: 'utf-8',
  dateFormat: 'yyyy-MM-dd',
  booleanValues: ['true', 'false'],
  hasHeaderRow: true,
};
