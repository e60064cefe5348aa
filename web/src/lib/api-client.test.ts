import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_MATRIX } from '../../../src/contracts/index.ts';
import {
  ApiError,
  apiRequest,
  buildUrl,
  CSRF_HEADER,
  getCsrfToken,
  requestHeaders,
  setCsrfToken,
} from './api-client.ts';
import { toApiError } from './api-errors.ts';
import { translator } from './translator.ts';

const readyBody = {
  status: 'not-ready',
  checks: {
    database: { ok: true, detail: 'ok', latencyMs: 2 },
    migrations: { ok: false, detail: '1 pending', applied: 4, expected: 5 },
  },
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Headers of the n-th fetch call. */
function headersOf(fetchMock: ReturnType<typeof vi.fn>, call = 0): Record<string, string> {
  const init = (fetchMock.mock.calls[call] as unknown[] | undefined)?.[1] as RequestInit | undefined;
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('buildUrl', () => {
  it('substitutes and encodes path parameters', () => {
    expect(buildUrl('/api/modular/case/:caseId/notes/:noteId', { caseId: 'a b', noteId: 7 })).toBe(
      '/api/modular/case/a%20b/notes/7',
    );
  });

  it('fails loudly on a missing path parameter', () => {
    expect(() => buildUrl('/case/:caseId', {})).toThrow("Missing path parameter 'caseId'");
  });

  it('appends the query, repeating arrays and skipping empty values', () => {
    expect(buildUrl('/x', undefined, { from: '2026-01', take: 10, ids: ['a', 'b'], skip: undefined, q: null })).toBe(
      '/x?from=2026-01&take=10&ids=a&ids=b',
    );
  });
});

describe('toApiError', () => {
  it('reads {code, message, requestId}', () => {
    const error = toApiError(500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal error', requestId: 'r1' });
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message, error.requestId]).toEqual([
      500,
      'INTERNAL_SERVER_ERROR',
      'Internal error',
      'r1',
    ]);
  });

  it('reads {message, errors}', () => {
    const error = toApiError(400, { message: 'bad', errors: [{ in: 'body', path: 'a', message: 'm' }] });
    expect(error.validationErrors).toEqual([{ in: 'body', path: 'a', message: 'm' }]);
    expect(error.code).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('calls the contract path with the query and returns the validated body', async () => {
    const body = {
      items: [
        {
          accountingMonthId: '2026-11',
          startDate: '2026-11-01',
          endDate: '2026-11-30',
          calendarDays: 30,
          weekdays: 21,
          weekendDays: 9,
        },
      ],
      totalCount: 1,
    };
    const fetchMock = vi.fn(async () => jsonResponse(200, body));
    vi.stubGlobal('fetch', fetchMock);

    const result = await apiRequest('accountingMonths', { query: { from: '2026-11', to: '2026-11' } });

    expect(result).toEqual(body);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/modular/calendar/accounting-months?from=2026-11&to=2026-11',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('throws ApiError with the code of an error answer', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'Route not found' }));
    await expect(apiRequest('systemInfo')).rejects.toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' });
  });

  it('accepts a listed non-2xx status as data (/ready answers 503 when not ready)', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(503, readyBody));
    await expect(apiRequest('ready', { acceptStatuses: [503] })).resolves.toEqual(readyBody);
    await expect(apiRequest('ready')).rejects.toMatchObject({ status: 503 });
  });

  it('rejects a body that breaks the contract with INVALID_RESPONSE', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { name: 'x', version: '1', environment: 'moon' }));
    await expect(apiRequest('systemInfo')).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it('in a production build trusts the answer the server has checked (no schema, no Zod is loaded)', async () => {
    vi.stubEnv('DEV', false);
    try {
      const body = { name: 'x', version: '1', environment: 'moon' };
      vi.stubGlobal('fetch', async () => jsonResponse(200, body));
      await expect(apiRequest('systemInfo')).resolves.toEqual(body);
      vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
      await expect(apiRequest('authLogout')).resolves.toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('lets a network failure through as TypeError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(apiRequest('systemInfo')).rejects.toBeInstanceOf(TypeError);
  });
});

describe('CSRF token', () => {
  const session = {
    actor: {
      kind: 'user',
      user: {
        id: '6f1c1b9e-2f7a-4c55-9a36-0d7e54f1a001',
        name: 'Anna Muster',
        email: 'anna.muster@example.ch',
        language: 'de',
        userRole: 'HR_Admin',
        companyId: '6f1c1b9e-2f7a-4c55-9a36-0d7e54f1a002',
        status: 'ACTIVE',
        employeeId: null,
        revision: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    },
    tenant: null,
    memberships: [],
    permissions: PERMISSION_MATRIX.HR_Admin,
    canChangeOwnRole: true,
    environment: 'local',
    csrfToken: 'csrf-1',
  };

  afterEach(() => {
    setCsrfToken(undefined);
  });

  it('sends no token before a session is known', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, session));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('authDevLogin', { body: { kind: 'user', id: '6f1c1b9e-2f7a-4c55-9a36-0d7e54f1a001' } });
    expect(headersOf(fetchMock)).not.toHaveProperty(CSRF_HEADER);
  });

  it('adds the session token to writes, never to reads', async () => {
    setCsrfToken('csrf-1');
    const fetchMock = vi.fn(async () => jsonResponse(200, session));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('authChangeOwnRole', { body: { userRole: 'Payroll' } });
    await apiRequest('authSession');

    expect(headersOf(fetchMock, 0)).toMatchObject({ [CSRF_HEADER]: 'csrf-1', 'Content-Type': 'application/json' });
    expect((fetchMock.mock.calls[0] as unknown[])[1]).toMatchObject({ method: 'PATCH' });
    expect(headersOf(fetchMock, 1)).not.toHaveProperty(CSRF_HEADER);
    expect(getCsrfToken()).toBe('csrf-1');
  });

  it('lets the caller pass a token explicitly', async () => {
    setCsrfToken('csrf-old');
    const fetchMock = vi.fn(async () => jsonResponse(200, session));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('authChangeOwnRole', { body: { userRole: 'Payroll' }, csrfToken: 'csrf-explicit' });
    expect(headersOf(fetchMock)).toMatchObject({ [CSRF_HEADER]: 'csrf-explicit' });
  });

  it('stops sending the token after sign-out', async () => {
    setCsrfToken('csrf-1');
    setCsrfToken(undefined);
    expect(requestHeaders('POST', false)).toEqual({ Accept: 'application/json', 'Accept-Language': 'de' });
  });

  it('adds the token to writes without a body (revoke, logout)', () => {
    setCsrfToken('csrf-2');
    expect(requestHeaders('POST', false)).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'de',
      [CSRF_HEADER]: 'csrf-2',
    });
    expect(requestHeaders('delete', false)).toMatchObject({ [CSRF_HEADER]: 'csrf-2' });
    expect(requestHeaders('GET', false)).toEqual({ Accept: 'application/json', 'Accept-Language': 'de' });
  });
});

describe('display language', () => {
  it('tells the server the language the screen shows (a care reason is worded in it), also after a switch', () => {
    expect(requestHeaders('GET', false)['Accept-Language']).toBe('de');
    const before = translator.language;
    translator.changeLanguage('fr');
    try {
      expect(requestHeaders('GET', false)['Accept-Language']).toBe('fr');
    } finally {
      translator.changeLanguage(before);
    }
  });
});

describe('empty answers', () => {
  it('accepts 204 No Content as the contract null (sign-out)', async () => {
    setCsrfToken('csrf-1');
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('authLogout')).resolves.toBeNull();
    expect(headersOf(fetchMock)).toMatchObject({ [CSRF_HEADER]: 'csrf-1' });
    setCsrfToken(undefined);
  });
});
