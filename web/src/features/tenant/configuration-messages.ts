// The validation messages of the tenant and coverage contracts in the UI language. The contract's Zod schema is
// the one truth (src/contracts/tenant.ts): its messages are mapped to `tenant.messages.<key>`, the ones with
// values (ids, paths) by a pattern built from the contract's own function, so a changed text can never be
// mistranslated (it is then shown as the contract says it, in English). Common messages (dates, country codes,
// "must not be empty") come from lib/errors.ts.

import { COVERAGE_MESSAGES, TENANT_MESSAGES } from '../../../../src/contracts/configuration-messages.ts';
import { isContractValidationMessage, translateValidationMessage } from '../../lib/errors.ts';
import type { TFunction } from '../../lib/translator.ts';

/** Messages of tenant.ts that are written inline in the schema (not in TENANT_MESSAGES). */
const INLINE_MESSAGES = {
  issueTypeOnce: 'Each issue type may appear only once',
  valueOnce: 'Each value only once',
  wageTypeMappingRequired: 'At least one wage type mapping is required',
} as const;

const STATIC_MESSAGES = new Map<string, string>([
  ...Object.entries(TENANT_MESSAGES).flatMap(([key, message]) =>
    typeof message === 'string' ? [[message, `tenant.messages.${key}`] as const] : [],
  ),
  ...Object.entries(COVERAGE_MESSAGES).map(([key, message]) => [message, `tenant.messages.${key}`] as const),
  ...Object.entries(INLINE_MESSAGES).map(([key, message]) => [message, `tenant.messages.${key}`] as const),
]);

type Pattern = { key: string; regex: RegExp; names: readonly string[] };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex that matches what `message(...values)` produces, capturing the values (by name). */
function patternOf(key: string, message: (...values: string[]) => string, names: readonly string[]): Pattern {
  const sentinels = names.map((_, index) => `\u0000${index}\u0000`);
  let source = escapeRegex(message(...sentinels));
  for (const sentinel of sentinels) source = source.replace(escapeRegex(sentinel), '(.+?)');
  return { key: `tenant.messages.${key}`, regex: new RegExp(`^${source}$`, 's'), names };
}

const PATTERNS: readonly Pattern[] = [
  patternOf('duplicate', (what = '', value = '') => TENANT_MESSAGES.duplicate(what, value), ['what', 'value']),
  patternOf('unknownSubunit', (id = '') => TENANT_MESSAGES.unknownSubunit(id), ['id']),
  patternOf('unknownProcessingGroup', (id = '') => TENANT_MESSAGES.unknownProcessingGroup(id), ['id']),
  patternOf('unknownWageType', (id = '') => TENANT_MESSAGES.unknownWageType(id), ['id']),
];

/** Translation key and values of a known contract message; null for any other text. */
export function configurationMessageKey(message: string): { key: string; values: Record<string, string> } | null {
  const staticKey = STATIC_MESSAGES.get(message);
  if (staticKey) return { key: staticKey, values: {} };
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(message);
    if (match) {
      return {
        key: pattern.key,
        values: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
    }
  }
  return null;
}

/** Every translation key this module uses (for the locale completeness test). */
export function allConfigurationMessageKeys(): string[] {
  return [...new Set([...STATIC_MESSAGES.values(), ...PATTERNS.map((pattern) => pattern.key)])];
}

export function isKnownConfigurationMessage(message: string): boolean {
  return configurationMessageKey(message) !== null || isContractValidationMessage(message);
}

/** A contract message in the UI language; any other text (Zod's generic texts) as it is, in English. */
export function translateConfigurationMessage(message: string, t: TFunction): string {
  const known = configurationMessageKey(message);
  if (known) return t(known.key, known.values);
  return translateValidationMessage(message, t);
}
