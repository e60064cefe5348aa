import { describe, expect, it } from 'vitest';
import {
  ABSENCE_COLUMNS,
  ABSENCE_FIELDS,
  type AbsenceField,
  parseAbsenceRow,
  parseUploadDate,
  ROW_MESSAGES,
} from './absence-columns.ts';
import { mapColumns } from './columns.ts';

type Input = Partial<Record<AbsenceField, string>>;

const valid: Input = {
  employeeId: '10234',
  startDate: '2025-03-03',
  endDate: '2025-03-07',
  type: 'SICK',
  percentage: '50',
};

/** The errors of a row as column, value and message; each error's code names its message (ROW_MESSAGES). */
function errorsOf(overrides: Input, omit: AbsenceField[] = []) {
  const record: Input = { ...valid, ...overrides };
  for (const field of omit) delete record[field];
  const result = parseAbsenceRow(record, 7);
  if (result.ok) throw new Error(`expected errors for ${JSON.stringify(record)}`);
  expect(result.rowNumber).toBe(7);
  return result.errors.map(({ code, ...error }) => {
    expect(error.message).toBe(ROW_MESSAGES[code]);
    return error;
  });
}

function parsedValue(overrides: Input, omit: AbsenceField[] = []) {
  const record: Input = { ...valid, ...overrides };
  for (const field of omit) delete record[field];
  const result = parseAbsenceRow(record, 2);
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('absence columns', () => {
  it('has every field once, and the spec’s required columns (the employee by personnel number or id: one of them)', () => {
    expect(ABSENCE_COLUMNS.map((column) => column.field)).toEqual([...ABSENCE_FIELDS]);
    expect(ABSENCE_COLUMNS.filter((column) => column.required).map((column) => column.field)).toEqual([
      'startDate',
      'endDate',
      'type',
      'hours',
      'percentage',
    ]);
  });

  it('has no name shared by two fields (mapColumns would throw)', () => {
    expect(() => mapColumns(ABSENCE_COLUMNS, [])).not.toThrow();
  });
});

describe('parseAbsenceRow', () => {
  it('accepts a valid row and normalises it', () => {
    expect(parseAbsenceRow({ ...valid, comment: 'Arztzeugnis\nliegt vor' }, 2)).toEqual({
      ok: true,
      rowNumber: 2,
      value: {
        key: '10234',
        personnelNumber: null,
        startDate: '2025-03-03',
        endDate: '2025-03-07',
        type: 'SICK',
        accidentType: null,
        hours: null,
        percentage: '50',
        comment: 'Arztzeugnis\nliegt vor',
      },
    });
  });

  describe('dates', () => {
    it.each([
      ['2025-03-03', '2025-03-03'],
      ['03.03.2025', '2025-03-03'],
      ['3.3.2025', '2025-03-03'],
      ['29.02.2024', '2024-02-29'],
    ])('accepts %s as %s', (text, iso) => {
      expect(parsedValue({ startDate: text, endDate: text }).startDate).toBe(iso);
    });

    it.each([
      '31.02.2025',
      '29.02.2025',
      '2025-02-30',
      '2025-13-01',
      '00.01.2025',
      '3.3.25',
      '03/03/2025',
      '2025-3-3',
      '20250303',
      '0024-03-03',
      'morgen',
    ])('refuses %s with the spec message', (text) => {
      expect(errorsOf({ startDate: text })).toEqual([
        { column: 'startDate', value: text, message: 'Invalid date, expected YYYY-MM-DD' },
      ]);
      expect(ROW_MESSAGES.invalidDate).toBe('Invalid date, expected YYYY-MM-DD');
    });

    it('parseUploadDate gives the epoch day too', () => {
      expect(parseUploadDate('01.01.1970')).toEqual({ iso: '1970-01-01', epochDay: 0 });
    });

    it('refuses an end date before the start date', () => {
      expect(errorsOf({ startDate: '07.03.2025', endDate: '03.03.2025' })).toEqual([
        { column: 'endDate', value: '03.03.2025', message: 'The end date must not be before the start date' },
      ]);
    });

    it('accepts a one-day range and a range of 366 days, refuses 367', () => {
      expect(parsedValue({ startDate: '2025-03-03', endDate: '2025-03-03' }).endDate).toBe('2025-03-03');
      expect(parsedValue({ startDate: '2024-01-01', endDate: '2024-12-31' }).endDate).toBe('2024-12-31');
      expect(errorsOf({ startDate: '2024-01-01', endDate: '2025-01-01' })).toEqual([
        { column: 'endDate', value: '2025-01-01', message: 'Date range must not exceed 366 days' },
      ]);
    });
  });

  describe('type and accident type', () => {
    it.each([
      ['SICK', 'SICK'],
      ['sick', 'SICK'],
      ['Krankheit', 'SICK'],
      ['maladie', 'SICK'],
      ['Malattia', 'SICK'],
      ['Illness', 'SICK'],
      ['family_care', 'FAMILY_CARE'],
      ['Family care', 'FAMILY_CARE'],
      ['Betreuung', 'FAMILY_CARE'],
      ['Militär', 'MILITARY'],
      ['Maternité', 'MATERNITY'],
      ['Paternità', 'PATERNITY'],
      ['Ferien', 'VACATION'],
      ['vacances', 'VACATION'],
      ['Andere', 'OTHER'],
    ])('accepts the type %s as %s', (text, type) => {
      expect(parsedValue({ type: text }).type).toBe(type);
    });

    it('refuses an unknown type', () => {
      expect(errorsOf({ type: 'Kur' })).toEqual([
        {
          column: 'type',
          value: 'Kur',
          message:
            'Invalid absence type, expected one of SICK, ACCIDENT, MILITARY, MATERNITY, PATERNITY, VACATION, FAMILY_CARE, OTHER',
        },
      ]);
    });

    it.each([
      ['Unfall', 'BU', 'OCCUPATIONAL'],
      ['accident', 'professionnel', 'OCCUPATIONAL'],
      ['ACCIDENT', 'occupational', 'OCCUPATIONAL'],
      ['Infortunio', 'non professionale', 'NON_OCCUPATIONAL'],
      ['Unfall', 'nbu', 'NON_OCCUPATIONAL'],
      ['accident', 'Non-professionnel', 'NON_OCCUPATIONAL'],
      ['ACCIDENT', 'NON_OCCUPATIONAL', 'NON_OCCUPATIONAL'],
    ])('accepts %s with accident type %s as %s', (type, accidentType, expected) => {
      const value = parsedValue({ type, accidentType, hours: '4.5' }, ['percentage']);
      expect(value).toMatchObject({ type: 'ACCIDENT', accidentType: expected, hours: '4.5', percentage: null });
    });

    it('requires the accident type for an accident', () => {
      expect(errorsOf({ type: 'ACCIDENT' })).toEqual([
        { column: 'accidentType', value: undefined, message: 'Accident type is required for type ACCIDENT' },
      ]);
    });

    it('refuses an accident type on any other type', () => {
      expect(errorsOf({ type: 'SICK', accidentType: 'NBU' })).toEqual([
        { column: 'accidentType', value: 'NBU', message: 'Accident type is only allowed for type ACCIDENT' },
      ]);
    });

    it('refuses an unknown accident type', () => {
      expect(errorsOf({ type: 'ACCIDENT', accidentType: 'Sport' })).toEqual([
        {
          column: 'accidentType',
          value: 'Sport',
          message: 'Invalid accident type, expected OCCUPATIONAL or NON_OCCUPATIONAL',
        },
      ]);
    });
  });

  describe('hours and percentage', () => {
    it.each([
      ['8', '8'],
      ['8.5', '8.5'],
      ['8,5', '8.5'],
      ['08,50', '8.5'],
      ['0.25', '0.25'],
      ['24', '24'],
      ['24.00', '24'],
      ['7.500', '7.5'],
    ])('accepts hours %s as %s', (text, expected) => {
      expect(parsedValue({ hours: text }, ['percentage'])).toMatchObject({ hours: expected, percentage: null });
    });

    it.each([
      ['50', '50'],
      ['100', '100'],
      ['33,33', '33.33'],
      ['0.01', '0.01'],
      ['50%', '50'],
      ['12.5 %', '12.5'],
    ])('accepts percentage %s as %s', (text, expected) => {
      expect(parsedValue({ percentage: text })).toMatchObject({ percentage: expected, hours: null });
    });

    it.each([
      ['hours', '0', 'Hours must be greater than 0'],
      ['hours', '0.00', 'Hours must be greater than 0'],
      ['hours', '-2', 'Hours must be greater than 0'],
      ['hours', '24.01', 'Hours must be at most 24'],
      ['hours', '1000000000', 'Hours must be at most 24'],
      ['hours', '8.125', 'At most 2 decimals allowed'],
      ['hours', '8h', 'Invalid number'],
      ['hours', '1,000.5', 'Invalid number'],
      ['hours', '50%', 'Invalid number'],
      ['percentage', '0', 'Percentage must be greater than 0'],
      ['percentage', '-50', 'Percentage must be greater than 0'],
      ['percentage', '100.01', 'Percentage must be at most 100'],
      ['percentage', '150', 'Percentage must be at most 100'],
      ['percentage', '33.333', 'At most 2 decimals allowed'],
      ['percentage', 'halb', 'Invalid number'],
    ] as const)('refuses %s %s: %s', (field, text, message) => {
      const other = field === 'hours' ? 'percentage' : 'hours';
      expect(errorsOf({ [field]: text }, [other])).toEqual([{ column: field, value: text, message }]);
    });

    it('requires exactly one of hours and percentage', () => {
      expect(errorsOf({}, ['percentage'])).toEqual([
        { column: 'hours', value: undefined, message: 'Either hours or percentage is required' },
      ]);
      expect(errorsOf({ hours: '8' })).toEqual([
        { column: 'percentage', value: '50', message: 'Give either hours or percentage, not both' },
      ]);
    });
  });

  describe('text', () => {
    it('requires employeeId, startDate, endDate and type', () => {
      const required = { message: 'Must not be empty', value: undefined };
      expect(errorsOf({}, ['employeeId', 'startDate', 'endDate', 'type'])).toEqual([
        { column: 'employeeId', ...required },
        { column: 'startDate', ...required },
        { column: 'endDate', ...required },
        { column: 'type', ...required },
      ]);
    });

    it('accepts a comment of 1000 characters and refuses 1001 (UTF-16 units, as the API counts)', () => {
      expect(parsedValue({ comment: 'ü'.repeat(1000) }).comment).toHaveLength(1000);
      expect(errorsOf({ comment: '😀'.repeat(501) })[0]?.message).toBe(ROW_MESSAGES.commentTooLong);
      const long = 'x'.repeat(1001);
      expect(errorsOf({ comment: long })).toEqual([
        { column: 'comment', value: long, message: 'Comment must be at most 1000 characters' },
      ]);
    });

    it.each([
      ['employeeId', '10\u000034', 'Must not contain NUL characters or unpaired UTF-16 surrogates'],
      ['comment', 'Arzt\u0000zeugnis', 'Must not contain NUL characters or unpaired UTF-16 surrogates'],
      ['comment', 'x\ud800y', 'Must not contain NUL characters or unpaired UTF-16 surrogates'],
      ['employeeId', '10234\t5', 'Must not contain control characters (line breaks, tabs, escape or direction codes)'],
      ['type', 'SICK\u0001', 'Must not contain control characters (line breaks, tabs, escape or direction codes)'],
      ['hours', '8\u001b', 'Must not contain control characters (line breaks, tabs, escape or direction codes)'],
      ['comment', 'bell\u0007', 'Must not contain control characters (escape or direction codes)'],
      ['comment', 'c1 \u0085 control', 'Must not contain control characters (escape or direction codes)'],
      ['comment', 'spoof \u202e txt.exe', 'Must not contain control characters (escape or direction codes)'],
    ] as const)('refuses %s %j', (field, text, message) => {
      const overrides: Input = { [field]: text };
      const errors = errorsOf(overrides, field === 'hours' ? ['percentage'] : []);
      expect(errors).toEqual([{ column: field, value: text, message }]);
    });

    it('lets the comment keep line breaks and tabs', () => {
      expect(parsedValue({ comment: 'Zeile 1\r\nZeile 2\tEnde' }).comment).toBe('Zeile 1\r\nZeile 2\tEnde');
    });

    it('reports every broken cell of a row at once', () => {
      const errors = errorsOf({ employeeId: undefined, startDate: '31.02.2025', type: 'Kur', percentage: '0' });
      expect(errors.map((error) => [error.column, error.message])).toEqual([
        ['employeeId', 'Must not be empty'],
        ['startDate', 'Invalid date, expected YYYY-MM-DD'],
        ['type', ROW_MESSAGES.invalidType],
        ['percentage', 'Percentage must be greater than 0'],
      ]);
    });
  });
});
