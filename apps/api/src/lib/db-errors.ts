// Drizzle wraps driver errors (DrizzleQueryError with the driver's error as `cause`); PGlite and
// postgres.js both carry the SQLSTATE in `code`, and the violated index in `constraint_name`
// (postgres.js) or `constraint` (PGlite).
/** A unique violation; of the index `constraint` only, when named. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const found = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (found.code !== '23505') continue;
    return constraint === undefined || found.constraint === constraint || found.constraint_name === constraint;
  }
  return false;
}
