// The SQLSTATE of a database error, on either driver: Drizzle wraps the driver's error (pg's DatabaseError,
// PGlite's) in its own, so the code sits somewhere in the `cause` chain. One walk for every caller: transaction
// retries (client.ts), the error handler's translation to 409/400, service translations and the log serializer.

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSE_DEPTH = 5;

/** The first SQLSTATE in an error's cause chain, or undefined. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the write (two writers raced for one key, or the key exists). */
export const UNIQUE_VIOLATION = '23505';

/** The constraint a database error names (which unique index refused a write), from the same cause chain. */
export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
