// The employee form's working copy ("draft") and its conversion to and from the contract's employeeData. Inputs
// hold what the user typed (texts, '' for an empty number, 'yes'/'no'/'' for a yes/no question); draftToInput
// turns that into the shape the contract validates, so the one Zod schema (employeeData) judges the form exactly
// as the API will. Pure, tested without a browser.
import type {
  BankAccount,
  ConnectionKind,
  EmailAddress,
  EmployeeData,
  EmploymentContractType,
  MaritalStatus,
  PhoneNumber,
  PolicyType,
  ProfessionalPosition,
  SalaryBasis,
  Sex,
  WorkingFrequency,
} from '../../../../src/contracts/index.ts';
import { ACCIDENT_POLICY_TYPES } from '../../../../src/contracts/index.ts';
import { formatIban } from '../../lib/format.ts';

/** A number input's value: a number, '' when empty, or the text while it is not (yet) a number. */
export type NumberDraft = number | string;
/** A yes/no question that may be unanswered (the contract's nullable booleans). */
export type TriStateDraft = '' | 'yes' | 'no';
export type BankAccountTypeDraft = 'NONE' | BankAccount['type'];

type Keyed = { /** React key of a list row; not sent. */ key: string };

export type PhoneDraft = Keyed & { type: PhoneNumber['type']; phoneNumber: string; isPreferred: boolean };
export type EmailDraft = Keyed & { type: EmailAddress['type']; emailAddress: string; isPreferred: boolean };
export type WageTypeDraft = Keyed & { wageTypeId: string; amount: NumberDraft; description: string };
export type PolicyDraft = Keyed & {
  policyType: PolicyType;
  policyNumber: string;
  groupId: string;
  /** Only UVG and UVGZ policies name a business unit. */
  businessUnit: string;
};
export type ConnectionDraft = Keyed & { kind: ConnectionKind; employeeId: string };

export type AddressDraft = {
  addressLine1: string;
  addressLine2: string;
  /** The structured street for payment files; blank: read from addressLine1 (docs/decisions/0032-…). */
  streetName: string;
  buildingNumber: string;
  zipCode: string;
  city: string;
  country: string | null;
};

export type BankAccountDraft = {
  type: BankAccountTypeDraft;
  iban: string;
  bic: string;
  holderName: string;
  holderPostcode: string;
  holderCity: string;
  holderCountry: string | null;
};

export type EmployeeDraft = {
  personnelNumber: string;
  firstName: string;
  lastName: string;
  companySubunitId: string;
  processingGroupId: string;
  // Personal
  dateOfBirth: string | null;
  oasiNumber: string;
  sex: Sex | null;
  maritalStatus: MaritalStatus | null;
  nationality: string | null;
  correspondenceLanguage: string | null;
  numberOfChildren: NumberDraft;
  isSubjectToWithholdingTax: TriStateDraft;
  zemisNumber: string;
  // Contact
  address: AddressDraft;
  phoneNumbers: PhoneDraft[];
  emailAddresses: EmailDraft[];
  // Employment
  dateOfEmployment: string | null;
  anniversaryAdjustedDateOfEmployment: string | null;
  leavingDate: string | null;
  employmentContractType: EmploymentContractType | null;
  professionalPosition: ProfessionalPosition | null;
  profession: string;
  professionCode: string;
  usualWorkplace: string;
  workplaceCode: string;
  employmentPercentage: NumberDraft;
  workingDaysPerWeek: NumberDraft;
  standardWorkingHoursPerWeek: NumberDraft;
  workingHoursPerWeek: NumberDraft;
  workingFrequency: WorkingFrequency | null;
  isSubjectToCollectiveBargainingAgreement: TriStateDraft;
  isMemberOfManagement: TriStateDraft;
  // Salary and insurance
  salaryBasis: SalaryBasis | null;
  wageTypes: WageTypeDraft[];
  policies: PolicyDraft[];
  bankAccount: BankAccountDraft;
  connections: ConnectionDraft[];
};

let keyCounter = 0;
/** A fresh React key for a new list row. */
export function newRowKey(): string {
  keyCounter += 1;
  return `row-${keyCounter}`;
}

export const EMPTY_ADDRESS: AddressDraft = {
  addressLine1: '',
  addressLine2: '',
  streetName: '',
  buildingNumber: '',
  zipCode: '',
  city: '',
  country: 'CH',
};
export const EMPTY_BANK_ACCOUNT: BankAccountDraft = {
  type: 'NONE',
  iban: '',
  bic: '',
  holderName: '',
  holderPostcode: '',
  holderCity: '',
  holderCountry: null,
};

export const newPhone = (): PhoneDraft => ({ key: newRowKey(), type: 'BUSINESS', phoneNumber: '', isPreferred: false });
export const newEmail = (): EmailDraft => ({
  key: newRowKey(),
  type: 'BUSINESS',
  emailAddress: '',
  isPreferred: false,
});
export const newWageType = (): WageTypeDraft => ({ key: newRowKey(), wageTypeId: '', amount: '', description: '' });
export const newPolicy = (): PolicyDraft => ({
  key: newRowKey(),
  policyType: 'KTG',
  policyNumber: '',
  groupId: '',
  businessUnit: '',
});
export const newConnection = (): ConnectionDraft => ({ key: newRowKey(), kind: 'SUPERIOR', employeeId: '' });

/** The draft of a new employee; `correspondenceLanguage` may be preset (the company's default). */
export function emptyDraft(preset: { correspondenceLanguage?: string | null } = {}): EmployeeDraft {
  return {
    personnelNumber: '',
    firstName: '',
    lastName: '',
    companySubunitId: '',
    processingGroupId: '',
    dateOfBirth: null,
    oasiNumber: '',
    sex: null,
    maritalStatus: null,
    nationality: null,
    correspondenceLanguage: preset.correspondenceLanguage ?? null,
    numberOfChildren: '',
    isSubjectToWithholdingTax: '',
    zemisNumber: '',
    address: { ...EMPTY_ADDRESS },
    phoneNumbers: [],
    emailAddresses: [],
    dateOfEmployment: null,
    anniversaryAdjustedDateOfEmployment: null,
    leavingDate: null,
    employmentContractType: null,
    professionalPosition: null,
    profession: '',
    professionCode: '',
    usualWorkplace: '',
    workplaceCode: '',
    employmentPercentage: '',
    workingDaysPerWeek: '',
    standardWorkingHoursPerWeek: '',
    workingHoursPerWeek: '',
    workingFrequency: null,
    isSubjectToCollectiveBargainingAgreement: '',
    isMemberOfManagement: '',
    salaryBasis: null,
    wageTypes: [],
    policies: [],
    bankAccount: { ...EMPTY_BANK_ACCOUNT },
    connections: [],
  };
}

const fromTriState = (value: TriStateDraft): boolean | null => (value === '' ? null : value === 'yes');
const toTriState = (value: boolean | null): TriStateDraft => (value === null ? '' : value ? 'yes' : 'no');
const numberDraft = (value: number | null): NumberDraft => value ?? '';
const textDraft = (value: string | null | undefined): string => value ?? '';

/** A record's data -> the form (prefill for corrections and new records). */
export function dataToDraft(data: EmployeeData): EmployeeDraft {
  const account = data.bankAccount;
  return {
    personnelNumber: data.personnelNumber,
    firstName: data.firstName,
    lastName: data.lastName,
    companySubunitId: textDraft(data.companySubunitId),
    processingGroupId: textDraft(data.processingGroupId),
    dateOfBirth: data.dateOfBirth,
    oasiNumber: textDraft(data.oasiNumber),
    sex: data.sex,
    maritalStatus: data.maritalStatus,
    nationality: data.nationality,
    correspondenceLanguage: data.correspondenceLanguage,
    numberOfChildren: numberDraft(data.numberOfChildren),
    isSubjectToWithholdingTax: toTriState(data.isSubjectToWithholdingTax),
    zemisNumber: textDraft(data.zemisNumber),
    address: data.address
      ? {
          addressLine1: data.address.addressLine1,
          addressLine2: textDraft(data.address.addressLine2),
          streetName: textDraft(data.address.streetName),
          buildingNumber: textDraft(data.address.buildingNumber),
          zipCode: data.address.zipCode,
          city: data.address.city,
          country: data.address.country,
        }
      : { ...EMPTY_ADDRESS },
    phoneNumbers: data.phoneNumbers.map((phone) => ({ key: newRowKey(), ...phone })),
    emailAddresses: data.emailAddresses.map((email) => ({ key: newRowKey(), ...email })),
    dateOfEmployment: data.dateOfEmployment,
    anniversaryAdjustedDateOfEmployment: data.anniversaryAdjustedDateOfEmployment,
    leavingDate: data.leavingDate ? data.leavingDate : null,
    employmentContractType: data.employmentContractType,
    professionalPosition: data.professionalPosition,
    profession: textDraft(data.profession),
    professionCode: textDraft(data.professionCode),
    usualWorkplace: textDraft(data.usualWorkplace),
    workplaceCode: textDraft(data.workplaceCode),
    employmentPercentage: numberDraft(data.employmentPercentage),
    workingDaysPerWeek: numberDraft(data.workingDaysPerWeek),
    standardWorkingHoursPerWeek: numberDraft(data.standardWorkingHoursPerWeek),
    workingHoursPerWeek: numberDraft(data.workingHoursPerWeek),
    workingFrequency: data.workingFrequency,
    isSubjectToCollectiveBargainingAgreement: toTriState(data.isSubjectToCollectiveBargainingAgreement),
    isMemberOfManagement: toTriState(data.isMemberOfManagement),
    salaryBasis: data.salaryBasis,
    wageTypes: data.wageTypes.map((wage) => ({
      key: newRowKey(),
      wageTypeId: wage.wageTypeId,
      amount: wage.amount,
      description: textDraft(wage.description),
    })),
    policies: data.policies.map((policy) => ({
      key: newRowKey(),
      policyType: policy.policyType,
      policyNumber: policy.policyNumber,
      groupId: textDraft(policy.groupId),
      businessUnit: 'businessUnit' in policy ? textDraft(policy.businessUnit) : '',
    })),
    bankAccount: account
      ? {
          type: account.type,
          // Grouped for reading; the schema stores the electronic form again, so an untouched IBAN is no change.
          iban: formatIban(account.iban),
          bic: account.type === 'INTERNATIONAL' ? account.bic : '',
          holderName: account.holderName,
          holderPostcode: account.holderPostcode,
          holderCity: account.holderCity,
          holderCountry: account.type === 'INTERNATIONAL' ? account.holderCountry : null,
        }
      : { ...EMPTY_BANK_ACCOUNT },
    connections: data.connections.map((connection) => ({ key: newRowKey(), ...connection })),
  };
}

/**
 * A number input's value for the contract: '' -> `empty`; a number as is; other text with ',' or '.' as decimal
 * separator -> the number, or the text itself when it is none (the schema then reports the field's message).
 */
export function toNumberValue(value: NumberDraft, empty: null | undefined = null): number | string | null | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/['’\s]/g, '');
  if (text === '') return empty;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : value;
}

/** Optional free text: blank -> null. */
const nullableText = (value: string): string | null => (value.trim() === '' ? null : value);

function addressInput(address: AddressDraft) {
  const isEmpty = [
    address.addressLine1,
    address.addressLine2,
    address.streetName,
    address.buildingNumber,
    address.zipCode,
    address.city,
  ].every((part) => part.trim() === '');
  if (isEmpty) return null;
  return {
    addressLine1: address.addressLine1,
    addressLine2: nullableText(address.addressLine2),
    streetName: nullableText(address.streetName),
    buildingNumber: nullableText(address.buildingNumber),
    country: address.country ?? '',
    city: address.city,
    zipCode: address.zipCode,
  };
}

function bankAccountInput(account: BankAccountDraft) {
  const common = {
    iban: account.iban,
    holderName: account.holderName,
    holderPostcode: account.holderPostcode,
    holderCity: account.holderCity,
  };
  if (account.type === 'DOMESTIC') return { type: 'DOMESTIC' as const, ...common };
  if (account.type === 'INTERNATIONAL') {
    return { type: 'INTERNATIONAL' as const, ...common, bic: account.bic, holderCountry: account.holderCountry ?? '' };
  }
  return null;
}

const isAccidentPolicy = (type: PolicyType) => (ACCIDENT_POLICY_TYPES as readonly string[]).includes(type);

/**
 * The draft in the shape of the contract's employeeData input. Values that are not what the contract expects
 * (an unparsable number, an empty required text) are passed on, so that the schema names the problem with its
 * own message at the field's path.
 */
export function draftToInput(draft: EmployeeDraft): Record<string, unknown> {
  return {
    personnelNumber: draft.personnelNumber,
    firstName: draft.firstName,
    lastName: draft.lastName,
    companySubunitId: nullableText(draft.companySubunitId),
    processingGroupId: nullableText(draft.processingGroupId),
    connections: draft.connections.map(({ kind, employeeId }) => ({ employeeId, kind })),
    address: addressInput(draft.address),
    phoneNumbers: draft.phoneNumbers.map(({ type, phoneNumber, isPreferred }) => ({ type, phoneNumber, isPreferred })),
    emailAddresses: draft.emailAddresses.map(({ type, emailAddress, isPreferred }) => ({
      type,
      emailAddress: emailAddress.trim(),
      isPreferred,
    })),
    bankAccount: bankAccountInput(draft.bankAccount),
    dateOfBirth: draft.dateOfBirth,
    oasiNumber: nullableText(draft.oasiNumber)?.trim() ?? null,
    numberOfChildren: toNumberValue(draft.numberOfChildren),
    nationality: draft.nationality,
    isSubjectToWithholdingTax: fromTriState(draft.isSubjectToWithholdingTax),
    zemisNumber: nullableText(draft.zemisNumber),
    correspondenceLanguage: draft.correspondenceLanguage,
    maritalStatus: draft.maritalStatus,
    sex: draft.sex,
    employmentContractType: draft.employmentContractType,
    dateOfEmployment: draft.dateOfEmployment,
    anniversaryAdjustedDateOfEmployment: draft.anniversaryAdjustedDateOfEmployment,
    leavingDate: draft.leavingDate,
    profession: nullableText(draft.profession),
    professionCode: nullableText(draft.professionCode),
    usualWorkplace: nullableText(draft.usualWorkplace),
    workplaceCode: nullableText(draft.workplaceCode),
    professionalPosition: draft.professionalPosition,
    employmentPercentage: toNumberValue(draft.employmentPercentage),
    workingDaysPerWeek: toNumberValue(draft.workingDaysPerWeek),
    standardWorkingHoursPerWeek: toNumberValue(draft.standardWorkingHoursPerWeek),
    workingHoursPerWeek: toNumberValue(draft.workingHoursPerWeek),
    workingFrequency: draft.workingFrequency,
    isSubjectToCollectiveBargainingAgreement: fromTriState(draft.isSubjectToCollectiveBargainingAgreement),
    isMemberOfManagement: fromTriState(draft.isMemberOfManagement),
    salaryBasis: draft.salaryBasis,
    wageTypes: draft.wageTypes.map((wage) => ({
      wageTypeId: wage.wageTypeId,
      amount: toNumberValue(wage.amount, undefined),
      ...(wage.description.trim() ? { description: wage.description } : {}),
    })),
    policies: draft.policies.map((policy) => ({
      policyType: policy.policyType,
      policyNumber: policy.policyNumber,
      ...(policy.groupId.trim() ? { groupId: policy.groupId } : {}),
      ...(isAccidentPolicy(policy.policyType) && policy.businessUnit.trim()
        ? { businessUnit: policy.businessUnit }
        : {}),
    })),
  };
}

const SCALAR_FIELDS = [
  'personnelNumber',
  'firstName',
  'lastName',
  'companySubunitId',
  'processingGroupId',
  'dateOfBirth',
  'oasiNumber',
  'sex',
  'maritalStatus',
  'nationality',
  'correspondenceLanguage',
  'numberOfChildren',
  'isSubjectToWithholdingTax',
  'zemisNumber',
  'dateOfEmployment',
  'anniversaryAdjustedDateOfEmployment',
  'leavingDate',
  'employmentContractType',
  'professionalPosition',
  'profession',
  'professionCode',
  'usualWorkplace',
  'workplaceCode',
  'employmentPercentage',
  'workingDaysPerWeek',
  'standardWorkingHoursPerWeek',
  'workingHoursPerWeek',
  'workingFrequency',
  'isSubjectToCollectiveBargainingAgreement',
  'isMemberOfManagement',
  'salaryBasis',
] as const satisfies readonly (keyof EmployeeDraft)[];

const LIST_ITEM_FIELDS = {
  phoneNumbers: ['type', 'phoneNumber', 'isPreferred'],
  emailAddresses: ['type', 'emailAddress', 'isPreferred'],
  wageTypes: ['wageTypeId', 'amount', 'description'],
  connections: ['kind', 'employeeId'],
} as const;

/**
 * Every path the form shows an error at, for this draft (list rows and bank-account fields depend on it):
 * fields, list rows and the groups themselves (a list's "at most one preferred" goes under the list).
 * `extra`: fields outside the data (employeeId, validFrom).
 */
export function draftFieldPaths(draft: EmployeeDraft, extra: readonly string[] = []): Set<string> {
  const paths = new Set<string>([...SCALAR_FIELDS, ...extra]);
  paths.add('address');
  for (const field of ['addressLine1', 'addressLine2', 'streetName', 'buildingNumber', 'zipCode', 'city', 'country']) {
    paths.add(`address.${field}`);
  }
  paths.add('bankAccount');
  if (draft.bankAccount.type !== 'NONE') {
    const fields = ['type', 'iban', 'holderName', 'holderPostcode', 'holderCity'];
    if (draft.bankAccount.type === 'INTERNATIONAL') fields.push('bic', 'holderCountry');
    for (const field of fields) paths.add(`bankAccount.${field}`);
  }
  for (const [list, fields] of Object.entries(LIST_ITEM_FIELDS)) {
    paths.add(list);
    const rows = draft[list as keyof typeof LIST_ITEM_FIELDS];
    rows.forEach((_, index) => {
      paths.add(`${list}.${index}`);
      for (const field of fields) paths.add(`${list}.${index}.${field}`);
    });
  }
  paths.add('policies');
  draft.policies.forEach((policy, index) => {
    paths.add(`policies.${index}`);
    const fields = ['policyType', 'policyNumber', 'groupId'];
    if (isAccidentPolicy(policy.policyType)) fields.push('businessUnit');
    for (const field of fields) paths.add(`policies.${index}.${field}`);
  });
  return paths;
}
