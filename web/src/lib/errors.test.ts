import { describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES, ERROR_CODES, MESSAGES } from '../../../src/contracts/index.ts';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import { ApiError } from './api-client.ts';
import { toApiError } from './api-errors.ts';
import { describeError, translateValidationMessage } from './errors.ts';
import { type TFunction, Translator } from './translator.ts';

function translator(language: 'de' | 'fr' | 'it' | 'en'): TFunction {
  const instance = new Translator({ language, fallbackLanguage: 'de', resources: { de, fr, it: it_, en } });
  return instance.t;
}

const t = translator('en');
const tDe = translator('de');

describe('describeError: coded API errors', () => {
  it('translates a catalogue code (spec section 8)', () => {
    const error = toApiError(404, { code: 'CASE_NOT_FOUND', message: 'Case 7 not found' });
    expect(describeError(error, t)).toEqual({
      title: 'Not found',
      message: 'The case was not found.',
      details: [],
    });
    expect(describeError(error, tDe)).toEqual({
      title: 'Nicht gefunden',
      message: 'Der Fall wurde nicht gefunden.',
      details: [],
    });
  });

  it('translates lower-case catalogue codes', () => {
    const error = toApiError(400, { code: 'another-file-is-currently-being-processed', message: 'busy' });
    expect(describeError(error, tDe).message).toBe(
      'Es wird gerade eine andere Datei verarbeitet. Bitte warten Sie, bis die Verarbeitung abgeschlossen ist, und laden Sie die Datei dann erneut hoch.',
    );
  });

  it('keeps the specific server message of INVALID_PARAMETERS as a detail', () => {
    const error = toApiError(400, { code: 'INVALID_PARAMETERS', message: 'Accounting month 2026-01 is locked' });
    expect(describeError(error, t)).toEqual({
      title: 'Request not possible',
      message: 'The request contains invalid information.',
      details: ['Server message: Accounting month 2026-01 is locked'],
    });
  });

  it('titles 401 and 403 answers', () => {
    expect(describeError(toApiError(401, { code: 'UNAUTHENTICATED', message: 'x' }), t).title).toBe('Not signed in');
    expect(
      describeError(toApiError(403, { code: 'EMPLOYEE_ACCESS_FORBIDDEN', message: 'x', employeeId: 'e1' }), t),
    ).toEqual({
      title: 'Access denied',
      message: 'You do not have access to this employee’s data.',
      details: [],
    });
  });

  it('describes an unknown code generically and shows what the server said', () => {
    const error = toApiError(409, { code: 'SOMETHING_NEW', message: 'Version conflict' });
    expect(describeError(error, t)).toEqual({
      title: 'Conflict',
      message: 'The request could not be processed.',
      details: ['Server message: Version conflict'],
    });
  });

  it('handles a message-only body (the reassign call answers 400 with message only)', () => {
    const error = toApiError(400, { message: 'Claim belongs to another case' });
    expect(error.code).toBeUndefined();
    expect(describeError(error, t).details).toEqual(['Server message: Claim belongs to another case']);
  });
});

describe('describeError: validation failures', () => {
  it('lists each field with a translated message where the contract defines it', () => {
    const error = toApiError(400, {
      message: 'querystring/from Date must be in YYYY-MM format with a valid month (01-12)',
      errors: [
        { in: 'querystring', path: 'from', message: MESSAGES.accountingMonth },
        { in: 'querystring', path: 'to', message: "'to' must not be before 'from'" },
        { in: 'body', path: '', message: MESSAGES.singleSchema },
      ],
    });
    expect(error.isValidationError).toBe(true);
    expect(describeError(error, t)).toEqual({
      title: 'Please check your input',
      message: 'Some entries are not valid:',
      details: [
        'from: The month must be given as YYYY-MM with a valid month (01–12).',
        "to: 'to' must not be before 'from'",
        'Input: The input must match exactly one of the allowed variants.',
      ],
    });
    expect(describeError(error, tDe).details[0]).toBe(
      'from: Der Monat muss im Format JJJJ-MM mit einem gültigen Monat (01–12) angegeben werden.',
    );
  });
});

describe('describeError: employee validation messages', () => {
  it('translates the employee messages of the contract like the shared ones', () => {
    const error = toApiError(400, {
      message: 'invalid',
      errors: [
        { in: 'body', path: 'data.oasiNumber', message: EMPLOYEE_MESSAGES.oasiCheckDigit },
        { in: 'body', path: 'data.bankAccount.iban', message: EMPLOYEE_MESSAGES.qrIban },
      ],
    });
    expect(describeError(error, tDe).details).toEqual([
      'data.oasiNumber: Die Prüfziffer der AHV-Nummer stimmt nicht.',
      'data.bankAccount.iban: Eine QR-IBAN kann nicht als Auszahlungskonto verwendet werden.',
    ]);
  });

  it('has a translation for every employee message in every language', async () => {
    for (const language of ['de', 'fr', 'it', 'en'] as const) {
      const translate = translator(language);
      for (const message of Object.values(EMPLOYEE_MESSAGES)) {
        expect(translateValidationMessage(message, translate), `${language}: ${message}`).not.toBe(message);
      }
    }
  });
});

describe('describeError: server and network failures', () => {
  it('gives 5xx a generic message with the request id as reference, never the server text', () => {
    const error = toApiError(500, {
      code: 'INTERNAL_SERVER_ERROR',
      message: 'relation "cases" does not exist',
      requestId: 'req-42',
    });
    expect(describeError(error, t)).toEqual({
      title: 'Unexpected error',
      message: 'An unexpected error occurred. Please try again later.',
      details: ['Reference: req-42'],
    });
  });

  it('treats a 5xx without a code as unexpected', () => {
    expect(describeError(toApiError(500, 'Internal Server Error'), t)).toEqual({
      title: 'Unexpected error',
      message: 'An unexpected error occurred. Please try again later.',
      details: [],
    });
  });

  it('reports a failed fetch as "server not reachable"', () => {
    expect(describeError(new TypeError('Failed to fetch'), t)).toEqual({
      title: 'Server not reachable',
      message: 'The server is not responding. Please check your internet connection and try again.',
      details: [],
    });
  });

  it('reports a gateway answer without our error body as "server not reachable"', () => {
    expect(describeError(toApiError(502, undefined, 'Bad Gateway'), t).title).toBe('Server not reachable');
    expect(describeError(toApiError(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }), t)).toEqual({
      title: 'Unexpected error',
      message: 'The service is temporarily unavailable. Please try again later.',
      details: [],
    });
  });

  it('explains an answer that breaks the contract', () => {
    const error = new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'mismatch' });
    expect(describeError(error, tDe)).toEqual({
      title: 'Unerwartete Antwort',
      message:
        'Der Server hat eine unerwartete Antwort gesendet. Bitte laden Sie die Seite neu; besteht das Problem weiter, wenden Sie sich an den Support.',
      details: [],
    });
  });

  it('describes anything else as unknown', () => {
    expect(describeError(new Error('boom'), t)).toEqual({
      title: 'Unknown error',
      message: 'An unknown error occurred. Please try again.',
      details: [],
    });
  });
});

describe('describeError: every catalogue code is translated', () => {
  it.each(['de', 'fr', 'it', 'en'] as const)('%s', async (language) => {
    const translate = translator(language);
    for (const code of ERROR_CODES) {
      const { message } = describeError(toApiError(400, { code, message: 'x' }), translate);
      expect(message, code).not.toContain('errors.codes');
      expect(message.length, code).toBeGreaterThan(10);
    }
  });
});
