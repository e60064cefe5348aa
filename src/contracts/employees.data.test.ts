// The employee contract: employeeData field by field (the complete fixture, the OASI number, policies,
// percentages, dates, codes, names, phone numbers and e-mail addresses, wage types and the other fields).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AMOUNT,
  anna,
  COUNTRY,
  DATE,
  EMPTY,
  issues,
  LANGUAGE,
  OASI_CHECK,
  OASI_FORMAT,
  PERCENTAGE,
  SINGLE,
  table,
  with_,
  withAddress,
  withPolicy,
} from '../testing/contracts/employee-data.ts';
import { employeeData } from './employees.ts';

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

  it("'' is accepted and becomes null: stored and answered as null (issue 28), a date stays a date", () => {
    expect(employeeData.parse(with_({ leavingDate: '' })).leavingDate).toBeNull();
    expect(employeeData.parse(with_({ leavingDate: '2026-06-30' })).leavingDate).toBe('2026-06-30');
    // A record stored with '' before the rule is answered with null: the response is encoded through the schema.
    const stored = { ...employeeData.parse(anna), leavingDate: '' };
    expect(z.encode(employeeData, stored).leavingDate).toBeNull();
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
