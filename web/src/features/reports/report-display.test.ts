import { describe, expect, it } from 'vitest';
import { formatChf, formatMonth, formatNumber, formatPercent } from '../../lib/format.ts';
import { type CellFormatters, formatCell, periodText } from './report-display.ts';

const format: CellFormatters = {
  chf: (rappen) => formatChf(rappen, 'de'),
  number: (value, options) => formatNumber(value, 'de', options),
  percent: (points, options) => formatPercent(points, 'de', options),
  yes: 'Ja',
  no: 'Nein',
};

describe('report display', () => {
  it('formats cells the Swiss way by column type', () => {
    expect(formatCell('2026-03-01', 'date', format)).toBe('01.03.2026');
    expect(formatCell(123450, 'chf', format)).toBe(formatChf(123450, 'de'));
    expect(formatCell(123450, 'chf', format)).toContain("1'234.50");
    expect(formatCell(1234, 'integer', format)).toBe("1'234");
    expect(formatCell(2.5, 'decimal', format)).toBe('2.50');
    expect(formatCell(true, 'boolean', format)).toBe('Ja');
    expect(formatCell(null, 'chf', format)).toBe('');
    expect(formatCell('Müller Hans', 'text', format)).toBe('Müller Hans');
  });

  it('says the period in words', () => {
    const words = {
      range: (from: string, to: string) => `${from} – ${to}`,
      month: (m: string) => formatMonth(m, 'de'),
    };
    expect(periodText({ kind: 'time-range', from: '2025-12-01', to: '2026-11-30' }, words)).toBe(
      '01.12.2025 – 30.11.2026',
    );
    expect(periodText({ kind: 'accounting-period', accountingMonthId: '2026-03' }, words)).toBe(
      formatMonth('2026-03', 'de'),
    );
  });
});
