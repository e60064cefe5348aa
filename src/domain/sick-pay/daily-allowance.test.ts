import { describe, expect, it } from 'vitest';
import { divRoundHalfUp, percentToPm, splitEvenly } from '../money.ts';
import {
  ivPensionDailyRate,
  ktgFullDailyAllowance,
  partialDailyAllowance,
  payableAfterStopAndIv,
  uvgFullDailyAllowance,
} from './daily-allowance.ts';

describe('C2: KTG full daily allowance = salary / divisor x coverage, half-up to 0.01', () => {
  it.each([
    // 78 000 / 365 x 80 % = 170.958904... -> 170.96
    [7_800_000, 365, 80, 17_096],
    // 78 000 / 360 x 80 % = 173.3333... -> 173.33 (divisor configurable)
    [7_800_000, 360, 80, 17_333],
    // 250 000 / 365 x 80 % = 547.945205... -> 547.95
    [25_000_000, 365, 80, 54_795],
    // 52 800 / 365 x 80 % = 115.726027... -> 115.73
    [5_280_000, 365, 80, 11_573],
    // half-up at exactly half a Rappen: 36.50 / 365 x 100 % = 0.1 -> 0.10; 1.825 / 365 x 100 % = 0.005 -> 0.01
    [3_650, 365, 100, 10],
    [183, 365, 100, 1], // 1.83 / 365 = 0.00501... -> 0.01
    [182, 365, 100, 0], // 1.82 / 365 = 0.00498... -> 0.00
    // 78 000 / 365 x 60 % = 128.219178 -> 128.22
    [7_800_000, 365, 60, 12_822],
  ])('salary %i Rappen / %i x %i %% = %i Rappen', (salary, divisor, coverage, expected) => {
    expect(ktgFullDailyAllowance(salary, divisor, percentToPm(coverage))).toBe(expected);
  });
});

describe('C3: a partial day pays round_half_up(full x incapacity %)', () => {
  it.each([
    [17_096, 50, 8_548], // 170.96 x 50 % = 85.48
    [17_096, 33.333, 5_699], // 170.96 x 33.333 % = 56.98610... -> 56.99
    [17_095, 50, 8_548], // 170.95 x 50 % = 85.475 -> 85.48 (half-up)
    [17_096, 100, 17_096],
    [17_096, 25, 4_274], // 170.96 x 25 % = 42.74
  ])('%i x %i %% = %i', (full, incapacity, expected) => {
    expect(partialDailyAllowance(full, percentToPm(incapacity))).toBe(expected);
  });
});

describe('C4: a period pays per-day amount x days, and money stays whole Rappen', () => {
  it('10 days at 85.48 = 854.80 with no further rounding', () => {
    expect(partialDailyAllowance(17_096, percentToPm(50)) * 10).toBe(85_480);
  });
  it('splits a total exactly over days (manual corrections)', () => {
    // 100.00 over 3 days: 33.34 + 33.33 + 33.33
    expect(splitEvenly(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitEvenly(-10_000, 3)).toEqual([-3_334, -3_333, -3_333]);
    expect(divRoundHalfUp(5, 2)).toBe(3);
  });
});

describe('C5: UVG daily allowance, rounded UP to 0.05 and capped at 324.80', () => {
  it.each([
    // Suva's example: 68 220 / 365 x 80 % = 149.5233 -> 149.55
    [6_822_000, 14_955],
    // 80 400 / 365 x 80 % = 176.219178 -> 176.25
    [8_040_000, 17_625],
    // 180 000 -> capped at 148 200: 148 200 / 365 x 80 % = 324.8219 -> up to 324.85 -> at most 324.80
    [18_000_000, 32_480],
    // exactly on a 5-Rappen step stays: 36 500 / 365 x 80 % = 80.00
    [3_650_000, 8_000],
  ])('earnings %i Rappen -> %i Rappen', (earnings, expected) => {
    expect(uvgFullDailyAllowance(earnings)).toBe(expected);
  });
});

describe('C16: IV pension per day and deductions', () => {
  it('converts a monthly pension as monthly x 12 / 365: 1 500 -> 49.32', () => {
    // 1 500 x 12 / 365 = 49.3150... -> 49.32
    expect(ivPensionDailyRate(150_000)).toBe(4_932);
  });
  it('applies the stop after the incapacity, rounding after each factor, then deducts IV (never below 0)', () => {
    // 85.48 x 50 % = 42.74; minus IV 49.32 -> 0 (deduction limited to 42.74)
    expect(payableAfterStopAndIv(8_548, percentToPm(50), 4_932)).toEqual({
      afterStop: 4_274,
      ivReduction: 4_274,
      payable: 0,
    });
    // 170.96 - 49.32 = 121.64
    expect(payableAfterStopAndIv(17_096, percentToPm(100), 4_932)).toEqual({
      afterStop: 17_096,
      ivReduction: 4_932,
      payable: 12_164,
    });
    // 85.47 x 33.333 % = 28.4897... -> 28.49
    expect(payableAfterStopAndIv(8_547, percentToPm(33.333), 0).payable).toBe(2_849);
  });
});
