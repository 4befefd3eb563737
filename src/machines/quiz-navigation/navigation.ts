/**
 * The navigation both quizzes share (spec §2 "Navigation in both quizzes", §4 "Quiz scenes"):
 * next, previous, step up or down, go to a given scene (known ids only), go to the last input
 * scene, back two scenes from the results, back with the history, and reset (each quiz restores
 * its own defaults). README.md beside this file.
 *
 * A quiz describes itself with a `QuizRoute`: which ids are scenes, its home and calculation
 * scenes, and the order its scenes are walked in for the answers so far (the kid quiz's is always
 * 1 to 9; the diet quiz's branches by purpose, kid or adult and report). Whether a scene may be
 * entered (answers so far) is the quiz's own question.
 */

export type NavigationEvent =
  /** The scene after this one in the walk, only below the maximum (not from the calculation, which moves on by itself). */
  | { type: 'scene.next' }
  /** The scene before this one in the walk, only above the first. */
  | { type: 'scene.previous' }
  /** Step up or down by one (the same bounds as next and previous). */
  | { type: 'scene.step'; direction: 'up' | 'down' }
  /** Jump to a scene; accepted only for known scene ids. */
  | { type: 'scene.goto'; sceneId: number }
  /** To the last input scene of the walk. */
  | { type: 'scene.last' }
  /** From the results screen back two scenes (past the calculation), to the last input scene. */
  | { type: 'scene.lastFromResults' }
  /** To the scene visited before this one; nothing when the history has one entry. */
  | { type: 'scene.back' };

export const navigationEventTypes = [
  'scene.next',
  'scene.previous',
  'scene.step',
  'scene.goto',
  'scene.last',
  'scene.lastFromResults',
  'scene.back',
] as const satisfies ReadonlyArray<NavigationEvent['type']>;

export interface QuizRoute<S extends number> {
  /** Known scene ids only: anything else (0, 34, 2.5, '3') is not a scene. */
  isSceneId: (value: unknown) => value is S;
  home: S;
  /** The calculation scene: it only ever leads on, by itself, to the results. */
  calculation: S;
  /** The scenes in the order they are walked for the answers so far, home first, the calculation and the results among them. */
  walk: readonly S[];
}

export function currentScene<S extends number>(history: readonly S[], home: S): S {
  return history.at(-1) ?? home;
}

/** The last input scene of a walk: the one before its calculation. */
export function lastInputScene<S extends number>(route: QuizRoute<S>): S | null {
  const index = route.walk.indexOf(route.calculation);
  return index > 0 ? route.walk[index - 1] : null;
}

function step<S extends number>(route: QuizRoute<S>, from: S, by: 1 | -1): S | null {
  // The calculation moves on to the results by itself, after its steps.
  if (from === route.calculation && by === 1) return null;
  const index = route.walk.indexOf(from);
  // Off the walk (the answers changed under it), or at either end: nowhere.
  return index === -1 ? null : (route.walk[index + by] ?? null);
}

/** The scene an event asks for, or null when the event asks for nothing from here. */
export function navigationTarget<S extends number>(route: QuizRoute<S>, history: readonly S[], event: NavigationEvent): S | null {
  const from = currentScene(history, route.home);
  switch (event.type) {
    case 'scene.next':
      return step(route, from, 1);
    case 'scene.previous':
      return step(route, from, -1);
    case 'scene.step':
      return step(route, from, event.direction === 'up' ? 1 : -1);
    case 'scene.goto':
      return route.isSceneId(event.sceneId) ? event.sceneId : null;
    case 'scene.last':
      return lastInputScene(route);
    case 'scene.lastFromResults': {
      // Back two scenes from the results is the last input scene: past the calculation, which only ever leads forward.
      const calculation = route.walk.indexOf(route.calculation);
      return calculation !== -1 && route.walk[calculation + 1] === from ? lastInputScene(route) : null;
    }
    case 'scene.back':
      return history.length > 1 ? (history.at(-2) ?? null) : null;
  }
}

/**
 * The history is the stack of distinct scenes that led to the current one. Visiting a scene
 * already on it goes back to that entry (so the stack never repeats a scene); any other scene is
 * pushed. The calculation scene only ever leads on, so the scene after it takes its place: Back
 * from the results goes to the last input scene, not to the calculation.
 */
export function visit<S extends number>(history: readonly S[], scene: S, calculation: S): S[] {
  const index = history.indexOf(scene);
  if (index !== -1) return history.slice(0, index + 1);
  const below = history.at(-1) === calculation ? history.slice(0, -1) : history;
  return [...below, scene];
}

/**
 * The history a walk gives a scene: the walk up to it, so Back (and the browser's back button)
 * retraces the walk whatever jumps led here (never into the calculation); a scene off the walk (a results link's landing)
 * starts a history of its own. The diet quiz keeps its history so; the kid quiz, whose walk never
 * branches, with `visit`.
 */
export function walkHistory<S extends number>(route: QuizRoute<S>, scene: S): S[] {
  const index = route.walk.indexOf(scene);
  if (index === -1) return [scene];
  // The calculation only ever leads on: Back from the results is the last input scene.
  return [...route.walk.slice(0, index).filter((earlier) => earlier !== route.calculation), scene];
}
