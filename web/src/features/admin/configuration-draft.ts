// The admin's configuration draft: one JSON document that the JSON editor shows as text and the coverage editor
// edits field by field, so the two can never disagree. Checked inline with the contract's own schema
// (tenantConfiguration, the one truth the server parses with). Pure functions, tested without a browser.
import { MESSAGES, simpleCoverageConfiguration, tenantConfiguration } from '../../../../src/contracts/index.ts';
import { resolveFieldPath } from '../../lib/form-errors.ts';

export type PathSegment = string | number;
export type ConfigurationProblem = { path: string; message: string };

/** The text the JSON editor shows for a value (two-space indentation, like the server's examples). */
export function formatConfiguration(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/**
 * Where and why a text is not JSON, found by the app itself: browsers word (and place) JSON.parse's error
 * differently and only in English. `line` and `column` count from 1; `end`: the text stops before the JSON is
 * complete (the position is the end of the text); `unexpected`: `character` cannot stand there; `trailing`: more
 * text follows a complete document.
 */
export type JsonSyntaxError = {
  line: number;
  column: number;
  reason: 'end' | 'unexpected' | 'trailing';
  character?: string;
};

export type ParsedDraft =
  | { ok: true; value: unknown }
  | { ok: false; error: 'empty' }
  | { ok: false; error: 'syntax'; syntax: JsonSyntaxError };

/** The editor's text as JSON; an empty text is "no configuration" (null is not a configuration either). */
export function parseDraftText(text: string): ParsedDraft {
  if (text.trim() === '') return { ok: false, error: 'empty' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    // The scanner agrees with JSON.parse on what is JSON; should it not find the error, the start is blamed.
    const syntax = findJsonSyntaxError(text) ?? { line: 1, column: 1, reason: 'unexpected', character: text.trim()[0] };
    return { ok: false, error: 'syntax', syntax };
  }
}

class JsonScanFailure {
  readonly at: number;
  readonly reason: JsonSyntaxError['reason'];
  constructor(at: number, reason: JsonSyntaxError['reason']) {
    this.at = at;
    this.reason = reason;
  }
}

const JSON_NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const JSON_WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** The first syntax error of a JSON text (RFC 8259, as JSON.parse reads it), or null when it is JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let at = 0;
  const fail = (reason: JsonSyntaxError['reason']): never => {
    throw new JsonScanFailure(at, reason);
  };
  const skipWhitespace = () => {
    while (at < text.length && JSON_WHITESPACE.has(text.charAt(at))) at++;
  };
  const expect = (character: string) => {
    if (at >= text.length) fail('end');
    if (text[at] !== character) fail('unexpected');
    at++;
  };
  const string = () => {
    at++; // the opening quote
    for (;;) {
      if (at >= text.length) fail('end');
      const character = text.charAt(at);
      if (character === '"') {
        at++;
        return;
      }
      if (character === '\\') {
        at++;
        if (at >= text.length) fail('end');
        if (text[at] === 'u') {
          for (let digit = 0; digit < 4; digit++) {
            at++;
            if (at >= text.length) fail('end');
            if (!/[0-9a-fA-F]/.test(text.charAt(at))) fail('unexpected');
          }
        } else if (!'"\\/bfnrt'.includes(text.charAt(at))) fail('unexpected');
        at++;
      } else if (character < ' ') fail('unexpected');
      else at++;
    }
  };
  const value = (): void => {
    skipWhitespace();
    if (at >= text.length) fail('end');
    const character = text.charAt(at);
    if (character === '{' || character === '[') {
      const close = character === '{' ? '}' : ']';
      at++;
      skipWhitespace();
      if (text[at] === close) {
        at++;
        return;
      }
      for (;;) {
        if (close === '}') {
          skipWhitespace();
          if (at >= text.length) fail('end');
          if (text[at] !== '"') fail('unexpected');
          string();
          skipWhitespace();
          expect(':');
        }
        value();
        skipWhitespace();
        if (at >= text.length) fail('end');
        if (text[at] === ',') {
          at++;
          continue;
        }
        expect(close);
        return;
      }
    }
    if (character === '"') {
      string();
      return;
    }
    if (character === '-' || (character >= '0' && character <= '9')) {
      JSON_NUMBER.lastIndex = at;
      const match = JSON_NUMBER.exec(text);
      if (!match) fail(at + 1 >= text.length ? 'end' : 'unexpected');
      at += match?.[0].length ?? 0;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
      if (word.startsWith(text.slice(at)) && text.length - at < word.length) fail('end');
    }
    fail('unexpected');
  };
  try {
    value();
    skipWhitespace();
    if (at < text.length) fail('trailing');
    return null;
  } catch (failure) {
    if (!(failure instanceof JsonScanFailure)) throw failure;
    const before = text.slice(0, failure.at);
    const line = before.split('\n').length;
    const column = failure.at - (before.lastIndexOf('\n') + 1) + 1;
    const character = failure.reason === 'unexpected' ? text.charAt(failure.at) : undefined;
    return { line, column, reason: failure.reason, ...(character ? { character } : {}) };
  }
}

/**
 * Every problem of the draft as the contract's schema reports it, with dotted paths (as validate-schema does). A
 * field the editor left empty (a cleared number field holds '') says so — "must not be empty" — rather than the
 * schema's message for a wrong value (e.g. "must be a percentage between 0 and 100").
 */
export function checkConfiguration(value: unknown): ConfigurationProblem[] {
  const result = tenantConfiguration.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const isEmpty = issue.code === 'invalid_type' && getIn(value, issue.path.filter(isPathSegment)) === '';
    return { path: issue.path.map(String).join('.'), message: isEmpty ? MESSAGES.nonEmpty : issue.message };
  });
}

const isPathSegment = (segment: PropertyKey): segment is PathSegment =>
  typeof segment === 'string' || typeof segment === 'number';

/** Whether two configurations are the same document (key order aside). */
export function isSameConfiguration(a: unknown, b: unknown): boolean {
  return stableStringify(a) === stableStringify(b);
}

function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    nested !== null && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : nested,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at the path, or undefined where the document has nothing there. */
export function getIn(value: unknown, path: readonly PathSegment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isRecord(current) && typeof segment === 'string') current = current[segment];
    else return undefined;
  }
  return current;
}

/** A copy of the document with the value at the path replaced (missing objects and arrays are created). */
export function setIn(value: unknown, path: readonly PathSegment[], next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (typeof head === 'number') {
    const array = Array.isArray(value) ? [...value] : [];
    array[head] = setIn(array[head], rest, next);
    return array;
  }
  const record = isRecord(value) ? { ...value } : {};
  record[head] = setIn(record[head], rest, next);
  return record;
}

/** A copy of the document without the array item at path[index]. */
export function removeAt(value: unknown, path: readonly PathSegment[], index: number): unknown {
  const array = getIn(value, path);
  if (!Array.isArray(array)) return value;
  return setIn(
    value,
    path,
    array.filter((_, position) => position !== index),
  );
}

/** A copy of the document with an item appended to the array at the path (created if missing). */
export function append(value: unknown, path: readonly PathSegment[], item: unknown): unknown {
  const array = getIn(value, path);
  return setIn(value, path, [...(Array.isArray(array) ? array : []), item]);
}

export const COVERAGES_PATH = ['insuranceConfiguration', 'coverageConfigurations'] as const;

/** The coverage configurations of the draft (an empty list when the draft has none or is not a configuration). */
export function coveragesOf(draft: unknown): unknown[] {
  const coverages = getIn(draft, COVERAGES_PATH);
  return Array.isArray(coverages) ? coverages : [];
}

/** The field paths the coverage editor shows for a SIMPLE coverage (relative to the coverage). */
export const COVERAGE_EDITOR_FIELDS: ReadonlySet<string> = new Set([
  'appliesTo',
  'appliesTo.companySubunitId',
  'appliesTo.processingGroupId',
  'insuredPeriod',
  'insuredPeriod.from',
  'insuredPeriod.till',
  'insuredPeriod.eligibleAbsenceTypes',
  'policies',
  'eligibleWageTypes',
  'coverages.shorttermDuration',
  'coverages.shorttermCoverage',
  'coverages.lfzDuration',
  'coverages.lfzCoverage',
  'coverages.maxDuration',
  'coverages.maxCoverage',
  'calculations',
  'calculations.start',
  'calculations.coverage',
  'minIncapacityOfWork',
  'dailyRateDivisor',
  'maxInsuredSalary',
  'continuationOfPaymentScale',
  'relapseWindowMonths',
  'waitingPeriodScope',
  'benefitDurationModel',
  'maxDurationCounts',
]);

export type CoverageProblems = {
  /** Message per field path of the editor (relative to the coverage), the first problem of a field wins. */
  fieldErrors: Record<string, string>;
  /** Problems of the coverage that no field shows (e.g. of the coverage as a whole). */
  general: ConfigurationProblem[];
};

/**
 * The problems of coverage `index`, placed at the editor's fields: a problem of a nested value (a policy's number,
 * one eligible wage type) goes to the closest field the editor shows (the policies, the wage types).
 */
export function coverageProblems(
  problems: readonly ConfigurationProblem[],
  index: number,
  translate: (message: string) => string = (message) => message,
): CoverageProblems {
  const prefix = `${COVERAGES_PATH.join('.')}.${index}`;
  const fieldErrors: Record<string, string> = {};
  const general: ConfigurationProblem[] = [];
  for (const problem of problems) {
    if (problem.path !== prefix && !problem.path.startsWith(`${prefix}.`)) continue;
    const relative = problem.path.slice(prefix.length + 1);
    const field = relative ? resolveFieldPath(relative, COVERAGE_EDITOR_FIELDS) : null;
    const message = translate(problem.message);
    if (field === null) general.push({ path: relative, message });
    else fieldErrors[field] ??= message;
  }
  return { fieldErrors, general };
}

/** Problems that are not about any coverage (shown in the save panel). */
export function problemsOutsideCoverages(problems: readonly ConfigurationProblem[]): ConfigurationProblem[] {
  const prefix = `${COVERAGES_PATH.join('.')}.`;
  return problems.filter((problem) => !problem.path.startsWith(prefix));
}

// --- The address editor (docs/decisions/0032-structured-addresses.md) ---------------------------------------------

/** The address fields the address editor shows, in its order; the nullable ones are null when left empty. */
export const ADDRESS_EDITOR_FIELDS = [
  'addressLine1',
  'streetName',
  'buildingNumber',
  'addressLine2',
  'postalCode',
  'city',
  'country',
] as const;
export type AddressEditorField = (typeof ADDRESS_EDITOR_FIELDS)[number];
const NULLABLE_ADDRESS_FIELDS: ReadonlySet<AddressEditorField> = new Set([
  'streetName',
  'buildingNumber',
  'addressLine2',
]);

export const BILLING_ADDRESS_PATH = ['insuranceConfiguration', 'billingAddress'] as const;

/** An address of the draft: the billing address, then each company subunit (its id and name for the title). */
export type DraftAddress = {
  path: readonly PathSegment[];
  subunit: { index: number; id: string; name: string | null } | null;
  value: Record<string, unknown>;
};

const recordOrEmpty = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function addressesOf(draft: unknown): DraftAddress[] {
  const subunits = getIn(draft, ['companySubunits']);
  return [
    { path: BILLING_ADDRESS_PATH, subunit: null, value: recordOrEmpty(getIn(draft, BILLING_ADDRESS_PATH)) },
    ...(Array.isArray(subunits) ? subunits : []).map((unit, index) => {
      const value = recordOrEmpty(unit);
      const id = typeof value.companySubunitId === 'string' ? value.companySubunitId : '';
      const name = typeof value.name === 'string' && value.name.trim() !== '' ? value.name : null;
      return { path: ['companySubunits', index] as const, subunit: { index, id, name }, value };
    }),
  ];
}

/** The draft with one address field set; an empty street, building number or second line becomes null. */
export function setAddressField(
  draft: unknown,
  path: readonly PathSegment[],
  field: AddressEditorField,
  text: string,
): unknown {
  const value = field === 'country' ? text.toUpperCase() : text;
  return setIn(draft, [...path, field], NULLABLE_ADDRESS_FIELDS.has(field) && value.trim() === '' ? null : value);
}

/** The first problem of each field of the address at `path` (messages translated by `translate`). */
export function addressProblems(
  problems: readonly ConfigurationProblem[],
  path: readonly PathSegment[],
  translate: (message: string) => string = (message) => message,
): Partial<Record<AddressEditorField, string>> {
  const prefix = `${path.join('.')}.`;
  const errors: Partial<Record<AddressEditorField, string>> = {};
  for (const problem of problems) {
    if (!problem.path.startsWith(prefix)) continue;
    const field = problem.path.slice(prefix.length) as AddressEditorField;
    if ((ADDRESS_EDITOR_FIELDS as readonly string[]).includes(field)) errors[field] ??= translate(problem.message);
  }
  return errors;
}

/** A new SIMPLE coverage with the product defaults, insured from `from`, for every wage type of the draft. */
export function newSimpleCoverage(draft: unknown, from: string): Record<string, unknown> {
  const mappings = getIn(draft, ['wageTypeMappings']);
  const wageTypeIds = Array.isArray(mappings)
    ? [...new Set(mappings.map((mapping) => getIn(mapping, ['wageTypeId'])).filter((id) => typeof id === 'string'))]
    : [];
  // The product defaults come from the contract itself (C14 and the configurable conventions), not a copy.
  const defaults = simpleCoverageConfiguration.parse({
    kind: 'SIMPLE',
    insuredPeriod: { from },
    policies: [{ type: 'KTG', defaultPolicyNumber: 'placeholder' }],
    eligibleWageTypes: ['placeholder'],
    coverages: {},
  });
  return { ...defaults, policies: [{ type: 'KTG', defaultPolicyNumber: '' }], eligibleWageTypes: wageTypeIds };
}

/** What a NumberInput shows for a draft value. */
export function numberInputValue(value: unknown): number | string {
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}
