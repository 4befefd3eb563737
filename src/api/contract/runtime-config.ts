// zod's mini build: the browser parses the runtime configuration on its first load, and the mini
// build brings only what this uses (docs/performance.md). The server uses these schemas as they are.
import * as z from 'zod/mini';
import { bankTransferSchema } from './bank-transfer';
import { companySchema } from './company';
import { RUNTIME_CONFIG_DEFAULTS as DEFAULTS } from './runtime-config-defaults';

export { DEFAULT_TAG_SCRIPTS, RUNTIME_CONFIG_DEFAULTS } from './runtime-config-defaults';

/**
 * Configuration the browser reads at run time (not build time), so one build serves every
 * environment. The server renders it as `window.__GENEWELL_CONFIG__` in `/runtime-config.js`,
 * which index.html loads before the app. Every field has a default: the app also runs with none.
 */
export const runtimeConfigSchema = z.object({
  /** Base of the Main API; '' means same origin. */
  mainApiBase: z._default(z.string(), DEFAULTS.mainApiBase),
  /** Base of the Portal API; '' means same origin. */
  portalApiBase: z._default(z.string(), DEFAULTS.portalApiBase),
  /** Sentry DSN; empty turns error reporting off. */
  sentryDsn: z._default(z.string(), DEFAULTS.sentryDsn),
  /** Deployment environment name reported to Sentry. */
  environment: z._default(z.string(), DEFAULTS.environment),
  /** The Chinese-translation setting: CN is offered in the language switcher only when true. */
  chineseTranslationEnabled: z._default(z.boolean(), DEFAULTS.chineseTranslationEnabled),
  /** Base address of the VietQR image service used for bank-transfer payment QR codes. */
  vietQrBase: z._default(z.string(), DEFAULTS.vietQrBase),
  /**
   * Analytics tags, off unless configured (server/config/analytics.ts): the GA4 tag (gtag.js)
   * and the social pixel (fbevents.js), each loaded only when its flag is on, its id set and the
   * visitor accepted analytics (src/platform/analytics-tags.ts).
   */
  analyticsEnabled: z._default(z.boolean(), DEFAULTS.analyticsEnabled),
  pixelEnabled: z._default(z.boolean(), DEFAULTS.pixelEnabled),
  /** GA4 measurement id (`G-…`); empty: no GA4 tag. */
  ga4MeasurementId: z._default(z.string(), DEFAULTS.ga4MeasurementId),
  /** Where gtag.js is loaded from (`?id=<measurement id>` is appended). */
  ga4ScriptUrl: z._default(z.string(), DEFAULTS.ga4ScriptUrl),
  /** The social pixel's id (digits); empty: no pixel. */
  pixelId: z._default(z.string(), DEFAULTS.pixelId),
  /** Where the pixel's fbevents.js is loaded from. */
  pixelScriptUrl: z._default(z.string(), DEFAULTS.pixelScriptUrl),
  /** Contact details and legal identity shown in the footer, on /contact and in the policies (company.ts). */
  company: z._default(companySchema, DEFAULTS.company),
  /**
   * Origins of the mini-app hosts that frame the app (the FRAME_ANCESTORS origins, 'self' as the
   * public origin): inside a frame of one of them the host bridge talks to it (src/platform/host-bridge.ts).
   */
  hostOrigins: z._default(z.array(z.string()), DEFAULTS.hostOrigins),
  /**
   * The statechart studio (/machines) and its live mode: on with developer tools, or in
   * production when an operator sets STUDIO=true; off, the pages are not found and flows report
   * to no studio (src/platform/studio-inspect.ts).
   */
  studio: z._default(z.boolean(), DEFAULTS.studio),
  /** The account customers pay into by bank transfer, shown with its VietQR code (bank-transfer.ts). */
  bankTransfer: z._default(bankTransferSchema, DEFAULTS.bankTransfer),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

declare global {
  interface Window {
    __GENEWELL_CONFIG__?: Partial<RuntimeConfig>;
  }
}
