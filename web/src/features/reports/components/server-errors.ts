// A refused request → the messages under the form's fields (the issue's path → field, report-form.ts) and whether
// the form's general alert is still needed (another error, or an issue no field shows).
import { ApiError } from '../../../lib/api-client.ts';
import { translateFieldMessage } from '../../../lib/form-errors.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { fieldOfIssuePath } from '../report-form.ts';

export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  t: TFunction,
): { fieldErrors: Record<string, string>; showGeneral: boolean } {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, showGeneral: error != null };
  const fieldErrors: Record<string, string> = {};
  let unmatched = 0;
  for (const issue of error.validationErrors) {
    const field = issue.in === 'body' ? fieldOfIssuePath(issue.path) : null;
    if (field && fields.includes(field)) fieldErrors[field] ??= translateFieldMessage(issue.message, t);
    else unmatched += 1;
  }
  return { fieldErrors, showGeneral: !error.isValidationError || unmatched > 0 };
}
