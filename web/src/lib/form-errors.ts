// Server answers -> errors shown under the form fields they belong to. A 400 validation answer names fields by
// path ('email', 'bankAccount.iban'); those of the form's own fields go under the field, everything else stays
// for the form's general <ErrorAlert>.
import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';
import { translateValidationMessage } from './errors.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormErrorSplit<Field extends string> = {
  fieldErrors: FieldErrors<Field>;
  /** True when the error says more than the field errors do: show it in the form's general alert as well. */
  showGeneralError: boolean;
};

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
      const translated = translateValidationMessage(issue.message, t);
      fieldErrors[field as Field] ??= translated === issue.message ? t('errors.validation.invalidField') : translated;
    } else {
      unmatched += 1;
    }
  }
  return { fieldErrors, showGeneralError: !error.isValidationError || unmatched > 0 };
}
