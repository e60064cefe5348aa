import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contracts/index.ts';
import en from '../locales/en.json';
import { ApiError } from './api-client.ts';
import { toApiError } from './api-errors.ts';
import { issuePath, mapIssuesToFields, resolveFieldPath, splitFormError, splitNestedFormError } from './form-errors.ts';
import { type TFunction, Translator } from './translator.ts';

const instance = new Translator({ language: 'en', fallbackLanguage: 'de', resources: { en } });
const t: TFunction = instance.t;
const FIELDS = ['name', 'email'] as const;

describe('splitFormError', () => {
  it('puts body validation issues under their fields, translating contract messages', () => {
    const error = toApiError(400, {
      message: 'invalid',
      errors: [
        { in: 'body', path: 'name', message: MESSAGES.nonEmpty },
        { in: 'body', path: 'email', message: 'Invalid email address' },
      ],
    });
    expect(splitFormError(error, FIELDS, t)).toEqual({
      fieldErrors: { name: 'Must not be empty.', email: 'This entry is not valid.' },
      showGeneralError: false,
    });
  });

  it('keeps the general alert for issues of other fields', () => {
    const error = toApiError(400, { message: 'invalid', errors: [{ in: 'body', path: '', message: 'x' }] });
    expect(splitFormError(error, FIELDS, t)).toEqual({ fieldErrors: {}, showGeneralError: true });
  });

  it('maps a code to its field (USER_EMAIL_TAKEN -> email)', () => {
    const error = new ApiError({ status: 409, code: 'USER_EMAIL_TAKEN', message: 'taken' });
    expect(splitFormError(error, FIELDS, t, { USER_EMAIL_TAKEN: 'email' })).toEqual({
      fieldErrors: { email: 'A user with this e-mail address already exists.' },
      showGeneralError: false,
    });
  });

  it('leaves other failures to the general alert', () => {
    expect(splitFormError(new TypeError('fetch failed'), FIELDS, t)).toEqual({
      fieldErrors: {},
      showGeneralError: true,
    });
    expect(splitFormError(null, FIELDS, t)).toEqual({ fieldErrors: {}, showGeneralError: false });
    const forbidden = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no' });
    expect(splitFormError(forbidden, FIELDS, t).showGeneralError).toBe(true);
  });
});

describe('nested form paths', () => {
  const known = new Set([
    'employmentPercentage',
    'address',
    'address.zipCode',
    'phoneNumbers',
    'phoneNumbers.0.phoneNumber',
  ]);

  it('writes Zod and API paths the same way, without the envelope', () => {
    expect(issuePath(['data', 'phoneNumbers', 0, 'phoneNumber'], 'data')).toBe('phoneNumbers.0.phoneNumber');
    expect(issuePath('data.phoneNumbers.0.phoneNumber', 'data')).toBe('phoneNumbers.0.phoneNumber');
    expect(issuePath(['employeeId'], 'data')).toBe('employeeId');
    expect(issuePath('', 'data')).toBe('');
  });

  it('finds the field or its closest shown ancestor', () => {
    expect(resolveFieldPath('address.zipCode', known)).toBe('address.zipCode');
    expect(resolveFieldPath('address.country', known)).toBe('address');
    expect(resolveFieldPath('phoneNumbers.1.type', known)).toBe('phoneNumbers');
    expect(resolveFieldPath('nickname', known)).toBeNull();
    expect(resolveFieldPath('', known)).toBeNull();
  });

  it('maps issues to fields (first message per field wins) and keeps the rest for the alert', () => {
    const result = mapIssuesToFields(
      [
        { path: ['data', 'employmentPercentage'], message: 'first' },
        { path: ['data', 'employmentPercentage'], message: 'second' },
        { path: 'data.address.city', message: 'city' },
        { path: ['data', 'nickname'], message: 'unknown key' },
        { path: [], message: 'whole body' },
      ],
      known,
      (message) => message.toUpperCase(),
      { stripPrefix: 'data' },
    );
    expect(result).toEqual({
      fieldErrors: { employmentPercentage: 'FIRST', address: 'CITY' },
      unmatched: ['nickname: UNKNOWN KEY', 'WHOLE BODY'],
    });
  });

  it('keeps the general alert for server issues outside the form', () => {
    const error = toApiError(400, {
      message: 'invalid',
      errors: [
        {
          in: 'body',
          path: 'data.employmentPercentage',
          message: 'Must be between 0 and 100 with at most three decimals',
        },
        { in: 'params', path: 'employeeId', message: MESSAGES.nonEmpty },
      ],
    });
    expect(splitNestedFormError(error, known, t, { stripPrefix: 'data' })).toEqual({
      fieldErrors: { employmentPercentage: 'Must be between 0 and 100 with at most three decimals.' },
      showGeneralError: true,
    });
  });
});
