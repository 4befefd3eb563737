import { describe, expect, it } from 'vitest';
import { readDietQuizSearch, sameSearch, sceneOfSearch, searchForScene } from './diet-quiz-url';
import { isSceneId } from './scene-ids';

/**
 * The /diet-quiz URL (README "The URL, reload, back and forward"; spec §2 and §9: scene ids 1 to
 * 33, §5: scene jumps accepted only for known scene ids). The route reads the address bar with
 * these and compares what it committed with what the machine asks for.
 */

const RECORD = '0b9f3c7e-4d2a-4c1b-9a8e-2f6d5c4b3a21';

describe('the diet quiz URL', () => {
  it('knows the scene ids 1 to 33 and nothing else', () => {
    for (let scene = 1; scene <= 33; scene += 1) expect(isSceneId(scene)).toBe(true);
    for (const value of [0, 34, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined, [3]]) expect(isSceneId(value)).toBe(false);
  });

  it('reads the scene an address names: none is home, a known number its scene, anything else null', () => {
    const read = (search: Record<string, unknown>) => sceneOfSearch(readDietQuizSearch(search));
    expect(read({})).toBe(1);
    expect(read({ scene: 7 })).toBe(7);
    expect(read({ scene: '33' })).toBe(33);
    expect(read({ scene: 33, result: RECORD })).toBe(33);
    for (const scene of [0, 34, 2.5, 'abc', '']) expect(read({ scene })).toBeNull();
  });

  it('keeps the URL lenient: a malformed part reaches the machine as absent, never as an error', () => {
    expect(readDietQuizSearch({ scene: { a: 1 }, result: 5 })).toEqual({ scene: undefined, result: undefined });
    expect(readDietQuizSearch({ scene: '12', result: RECORD })).toEqual({ scene: '12', result: RECORD });
  });

  it('writes home as the bare address, other scenes by number, and a saved record’s scenes with its id', () => {
    expect(searchForScene(1, null)).toEqual({});
    expect(searchForScene(1, RECORD)).toEqual({});
    expect(searchForScene(7, null)).toEqual({ scene: 7 });
    expect(searchForScene(25, RECORD)).toEqual({ scene: 25, result: RECORD });
  });

  it('takes two addresses as the same when they name the same scene and record, however the scene is written', () => {
    expect(sameSearch({}, { scene: 1 })).toBe(true);
    expect(sameSearch({ scene: '7' }, { scene: 7 })).toBe(true);
    expect(sameSearch({ scene: 25, result: RECORD }, { scene: '25', result: RECORD })).toBe(true);
    expect(sameSearch({ scene: 7 }, { scene: 8 })).toBe(false);
    expect(sameSearch({}, { scene: 2 })).toBe(false);
    expect(sameSearch({ scene: 25, result: RECORD }, { scene: 25 })).toBe(false);
    expect(sameSearch({ scene: 25 }, { scene: 25, result: RECORD })).toBe(false);
    expect(sameSearch({ scene: 25, result: RECORD }, { scene: 26, result: RECORD })).toBe(false);
  });
});
