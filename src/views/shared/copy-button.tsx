import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createCopyMachine } from '../../machines/copy/copy.machine';
import type { CopyInput } from '../../machines/copy/copy.machine';
import { canCopy, copyStatusOf } from '../../machines/copy/copy.selectors';
import { useActorClock } from './actor-clock';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const copyMachine = createCopyMachine().provide({
  actors: { writeText: fromPromise<void, CopyInput>(({ input }) => navigator.clipboard.writeText(input.text)) },
});

/**
 * A button that copies `text` (a code) to the clipboard and says so for a few seconds, or that
 * the clipboard refused. `label` names what is copied for a screen reader ("Copy the code KID-…").
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const clock = useActorClock();
  const copy = useActorRef(copyMachine, { input: { text }, ...clock });
  const status = useSelector(copy, copyStatusOf);
  const enabled = useSelector(copy, canCopy);
  return (
    <span className="copy-button">
      <button type="button" className="button button--secondary" aria-label={label} disabled={!enabled} onClick={() => copy.send({ type: 'copy' })}>
        {t('copy.button')}
      </button>
      <span className="copy-button__status" role="status">
        {status === 'copied' ? t('copy.copied') : status === 'failed' ? t('copy.failed') : ''}
      </span>
    </span>
  );
}
