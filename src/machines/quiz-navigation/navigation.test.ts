import { describe, expect, it } from 'vitest';
import { KID_QUIZ_ROUTE } from '../kid-quiz/scenes';
import type { SceneId } from '../kid-quiz/scenes';
import { currentScene, lastInputScene, navigationTarget, visit, walkHistory } from './navigation';
import type { QuizRoute } from './navigation';

describe('navigationTarget', () => {
  it.each([
    [[1], { type: 'scene.next' }, 2],
    [[1, 9], { type: 'scene.next' }, null],
    // The calculation moves on by itself.
    [[1, 7, 8], { type: 'scene.next' }, null],
    [[1, 7, 8], { type: 'scene.step', direction: 'up' }, null],
    [[1, 7, 8], { type: 'scene.previous' }, 7],
    [[1], { type: 'scene.previous' }, null],
    [[1, 5], { type: 'scene.previous' }, 4],
    [[1, 5], { type: 'scene.step', direction: 'up' }, 6],
    [[1, 5], { type: 'scene.step', direction: 'down' }, 4],
    [[1], { type: 'scene.goto', sceneId: 9 }, 9],
    [[1], { type: 'scene.goto', sceneId: 0 }, null],
    [[1], { type: 'scene.goto', sceneId: 10 }, null],
    [[1], { type: 'scene.goto', sceneId: 2.5 }, null],
    [[1], { type: 'scene.last' }, 7],
    [[1, 9], { type: 'scene.lastFromResults' }, 7],
    [[1, 5], { type: 'scene.lastFromResults' }, null],
    [[1], { type: 'scene.back' }, null],
    [[1, 3, 5], { type: 'scene.back' }, 3],
  ] as const)('from %j, %j leads to %s', (history, event, target) => {
    expect(navigationTarget(KID_QUIZ_ROUTE, history as unknown as SceneId[], event)).toBe(target);
  });
});

describe('visit', () => {
  it('pushes a new scene and goes back to one already visited', () => {
    expect(visit([1, 2], 3, 8)).toEqual([1, 2, 3]);
    expect(visit([1, 2, 3, 4], 2, 8)).toEqual([1, 2]);
    expect(visit([1], 1, 8)).toEqual([1]);
  });

  it('lets the scene after the calculation take its place', () => {
    expect(visit([1, 7, 8], 9, 8)).toEqual([1, 7, 9]);
    expect(visit([1, 7, 8], 7, 8)).toEqual([1, 7]);
  });
});


/** A branching walk as the diet quiz has: scenes 1 to 12, this walk skipping 3 to 5, calculation 10, results 11. */
const isBranchScene = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12;
const BRANCH: QuizRoute<number> = { isSceneId: isBranchScene, home: 1, calculation: 10, walk: [1, 2, 6, 7, 10, 11, 12] };

describe('a branching walk', () => {
  it.each([
    [[1, 2], { type: 'scene.next' }, 6],
    [[1, 2, 6], { type: 'scene.previous' }, 2],
    [[1, 2, 6], { type: 'scene.step', direction: 'down' }, 2],
    [[1, 2, 6, 7, 11], { type: 'scene.next' }, 12],
    [[1, 2, 6, 7, 11, 12], { type: 'scene.next' }, null],
    [[1, 2, 6, 7, 10], { type: 'scene.next' }, null],
    [[1, 2, 6, 7, 11], { type: 'scene.lastFromResults' }, 7],
    [[1, 2, 6, 7, 11, 12], { type: 'scene.lastFromResults' }, null],
    // A scene off this walk (the answers changed under it) leads nowhere by next or previous.
    [[1, 4], { type: 'scene.next' }, null],
    [[1, 4], { type: 'scene.previous' }, null],
    [[1], { type: 'scene.last' }, 7],
    [[1], { type: 'scene.goto', sceneId: 4 }, 4],
    [[1], { type: 'scene.goto', sceneId: 13 }, null],
  ] as const)('from %j, %j leads to %s', (history, event, target) => {
    expect(navigationTarget(BRANCH, history as unknown as number[], event)).toBe(target);
  });

  it('has no last input scene without a calculation after one', () => {
    expect(lastInputScene({ ...BRANCH, walk: [1, 2] })).toBeNull();
    expect(lastInputScene({ ...BRANCH, walk: [10, 11] })).toBeNull();
    expect(navigationTarget({ ...BRANCH, walk: [1, 2] }, [1, 2], { type: 'scene.lastFromResults' })).toBeNull();
  });

  it('reads the current scene from the history, home when it is empty', () => {
    expect(currentScene([1, 2, 6], 1)).toBe(6);
    expect(currentScene([], 1)).toBe(1);
  });
});

describe('walkHistory', () => {
  it('is the walk up to the scene, or the scene alone off the walk', () => {
    expect(walkHistory(BRANCH, 7)).toEqual([1, 2, 6, 7]);
    expect(walkHistory(BRANCH, 1)).toEqual([1]);
    expect(walkHistory(BRANCH, 4)).toEqual([4]);
    expect(walkHistory(BRANCH, 11)).toEqual([1, 2, 6, 7, 11]);
    expect(walkHistory(BRANCH, 10)).toEqual([1, 2, 6, 7, 10]);
  });
});
