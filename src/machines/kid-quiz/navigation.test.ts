import { describe, expect, it } from 'vitest';
import { navigationTarget, visit } from './navigation';
import type { SceneId } from './scenes';
import { isReachable, isSceneId, sanitizeAnswers, sceneKind } from './scenes';
import { sameSearch, sceneFromSearch, searchForScene } from './kid-quiz-url';

describe('scenes', () => {
  it('knows scene ids 1 to 9 only', () => {
    expect([1, 2, 7, 8, 9].every(isSceneId)).toBe(true);
    expect([0, 10, 2.5, -1, Number.NaN, '3'].some(isSceneId)).toBe(false);
    expect([1, 2, 7, 8, 9].map((id) => sceneKind(id as SceneId))).toEqual(['home', 'question', 'question', 'calculating', 'results']);
  });

  it('opens a question when the ones before it are answered, and the outcome with all six', () => {
    const three = [4, 5, 6, null, null, null];
    expect(isReachable(1, three)).toBe(true);
    expect(isReachable(5, three)).toBe(true);
    expect(isReachable(6, three)).toBe(false);
    expect(isReachable(8, three)).toBe(false);
    expect(isReachable(8, [1, 2, 3, 4, 5, 6])).toBe(true);
    expect(isReachable(9, [1, 2, 3, 4, 5, 6])).toBe(true);
  });

  it('keeps only a valid prefix of stored answers', () => {
    expect(sanitizeAnswers([1, 2, null, 4])).toEqual([1, 2, null, null, null, null]);
    expect(sanitizeAnswers([10, 0, 3])).toEqual([10, null, null, null, null, null]);
    expect(sanitizeAnswers(null)).toEqual([null, null, null, null, null, null]);
    expect(sanitizeAnswers([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

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
    expect(navigationTarget(history as unknown as SceneId[], event)).toBe(target);
  });
});

describe('visit', () => {
  it('pushes a new scene and goes back to one already visited', () => {
    expect(visit([1, 2], 3)).toEqual([1, 2, 3]);
    expect(visit([1, 2, 3, 4], 2)).toEqual([1, 2]);
    expect(visit([1], 1)).toEqual([1]);
  });

  it('lets the scene after the calculation take its place', () => {
    expect(visit([1, 7, 8], 9)).toEqual([1, 7, 9]);
    expect(visit([1, 7, 8], 7)).toEqual([1, 7]);
  });
});

describe('the kid-quiz URL', () => {
  it('shows home bare, other scenes by number, and the results with their record id', () => {
    expect(searchForScene(1, 'abc')).toEqual({});
    expect(searchForScene(4, 'abc')).toEqual({ scene: 4 });
    expect(searchForScene(9, null)).toEqual({ scene: 9 });
    expect(searchForScene(9, 'abc')).toEqual({ scene: 9, result: 'abc' });
  });

  it('reads the scene a URL asks for, refusable ones included', () => {
    expect(sceneFromSearch({})).toBe(1);
    expect(sceneFromSearch({ scene: 4 })).toBe(4);
    expect(sceneFromSearch({ scene: '4' })).toBe(4);
    expect(sceneFromSearch({ scene: 'abc' })).toBeNaN();
  });

  it('treats ?scene=1 and no scene as the same URL', () => {
    expect(sameSearch({}, { scene: 1 })).toBe(true);
    expect(sameSearch({ scene: 9 }, { scene: 9, result: 'abc' })).toBe(false);
  });
});
