import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { kidQuizMachine } from '../../machines/kid-quiz/kid-quiz.machine';
import type { kidQuizResultsMachine } from '../../machines/kid-quiz/kid-quiz-results.machine';

/** The quiz actor the scenes read and send to. */
export type KidQuizActor = ActorRefFrom<typeof kidQuizMachine>;
export type KidQuizSnapshot = SnapshotFrom<typeof kidQuizMachine>;
/** The results screen's SMS and discount-code actor (a child of the quiz while its record is saved). */
export type KidQuizResultsActor = ActorRefFrom<typeof kidQuizResultsMachine>;
