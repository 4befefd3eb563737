import { DEFAULT_TAG_SCRIPTS } from '../../src/api/contract/runtime-config';
import type { RuntimeConfig } from '../../src/api/contract/runtime-config';

/**
 * The analytics tags' variables (config.ts: ANALYTICS_ENABLED, GA4_MEASUREMENT_ID, GA4_SCRIPT_URL,
 * PIXEL_ENABLED, PIXEL_ID, PIXEL_SCRIPT_URL): what the browser receives in its runtime
 * configuration, and the origins the Content-Security-Policy must allow for the tags that are on.
 * A tag is on when its flag is on and its id is set (the config refuses a flag without an id);
 * off, the browser gets no id and the policy names none of its origins.
 */
export interface AnalyticsConfig {
  ANALYTICS_ENABLED: boolean;
  GA4_MEASUREMENT_ID?: string;
  GA4_SCRIPT_URL: string;
  PIXEL_ENABLED: boolean;
  PIXEL_ID?: string;
  PIXEL_SCRIPT_URL: string;
}

export type AnalyticsRuntimeConfig = Pick<RuntimeConfig, 'analyticsEnabled' | 'pixelEnabled' | 'ga4MeasurementId' | 'ga4ScriptUrl' | 'pixelId' | 'pixelScriptUrl'>;

/** The tags as the browser's runtime configuration carries them. */
export function analyticsTagsOf(config: AnalyticsConfig): AnalyticsRuntimeConfig {
  const ga4 = config.ANALYTICS_ENABLED && Boolean(config.GA4_MEASUREMENT_ID);
  const pixel = config.PIXEL_ENABLED && Boolean(config.PIXEL_ID);
  return {
    analyticsEnabled: ga4,
    pixelEnabled: pixel,
    ga4MeasurementId: ga4 ? (config.GA4_MEASUREMENT_ID ?? '') : '',
    ga4ScriptUrl: config.GA4_SCRIPT_URL,
    pixelId: pixel ? (config.PIXEL_ID ?? '') : '',
    pixelScriptUrl: config.PIXEL_SCRIPT_URL,
  };
}

export interface TagSources {
  scriptSources: string[];
  connectSources: string[];
  imageSources: string[];
}

/**
 * What each vendor's tag needs when loaded from the vendor: Google's published policy for GA4
 * (developers.google.com/tag-platform/security/guides/csp) and Meta's for the pixel. The script
 * loads from one origin and sends its hits to others.
 */
const VENDOR_SOURCES: Record<keyof typeof DEFAULT_TAG_SCRIPTS, TagSources> = {
  ga4: {
    scriptSources: ['https://*.googletagmanager.com'],
    connectSources: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    imageSources: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  pixel: {
    scriptSources: ['https://connect.facebook.net'],
    connectSources: ['https://connect.facebook.net', 'https://www.facebook.com'],
    imageSources: ['https://www.facebook.com'],
  },
};

/** A tag loaded from its vendor gets the vendor's origins; from elsewhere (a first-party proxy, a test's fake), that origin alone. */
function sourcesOf(tag: keyof typeof DEFAULT_TAG_SCRIPTS, scriptUrl: string): TagSources {
  const origin = new URL(scriptUrl).origin;
  if (origin === new URL(DEFAULT_TAG_SCRIPTS[tag]).origin) return VENDOR_SOURCES[tag];
  return { scriptSources: [origin], connectSources: [origin], imageSources: [origin] };
}

/** The origins the Content-Security-Policy allows for the tags that are on (none when both are off). */
export function analyticsCspSources(config: AnalyticsConfig): TagSources {
  const tags = analyticsTagsOf(config);
  const on = [...(tags.analyticsEnabled ? [sourcesOf('ga4', tags.ga4ScriptUrl)] : []), ...(tags.pixelEnabled ? [sourcesOf('pixel', tags.pixelScriptUrl)] : [])];
  const unique = (pick: (sources: TagSources) => string[]) => [...new Set(on.flatMap(pick))];
  return {
    scriptSources: unique((sources) => sources.scriptSources),
    connectSources: unique((sources) => sources.connectSources),
    imageSources: unique((sources) => sources.imageSources),
  };
}
