import { describe, expect, it } from 'vitest';
import { protocolLines, snapshotLine } from '../../testing/factories/accounting.factory.ts';
import { counterLabel, ktgProtocolOf, swissChf, swissDate, swissDateTime, swissInteger } from './ktg-protocol.ts';

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
      counters: 'Leistungstage 45', // the counter benefitDays by its name, never the code
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
    expect(protocol.accident).toBeNull();
  });

  // Issue 28: the KTG protocol listed UVG accident lines among the KTG lines and counted them in its total.
  it('holds KTG lines only; the UVG and UVGZ lines are a part of their own with their own total', () => {
    const accident = [
      snapshotLine({
        snapshotId: 'u1',
        personnelNumber: '3001',
        lastName: 'Rossi',
        firstName: 'Luca',
        caseNumber: 7,
        claimType: 'ACCIDENT',
        coverageLine: 'UVG',
        days: 8,
        amount: 96_000, // 8 x 120.00
      }),
      snapshotLine({
        snapshotId: 'u2',
        personnelNumber: '3001',
        lastName: 'Rossi',
        firstName: 'Luca',
        caseNumber: 7,
        claimType: 'ACCIDENT',
        coverageLine: 'UVGZ',
        days: 8,
        amount: 24_000, // 8 x 30.00
      }),
    ];
    const protocol = ktgProtocolOf({ ...input, lines: [...protocolLines(), ...accident] });
    const ktgRows = protocol.sections.flatMap((section) => section.rows);
    expect(ktgRows.map((row) => row.values.coverageLine)).toEqual(['KTG', 'KTG', 'KTG', 'KTG']);
    // The KTG total is the four KTG lines only: 5326.95 over 51 days, as without the accident lines.
    expect(protocol.overall).toEqual({ label: 'Gesamttotal', lineCount: 4, days: 51, amount: 532_695 });
    // The accident part: 960.00 + 240.00 = 1200.00 over 8 + 8 = 16 days.
    expect(protocol.accident).toMatchObject({
      title: 'Unfalltaggelder UVG/UVGZ',
      sheetName: 'UVG-UVGZ',
      overall: { label: 'Gesamttotal UVG/UVGZ', lineCount: 2, days: 16, amount: 120_000 },
    });
    expect(protocol.accident?.sections.flatMap((section) => section.rows.map((row) => row.snapshotId))).toEqual([
      'u1',
      'u2',
    ]);
    const french = ktgProtocolOf({ ...input, language: 'fr', lines: accident });
    expect(french.sections).toEqual([]);
    expect(french.accident?.title).toBe('Indemnités journalières accident LAA/LAA compl.');
    expect(french.accident?.sections[0]?.rows.map((row) => row.values.coverageLine)).toEqual(['LAA', 'LAA compl.']);
  });

  // Issue 28: "CASE_DAYS 10, WAITING_DAYS 3" stood raw in the protocol.
  it('names the counters in the protocol language', () => {
    const line = snapshotLine({
      snapshotId: 'k',
      counterSnapshots: [
        { name: 'CASE_DAYS', value: 10, counterTypes: ['CASE'] },
        { name: 'BENEFIT_DAYS', value: 7, counterTypes: ['CASE', 'BENEFIT'] },
        { name: 'WAITING_DAYS', value: 3, counterTypes: ['LINE', 'WAITING'] },
        { name: 'SPECIAL_COUNTER', value: 1, counterTypes: [] },
      ],
    });
    const counters = (language: 'de' | 'fr' | 'it' | 'en') =>
      ktgProtocolOf({ ...input, language, lines: [line] }).sections[0]?.rows[0]?.values.counters;
    expect(counters('de')).toBe('Falltage 10, Leistungstage 7, Wartetage 3, SPECIAL_COUNTER 1');
    expect(counters('fr')).toBe('Jours du cas 10, Jours de prestations 7, Jours d’attente 3, SPECIAL_COUNTER 1');
    expect(counters('it')).toBe('Giorni del caso 10, Giorni di prestazione 7, Giorni d’attesa 3, SPECIAL_COUNTER 1');
    expect(counters('en')).toBe('Case days 10, Benefit days 7, Waiting days 3, SPECIAL_COUNTER 1');
    expect(counterLabel('waitingDays', 'de')).toBe('Wartetage'); // case, '_' and '-' ignored
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
