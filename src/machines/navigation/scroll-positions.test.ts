import { describe, expect, it } from 'vitest';
import { positionOf, rememberPosition } from './scroll-positions';

describe('scroll positions', () => {
  it('remembers a position per entry, and the latest when an entry is left again', () => {
    let positions = rememberPosition([], 'a', 100);
    positions = rememberPosition(positions, 'b', 200);
    positions = rememberPosition(positions, 'a', 900);
    expect(positionOf(positions, 'a')).toBe(900);
    expect(positionOf(positions, 'b')).toBe(200);
    expect(positionOf(positions, 'c')).toBeUndefined();
  });

  it('keeps a position of 0 (the top of the page) as a position', () => {
    expect(positionOf(rememberPosition([], 'a', 0), 'a')).toBe(0);
  });

  it('forgets the entries left longest ago past the limit', () => {
    let positions = rememberPosition([], 'a', 10, 2);
    positions = rememberPosition(positions, 'b', 20, 2);
    positions = rememberPosition(positions, 'a', 11, 2); // 'a' is now more recent than 'b'
    positions = rememberPosition(positions, 'c', 30, 2); // 'b' goes
    expect(positions).toEqual([
      { key: 'a', y: 11 },
      { key: 'c', y: 30 },
    ]);
  });

  it('keeps 200 entries by default', () => {
    let positions = rememberPosition([], 'first', 1);
    for (let index = 0; index < 199; index += 1) positions = rememberPosition(positions, `entry-${index}`, index);
    expect(positionOf(positions, 'first')).toBe(1);
    positions = rememberPosition(positions, 'one more', 5);
    expect(positionOf(positions, 'first')).toBeUndefined();
    expect(positions).toHaveLength(200);
  });
});
