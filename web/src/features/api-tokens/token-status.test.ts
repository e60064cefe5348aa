import { describe, expect, it } from 'vitest';
import { displayPrefix, expiryBounds, isTokenExpired, lastValidDay, tokenStatus } from './token-status.ts';

// 14 May 2026, 10:00 in Zurich (CEST).
const NOW = new Date('2026-05-14T08:00:00Z');

describe('tokenStatus', () => {
  it('is active before the expiry', () => {
    expect(tokenStatus({ isRevoked: false, expiresAt: '2027-05-14T21:59:59.999Z' }, NOW)).toBe('active');
    expect(tokenStatus({ isRevoked: false, expiresAt: '2026-05-14' }, NOW)).toBe('active');
  });

  it('is expired once the expiry has passed', () => {
    expect(tokenStatus({ isRevoked: false, expiresAt: '2026-05-14T07:59:59.000Z' }, NOW)).toBe('expired');
    expect(tokenStatus({ isRevoked: false, expiresAt: '2026-05-13' }, NOW)).toBe('expired');
  });

  it('is revoked whatever the date', () => {
    expect(tokenStatus({ isRevoked: true, expiresAt: '2030-01-01T00:00:00Z' }, NOW)).toBe('revoked');
    expect(tokenStatus({ isRevoked: true, expiresAt: '2020-01-01' }, NOW)).toBe('revoked');
  });

  it('treats a date as valid through its whole Swiss day', () => {
    // 23:30 in Zurich on the last day is still valid; 00:30 the next day is not.
    expect(isTokenExpired('2026-05-14', new Date('2026-05-14T21:30:00Z'))).toBe(false);
    expect(isTokenExpired('2026-05-14', new Date('2026-05-14T22:30:00Z'))).toBe(true);
  });

  it('treats the expiry instant itself as expired', () => {
    expect(isTokenExpired('2026-05-14T08:00:00Z', NOW)).toBe(true);
  });
});

describe('lastValidDay', () => {
  it('reads dates as they are and instants in Swiss time', () => {
    expect(lastValidDay('2027-05-14')).toBe('2027-05-14');
    expect(lastValidDay('2027-05-14T21:59:59.999Z')).toBe('2027-05-14');
    // Exclusive end: midnight after the last day (Swiss time).
    expect(lastValidDay('2027-05-14T22:00:00.000Z')).toBe('2027-05-14');
    expect(lastValidDay('2027-01-14T23:00:00.000Z')).toBe('2027-01-14');
  });
});

describe('expiryBounds', () => {
  it('offers tomorrow to two years ahead, one year by default', () => {
    expect(expiryBounds(NOW)).toEqual({ min: '2026-05-15', max: '2028-05-14', initial: '2027-05-14' });
  });

  it('uses the Swiss date around midnight', () => {
    expect(expiryBounds(new Date('2026-12-31T23:30:00Z')).min).toBe('2027-01-02');
  });
});

describe('displayPrefix', () => {
  it('adds an ellipsis once', () => {
    expect(displayPrefix('abs_AbC1')).toBe('abs_AbC1…');
    expect(displayPrefix('abs_AbC1…')).toBe('abs_AbC1…');
  });
});
