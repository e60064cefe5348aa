// The rules of one row of the employee upload (issue 11; its columns, and the decisions on reading cells, in
// employee-columns.ts): the mapped cells of a row are checked and become the fields of one temporal record, as the
// employee routes take them.
import { hasControlCharacters, hasUnstorableText, MESSAGES } from '../../../../contracts/common.ts';
import { type EmployeeData, employeeDataPatch, POLICY_TYPES } from '../../../../contracts/employees.ts';
import type { RowIssueCode, RowIssueParams } from '../../../../contracts/uploads.ts';
import { parseUploadDate } from './absence-columns.ts';
import { normalizeLabel } from './columns.ts';
import {
  type CellKind,
  type EmployeeField,
  type GroupField,
  POLICY_FIELDS,
  policyField,
  REQUIRED_SCALARS,
  SCALAR_FIELDS,
  type ScalarField,
  type WageTypeColumn,
} from './employee-columns.ts';

const isoDayOf = (text: string): string | undefined => parseUploadDate(text)?.iso;

/** The English messages of the row's own rules (the keys are the lines' codes; row-issues.ts). */
export const EMPLOYEE_ROW_MESSAGES = {
  required: MESSAGES.nonEmpty,
  invalidDate: MESSAGES.date,
  validToBeforeValidFrom: 'validTo must not be before validFrom',
  unstorableText: MESSAGES.unstorableText,
  controlCharacters: MESSAGES.controlCharacters,
  policyNumberRequired: 'A policy group or business unit needs the policy number',
  ownConnection: 'An employee cannot be their own superior or HR business partner',
} as const satisfies Partial<Record<RowIssueCode, string>>;

/** The fields a row gives for the record, as the employee routes take them; `connections` as replacements. */
export type EmployeeRowFields = Partial<Omit<EmployeeData, 'connections'>> & {
  superiorId?: string | null;
  hrBusinessPartnerId?: string | null;
};

export type EmployeeRow = { employeeId: string; validFrom: string; validTo: string | null; fields: EmployeeRowFields };
/** A broken cell: its column (field), its value and what is wrong as a row report code (row-issues.ts). */
export type EmployeeRowError = {
  column: string | null;
  value: string | undefined;
  code: RowIssueCode;
  params?: RowIssueParams;
};
export type EmployeeRowResult = { ok: true; value: EmployeeRow } | { ok: false; errors: EmployeeRowError[] };

const YES = new Set(['ja', 'j', 'yes', 'y', 'oui', 'o', 'si', 'sì', 'true', '1', 'x', 'wahr', 'vrai', 'vero']);
const NO = new Set(['nein', 'n', 'no', 'non', 'false', '0', 'falsch', 'faux', 'falso']);
const SEX_WORDS: Record<string, 'MALE' | 'FEMALE'> = {
  m: 'MALE',
  male: 'MALE',
  mann: 'MALE',
  mannlich: 'MALE',
  masculin: 'MALE',
  homme: 'MALE',
  maschile: 'MALE',
  uomo: 'MALE',
  h: 'MALE',
  f: 'FEMALE',
  w: 'FEMALE',
  female: 'FEMALE',
  frau: 'FEMALE',
  weiblich: 'FEMALE',
  feminin: 'FEMALE',
  femme: 'FEMALE',
  femminile: 'FEMALE',
  donna: 'FEMALE',
};

/** A number cell: '1\'234.50', '1234,5', '80 %' → a number; anything else stays text (the schema names the field's rule). */
function numberOf(text: string): number | string {
  const cleaned = text
    .replace(/['’\s]/g, '')
    .replace(/%$/, '')
    .replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : text;
}

function cellValue(kind: CellKind, text: string): unknown {
  switch (kind) {
    case 'text':
      return text;
    case 'date':
      return isoDayOf(text) ?? text;
    case 'number':
      return numberOf(text);
    case 'boolean': {
      const word = text.toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : text;
    }
    case 'code': {
      // 'registered partnership' → REGISTERED_PARTNERSHIP; 'short-term work' → SHORT-TERM WORK (the code has both).
      const upper = text.toUpperCase().replace(/\s+/g, ' ');
      return upper.replace(/[\s_-]/g, '') === 'SHORTTERMWORK' ? 'SHORT-TERM WORK' : upper.replace(/[\s-]/g, '_');
    }
    case 'sex':
      return SEX_WORDS[normalizeLabel(text)] ?? text.toUpperCase();
  }
}

/** Which column an issue of the schema at `path` belongs to (for the row report). */
function columnOfPath(path: readonly PropertyKey[], fields: EmployeeRowFields, wageColumns: WageTypeColumn[]): string {
  const [top, index, leaf] = path;
  switch (top) {
    case 'address':
      return leaf === undefined && typeof index === 'string'
        ? index
        : typeof index === 'string'
          ? index
          : 'addressLine1';
    case 'bankAccount':
      return (
        (
          {
            iban: 'iban',
            bic: 'bic',
            holderName: 'accountHolderName',
            holderPostcode: 'accountHolderPostcode',
            holderCity: 'accountHolderCity',
            holderCountry: 'accountHolderCountry',
          } as Record<string, string>
        )[String(index)] ?? 'iban'
      );
    case 'emailAddresses': {
      const entry = fields.emailAddresses?.[Number(index)];
      return entry?.type === 'PRIVATE' ? 'privateEmail' : 'businessEmail';
    }
    case 'phoneNumbers': {
      const entry = fields.phoneNumbers?.[Number(index)];
      return entry?.type === 'PRIVATE' ? 'privatePhone' : 'businessPhone';
    }
    case 'wageTypes': {
      const entry = fields.wageTypes?.[Number(index)];
      return `wage:${entry?.wageTypeId ?? wageColumns[0]?.wageTypeId ?? ''}`;
    }
    case 'policies': {
      const entry = fields.policies?.[Number(index)];
      const part = leaf === 'groupId' ? 'group' : leaf === 'businessUnit' ? 'unit' : 'number';
      return entry ? policyField(entry.policyType, part) : 'policy:KTG:number';
    }
    default:
      return String(top ?? '');
  }
}

const ADDRESS_KEYS: Partial<Record<GroupField, string>> = {
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  streetName: 'streetName',
  buildingNumber: 'buildingNumber',
  zipCode: 'zipCode',
  city: 'city',
  country: 'country',
};

/**
 * Checks one employee row (the mapped cells: trimmed, '' as undefined) and turns it into the fields of a record.
 * Every broken cell is reported. `columns` are the fields the file has (a field it does not have is left out).
 */
export function parseEmployeeRow(
  record: Partial<Record<EmployeeField, string | undefined>>,
  wageCells: readonly { column: WageTypeColumn; value: string | undefined }[],
  columns: ReadonlySet<EmployeeField>,
): EmployeeRowResult {
  const errors: EmployeeRowError[] = [];
  const fail = (column: string | null, code: RowIssueCode, value?: string, params?: RowIssueParams) =>
    errors.push({ column, value, code, ...(params ? { params } : {}) });

  for (const [field, value] of Object.entries(record) as [EmployeeField, string | undefined][]) {
    if (value === undefined) continue;
    if (hasUnstorableText(value)) fail(field, 'unstorableText', value);
    else if (hasControlCharacters(value)) fail(field, 'controlCharacters', value);
  }
  if (errors.length > 0) return { ok: false, errors };

  const employeeId = record.employeeId;
  if (employeeId === undefined) fail('employeeId', 'required');
  else if (employeeId.length > 100) fail('employeeId', 'tooLong', employeeId, { max: 100 });
  const validFrom = record.validFrom === undefined ? undefined : isoDayOf(record.validFrom);
  if (record.validFrom === undefined) fail('validFrom', 'required');
  else if (!validFrom) fail('validFrom', 'invalidDate', record.validFrom);
  const validTo = record.validTo === undefined ? null : (isoDayOf(record.validTo) ?? undefined);
  if (validTo === undefined) fail('validTo', 'invalidDate', record.validTo);
  else if (validFrom && validTo && validTo < validFrom) {
    fail('validTo', 'validToBeforeValidFrom', record.validTo);
  }

  const fields: Record<string, unknown> = {};
  for (const [field, definition] of Object.entries(SCALAR_FIELDS) as [ScalarField, { kind: CellKind }][]) {
    if (!columns.has(field)) continue;
    const text = record[field];
    if (text === undefined && REQUIRED_SCALARS.includes(field)) fail(field, 'required');
    else fields[field] = text === undefined ? null : cellValue(definition.kind, text);
  }
  // employmentPercentage '80 %' etc. are numbers already; blank required names are refused by the schema (null).

  const has = (field: GroupField) => columns.has(field);
  if (Object.keys(ADDRESS_KEYS).some((field) => has(field as GroupField))) {
    const parts = Object.fromEntries(
      (Object.entries(ADDRESS_KEYS) as [GroupField, string][])
        .filter(([field]) => record[field] !== undefined)
        .map(([field, key]) => [key, key === 'country' ? (record[field] as string).toUpperCase() : record[field]]),
    );
    fields.address = Object.keys(parts).length === 0 ? null : parts;
  }
  if (has('businessEmail') || has('privateEmail')) {
    fields.emailAddresses = [
      ...(record.businessEmail ? [{ type: 'BUSINESS', emailAddress: record.businessEmail, isPreferred: false }] : []),
      ...(record.privateEmail ? [{ type: 'PRIVATE', emailAddress: record.privateEmail, isPreferred: false }] : []),
    ];
  }
  if (has('businessPhone') || has('privatePhone')) {
    fields.phoneNumbers = [
      ...(record.businessPhone ? [{ type: 'BUSINESS', phoneNumber: record.businessPhone, isPreferred: false }] : []),
      ...(record.privatePhone ? [{ type: 'PRIVATE', phoneNumber: record.privatePhone, isPreferred: false }] : []),
    ];
  }
  const accountFields: GroupField[] = [
    'iban',
    'bic',
    'accountHolderName',
    'accountHolderPostcode',
    'accountHolderCity',
    'accountHolderCountry',
  ];
  if (accountFields.some(has)) {
    const given = accountFields.filter((field) => record[field] !== undefined);
    if (given.length === 0) fields.bankAccount = null;
    else {
      const iban = (record.iban ?? '').replace(/\s+/g, '').toUpperCase();
      const domestic = iban.startsWith('CH') || iban.startsWith('LI');
      fields.bankAccount = {
        type: domestic ? 'DOMESTIC' : 'INTERNATIONAL',
        iban: record.iban ?? '',
        ...(domestic
          ? {}
          : { bic: record.bic ?? '', holderCountry: (record.accountHolderCountry ?? '').toUpperCase() }),
        holderName: record.accountHolderName ?? '',
        holderPostcode: record.accountHolderPostcode ?? '',
        holderCity: record.accountHolderCity ?? '',
      };
    }
  }
  const policyColumns = POLICY_FIELDS.filter((policy) => columns.has(policy.field));
  if (policyColumns.length > 0) {
    const policies: Record<string, unknown>[] = [];
    for (const type of POLICY_TYPES) {
      const number = record[policyField(type, 'number')];
      const group = record[policyField(type, 'group')];
      const unit = record[policyField(type, 'unit')];
      if (number === undefined) {
        if (group !== undefined) fail(policyField(type, 'group'), 'policyNumberRequired', group);
        if (unit !== undefined) fail(policyField(type, 'unit'), 'policyNumberRequired', unit);
        continue;
      }
      policies.push({
        policyType: type,
        policyNumber: number,
        ...(group === undefined ? {} : { groupId: group }),
        ...(unit === undefined ? {} : { businessUnit: unit }),
      });
    }
    fields.policies = policies;
  }
  if (wageCells.length > 0) {
    fields.wageTypes = wageCells
      .filter((cell) => cell.value !== undefined)
      .map((cell) => ({ wageTypeId: cell.column.wageTypeId, amount: numberOf(cell.value as string) }));
  }

  const checked = employeeDataPatch.safeParse(fields);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const column = columnOfPath(
        issue.path,
        fields as EmployeeRowFields,
        wageCells.map((cell) => cell.column),
      );
      const value = column.startsWith('wage:')
        ? wageCells.find((cell) => `wage:${cell.column.wageTypeId}` === column)?.value
        : record[column as EmployeeField];
      fail(column, 'invalidValue', value, { message: issue.message });
    }
  }
  for (const key of ['superiorId', 'hrBusinessPartnerId'] as const) {
    if (!has(key)) continue;
    const target = record[key] ?? null;
    if (target !== null && target === employeeId) fail(key, 'ownConnection', target);
  }
  if (errors.length > 0 || !employeeId || !validFrom || validTo === undefined) {
    return { ok: false, errors };
  }
  const value: EmployeeRowFields = checked.success ? (checked.data as EmployeeRowFields) : {};
  if (has('superiorId')) value.superiorId = record.superiorId ?? null;
  if (has('hrBusinessPartnerId')) value.hrBusinessPartnerId = record.hrBusinessPartnerId ?? null;
  return { ok: true, value: { employeeId, validFrom, validTo, fields: value } };
}
