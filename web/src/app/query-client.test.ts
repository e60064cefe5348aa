import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { shouldRetryQuery } from './query-client.ts';

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
