import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import {
  auditActionKey,
  auditEntityName,
  auditEntityTypeKey,
  auditEnumKey,
  auditFieldChanges,
  auditFieldLabelKeys,
  formatAuditValue,
  KNOWN_AUDIT_ACTIONS,
  KNOWN_AUDIT_ENTITY_TYPES,
} from './audit-display.ts';

const format = {
  date: (iso: string) => iso.split('-').reverse().join('.'),
  dateTime: (iso: string) => `at ${iso}`,
  number: (value: number) => value.toLocaleString('de-CH'),
  yes: 'Ja',
  no: 'Nein',
};

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], de);

describe('audit entries in words', () => {
  it('every known action and object type has a German label; unknown ones keep their code', () => {
    for (const action of KNOWN_AUDIT_ACTIONS) expect(typeof lookup(auditActionKey(action) ?? '')).toBe('string');
    for (const type of KNOWN_AUDIT_ENTITY_TYPES) expect(typeof lookup(auditEntityTypeKey(type) ?? '')).toBe('string');
    expect(lookup(auditActionKey('session.sign-in') ?? '')).toBe('Angemeldet');
    expect(lookup(auditActionKey('employee.correct') ?? '')).toBe('Datensatz korrigiert');
    expect(auditActionKey('payroll.export')).toBeNull();
    expect(auditActionKey('session')).toBeNull();
    expect(auditEntityTypeKey('absence')).toBeNull();
  });

  it('lists the changed fields; a creation lists every field with nothing before', () => {
    expect(
      auditFieldChanges({ lastName: 'Muster', leavingDate: null }, { lastName: 'Meier', leavingDate: '2026-03-31' }),
    ).toEqual([
      { field: 'lastName', before: 'Muster', after: 'Meier' },
      { field: 'leavingDate', before: null, after: '2026-03-31' },
    ]);
    expect(auditFieldChanges(null, { name: 'CI', isRevoked: false })).toEqual([
      { field: 'name', before: null, after: 'CI' },
      { field: 'isRevoked', before: null, after: false },
    ]);
    expect(auditFieldChanges({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(auditFieldChanges('x', null)).toEqual([]);
  });

  it('formats dates dd.MM.yyyy, numbers Swiss, booleans and lists', () => {
    expect(formatAuditValue('2026-03-31', format)).toBe('31.03.2026');
    expect(formatAuditValue('2026-03-31T10:00:00.000Z', format)).toBe('at 2026-03-31T10:00:00.000Z');
    expect(formatAuditValue(12345.5, format)).toBe(format.number(12345.5));
    expect(formatAuditValue(true, format)).toBe('Ja');
    expect(formatAuditValue(null, format)).toBe('–');
    expect(formatAuditValue(['A', 'B'], format)).toBe('A, B');
    expect(formatAuditValue({ iban: 'CH' }, format)).toBe('{"iban":"CH"}');
  });

  it('names the object from its snapshot', () => {
    expect(auditEntityName(null, { firstName: 'Felix', lastName: 'Brunner' })).toBe('Felix Brunner');
    expect(auditEntityName({ name: 'CI token' }, null)).toBe('CI token');
    expect(auditEntityName(null, { method: 'dev' })).toBeNull();
  });
});

describe('employee values in audit entries', () => {
  it('translates enum codes by field and by the list they sit in', () => {
    expect(lookup(auditEnumKey('sex', 'FEMALE') ?? '')).toBe('Weiblich');
    expect(typeof lookup(auditEnumKey('type', 'PRIVATE', 'phoneNumbers') ?? '')).toBe('string');
    expect(typeof lookup(auditEnumKey('type', 'DOMESTIC', 'bankAccount') ?? '')).toBe('string');
    expect(typeof lookup(auditEnumKey('kind', 'SUPERIOR', 'connections') ?? '')).toBe('string');
    expect(auditEnumKey('type', 'PRIVATE')).toBeNull();
    expect(auditEnumKey('firstName', 'Anna')).toBeNull();
  });

  it('labels nested fields by what they mean, every key existing in German', () => {
    expect(auditFieldLabelKeys('type', 'bankAccount')[0]).toBe('employees.fields.bankAccountType');
    expect(auditFieldLabelKeys('isPreferred', 'phoneNumbers')[0]).toBe('employees.detail.preferred');
    expect(auditFieldLabelKeys('name')).toEqual(['auditLog.fieldNames.name', 'employees.fields.name']);
    for (const [field, parent] of [
      ['type', 'bankAccount'],
      ['kind', 'connections'],
      ['type', 'phoneNumbers'],
      ['isPreferred', 'emailAddresses'],
      ['wageTypeId', 'wageTypes'],
      ['policyNumber', 'policies'],
      ['holderName', 'bankAccount'],
      ['zipCode', 'address'],
    ] as const) {
      expect(auditFieldLabelKeys(field, parent).some((key) => typeof lookup(key) === 'string')).toBe(true);
    }
  });
});
