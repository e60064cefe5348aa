import { describe, expect, it } from 'vitest';
import { type EmployeeField, mapEmployeeColumns } from './employee-columns.ts';
import { parseEmployeeRow } from './employee-row.ts';

const BASE = {
  de: ['Mitarbeitenden-ID', 'Personalnummer', 'Vorname', 'Nachname', 'Gültig ab', 'Gültig bis'],
  fr: ['ID collaborateur', 'Numéro du personnel', 'Prénom', 'Nom', 'Valable dès', "Valable jusqu'au"],
  it: ['ID collaboratore', 'Numero del personale', 'Nome', 'Cognome', 'Valido dal', 'Valido fino al'],
  en: ['Employee ID', 'Personnel number', 'First name', 'Last name', 'Valid from', 'Valid to'],
};

describe('employee upload: the structured street columns', () => {
  it.each([
    ['de', ['Strasse', 'Strassenname', 'Hausnummer']],
    ['de', ['Adresse', 'Strasse ohne Nummer', 'Haus-Nr.']],
    ['fr', ['Rue', 'Nom de rue', 'Numéro de rue']],
    ['it', ['Via', 'Nome della via', 'Numero civico']],
    ['en', ['Street', 'Street name', 'Building number']],
    ['en', ['Address', 'streetName', 'House number']],
  ] as const)('%s %j: the address line, the street name, the building number', (language, headers) => {
    const mapping = mapEmployeeColumns([...BASE[language], ...headers]);
    expect(mapping.base.errors).toEqual([]);
    expect(mapping.base.language).toBe(language);
    expect(mapping.base.columns.slice(6).map((column) => column.field)).toEqual([
      'addressLine1',
      'streetName',
      'buildingNumber',
    ]);
  });

  const columns = new Set<EmployeeField>([
    'employeeId',
    'personnelNumber',
    'firstName',
    'lastName',
    'validFrom',
    'validTo',
    'addressLine1',
    'streetName',
    'buildingNumber',
    'zipCode',
    'city',
    'country',
  ]);
  const row = (cells: Partial<Record<EmployeeField, string>>) =>
    parseEmployeeRow(
      {
        employeeId: 'E-1',
        personnelNumber: 'E-1',
        firstName: 'Anna',
        lastName: 'Muster',
        validFrom: '01.01.2026',
        addressLine1: '12 rue du Lac',
        zipCode: '1003',
        city: 'Lausanne',
        country: 'ch',
        ...cells,
      },
      [],
      columns,
    );

  it('the cells become the address fields; empty cells leave them null (read from the address line)', () => {
    const given = row({ streetName: 'rue du Lac', buildingNumber: '12' });
    expect(given.ok && given.value.fields.address).toEqual({
      addressLine1: '12 rue du Lac',
      streetName: 'rue du Lac',
      buildingNumber: '12',
      zipCode: '1003',
      city: 'Lausanne',
      country: 'CH',
    });
    const empty = row({});
    expect(empty.ok && empty.value.fields.address).toMatchObject({ streetName: null, buildingNumber: null });
  });

  it('reports a building number without street and a too long street in their own columns', () => {
    expect(row({ buildingNumber: '12' })).toEqual({
      ok: false,
      errors: [
        {
          column: 'streetName',
          value: undefined,
          code: 'invalidValue',
          params: { message: 'A building number needs the street name: enter streetName too, or leave both empty' },
        },
      ],
    });
    const long = 'S'.repeat(71);
    expect(row({ streetName: long })).toEqual({
      ok: false,
      errors: [
        {
          column: 'streetName',
          value: long,
          code: 'invalidValue',
          params: { message: 'Too big: expected string to have <=70 characters' },
        },
      ],
    });
  });
});
