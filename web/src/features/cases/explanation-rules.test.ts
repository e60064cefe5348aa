// Every explanation step the engine can write has a sentence in each of the four languages: the (conventionId, rule)
// pairs are read from the engine's source (src/domain/sick-pay/**/*.ts, the engine's steps in engine-steps/ too: every
// `step(...)` call and the locked-month corrections' texts), so a new or renamed step fails here until the web
// explains it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatChf, formatDate, formatMonth, formatNumber, formatPercent } from '../../lib/format.ts';
import { Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import {
  EXPLANATION_RULES,
  type ExplanationStepInput,
  explainStep,
  explanationSentenceKeys,
  explanationTitleKeys,
  ruleOf,
  type StepFormatters,
} from './explanation-rules.ts';

const ENGINE_DIR = join(import.meta.dirname, '../../../../src/domain/sick-pay');
const CONVENTION = /^(C\d+|MANUAL|OR \d+[a-z]?)$/;

type Pair = { conventionId: string; rule: string };

/** The string literals of a piece of source. */
const literals = (source: string) =>
  [...source.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((match) =>
    (match[1] ?? match[2] ?? '').replace(/\\'/g, "'"),
  );

/** The engine's source files below ENGINE_DIR (its steps in engine-steps/ too), tests left out. */
const engineFiles = (dir = ENGINE_DIR) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(dir, name));

/** The (conventionId, rule) pairs the engine writes, from its source. */
function enginePairs(): Pair[] {
  const pairs: Pair[] = [];
  for (const file of engineFiles()) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bstep\(/g)) {
      // The head of the call: the convention and rule arguments, up to the inputs object (or the `what` variable).
      const rest = source.slice((match.index ?? 0) + 5);
      const head = rest.slice(0, rest.search(/[{]|\bwhat\b/));
      if (/^\s*conventionId: string/.test(head)) continue; // the definition of step() itself
      const values = literals(head);
      const conventions = values.filter((value) => CONVENTION.test(value));
      const rules = values.filter((value) => !CONVENTION.test(value) && !/^[A-Z_]+$/.test(value));
      // A ternary gives the pairs in order: 'ACCIDENT' ? 'C5' : 'C2', 'ACCIDENT' ? 'rule A' : 'rule B'.
      if (rules.length === conventions.length) {
        for (const [index, conventionId] of conventions.entries()) {
          pairs.push({ conventionId, rule: rules[index] as string });
        }
      } else {
        for (const conventionId of conventions) for (const rule of rules) pairs.push({ conventionId, rule });
      }
    }
    // Locked months: step('C12', what, …) with `what` given by explanation('…').
    for (const match of source.matchAll(/\bexplanation\('([^']+)'\)/g)) {
      pairs.push({ conventionId: 'C12', rule: match[1] as string });
    }
  }
  return pairs;
}

const LOCALES = { de, fr, it: it_, en } as const;

const formattersFor = (language: keyof typeof LOCALES): StepFormatters => ({
  chf: (rappen) => formatChf(rappen, language),
  percent: (points, options) => formatPercent(points, language, options),
  number: (value, options) => formatNumber(value, language, options),
  date: formatDate,
  month: (month) => formatMonth(month, language),
});

const translatorFor = (language: keyof typeof LOCALES) =>
  new Translator({ language, fallbackLanguage: 'de', resources: { [language]: LOCALES[language] } }).t;

describe('explanation rules', () => {
  const pairs = enginePairs();

  it('finds the engine steps in its source', () => {
    // 13 steps of a regular KTG day alone; the table has 28 entries today.
    expect(pairs.length).toBeGreaterThanOrEqual(25);
    expect(pairs).toContainEqual({ conventionId: 'C2', rule: 'coverage' });
    expect(pairs).toContainEqual({ conventionId: 'OR 324b', rule: expect.stringContaining("employer's share") });
  });

  it('has an entry for every step the engine writes', () => {
    const missing = pairs.filter((pair) => ruleOf(pair) === undefined);
    expect(missing).toEqual([]);
  });

  it('has no entry the engine does not write', () => {
    const unused = EXPLANATION_RULES.filter(
      (spec) => !pairs.some((pair) => pair.conventionId === spec.conventionId && pair.rule === spec.rule),
    ).map((spec) => spec.id);
    expect(unused).toEqual([]);
  });

  it('words every reason a day builds no claim, in every language', () => {
    // The engine and its steps (the days it ignores are in engine-steps/cases.ts).
    const engine = [join(ENGINE_DIR, 'engine.ts'), ...engineFiles(join(ENGINE_DIR, 'engine-steps'))]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const service = readFileSync(join(ENGINE_DIR, '../../server/modules/cases/case-detail.service.ts'), 'utf8');
    const reasons = new Set([
      ...[...engine.matchAll(/\bignore\('([A-Z_]+)'\)/g)].map((match) => match[1]),
      ...[...engine.matchAll(/ignoredDays\.push\(\{[^}]*reason: '([A-Z_]+)'/g)].map((match) => match[1]),
      ...[...service.matchAll(/NO_INCAPACITY_ON_DAY = '([A-Z_]+)'/g)].map((match) => match[1]),
    ]);
    expect(reasons.size).toBeGreaterThanOrEqual(5);
    for (const language of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
      const t = translatorFor(language);
      const key = (reason: string | undefined) => `cases.detail.explanation.ignoredReasons.${reason}`;
      expect([...reasons].filter((reason) => t(key(reason)) === key(reason))).toEqual([]);
    }
  });

  it('has unique ids', () => {
    const ids = EXPLANATION_RULES.map((spec) => spec.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])('has every sentence in %s', (language) => {
    const t = translatorFor(language);
    const missing = explanationSentenceKeys().filter((key) => t(key) === key);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    'has a plain title for every step in %s (the code only in the tooltip)',
    (language) => {
      const t = translatorFor(language);
      const missing = explanationTitleKeys().filter((key) => t(key) === key);
      expect(missing).toEqual([]);
      // A title is words, never the convention code it stands for.
      const codes = explanationTitleKeys().filter((key) => /\b(C\d+|MANUAL)\b/.test(t(key)));
      expect(codes).toEqual([]);
    },
  );
});

/** A step with every input a sentence may name, so each variant can be rendered. */
const sample = (spec: (typeof EXPLANATION_RULES)[number], result: ExplanationStepInput['result']) => ({
  conventionId: spec.conventionId,
  rule: spec.rule,
  inputs: {
    mode: 'FILL_IF_FRIDAY_AND_MONDAY',
    incapacityOfWork: 50,
    minIncapacityOfWork: 25,
    caseStart: '2026-03-01',
    shorttermDuration: 30,
    waitingPeriodScope: 'PER_CASE',
    waitingDaysServedInCase: 12,
    maxDuration: 720,
    maxDurationCounts: 'BENEFIT_DAYS',
    benefitDurationModel: 'PER_CASE',
    usedBefore: 40,
    scale: 'BERN',
    serviceYear: 3,
    entitlementDays: 63,
    usedDaysBefore: 10.5,
    isEligible: true,
    matchedRule: 0,
    basis: 'MONTHLY',
    annualSalary: 7_800_000,
    insuredSalary: 7_800_000,
    divisor: 365,
    coverage: 80,
    fullDailyAllowance: 17_096,
    outputPercentage: 100,
    ivDailyRate: 0,
    ivReduction: 0,
    annualWage: 7_800_000,
    fullDailyAmount: 17_096,
    accidentDate: '2026-05-04',
    daysAfterAccidentDate: 1,
    uvgEarnings: 18_000_000,
    uvgzMaxInsuredSalary: null,
    uvgMaximum: 14_820_000,
    insuredExcess: 3_180_000,
    computedDailyAllowance: 17_096,
    comment: 'Arztzeugnis',
    dailyRate: 150,
    leavingDate: null,
  },
  result,
});

describe('explainStep', () => {
  const format = formattersFor('de');
  const t = translatorFor('de');

  it('renders the full daily allowance with Swiss francs and percent', () => {
    const spec = EXPLANATION_RULES.find((entry) => entry.id === 'ktgDailyAllowance');
    if (!spec) throw new Error('missing');
    const explained = explainStep(
      {
        ...sample(spec, 17_096),
        inputs: { insuredSalary: 7_800_000, divisor: 365, coverage: 80, policy: 'KTG', isBenefitExhausted: false },
      },
      format,
      t,
    );
    expect(explained.ruleId).toBe('ktgDailyAllowance');
    expect(explained.sentence).toBe(
      `Volles Taggeld: ${formatChf(7_800_000, 'de')} ÷ 365 Tage × 80% = ${formatChf(17_096, 'de')}, auf den Rappen gerundet.`,
    );
    expect(formatChf(17_096, 'de')).toMatch(/^CHF.170\.96$/);
  });

  it('picks the sentence by the outcome (waiting day or served)', () => {
    const spec = EXPLANATION_RULES.find((entry) => entry.id === 'waitingPeriod');
    if (!spec) throw new Error('missing');
    expect(explainStep(sample(spec, true), format, t).sentence).toContain('noch ein Wartetag');
    expect(explainStep(sample(spec, false), format, t).sentence).toContain('ist erfüllt (12 Tage)');
  });

  it('formats the dates of a step as dd.MM.yyyy', () => {
    const spec = EXPLANATION_RULES.find((entry) => entry.id === 'caseDay');
    if (!spec) throw new Error('missing');
    expect(explainStep(sample(spec, 31), format, t).sentence).toBe(
      'Es ist Tag 31 des Falls, gezählt in Kalendertagen ab 01.03.2026.',
    );
    expect(explainStep(sample(spec, 31), format, t).title).toBe('Falltag');
  });

  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    'fills every placeholder of every variant in %s',
    (language) => {
      const languageFormat = formattersFor(language);
      const languageT = translatorFor(language);
      for (const spec of EXPLANATION_RULES) {
        for (const result of [true, false, 17_096, 'EMPLOYER', 'INSURED_PERSON', '2026-04']) {
          const sentence = explainStep(sample(spec, result), languageFormat, languageT).sentence;
          expect(sentence, `${spec.id} ${String(result)}`).not.toMatch(/\{\{|cases\.explanation/);
        }
      }
    },
  );

  it('explains an unknown step neutrally with its inputs and result', () => {
    const explained = explainStep(
      { conventionId: 'C99', rule: 'a future rule', inputs: { days: 3, from: '2026-01-05', flag: true }, result: 12.5 },
      format,
      t,
    );
    expect(explained.ruleId).toBeNull();
    expect(explained.title).toBe('Rechenschritt');
    expect(explained.sentence).toBe('a future rule: days: 3, from: 05.01.2026, flag: ja → 12.5');
  });
});
