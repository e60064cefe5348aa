import { describe, expect, it } from 'vitest';
import { isoDateOf } from '../../dates.ts';
import { easterSunday, isBankBusinessDay, nextBankBusinessDay, swissBankHolidays } from './bank-business-days.ts';

describe('easterSunday (Gregorian computus)', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'], // earliest possible date
    [2038 + 5, '2043-03-29'],
  ])('%i -> %s', (year, date) => {
    expect(isoDateOf(easterSunday(year))).toBe(date);
  });
});

describe('swissBankHolidays (SIC/euroSIC closing days)', () => {
  it('2026: Easter Sunday 5 April', () => {
    expect(swissBankHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-02', name: "Berchtold's Day" },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-04-06', name: 'Easter Monday' },
      { date: '2026-05-14', name: 'Ascension Day' },
      { date: '2026-05-25', name: 'Whit Monday' },
      { date: '2026-08-01', name: 'Swiss National Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-26', name: "St Stephen's Day" },
    ]);
  });

  it('2027: Easter Sunday 28 March', () => {
    expect(swissBankHolidays(2027).map((holiday) => holiday.date)).toEqual([
      '2027-01-01',
      '2027-01-02',
      '2027-03-26', // Good Friday
      '2027-03-29', // Easter Monday
      '2027-05-06', // Ascension Day (Easter + 39)
      '2027-05-17', // Whit Monday (Easter + 50)
      '2027-08-01',
      '2027-12-25',
      '2027-12-26',
    ]);
  });
});

describe('isBankBusinessDay', () => {
  it.each([
    ['2026-04-03', false, 'Good Friday'],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-04-07', true, 'Tuesday after Easter'],
    ['2026-05-14', false, 'Ascension'],
    ['2026-05-15', true, 'Friday after Ascension'],
    ['2026-05-25', false, 'Whit Monday'],
    ['2026-11-25', true, 'a Wednesday'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-12-24', true, 'Christmas Eve settles'],
    ['2026-12-31', true, "New Year's Eve settles"],
    ['2027-01-01', false, "New Year's Day"],
    ['2027-03-26', false, 'Good Friday 2027'],
    ['2027-03-29', false, 'Easter Monday 2027'],
    ['2027-05-06', false, 'Ascension 2027'],
    ['2027-05-17', false, 'Whit Monday 2027'],
    ['2027-08-02', true, 'Monday after National Day on a Sunday (no substitute day)'],
  ])('%s -> %s (%s)', (date, expected) => {
    expect(isBankBusinessDay(date)).toBe(expected);
  });

  it('refuses malformed dates', () => {
    expect(() => isBankBusinessDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('nextBankBusinessDay', () => {
  it.each([
    ['2026-11-25', '2026-11-25', 'a business day is its own answer'],
    ['2026-11-28', '2026-11-30', 'Saturday -> Monday'],
    ['2026-04-03', '2026-04-07', 'Good Friday -> Tuesday after Easter Monday'],
    ['2026-12-25', '2026-12-28', 'Christmas (Friday) -> Monday'],
    ['2026-12-31', '2026-12-31', "New Year's Eve settles"],
    ['2027-01-01', '2027-01-04', "New Year's Day (Friday), 2 January on Saturday -> Monday"],
    ['2027-03-26', '2027-03-30', 'Good Friday 2027 -> Tuesday'],
  ])('%s -> %s (%s)', (date, expected) => {
    expect(nextBankBusinessDay(date)).toBe(expected);
  });
});
