import { fromCallback } from 'xstate';

/** The province and ward lists' actor as a parent started it (its input), and each event told to it. */
export interface ListsSeen {
  input: unknown;
  told: unknown[];
}

/**
 * For a parent's model test (the checkout, the code claim): the lists as a black box (their own
 * model test covers them) that notes what it is started with and told, in `seen`.
 */
export function fakeLocations(seen: ListsSeen[]) {
  return fromCallback(({ input, receive }) => {
    const lists: ListsSeen = { input, told: [] };
    seen.push(lists);
    receive((event) => void lists.told.push(event));
  }) as never;
}
