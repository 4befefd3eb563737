import { expect } from '../testing/oracle-expect';

/**
 * For the kid quiz's model-test oracles: what the world saw happen during each step of the
 * trace (the calls that reached the fake server, the URLs the page asked for). The world only
 * keeps running lists; the suite runs the oracle at the start and after every step, so each
 * look tells where the step just played ends in those lists.
 */
export interface StepLedger {
  /** For each list, its length after 0, 1, 2, … steps. */
  ends: Record<string, number[]>;
}

export const createStepLedger = (): StepLedger => ({ ends: {} });

/** `items` split by step: [what happened before the first step, during step 1, during step 2, …]. */
export function byStep<T>(ledger: StepLedger, name: string, items: readonly T[], steps: number): T[][] {
  const ends = (ledger.ends[name] ??= []);
  while (ends.length <= steps) ends.push(items.length);
  return Array.from({ length: steps + 1 }, (_, step) => items.slice(step === 0 ? 0 : ends[step - 1], ends[step]));
}

/** Both quizzes' calculation (spec §4): four steps of 250 ms before the results show. */
export const STEP_MS = 250;
export const STEPS = 4;
/** A result record's id, as the server makes it (a UUID). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The quizzes' own moves (a scene control, starting again): each adds a history entry; anything else the page does replaces the entry. */
export const isUserEvent = (type: string) => type.startsWith('scene.') || type === 'quiz.reset';

/**
 * The rules both quizzes' pages keep on every step, for their oracles. A control the page does not
 * offer (`offered` false) changes nothing: the same state and context, no call, no URL; the
 * caller's oracle stops there (false is returned). Otherwise at most one URL is asked for, as a
 * new history entry for the page's own moves and in place of the entry for anything else.
 */
export function keepsQuizStepRules(
  { event, before, after }: { event: { type: string }; before: { value: unknown; context: unknown }; after: { value: unknown; context: unknown } },
  calls: readonly unknown[],
  navigations: ReadonlyArray<{ replace: boolean }>,
  offered: boolean,
): boolean {
  if (!offered) {
    expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
    expect([calls, navigations]).toEqual([[], []]);
    return false;
  }
  expect(navigations.length).toBeLessThanOrEqual(1);
  for (const navigation of navigations) expect(navigation.replace).toBe(!isUserEvent(event.type));
  return true;
}

/** A quiz's syncUrl effect in a model test's world: the address bar shows the URL asked for, and every request is kept in order. */
export function syncUrlInto<P extends { search: unknown }>(world: { url: P['search']; navigations: P[] }) {
  return (_: unknown, params: P) => {
    world.url = params.search;
    world.navigations.push(params);
  };
}
