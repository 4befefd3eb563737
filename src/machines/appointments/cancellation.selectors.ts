import type { Appointment, CancellationAnswer } from '../../api/contract/consultations';
import type { CancellationSnapshot, ServerRefusal } from './cancellation.machine';
import { phaseOf } from '../phase-of';

/** What the cancellation page shows: the read's phase, the form, the result. */

export type CancellationPhase = 'loading' | 'failed' | 'notFound' | 'choosing' | 'cancelling' | 'cancelled' | 'closed';

export function cancellationPhaseOf(snapshot: CancellationSnapshot): CancellationPhase {
  return phaseOf<CancellationSnapshot, CancellationPhase>(snapshot, [['requested', 'loading'], ['failed', 'failed'], ['notFound', 'notFound'], [{ succeeded: 'cancelling' }, 'cancelling'], [{ succeeded: 'cancelled' }, 'cancelled'], [{ succeeded: 'choosing' }, 'choosing']], 'closed');
}

/** The appointment as last read (or as the cancel answered it). */
export function appointmentOf(snapshot: CancellationSnapshot): Appointment | null {
  return snapshot.matches('succeeded') ? (snapshot.context.loaded?.detail.appointment ?? null) : null;
}

/** The answers to pick from, while the form is shown. */
export function answersOf(snapshot: CancellationSnapshot): CancellationAnswer[] {
  const phase = cancellationPhaseOf(snapshot);
  return phase === 'choosing' || phase === 'cancelling' ? (snapshot.context.loaded?.answers ?? []) : [];
}

export function chosenAnswerOf(snapshot: CancellationSnapshot): number | null {
  return snapshot.context.answer;
}

export function answerTextOf(snapshot: CancellationSnapshot): string {
  return snapshot.context.answerText;
}

/** The chosen answer asks for the person's words (the text box is then required). */
export function needsTextOf(snapshot: CancellationSnapshot): boolean {
  return snapshot.context.loaded?.answers.find((answer) => answer.id === snapshot.context.answer)?.requiresText === true;
}

/** What confirm still lacks, said once confirm was pressed: the answer, or the words it asks for. */
export type Missing = 'answer' | 'text' | null;

export function missingOf(snapshot: CancellationSnapshot): Missing {
  if (!snapshot.context.attempted || !snapshot.matches({ succeeded: 'choosing' })) return null;
  if (snapshot.context.answer === null) return 'answer';
  return needsTextOf(snapshot) && snapshot.context.answerText.trim() === '' ? 'text' : null;
}

/**
 * Why it cannot be cancelled (closed): the server's words when a cancel was refused, else what the
 * read said (already cancelled, already started).
 */
export type ClosedReason = { kind: 'refused'; refusal: ServerRefusal } | { kind: 'already_cancelled' } | { kind: 'already_started' };

export function closedReasonOf(snapshot: CancellationSnapshot): ClosedReason | null {
  if (!snapshot.matches({ succeeded: 'closed' })) return null;
  const { cancelRefusal, loaded } = snapshot.context;
  if (cancelRefusal) return { kind: 'refused', refusal: cancelRefusal };
  return { kind: loaded?.detail.refusal === 'already_started' ? 'already_started' : 'already_cancelled' };
}

/** A failed cancel that may be tried again (offline, a server error), shown above the form. */
export function cancelProblemOf(snapshot: CancellationSnapshot): ServerRefusal | null {
  return snapshot.matches({ succeeded: 'choosing' }) ? snapshot.context.cancelRefusal : null;
}

/** Why the read failed (failed: with a retry) or the server's words for an appointment it does not show (notFound). */
export function loadRefusalOf(snapshot: CancellationSnapshot): ServerRefusal | null {
  return snapshot.matches('failed') || snapshot.matches('notFound') ? snapshot.context.loadRefusal : null;
}
