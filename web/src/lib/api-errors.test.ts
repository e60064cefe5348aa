// The hand-written readers of the API's error shapes (api-errors.ts) accept exactly what the contract's schemas
// accept, and give the same values.
import { describe, expect, it } from 'vitest';
import { errorBody, validationErrorBody } from '../../../src/contracts/errors.ts';
import { readErrorBody, readValidationErrorBody } from './api-errors.ts';

const issue = { in: 'body', path: 'bankAccount.iban', message: 'Invalid IBAN checksum' };
const BODIES: unknown[] = [
  undefined,
  null,
  'Internal Server Error',
  42,
  [],
  [{ code: 'X', message: 'y' }],
  {},
  { message: 'only a message' },
  { code: 'ROUTE_NOT_FOUND', message: 'Route not found' },
  { code: 'INTERNAL_SERVER_ERROR', message: 'Internal error', requestId: 'r1' },
  { code: 'INTERNAL_SERVER_ERROR', message: 'Internal error', requestId: 7 },
  { code: 'EMPLOYEE_ACCESS_FORBIDDEN', message: 'x', employeeId: 'e1', absenceIds: ['a'] },
  { code: 3, message: 'x' },
  { code: 'X', message: null },
  { message: 'invalid', errors: [] },
  { message: 'invalid', errors: [issue] },
  { message: 'invalid', errors: [{ ...issue, code: 'too_small', params: { minimum: 1 } }] },
  { message: 'invalid', errors: [{ ...issue, code: 5 }] },
  { message: 'invalid', errors: [{ ...issue, in: 'cookie' }] },
  { message: 'invalid', errors: [issue, { path: 'a', message: 'm' }] },
  { message: 'invalid', errors: [issue, null] },
  { message: 'invalid', errors: 'none' },
  { code: 'FST_ERR_VALIDATION', message: 'invalid', errors: [{ in: 'querystring', path: '', message: 'm' }] },
];

describe('error body readers', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body) ?? 'undefined', body]))(
    'read %s as the contract does',
    (_, body) => {
      const coded = errorBody.safeParse(body);
      expect(readErrorBody(body)).toEqual(coded.success ? coded.data : undefined);
      const validation = validationErrorBody.safeParse(body);
      expect(readValidationErrorBody(body)).toEqual(validation.success ? validation.data : undefined);
    },
  );
});
