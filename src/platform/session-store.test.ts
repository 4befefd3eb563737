// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readSessionValue, removeSessionValue, writeSessionValue } from './session-store';

afterEach(() => window.sessionStorage.clear());

describe('values kept for the tab', () => {
  it('reads back what was written, as JSON', () => {
    writeSessionValue('k', { a: 1, b: ['x'] });
    expect(readSessionValue('k')).toEqual({ a: 1, b: ['x'] });
    removeSessionValue('k');
    expect(readSessionValue('k')).toBeNull();
  });

  it('reads garbage as nothing', () => {
    window.sessionStorage.setItem('k', '{not json');
    expect(readSessionValue('k')).toBeNull();
  });

  it('survives a store that throws on every access', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => writeSessionValue('k', 1, broken)).not.toThrow();
    expect(readSessionValue('k', broken)).toBeNull();
    expect(() => removeSessionValue('k', broken)).not.toThrow();
  });
});
