import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Checkpoint } from '../../api/contract/checkpoints';
import { createCountdownMachine } from '../../machines/countdown/countdown.machine';
import { checkpointOf, remainingOf } from '../../machines/countdown/countdown.selectors';
import type { Remaining } from '../../machines/countdown/countdown';
import { useActorClock, useActorNow } from '../shared/actor-clock';

const countdownMachine = createCountdownMachine();

const UNITS = ['years', 'months', 'days', 'hours', 'minutes', 'seconds'] as const;
type Unit = (typeof UNITS)[number];

/**
 * A promotion banner's campaign countdown (issue 26, spec §3-§4): the time left to the campaign's
 * next timer-enabled checkpoint, in whole steps of that checkpoint (a 60-second step shows no
 * seconds), and nothing once every checkpoint is past. The countdown machine picks and ticks;
 * this draws what it holds. A `timer` role: read when asked, not announced at every tick.
 * The server draws the first screen at its own time; the browser's first render may differ by a
 * few seconds, which is the only text allowed to (suppressHydrationWarning on that one element).
 */
export function BannerCountdown({ checkpoints }: { checkpoints: readonly Checkpoint[] }) {
  const { t } = useTranslation('catalogue');
  const now = useActorNow();
  const countdown = useActorRef(countdownMachine, { input: { checkpoints, now }, ...useActorClock() });
  const remaining = useSelector(countdown, remainingOf);
  const checkpoint = useSelector(countdown, checkpointOf);
  if (!remaining || !checkpoint) return null;
  return (
    <p className="promo-banner__countdown">
      <span className="promo-banner__countdown-label">{t('countdown.label')}</span>{' '}
      <span role="timer" suppressHydrationWarning>
        {partsOf(remaining, checkpoint.countdownStep)
          .map(([unit, count]) => t(`countdown.${unit}`, { count }))
          .join(t('countdown.separator'))}
      </span>
    </p>
  );
}

/** The units to show: those not zero, down to the step's (no seconds for a step of a minute or more); at least the step's unit. */
export function partsOf(remaining: Remaining, stepSeconds: number): Array<[Unit, number]> {
  const smallest: Unit = stepSeconds >= 3600 ? 'hours' : stepSeconds >= 60 ? 'minutes' : 'seconds';
  const units = UNITS.slice(0, UNITS.indexOf(smallest) + 1);
  const shown = units.filter((unit) => remaining[unit] > 0);
  return (shown.length > 0 ? shown : [smallest]).map((unit): [Unit, number] => [unit, remaining[unit]]);
}
