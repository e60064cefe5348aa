// Valid-ish request values from a route's Zod schema: the schema is turned into JSON Schema with z.toJSONSchema
// (the same conversion the OpenAPI document uses) and that into a fast-check arbitrary. Refinements (checksums,
// cross-field rules) are not in JSON Schema, so values are "valid-ish": the shape, types, bounds, enums and
// formats are right, and the server still has to judge the rest without failing.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** JSON Schema of what a client sends for a Zod schema (input side: before defaults and transforms). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  }) as JsonSchema;
}

/** Recursive schemas (rule conditions) are followed this deep, then cut off with their simplest branch. */
const MAX_DEPTH = 4;
/** Lists stay short: the point is variety of content, not volume (volume has its own cases). */
const MAX_ITEMS = 4;

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzÄÖÜäöüéèàçß -_.0123456789') });

function dateString(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  switch (schema.format) {
    case 'date':
      return dateString();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,15}[a-z0-9]$/), fc.constantFrom('example.ch', 'firma.example'))
        .map(([local, domain]) => `${local.replace(/\.\.+/g, '.')}@${domain}`);
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 1e9));
    } catch {
      // A pattern fast-check cannot invert (lookarounds): plain text, which the server must simply reject.
    }
  }
  return fc.oneof(
    word.filter((value) => value.length >= minLength && value.length <= maxLength),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : schema.minimum;
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : schema.maximum;
  // Without bounds stay in a realistic range; the huge and odd numbers are the invalid cases' job.
  const min = Math.max(low ?? -1_000_000, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(high ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  const excludes = (value: number) =>
    (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum);
  if (integer || schema.multipleOf !== undefined) {
    const step = schema.multipleOf ?? 1;
    const lowSteps = Math.ceil(min / step);
    const highSteps = Math.floor(max / step);
    if (lowSteps > highSteps) return fc.constant(min);
    return fc
      .integer({ min: Math.max(lowSteps, -2_000_000_000), max: Math.min(highSteps, 2_000_000_000) })
      .map((steps) => Number((steps * step).toFixed(6)))
      .filter(excludes);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter(excludes);
}

function objectArbitrary(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(
    ([key, property]) => [key, arbitraryFor(property, root, depth + 1)] as const,
  );
  const record = fc.record(Object.fromEntries(entries), {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  });
  if (Object.keys(properties).length === 0 && schema.additionalProperties && schema.additionalProperties !== true) {
    return fc.dictionary(word.filter(Boolean), arbitraryFor(schema.additionalProperties, root, depth + 1), {
      maxKeys: 3,
    });
  }
  return record as fc.Arbitrary<Record<string, unknown>>;
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  const name = ref.replace(/^#\/\$defs\//, '');
  const target = ref === '#' ? root : root.$defs?.[name];
  if (!target) throw new Error(`unresolvable $ref ${ref}`);
  return target;
}

/** The branch of a union that nests least (an object without references), used when the depth runs out. */
function shallowest(branches: JsonSchema[]): JsonSchema {
  return branches.find((branch) => !JSON.stringify(branch).includes('$ref')) ?? (branches[0] as JsonSchema);
}

export function arbitraryFor(schema: JsonSchema, root: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref, root), root, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    if (depth > MAX_DEPTH) return arbitraryFor(shallowest(branches), root, depth + 1);
    return fc.oneof(...branches.map((branch) => arbitraryFor(branch, root, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) return arbitraryFor(schema.allOf[0] as JsonSchema, root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = depth > MAX_DEPTH ? minLength : Math.max(minLength, Math.min(schema.maxItems ?? 3, MAX_ITEMS));
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryFor(item, root, depth + 1)));
      return fc.array(arbitraryFor(schema.items ?? {}, root, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, root, depth);
    default:
      // {} (z.unknown(), e.g. validate-schema's configuration): any JSON value.
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** An arbitrary of valid-ish values of a Zod request schema. */
export function arbitraryFromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = inputJsonSchema(schema);
  return arbitraryFor(json, json);
}
