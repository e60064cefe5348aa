// `node bench/engine.ts`: the sick-pay engine (issue 5) on generated data, single-threaded.
// 10 000 employees with 2 years of absences (about 1 000 000 absence days, seeded PRNG, so every run computes the
// same facts), all claims computed employee by employee as the worker does. Printed: absence days, claims, time,
// and the time for 1x / 2x / 4x the employees to show that the cost is linear in the input.
// Goal (issue 5): under 5 s for 10 000 employees on the 2-core machine. Results: docs/performance.md.
import { fromEpochDay, toEpochDay } from '../src/domain/dates.ts';
import { computeEmployeeClaims } from '../src/domain/sick-pay/engine.ts';
import { simpleToAdvanced } from '../src/domain/sick-pay/simple-to-advanced.ts';
import type {
  AbsenceDayInput,
  SickPayInput,
  SimpleCoverageConfiguration,
  TenantFacts,
} from '../src/domain/sick-pay/types.ts';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const FROM = toEpochDay('2025-01-01');
const DAYS = 730;

/** mulberry32: a small, fast, seeded PRNG (deterministic data for comparable runs). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WHOLE = { companySubunitId: null, processingGroupId: null };

const simple: SimpleCoverageConfiguration = {
  kind: 'SIMPLE',
  appliesTo: WHOLE,
  insuredPeriod: { from: '2000-01-01', till: null, eligibleAbsenceTypes: ['SICK'] },
  policies: [
    { type: 'KTG', defaultPolicyNumber: 'KTG-1' },
    { type: 'KAV', defaultPolicyNumber: 'KAV-1' },
  ],
  eligibleWageTypes: ['1000', '1100', '1200'],
  dailyRateDivisor: 365,
  maxInsuredSalary: 250_000,
  continuationOfPaymentScale: 'BERN',
  relapseWindowMonths: 1,
  coverages: {
    shorttermDuration: 30,
    shorttermCoverage: 80,
    lfzDuration: null,
    lfzCoverage: 100,
    maxDuration: 720,
    maxCoverage: 80,
  },
  calculations: { start: 181, coverage: 70 },
  minIncapacityOfWork: 25,
  waitingPeriodScope: 'PER_CASE',
  benefitDurationModel: 'PER_CASE',
  maxDurationCounts: 'BENEFIT_DAYS',
};

function tenantOf(kind: 'SIMPLE' | 'ADVANCED'): TenantFacts {
  return {
    wageTypeMappings: [
      { appliesTo: WHOLE, wageTypeId: '1000', grapeWageType: 'BASE_SALARY', factor: 1 },
      { appliesTo: WHOLE, wageTypeId: '1100', grapeWageType: 'GRATUITY', factor: 1 },
      { appliesTo: WHOLE, wageTypeId: '1200', grapeWageType: 'VACATION_HOLIDAY_BENEFITS', factor: 1 },
    ],
    coverageConfigurations: [
      { coverageConfigurationId: 'cov', configuration: kind === 'SIMPLE' ? simple : simpleToAdvanced(simple) },
    ],
    insuredProducts: ['KTG', 'KAV'],
    shouldFillWeekendGaps: 'FILL_IF_FRIDAY_AND_MONDAY',
  };
}

/** About 100 absence days per employee in 2 years: many short absences, some long ones, some partial. */
function generate(count: number, tenant: TenantFacts, explain: boolean): SickPayInput[] {
  const random = prng(20_261_121);
  const inputs: SickPayInput[] = [];
  for (let index = 0; index < count; index++) {
    const absences: AbsenceDayInput[] = [];
    let day = FROM + Math.floor(random() * 40);
    while (day < FROM + DAYS) {
      const roll = random();
      const length =
        roll < 0.7
          ? 1 + Math.floor(random() * 7)
          : roll < 0.96
            ? 8 + Math.floor(random() * 30)
            : 60 + Math.floor(random() * 120);
      const type = random() < 0.85 ? 'SICK' : 'ACCIDENT';
      const incapacity = random() < 0.8 ? 100 : random() < 0.5 ? 50 : 20;
      for (let offset = 0; offset < length && day + offset < FROM + DAYS; offset++) {
        absences.push({ date: fromEpochDay(day + offset), type, incapacityOfWork: incapacity });
      }
      day += length + 1 + Math.floor(random() * 160);
    }
    const employed = fromEpochDay(toEpochDay('2010-01-01') + Math.floor(random() * 5000));
    inputs.push({
      employeeId: `emp-${index}`,
      asOfDate: '2026-12-31',
      configurationVersion: 'bench',
      tenant,
      records: [
        {
          validFrom: employed,
          validTo: null,
          data: {
            companySubunitId: null,
            processingGroupId: null,
            salaryBasis: 'MONTHLY',
            wageTypes: [
              { wageTypeId: '1000', amount: 4000 + Math.floor(random() * 12_000) },
              { wageTypeId: '1100', amount: 5000 },
            ],
            employmentPercentage: 100,
            dateOfEmployment: employed,
            anniversaryAdjustedDateOfEmployment: null,
            leavingDate: random() < 0.05 ? '2026-06-30' : null,
            policies: [{ policyType: 'UVG', policyNumber: 'UVG-1' }],
          },
        },
      ],
      absences,
      options: { explain },
    });
  }
  return inputs;
}

function measure(inputs: readonly SickPayInput[]): { ms: number; claims: number; cases: number } {
  let claims = 0;
  let cases = 0;
  const started = performance.now();
  for (const input of inputs) {
    const result = computeEmployeeClaims(input);
    claims += result.claims.length;
    cases += result.cases.length;
  }
  return { ms: performance.now() - started, claims, cases };
}

const simpleTenant = tenantOf('SIMPLE');
const all = generate(EMPLOYEES, simpleTenant, false);
const absenceDays = all.reduce((sum, input) => sum + input.absences.length, 0);
console.log(`${EMPLOYEES} employees, ${absenceDays} absence days (2025-2026), Node ${process.version}`);

// Warm-up (JIT) on a slice, then the scaling series and the full run.
measure(all.slice(0, Math.min(500, all.length)));
for (const factor of [1, 2, 4]) {
  const slice = all.slice(0, Math.floor((EMPLOYEES * factor) / 4));
  const days = slice.reduce((sum, input) => sum + input.absences.length, 0);
  const { ms, claims, cases } = measure(slice);
  console.log(
    `${factor}x: ${slice.length} employees, ${days} absence days -> ${cases} cases, ${claims} claims in ${(ms / 1000).toFixed(2)} s (${((ms * 1000) / days).toFixed(2)} µs per absence day)`,
  );
}

const quarter = Math.floor(EMPLOYEES / 4);
const explained = generate(quarter, simpleTenant, true);
const withTrail = measure(explained);
console.log(`with explanation trail: ${quarter} employees in ${(withTrail.ms / 1000).toFixed(2)} s`);
const advanced = generate(quarter, tenantOf('ADVANCED'), false);
const advancedRun = measure(advanced);
console.log(
  `ADVANCED translation of the same configuration: ${quarter} employees in ${(advancedRun.ms / 1000).toFixed(2)} s`,
);
