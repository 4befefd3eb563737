import { fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notSupplied } from '../calls/not-supplied';

/**
 * A copy button for a code the customer types elsewhere (a discount code, later the bank-transfer
 * details): pressing it puts the text on the clipboard (`writeText`, supplied at the edge), then
 * says "Copied" for a few seconds; a clipboard that refuses says so, and the button still works.
 *
 *   idle ──copy──▶ copying ──done──▶ copied ──after COPIED_FOR_MS──▶ idle
 *                          ──error─▶ failed        (copy again from copied or failed)
 */
export const COPIED_FOR_MS = 3000;

export interface CopyInput {
  text: string;
}

export type CopyEvent = { type: 'copy' };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createCopyMachine() {
  return setup({
    types: { input: {} as CopyInput, context: {} as CopyInput, events: {} as CopyEvent },
    actors: { writeText: fromPromise<void, CopyInput>(notSupplied('writeText')) },
    delays: { copiedFor: COPIED_FOR_MS },
  }).createMachine({
    id: 'copy',
    context: ({ input }) => ({ text: input.text }),
    initial: 'idle',
    states: {
      idle: { on: { copy: 'copying' } },
      copying: {
        description: 'The clipboard is being written; pressing again does nothing meanwhile.',
        invoke: { id: 'writeText', src: 'writeText', input: ({ context }) => ({ text: context.text }), onDone: 'copied', onError: 'failed' },
      },
      copied: { after: { copiedFor: 'idle' }, on: { copy: 'copying' } },
      failed: { on: { copy: 'copying' } },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createCopyMachine()` (no instance at module load). */
export type CopyMachine = ReturnType<typeof createCopyMachine>;
export type CopySnapshot = SnapshotFrom<CopyMachine>;
