// Server answers -> errors shown under the form fields they belong to. A 400 validation answer names fields by
// path ('email', 'bankAccount.iban'); those of the form's own fields go under the field, everything else stays
// for the form's general <ErrorAlert>.

import { ApiError } from './api-client.ts';
import { isContractValidationMessage, translateValidationMessage } from './errors.ts';
import type { TFunction } from './translator.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormErrorSplit<Field extends string> = {
  fieldErrors: FieldErrors<Field>;
  /** True when the error says more than the field errors do: show it in the form's general alert as well. */
  showGeneralError: boolean;
};

/**
 * A validation message for display under a field: the contract's messages translated, any other text (Zod's
 * generic English texts, server specifics) replaced by a generic translated hint.
 */
export function translateFieldMessage(message: string, t: TFunction): string {
  return isContractValidationMessage(message)
    ? translateValidationMessage(message, t)
    : t('errors.validation.invalidField');
}

/**
 * Splits a failed submission into field errors (body validation issues of known fields; the contract's messages
 * translated, other texts replaced by a generic translated hint) and whether a general alert is still needed.
 * `codeFields` maps error codes that concern one field (USER_EMAIL_TAKEN -> email) to that field.
 */
export function splitFormError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  t: TFunction,
  codeFields: Partial<Record<string, Field>> = {},
): FormErrorSplit<Field> {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, showGeneralError: error != null };
  const known = new Set<string>(fields);
  const codeField = error.code ? codeFields[error.code] : undefined;
  if (codeField && !error.isValidationError) {
    return {
      fieldErrors: { [codeField]: t(`errors.codes.${error.code}`) } as FieldErrors<Field>,
      showGeneralError: false,
    };
  }
  const fieldErrors: FieldErrors<Field> = {};
  let unmatched = 0;
  for (const issue of error.validationErrors) {
    const field = issue.path.split('.')[0] ?? '';
    if (issue.in === 'body' && known.has(field)) {
      fieldErrors[field as Field] ??= translateFieldMessage(issue.message, t);
    } else {
      unmatched += 1;
    }
  }
  return { fieldErrors, showGeneralError: !error.isValidationError || unmatched > 0 };
}

// ---- Nested forms (paths like 'address.zipCode', 'phoneNumbers.1.phoneNumber') ---------------------------------

/** An issue as Zod reports it (path segments) or as the API reports it (dotted path). */
export type PathIssue = { path: string | readonly PropertyKey[]; message: string };

export type NestedFieldErrors = Record<string, string>;

export type NestedFormErrorSplit = {
  /** Translated message per dotted field path, the first issue of a field wins. */
  fieldErrors: NestedFieldErrors;
  /** Issues no field of the form shows ('path: message', translated), for the form's general alert. */
  unmatched: string[];
};

/**
 * Dotted path of an issue, without a leading envelope segment (`stripPrefix`, e.g. 'data' of
 * `{ data: employeeData }` bodies), so that client (Zod) and server paths name the same field.
 */
export function issuePath(path: PathIssue['path'], stripPrefix?: string): string {
  const segments = typeof path === 'string' ? path.split('.').filter(Boolean) : path.map((segment) => String(segment));
  if (stripPrefix !== undefined && segments[0] === stripPrefix) segments.shift();
  return segments.join('.');
}

/** The closest field the form shows for a path: the path itself or its nearest known ancestor; null if none. */
export function resolveFieldPath(path: string, knownPaths: ReadonlySet<string>): string | null {
  const segments = path.split('.').filter(Boolean);
  while (segments.length > 0) {
    const candidate = segments.join('.');
    if (knownPaths.has(candidate)) return candidate;
    segments.pop();
  }
  return null;
}

/**
 * Issues (of a local `safeParse` or of a 400 answer) -> messages under the fields of a nested form. An issue of a
 * field the form does not show goes to its closest shown ancestor (e.g. a list's "at most one preferred" goes to
 * the list), else to `unmatched`.
 */
export function mapIssuesToFields(
  issues: readonly PathIssue[],
  knownPaths: ReadonlySet<string>,
  translate: (message: string) => string,
  options: { stripPrefix?: string } = {},
): NestedFormErrorSplit {
  const fieldErrors: NestedFieldErrors = {};
  const unmatched: string[] = [];
  for (const issue of issues) {
    const path = issuePath(issue.path, options.stripPrefix);
    const field = resolveFieldPath(path, knownPaths);
    const message = translate(issue.message);
    if (field === null) unmatched.push(path ? `${path}: ${message}` : message);
    else fieldErrors[field] ??= message;
  }
  return { fieldErrors, unmatched };
}

export type NestedServerErrorSplit = {
  fieldErrors: NestedFieldErrors;
  /** True when the error says more than the field errors do: show it in the form's general alert as well. */
  showGeneralError: boolean;
};

/**
 * A failed submission of a nested form: body validation issues under their fields (see mapIssuesToFields), codes
 * that concern one field (`codeFields`, e.g. EMPLOYEE_ALREADY_EXISTS -> employeeId) under that field.
 */
export function splitNestedFormError(
  error: unknown,
  knownPaths: ReadonlySet<string>,
  t: TFunction,
  options: { stripPrefix?: string; codeFields?: Partial<Record<string, string>> } = {},
): NestedServerErrorSplit {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, showGeneralError: error != null };
  const codeField = error.code ? options.codeFields?.[error.code] : undefined;
  if (codeField && !error.isValidationError) {
    return { fieldErrors: { [codeField]: t(`errors.codes.${error.code}`) }, showGeneralError: false };
  }
  const bodyIssues = error.validationErrors.filter((issue) => issue.in === 'body');
  const { fieldErrors, unmatched } = mapIssuesToFields(
    bodyIssues,
    knownPaths,
    (message) => translateFieldMessage(message, t),
    { stripPrefix: options.stripPrefix },
  );
  const otherParts = error.validationErrors.length - bodyIssues.length;
  return {
    fieldErrors,
    showGeneralError: !error.isValidationError || unmatched.length > 0 || otherParts > 0,
  };
}
