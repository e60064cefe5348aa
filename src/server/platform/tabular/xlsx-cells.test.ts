import { describe, expect, it } from 'vitest';
import { cellValueToText, dateToIsoDate, isDateFormat, numberToPlainText, serialToIsoDate } from './xlsx-cells.ts';

describe('numberToPlainText', () => {
  it.each([
    [8.4, '8.4'],
    [100, '100'],
    [0.1 + 0.2, '0.3'],
    [1 / 3, '0.333333333333333'],
    [4.5, '4.5'],
    [-2.25, '-2.25'],
    [-0, '0'],
    [1e-7, '0.0000001'],
    [1.5e-10, '0.00000000015'],
    [1e21, '1000000000000000000000'],
    [7_561_234_567_897, '7561234567897'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s → %s', (value, expected) => {
    expect(numberToPlainText(value)).toBe(expected);
  });
});

describe('dates', () => {
  it.each([
    [32_932, '1990-02-28'],
    [32_933, '1990-03-01'],
    [45_717.5, '2025-03-01'],
    [45_716.999_999_999_9, '2025-03-01'],
  ])('serial %s → %s', (serial, expected) => {
    expect(serialToIsoDate(serial, false)).toBe(expected);
  });

  it('uses the 1904 date system when the workbook says so', () => {
    expect(serialToIsoDate(0, true)).toBe('1904-01-01');
  });

  it('reads a Date as its UTC calendar date and ignores the time of day', () => {
    expect(dateToIsoDate(new Date(Date.UTC(1990, 1, 28)))).toBe('1990-02-28');
    expect(dateToIsoDate(new Date(Date.UTC(1990, 1, 28, 23, 59, 59)))).toBe('1990-02-28');
    expect(dateToIsoDate(new Date(Number.NaN))).toBe('');
  });

  it.each([
    ['dd.mm.yyyy', true],
    ['yyyy-mm-dd', true],
    ['[$-807]d. mmmm yyyy;@', true],
    ['General', false],
    ['0.00', false],
    ['0%', false],
    ['"day"0', false],
    ['[Red]0.00', false],
  ])('isDateFormat(%s) = %s', (format, expected) => {
    expect(isDateFormat(format)).toBe(expected);
  });
});

describe('cellValueToText', () => {
  it.each([
    ['a string', 'Zürich', undefined, 'Zürich'],
    ['empty', null, undefined, ''],
    ['a number', 8.4, 'General', '8.4'],
    ['a percentage', 0.5, '0%', '50%'],
    ['a percentage with decimals', 0.125, '0.0%', '12.5%'],
    ['a serial with a date format', 32_932, 'dd.mm.yyyy', '1990-02-28'],
    ['a Date', new Date(Date.UTC(2025, 2, 3)), 'dd.mm.yyyy', '2025-03-03'],
    ['a boolean', true, undefined, 'TRUE'],
    ['a time of day', 0.354_166_666_666_666_7, 'h:mm', '8:30'],
    ['elapsed hours', 1.25, '[h]:mm', '30:00'],
    ['a zero-padded number', 123, '00000', '00123'],
    ['a zero-padded number longer than the format', 1_234_567, '00000', '1234567'],
    ['rich text', { richText: [{ text: 'Arzt' }, { text: 'zeugnis' }] }, undefined, 'Arztzeugnis'],
    ['a hyperlink', { text: 'Dossier', hyperlink: 'https://example.ch' }, undefined, 'Dossier'],
    ['a formula number', { formula: '0.1+0.2', result: 0.30000000000000004 }, undefined, '0.3'],
    ['a formula date', { formula: 'A1+1', result: 32_933 }, 'dd.mm.yyyy', '1990-03-01'],
    ['a formula string', { formula: 'A1&"x"', result: 'abx' }, undefined, 'abx'],
    ['a formula error', { formula: '1/0', result: { error: '#DIV/0!' } }, undefined, '#DIV/0!'],
    ['an error', { error: '#N/A' }, undefined, '#N/A'],
  ] as const)('%s', (_label, value, numFmt, expected) => {
    expect(cellValueToText(value as never, numFmt)).toBe(expected);
  });
});
