import { describe, expect, it } from 'vitest';
import { routes } from '../../lib/api-routes.ts';
import { formatMonth } from '../../lib/format.ts';
import { Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import {
  ADMIN_ROUTE_OBJECTS,
  adminRouteLabel,
  auditActionKey,
  auditEntityLabel,
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

const LOCALES = { de, fr, it: it_, en } as const;
const translatorFor = (language: keyof typeof LOCALES) =>
  new Translator({ language, fallbackLanguage: 'de', resources: { [language]: LOCALES[language] } }).t;
const inLanguage =
  (language: keyof typeof LOCALES) =>
  (key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], LOCALES[language]);

describe('the audit log speaks every language (decision 0042)', () => {
  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    '%s: a label for every action and object type the server records, every admin page, every kind',
    (language) => {
      const find = inLanguage(language);
      // The catalog is the server's (src/contracts/audit-actions.ts): 'payout.release.approve' had no label before.
      const missing = [
        ...KNOWN_AUDIT_ACTIONS.map((action) => auditActionKey(action) ?? action),
        ...KNOWN_AUDIT_ENTITY_TYPES.map((type) => auditEntityTypeKey(type) ?? type),
        ...Object.keys(ADMIN_ROUTE_OBJECTS).map((object) => `auditLog.routeObjects.${object}`),
        ...['changes', 'admin-requests', 'all'].map((kind) => `auditLog.kinds.${kind}`),
      ].filter((key) => typeof find(key) !== 'string');
      expect(missing).toEqual([]);
    },
  );

  it('knows what every admin endpoint is about', () => {
    const mapped = Object.values(ADMIN_ROUTE_OBJECTS).flat();
    const adminEndpoints = Object.keys(routes).filter((name) => name.startsWith('admin'));
    expect(adminEndpoints.filter((name) => !mapped.includes(name))).toEqual([]);
    expect(mapped.filter((name) => !adminEndpoints.includes(name))).toEqual([]);
  });

  it("reads an administrator's request as the page viewed or changed, never the API path", () => {
    const t = translatorFor('de');
    expect(adminRouteLabel('GET /api/modular/admin/tenant/:tenantId/users', t)).toBe('Angesehen: Benutzer/innen');
    expect(
      adminRouteLabel('POST /api/modular/admin/tenant/:tenantId/accounting-month/:accountingMonthId/lock', t),
    ).toBe('Geändert: Abrechnungsmonate');
    expect(adminRouteLabel('GET /api/modular/admin/case/:ktgCaseId', translatorFor('fr'))).toBe('Consulté : Cas');
    expect(adminRouteLabel('GET /api/unknown', t)).toBe('Anfrage eines Plattform-Admins');
    expect(adminRouteLabel(null, t)).toBe('Anfrage eines Plattform-Admins');
  });

  it('names the object, never its id', () => {
    const t = translatorFor('de');
    const month = (iso: string) => formatMonth(iso, 'de');
    const entry = {
      entityType: 'user',
      entityId: '0f3e2d1c-0001-4a5b-8c7d-000000000001',
      entityName: null,
      entityCaseNumber: null,
      actorId: null,
      actorName: null,
      before: null,
      after: null,
    };
    expect(auditEntityLabel({ ...entry, entityName: 'Tim Test' }, t, month)).toBe('Benutzer/in: Tim Test');
    // Signing in: the object is the actor.
    expect(auditEntityLabel({ ...entry, actorId: entry.entityId, actorName: 'Anna Meier' }, t, month)).toBe(
      'Benutzer/in: Anna Meier',
    );
    expect(auditEntityLabel(entry, t, month)).toBe('Benutzer/in');
    expect(
      auditEntityLabel({ ...entry, entityType: 'case', entityName: 'Julia Merian', entityCaseNumber: 3 }, t, month),
    ).toBe('Fall 3: Julia Merian');
    expect(auditEntityLabel({ ...entry, entityType: 'case', entityCaseNumber: 3 }, t, month)).toBe('Fall 3');
    expect(auditEntityLabel({ ...entry, entityType: 'accounting-month', entityId: '2026-11' }, t, month)).toBe(
      'Abrechnungsmonat: November 2026',
    );
    expect(
      auditEntityLabel(
        { ...entry, entityType: 'route', entityId: 'GET /api/modular/admin/tenant/:tenantId/employee' },
        t,
        month,
      ),
    ).toBe('Angesehen: Mitarbeitende');
    expect(auditEntityLabel({ ...entry, entityType: 'payout-release' }, t, month)).toBe('Auszahlungsfreigabe');
  });
});

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
