import { CALCULATION_SCENE, HOME_SCENE, LAST_INPUT_SCENE, RESULTS_SCENE, isSceneId } from './scenes';
import type { SceneId } from './scenes';

/**
 * The navigation events of both quizzes (spec §2, §4) and where each one leads. Whether the
 * scene may be entered (answers so far) is a separate question: see isReachable.
 */
export type NavigationEvent =
  /** Up one scene, only below the maximum scene id (and not from the calculation, which moves on by itself). */
  | { type: 'scene.next' }
  /** Down one scene, only above 1. */
  | { type: 'scene.previous' }
  /** Step the id up or down by one (the same bounds as next and previous). */
  | { type: 'scene.step'; direction: 'up' | 'down' }
  /** Jump to a scene; accepted only for known scene ids. */
  | { type: 'scene.goto'; sceneId: number }
  /** To the last input scene (question 6). */
  | { type: 'scene.last' }
  /** From the results screen back two scenes, to the last input scene. */
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

export function currentScene(history: ReadonlyArray<SceneId>): SceneId {
  return history.at(-1) ?? HOME_SCENE;
}

function step(from: SceneId, by: 1 | -1): SceneId | null {
  // The calculation moves on to the results by itself, after its four steps.
  if (from === CALCULATION_SCENE && by === 1) return null;
  // isSceneId keeps next below the maximum scene id and previous above the minimum.
  const to = from + by;
  return isSceneId(to) ? to : null;
}

/** The scene an event asks for, or null when the event asks for nothing from here. */
export function navigationTarget(history: ReadonlyArray<SceneId>, event: NavigationEvent): SceneId | null {
  const from = currentScene(history);
  switch (event.type) {
    case 'scene.next':
      return step(from, 1);
    case 'scene.previous':
      return step(from, -1);
    case 'scene.step':
      return step(from, event.direction === 'up' ? 1 : -1);
    case 'scene.goto':
      return isSceneId(event.sceneId) ? event.sceneId : null;
    case 'scene.last':
      return LAST_INPUT_SCENE;
    case 'scene.lastFromResults':
      // Back two scenes from 9 is 7: past the calculation scene, which only ever leads forward.
      return from === RESULTS_SCENE ? LAST_INPUT_SCENE : null;
    case 'scene.back':
      return history.length > 1 ? (history.at(-2) ?? null) : null;
  }
}

/**
 * The history is the stack of distinct scenes that led to the current one. Visiting a scene
 * already on it goes back to that entry (so the stack never repeats a scene and stays at most
 * nine long); any other scene is pushed. The calculation scene only ever leads on, so the scene
 * after it takes its place: Back from the results goes to question 6, not to the calculation.
 */
export function visit(history: ReadonlyArray<SceneId>, scene: SceneId): SceneId[] {
  const index = history.indexOf(scene);
  if (index !== -1) return history.slice(0, index + 1);
  const below = history.at(-1) === CALCULATION_SCENE ? history.slice(0, -1) : history;
  return [...below, scene];
}
