// LIKE patterns from user input: `%` and `_` match literally (PostgreSQL's default escape character is `\`).

/** The value with `\`, `%` and `_` escaped, for `like '%' || value || '%'` searches. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
