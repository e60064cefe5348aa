import { describe, expect, it } from 'vitest';
import { COVERAGE_MESSAGES, MESSAGES, TENANT_MESSAGES } from '../../../../src/contracts/index.ts';
import {
  addressesOf,
  addressProblems,
  append,
  BILLING_ADDRESS_PATH,
  checkConfiguration,
  coverageProblems,
  coveragesOf,
  findJsonSyntaxError,
  formatConfiguration,
  getIn,
  isSameConfiguration,
  newSimpleCoverage,
  parseDraftText,
  problemsOutsideCoverages,
  removeAt,
  setAddressField,
  setIn,
} from './configuration-draft.ts';

/** A small valid configuration (the contract fills in the defaults). */
const configuration = {
  name: 'Muster AG',
  processingGroups: [{ processingGroupId: 'MONTHLY', name: 'Monatslohn' }],
  companySubunits: [],
  wageTypeMappings: [
    {
      appliesTo: { companySubunitId: null, processingGroupId: null },
      wageTypeId: '1000',
      description: 'Monatslohn',
      grapeWageType: 'BASE_SALARY',
      factor: 1,
    },
  ],
  insuranceConfiguration: {
    insuredProducts: ['KTG'],
    exportMimeTypes: ['text/csv'],
    predefinedExports: [{ key: 'b', name: 'Buchungen', reportKind: 'bookings' }],
    exportAccountMappings: [{ appliesTo: {}, accountIn: '5000', accountOut: '5790', absenceType: 'SICK' }],
    coverageConfigurations: [
      {
        kind: 'SIMPLE',
        insuredPeriod: { from: '2024-01-01' },
        policies: [{ type: 'KTG', defaultPolicyNumber: 'KTG-1' }],
        eligibleWageTypes: ['1000'],
        coverages: {
          shorttermDuration: 30,
          shorttermCoverage: 80,
          lfzDuration: null,
          lfzCoverage: 100,
          maxDuration: 720,
          maxCoverage: 80,
        },
      },
    ],
    billingAddress: { addressLine1: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
  },
};
const MAX_COVERAGE = ['insuranceConfiguration', 'coverageConfigurations', 0, 'coverages', 'maxCoverage'];

describe('draft text', () => {
  it('round-trips a configuration through the editor text', () => {
    const parsed = parseDraftText(formatConfiguration(configuration));
    expect(parsed).toEqual({ ok: true, value: configuration });
  });

  it('reports text that is not JSON with its line and column, and empty text', () => {
    expect(parseDraftText('{ "name": ')).toEqual({
      ok: false,
      error: 'syntax',
      syntax: { line: 1, column: 11, reason: 'end' },
    });
    expect(parseDraftText('  ')).toEqual({ ok: false, error: 'empty' });
    expect(formatConfiguration(undefined)).toBe('');
  });

  it('compares configurations regardless of key order', () => {
    expect(isSameConfiguration({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(isSameConfiguration({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});

describe('editing the draft', () => {
  it('sets a nested value without touching the original', () => {
    const next = setIn(configuration, MAX_COVERAGE, 90);
    expect(getIn(next, MAX_COVERAGE)).toBe(90);
    expect(getIn(configuration, MAX_COVERAGE)).toBe(80);
    expect(getIn(next, ['insuranceConfiguration', 'coverageConfigurations', 0, 'policies'])).toBe(
      configuration.insuranceConfiguration.coverageConfigurations[0]?.policies,
    );
  });

  it('creates missing objects and arrays on the way', () => {
    expect(setIn(undefined, ['a', 0, 'b'], 1)).toEqual({ a: [{ b: 1 }] });
    expect(getIn({ a: 1 }, ['a', 'b'])).toBeUndefined();
  });

  it('appends to and removes from lists', () => {
    const path = ['insuranceConfiguration', 'coverageConfigurations'];
    const added = append(configuration, path, newSimpleCoverage(configuration, '2026-01-01'));
    expect(coveragesOf(added)).toHaveLength(2);
    expect(coveragesOf(removeAt(added, path, 0))).toEqual([coveragesOf(added)[1]]);
    expect(coveragesOf({})).toEqual([]);
  });

  it('a new simple coverage takes every wage type of the draft', () => {
    expect(newSimpleCoverage(configuration, '2026-01-01')).toMatchObject({
      kind: 'SIMPLE',
      insuredPeriod: { from: '2026-01-01', till: null },
      eligibleWageTypes: ['1000'],
    });
  });
});

describe('inline validation with the contract schema', () => {
  it('finds no problem in a valid configuration', () => {
    expect(checkConfiguration(configuration)).toEqual([]);
  });

  it('puts an invalid maxCoverage at its field, translated', () => {
    const problems = checkConfiguration(setIn(configuration, MAX_COVERAGE, 120));
    expect(problems).toEqual([
      {
        path: 'insuranceConfiguration.coverageConfigurations.0.coverages.maxCoverage',
        message: COVERAGE_MESSAGES.percentage,
      },
    ]);
    const { fieldErrors, general } = coverageProblems(problems, 0, (message) => `T:${message}`);
    expect(fieldErrors).toEqual({ 'coverages.maxCoverage': `T:${COVERAGE_MESSAGES.percentage}` });
    expect(general).toEqual([]);
    expect(coverageProblems(problems, 1).fieldErrors).toEqual({});
    expect(problemsOutsideCoverages(problems)).toEqual([]);
  });

  it('gives the waiting period the message of the bound it breaks: below 0, or more than 3650 days', () => {
    const waiting = ['insuranceConfiguration', 'coverageConfigurations', 0, 'coverages', 'shorttermDuration'];
    const negative = checkConfiguration(setIn(configuration, waiting, -3));
    const tooLong = checkConfiguration(setIn(configuration, waiting, 99_999));
    expect(coverageProblems(negative, 0).fieldErrors['coverages.shorttermDuration']).toBe(
      COVERAGE_MESSAGES.waitingDays,
    );
    expect(coverageProblems(tooLong, 0).fieldErrors['coverages.shorttermDuration']).toBe(COVERAGE_MESSAGES.maxDays);
  });

  it('reports an emptied number field (kept as typed) at the field as empty, not as a wrong value', () => {
    const problems = checkConfiguration(setIn(configuration, MAX_COVERAGE, ''));
    expect(coverageProblems(problems, 0).fieldErrors['coverages.maxCoverage']).toBe(MESSAGES.nonEmpty);
    // A wrong value keeps the schema's message.
    const negative = checkConfiguration(setIn(configuration, MAX_COVERAGE, -5));
    expect(coverageProblems(negative, 0).fieldErrors['coverages.maxCoverage']).toBe(COVERAGE_MESSAGES.percentage);
  });

  it('places problems of nested values at the closest field the editor shows', () => {
    const draft = setIn(
      configuration,
      ['insuranceConfiguration', 'coverageConfigurations', 0, 'eligibleWageTypes'],
      ['1000', '9999'],
    );
    const { fieldErrors } = coverageProblems(checkConfiguration(draft), 0);
    expect(fieldErrors.eligibleWageTypes).toBe(TENANT_MESSAGES.unknownWageType('9999'));
  });

  it('keeps problems outside the coverages for the save panel', () => {
    const problems = checkConfiguration(setIn(configuration, ['wageTypeMappings', 0, 'factor'], 0));
    expect(problemsOutsideCoverages(problems)).toEqual([
      { path: 'wageTypeMappings.0.factor', message: TENANT_MESSAGES.factor },
    ]);
  });
});

describe("JSON syntax errors, placed without the browser's (English) message", () => {
  it('finds nothing in valid JSON, the same as JSON.parse', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]} ', '"text"', '0']) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(findJsonSyntaxError(text)).toBeNull();
    }
  });

  it('names the line and column of an unexpected character', () => {
    // A missing comma between two properties: the second quote on line 3 is unexpected.
    expect(findJsonSyntaxError('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      line: 3,
      column: 3,
      reason: 'unexpected',
      character: '"',
    });
    expect(findJsonSyntaxError('{ "a": 1, }')).toEqual({ line: 1, column: 11, reason: 'unexpected', character: '}' });
    expect(findJsonSyntaxError("{ 'a': 1 }")).toEqual({ line: 1, column: 3, reason: 'unexpected', character: "'" });
    expect(findJsonSyntaxError('[01]')).toEqual({ line: 1, column: 3, reason: 'unexpected', character: '1' });
    expect(findJsonSyntaxError('{"a": tru }')).toMatchObject({ line: 1, column: 7, reason: 'unexpected' });
  });

  it('tells a text that ends too early and text after the document', () => {
    expect(findJsonSyntaxError('{\n  "a": [1, 2\n')).toEqual({ line: 3, column: 1, reason: 'end' });
    expect(findJsonSyntaxError('{"a": "open')).toEqual({ line: 1, column: 12, reason: 'end' });
    expect(findJsonSyntaxError('{"a": 1} x')).toEqual({ line: 1, column: 10, reason: 'trailing' });
  });

  it('fails wherever JSON.parse fails', () => {
    for (const text of ['{', '[1,]', '{"a" 1}', '{"a":1,,}', 'nul', '"a\tb"', '1 2', '{"a":-}', '.5']) {
      expect(() => JSON.parse(text)).toThrow();
      expect(findJsonSyntaxError(text)).not.toBeNull();
    }
  });
});

describe('the address editor', () => {
  const subunit = {
    companySubunitId: 'ZH',
    name: 'Zürich',
    addressLine1: 'c/o Muster AG',
    addressLine2: 'Bahnhofstrasse 12',
    postalCode: '8001',
    city: 'Zürich',
    country: 'CH',
  };
  const draft = { ...configuration, companySubunits: [subunit, { ...subunit, companySubunitId: 'BE', name: ' ' }] };

  it('lists the billing address, then each company subunit with its id and name', () => {
    expect(addressesOf(draft).map((address) => [address.path.join('.'), address.subunit])).toEqual([
      ['insuranceConfiguration.billingAddress', null],
      ['companySubunits.0', { index: 0, id: 'ZH', name: 'Zürich' }],
      ['companySubunits.1', { index: 1, id: 'BE', name: null }],
    ]);
    expect(addressesOf({})).toEqual([{ path: BILLING_ADDRESS_PATH, subunit: null, value: {} }]);
  });

  it('sets a field; an empty street, number or second line becomes null; the country is upper-cased', () => {
    let next = setAddressField(draft, ['companySubunits', 0], 'streetName', 'Bahnhofstrasse');
    next = setAddressField(next, ['companySubunits', 0], 'buildingNumber', '12');
    next = setAddressField(next, BILLING_ADDRESS_PATH, 'country', 'li');
    expect(getIn(next, ['companySubunits', 0])).toMatchObject({ streetName: 'Bahnhofstrasse', buildingNumber: '12' });
    expect(getIn(next, [...BILLING_ADDRESS_PATH, 'country'])).toBe('LI');
    next = setAddressField(next, ['companySubunits', 0], 'streetName', '  ');
    expect(getIn(next, ['companySubunits', 0, 'streetName'])).toBeNull();
    expect(getIn(setAddressField(next, ['companySubunits', 0], 'city', ''), ['companySubunits', 0, 'city'])).toBe('');
  });

  it("places the contract's problems at the address's fields", () => {
    const broken = setAddressField(
      setAddressField(draft, ['companySubunits', 1], 'buildingNumber', '12'),
      BILLING_ADDRESS_PATH,
      'postalCode',
      '800',
    );
    const problems = checkConfiguration(broken);
    expect(addressProblems(problems, ['companySubunits', 1])).toEqual({
      streetName: MESSAGES.buildingNumberWithoutStreet,
    });
    expect(addressProblems(problems, ['companySubunits', 0])).toEqual({});
    expect(addressProblems(problems, BILLING_ADDRESS_PATH)).toEqual({ postalCode: TENANT_MESSAGES.postcode });
  });
});
