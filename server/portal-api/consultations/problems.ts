import { HttpError } from '../../http/errors';
import { serverT } from '../../i18n/server-i18n';
import type { Language } from '../../i18n/server-i18n';

/*
 * What the consultation and survey services refuse, as plain values: the services know nothing of
 * HTTP; `toHttpError` (used by the handlers) turns each into its status, code and localised text.
 */

/** A field's problem: the i18n key of its reason (errors namespace) and the reason's values. */
export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}

export type Problem =
  /** Input that passed the contract but not the rules (each wire field with its reason). */
  | { kind: 'invalid'; fields: Record<string, FieldProblem> }
  /** A report id (or a family member's profile) that is not the caller's or does not exist. */
  | { kind: 'reports_not_found' }
  /** An unknown appointment, or one the caller may not reach. */
  | { kind: 'appointment_not_found' }
  | { kind: 'slot_taken' }
  | { kind: 'appointment_cancelled' }
  | { kind: 'appointment_started' }
  | { kind: 'survey_done' }
  | { kind: 'survey_closed' };

export class ConsultationProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.kind);
    this.name = 'ConsultationProblem';
  }
}

/** Throws the problem: one invalid field. */
export function invalidField(field: string, key: string, params?: Record<string, string | number>): never {
  throw new ConsultationProblem({ kind: 'invalid', fields: { [field]: { key, ...(params ? { params } : {}) } } });
}

export function refuse(problem: Problem): never {
  throw new ConsultationProblem(problem);
}

/** The HTTP answer of a problem, in the caller's language. */
export function toHttpError(problem: Problem, language: Language): HttpError {
  switch (problem.kind) {
    case 'invalid': {
      const t = serverT(language);
      const fields = Object.fromEntries(Object.entries(problem.fields).map(([field, reason]) => [field, t(reason.key, reason.params ?? {})]));
      return new HttpError(400, 'validation_failed', { fields });
    }
    case 'reports_not_found':
      return new HttpError(404, 'not_found', { messageKey: 'consultation_reports_not_found' });
    case 'appointment_not_found':
      return new HttpError(404, 'not_found', { messageKey: 'appointment_not_found' });
    case 'slot_taken':
    case 'appointment_cancelled':
    case 'appointment_started':
    case 'survey_done':
    case 'survey_closed':
      return new HttpError(409, problem.kind);
  }
}

/** Runs a service call, turning its refusal into the HTTP error the handler throws. */
export async function answering<T>(language: Language, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConsultationProblem) throw toHttpError(error.problem, language);
    throw error;
  }
}
