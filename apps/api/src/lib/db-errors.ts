// Drizzle wraps driver errors (DrizzleQueryError with the driver's error as `cause`); PGlite and
// postgres.js both carry the SQLSTATE in `code`.
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
