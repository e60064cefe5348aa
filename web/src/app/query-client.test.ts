import { describe, expect, it } from 'vitest';
import { authKeys } from '../features/auth/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { userSession } from '../testing/sessions.ts';
import { createQueryClient, isSessionFailure, shouldRetryQuery } from './query-client.ts';

describe('shouldRetryQuery', () => {
  it('retries transient failures once', () => {
    expect(shouldRetryQuery(0, new TypeError('fetch failed'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError({ status: 503, message: 'x' }))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError({ status: 503, message: 'x' }))).toBe(false);
  });

  it('never retries 4xx answers or contract violations', () => {
    expect(shouldRetryQuery(0, new ApiError({ status: 400, message: 'x' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 404, code: 'CASE_NOT_FOUND', message: 'x' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'x' }))).toBe(false);
  });
});

describe('session failures', () => {
  it('recognises 401 and a stale CSRF token', () => {
    expect(isSessionFailure(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'x' }))).toBe(true);
    expect(isSessionFailure(new ApiError({ status: 403, code: 'INVALID_CSRF_TOKEN', message: 'x' }))).toBe(true);
    expect(isSessionFailure(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x' }))).toBe(false);
    expect(isSessionFailure(new TypeError('fetch failed'))).toBe(false);
  });

  it('makes the app check the session again when a query answers 401', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.session(), userSession('HR_Admin'));
    await expect(
      queryClient.fetchQuery({
        queryKey: ['users', 'list'],
        queryFn: () => Promise.reject(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'x' })),
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(queryClient.getQueryState(authKeys.session())?.isInvalidated).toBe(true);
  });

  it('leaves the session alone on other failures', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.session(), userSession('HR_Admin'));
    await expect(
      queryClient.fetchQuery({
        queryKey: ['users', 'list'],
        queryFn: () => Promise.reject(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x' })),
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(queryClient.getQueryState(authKeys.session())?.isInvalidated).toBe(false);
  });
});
