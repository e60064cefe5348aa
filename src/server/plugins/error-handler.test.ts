// The error model of spec section 8 on probe routes built from the shared helpers: each helper's message reaches
// the client in the spec's shape, AppErrors carry their extra fields, and a crash leaks nothing.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminAccountingMonth,
  countryCode,
  exactlyOneOf,
  isoDate,
  languageCode,
  nonEmptyString,
  pagingQuery,
  uuid,
} from '../../contracts/common.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { testBackends } from '../../testing/test-databases.ts';
import { AppError } from '../app-error.ts';
import { INTERNAL_ERROR_MESSAGE } from './error-handler.ts';

const bankAccount = exactlyOneOf([
  z.strictObject({ kind: z.literal('DOMESTIC'), iban: z.string(), holderName: nonEmptyString() }),
  z.strictObject({
    kind: z.literal('INTERNATIONAL'),
    iban: z.string(),
    bic: z.string(),
    holderName: nonEmptyString(),
    country: countryCode(),
  }),
]);

async function probeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/modular/probe/:tenantId',
    {
      schema: {
        params: z.object({ tenantId: uuid() }),
        querystring: z.strictObject({ accountingMonth: adminAccountingMonth().optional(), ...pagingQuery() }),
        body: z.strictObject({
          startDate: isoDate(),
          correspondenceLanguage: languageCode(),
          bankAccount,
        }),
      },
    },
    async (request) => ({ ok: true, query: request.query }),
  );
  typed.get('/api/modular/probe-error/:kind', async (request) => {
    const { kind } = request.params as { kind: string };
    if (kind === 'forbidden') {
      throw new AppError('EMPLOYEE_ACCESS_FORBIDDEN', 'You may not access this employee', { employeeId: 'E-42' });
    }
    if (kind === 'absences') {
      throw new AppError('ABSENCES_NOT_FOUND', 'Absences not found', { absenceIds: ['a1', 'a2'] });
    }
    throw new Error('connection to 10.0.0.7 failed: password authentication failed for user "app"');
  });
}

const validBody = {
  startDate: '2026-01-31',
  correspondenceLanguage: 'FR',
  bankAccount: { kind: 'DOMESTIC', iban: 'CH9300762011623852957', holderName: 'Anna Muster' },
};
const tenantId = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe.each(testBackends())('error model on %s', (backend) => {
  const ctx = useTestApp(backend, { extraPlugins: [probeRoutes] });
  const post = (body: unknown, options: { id?: string; query?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/modular/probe/${options.id ?? tenantId}${options.query ? `?${options.query}` : ''}`,
      payload: body as object,
    });

  it('accepts a valid request', async () => {
    const response = await post(validBody, { query: 'accountingMonth=2026-01' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, query: { accountingMonth: '2026-01', skip: 0, take: 50 } });
  });

  it.each([
    ['date', { ...validBody, startDate: '31.01.2026' }, 'startDate', 'Invalid date, expected YYYY-MM-DD'],
    ['impossible date', { ...validBody, startDate: '2026-02-30' }, 'startDate', 'Invalid date, expected YYYY-MM-DD'],
    [
      'language',
      { ...validBody, correspondenceLanguage: 'de' },
      'correspondenceLanguage',
      'Must be an ISO 639-1 language code in upper case (e.g. DE)',
    ],
    [
      'exactly one bank account schema',
      { ...validBody, bankAccount: { kind: 'DOMESTIC', iban: 'CH93', holderName: 'A', bic: 'X' } },
      'bankAccount',
      'Invalid input: Should pass single schema',
    ],
    [
      'international account with a lower-case country',
      { ...validBody, bankAccount: { kind: 'INTERNATIONAL', iban: 'DE89', bic: 'B', holderName: 'A', country: 'de' } },
      'bankAccount',
      'Invalid input: Should pass single schema',
    ],
    ['unknown key', { ...validBody, extra: 1 }, '', 'Unrecognized key: "extra"'],
  ])('body %s -> 400 {message, errors}', async (_name, body, path, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Request validation failed',
      errors: [expect.objectContaining({ in: 'body', path, message })],
    });
  });

  it('lists every failing field of a body', async () => {
    const response = await post({ startDate: 'x', correspondenceLanguage: 'xx', bankAccount: null });
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['bankAccount', 'correspondenceLanguage', 'startDate']);
  });

  it('a missing body is a validation error', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: `/api/modular/probe/${tenantId}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ in: 'body', path: '' });
  });

  it('params: tenant ids are uuids', async () => {
    const response = await post(validBody, { id: 'not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ in: 'params', path: 'tenantId', message: 'Invalid UUID' }),
    ]);
  });

  it('querystring: admin accounting month and paging messages', async () => {
    const month = await post(validBody, { query: 'accountingMonth=2026-13' });
    expect(month.json().errors).toEqual([
      expect.objectContaining({ in: 'querystring', path: 'accountingMonth', message: 'Must be in YYYY-MM format' }),
    ]);
    const take = await post(validBody, { query: 'take=250' });
    expect(take.json().errors).toEqual([
      expect.objectContaining({ in: 'querystring', path: 'take', message: 'Too big: expected number to be <200' }),
    ]);
  });

  it('malformed JSON answers 400 {code, message}', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/probe/${tenantId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"startDate":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });

  it('an unsupported content type answers 415 {code, message}', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/modular/probe/${tenantId}`,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a body over the limit answers 413', async () => {
    const response = await post({ ...validBody, padding: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
  });

  it('AppError answers its status with code, message and the extra fields', async () => {
    const forbidden = await ctx.app.inject({ method: 'GET', url: '/api/modular/probe-error/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      code: 'EMPLOYEE_ACCESS_FORBIDDEN',
      message: 'You may not access this employee',
      employeeId: 'E-42',
    });
    const absences = await ctx.app.inject({ method: 'GET', url: '/api/modular/probe-error/absences' });
    expect(absences.statusCode).toBe(400);
    expect(absences.json()).toEqual({
      code: 'ABSENCES_NOT_FOUND',
      message: 'Absences not found',
      absenceIds: ['a1', 'a2'],
    });
  });

  it('an unexpected error answers 500 without internals, with the request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/modular/probe-error/crash',
      headers: { 'x-request-id': 'req-500' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: INTERNAL_ERROR_MESSAGE,
      requestId: 'req-500',
    });
    expect(response.body).not.toMatch(/10\.0\.0\.7|password|stack|at /);
  });
});
