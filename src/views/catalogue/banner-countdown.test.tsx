// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SimulatedClock } from 'xstate';
import type { Banner } from '../../api/contract/catalogue';
import { BANNER_CHECKPOINTS } from '../../api/contract/checkpoints';
import type { Checkpoint } from '../../api/contract/checkpoints';
import type { Language } from '../../i18n/languages';
import { ActorClockProvider } from '../shared/actor-clock';
import { createShellHarness } from '../testing/test-harness';
import { PromotionBanner } from './banner';

/** A promotion banner's campaign countdown (issue 26: "the countdown on promotion banners whose checkpoint enables it"). */

afterEach(cleanup);

const at = (iso: string) => Date.parse(iso);

function bannerWith(countdown: Checkpoint[] | undefined): Banner {
  return {
    id: 1,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2027-01-31T00:00:00.000Z',
    style: {},
    viewportSettings: [],
    objects: [{ objectType: 'text', name: 'title', image: null, text: 'Year-end offer', href: null }],
    ...(countdown ? { countdown } : {}),
  };
}

async function renderBanner(banner: Banner, nowIso: string, language: Language = 'en') {
  const harness = await createShellHarness({ chineseEnabled: true, language });
  await harness.i18n.loadNamespaces('catalogue');
  const clock = new SimulatedClock();
  clock.set(at(nowIso));
  const wrapper = ({ children }: { children: ReactNode }) => <harness.wrapper><ActorClockProvider value={clock}>{children}</ActorClockProvider></harness.wrapper>;
  render(<PromotionBanner banner={banner} />, { wrapper });
  const advance = (ms: number) => act(() => clock.increment(ms));
  return { clock, advance };
}

const timer = () => screen.queryByRole('timer')?.textContent ?? null;

const NEW_YEAR: Checkpoint = { id: 'tet', startDate: '2027-01-01T00:00:00+07:00', isCouponCountdownEnabled: false, countdownStep: 60, isTimerEnabled: true };

describe('a promotion banner’s countdown', () => {
  it('counts down to the campaign’s next checkpoint in whole minutes on a 60-second step, labelled', async () => {
    // 27 Nov 2026 21:30:15 in Vietnam: 34 days, 2 hours, 29 minutes and 45 seconds before 1 Jan 2027 00:00 (UTC+7).
    const { advance } = await renderBanner(bannerWith([NEW_YEAR]), '2026-11-27T14:30:15Z');
    expect(screen.getByText('Offer ends in')).toBeTruthy();
    expect(timer()).toBe('1 month 4 days 2 hours 29 minutes');
    // The next tick is on the next whole minute before the start: 45 s later.
    await advance(44_000);
    expect(timer()).toBe('1 month 4 days 2 hours 29 minutes');
    await advance(1_000);
    expect(timer()).toBe('1 month 4 days 2 hours 29 minutes');
    await advance(60_000);
    expect(timer()).toBe('1 month 4 days 2 hours 28 minutes');
  });

  it('shows seconds on a one-second step and drops the units that are zero', async () => {
    const { advance } = await renderBanner(bannerWith([{ ...NEW_YEAR, countdownStep: 1 }]), '2026-12-31T16:58:58Z');
    expect(timer()).toBe('1 minute 2 seconds');
    await advance(2_000);
    expect(timer()).toBe('1 minute');
    await advance(59_000);
    expect(timer()).toBe('1 second');
  });

  it('shows nothing once every checkpoint is past, never negative time, and nothing after the last one passes', async () => {
    await renderBanner(bannerWith([...BANNER_CHECKPOINTS]), '2026-11-27T14:30:00Z');
    expect(screen.getByText('Year-end offer')).toBeTruthy();
    expect(screen.queryByText('Offer ends in')).toBeNull();
    cleanup();
    const { advance } = await renderBanner(bannerWith([{ ...NEW_YEAR, countdownStep: 1 }]), '2026-12-31T16:59:58Z');
    expect(timer()).toBe('2 seconds');
    await advance(2_000);
    expect(timer()).toBeNull();
    expect(screen.queryByText('Offer ends in')).toBeNull();
  });

  it('skips a checkpoint whose timer is off and counts to the next one', async () => {
    const off: Checkpoint = { ...NEW_YEAR, id: 'early', startDate: '2026-12-01T00:00:00+07:00', isTimerEnabled: false };
    // 30 Nov 23:00 in Vietnam: a month to 30 Dec 23:00, then a day and an hour.
    await renderBanner(bannerWith([off, NEW_YEAR]), '2026-11-30T16:00:00Z');
    expect(timer()).toBe('1 month 1 day 1 hour');
  });

  it('shows no countdown on a banner without checkpoints', async () => {
    await renderBanner(bannerWith(undefined), '2026-11-27T14:30:00Z');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('reads naturally in Vietnamese, Thai and Chinese', async () => {
    const cases: Array<[Language, string, string]> = [
      ['vi', 'Ưu đãi kết thúc sau', '1 tháng 4 ngày 2 giờ 29 phút'],
      ['th', 'โปรโมชันสิ้นสุดในอีก', '1 เดือน 4 วัน 2 ชั่วโมง 29 นาที'],
      ['zh', '距优惠结束还有', '1个月4天2小时29分钟'],
    ];
    for (const [language, label, text] of cases) {
      await renderBanner(bannerWith([NEW_YEAR]), '2026-11-27T14:30:15Z', language);
      expect(screen.getByText(label)).toBeTruthy();
      expect(timer()).toBe(text);
      cleanup();
    }
  });
});
