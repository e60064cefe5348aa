import { describe, expect, it } from 'vitest';
import { returnToFor, sanitizeReturnTo, withLanguage } from './return-to.ts';

describe('sanitizeReturnTo (open-redirect protection)', () => {
  it.each([
    ['/settings/users', '/settings/users'],
    ['/settings/audit-log?actorType=user&lang=fr', '/settings/audit-log?actorType=user&lang=fr'],
    ['/settings/users#top', '/settings/users#top'],
    ['/', '/'],
  ])('keeps the app path %s', (input, expected) => {
    expect(sanitizeReturnTo(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/phish'],
    ['http://evil.example'],
    ['//evil.example/path'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['settings/users'],
    [''],
    ['/login'],
    ['/login?returnTo=/x'],
    ['/'.padEnd(3000, 'a')],
  ])('refuses %j', (input) => {
    expect(sanitizeReturnTo(input)).toBe('/');
  });

  it('refuses anything that is not a string', () => {
    expect(sanitizeReturnTo(undefined)).toBe('/');
    expect(sanitizeReturnTo(null)).toBe('/');
    expect(sanitizeReturnTo(['/a'])).toBe('/');
    expect(sanitizeReturnTo({ href: '/a' })).toBe('/');
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(sanitizeReturnTo('/a/../../b')).toBe('/b');
    expect(sanitizeReturnTo('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('returnToFor', () => {
  it('omits the start page', () => {
    expect(returnToFor('/')).toBeUndefined();
    expect(returnToFor('/settings/users?skip=20')).toBe('/settings/users?skip=20');
  });
});

describe('withLanguage', () => {
  it('adds lang unless the path names one', () => {
    expect(withLanguage('/settings/users', 'fr')).toBe('/settings/users?lang=fr');
    expect(withLanguage('/x?a=1#h', 'it')).toBe('/x?a=1&lang=it#h');
    expect(withLanguage('/x?lang=en', 'fr')).toBe('/x?lang=en');
    expect(withLanguage('/x', undefined)).toBe('/x');
  });
});
