import type { RuntimeConfig } from '../api/contract/runtime-config';
import { getRuntimeConfig } from './runtime-config';

/**
 * The analytics tags themselves: the GA4 tag (gtag.js) and the social pixel (fbevents.js).
 * Nothing here runs until the consent machine enters `accepted` (its `startTags` action, supplied
 * by src/views/legal/consent-effects.ts): then each tag whose flag is on and whose id is set is
 * loaded with a plain `<script src>` element and initialised (`gtag('js')`, `gtag('config', id)`,
 * which sends the page view; `fbq('init', id)`, `fbq('track', 'PageView')`). The Content-Security-
 * Policy forbids inline scripts, so the queue functions the vendors' snippets define inline
 * (`gtag`, `fbq`) are defined here, in our bundle; calls made before the script arrives wait in
 * their queues (`dataLayer`, `fbq.queue`) and the script plays them when it loads.
 *
 * Leaving `accepted` (`stopTags`: the visitor declined from "Cookie settings") tells both tags
 * (GA4 consent mode: denied, and `ga-disable-<id>`, Google's documented switch that stops the tag
 * measuring; `fbq('consent', 'revoke')`), hands no more events to them, and removes their
 * cookies. Accepting again resumes them; no script is ever loaded twice.
 */

export interface TagSetting {
  id: string;
  scriptUrl: string;
}

/** The tags that are on: flag on and id set (the server already clears the id of a tag that is off). */
export interface TagSettings {
  ga4: TagSetting | null;
  pixel: TagSetting | null;
}

export function tagSettingsOf(config: Pick<RuntimeConfig, 'analyticsEnabled' | 'pixelEnabled' | 'ga4MeasurementId' | 'ga4ScriptUrl' | 'pixelId' | 'pixelScriptUrl'>): TagSettings {
  return {
    ga4: config.analyticsEnabled && config.ga4MeasurementId ? { id: config.ga4MeasurementId, scriptUrl: config.ga4ScriptUrl } : null,
    pixel: config.pixelEnabled && config.pixelId ? { id: config.pixelId, scriptUrl: config.pixelScriptUrl } : null,
  };
}

export type Gtag = (...args: unknown[]) => void;

/** The pixel's queue function, shaped as Meta's snippet leaves it for fbevents.js. */
export interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** Where events go: each tag that is loaded and allowed (shop-analytics' sendShopEvent calls them). */
export interface TagTargets {
  gtag?: Gtag;
  fbq?: Fbq;
}

export interface AnalyticsTags {
  /** The visitor accepted analytics: load the tags that are on (the first time) or resume them. */
  start(): void;
  /** The visitor withdrew consent: the tags stop measuring, get no more events, and their cookies go. */
  stop(): void;
  /** The tags events may be handed to now (none before `start` and after `stop`). */
  targets(): TagTargets;
  /** Whether the visitor's consent stands: between `start` and `stop` (the consent machine's actions). */
  consented(): boolean;
}

/** Cookies the tags set: GA4's `_ga`, `_ga_<container>`, `_gid`, `_gat…`; the pixel's `_fbp`, `_fbc`. */
const TAG_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_fbp|_fbc)$/;

const GA4_DENIED = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } as const;
const GA4_GRANTED = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' } as const;

function injectScript(document: Document, src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analyticsTag = '';
  document.head.appendChild(script);
}

function ga4ScriptSource(document: Document, { id, scriptUrl }: TagSetting): string {
  const url = new URL(scriptUrl, document.baseURI);
  url.searchParams.set('id', id);
  return url.toString();
}

/** The gtag queue function: gtag.js reads `arguments` objects (not arrays) from `dataLayer`. */
function installGtag(window: Window): Gtag {
  const dataLayer = (window.dataLayer ??= []);
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js tells its commands by their being Arguments objects
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  return gtag;
}

/** The pixel's queue function, as Meta's snippet defines it: calls wait in `queue` until fbevents.js sets `callMethod`. */
function installFbq(window: Window): Fbq {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    // eslint-disable-next-line prefer-rest-params -- queued as the snippet queues them, for fbevents.js to replay
    else fbq.queue.push(arguments);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

/** Removes the tags' cookies from this host and each parent domain they may have been set on. */
export function removeTagCookies(document: Document): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter((name) => TAG_COOKIE.test(name));
  const host = document.location.hostname;
  // A cookie may be set on a parent domain of a name, never of an address.
  const labels = /^[\d.]+$|:/.test(host) ? [] : host.split('.');
  const domains = [null, ...labels.slice(0, -1).map((_, index) => `.${labels.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
  }
}

export function createAnalyticsTags(settings: TagSettings, window: Window): AnalyticsTags {
  const document = window.document;
  let gtag: Gtag | null = null;
  let fbq: Fbq | null = null;
  let allowed = false;
  const ga4Switch = settings.ga4 ? `ga-disable-${settings.ga4.id}` : null;
  const setGa4Disabled = (disabled: boolean) => {
    if (ga4Switch) (window as unknown as Record<string, unknown>)[ga4Switch] = disabled;
  };

  return {
    start() {
      if (allowed) return;
      allowed = true;
      if (settings.ga4) {
        setGa4Disabled(false);
        if (gtag) gtag('consent', 'update', GA4_GRANTED);
        else {
          gtag = installGtag(window);
          gtag('js', new Date());
          gtag('config', settings.ga4.id);
          injectScript(document, ga4ScriptSource(document, settings.ga4));
        }
      }
      if (settings.pixel) {
        if (fbq) fbq('consent', 'grant');
        else {
          fbq = installFbq(window);
          fbq('init', settings.pixel.id);
          fbq('track', 'PageView');
          injectScript(document, settings.pixel.scriptUrl);
        }
      }
    },
    stop() {
      if (!allowed) return;
      allowed = false;
      if (gtag) gtag('consent', 'update', GA4_DENIED);
      setGa4Disabled(true);
      if (fbq) fbq('consent', 'revoke');
      removeTagCookies(document);
    },
    consented: () => allowed,
    targets() {
      if (!allowed) return {};
      return { ...(gtag ? { gtag } : {}), ...(fbq ? { fbq } : {}) };
    },
  };
}

let appTags: AnalyticsTags | null = null;

/** The app's tags, from the runtime configuration; built on first use (the consent machine's actions, the shop's events). */
export function appAnalyticsTags(): AnalyticsTags {
  appTags ??= createAnalyticsTags(tagSettingsOf(getRuntimeConfig()), window);
  return appTags;
}
