import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InsuranceConfiguration } from '../../contracts/tenant.ts';
import { accountMapping, snapshotLine } from '../../testing/factories/accounting.factory.ts';
import { bookingLinesOf, bookingTotalsOf, type ExportAccountMapping, exportAccountIdOf } from './booking-lines.ts';

const whole = { companySubunitId: null, processingGroupId: null };

describe('bookingLinesOf: mapping precedence (decision 0028)', () => {
  it('accepts the parsed tenant configuration mappings as they are', () => {
    expectTypeOf<InsuranceConfiguration['exportAccountMappings'][number]>().toExtend<ExportAccountMapping>();
  });

  // One line of subunit ZH, group MONTHLY; four mappings for the four appliesTo ranks.
  const ranks = [
    accountMapping({ accountOut: 'ORG', appliesTo: whole }),
    accountMapping({ accountOut: 'GROUP', appliesTo: { companySubunitId: null, processingGroupId: 'MONTHLY' } }),
    accountMapping({ accountOut: 'SUBUNIT', appliesTo: { companySubunitId: 'ZH', processingGroupId: null } }),
    accountMapping({ accountOut: 'BOTH', appliesTo: { companySubunitId: 'ZH', processingGroupId: 'MONTHLY' } }),
  ];

  it.each([
    // [mappings offered, expected accountOut]: subunit+group > subunit > group > whole organisation
    [[0, 1, 2, 3], 'BOTH'],
    [[0, 1, 2], 'SUBUNIT'],
    [[0, 1], 'GROUP'],
    [[0], 'ORG'],
    [[3, 2, 1, 0], 'BOTH'],
  ])('with mappings %j the line books on %s', (indexes, expected) => {
    const mappings = indexes.map((index) => ranks[index] as ExportAccountMapping);
    const result = bookingLinesOf([snapshotLine()], mappings);
    expect(result.unmapped).toEqual([]);
    expect(result.lines[0]?.accountOut).toBe(expected);
  });

  it('skips mappings of another subunit, group or absence type', () => {
    const result = bookingLinesOf(
      [snapshotLine()],
      [
        accountMapping({ accountOut: 'BE', appliesTo: { companySubunitId: 'BE', processingGroupId: null } }),
        accountMapping({ accountOut: 'HOURLY', appliesTo: { companySubunitId: 'ZH', processingGroupId: 'HOURLY' } }),
        accountMapping({ accountOut: 'ACCIDENT', absenceType: 'ACCIDENT' }),
        accountMapping({ accountOut: 'ORG' }),
      ],
    );
    expect(result.lines[0]?.accountOut).toBe('ORG');
  });

  it('a specific risk flag beats null; a wrong flag excludes; appliesTo outranks the flags', () => {
    // The line: short-term risk false, continuation of pay true.
    const line = snapshotLine({ isWithinShorttermRisk: false, isWithinContinuationOfPayment: true });
    const either = accountMapping({ accountOut: 'EITHER' });
    const lfz = accountMapping({ accountOut: 'LFZ', isWithinContinuationOfPayment: true });
    const noLfz = accountMapping({ accountOut: 'NO-LFZ', isWithinContinuationOfPayment: false });
    const both = accountMapping({
      accountOut: 'BOTH',
      isWithinContinuationOfPayment: true,
      isWithinShorttermRisk: false,
    });
    const zh = accountMapping({ accountOut: 'ZH', appliesTo: { companySubunitId: 'ZH', processingGroupId: null } });
    expect(bookingLinesOf([line], [either, lfz]).lines[0]?.accountOut).toBe('LFZ');
    expect(bookingLinesOf([line], [noLfz, either]).lines[0]?.accountOut).toBe('EITHER');
    expect(bookingLinesOf([line], [lfz, both, either]).lines[0]?.accountOut).toBe('BOTH');
    expect(bookingLinesOf([line], [both, zh]).lines[0]?.accountOut).toBe('ZH');
  });

  it('a remaining tie goes to the first mapping in the configuration', () => {
    const short = accountMapping({ accountOut: 'FIRST', isWithinShorttermRisk: false });
    const lfz = accountMapping({ accountOut: 'SECOND', isWithinContinuationOfPayment: false });
    expect(bookingLinesOf([snapshotLine()], [short, lfz]).lines[0]?.accountOut).toBe('FIRST');
    expect(bookingLinesOf([snapshotLine()], [lfz, short]).lines[0]?.accountOut).toBe('SECOND');
  });

  it('a correction line takes a CORRECTION mapping when one covers it, else the DAILY_ALLOWANCE one (C12)', () => {
    const regular = accountMapping({ accountOut: 'DA' });
    const correction = accountMapping({ accountOut: 'CORR', entryType: 'CORRECTION' });
    const wageCut = accountMapping({ accountOut: 'CUT', entryType: 'WAGE_CUT' });
    const line = snapshotLine({ isCorrection: true, correctionKind: 'REVERSAL', amount: -200_000 });
    expect(bookingLinesOf([line], [regular, correction]).lines[0]).toMatchObject({
      accountOut: 'CORR',
      entryType: 'CORRECTION',
      amount: -200_000,
    });
    expect(bookingLinesOf([line], [regular, wageCut]).lines[0]).toMatchObject({
      accountOut: 'DA',
      entryType: 'DAILY_ALLOWANCE',
    });
    // A regular line never takes the correction account, even a more specific one.
    const zhCorrection = accountMapping({
      accountOut: 'ZH-CORR',
      entryType: 'CORRECTION',
      appliesTo: { companySubunitId: 'ZH', processingGroupId: null },
    });
    expect(bookingLinesOf([snapshotLine()], [regular, zhCorrection]).lines[0]?.accountOut).toBe('DA');
  });

  it('reports lines without a mapping instead of dropping them, and keeps the others', () => {
    const accident = snapshotLine({ snapshotId: 'snap-2', claimType: 'ACCIDENT', coverageLine: 'UVG' });
    const onlyWageCut = accountMapping({ absenceType: 'ACCIDENT', entryType: 'WAGE_CUT' });
    const result = bookingLinesOf([snapshotLine(), accident], [accountMapping(), onlyWageCut]);
    expect(result.lines.map((line) => line.snapshotId)).toEqual(['snap-1']);
    expect(result.unmapped).toHaveLength(1);
    expect(result.unmapped[0]?.line.snapshotId).toBe('snap-2');
    expect(result.unmapped[0]?.reason).toBe(
      'No export account mapping for ACCIDENT (subunit ZH, group MONTHLY; short-term risk false, continuation of pay false)',
    );
  });

  it('carries the snapshot fields and the account id (the frozen one when the snapshot has one)', () => {
    const mapping = accountMapping({ accountIn: '1090', accountOut: '3000', accountOutDescription: 'Krankentaggeld' });
    const [fresh] = bookingLinesOf([snapshotLine()], [mapping]).lines;
    expect(fresh).toMatchObject({
      personnelNumber: '1001',
      lastName: 'Muster',
      accountIn: '1090',
      accountOut: '3000',
      accountOutDescription: 'Krankentaggeld',
      salaryExportAccountId: '1090>3000',
      days: 10,
      dailyAllowance: 20_000,
      amount: 200_000,
      companySubunitId: 'ZH',
      processingGroupId: 'MONTHLY',
    });
    expect(exportAccountIdOf(mapping)).toBe('1090>3000');
    const [frozen] = bookingLinesOf([snapshotLine({ salaryExportAccountId: 'acc-7' })], [mapping]).lines;
    expect(frozen?.salaryExportAccountId).toBe('acc-7');
  });
});

describe('bookingTotalsOf', () => {
  it('sums days and Rappen per subunit and group, null last, and overall', () => {
    const lines = [
      // ZH/MONTHLY: 10 days x 200.00 = 2000.00, plus a reversal of 5 days x 150.00 = -750.00
      snapshotLine({ snapshotId: 'a' }),
      snapshotLine({ snapshotId: 'b', days: 5, amount: -75_000, isCorrection: true, correctionKind: 'REVERSAL' }),
      // BE/HOURLY: 3 days x 123.45 = 370.35
      snapshotLine({ snapshotId: 'c', companySubunitId: 'BE', processingGroupId: 'HOURLY', days: 3, amount: 37_035 }),
      // no subunit/group: 1 day x 0.05
      snapshotLine({ snapshotId: 'd', companySubunitId: null, processingGroupId: null, days: 1, amount: 5 }),
    ];
    const { lines: booked } = bookingLinesOf(lines, [accountMapping()]);
    const totals = bookingTotalsOf(booked);
    expect(totals.units).toEqual([
      {
        companySubunitId: 'BE',
        processingGroupId: 'HOURLY',
        lineCount: 1,
        days: 3,
        amount: 37_035,
        correctionAmount: 0,
      },
      {
        companySubunitId: 'ZH',
        processingGroupId: 'MONTHLY',
        lineCount: 2,
        days: 15, // 10 + 5
        amount: 125_000, // 200 000 - 75 000
        correctionAmount: -75_000,
      },
      { companySubunitId: null, processingGroupId: null, lineCount: 1, days: 1, amount: 5, correctionAmount: 0 },
    ]);
    // 37 035 + 125 000 + 5 = 162 040 Rappen = CHF 1'620.40; days 3 + 15 + 1 = 19
    expect(totals.overall).toEqual({
      companySubunitId: null,
      processingGroupId: null,
      lineCount: 4,
      days: 19,
      amount: 162_040,
      correctionAmount: -75_000,
    });
  });

  it('has zero totals and no units for no lines', () => {
    expect(bookingTotalsOf([])).toEqual({
      units: [],
      overall: {
        companySubunitId: null,
        processingGroupId: null,
        lineCount: 0,
        days: 0,
        amount: 0,
        correctionAmount: 0,
      },
    });
  });
});
