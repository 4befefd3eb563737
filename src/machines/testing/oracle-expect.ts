import { isDeepStrictEqual } from 'node:util';
import { expect as vitestExpect } from 'vitest';

/**
 * Vitest's `expect` for the model tests' oracles, which judge every step of thousands of paths:
 * the common assertions (`toBe`, `toEqual`, `toBeNull`) first compare with `Object.is` or Node's
 * `isDeepStrictEqual`, and only when those do not find the values equal does Vitest's own
 * assertion run, which decides and fails with its usual AssertionError and diff. A strict equality
 * implies Vitest's looser one, so no verdict changes; what goes is Vitest's bookkeeping on every
 * passing call (about a fifth of the diet quiz's model test). Everything else (`.not`,
 * `toMatchObject`, `expect.any`, `expect.unreachable`…) is Vitest's own.
 */
type Assertion = ReturnType<typeof vitestExpect>;

function assertion(actual: unknown, message?: string): Assertion {
  const real = () => vitestExpect(actual, message);
  return new Proxy({} as Assertion, {
    get(_, key) {
      if (key === 'toBe') return (expected: unknown) => void (Object.is(actual, expected) || real().toBe(expected));
      if (key === 'toEqual') return (expected: unknown) => void (isDeepStrictEqual(actual, expected) || real().toEqual(expected));
      if (key === 'toBeNull') return () => void (actual === null || real().toBeNull());
      const target = real();
      const value = Reflect.get(target, key) as unknown;
      // Called on Vitest's assertion (chai's methods read their flags from `this`; no bind, which reads their `length`).
      return typeof value === 'function' ? (...args: unknown[]) => (value as (...args: unknown[]) => unknown).apply(target, args) : value;
    },
  });
}

export const expect: typeof vitestExpect = new Proxy(vitestExpect, {
  apply: (_, __, [actual, message]: [unknown, string | undefined]) => assertion(actual, message),
});
