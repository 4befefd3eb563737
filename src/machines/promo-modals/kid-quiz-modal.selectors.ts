import type { KidQuizModalSnapshot } from './kid-quiz-modal.machine';

/** Whether the page shows the kid-quiz promotion dialog. */
export function isKidQuizModalOpen(snapshot: KidQuizModalSnapshot): boolean {
  return snapshot.matches('shown');
}
