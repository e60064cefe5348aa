// The benefits ledger's arithmetic (decision 0068) with worked examples: what is outstanding, the payment states'
// buckets, the IV offset and a benefit stop's reduction of a day (C16), a stop in words, and the month range.
import { describe, expect, it } from 'vitest';
import {
  addSums,
  figuresOf,
  monthMinus,
  monthsBetween,
  payoutSums,
  stopEntryInWords,
  stopInWords,
  stopReductionOfDay,
} from './benefit-ledger.ts';

describe('figuresOf: released, outstanding and what no payout carries', () => {
  it('a month half released and half in preparation', () => {
    // Claims 289.32: K-1's 157.81 released (scheduled), B-1's 131.51 in a draft.
    const sums = addSums(
      { entitled: 28_932, days: 62, paidDays: 2 },
      payoutSums('SCHEDULED', 15_781, 15_781),
      payoutSums('IN_PREPARATION', 13_151, 13_151),
    );
    // released = 0 + 157.81; outstanding = 289.32 − 157.81 = 131.51; notInPayout = 131.51 − 131.51 = 0.
    expect(figuresOf(sums)).toMatchObject({
      released: 15_781,
      outstanding: 13_151,
      notInPayout: 0,
      netReleased: 15_781,
      inPreparation: 13_151,
    });
  });

  it('gross counts against the claims, net is what moved: an offset of an earlier reversal', () => {
    // April's claims 1 420.29; its payout (paid) nets a reversal of 157.81 carried from March: gross 1 420.29,
    // net 1 262.48. Outstanding 1 420.29 − 1 420.29 = 0 (the reversal itself sits in March's entitled: −157.81).
    const april = figuresOf(addSums({ entitled: 142_029 }, payoutSums('PAID', 142_029, 126_248)));
    expect(april).toMatchObject({ paid: 142_029, outstanding: 0, netReleased: 126_248 });
  });

  it('a correction that takes back more than was released leaves a negative outstanding', () => {
    // March released 157.81; a later correction booked in March's place takes the day back: entitled 0 − 157.81.
    const figures = figuresOf(addSums({ entitled: -15_781, corrections: -15_781 }, payoutSums('PAID', 0, 0)));
    expect(figures).toMatchObject({ outstanding: -15_781, notInPayout: -15_781 });
  });

  it('the IV offset is reported beside the entitlement, never subtracted again', () => {
    // April with IV CHF 50 a day on 9 days: the claims already pay 107.81 a day; the offset says why (450.00).
    const figures = figuresOf(addSums({ entitled: 9 * 10_781, ivOffset: 9 * 5_000 }));
    expect(figures).toMatchObject({ entitled: 97_029, ivOffset: 45_000, outstanding: 97_029 });
  });
});

describe('stopReductionOfDay (C16: output % after the incapacity %, rounded half-up)', () => {
  it.each([
    // gross, output %, reduction: gross − round(gross × output %)
    [15_781, 50, 7_890], // 157.81 × 50 % = 78.905 → 78.91; 157.81 − 78.91 = 78.90
    [15_781, 0, 15_781], // stopped: the whole day
    [15_781, 100, 0], // no stop
    [7_891, 33.333, 5_261], // 78.91 × 33.333 % = 26.3030… → 26.30; 78.91 − 26.30 = 52.61
  ])('%i Rappen at %f % takes %i', (gross, output, reduction) => {
    expect(stopReductionOfDay(gross, output)).toBe(reduction);
  });
});

describe('a benefit stop in words', () => {
  it('open-ended, partial, in the four languages', () => {
    const entry = { startDate: '2026-04-06', endDate: null, outputPercentage: 50 };
    expect(stopEntryInWords(entry, 'de')).toBe('ab 06.04.2026: 50 % der Leistung');
    expect(stopEntryInWords(entry, 'fr')).toBe('dès le 06.04.2026: 50 % de la prestation');
    expect(stopEntryInWords(entry, 'it')).toBe('dal 06.04.2026: 50 % della prestazione');
    expect(stopEntryInWords(entry, 'en')).toBe('from 06.04.2026: 50 % of the benefit');
  });

  it('entries in date order; 0 % is no benefit', () => {
    const entries = [
      { startDate: '2026-06-01', endDate: null, outputPercentage: 50 },
      { startDate: '2026-05-01', endDate: '2026-05-31', outputPercentage: 0 },
    ];
    expect(stopInWords(entries, 'de')).toBe('01.05.2026–31.05.2026: keine Leistung; ab 01.06.2026: 50 % der Leistung');
    expect(stopInWords(entries, 'fr')).toBe(
      'du 01.05.2026 au 31.05.2026: aucune prestation; dès le 01.06.2026: 50 % de la prestation',
    );
  });
});

describe('months', () => {
  it('between two months, across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
  });

  it('the default range: eleven months before the last', () => {
    expect(monthMinus('2026-11', 11)).toBe('2025-12');
    expect(monthMinus('2026-01', 1)).toBe('2025-12');
    expect(monthMinus('2026-03', 0)).toBe('2026-03');
  });

  it('keep a year before 1000 in four digits (the API fuzz asked for ?to=0350-02 and got a 500)', () => {
    // 350 × 12 + 2 − 1 − 11 = 4 190 months since year 0 → 4 190 ÷ 12 = year 349, remainder 2 → month 3.
    expect(monthMinus('0350-02', 11)).toBe('0349-03');
    expect(monthsBetween('0999-11', '1000-02')).toEqual(['0999-11', '0999-12', '1000-01', '1000-02']);
  });
});
