// The form's local check uses the contract's schemas; its issues land under the same fields as the API's 400
// errors (paths without the 'data.' envelope).

import { describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES, type EmployeeData, employeeData, MESSAGES } from '../../../../src/contracts/index.ts';
import { toApiError } from '../../lib/api-errors.ts';
import { mapIssuesToFields, splitNestedFormError, translateFieldMessage } from '../../lib/form-errors.ts';
import { type TFunction, Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import {
  dataToDraft,
  draftFieldPaths,
  draftToInput,
  type EmployeeDraft,
  emptyDraft,
  newPhone,
  newPolicy,
  newWageType,
} from './employee-draft.ts';
import { checkEmployeeForm, type EmployeeFormCheck } from './employee-form-check.ts';

const instance = new Translator({ language: 'en', fallbackLanguage: 'de', resources: { en: en, de: de } });
const t: TFunction = instance.t;
const tDe: TFunction = instance.getFixedT('de');

const valid = (): EmployeeDraft => ({
  ...emptyDraft(),
  personnelNumber: '10042',
  firstName: 'Anna',
  lastName: 'Müller',
});

/** Field path -> untranslated message of a failed check (as the contract words it). */
function rawFieldErrors(check: EmployeeFormCheck, draft: EmployeeDraft, extra: string[] = []) {
  if (check.ok) throw new Error('expected the check to fail');
  return mapIssuesToFields(check.issues, draftFieldPaths(draft, extra), (message) => message, { stripPrefix: 'data' });
}

describe('checkEmployeeForm: create', () => {
  it('builds the createEmployeeBody of a valid form', () => {
    const check = checkEmployeeForm('create', valid(), { employeeId: ' E-1 ', validFrom: '2026-01-01' });
    expect(check.ok).toBe(true);
    if (!check.ok || check.mode !== 'create') return;
    expect(check.body.employeeId).toBe('E-1');
    expect(check.body.validFrom).toBe('2026-01-01');
    expect(check.body.data).toMatchObject({
      personnelNumber: '10042',
      address: null,
      bankAccount: null,
      phoneNumbers: [],
    });
  });

  it('reports required fields with the contract message and a missing validFrom with the form rule', () => {
    const draft = emptyDraft();
    const check = checkEmployeeForm('create', draft, { employeeId: '', validFrom: null });
    const { fieldErrors, unmatched } = rawFieldErrors(check, draft, ['employeeId', 'validFrom']);
    expect(fieldErrors).toEqual({
      employeeId: MESSAGES.nonEmpty,
      personnelNumber: MESSAGES.nonEmpty,
      firstName: MESSAGES.nonEmpty,
      lastName: MESSAGES.nonEmpty,
    });
    expect(unmatched).toEqual([]);
    expect(!check.ok && check.ruleErrors).toEqual({ validFrom: 'employees.form.validFromRequired' });
  });
});

describe('checkEmployeeForm: Zod issues -> form fields', () => {
  it('maps nested and list paths to their inputs', () => {
    const draft: EmployeeDraft = {
      ...valid(),
      oasiNumber: '756.1234.5678.90',
      employmentPercentage: 120,
      numberOfChildren: '1,5',
      address: {
        addressLine1: 'Bahnhofstrasse 1',
        addressLine2: '',
        streetName: '',
        buildingNumber: '1',
        zipCode: '800',
        city: 'Zürich',
        country: 'CH',
      },
      phoneNumbers: [{ ...newPhone(), phoneNumber: '' }],
      wageTypes: [{ ...newWageType(), wageTypeId: '1000', amount: 12.345 }],
      bankAccount: {
        type: 'DOMESTIC',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: '',
        holderName: 'Anna Müller',
        holderPostcode: '8001',
        holderCity: 'Zürich',
        holderCountry: null,
      },
    };
    const { fieldErrors, unmatched } = rawFieldErrors(
      checkEmployeeForm('correct', draft, { employeeId: 'E-1', validFrom: null }),
      draft,
    );
    expect(fieldErrors).toEqual({
      oasiNumber: EMPLOYEE_MESSAGES.oasiCheckDigit,
      employmentPercentage: EMPLOYEE_MESSAGES.employmentPercentage,
      numberOfChildren: EMPLOYEE_MESSAGES.numberOfChildren,
      'address.zipCode': EMPLOYEE_MESSAGES.swissPostcode,
      'address.streetName': MESSAGES.buildingNumberWithoutStreet,
      'phoneNumbers.0.phoneNumber': MESSAGES.nonEmpty,
      'wageTypes.0.amount': EMPLOYEE_MESSAGES.amount,
      'bankAccount.iban': EMPLOYEE_MESSAGES.ibanDomestic,
    });
    expect(unmatched).toEqual([]);
  });

  it('puts a list rule under the list', () => {
    const draft: EmployeeDraft = {
      ...valid(),
      phoneNumbers: [
        { ...newPhone(), phoneNumber: '+41 44 000 00 00', isPreferred: true },
        { ...newPhone(), phoneNumber: '+41 79 000 00 00', isPreferred: true },
      ],
    };
    const { fieldErrors } = rawFieldErrors(
      checkEmployeeForm('correct', draft, { employeeId: 'E-1', validFrom: null }),
      draft,
    );
    expect(fieldErrors).toEqual({ phoneNumbers: EMPLOYEE_MESSAGES.onePreferredPhone });
  });

  it('shows the business unit only for UVG/UVGZ and never sends it for other policies', () => {
    const draft: EmployeeDraft = {
      ...valid(),
      policies: [{ ...newPolicy(), policyType: 'KTG', policyNumber: 'K-1', businessUnit: 'left over' }],
    };
    expect(draftFieldPaths(draft).has('policies.0.businessUnit')).toBe(false);
    expect(draftToInput(draft).policies).toEqual([{ policyType: 'KTG', policyNumber: 'K-1' }]);
    const check = checkEmployeeForm('create', draft, { employeeId: 'E-1', validFrom: '2026-01-01' });
    expect(check.ok).toBe(true);
  });

  it('translates the contract messages, other texts become the generic hint', () => {
    expect(translateFieldMessage(EMPLOYEE_MESSAGES.employmentPercentage, t)).toBe(
      'Must be between 0 and 100 with at most three decimals.',
    );
    expect(translateFieldMessage(EMPLOYEE_MESSAGES.oasiCheckDigit, tDe)).toBe(
      'Die Prüfziffer der AHV-Nummer stimmt nicht.',
    );
    expect(translateFieldMessage('Too big: expected string to have <=100 characters', t)).toBe(
      'This entry is not valid.',
    );
  });
});

describe('checkEmployeeForm: new record and correction', () => {
  const current: EmployeeData = employeeData.parse({
    personnelNumber: '10042',
    firstName: 'Anna',
    lastName: 'Müller',
    employmentPercentage: 80,
  });

  it('refuses a validFrom on which a record already starts', () => {
    const history = [
      { recordId: '7b0a2c43-8f0e-4a43-9e4c-1b2d3c4d5e6f', validFrom: '2026-01-01', validTo: null, revision: 1 },
    ];
    const check = checkEmployeeForm(
      'newRecord',
      dataToDraft(current),
      { employeeId: 'E-1', validFrom: '2026-01-01' },
      {
        history,
      },
    );
    expect(!check.ok && check.ruleErrors).toEqual({ validFrom: 'employees.form.recordStartsThatDay' });
    const ok = checkEmployeeForm(
      'newRecord',
      dataToDraft(current),
      { employeeId: 'E-1', validFrom: '2026-07-01' },
      {
        history,
      },
    );
    expect(ok.ok && ok.mode === 'newRecord' && ok.body.validFrom).toBe('2026-07-01');
  });

  it('sends only the changed fields of a correction', () => {
    const draft = { ...dataToDraft(current), employmentPercentage: 60 };
    const check = checkEmployeeForm('correct', draft, { employeeId: 'E-1', validFrom: null }, { before: current });
    expect(check).toEqual({ ok: true, mode: 'correct', body: { data: { employmentPercentage: 60 } } });
  });

  it('checks a correction with the cross-field rules, as the server checks the corrected record', () => {
    const draft = { ...dataToDraft(current), dateOfEmployment: '2024-01-01', leavingDate: '2023-12-31' };
    const check = checkEmployeeForm('correct', draft, { employeeId: 'E-1', validFrom: null }, { before: current });
    expect(rawFieldErrors(check, draft).fieldErrors).toMatchObject({
      leavingDate: EMPLOYEE_MESSAGES.leavingBeforeEmployment,
    });
  });

  it('keeps a negative number as typed so that the contract refuses it (no silent sign change)', () => {
    const draft = { ...valid(), employmentPercentage: '-5', workingHoursPerWeek: -3 };
    const check = checkEmployeeForm('create', draft, { employeeId: 'E-1', validFrom: '2026-01-01' });
    expect(rawFieldErrors(check, draft, ['employeeId', 'validFrom']).fieldErrors).toMatchObject({
      employmentPercentage: EMPLOYEE_MESSAGES.employmentPercentage,
      workingHoursPerWeek: EMPLOYEE_MESSAGES.hoursPerWeek,
    });
  });

  it('says so when a correction changes nothing', () => {
    const check = checkEmployeeForm(
      'correct',
      dataToDraft(current),
      { employeeId: 'E-1', validFrom: null },
      {
        before: current,
      },
    );
    expect(check).toEqual({ ok: false, issues: [], ruleErrors: {}, noChanges: true });
  });
});

describe('splitNestedFormError: the API 400 answer under the same fields', () => {
  it('strips the data envelope and translates', () => {
    const draft = { ...valid(), phoneNumbers: [newPhone()] };
    const error = toApiError(400, {
      message: 'invalid',
      errors: [
        { in: 'body', path: 'data.employmentPercentage', message: EMPLOYEE_MESSAGES.employmentPercentage },
        { in: 'body', path: 'data.phoneNumbers.0.phoneNumber', message: MESSAGES.nonEmpty },
      ],
    });
    expect(splitNestedFormError(error, draftFieldPaths(draft), t, { stripPrefix: 'data' })).toEqual({
      fieldErrors: {
        employmentPercentage: 'Must be between 0 and 100 with at most three decimals.',
        'phoneNumbers.0.phoneNumber': 'Must not be empty.',
      },
      showGeneralError: false,
    });
  });

  it('maps EMPLOYEE_ALREADY_EXISTS to the employee ID field', () => {
    const error = toApiError(409, { code: 'EMPLOYEE_ALREADY_EXISTS', message: 'exists', employeeId: 'E-1' });
    expect(
      splitNestedFormError(error, draftFieldPaths(valid(), ['employeeId']), t, {
        codeFields: { EMPLOYEE_ALREADY_EXISTS: 'employeeId' },
      }),
    ).toEqual({ fieldErrors: { employeeId: t('errors.codes.EMPLOYEE_ALREADY_EXISTS') }, showGeneralError: false });
  });
});

describe('dataToDraft / draftToInput', () => {
  it('round-trips a complete record through the form unchanged', () => {
    const data = employeeData.parse({
      personnelNumber: '10042',
      firstName: 'Anna',
      lastName: 'Müller',
      companySubunitId: 'ZH-HQ',
      processingGroupId: 'MONTHLY-CH',
      connections: [{ employeeId: 'E-0007', kind: 'SUPERIOR' }],
      address: {
        addressLine1: 'Bahnhofstrasse 12',
        addressLine2: null,
        streetName: 'Bahnhofstrasse',
        buildingNumber: '12',
        country: 'CH',
        city: 'Zürich',
        zipCode: '8001',
      },
      phoneNumbers: [{ type: 'PRIVATE', phoneNumber: '+41 79 123 45 67', isPreferred: true }],
      emailAddresses: [{ type: 'BUSINESS', emailAddress: 'anna@example.ch', isPreferred: false }],
      bankAccount: {
        type: 'INTERNATIONAL',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        holderName: 'Anna Müller',
        holderPostcode: '78462',
        holderCity: 'Konstanz',
        holderCountry: 'DE',
      },
      dateOfBirth: '1988-04-17',
      oasiNumber: '756.9217.0769.85',
      numberOfChildren: 2,
      nationality: 'CH',
      isSubjectToWithholdingTax: false,
      correspondenceLanguage: 'DE',
      maritalStatus: 'MARRIED',
      sex: 'FEMALE',
      employmentPercentage: 33.333,
      workingHoursPerWeek: 13.5,
      isMemberOfManagement: true,
      salaryBasis: 'MONTHLY',
      wageTypes: [{ wageTypeId: '1000', amount: 6850.5, description: 'Monatslohn' }],
      policies: [{ policyType: 'UVG', policyNumber: 'UVG-123456', groupId: 'A1', businessUnit: 'Verwaltung' }],
    });
    expect(employeeData.parse(draftToInput(dataToDraft(data)))).toEqual(data);
  });

  it('reads decimal commas and Swiss grouping in number inputs', () => {
    const draft = {
      ...valid(),
      employmentPercentage: '62,5',
      wageTypes: [{ ...newWageType(), wageTypeId: 'x', amount: "1'234.50" }],
    };
    const input = draftToInput(draft);
    expect(input.employmentPercentage).toBe(62.5);
    expect(input.wageTypes).toEqual([{ wageTypeId: 'x', amount: 1234.5 }]);
  });
});
