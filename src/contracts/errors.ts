// The error catalogue of spec section 8, and the two error body shapes every response uses.
import { z } from 'zod';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './constants.ts';

export { ERROR_CODES, ERROR_STATUS, type ErrorCode };

/** `{code, message}` plus the spec's extra fields (employeeId, absenceIds, …). */
export const errorBody = z
  .object({
    code: z.string().meta({ description: 'Stable machine-readable error code (spec section 8)' }),
    message: z.string(),
    requestId: z.string().optional().meta({ description: 'Present on 5xx answers, to find the log entry' }),
  })
  .catchall(z.unknown())
  .meta({ id: 'Error' });

/** Schema validation failure: `{message, errors:[{path, message, …}]}`. */
export const validationErrorBody = z
  .object({
    message: z.string(),
    errors: z.array(
      z.object({
        in: z.enum(['body', 'querystring', 'params', 'headers']),
        path: z
          .string()
          .meta({ description: "Dotted path of the field, e.g. 'bankAccount.iban'; '' for the whole part" }),
        message: z.string(),
        code: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'ValidationError' });

/**
 * A refusal with a message only (spec section 8: "reassign answers 400 with message only"); routes with
 * `messageOnlyRefusals` document their 400 as this or the validation shape.
 */
export const messageOnlyErrorBody = z
  .object({ message: z.string() })
  .catchall(z.unknown())
  .meta({ id: 'MessageOnlyError' });

export type ErrorBody = z.infer<typeof errorBody>;
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
