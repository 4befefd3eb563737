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
