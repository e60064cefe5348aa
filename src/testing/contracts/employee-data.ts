// The employee contract tests' shared set-up (src/contracts/employees.*.test.ts): the validation messages they
// expect, the complete employee fixture (Anna) with helpers that change one part of it, and a table of cases that
// each expect the issues employeeData reports.
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { type EmployeeDataInput, employeeData } from '../../contracts/employees.ts';

export const SINGLE = 'Invalid input: Should pass single schema';
export const DATE = 'Invalid date, expected YYYY-MM-DD';
export const COUNTRY = 'Must be an ISO 3166-1 alpha-2 country code in upper case (e.g. CH)';
export const LANGUAGE = 'Must be an ISO 639-1 language code in upper case (e.g. DE)';
export const EMPTY = 'Must not be empty';
export const OASI_FORMAT = 'Must be an OASI number 756.xxxx.xxxx.xx';
export const OASI_CHECK = 'Invalid OASI number check digit';
export const IBAN_FORMAT = 'Must be an IBAN (e.g. CH93 0076 2011 6238 5295 7)';
export const IBAN_CHECKSUM = 'Invalid IBAN checksum';
export const IBAN_COUNTRY = 'Unknown IBAN country';
export const IBAN_DOMESTIC = 'A domestic account needs a Swiss or Liechtenstein IBAN (CH or LI)';
export const QR_IBAN = 'A QR-IBAN cannot be used as a payout account';
export const BIC = 'Must be a BIC of 8 or 11 characters (e.g. UBSWCHZH80A)';
export const POSTCODE = 'Must be a Swiss postcode (4 digits)';
export const PERCENTAGE = 'Must be between 0 and 100 with at most three decimals';
export const AMOUNT = 'Must be an amount in CHF, 0 or more, with at most two decimals';

/** 'path: message' of every issue, or [] when the value is valid. */
export const issues = (schema: z.ZodType, value: unknown) =>
  schema
    .safeParse(value)
    .error?.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message) ?? [];

// A complete, realistic employee: part-time HR clerk in Zurich (AHV number and IBAN with valid check digits; the
// AHV arithmetic is in src/domain/swiss-identifiers.test.ts).
export const anna = {
  personnelNumber: '10042',
  firstName: 'Anna',
  lastName: 'Müller',
  companySubunitId: 'ZH-HQ',
  processingGroupId: 'MONTHLY-CH',
  connections: [
    { employeeId: 'E-0007', kind: 'SUPERIOR' },
    { employeeId: 'E-0002', kind: 'HR_BUSINESS_PARTNER' },
  ],
  address: { addressLine1: 'Bahnhofstrasse 12', addressLine2: null, country: 'CH', city: 'Zürich', zipCode: '8001' },
  phoneNumbers: [
    { type: 'PRIVATE', phoneNumber: '+41 79 123 45 67', isPreferred: true },
    { type: 'BUSINESS', phoneNumber: '+41 44 555 12 34', isPreferred: false },
  ],
  emailAddresses: [
    { type: 'BUSINESS', emailAddress: 'anna.mueller@example.ch', isPreferred: true },
    { type: 'PRIVATE', emailAddress: 'anna.mueller@bluewin.ch', isPreferred: false },
  ],
  bankAccount: {
    type: 'DOMESTIC',
    iban: 'CH93 0076 2011 6238 5295 7',
    holderName: 'Anna Müller',
    holderPostcode: '8001',
    holderCity: 'Zürich',
  },
  dateOfBirth: '1988-04-17',
  oasiNumber: '756.9217.0769.85',
  numberOfChildren: 2,
  nationality: 'CH',
  isSubjectToWithholdingTax: false,
  zemisNumber: null,
  correspondenceLanguage: 'DE',
  maritalStatus: 'MARRIED',
  sex: 'FEMALE',
  employmentContractType: 'PERMANENT',
  dateOfEmployment: '2019-03-01',
  anniversaryAdjustedDateOfEmployment: '2019-03-01',
  leavingDate: null,
  profession: 'Sachbearbeiterin Personal',
  professionCode: '41101',
  usualWorkplace: 'Zürich',
  workplaceCode: 'ZH01',
  professionalPosition: 'EMPLOYEE',
  employmentPercentage: 80,
  workingDaysPerWeek: 4,
  standardWorkingHoursPerWeek: 42,
  workingHoursPerWeek: 33.6,
  workingFrequency: 'REGULAR',
  isSubjectToCollectiveBargainingAgreement: false,
  isMemberOfManagement: false,
  salaryBasis: 'MONTHLY',
  wageTypes: [
    { wageTypeId: '1000', amount: 6850, description: 'Monatslohn' },
    { wageTypeId: '1005', amount: 570.85, description: '13. Monatslohn, Anteil' },
  ],
  policies: [
    { policyType: 'UVG', policyNumber: 'UVG-123456', groupId: 'A1', businessUnit: 'Verwaltung' },
    { policyType: 'KTG', policyNumber: 'KTG-778899', groupId: 'K1' },
  ],
} satisfies EmployeeDataInput;

export type Anna = Record<string, unknown>;
export const with_ = (changes: Anna): Anna => ({ ...anna, ...changes });
export const withAccount = (changes: Anna): Anna => with_({ bankAccount: { ...anna.bankAccount, ...changes } });
export const international = {
  type: 'INTERNATIONAL',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  holderName: 'Anna Müller',
  holderPostcode: '78462',
  holderCity: 'Konstanz',
  holderCountry: 'DE',
};
export const withInternational = (changes: Anna): Anna => with_({ bankAccount: { ...international, ...changes } });
export const withAddress = (changes: Anna): Anna => with_({ address: { ...anna.address, ...changes } });
export const withPolicy = (policy: Anna): Anna => with_({ policies: [policy] });

export type Case = [label: string, value: Anna, expected: string[]];
export const table = (cases: Case[]) =>
  it.each(cases)('%s', (_label, value, expected) => {
    expect(issues(employeeData, value)).toEqual(expected);
  });
