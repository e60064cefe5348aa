// Property tests (fast-check) of the engine's invariants (issue 5 "Done when").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asAdvanced, baseInput, recordData, simpleConfig, tenantWith } from '../../testing/domain/sick-pay.ts';
import { propertyRuns } from '../../testing/property-runs.ts';
import { fromEpochDay, toEpochDay } from '../dates.ts';
import { computeEmployeeClaims } from './engine.ts';
import type { AbsenceDayInput, Claim, SickPayInput, SimpleCoverageConfiguration } from './types.ts';

const START = toEpochDay('2025-01-01');

const configArbitrary: fc.Arbitrary<SimpleCoverageConfiguration> = fc
  .record({
    shorttermDuration: fc.integer({ min: 1, max: 40 }),
    shorttermCoverage: fc.integer({ min: 0, max: 100 }),
    lfzDuration: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    maxDuration: fc.integer({ min: 1, max: 80 }),
    maxCoverage: fc.integer({ min: 0, max: 100 }),
    calculation: fc.option(
      fc.record({ after: fc.integer({ min: 1, max: 30 }), coverage: fc.integer({ min: 0, max: 100 }) }),
      { nil: null },
    ),
    minIncapacityOfWork: fc.constantFrom(0, 20, 25, 50),
    waitingPeriodScope: fc.constantFrom('PER_CASE' as const, 'PER_CALENDAR_YEAR' as const),
    benefitDurationModel: fc.constantFrom('PER_CASE' as const, 'FRAME_900_DAYS' as const),
    maxDurationCounts: fc.constantFrom('BENEFIT_DAYS' as const, 'CASE_DAYS' as const),
    relapseWindowMonths: fc.integer({ min: 0, max: 12 }),
    continuationOfPaymentScale: fc.constantFrom('BERN' as const, 'BASEL' as const, 'ZURICH' as const),
    dailyRateDivisor: fc.constantFrom(365 as const, 360 as const),
  })
  .map((p) =>
    simpleConfig({
      minIncapacityOfWork: p.minIncapacityOfWork,
      waitingPeriodScope: p.waitingPeriodScope,
      benefitDurationModel: p.benefitDurationModel,
      maxDurationCounts: p.maxDurationCounts,
      relapseWindowMonths: p.relapseWindowMonths,
      continuationOfPaymentScale: p.continuationOfPaymentScale,
      dailyRateDivisor: p.dailyRateDivisor,
      calculations: p.calculation
        ? { start: p.shorttermDuration + p.calculation.after, coverage: p.calculation.coverage }
        : null,
      policies: [
        { type: 'KTG', defaultPolicyNumber: 'KTG-1' },
        { type: 'KAV', defaultPolicyNumber: 'KAV-1' },
      ],
      coverages: {
        shorttermDuration: p.shorttermDuration,
        shorttermCoverage: p.shorttermCoverage,
        lfzDuration: p.lfzDuration,
        maxDuration: p.maxDuration,
        maxCoverage: p.maxCoverage,
      },
    }),
  );

/** Up to 6 incapacity periods in 2025-2026, partial days included, SICK and some ACCIDENT. */
const absencesArbitrary: fc.Arbitrary<AbsenceDayInput[]> = fc
  .array(
    fc.record({
      offset: fc.integer({ min: 0, max: 700 }),
      length: fc.integer({ min: 1, max: 70 }),
      incapacity: fc.constantFrom(10, 25, 33.333, 50, 75, 100),
      type: fc.constantFrom('SICK' as const, 'SICK' as const, 'SICK' as const, 'ACCIDENT' as const),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((periods) => {
    const byKey = new Map<string, AbsenceDayInput>();
    for (const period of periods) {
      for (let index = 0; index < period.length; index++) {
        const date = fromEpochDay(START + period.offset + index);
        byKey.set(`${period.type}${date}`, { date, type: period.type, incapacityOfWork: period.incapacity });
      }
    }
    return [...byKey.values()];
  });

const inputArbitrary: fc.Arbitrary<SickPayInput> = fc
  .record({
    config: configArbitrary,
    absences: absencesArbitrary,
    employed: fc.constantFrom('2010-03-15', '2024-06-01', '2025-02-10'),
    leaving: fc.option(fc.constantFrom('2025-09-30', '2026-03-31'), { nil: null }),
    products: fc.constantFrom(['KTG' as const], ['KTG' as const, 'KAV' as const]),
    fill: fc.constantFrom(null, 'FILL_IF_FRIDAY_AND_MONDAY' as const, 'FILL_IF_MONDAY_TO_FRIDAY' as const),
    salary: fc.integer({ min: 1000, max: 30_000 }),
  })
  .map((p) =>
    baseInput({
      asOfDate: '2026-06-30',
      tenant: tenantWith(p.config, { insuredProducts: p.products, shouldFillWeekendGaps: p.fill }),
      records: [
        {
          validFrom: p.employed,
          validTo: null,
          data: recordData({
            dateOfEmployment: p.employed,
            leavingDate: p.leaving,
            wageTypes: [
              { wageTypeId: '1000', amount: p.salary },
              { wageTypeId: '3000', amount: 200 },
            ],
          }),
        },
      ],
      absences: p.absences,
      options: { explain: false },
    }),
  );

const simpleOf = (input: SickPayInput) =>
  input.tenant.coverageConfigurations[0]?.configuration as SimpleCoverageConfiguration;
const runs = { numRuns: propertyRuns(150) };

describe('engine invariants', () => {
  it('amounts are whole Rappen', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = computeEmployeeClaims(input);
        for (const claim of result.claims) {
          for (const value of [
            claim.dailyAllowance,
            claim.fullDailyAllowance,
            claim.grossDailyAllowance,
            claim.ivReduction,
            claim.insuredSalary,
            claim.dailyRate,
          ]) {
            expect(Number.isInteger(value)).toBe(true);
          }
        }
        for (const total of result.monthlyTotals) expect(Number.isInteger(total.amount)).toBe(true);
      }),
      runs,
    );
  });

  it('the months of a case add up to the case total, and the lines to the month (C4)', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const result = computeEmployeeClaims(input);
        for (const kase of result.cases) {
          const months = result.monthlyTotals.filter((total) => total.caseId === kase.caseId);
          expect(months.reduce((sum, month) => sum + month.amount, 0)).toBe(kase.totalAmount);
          const claims = result.claims.filter((claim) => claim.caseId === kase.caseId);
          expect(claims.reduce((sum, claim) => sum + claim.dailyAllowance, 0)).toBe(kase.totalAmount);
          for (const month of months) {
            expect(month.lines.reduce((sum, line) => sum + line.days * line.dailyAllowance, 0)).toBe(month.amount);
          }
        }
      }),
      runs,
    );
  });

  it('no KTG day is paid before the waiting period is served (C11), and no day waits longer than it', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const { shorttermDuration } = simpleOf(input).coverages;
        const result = computeEmployeeClaims(input);
        for (const kase of result.cases.filter((c) => c.claimType === 'SICK')) {
          const claims = result.claims.filter((c) => c.caseId === kase.caseId);
          let waiting = 0;
          for (const claim of claims) {
            if (claim.isWithinShorttermRisk) waiting++;
            else if (simpleOf(input).waitingPeriodScope === 'PER_CASE') expect(waiting).toBe(shorttermDuration);
            if (claim.coveredUnderPolicy?.type === 'KTG') expect(claim.isWithinShorttermRisk).toBe(false);
            expect(waiting).toBeLessThanOrEqual(shorttermDuration);
          }
        }
      }),
      runs,
    );
  });

  it('never pays more benefit days than the maximum (C7)', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const config = simpleOf(input);
        const result = computeEmployeeClaims(input);
        const paid = (claims: readonly Claim[]) =>
          claims.filter((c) => c.claimType === 'SICK' && !c.isWithinShorttermRisk && c.dailyAllowance > 0).length;
        if (config.benefitDurationModel === 'PER_CASE') {
          for (const kase of result.cases.filter((c) => c.claimType === 'SICK')) {
            const claims = result.claims.filter((c) => c.caseId === kase.caseId);
            expect(paid(claims)).toBeLessThanOrEqual(config.coverages.maxDuration);
            if (config.maxDurationCounts === 'CASE_DAYS') {
              expect(
                claims.every(
                  (c) => c.dailyAllowance === 0 || c.isWithinShorttermRisk || c.caseDay <= config.coverages.maxDuration,
                ),
              ).toBe(true);
            }
          }
        } else {
          for (const frame of result.employeeCounters.benefitFrames) {
            expect(frame.benefitDaysUsed).toBeLessThanOrEqual(config.coverages.maxDuration);
            const inFrame = result.claims.filter((c) => c.date >= frame.from && c.date <= frame.to);
            expect(paid(inFrame)).toBeLessThanOrEqual(config.coverages.maxDuration);
          }
        }
      }),
      runs,
    );
  });

  it('is deterministic and independent of the order of its inputs', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.integer(), (input, seed) => {
        const shuffle = <T>(items: readonly T[]): T[] => {
          const copy = [...items];
          let state = seed | 1;
          for (let index = copy.length - 1; index > 0; index--) {
            state = (Math.imul(state, 1_103_515_245) + 12_345) | 0;
            const other = Math.abs(state) % (index + 1);
            [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
          }
          return copy;
        };
        const shuffled: SickPayInput = {
          ...input,
          absences: shuffle(input.absences),
          tenant: { ...input.tenant, wageTypeMappings: shuffle(input.tenant.wageTypeMappings) },
        };
        expect(computeEmployeeClaims(shuffled)).toEqual(computeEmployeeClaims(input));
        expect(computeEmployeeClaims(input)).toEqual(computeEmployeeClaims(input));
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it('a locked month’s claims never change, and booked plus corrections equal the recomputation (C12)', () => {
    fc.assert(
      fc.property(inputArbitrary, fc.nat(), fc.nat(), (input, pick, drop) => {
        const first = computeEmployeeClaims(input);
        const months = [...new Set(first.claims.map((c) => c.accountingMonthId))].sort();
        if (months.length === 0) return;
        const locked = months.slice(0, (pick % months.length) + 1);
        const lockedMonths = locked.map((month) => ({
          accountingMonthId: month,
          bookedClaims: first.claims.filter((c) => c.accountingMonthId === month),
        }));
        // Change the facts: drop some days and halve others, and add an IV pension from the start.
        const changed: SickPayInput = {
          ...input,
          absences: input.absences
            .filter((_, index) => (index + drop) % 7 !== 0)
            .map((a, index) => ((index + drop) % 5 === 0 ? { ...a, incapacityOfWork: 50 } : a)),
          ivSettings:
            drop % 2 === 0
              ? [
                  {
                    ivSettingId: 'iv',
                    caseId: null,
                    type: 'IV_PENSION',
                    amount: 900,
                    startDate: '2025-01-01',
                    endDate: null,
                  },
                ]
              : [],
        };
        const recomputed = computeEmployeeClaims({ ...changed, lockedMonths });
        for (const month of lockedMonths) {
          expect(recomputed.claims.filter((c) => c.accountingMonthId === month.accountingMonthId)).toEqual(
            month.bookedClaims,
          );
        }
        expect(
          recomputed.claims.filter((c) => c.isCorrection).every((c) => !locked.includes(c.accountingMonthId)),
        ).toBe(true);
        const unlocked = computeEmployeeClaims(changed);
        const net = (claims: readonly Claim[]) => {
          const sums = new Map<string, number>();
          for (const claim of claims)
            sums.set(
              `${claim.claimType}${claim.date}`,
              (sums.get(`${claim.claimType}${claim.date}`) ?? 0) + claim.dailyAllowance,
            );
          return [...sums.entries()].filter(([, amount]) => amount !== 0).sort();
        };
        expect(net(recomputed.claims)).toEqual(net(unlocked.claims));
      }),
      { numRuns: propertyRuns(100) },
    );
  });

  it('SIMPLE and its ADVANCED translation give the same claims for any configuration and absences', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const simple = computeEmployeeClaims(input);
        const advanced = computeEmployeeClaims(asAdvanced(input));
        expect(advanced.claims).toEqual(simple.claims);
        expect(
          advanced.cases.map((c) => [c.caseId, c.status, c.counters.benefitDaysUsed, c.counters.waitingDaysServed]),
        ).toEqual(
          simple.cases.map((c) => [c.caseId, c.status, c.counters.benefitDaysUsed, c.counters.waitingDaysServed]),
        );
      }),
      runs,
    );
  });
});
