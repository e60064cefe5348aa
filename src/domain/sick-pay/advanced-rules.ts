// ADVANCED coverage configurations (issue 5 item 6): counters and decision rules as plain JSON data, evaluated by
// this interpreter. There is no code in a configuration: no eval, no functions, no regular expressions, only
// comparisons of numbers combined with all / any / not, and a depth and size limit (validateAdvancedRules).
//
// The format:
// - caseCounterDefinitions: named counters. Each counts one kind of day (counts), in a scope (the case, the
//   calendar year, the service year, the benefit frame or the employee's whole history), with a weight (a full
//   day, or the day's incapacity %), optionally only when a condition holds. A counter's value on a day is its
//   value BEFORE that day, in days. A role links it to a TAKEOVER counter (starting value) and to the reports.
// - decisionRules: four decision tables evaluated in this order for every case day: shorttermRisk,
//   benefitDuration, coverage, continuationOfPayment. Each table is a list of { when, outcome } rules; the first
//   rule whose condition holds decides, otherwise `otherwise`. Later tables may read earlier decisions as fields.
// - Conditions: { all: [...] }, { any: [...] }, { not: c }, { compare: { left, op, right } } with operands
//   { value: n }, { field: name } or { counter: id }. { all: [] } is true, { any: [] } is false.

import { PM_FULL, percentToPm } from '../money.ts';
import {
  type AdvancedCoverageConfiguration,
  type AdvancedDecisionRules,
  type AdvancedField,
  type ComparisonOperator,
  type Condition,
  type CounterDefinition,
  type CounterRole,
  type CounterScope,
  DECISION_FIELDS,
  DECISION_TABLES,
  type DecisionTable,
  type DecisionTableName,
  type Operand,
} from './coverage-configuration.ts';
import { type DayDecision, type DayFacts, type Remaining, type RuleSet, step } from './rule-set.ts';
import type { TakeoverCaseCounter, TakeoverEmployeeCounter } from './types.ts';

// The ADVANCED configuration format lives in coverage-configuration.ts (no import cycle); re-exported here.
export type {
  AdvancedCoverageConfiguration,
  AdvancedDecisionRules,
  AdvancedField,
  ComparisonOperator,
  Condition,
  CounterDefinition,
  CounterEvent,
  CounterRole,
  CounterScope,
  CounterWeight,
  DecisionTable,
  DecisionTableName,
  Operand,
} from './coverage-configuration.ts';
export {
  ADVANCED_FIELDS,
  COMPARISON_OPERATORS,
  COUNTER_EVENTS,
  COUNTER_ROLES,
  COUNTER_SCOPES,
  COUNTER_WEIGHTS,
  DECISION_FIELDS,
  DECISION_TABLES,
} from './coverage-configuration.ts';

// --- Validation (used by the Zod schema in src/contracts/coverage.ts) ---------------------------------------------

export const ADVANCED_MESSAGES = {
  unknownCounter: 'Unknown counter: define it in caseCounterDefinitions',
  duplicateCounter: 'Each counter id may appear only once',
  decisionTooEarly: 'This decision is not known yet when this table is evaluated',
  tooDeep: 'Conditions may be nested at most 8 levels deep',
  tooLarge: 'A configuration may hold at most 500 conditions',
  frameScopeNeedsFrame: 'A BENEFIT_FRAME counter needs benefitFrame',
  duplicateRole: 'Each role may be given to one counter only',
  counterCondition: 'A counter condition may not read decisions or counters',
} as const;

export const MAX_CONDITION_DEPTH = 8;
export const MAX_CONDITIONS = 500;

export type RuleIssue = { path: (string | number)[]; message: string };

/** Checks a configuration's references and limits; [] when it is sound. The Zod schema checks shapes. */
export function validateAdvancedRules(configuration: {
  benefitFrame: { days: number } | null;
  caseCounterDefinitions: readonly CounterDefinition[];
  decisionRules: AdvancedDecisionRules;
}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const ids = new Set<string>();
  const roles = new Set<string>();
  let conditions = 0;
  configuration.caseCounterDefinitions.forEach((definition, index) => {
    if (ids.has(definition.id))
      issues.push({ path: ['caseCounterDefinitions', index, 'id'], message: ADVANCED_MESSAGES.duplicateCounter });
    ids.add(definition.id);
    if (definition.role !== null) {
      if (roles.has(definition.role))
        issues.push({ path: ['caseCounterDefinitions', index, 'role'], message: ADVANCED_MESSAGES.duplicateRole });
      roles.add(definition.role);
    }
    if (definition.scope === 'BENEFIT_FRAME' && configuration.benefitFrame === null) {
      issues.push({
        path: ['caseCounterDefinitions', index, 'scope'],
        message: ADVANCED_MESSAGES.frameScopeNeedsFrame,
      });
    }
  });

  const visit = (condition: Condition, path: (string | number)[], depth: number, table: DecisionTableName | null) => {
    conditions++;
    if (depth > MAX_CONDITION_DEPTH) {
      issues.push({ path, message: ADVANCED_MESSAGES.tooDeep });
      return;
    }
    if ('all' in condition) {
      for (const [index, child] of condition.all.entries()) visit(child, [...path, 'all', index], depth + 1, table);
    } else if ('any' in condition) {
      for (const [index, child] of condition.any.entries()) visit(child, [...path, 'any', index], depth + 1, table);
    } else if ('not' in condition) visit(condition.not, [...path, 'not'], depth + 1, table);
    else {
      for (const side of ['left', 'right'] as const) {
        const operand = condition.compare[side];
        const operandPath = [...path, 'compare', side];
        if ('counter' in operand) {
          if (table === null) issues.push({ path: operandPath, message: ADVANCED_MESSAGES.counterCondition });
          else if (!ids.has(operand.counter))
            issues.push({ path: operandPath, message: ADVANCED_MESSAGES.unknownCounter });
        } else if ('field' in operand) {
          const unknownYet = table === null ? DECISION_FIELDS.shorttermRisk : DECISION_FIELDS[table];
          if (unknownYet.includes(operand.field))
            issues.push({ path: operandPath, message: ADVANCED_MESSAGES.decisionTooEarly });
        }
      }
    }
  };
  configuration.caseCounterDefinitions.forEach((definition, index) => {
    if (definition.when) visit(definition.when, ['caseCounterDefinitions', index, 'when'], 1, null);
  });
  for (const table of DECISION_TABLES) {
    configuration.decisionRules[table].rules.forEach((rule, index) => {
      visit(rule.when, ['decisionRules', table, 'rules', index, 'when'], 1, table);
    });
  }
  if (conditions > MAX_CONDITIONS) issues.push({ path: [], message: ADVANCED_MESSAGES.tooLarge });
  return issues;
}

// --- Evaluation ----------------------------------------------------------------------------------------------------

type Fields = Record<AdvancedField, number>;

/** Counters of one employee shared by all ADVANCED configurations: `${counterId}|${scopeKey}` -> milli-percent days. */
export class AdvancedState {
  readonly values = new Map<string, number>();
}

function scopeKey(scope: CounterScope, facts: DayFacts): string {
  switch (scope) {
    case 'CASE':
      return facts.caseId;
    case 'CALENDAR_YEAR':
      return String(facts.year);
    case 'SERVICE_YEAR':
      return String(facts.serviceYear);
    case 'BENEFIT_FRAME':
      return facts.frameStart === null ? 'none' : String(facts.frameStart);
    default:
      return '';
  }
}

function compare(left: number, op: ComparisonOperator, right: number): boolean {
  switch (op) {
    case 'lt':
      return left < right;
    case 'lte':
      return left <= right;
    case 'eq':
      return left === right;
    case 'ne':
      return left !== right;
    case 'gte':
      return left >= right;
    default:
      return left > right;
  }
}

export function createAdvancedRuleSet(configuration: AdvancedCoverageConfiguration, state: AdvancedState): RuleSet {
  const definitions = configuration.caseCounterDefinitions;
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const rules = configuration.decisionRules;

  function counterValue(id: string, facts: DayFacts): number {
    const definition = byId.get(id);
    if (!definition) return 0;
    return (state.values.get(`${id}|${scopeKey(definition.scope, facts)}`) ?? 0) / PM_FULL;
  }

  function operandValue(operand: Operand, fields: Fields, facts: DayFacts): number {
    if ('value' in operand) return operand.value;
    if ('field' in operand) return fields[operand.field];
    return counterValue(operand.counter, facts);
  }

  function holds(condition: Condition, fields: Fields, facts: DayFacts): boolean {
    if ('all' in condition) return condition.all.every((c) => holds(c, fields, facts));
    if ('any' in condition) return condition.any.some((c) => holds(c, fields, facts));
    if ('not' in condition) return !holds(condition.not, fields, facts);
    const { left, op, right } = condition.compare;
    return compare(operandValue(left, fields, facts), op, operandValue(right, fields, facts));
  }

  function decideTable<T>(table: DecisionTable<T>, fields: Fields, facts: DayFacts): { outcome: T; ruleIndex: number } {
    for (let index = 0; index < table.rules.length; index++) {
      const rule = table.rules[index] as { when: Condition; outcome: T };
      if (holds(rule.when, fields, facts)) return { outcome: rule.outcome, ruleIndex: index };
    }
    return { outcome: table.otherwise, ruleIndex: -1 };
  }

  function fieldsOf(facts: DayFacts): Fields {
    return {
      incapacityOfWork: facts.incapacityPm / 1000,
      caseDay: facts.caseDay,
      calendarDayOfCase: facts.calendarDayOfCase,
      isRelapse: facts.isRelapse ? 1 : 0,
      isAfterLeavingDate: facts.isAfterLeavingDate ? 1 : 0,
      serviceYear: facts.serviceYear,
      lfzEligible: facts.lfzEligible ? 1 : 0,
      lfzScaleDays: facts.lfzScaleDays,
      frameDay: facts.frameDay,
      isWithinShorttermRisk: 0,
      isWithinBenefitDuration: 0,
    };
  }

  /** The counter values a table read, for the explanation. */
  function counterSnapshot(facts: DayFacts): Record<string, number> {
    const snapshot: Record<string, number> = {};
    for (const definition of definitions) snapshot[`counter:${definition.id}`] = counterValue(definition.id, facts);
    return snapshot;
  }

  function seed(facts: DayFacts, role: CounterRole, value: number) {
    for (const definition of definitions) {
      if (definition.role !== role) continue;
      state.values.set(`${definition.id}|${scopeKey(definition.scope, facts)}`, value * PM_FULL);
    }
  }

  return {
    frameDays: configuration.benefitFrame?.days ?? 0,

    decide(facts, explain, version): DayDecision {
      const fields = fieldsOf(facts);
      const shortterm = decideTable(rules.shorttermRisk, fields, facts);
      fields.isWithinShorttermRisk = shortterm.outcome.isWithinShorttermRisk ? 1 : 0;
      // A short-term day is not measured against the maximum (C7 counts days after the waiting period).
      const benefit = shortterm.outcome.isWithinShorttermRisk
        ? { outcome: { isWithinBenefitDuration: true }, ruleIndex: -2 }
        : decideTable(rules.benefitDuration, fields, facts);
      fields.isWithinBenefitDuration = benefit.outcome.isWithinBenefitDuration ? 1 : 0;
      const coverage = decideTable(rules.coverage, fields, facts);
      const lfz = decideTable(rules.continuationOfPayment, fields, facts);
      let steps = null;
      if (explain) {
        const inputs = { ...fields, ...counterSnapshot(facts) };
        steps = [
          step(
            'C11',
            'ADVANCED shorttermRisk',
            { ...inputs, matchedRule: shortterm.ruleIndex },
            shortterm.outcome.isWithinShorttermRisk,
            version,
          ),
          step(
            'C7',
            'ADVANCED benefitDuration',
            { matchedRule: benefit.ruleIndex },
            benefit.outcome.isWithinBenefitDuration,
            version,
          ),
          step(
            'C2',
            'ADVANCED coverage',
            { matchedRule: coverage.ruleIndex, reimbursementType: coverage.outcome.reimbursementType },
            coverage.outcome.coverage,
            version,
          ),
          step(
            'C9',
            'ADVANCED continuationOfPayment',
            { matchedRule: lfz.ruleIndex, lfzCoverage: lfz.outcome.coverage },
            lfz.outcome.isWithinContinuationOfPayment,
            version,
          ),
        ];
      }
      return {
        isWithinShorttermRisk: shortterm.outcome.isWithinShorttermRisk,
        isWithinBenefitDuration: benefit.outcome.isWithinBenefitDuration,
        coveragePm: percentToPm(coverage.outcome.coverage),
        reimbursementType: coverage.outcome.reimbursementType,
        isWithinContinuationOfPayment: lfz.outcome.isWithinContinuationOfPayment,
        lfzCoveragePm: lfz.outcome.isWithinContinuationOfPayment ? percentToPm(lfz.outcome.coverage) : 0,
        steps,
      };
    },

    commit(facts, decision, isBenefitDay) {
      // Conditions of counters see the day's facts only (validated), so every counter of the day is updated from
      // the values before the day, independently of the order of the definitions.
      const fields = fieldsOf(facts);
      const updates: [string, number][] = [];
      for (const definition of definitions) {
        const happened =
          definition.counts === 'QUALIFYING_DAY' ||
          (definition.counts === 'SHORTTERM_DAY' && decision.isWithinShorttermRisk) ||
          (definition.counts === 'BENEFIT_DAY' && isBenefitDay) ||
          (definition.counts === 'CONTINUATION_DAY' && decision.isWithinContinuationOfPayment);
        if (!happened || (definition.when !== null && !holds(definition.when, fields, facts))) continue;
        const key = `${definition.id}|${scopeKey(definition.scope, facts)}`;
        updates.push([
          key,
          (state.values.get(key) ?? 0) + (definition.weight === 'FULL_DAY' ? PM_FULL : facts.incapacityPm),
        ]);
      }
      for (const [key, value] of updates) state.values.set(key, value);
    },

    seedCase(facts, counter: TakeoverCaseCounter, value) {
      seed(facts, counter, value);
    },

    seedEmployee(facts, counter: TakeoverEmployeeCounter, value) {
      seed(facts, counter, value);
    },

    remaining(facts): Remaining {
      const limitOf = (role: CounterRole) => {
        const definition = definitions.find((candidate) => candidate.role === role);
        if (!definition || definition.limit === null) return null;
        return Math.max(0, definition.limit - counterValue(definition.id, facts));
      };
      return {
        waitingDays: limitOf('WAITING_DAYS'),
        benefitDays: limitOf('BENEFIT_DAYS') ?? limitOf('FRAME_BENEFIT_DAYS'),
      };
    },

    caseCounters(caseId) {
      const result: Record<string, number> = {};
      for (const definition of definitions) {
        if (definition.scope !== 'CASE') continue;
        result[definition.id] = (state.values.get(`${definition.id}|${caseId}`) ?? 0) / PM_FULL;
      }
      return result;
    },
  };
}
