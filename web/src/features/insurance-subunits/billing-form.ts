// The billing details form of a subunit (decision 0066) as pure functions (tested in billing-form.test.ts): the draft
// from the subunit as listed, the request body (texts trimmed, empty optional fields null, the IBAN in groups of four,
// the UID written CHE-123.456.789), the contract's own check before sending, and the server's 400 answer, each
// message under its field and in the UI language.
import { insuranceSubunitUpdate } from '../../../../src/contracts/insurance-subunits.ts';
import { ApiError } from '../../lib/api-client.ts';
import { mapIssuesToFields, type NestedFieldErrors, type PathIssue } from '../../lib/form-errors.ts';
import { formatIban } from '../../lib/format.ts';
import type { TFunction } from '../../lib/translator.ts';
import type { InsuranceSubunitInput } from './api/update-insurance-subunit.ts';
import type { InsuranceSubunit } from './subunit-display.ts';

/** The form's fields in order, with the length each allows (the contract's; the input stops there). */
export const BILLING_FIELDS = {
  name: 200,
  addressLine1: 200,
  streetName: 70,
  buildingNumber: 16,
  addressLine2: 200,
  postalCode: 20,
  city: 100,
  country: 2,
  iban: 42,
  uid: 20,
} as const;
export type BillingField = keyof typeof BILLING_FIELDS;
export type BillingDraft = Record<BillingField, string>;

const FIELD_NAMES = Object.keys(BILLING_FIELDS) as BillingField[];
const KNOWN_FIELDS: ReadonlySet<string> = new Set(FIELD_NAMES);
/** Fields that may stay empty (sent as null). */
export const OPTIONAL_FIELDS: ReadonlySet<BillingField> = new Set([
  'name',
  'streetName',
  'buildingNumber',
  'addressLine2',
  'iban',
  'uid',
]);

/** The draft of the subunit as listed (the IBAN in groups of four, as on paper). */
export function draftOf(subunit: InsuranceSubunit): BillingDraft {
  const { billing } = subunit;
  return {
    name: subunit.name ?? '',
    addressLine1: billing.addressLine1,
    streetName: billing.streetName ?? '',
    buildingNumber: billing.buildingNumber ?? '',
    addressLine2: billing.addressLine2 ?? '',
    postalCode: billing.postalCode,
    city: billing.city,
    country: billing.country || 'CH',
    iban: billing.iban ? formatIban(billing.iban) : '',
    uid: billing.uid ?? '',
  };
}

/**
 * A UID as the register writes it: 'che116281710', 'CHE 116 281 710' or 'CHE-116281710' -> 'CHE-116.281.710'.
 * Anything else stays as typed (trimmed), for the check to name.
 */
export function normalizeUid(value: string): string {
  const trimmed = value.trim();
  const match = /^CHE[-\s.]*(\d{3})[\s.]*(\d{3})[\s.]*(\d{3})$/i.exec(trimmed);
  return match ? `CHE-${match[1]}.${match[2]}.${match[3]}` : trimmed;
}

/** The request body: texts trimmed, empty optional fields null, IBAN and UID in their written forms. */
export function bodyOf(draft: BillingDraft, configurationVersion: number | null): InsuranceSubunitInput {
  const value = (field: BillingField): string | null => {
    const text = draft[field].trim();
    return OPTIONAL_FIELDS.has(field) && text === '' ? null : text;
  };
  const iban = value('iban');
  const uid = value('uid');
  return {
    ...(configurationVersion === null ? {} : { configurationVersion }),
    name: value('name'),
    addressLine1: draft.addressLine1.trim(),
    addressLine2: value('addressLine2'),
    streetName: value('streetName'),
    buildingNumber: value('buildingNumber'),
    postalCode: draft.postalCode.trim(),
    city: draft.city.trim(),
    country: draft.country.trim().toUpperCase(),
    iban: iban === null ? null : formatIban(iban),
    uid: uid === null ? null : normalizeUid(uid),
  };
}

/** A validation message of the contract in the UI language; any other text as a generic hint. */
export type MessageTranslator = (message: string) => string;

/** Issues under their fields; an issue of no field of the form goes to the general list. */
function fieldErrorsOf(issues: readonly PathIssue[], translate: MessageTranslator) {
  return mapIssuesToFields(issues, KNOWN_FIELDS, translate);
}

/**
 * The contract's check of the body before it is sent: a message under each field in error (a missing required field
 * says so plainly), empty when the body passes.
 */
export function checkDraft(
  draft: BillingDraft,
  configurationVersion: number | null,
  t: TFunction,
  translate: MessageTranslator,
): NestedFieldErrors {
  const checked = insuranceSubunitUpdate.safeParse(bodyOf(draft, configurationVersion));
  const fieldErrors: NestedFieldErrors = checked.success
    ? {}
    : fieldErrorsOf(checked.error.issues, translate).fieldErrors;
  for (const field of FIELD_NAMES) {
    if (!OPTIONAL_FIELDS.has(field) && draft[field].trim() === '') fieldErrors[field] = t('subunits.edit.required');
  }
  return fieldErrors;
}

export type ServerFormError = {
  fieldErrors: NestedFieldErrors;
  /** Messages of the answer that concern no field of the form (e.g. another part of the configuration). */
  unmatched: string[];
};

/** A refused save: the 400 answer's messages under their fields (the body's field paths), the rest for the alert. */
export function serverFormError(error: unknown, translate: MessageTranslator): ServerFormError {
  if (!(error instanceof ApiError) || !error.isValidationError) return { fieldErrors: {}, unmatched: [] };
  const bodyIssues = error.validationErrors.filter((issue) => issue.in === 'body');
  return fieldErrorsOf(bodyIssues, translate);
}

/** The fields whose saved value differs from the draft's (nothing changed: no request). */
export function hasChanges(draft: BillingDraft, subunit: InsuranceSubunit): boolean {
  const original = bodyOf(draftOf(subunit), null);
  const edited = bodyOf(draft, null);
  return FIELD_NAMES.some((field) => original[field] !== edited[field]);
}
