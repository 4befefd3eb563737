import { describe, expect, it } from 'vitest';
import { BANNER_CHECKPOINTS } from '../../../src/api/contract/checkpoints';
import { demoCatalogue } from '../../seed/catalogue';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { BAD_PAGING, expectRefused, listOf } from '../testing/public-read';

interface WireBanner {
  starts_at: string;
  ends_at: string;
  style: Record<string, string>;
  viewport_settings: Array<{ breakpoint: number; style: Record<string, string> }>;
  objects: Array<{ object_type: string; name: string; text: string | null; image: { alt: string } | null }>;
  countdown?: Array<{ id: string; start_date: string; is_coupon_countdown_enabled: boolean; countdown_step: number; is_timer_enabled: boolean }>;
}
interface WirePosition {
  id: number;
  name: string;
  description: string;
  current_banner?: WireBanner | null;
}

const positions = demoCatalogue.promotionPositions;

/** A campaign's own checkpoints, set by configuration without a code change (issue 26). */
const CAMPAIGN = [
  { id: 'year-end', startDate: '2026-12-31T23:59:59+07:00', isCouponCountdownEnabled: true, countdownStep: 1, isTimerEnabled: true },
  { id: 'tet', startDate: '2027-02-06T00:00:00+07:00', isCouponCountdownEnabled: false, countdownStep: 60, isTimerEnabled: false },
];

describe.each(databaseKinds)('promotion banners with a campaign’s countdown on %s', (kind) => {
  const ctx = useTestContext(kind, { env: { BANNER_CHECKPOINTS: JSON.stringify(CAMPAIGN) } });

  it('carry the checkpoints BANNER_CHECKPOINTS gives', async () => {
    const { data } = await listOf<WirePosition>(ctx, '/promotion-positions?include=current_banner&search=home-hero');
    expect(data[0]?.current_banner?.countdown).toEqual([
      { id: 'year-end', start_date: '2026-12-31T23:59:59+07:00', is_coupon_countdown_enabled: true, countdown_step: 1, is_timer_enabled: true },
      { id: 'tet', start_date: '2027-02-06T00:00:00+07:00', is_coupon_countdown_enabled: false, countdown_step: 60, is_timer_enabled: false },
    ]);
  });
});

describe.each(databaseKinds)('promotion positions on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('lists every position, without banners unless include=current_banner', async () => {
    const { data, meta } = await listOf<WirePosition>(ctx, '/promotion-positions', 'vi');
    expect(meta.total).toBe(positions.length);
    expect(data.map((position) => position.name)).toEqual(positions.map((position) => position.name));
    expect(data.map((position) => position.description)).toEqual(positions.map((position) => position.description.vi));
    expect(data[0]).not.toHaveProperty('current_banner');
  });

  it('gives the banner shown now of each position (style JSON, breakpoints, objects in the language asked)', async () => {
    const now = Date.now();
    const { data } = await listOf<WirePosition>(ctx, '/promotion-positions?include=current_banner&lang=zh');
    for (const position of data) {
      const running = positions
        .find((seed) => seed.name === position.name)
        ?.banners.filter((banner) => Date.parse(banner.startsAt) <= now && now < Date.parse(banner.endsAt))
        .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
      const expected = running?.[0];
      if (!expected) {
        expect(position.current_banner).toBeNull();
        continue;
      }
      expect(position.current_banner?.style).toEqual(expected.style);
      expect(position.current_banner?.viewport_settings).toEqual(expected.viewportSettings);
      expect(position.current_banner?.objects.map((object) => [object.object_type, object.name, object.text])).toEqual(
        expected.objects.map((object) => [object.objectType, object.name, object.text?.zh ?? null]),
      );
      expect(new Date(position.current_banner?.starts_at ?? '').getTime()).toBe(Date.parse(expected.startsAt));
    }
    const hero = data.find((position) => position.name === 'home-hero');
    expect(hero?.current_banner).toBeTruthy();
    // Without a campaign's own, the spec's static banner checkpoints (all past: the app shows no timer).
    expect(hero?.current_banner?.countdown?.map((checkpoint) => [checkpoint.id, checkpoint.start_date, checkpoint.countdown_step, checkpoint.is_timer_enabled])).toEqual(
      BANNER_CHECKPOINTS.map((checkpoint) => [checkpoint.id, checkpoint.startDate, checkpoint.countdownStep, checkpoint.isTimerEnabled]),
    );
  });

  it('searches by name', async () => {
    expect((await listOf<WirePosition>(ctx, '/promotion-positions?search=home-hero')).data.map((position) => position.name)).toEqual(['home-hero']);
    expect((await listOf<WirePosition>(ctx, '/promotion-positions?search=HOME')).data.map((position) => position.name)).toEqual(positions.filter((position) => position.name.includes('home')).map((position) => position.name));
    expect((await listOf(ctx, '/promotion-positions?search=%25_')).meta.total).toBe(0);
  });

  it('refuses bad paging and unknown include values', async () => {
    for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `/promotion-positions?${query}`, field);
    await expectRefused(ctx, '/promotion-positions?include=banners', 'include');
  });
});
