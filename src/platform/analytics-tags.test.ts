// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createAnalyticsTags, tagSettingsOf } from './analytics-tags';
import type { TagSettings } from './analytics-tags';

const GA4 = { id: 'G-TEST12345', scriptUrl: 'https://www.googletagmanager.com/gtag/js' };
const PIXEL = { id: '123456789012345', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js' };
const BOTH: TagSettings = { ga4: GA4, pixel: PIXEL };

/** The tag scripts in the page. */
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-analytics-tag]')].map((script) => script.src);
/** What gtag was told, as plain arrays (gtag.js reads Arguments objects off dataLayer). */
const gtagCalls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
/** What waits in the pixel's queue for fbevents.js. */
const fbqQueued = () => (window.fbq?.queue ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  document.head.innerHTML = '';
  for (const name of ['dataLayer', 'gtag', 'fbq', '_fbq', `ga-disable-${GA4.id}`]) Reflect.deleteProperty(window, name);
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0].trim())) if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('tagSettingsOf', () => {
  const config = { analyticsEnabled: true, pixelEnabled: true, ga4MeasurementId: GA4.id, ga4ScriptUrl: GA4.scriptUrl, pixelId: PIXEL.id, pixelScriptUrl: PIXEL.scriptUrl };

  it('names a tag only when its flag is on and its id set', () => {
    expect(tagSettingsOf(config)).toEqual(BOTH);
    expect(tagSettingsOf({ ...config, analyticsEnabled: false })).toEqual({ ga4: null, pixel: PIXEL });
    expect(tagSettingsOf({ ...config, pixelId: '' })).toEqual({ ga4: GA4, pixel: null });
    expect(tagSettingsOf({ ...config, ga4MeasurementId: '', pixelEnabled: false })).toEqual({ ga4: null, pixel: null });
  });
});

describe('the analytics tags', () => {
  it('load nothing and take no events before the visitor accepts', () => {
    const tags = createAnalyticsTags(BOTH, window);
    expect(scripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
    expect(tags.targets()).toEqual({});
  });

  it('on accept: one script per tag that is on, initialised with its id, the page view queued', () => {
    const tags = createAnalyticsTags(BOTH, window);
    tags.start();
    expect(scripts()).toEqual([`${GA4.scriptUrl}?id=${GA4.id}`, PIXEL.scriptUrl]);
    expect(gtagCalls()).toEqual([['js', expect.any(Date)], ['config', GA4.id]]);
    expect(fbqQueued()).toEqual([['init', PIXEL.id], ['track', 'PageView']]);
    // gtag.js tells its commands by their being Arguments objects.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
    expect(window._fbq).toBe(window.fbq);

    const { gtag, fbq } = tags.targets();
    gtag?.('event', 'view_item', { currency: 'VND' });
    fbq?.('track', 'ViewContent', { currency: 'VND' });
    expect(gtagCalls().at(-1)).toEqual(['event', 'view_item', { currency: 'VND' }]);
    expect(fbqQueued().at(-1)).toEqual(['track', 'ViewContent', { currency: 'VND' }]);
  });

  it('load only the tags that are on, and never a script twice', () => {
    const tags = createAnalyticsTags({ ga4: null, pixel: PIXEL }, window);
    tags.start();
    tags.start();
    expect(scripts()).toEqual([PIXEL.scriptUrl]);
    expect(window.gtag).toBeUndefined();
    expect(Object.keys(tags.targets())).toEqual(['fbq']);
    tags.stop();
    tags.start();
    expect(scripts()).toEqual([PIXEL.scriptUrl]);
  });

  it('with both off: nothing at all, accepted or not', () => {
    const tags = createAnalyticsTags({ ga4: null, pixel: null }, window);
    tags.start();
    expect(scripts()).toEqual([]);
    expect(tags.targets()).toEqual({});
  });

  it('hand calls to the pixel’s script once it has loaded', () => {
    const tags = createAnalyticsTags(BOTH, window);
    tags.start();
    const forwarded: unknown[][] = [];
    // What fbevents.js does when it arrives.
    window.fbq!.callMethod = (...args: unknown[]) => void forwarded.push(args);
    tags.targets().fbq?.('track', 'AddToCart', { value: 1 });
    expect(forwarded).toEqual([['track', 'AddToCart', { value: 1 }]]);
  });

  it('on withdrawal: both tags told, measurement off, no more events, their cookies gone (others kept); accepting again resumes them', () => {
    const tags = createAnalyticsTags(BOTH, window);
    tags.start();
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_ga_TEST12345=GS1.1; Path=/';
    document.cookie = '_fbp=fb.1.2; Path=/';
    document.cookie = 'locale=vi; Path=/';

    tags.stop();
    expect(gtagCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${GA4.id}`]).toBe(true);
    expect(fbqQueued().at(-1)).toEqual(['consent', 'revoke']);
    expect(tags.targets()).toEqual({});
    expect(document.cookie).toBe('locale=vi');
    tags.stop();
    expect(fbqQueued().filter(([command]) => command === 'consent')).toHaveLength(1);

    tags.start();
    expect(scripts()).toHaveLength(2);
    expect(gtagCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${GA4.id}`]).toBe(false);
    expect(fbqQueued().at(-1)).toEqual(['consent', 'grant']);
    expect(Object.keys(tags.targets()).sort()).toEqual(['fbq', 'gtag']);
  });
});
