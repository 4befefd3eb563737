/** PostgreSQL unique_violation (23505), whichever driver raised it (drizzle wraps driver errors as `cause`, at any depth). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
