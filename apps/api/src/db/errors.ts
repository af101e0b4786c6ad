/** Whether a database error (or its cause) is a unique violation of that constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown };
  if (e?.code === '23505') return e.constraint === constraint;
  return e?.cause !== undefined && isUniqueViolation(e.cause, constraint);
}
