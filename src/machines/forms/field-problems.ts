import type { z } from 'zod';

/**
 * Why a form field was refused, for the view to show beside the field:
 * - `key` (with `values`) is a message of the `errors` namespace (`field.invalid_email`, …),
 *   found by the browser's own check against the contract's schema;
 * - `message` is the server's reason, already in the user's language (a 400's `fields`).
 */
export type FieldProblem = { key: string; values: Record<string, string> } | { message: string };

export type FieldProblems = Readonly<Record<string, FieldProblem>>;

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? { key: 'field.required', values: {} }
        : { key: issue.origin === 'string' ? 'field.too_short' : 'field.too_small', values: { minimum: String(issue.minimum) } };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'field.too_long' : 'field.too_big', values: { maximum: String(issue.maximum) } };
    case 'invalid_format':
      return { key: 'field.invalid_format', values: {} };
    case 'custom': {
      // A contract's refinement names its message: .refine(fn, { params: { i18nKey: 'field.invalid_email' } }).
      const key: unknown = issue.params?.i18nKey;
      return { key: typeof key === 'string' ? key : 'field.invalid', values: {} };
    }
    default:
      return { key: 'field.invalid', values: {} };
  }
}

/** The first problem of each top-level field of a failed parse. */
export function fieldProblemsOf(error: z.ZodError): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= problemOf(issue);
  }
  return problems;
}

/** The server's reasons per field (ApiError.fields), shown as they are. */
export function serverFieldProblems(fields: Readonly<Record<string, string>>): Record<string, FieldProblem> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field.split('.')[0], { message }]));
}
