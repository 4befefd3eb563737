import { describe, expect, it } from 'vitest';
import { optionalText, optionalTextOrNumber, pageNumber, readSceneSearch, withoutAbsent } from './url-search';

describe('the URL search readers', () => {
  it('read a string, and nothing else, as text; a test may refuse it', () => {
    expect(optionalText('kit')).toBe('kit');
    expect(optionalText(3)).toBeUndefined();
    expect(optionalText({ q: 'kit' })).toBeUndefined();
    expect(optionalText('x'.repeat(41), (text) => text.length <= 40)).toBeUndefined();
    expect(optionalText('x'.repeat(40), (text) => text.length <= 40)).toBe('x'.repeat(40));
  });

  it('keep a scene as the router read it, a number or a string', () => {
    expect(optionalTextOrNumber(3)).toBe(3);
    expect(optionalTextOrNumber('abc')).toBe('abc');
    expect(optionalTextOrNumber(true)).toBeUndefined();
    expect(optionalTextOrNumber([1])).toBeUndefined();
  });

  it('read a page number from 1 to the last page allowed, else the first page', () => {
    expect(pageNumber(2)).toBe(2);
    expect(pageNumber('7')).toBe(7);
    expect(pageNumber(100_000)).toBe(100_000);
    expect(pageNumber(' 3 ')).toBe(3);
    expect(pageNumber(9, 8)).toBe(1);
    for (const value of [0, -1, 1.5, 100_001, '', ' ', '0', 'two', null, undefined, true, {}, [5], ['3']]) expect(pageNumber(value)).toBe(1);
  });

  it('leave out the keys that have no value', () => {
    expect(withoutAbsent({ scene: 3, result: undefined })).toStrictEqual({ scene: 3 });
  });

  it("read a quiz's scene and record as they are, dropping values of another kind", () => {
    expect(readSceneSearch({ scene: 3, result: 'r-1' })).toStrictEqual({ scene: 3, result: 'r-1' });
    expect(readSceneSearch({ scene: 'abc' })).toStrictEqual({ scene: 'abc' });
    expect(readSceneSearch({ scene: { a: 1 }, result: 5, other: 'x' })).toStrictEqual({});
  });
});
