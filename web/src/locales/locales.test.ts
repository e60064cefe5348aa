// Every screen works in de, fr, it and en (STYLE.md "Front end"): the four files have the same keys, every
// contract-driven key exists (areas, groups, error codes, environments, validation messages) and every static
// key used in the code exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ENVS,
  AREA_GROUPS,
  AREAS,
  AUDIT_ACTOR_TYPES,
  CARRIER_MESSAGES,
  EMPLOYEE_MESSAGES,
  ERROR_CODES,
  MESSAGES,
  SUPPORTED_LANGUAGES,
  USER_ROLES,
  USER_STATUSES,
} from '../../../src/contracts/index.ts';
import { TOKEN_STATUSES } from '../features/api-tokens/token-status.ts';
import { allEnumLabelKeys } from '../features/employees/employee-enums.ts';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import it_ from './it.json';

type Tree = { [key: string]: string | Tree };
const LOCALES: Record<string, Tree> = { de, fr, it: it_, en };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const flat = Object.fromEntries(Object.entries(LOCALES).map(([language, tree]) => [language, flatten(tree)]));
const germanKeys = [...(flat.de?.keys() ?? [])].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('locale files', () => {
  it('exist for every supported language', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(['fr', 'it', 'en'])('%s has exactly the German keys', (language) => {
    expect([...(flat[language]?.keys() ?? [])].sort()).toEqual(germanKeys);
  });

  it.each(Object.keys(LOCALES))('%s has no empty texts and the same placeholders as German', (language) => {
    for (const [key, text] of flat[language] ?? []) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(flat.de?.get(key) ?? ''));
    }
  });

  it('German uses Swiss spelling (ss, never ß)', () => {
    for (const [key, text] of flat.de ?? []) expect(text, key).not.toContain('ß');
  });
});

describe('contract-driven keys', () => {
  const required = [
    ...AREAS.map((area) => `nav.areas.${area.id}`),
    ...AREA_GROUPS.map((group) => `nav.groups.${group}`),
    ...ERROR_CODES.map((code) => `errors.codes.${code}`),
    'errors.codes.INVALID_RESPONSE',
    ...APP_ENVS.map((environment) => `environment.names.${environment}`),
    ...Object.keys(MESSAGES).map((key) => `errors.validation.messages.${key}`),
    ...Object.keys(EMPLOYEE_MESSAGES).map((key) => `errors.validation.messages.${key}`),
    ...Object.keys(CARRIER_MESSAGES).map((key) => `errors.validation.messages.${key}`),
    ...allEnumLabelKeys(),
    'employees.form.validFromRequired',
    'employees.form.recordStartsThatDay',
    ...['created', 'corrected', 'recordAdded'].flatMap((kind) => [
      `employees.saved.${kind}.title`,
      `employees.saved.${kind}.message`,
    ]),
    ...['forbidden', 'notFound'].flatMap((kind) => [
      `employees.states.${kind}.title`,
      `employees.states.${kind}.message`,
    ]),
    ...SUPPORTED_LANGUAGES.map((language) => `language.names.${language}`),
    ...['body', 'querystring', 'params', 'headers'].map((part) => `errors.validation.parts.${part}`),
    ...USER_ROLES.map((role) => `roles.${role}`),
    ...USER_STATUSES.map((status) => `users.statuses.${status}`),
    ...AUDIT_ACTOR_TYPES.map((type) => `auditLog.actorTypes.${type}`),
    ...TOKEN_STATUSES.map((status) => `apiTokens.statuses.${status}`),
    ...['first', 'previous', 'next', 'last'].map((control) => `common.pagination.${control}`),
  ];

  it('covers the identity areas, every role and every new error code', () => {
    expect(required).toEqual(
      expect.arrayContaining([
        'nav.areas.settingsApiTokens',
        'nav.areas.auditLog',
        'roles.HR_Admin',
        'roles.Superior',
        'roles.HR_Business_Partner',
        'roles.Case_Manager',
        'roles.Payroll',
        'errors.codes.USER_EMAIL_TAKEN',
        'errors.codes.INVALID_CSRF_TOKEN',
        'errors.codes.UNAUTHENTICATED',
        'errors.validation.messages.oasiCheckDigit',
        'employees.enums.workingFrequency.SHORT-TERM WORK',
        'employees.enums.bankAccountType.INTERNATIONAL',
      ]),
    );
  });

  it.each(Object.keys(LOCALES))(
    '%s translates every area, group, role, error code, environment and message',
    (language) => {
      const missing = required.filter((key) => !flat[language]?.has(key));
      expect(missing).toEqual([]);
    },
  );
});

describe('keys used in code', () => {
  it('every static t() key exists', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(import.meta.dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        if (match[1]) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    // A key used with { count } may exist as its plural forms (lib/translator.ts: key_one, key_other).
    const exists = (key: string) => flat.de?.has(key) || (flat.de?.has(`${key}_one`) && flat.de?.has(`${key}_other`));
    expect([...used].filter((key) => !exists(key))).toEqual([]);
  });
});
