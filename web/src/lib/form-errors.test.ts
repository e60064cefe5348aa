import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contracts/index.ts';
import en from '../locales/en.json';
import { ApiError, toApiError } from './api-client.ts';
import { splitFormError } from './form-errors.ts';

const instance = i18next.createInstance();
await instance.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
const t: TFunction = instance.t;
const FIELDS = ['name', 'email'] as const;

describe('splitFormError', () => {
  it('puts body validation issues under their fields, translating contract messages', () => {
    const error = toApiError(400, {
      message: 'invalid',
      errors: [
        { in: 'body', path: 'name', message: MESSAGES.nonEmpty },
        { in: 'body', path: 'email', message: 'Must be a valid e-mail address' },
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
