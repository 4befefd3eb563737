import { describe, expect, it } from 'vitest';
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
