import { describe, expect, it } from 'vitest';
import { protocolLines } from '../../testing/factories/accounting.factory.ts';
import { ktgProtocolOf, swissChf, swissDate, swissDateTime, swissInteger } from './ktg-protocol.ts';

describe('ktgProtocolOf', () => {
  const input = {
    tenantName: 'Demo Logistik AG',
    accountingMonthId: '2026-03',
    generatedAt: '2026-04-01T06:00:00.000Z',
    language: 'DE' as const,
    lines: protocolLines(),
    subunitNames: { ZH: 'Zürich', GE: 'Genève' },
    groupNames: { MONTHLY: 'Monatslohn' },
  };

  it('groups by subunit and group (sorted), sorts by name, and totals each group and the month', () => {
    const protocol = ktgProtocolOf(input);
    expect(protocol.sections.map((section) => section.title)).toEqual([
      'Genève (GE) · HOURLY',
      'Zürich (ZH) · Monatslohn (MONTHLY)',
    ]);
    expect(protocol.sections[1]?.rows.map((row) => row.snapshotId)).toEqual(['b', 'c', 'a']); // Keller before Müller
    expect(protocol.sections[0]?.total).toEqual({
      label: 'Total Genève (GE) · HOURLY',
      lineCount: 1,
      days: 31,
      amount: 382_695,
    });
    // ZH: 2000.00 - 1000.00 + 500.00 = 1500.00 over 10 + 5 + 5 = 20 days
    expect(protocol.sections[1]?.total).toMatchObject({ lineCount: 3, days: 20, amount: 150_000 });
    // Month: 3826.95 + 1500.00 = 5326.95 over 51 days
    expect(protocol.overall).toEqual({ label: 'Gesamttotal', lineCount: 4, days: 51, amount: 532_695 });
    expect(swissChf(protocol.overall.amount)).toBe("5'326.95");
  });

  it('marks corrections with the corrected month and manual corrections, lists counters, translates', () => {
    const [reversal, rebooking] = ktgProtocolOf(input).sections[1]?.rows ?? [];
    expect(reversal?.values.correction).toBe('Storno 02.2026');
    expect(rebooking?.values).toMatchObject({
      correction: 'Neubuchung 02.2026, manuelle Korrektur',
      counters: 'benefitDays 45',
      claimType: 'Krankheit',
      name: 'Keller Sandra',
    });
    const french = ktgProtocolOf({ ...input, language: 'fr' });
    expect(french).toMatchObject({ title: 'Protocole IJM', monthLabel: 'mars 2026' });
    expect(french.sections[1]?.rows[0]?.values.correction).toBe('Extourne 02.2026');
    expect(ktgProtocolOf({ ...input, language: 'it' }).columns[12]?.header).toBe('Importo CHF');
    expect(ktgProtocolOf({ ...input, language: 'en', isPreview: true }).title).toBe(
      'KTG protocol – Preview (month not locked)',
    );
  });

  it('has an empty protocol for a month without lines', () => {
    const protocol = ktgProtocolOf({ ...input, lines: [] });
    expect(protocol.sections).toEqual([]);
    expect(protocol.overall).toMatchObject({ lineCount: 0, days: 0, amount: 0 });
  });
});

describe('Swiss formats', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_450, "1'234.50"],
    [-123_456_789, "-1'234'567.89"],
  ])('%d Rappen is %s', (rappen, text) => {
    expect(swissChf(rappen)).toBe(text);
  });

  it('formats integers, dates and Zurich times (summer and winter)', () => {
    expect(swissInteger(12_345)).toBe("12'345");
    expect(swissDate('2026-03-07')).toBe('07.03.2026');
    expect(swissDateTime('2026-04-01T06:00:00.000Z')).toBe('01.04.2026 08:00'); // CEST = UTC+2
    expect(swissDateTime('2026-01-15T23:30:00.000Z')).toBe('16.01.2026 00:30'); // CET = UTC+1
  });
});
