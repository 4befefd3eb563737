// zod's mini build: the browser parses the runtime configuration on its first load, and the mini
// build brings only what this uses (docs/performance.md). The server uses these schemas as they are.
import * as z from 'zod/mini';
import { DEMO_BANK_TRANSFER, bankTransferSchema } from './bank-transfer';
import { DEMO_COMPANY, companySchema } from './company';
import { API_BASES } from './paths';

/** The analytics tags' scripts, from their vendors (a deployment or a test may point them elsewhere). */
export const DEFAULT_TAG_SCRIPTS = {
  ga4: 'https://www.googletagmanager.com/gtag/js',
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
} as const;

/**
 * Configuration the browser reads at run time (not build time), so one build serves every
 * environment. The server renders it as `window.__GENEWELL_CONFIG__` in `/runtime-config.js`,
 * which index.html loads before the app. Every field has a default: the app also runs with none.
 */
export const runtimeConfigSchema = z.object({
  /** Base of the Main API; '' means same origin. */
  mainApiBase: z._default(z.string(), API_BASES.main),
  /** Base of the Portal API; '' means same origin. */
  portalApiBase: z._default(z.string(), API_BASES.portal),
  /** Sentry DSN; empty turns error reporting off. */
  sentryDsn: z._default(z.string(), ''),
  /** Deployment environment name reported to Sentry. */
  environment: z._default(z.string(), 'development'),
  /** The Chinese-translation setting: CN is offered in the language switcher only when true. */
  chineseTranslationEnabled: z._default(z.boolean(), true),
  /** Base address of the VietQR image service used for bank-transfer payment QR codes. */
  vietQrBase: z._default(z.string(), 'https://img.vietqr.io/image'),
  /**
   * Analytics tags, off unless configured (server/config/analytics.ts): the GA4 tag (gtag.js)
   * and the social pixel (fbevents.js), each loaded only when its flag is on, its id set and the
   * visitor accepted analytics (src/platform/analytics-tags.ts).
   */
  analyticsEnabled: z._default(z.boolean(), false),
  pixelEnabled: z._default(z.boolean(), false),
  /** GA4 measurement id (`G-…`); empty: no GA4 tag. */
  ga4MeasurementId: z._default(z.string(), ''),
  /** Where gtag.js is loaded from (`?id=<measurement id>` is appended). */
  ga4ScriptUrl: z._default(z.string(), DEFAULT_TAG_SCRIPTS.ga4),
  /** The social pixel's id (digits); empty: no pixel. */
  pixelId: z._default(z.string(), ''),
  /** Where the pixel's fbevents.js is loaded from. */
  pixelScriptUrl: z._default(z.string(), DEFAULT_TAG_SCRIPTS.pixel),
  /** Contact details and legal identity shown in the footer, on /contact and in the policies (company.ts). */
  company: z._default(companySchema, DEMO_COMPANY),
  /**
   * Origins of the mini-app hosts that frame the app (the FRAME_ANCESTORS origins, 'self' as the
   * public origin): inside a frame of one of them the host bridge talks to it (src/platform/host-bridge.ts).
   */
  hostOrigins: z._default(z.array(z.string()), []),
  /**
   * The statechart studio (/machines) and its live mode: on with developer tools, or in
   * production when an operator sets STUDIO=true; off, the pages are not found and flows report
   * to no studio (src/platform/studio-inspect.ts).
   */
  studio: z._default(z.boolean(), false),
  /** The account customers pay into by bank transfer, shown with its VietQR code (bank-transfer.ts). */
  bankTransfer: z._default(bankTransferSchema, DEMO_BANK_TRANSFER),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

declare global {
  interface Window {
    __GENEWELL_CONFIG__?: Partial<RuntimeConfig>;
  }
}
