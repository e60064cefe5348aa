import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './constants.ts';
import {
  checkEmployeesExistBody,
  checkEmployeesExistResponse,
  createEmployeeBody,
  type EmployeeDataInput,
  employeeData,
  employeeIdParams,
  employeeListPatchBody,
  employeeListPatchResult,
  employeeMinimal,
  employeeQuery,
  employeeRecord,
  employeeResponse,
  employeesPage,
  employeesQuery,
  newTemporalRecordBody,
  patchEmployeeBody,
} from './employees.ts';

const SINGLE = 'Invalid input: Should pass single schema';
const DATE = 'Invalid date, expected YYYY-MM-DD';
const COUNTRY = 'Must be an ISO 3166-1 alpha-2 country code in upper case (e.g. CH)';
const LANGUAGE = 'Must be an ISO 639-1 language code in upper case (e.g. DE)';
const EMPTY = 'Must not be empty';
const OASI_FORMAT = 'Must be an OASI number 756.xxxx.xxxx.xx';
const OASI_CHECK = 'Invalid OASI number check digit';
const IBAN_FORMAT = 'Must be an IBAN (e.g. CH93 0076 2011 6238 5295 7)';
const IBAN_CHECKSUM = 'Invalid IBAN checksum';
const IBAN_COUNTRY = 'Unknown IBAN country';
const IBAN_DOMESTIC = 'A domestic account needs a Swiss or Liechtenstein IBAN (CH or LI)';
const QR_IBAN = 'A QR-IBAN cannot be used as a payout account';
const BIC = 'Must be a BIC of 8 or 11 characters (e.g. UBSWCHZH80A)';
const POSTCODE = 'Must be a Swiss postcode (4 digits)';
const PERCENTAGE = 'Must be between 0 and 100 with at most three decimals';
const AMOUNT = 'Must be an amount in CHF, 0 or more, with at most two decimals';

/** 'path: message' of every issue, or [] when the value is valid. */
const issues = (schema: z.ZodType, value: unknown) =>
  schema
    .safeParse(value)
    .error?.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ` : '') + issue.message) ?? [];

// A complete, realistic employee: part-time HR clerk in Zurich (AHV number and IBAN with valid check digits; the
// AHV arithmetic is in src/domain/swiss-identifiers.test.ts).
const anna = {
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

type Anna = Record<string, unknown>;
const with_ = (changes: Anna): Anna => ({ ...anna, ...changes });
const withAccount = (changes: Anna): Anna => with_({ bankAccount: { ...anna.bankAccount, ...changes } });
const international = {
  type: 'INTERNATIONAL',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  holderName: 'Anna Müller',
  holderPostcode: '78462',
  holderCity: 'Konstanz',
  holderCountry: 'DE',
};
const withInternational = (changes: Anna): Anna => with_({ bankAccount: { ...international, ...changes } });
const withAddress = (changes: Anna): Anna => with_({ address: { ...anna.address, ...changes } });
const withPolicy = (policy: Anna): Anna => with_({ policies: [policy] });

describe('employeeData: the complete fixture', () => {
  it('parses; the IBAN is stored in electronic form, everything else unchanged', () => {
    const parsed = employeeData.parse(anna);
    expect(parsed).toEqual({
      ...anna,
      address: { ...anna.address, streetName: null, buildingNumber: null },
      bankAccount: { ...anna.bankAccount, iban: 'CH9300762011623852957' },
    });
  });

  it('only personnelNumber, firstName and lastName are required; the rest defaults to null / []', () => {
    const parsed = employeeData.parse({ personnelNumber: '1', firstName: 'Luca', lastName: 'Rossi' });
    expect(parsed).toMatchObject({
      companySubunitId: null,
      connections: [],
      address: null,
      phoneNumbers: [],
      bankAccount: null,
      oasiNumber: null,
      leavingDate: null,
      employmentPercentage: null,
      wageTypes: [],
      policies: [],
    });
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(anna).sort());
    expect(issues(employeeData, { firstName: 'Luca', lastName: 'Rossi' })).toEqual([
      'personnelNumber: Invalid input: expected string, received undefined',
    ]);
  });

  it('unknown fields are refused', () => {
    expect(issues(employeeData, with_({ nickname: 'Anni' }))).toEqual(['Unrecognized key: "nickname"']);
  });
});

type Case = [label: string, value: Anna, expected: string[]];
const table = (cases: Case[]) =>
  it.each(cases)('%s', (_label, value, expected) => {
    expect(issues(employeeData, value)).toEqual(expected);
  });

describe('OASI number (756.xxxx.xxxx.xx + EAN-13 check digit)', () => {
  table([
    ['valid 756.9217.0769.85', with_({ oasiNumber: '756.9217.0769.85' }), []],
    ['valid 756.1234.5678.97', with_({ oasiNumber: '756.1234.5678.97' }), []],
    ['valid with check digit 0: 756.0000.0002.00', with_({ oasiNumber: '756.0000.0002.00' }), []],
    ['null (unknown)', with_({ oasiNumber: null }), []],
    ['wrong check digit', with_({ oasiNumber: '756.9217.0769.84' }), [`oasiNumber: ${OASI_CHECK}`]],
    ['swapped digits', with_({ oasiNumber: '756.9217.0796.85' }), [`oasiNumber: ${OASI_CHECK}`]],
    ['no dots: format message only', with_({ oasiNumber: '7569217076985' }), [`oasiNumber: ${OASI_FORMAT}`]],
    ['group too short', with_({ oasiNumber: '756.9217.0769.8' }), [`oasiNumber: ${OASI_FORMAT}`]],
    ['not 756', with_({ oasiNumber: '757.9217.0769.85' }), [`oasiNumber: ${OASI_FORMAT}`]],
    ['blank around', with_({ oasiNumber: ' 756.9217.0769.85' }), [`oasiNumber: ${OASI_FORMAT}`]],
    ['empty string', with_({ oasiNumber: '' }), [`oasiNumber: ${OASI_FORMAT}`]],
    ['a number', with_({ oasiNumber: 7569217076985 }), [`oasiNumber: ${OASI_FORMAT}`]],
  ]);
});

describe('bank account IBAN: checksum, domestic country, no QR-IBAN', () => {
  table([
    ['DOMESTIC CH, electronic form', withAccount({ iban: 'CH9300762011623852957' }), []],
    ['DOMESTIC CH, lower case with blanks', withAccount({ iban: 'ch56 0483 5012 3456 7800 9' }), []],
    ['DOMESTIC LI', withAccount({ iban: 'LI21 0881 0000 2324 013A A' }), []],
    ['DOMESTIC, IID 29999 is no QR-IBAN', withAccount({ iban: 'CH4929999123000889012' }), []],
    ['DOMESTIC, IID 32000 is no QR-IBAN', withAccount({ iban: 'CH5232000123000889012' }), []],
    ['DOMESTIC, checksum', withAccount({ iban: 'CH9300762011623852958' }), [`bankAccount.iban: ${IBAN_CHECKSUM}`]],
    ['DOMESTIC, check digits', withAccount({ iban: 'CH9400762011623852957' }), [`bankAccount.iban: ${IBAN_CHECKSUM}`]],
    ['DOMESTIC, too short', withAccount({ iban: 'CH930076201162385295' }), [`bankAccount.iban: ${IBAN_FORMAT}`]],
    ['DOMESTIC, hyphens', withAccount({ iban: 'CH93-0076-2011-6238-5295-7' }), [`bankAccount.iban: ${IBAN_FORMAT}`]],
    ['DOMESTIC, empty', withAccount({ iban: '' }), [`bankAccount.iban: ${IBAN_FORMAT}`]],
    ['DOMESTIC, German IBAN', withAccount({ iban: 'DE89370400440532013000' }), [`bankAccount.iban: ${IBAN_DOMESTIC}`]],
    [
      'DOMESTIC, no IBAN country',
      withAccount({ iban: 'XX9300762011623852957' }),
      [`bankAccount.iban: ${IBAN_DOMESTIC}`],
    ],
    ['DOMESTIC, QR-IBAN IID 31999', withAccount({ iban: 'CH4431999123000889012' }), [`bankAccount.iban: ${QR_IBAN}`]],
    ['DOMESTIC, QR-IBAN IID 30000', withAccount({ iban: 'CH5730000123000889012' }), [`bankAccount.iban: ${QR_IBAN}`]],
    ['DOMESTIC, LI QR-IBAN', withAccount({ iban: 'LI5731999123000889012' }), [`bankAccount.iban: ${QR_IBAN}`]],
    ['INTERNATIONAL DE', withInternational({}), []],
    ['INTERNATIONAL GB', withInternational({ iban: 'GB82WEST12345698765432', bic: 'NWBKGB2L' }), []],
    ['INTERNATIONAL CH IBAN', withInternational({ iban: 'CH9300762011623852957', bic: 'UBSWCHZH80A' }), []],
    [
      'INTERNATIONAL, checksum',
      withInternational({ iban: 'DE89370400440532013001' }),
      [`bankAccount.iban: ${IBAN_CHECKSUM}`],
    ],
    [
      'INTERNATIONAL, no IBAN country',
      withInternational({ iban: 'XX89370400440532013000' }),
      [`bankAccount.iban: ${IBAN_COUNTRY}`],
    ],
    ['INTERNATIONAL, QR-IBAN', withInternational({ iban: 'CH4431999123000889012' }), [`bankAccount.iban: ${QR_IBAN}`]],
  ]);

  it('stores the IBAN and the BIC in electronic form', () => {
    const parsed = employeeData.parse(withInternational({ iban: 'de89 3704 0044 0532 0130 00', bic: 'coba de ff' }));
    expect(parsed.bankAccount).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFF' });
  });
});

describe('bank account BIC', () => {
  table([
    ['8 characters', withInternational({ bic: 'COBADEFF' }), []],
    ['11 characters', withInternational({ bic: 'COBADEFFXXX' }), []],
    ['digits in the location', withInternational({ bic: 'NWBKGB2L' }), []],
    ['7 characters', withInternational({ bic: 'COBADEF' }), [`bankAccount.bic: ${BIC}`]],
    ['9 characters', withInternational({ bic: 'COBADEFFX' }), [`bankAccount.bic: ${BIC}`]],
    ['digit in the bank code', withInternational({ bic: 'COB1DEFF' }), [`bankAccount.bic: ${BIC}`]],
    ['empty', withInternational({ bic: '' }), [`bankAccount.bic: ${BIC}`]],
  ]);
});

describe('Swiss postcode (domestic account holder; CH/LI addresses)', () => {
  table([
    ['holder 8001', withAccount({ holderPostcode: '8001' }), []],
    ['holder 9490 (Vaduz)', withAccount({ holderPostcode: '9490' }), []],
    ['holder 3 digits', withAccount({ holderPostcode: '800' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['holder 5 digits', withAccount({ holderPostcode: '80001' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['holder leading 0', withAccount({ holderPostcode: '0800' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['holder CH-8001', withAccount({ holderPostcode: 'CH-8001' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['holder empty', withAccount({ holderPostcode: '' }), [`bankAccount.holderPostcode: ${POSTCODE}`]],
    ['international holder: foreign postcode', withInternational({ holderPostcode: 'SW1A 1AA' }), []],
    ['address CH 3011', withAddress({ zipCode: '3011', city: 'Bern' }), []],
    ['address DE 10115', withAddress({ country: 'DE', zipCode: '10115', city: 'Berlin' }), []],
    ['address CH 5 digits', withAddress({ zipCode: '80001' }), [`address.zipCode: ${POSTCODE}`]],
    ['address LI 3 digits', withAddress({ country: 'LI', zipCode: '949' }), [`address.zipCode: ${POSTCODE}`]],
  ]);
});

describe('structured address: streetName and buildingNumber beside addressLine1', () => {
  table([
    ['street and number', withAddress({ streetName: 'Bahnhofstrasse', buildingNumber: '12' }), []],
    ['street without number', withAddress({ streetName: 'Dorfplatz', buildingNumber: null }), []],
    ['both null (read from addressLine1)', withAddress({ streetName: null, buildingNumber: null }), []],
    ['street of 70 characters', withAddress({ streetName: 'S'.repeat(70) }), []],
    [
      'street of 71 characters',
      withAddress({ streetName: 'S'.repeat(71) }),
      ['address.streetName: Too big: expected string to have <=70 characters'],
    ],
    [
      'number of 17 characters',
      withAddress({ streetName: 'Bahnhofstrasse', buildingNumber: '1'.repeat(17) }),
      ['address.buildingNumber: Too big: expected string to have <=16 characters'],
    ],
    ['blank street', withAddress({ streetName: ' ' }), [`address.streetName: ${EMPTY}`]],
    [
      'number without street',
      withAddress({ buildingNumber: '12' }),
      [`address.streetName: ${MESSAGES.buildingNumberWithoutStreet}`],
    ],
  ]);

  it('old data without the fields stays valid and gets nulls; the fields are trimmed', () => {
    expect(employeeData.parse(anna).address).toMatchObject({ streetName: null, buildingNumber: null });
    expect(
      employeeData.parse(withAddress({ streetName: ' Via Cantonale ', buildingNumber: ' 3a ' })).address,
    ).toMatchObject({ streetName: 'Via Cantonale', buildingNumber: '3a' });
  });
});

describe('bank account: exactly one of DOMESTIC or INTERNATIONAL', () => {
  table([
    ['no bank account', with_({ bankAccount: null }), []],
    ['DOMESTIC with a bic', withAccount({ bic: 'UBSWCHZH80A' }), [`bankAccount: ${SINGLE}`]],
    ['DOMESTIC with a holderCountry', withAccount({ holderCountry: 'CH' }), [`bankAccount: ${SINGLE}`]],
    ['INTERNATIONAL without bic', withInternational({ bic: undefined }), [`bankAccount: ${SINGLE}`]],
    [
      'INTERNATIONAL without holderCountry',
      withInternational({ holderCountry: undefined }),
      [`bankAccount: ${SINGLE}`],
    ],
    ['unknown type', withAccount({ type: 'SEPA' }), [`bankAccount: ${SINGLE}`]],
    ['no type', withAccount({ type: undefined }), [`bankAccount: ${SINGLE}`]],
    ['holderPostcode as a number', withAccount({ holderPostcode: 8001 }), [`bankAccount: ${SINGLE}`]],
    ['not an object', with_({ bankAccount: 'CH9300762011623852957' }), [`bankAccount: ${SINGLE}`]],
    [
      'the matching kind reports its own field errors',
      withAccount({ holderName: ' ', holderCity: '' }),
      [`bankAccount.holderName: ${EMPTY}`, `bankAccount.holderCity: ${EMPTY}`],
    ],
    [
      'international holderCountry lower case',
      withInternational({ holderCountry: 'de' }),
      [`bankAccount.holderCountry: ${COUNTRY}`],
    ],
  ]);
});

describe('policies: exactly one of UVG/UVGZ (businessUnit allowed) or KTG/KAV/FTA', () => {
  table([
    ['UVG with businessUnit', withPolicy({ policyType: 'UVG', policyNumber: 'U-1', businessUnit: 'Produktion' }), []],
    ['UVGZ, number only', withPolicy({ policyType: 'UVGZ', policyNumber: 'UZ-1' }), []],
    ['KTG with groupId', withPolicy({ policyType: 'KTG', policyNumber: 'K-1', groupId: 'G1' }), []],
    ['KAV', withPolicy({ policyType: 'KAV', policyNumber: 'KAV-1' }), []],
    ['FTA', withPolicy({ policyType: 'FTA', policyNumber: 'F-1' }), []],
    ['no policies', with_({ policies: [] }), []],
    [
      'KTG with businessUnit',
      withPolicy({ policyType: 'KTG', policyNumber: 'K-1', businessUnit: 'Produktion' }),
      [`policies.0: ${SINGLE}`],
    ],
    [
      'KAV with businessUnit',
      withPolicy({ policyType: 'KAV', policyNumber: 'KAV-1', businessUnit: 'B' }),
      [`policies.0: ${SINGLE}`],
    ],
    ['unknown policyType', withPolicy({ policyType: 'BVG', policyNumber: 'B-1' }), [`policies.0: ${SINGLE}`]],
    ['lower-case policyType', withPolicy({ policyType: 'ktg', policyNumber: 'K-1' }), [`policies.0: ${SINGLE}`]],
    ['no policyNumber', withPolicy({ policyType: 'UVG' }), [`policies.0: ${SINGLE}`]],
    ['extra field', withPolicy({ policyType: 'UVG', policyNumber: 'U-1', note: 'x' }), [`policies.0: ${SINGLE}`]],
    [
      'blank policyNumber',
      withPolicy({ policyType: 'KTG', policyNumber: '  ' }),
      [`policies.0.policyNumber: ${EMPTY}`],
    ],
    [
      'empty businessUnit',
      withPolicy({ policyType: 'UVG', policyNumber: 'U-1', businessUnit: '' }),
      [`policies.0.businessUnit: ${EMPTY}`],
    ],
    [
      'second policy wrong',
      with_({ policies: [...anna.policies, { policyType: 'FTA', policyNumber: 'F-1', businessUnit: 'B' }] }),
      [`policies.2: ${SINGLE}`],
    ],
  ]);
});

describe('employmentPercentage: 0-100, at most three decimals', () => {
  table([
    ['0', with_({ employmentPercentage: 0 }), []],
    ['100', with_({ employmentPercentage: 100 }), []],
    ['50.125', with_({ employmentPercentage: 50.125 }), []],
    ['33.333', with_({ employmentPercentage: 33.333 }), []],
    ['null', with_({ employmentPercentage: null }), []],
    ['100.001', with_({ employmentPercentage: 100.001 }), [`employmentPercentage: ${PERCENTAGE}`]],
    ['-1', with_({ employmentPercentage: -1 }), [`employmentPercentage: ${PERCENTAGE}`]],
    ['50.1234', with_({ employmentPercentage: 50.1234 }), [`employmentPercentage: ${PERCENTAGE}`]],
    ['a string', with_({ employmentPercentage: '80' }), [`employmentPercentage: ${PERCENTAGE}`]],
  ]);
});

describe("leavingDate: YYYY-MM-DD, '' or null", () => {
  table([
    ["''", with_({ leavingDate: '' }), []],
    ['null', with_({ leavingDate: null }), []],
    ['2026-06-30', with_({ leavingDate: '2026-06-30' }), []],
    ['2028-02-29 (leap year)', with_({ leavingDate: '2028-02-29' }), []],
    ['2026-02-30', with_({ leavingDate: '2026-02-30' }), [`leavingDate: ${DATE}`]],
    ['30.06.2026', with_({ leavingDate: '30.06.2026' }), [`leavingDate: ${DATE}`]],
    ['blank', with_({ leavingDate: ' ' }), [`leavingDate: ${DATE}`]],
    ['a number', with_({ leavingDate: 20260630 }), [`leavingDate: ${DATE}`]],
  ]);

  it('left out means null', () => {
    const { leavingDate: _, ...rest } = anna;
    expect(employeeData.parse(rest).leavingDate).toBeNull();
  });
});

describe('other dates', () => {
  table([
    ['dateOfBirth invalid', with_({ dateOfBirth: '1988-13-01' }), [`dateOfBirth: ${DATE}`]],
    ['dateOfEmployment invalid', with_({ dateOfEmployment: '2019-3-1' }), [`dateOfEmployment: ${DATE}`]],
    [
      "anniversary date '' is not allowed",
      with_({ anniversaryAdjustedDateOfEmployment: '' }),
      [`anniversaryAdjustedDateOfEmployment: ${DATE}`],
    ],
  ]);
});

describe('country and language codes: ISO, upper case', () => {
  table([
    ['nationality IT', with_({ nationality: 'IT' }), []],
    ['nationality null', with_({ nationality: null }), []],
    ['nationality lower case', with_({ nationality: 'ch' }), [`nationality: ${COUNTRY}`]],
    ['nationality not ISO', with_({ nationality: 'XX' }), [`nationality: ${COUNTRY}`]],
    ['nationality alpha-3', with_({ nationality: 'CHE' }), [`nationality: ${COUNTRY}`]],
    ['address country mixed case', withAddress({ country: 'Ch' }), [`address.country: ${COUNTRY}`]],
    ['language FR', with_({ correspondenceLanguage: 'FR' }), []],
    ['language lower case', with_({ correspondenceLanguage: 'de' }), [`correspondenceLanguage: ${LANGUAGE}`]],
    ['language with region', with_({ correspondenceLanguage: 'DE-CH' }), [`correspondenceLanguage: ${LANGUAGE}`]],
  ]);
});

describe('names, ids and personnel number are non-empty', () => {
  table([
    ['firstName empty', with_({ firstName: '' }), [`firstName: ${EMPTY}`]],
    ['firstName blanks', with_({ firstName: '   ' }), [`firstName: ${EMPTY}`]],
    ['lastName empty', with_({ lastName: '' }), [`lastName: ${EMPTY}`]],
    ['personnelNumber empty', with_({ personnelNumber: '' }), [`personnelNumber: ${EMPTY}`]],
    ['firstName null', with_({ firstName: null }), ['firstName: Invalid input: expected string, received null']],
    ['companySubunitId empty', with_({ companySubunitId: '' }), [`companySubunitId: ${EMPTY}`]],
    ['processingGroupId empty', with_({ processingGroupId: ' ' }), [`processingGroupId: ${EMPTY}`]],
    ['companySubunitId null', with_({ companySubunitId: null }), []],
    [
      'connection employeeId empty',
      with_({ connections: [{ employeeId: '', kind: 'SUPERIOR' }] }),
      [`connections.0.employeeId: ${EMPTY}`],
    ],
    [
      'connection kind unknown',
      with_({ connections: [{ employeeId: 'E-1', kind: 'MENTOR' }] }),
      ['connections.0.kind: Invalid option: expected one of "HR_BUSINESS_PARTNER"|"SUPERIOR"'],
    ],
    ['address line empty', withAddress({ addressLine1: '' }), [`address.addressLine1: ${EMPTY}`]],
  ]);

  it('names are trimmed', () => {
    expect(employeeData.parse(with_({ firstName: '  Anna ' })).firstName).toBe('Anna');
  });
});

describe('phone numbers and e-mail addresses: at most one preferred', () => {
  const phone = (isPreferred: boolean) => ({ type: 'PRIVATE', phoneNumber: '+41 79 000 00 00', isPreferred });
  const mail = (isPreferred: boolean) => ({ type: 'PRIVATE', emailAddress: 'a@example.ch', isPreferred });
  table([
    ['no phone preferred', with_({ phoneNumbers: [phone(false), phone(false)] }), []],
    ['one phone preferred', with_({ phoneNumbers: [phone(false), phone(true)] }), []],
    [
      'two phones preferred',
      with_({ phoneNumbers: [phone(true), phone(true)] }),
      ['phoneNumbers: At most one preferred phone number'],
    ],
    ['no e-mail preferred', with_({ emailAddresses: [mail(false)] }), []],
    [
      'two e-mails preferred',
      with_({ emailAddresses: [mail(true), mail(false), mail(true)] }),
      ['emailAddresses: At most one preferred e-mail address'],
    ],
    [
      'invalid e-mail',
      with_({ emailAddresses: [{ type: 'BUSINESS', emailAddress: 'anna@', isPreferred: false }] }),
      ['emailAddresses.0.emailAddress: Must be a valid e-mail address'],
    ],
    [
      'empty phone number',
      with_({ phoneNumbers: [{ type: 'BUSINESS', phoneNumber: '', isPreferred: false }] }),
      [`phoneNumbers.0.phoneNumber: ${EMPTY}`],
    ],
    [
      'unknown phone type',
      with_({ phoneNumbers: [{ type: 'MOBILE', phoneNumber: '+41 79 000 00 00', isPreferred: false }] }),
      ['phoneNumbers.0.type: Invalid option: expected one of "PRIVATE"|"BUSINESS"'],
    ],
  ]);

  it('isPreferred defaults to false', () => {
    const parsed = employeeData.parse(with_({ phoneNumbers: [{ type: 'BUSINESS', phoneNumber: '+41 44 000 00 00' }] }));
    expect(parsed.phoneNumbers).toEqual([{ type: 'BUSINESS', phoneNumber: '+41 44 000 00 00', isPreferred: false }]);
  });
});

describe('wage types: CHF amounts >= 0 with at most two decimals', () => {
  const wage = (amount: unknown) => with_({ wageTypes: [{ wageTypeId: '1000', amount }] });
  table([
    ['0', wage(0), []],
    ['6850', wage(6850), []],
    ['570.85', wage(570.85), []],
    ['0.05', wage(0.05), []],
    ['1234567.89', wage(1234567.89), []],
    ['-1', wage(-1), [`wageTypes.0.amount: ${AMOUNT}`]],
    ['100.005', wage(100.005), [`wageTypes.0.amount: ${AMOUNT}`]],
    ['a string', wage('6850'), [`wageTypes.0.amount: ${AMOUNT}`]],
    ['empty wageTypeId', with_({ wageTypes: [{ wageTypeId: '', amount: 1 }] }), [`wageTypes.0.wageTypeId: ${EMPTY}`]],
    ['without description', with_({ wageTypes: [{ wageTypeId: '1000', amount: 1 }] }), []],
  ]);
});

describe('other fields', () => {
  table([
    ['workingFrequency SHORT-TERM WORK', with_({ workingFrequency: 'SHORT-TERM WORK' }), []],
    [
      'workingFrequency with underscores',
      with_({ workingFrequency: 'SHORT_TERM_WORK' }),
      ['workingFrequency: Invalid option: expected one of "REGULAR"|"IRREGULAR"|"SHORT-TERM WORK"|"UNKNOWN"'],
    ],
    ['maritalStatus REGISTERED_PARTNERSHIP', with_({ maritalStatus: 'REGISTERED_PARTNERSHIP' }), []],
    ['sex null', with_({ sex: null }), []],
    ['salaryBasis HOURLY', with_({ salaryBasis: 'HOURLY' }), []],
    ['numberOfChildren 0', with_({ numberOfChildren: 0 }), []],
    ['numberOfChildren -1', with_({ numberOfChildren: -1 }), ['numberOfChildren: Must be a whole number, 0 or more']],
    ['numberOfChildren 1.5', with_({ numberOfChildren: 1.5 }), ['numberOfChildren: Must be a whole number, 0 or more']],
    ['workingDaysPerWeek 4.5', with_({ workingDaysPerWeek: 4.5 }), []],
    ['workingDaysPerWeek 8', with_({ workingDaysPerWeek: 8 }), ['workingDaysPerWeek: Must be between 0 and 7']],
    ['workingHoursPerWeek 168', with_({ workingHoursPerWeek: 168 }), []],
    [
      'workingHoursPerWeek 169',
      with_({ workingHoursPerWeek: 169 }),
      ['workingHoursPerWeek: Must be between 0 and 168'],
    ],
    [
      'standardWorkingHoursPerWeek -1',
      with_({ standardWorkingHoursPerWeek: -1 }),
      ['standardWorkingHoursPerWeek: Must be between 0 and 168'],
    ],
    [
      'isMemberOfManagement as a string',
      with_({ isMemberOfManagement: 'true' }),
      ['isMemberOfManagement: Invalid input: expected boolean, received string'],
    ],
  ]);
});

describe('create and new temporal record', () => {
  it('createEmployeeBody: employeeId, validFrom, data', () => {
    const parsed = createEmployeeBody.parse({ employeeId: 'E-0042', validFrom: '2026-01-01', data: anna });
    expect(parsed.data.bankAccount?.iban).toBe('CH9300762011623852957');
    expect(issues(createEmployeeBody, { employeeId: ' ', validFrom: '2026-01-01', data: anna })).toEqual([
      `employeeId: ${EMPTY}`,
    ]);
    expect(issues(createEmployeeBody, { employeeId: 'E-1', validFrom: '01.01.2026', data: anna })).toEqual([
      `validFrom: ${DATE}`,
    ]);
    expect(
      issues(createEmployeeBody, { employeeId: 'E-1', validFrom: '2026-01-01', data: with_({ lastName: '' }) }),
    ).toEqual([`data.lastName: ${EMPTY}`]);
    expect(
      issues(createEmployeeBody, { employeeId: 'E-1', validFrom: '2026-01-01', validTo: null, data: anna }),
    ).toEqual(['Unrecognized key: "validTo"']);
    expect(
      issues(createEmployeeBody, { employeeId: 'x'.repeat(101), validFrom: '2026-01-01', data: anna }),
    ).toHaveLength(1);
  });

  it('newTemporalRecordBody: validFrom, data', () => {
    expect(
      issues(newTemporalRecordBody, { validFrom: '2026-07-01', data: with_({ employmentPercentage: 60 }) }),
    ).toEqual([]);
    expect(issues(newTemporalRecordBody, { validFrom: '2026-02-30', data: anna })).toEqual([`validFrom: ${DATE}`]);
    expect(issues(newTemporalRecordBody, { data: anna })).toEqual([`validFrom: ${DATE}`]);
    expect(issues(newTemporalRecordBody, { validFrom: '2026-07-01', employeeId: 'E-1', data: anna })).toEqual([
      'Unrecognized key: "employeeId"',
    ]);
  });
});

describe('patchEmployeeBody', () => {
  it('keeps only the fields given (no defaults filled in)', () => {
    expect(patchEmployeeBody.parse({ data: { lastName: 'Keller' } })).toEqual({ data: { lastName: 'Keller' } });
    expect(patchEmployeeBody.parse({ data: { leavingDate: '', bankAccount: null } })).toEqual({
      data: { leavingDate: '', bankAccount: null },
    });
  });

  it.each<[string, unknown, string[]]>([
    ['empty data', { data: {} }, ['data: At least one field must be given']],
    ['no data', {}, ['data: Invalid input: expected object, received undefined']],
    ['unknown field', { data: { nickname: 'A' } }, ['data: Unrecognized key: "nickname"']],
    ['unknown top-level key', { data: { lastName: 'K' }, validFrom: '2026-01-01' }, ['Unrecognized key: "validFrom"']],
    ['name emptied', { data: { firstName: '' } }, [`data.firstName: ${EMPTY}`]],
    ['name nulled', { data: { firstName: null } }, ['data.firstName: Invalid input: expected string, received null']],
    ['bad leaving date', { data: { leavingDate: '2026-02-30' } }, [`data.leavingDate: ${DATE}`]],
    ['bad OASI number', { data: { oasiNumber: '756.9217.0769.84' } }, [`data.oasiNumber: ${OASI_CHECK}`]],
    ['bad percentage', { data: { employmentPercentage: 100.5 } }, [`data.employmentPercentage: ${PERCENTAGE}`]],
    [
      'KTG policy with businessUnit',
      { data: { policies: [{ policyType: 'KTG', policyNumber: 'K', businessUnit: 'B' }] } },
      [`data.policies.0: ${SINGLE}`],
    ],
    [
      'DOMESTIC account with a bic',
      { data: { bankAccount: { ...anna.bankAccount, bic: 'UBSWCHZH80A' } } },
      [`data.bankAccount: ${SINGLE}`],
    ],
  ])('%s', (_label, body, expected) => {
    expect(issues(patchEmployeeBody, body)).toEqual(expected);
  });
});

describe('list and lookup requests', () => {
  it('employeesQuery: defaults, sort fields, paging', () => {
    expect(employeesQuery.parse({})).toEqual({ sortBy: 'LAST_NAME', sortOrder: 'ASC', skip: 0, take: 50 });
    expect(
      employeesQuery.parse({
        search: ' Müller ',
        companySubunitId: 'ZH-HQ',
        processingGroupId: 'MONTHLY-CH',
        activeOn: '2026-01-31',
        sortBy: 'DATE_OF_EMPLOYMENT',
        sortOrder: 'DESC',
        skip: '50',
        take: '199',
      }),
    ).toEqual({
      search: 'Müller',
      companySubunitId: 'ZH-HQ',
      processingGroupId: 'MONTHLY-CH',
      activeOn: '2026-01-31',
      sortBy: 'DATE_OF_EMPLOYMENT',
      sortOrder: 'DESC',
      skip: 50,
      take: 199,
    });
    for (const sortBy of ['PERSONNEL_NUMBER', 'FIRST_NAME', 'LAST_NAME', 'DATE_OF_EMPLOYMENT']) {
      expect(issues(employeesQuery, { sortBy })).toEqual([]);
    }
    expect(issues(employeesQuery, { sortBy: 'START_DATE' })).toHaveLength(1);
    expect(issues(employeesQuery, { sortOrder: 'asc' })).toHaveLength(1);
    expect(issues(employeesQuery, { search: 'x'.repeat(201) })).toHaveLength(1);
    expect(issues(employeesQuery, { activeOn: '2026-02-30' })).toEqual([`activeOn: ${DATE}`]);
    expect(issues(employeesQuery, { take: '200' })).toHaveLength(1);
    expect(issues(employeesQuery, { take: '0' })).toHaveLength(1);
    expect(issues(employeesQuery, { skip: '-1' })).toHaveLength(1);
    expect(issues(employeesQuery, { companySubunitId: '' })).toEqual([`companySubunitId: ${EMPTY}`]);
    expect(issues(employeesQuery, { q: 'x' })).toEqual(['Unrecognized key: "q"']);
  });

  it('employeeIdParams and employeeQuery', () => {
    expect(employeeIdParams.parse({ employeeId: 'E-0042' })).toEqual({ employeeId: 'E-0042' });
    expect(issues(employeeIdParams, { employeeId: '' })).toEqual([`employeeId: ${EMPTY}`]);
    expect(issues(employeeIdParams, { employeeId: 'x'.repeat(101) })).toHaveLength(1);
    expect(employeeQuery.parse({})).toEqual({});
    expect(employeeQuery.parse({ dateOfReference: '2026-03-31' })).toEqual({ dateOfReference: '2026-03-31' });
    expect(issues(employeeQuery, { dateOfReference: '2026-04-31' })).toEqual([`dateOfReference: ${DATE}`]);
  });

  it('checkEmployeesExistBody: 1-1000 non-empty ids', () => {
    expect(issues(checkEmployeesExistBody, { employeeIds: ['E-1', 'E-2'] })).toEqual([]);
    expect(issues(checkEmployeesExistBody, { employeeIds: [] })).toHaveLength(1);
    expect(issues(checkEmployeesExistBody, { employeeIds: ['E-1', ''] })).toEqual([`employeeIds.1: ${EMPTY}`]);
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `E-${index}`);
    expect(issues(checkEmployeesExistBody, { employeeIds: ids(1000) })).toEqual([]);
    expect(issues(checkEmployeesExistBody, { employeeIds: ids(1001) })).toHaveLength(1);
  });

  it('employeeListPatchBody: only employeeId required, 1-10000 employees, each once', () => {
    expect(
      employeeListPatchBody.parse({
        employees: [
          { employeeId: 'E-1' },
          { employeeId: 'E-2', superiorId: 'E-1', hrBusinessPartnerId: 'E-9' },
          { employeeId: 'E-3', superiorId: null, hrBusinessPartnerId: null },
        ],
      }).employees,
    ).toHaveLength(3);
    expect(issues(employeeListPatchBody, { employees: [] })).toHaveLength(1);
    expect(issues(employeeListPatchBody, { employees: [{ superiorId: 'E-1' }] })).toEqual([
      'employees.0.employeeId: Invalid input: expected string, received undefined',
    ]);
    expect(issues(employeeListPatchBody, { employees: [{ employeeId: 'E-1', superiorId: '' }] })).toEqual([
      `employees.0.superiorId: ${EMPTY}`,
    ]);
    expect(issues(employeeListPatchBody, { employees: [{ employeeId: 'E-1', manager: 'E-2' }] })).toEqual([
      'employees.0: Unrecognized key: "manager"',
    ]);
    expect(issues(employeeListPatchBody, { employees: [{ employeeId: 'E-1' }, { employeeId: 'E-1' }] })).toEqual([
      'employees.1.employeeId: Each employeeId may appear only once',
    ]);
    expect(issues(employeeListPatchBody, { employees: [{ employeeId: 'E-1', superiorId: 'E-1' }] })).toEqual([
      'employees.0: An employee cannot be their own superior or HR business partner',
    ]);
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ employeeId: `E-${index}` }));
    expect(issues(employeeListPatchBody, { employees: many(10000) })).toEqual([]);
    expect(issues(employeeListPatchBody, { employees: many(10001) })).toHaveLength(1);
  });
});

describe('responses', () => {
  const data = employeeData.parse(anna);
  const record = {
    recordId: '3f1c2a9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
    employeeId: 'E-0042',
    validFrom: '2026-01-01',
    validTo: null,
    data,
    revision: 1,
    createdAt: '2026-01-05T08:15:00.000Z',
    updatedAt: '2026-01-05T08:15:00.000Z',
  };

  it('employeeRecord and employeeResponse', () => {
    expect(employeeRecord.parse(record)).toEqual(record);
    const response = {
      tenantId: '0b6f3c8e-1d2a-4c5b-8e9f-0a1b2c3d4e5f',
      employeeId: 'E-0042',
      record,
      history: [
        {
          recordId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          validFrom: '2019-03-01',
          validTo: '2025-12-31',
          revision: 2,
        },
        { recordId: record.recordId, validFrom: '2026-01-01', validTo: null, revision: 1 },
      ],
      revision: 3,
    };
    expect(employeeResponse.parse(response)).toEqual(response);
  });

  it('employeeMinimal, employeesPage, existence and list-patch results', () => {
    const minimal = {
      employeeId: 'E-0042',
      personnelNumber: '10042',
      firstName: 'Anna',
      lastName: 'Müller',
      companySubunitId: 'ZH-HQ',
      processingGroupId: null,
      leavingDate: null,
    };
    expect(employeeMinimal.parse(minimal)).toEqual(minimal);
    expect(employeesPage.parse({ items: [minimal], totalCount: 1 })).toEqual({ items: [minimal], totalCount: 1 });
    expect(checkEmployeesExistResponse.parse({ existing: ['E-1'], missing: ['E-2'] })).toEqual({
      existing: ['E-1'],
      missing: ['E-2'],
    });
    expect(employeeListPatchResult.parse({ updated: 2, unknownEmployeeIds: ['E-7'] })).toEqual({
      updated: 2,
      unknownEmployeeIds: ['E-7'],
    });
  });

  it('every schema converts to JSON Schema (OpenAPI)', () => {
    const requests = [
      employeesQuery,
      employeeIdParams,
      employeeQuery,
      checkEmployeesExistBody,
      createEmployeeBody,
      newTemporalRecordBody,
      patchEmployeeBody,
      employeeListPatchBody,
    ];
    for (const schema of requests) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    const responses = [
      employeeRecord,
      employeeResponse,
      employeeMinimal,
      employeesPage,
      checkEmployeesExistResponse,
      employeeListPatchResult,
    ];
    for (const schema of responses) expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    const data = z.toJSONSchema(createEmployeeBody, { io: 'input' }).properties?.data;
    if (typeof data !== 'object') throw new Error('createEmployeeBody has no data schema');
    expect([...(data.required ?? [])].sort()).toEqual(['firstName', 'lastName', 'personnelNumber']);
    expect(JSON.stringify(data.properties?.bankAccount)).toContain('oneOf');
  });
});
