// What the database can hold as an id or a text: checked before a value is looked up or written,
// so that a value no row can have is refused as bad input, never failed as an internal error.

/** The longest id taken: ours are UUIDs (36 characters), the replaced system's were shorter. */
export const ID_MAX_LENGTH = 64;

/** Why a text argument cannot reach the database: PostgreSQL refuses NUL in text (22021). */
export function textProblem(value: string, field: string): string | null {
  return value.includes('\u0000') ? `${field} must not contain a NUL character` : null;
}

/** Why a value cannot be an id, or null when it can: it is looked up nowhere otherwise. */
export function idProblem(value: string, field: string): string | null {
  if (value.length > ID_MAX_LENGTH) return `${field} must be at most ${ID_MAX_LENGTH} characters`;
  return textProblem(value, field);
}
