// ABA_CONNECT (spec file type): the import into the Abacus payroll (application LOHN) through AbaConnect.
// Sources (decision 0028, "ABA_CONNECT"):
// - Abacus' public AbaConnect interface documentation (downloads.abacus.ch/fileadmin/ablage/abaconnect/htmlfiles/
//   lohn/): every LOHN interface imports and exports XML in one container — <AbaConnectContainer> with
//   <TaskCount>, a <Task> whose <Parameter> names <Application>LOHN</Application>, the interface <Id>, <MapId>
//   AbaDefault</MapId>, <Version> and an optional <Mandant> (client number; only restricts the import), followed by
//   <Transaction> elements holding one record each with mode='SAVE'. The interface for variable wage data entered
//   before a payroll run is "XML Preentry", Id HierarchyPreEntry (LOHN__HierarchyPreEntry_2014.00_AbaDefault_EN).
// - Version (decision 0043, issue 28): the container's <Version> names the interface version the file is written
//   for. LOHN__HierarchyPreEntry_2014.00 is marked "Expiring (Available until Abacus V2025)"; the LOHN interfaces
//   Abacus publishes as "Productive" today are version 2026.00 (LOHN__HierarchyTextsAndCodes_2026.00,
//   …WageStatementComments_2026.00, …WageStatementTemplates_2026.00, …StandardRateDefinition_2026.00, each
//   `<Version>2026.00</Version>` in the same container). The file is written for 2026.00; a page of the PreEntry
//   interface in that version was not found, so an Abacus partner confirms it on the tenant's release.
// - Not verified: the field names inside <PreEntry> (the public page's field table was not readable here).
//   The child elements below are this platform's design in AbaConnect's naming style; an Abacus partner maps them
//   in the tenant's AbaConnect mapping or the layout's headers are renamed — the layout is data, not code.
import type { ExportLayout } from '../export-layouts.ts';

export const ABA_CONNECT_INTERFACE = { id: 'HierarchyPreEntry', mapId: 'AbaDefault', version: '2026.00' } as const;

export const ABA_CONNECT_LAYOUT: ExportLayout = {
  fileType: 'ABA_CONNECT',
  kind: 'xml',
  mimeType: 'application/xml',
  fileExtension: 'xml',
  columns: [
    { field: 'personnelNumber', header: 'EmployeeNumber', format: 'text' },
    { field: 'accountOut', header: 'WageType', format: 'text' },
    { field: 'accountOutDescription', header: 'Text', format: 'text' },
    { field: 'payrollDate', header: 'PayrollDate', format: 'date' },
    { field: 'startDate', header: 'DateFrom', format: 'date' },
    { field: 'endDate', header: 'DateTo', format: 'date' },
    { field: 'days', header: 'Quantity', format: 'integer' },
    { field: 'dailyAllowance', header: 'Rate', format: 'chf' },
    { field: 'amount', header: 'Amount', format: 'chf' },
    { field: 'accountIn', header: 'CounterAccount', format: 'text' },
    { field: 'companySubunitId', header: 'CostCentre', format: 'text' },
    { field: 'caseNumber', header: 'Reference', format: 'integer' },
  ],
  order: ['personnelNumber', 'accountOut', 'startDate'],
  separator: '',
  decimalSeparator: '.',
  quoting: 'none',
  quoteChar: '"',
  guardFormulas: false,
  lineEnding: '\n',
  encoding: 'utf-8',
  dateFormat: 'yyyy-MM-dd',
  booleanValues: ['true', 'false'],
  hasHeaderRow: false,
  xml: {
    open: [
      "<?xml version='1.0' encoding='UTF-8'?>",
      '<AbaConnectContainer>',
      '  <TaskCount>1</TaskCount>',
      '  <Task>',
      '    <Parameter>',
      '      <Application>LOHN</Application>',
      `      <Id>${ABA_CONNECT_INTERFACE.id}</Id>`,
      `      <MapId>${ABA_CONNECT_INTERFACE.mapId}</MapId>`,
      `      <Version>${ABA_CONNECT_INTERFACE.version}</Version>`,
      '      <Mandant>{payrollClientNumber}</Mandant>',
      '    </Parameter>',
    ],
    recordOpen: ['    <Transaction>', "      <PreEntry mode='SAVE'>"],
    recordClose: ['      </PreEntry>', '    </Transaction>'],
    close: ['  </Task>', '</AbaConnectContainer>'],
    fieldIndent: '        ',
  },
};
