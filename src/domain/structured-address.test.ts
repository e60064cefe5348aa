import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from './payouts/pain001/validate-input.ts';
import {
  parseStreetLine,
  STRUCTURED_ADDRESS_LIMITS,
  streetOfAddressLines,
  structuredAddressOf,
  structuredBillingAddress,
  structuredEmployeeAddress,
} from './structured-address.ts';

const zurich = { postCode: '8001', townName: 'Zürich', country: 'CH' };

describe('parseStreetLine: the Swiss forms of a street line', () => {
  it.each([
    // German and Italian: the number last.
    ['Bahnhofstrasse 12', 'Bahnhofstrasse', '12'],
    ['Via Cantonale 3a', 'Via Cantonale', '3a'],
    ['Seestr. 5-7', 'Seestr.', '5-7'],
    ['Hauptstrasse 12 B', 'Hauptstrasse', '12B'],
    ['Via San Gottardo 10/12', 'Via San Gottardo', '10/12'],
    ['Bahnhofstrasse Nr. 12', 'Bahnhofstrasse', '12'],
    ['Via Roma n. 5', 'Via Roma', '5'],
    ['Via Roma, 5', 'Via Roma', '5'],
    ['Rue du 1er-Mars 12', 'Rue du 1er-Mars', '12'],
    ['  Route   de Berne 7 ', 'Route de Berne', '7'],
    ['Im Grund 3', 'Im Grund', '3'],
    // French: the number first.
    ['12 rue du Lac', 'rue du Lac', '12'],
    ['12b, avenue de la Gare', 'avenue de la Gare', '12b'],
    ['5bis chemin des Vignes', 'chemin des Vignes', '5bis'],
    ['5-7 place du Marché', 'place du Marché', '5-7'],
    ['1. Mai-Strasse 5', '1. Mai-Strasse', '5'],
    // No number.
    ['Dorfplatz', 'Dorfplatz', null],
    ['Bei der Kirche', 'Bei der Kirche', null],
    ['Postfachstrasse 3', 'Postfachstrasse', '3'],
  ])('%j is street %j, number %j', (line, streetName, buildingNumber) => {
    expect(parseStreetLine(line)).toEqual({ kind: 'STREET', streetName, buildingNumber });
  });

  it.each([
    ['Postfach', 'PO_BOX'],
    ['Postfach 123', 'PO_BOX'],
    ['Case postale 12', 'PO_BOX'],
    ['Casella postale 7', 'PO_BOX'],
    ['CP 44', 'PO_BOX'],
    ['P.O. Box 5', 'PO_BOX'],
    ['c/o Muster AG', 'CARE_OF'],
    ['C/O Treuhand Meier', 'CARE_OF'],
    ['p.a. Studio Rossi', 'CARE_OF'],
    ['z.Hd. Frau Keller', 'CARE_OF'],
    ['12', 'NONE'],
    ['  ', 'NONE'],
    [null, 'NONE'],
  ])('%j is %s', (line, kind) => {
    expect(parseStreetLine(line).kind).toBe(kind);
  });
});

describe('streetOfAddressLines: the street of both lines', () => {
  it.each([
    ['Bahnhofstrasse 12', 'Postfach', { kind: 'STREET', streetName: 'Bahnhofstrasse', buildingNumber: '12' }],
    ['c/o Muster AG', '12 rue du Lac', { kind: 'STREET', streetName: 'rue du Lac', buildingNumber: '12' }],
    ['Postfach 5', 'c/o Muster AG', { kind: 'PO_BOX' }],
    ['c/o Muster AG', null, { kind: 'CARE_OF' }],
    ['', 'Bahnhofstrasse 12', { kind: 'NONE' }],
  ])('%j + %j', (line1, line2, expected) => {
    expect(streetOfAddressLines(line1, line2)).toEqual(expected);
  });
});

describe('structuredAddressOf', () => {
  it('reads street and number from addressLine1 when the fields are empty', () => {
    expect(structuredAddressOf({ addressLine1: 'Bahnhofstrasse 12', ...zurich })).toEqual({
      ok: true,
      source: 'PARSED',
      address: {
        streetName: 'Bahnhofstrasse',
        buildingNumber: '12',
        postCode: '8001',
        townName: 'Zürich',
        country: 'CH',
      },
    });
    expect(
      structuredAddressOf({
        addressLine1: '12b, avenue de la Gare',
        postCode: '1003',
        townName: 'Lausanne',
        country: 'CH',
      }),
    ).toMatchObject({ ok: true, address: { streetName: 'avenue de la Gare', buildingNumber: '12b' } });
    expect(
      structuredAddressOf({ addressLine1: 'Dorfplatz', postCode: '9490', townName: 'Vaduz', country: 'LI' }),
    ).toMatchObject({ ok: true, address: { streetName: 'Dorfplatz', buildingNumber: null, country: 'LI' } });
  });

  it('explicit streetName and buildingNumber win over addressLine1', () => {
    expect(
      structuredAddressOf({
        addressLine1: 'Geschäftshaus Seepark, Eingang B',
        streetName: ' Seestrasse ',
        buildingNumber: '44a',
        ...zurich,
      }),
    ).toEqual({
      ok: true,
      source: 'FIELDS',
      address: { streetName: 'Seestrasse', buildingNumber: '44a', postCode: '8001', townName: 'Zürich', country: 'CH' },
    });
    // A street without a number: streetName alone.
    expect(structuredAddressOf({ addressLine1: 'Hof 3', streetName: 'Hof Sunnebüel', ...zurich })).toMatchObject({
      ok: true,
      source: 'FIELDS',
      address: { streetName: 'Hof Sunnebüel', buildingNumber: null },
    });
  });

  it('a P.O. box or c/o line in addressLine1 falls back to a street in addressLine2', () => {
    expect(
      structuredAddressOf({ addressLine1: 'c/o Muster AG', addressLine2: 'Bahnhofstrasse 12', ...zurich }),
    ).toMatchObject({ ok: true, source: 'PARSED', address: { streetName: 'Bahnhofstrasse', buildingNumber: '12' } });
    expect(
      structuredAddressOf({
        addressLine1: 'Case postale 12',
        addressLine2: '3 rue du Rhône',
        postCode: '1204',
        townName: 'Genève',
        country: 'CH',
      }),
    ).toMatchObject({ ok: true, address: { streetName: 'rue du Rhône', buildingNumber: '3' } });
    // A street in addressLine1 wins; addressLine2 ("Postfach") is not needed.
    expect(structuredAddressOf({ addressLine1: 'Seestr. 5-7', addressLine2: 'Postfach', ...zurich })).toMatchObject({
      ok: true,
      address: { streetName: 'Seestr.', buildingNumber: '5-7' },
    });
  });

  it('foreign addresses keep their postcodes', () => {
    expect(
      structuredAddressOf({
        addressLine1: 'Friedrichstraße 100',
        postCode: '10117',
        townName: 'Berlin',
        country: 'DE',
      }),
    ).toMatchObject({ ok: true, address: { streetName: 'Friedrichstraße', buildingNumber: '100', postCode: '10117' } });
  });

  it.each([
    [
      'a P.O. box without a street',
      { addressLine1: 'Postfach 123', ...zurich },
      [
        {
          field: 'addressLine1',
          code: 'NO_STREET',
          message:
            "addressLine1 'Postfach 123' is a P.O. box, not a street; payment files need a street address: enter it in streetName and buildingNumber",
        },
      ],
    ],
    [
      'a c/o line without a street',
      { addressLine1: 'c/o Muster AG', addressLine2: 'Postfach', ...zurich },
      [
        {
          field: 'addressLine1',
          code: 'NO_STREET',
          message:
            "addressLine1 'c/o Muster AG' is a c/o line, not a street; payment files need a street address: enter it in streetName and buildingNumber",
        },
      ],
    ],
    [
      'a number without a street',
      { addressLine1: '12', ...zurich },
      [
        {
          field: 'addressLine1',
          code: 'NO_STREET',
          message:
            "addressLine1 '12' has no street name; payment files need a street address: enter it in streetName and buildingNumber",
        },
      ],
    ],
    [
      'a building number without streetName',
      { addressLine1: 'Bahnhofstrasse 12', buildingNumber: '12', ...zurich },
      [
        {
          field: 'buildingNumber',
          code: 'BUILDING_NUMBER_WITHOUT_STREET',
          message:
            "buildingNumber '12' needs streetName: enter the street too, or leave both empty to read them from addressLine1",
        },
      ],
    ],
    [
      'a CH postcode with 5 digits',
      { addressLine1: 'Bahnhofstrasse 12', ...zurich, postCode: '80010' },
      [
        {
          field: 'postCode',
          code: 'INVALID_POSTCODE',
          message: "postCode '80010' is not a CH postcode: Swiss and Liechtenstein postcodes have 4 digits (1000-9999)",
        },
      ],
    ],
    [
      'an LI postcode with 3 digits',
      { addressLine1: 'Städtle 1', postCode: '949', townName: 'Vaduz', country: 'LI' },
      [
        {
          field: 'postCode',
          code: 'INVALID_POSTCODE',
          message: "postCode '949' is not a LI postcode: Swiss and Liechtenstein postcodes have 4 digits (1000-9999)",
        },
      ],
    ],
    [
      'a country in lower case',
      { addressLine1: 'Bahnhofstrasse 12', ...zurich, country: 'ch' },
      [
        {
          field: 'country',
          code: 'INVALID_COUNTRY',
          message: "country 'ch' is not an ISO 3166 two-letter country code in capitals (e.g. CH)",
        },
      ],
    ],
    [
      'a street name of 71 characters',
      { addressLine1: 'x', streetName: 'S'.repeat(71), ...zurich },
      [
        {
          field: 'streetName',
          code: 'TOO_LONG',
          message: 'streetName has 71 characters; payment files allow at most 70',
        },
      ],
    ],
    [
      'a building number of 17 characters',
      { addressLine1: 'x', streetName: 'Bahnhofstrasse', buildingNumber: '1'.repeat(17), ...zurich },
      [
        {
          field: 'buildingNumber',
          code: 'TOO_LONG',
          message: 'buildingNumber has 17 characters; payment files allow at most 16',
        },
      ],
    ],
    [
      'a parsed street of 71 characters',
      { addressLine1: `${'S'.repeat(71)} 4`, ...zurich },
      [
        {
          field: 'addressLine1',
          code: 'TOO_LONG',
          message: `streetName has 71 characters (read from addressLine1: '${'S'.repeat(71)}'); payment files allow at most 70: enter a shorter one in streetName`,
        },
      ],
    ],
    [
      'a town of 35 characters that the SPS transliteration makes 37',
      { addressLine1: 'Bahnhofstrasse 12', ...zurich, townName: `${'T'.repeat(34)}…` },
      [{ field: 'townName', code: 'TOO_LONG', message: 'townName has 37 characters; payment files allow at most 35' }],
    ],
    [
      'a postcode of 17 characters',
      { addressLine1: 'Bahnhofstrasse 12', ...zurich, country: 'DE', postCode: '1'.repeat(17) },
      [{ field: 'postCode', code: 'TOO_LONG', message: 'postCode has 17 characters; payment files allow at most 16' }],
    ],
    [
      'nothing but a country',
      { addressLine1: ' ', postCode: null, townName: '', country: 'CH' },
      [
        { field: 'addressLine1', code: 'REQUIRED', message: 'addressLine1 is required (or streetName)' },
        { field: 'postCode', code: 'REQUIRED', message: 'postCode is required' },
        { field: 'townName', code: 'REQUIRED', message: 'townName is required' },
      ],
    ],
  ])('refuses %s', (_name, input, problems) => {
    expect(structuredAddressOf(input)).toEqual({ ok: false, problems });
  });

  it('names the fields of the caller: postalCode for a tenant address, zipCode for an employee', () => {
    const tenant = structuredBillingAddress({
      addressLine1: 'Postfach',
      postalCode: '800',
      city: 'Zürich',
      country: 'CH',
    });
    expect(tenant.ok ? [] : tenant.problems.map((problem) => problem.field)).toEqual(['addressLine1', 'postalCode']);
    expect(tenant.ok ? '' : tenant.problems[1]?.message).toMatch(/^postalCode '800' is not a CH postcode/);
    const employee = structuredEmployeeAddress({
      addressLine1: 'Bahnhofstrasse 1',
      zipCode: '80001',
      city: ' ',
      country: 'CH',
    });
    expect(employee.ok ? [] : employee.problems.map((problem) => `${problem.field} ${problem.code}`)).toEqual([
      'city REQUIRED',
      'zipCode INVALID_POSTCODE',
    ]);
    expect(
      structuredEmployeeAddress({
        addressLine1: 'Via Cantonale 3a',
        streetName: null,
        buildingNumber: null,
        zipCode: '6900',
        city: 'Lugano',
        country: 'CH',
      }),
    ).toEqual({
      ok: true,
      source: 'PARSED',
      address: {
        streetName: 'Via Cantonale',
        buildingNumber: '3a',
        postCode: '6900',
        townName: 'Lugano',
        country: 'CH',
      },
    });
  });

  it('uses the lengths of the payment-file check', () => {
    expect(STRUCTURED_ADDRESS_LIMITS).toEqual({
      streetName: FIELD_LIMITS.streetName,
      buildingNumber: FIELD_LIMITS.buildingNumber,
      postCode: FIELD_LIMITS.postCode,
      townName: FIELD_LIMITS.townName,
    });
  });
});
