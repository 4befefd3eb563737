import { z } from 'zod';
import { API_BASES } from '../../src/api/contract/endpoint';
import { DEFAULT_TAG_SCRIPTS } from '../../src/api/contract/runtime-config';
import { DEMO_COMPANY } from '../../src/api/contract/company';
import { DEMO_BANK_TRANSFER } from '../../src/api/contract/bank-transfer';
import { BANNER_CHECKPOINTS, checkpointListSchema } from '../../src/api/contract/checkpoints';
import { companyFields } from './company';
import { paymentFields } from './payment';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A tag's script address: http(s) only (it ends up in the page and in the Content-Security-Policy). */
const tagScriptUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const configFields = z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Interface to listen on: this machine only, unless set (0.0.0.0 in a container or behind a proxy on another host). */
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .default('')
      .refine((value) => value === '' || /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL'),
    /**
     * Connections this process keeps open to the PostgreSQL server. Size it so that instances ×
     * this stays under the server's max_connections (100 by default) with room for the job
     * queue and maintenance; more than a few per CPU core of the server only queues work there.
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** Rate-limit counters in Redis (shared by every instance); empty: in PostgreSQL with DATABASE_URL, else in memory. */
    REDIS_URL: z
      .string()
      .default('')
      .refine((value) => value === '' || /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL'),
    /**
     * What every rate-limit key in Redis starts with: deployments (or test runs) that share one Redis
     * each count under a prefix of their own.
     */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
      .default('genewell:rl:'),
    /**
     * HMAC key (at least 32 characters) that signs the anonymous client ids the server issues; every
     * instance needs the same one. Unset: generated once and kept in the database (app_meta).
     */
    CLIENT_ID_SECRET: z.string().min(32).optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    /** Demo data on first start; default: on, except in production. */
    SEED_DEMO_DATA: booleanFlag.optional(),
    /**
     * Developer tools (the SMS outbox pages and API); default: on, except in production, where the
     * outbox would publish every sign-in code. A closed test deployment may turn them on.
     */
    DEV_TOOLS: booleanFlag.optional(),
    /**
     * The statechart studio (/machines: every machine's diagram, live mode, exports); default:
     * on with developer tools. In production an operator may turn it on alone (it shows how the
     * flows work, never anyone's data).
     */
    STUDIO: booleanFlag.optional(),
    /** The address people reach the app at; links sent by SMS use it (never the request's Host). */
    PUBLIC_ORIGIN: z.url().optional(),
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_KEY: z.string().min(1).optional(),
    SMS_SENDER: z.string().min(1).max(11).default('GeneWell'),
    /**
     * Countries one-time codes are sent to (ISO 3166 codes, comma separated), and only to mobile
     * numbers there: a code sent anywhere else costs money and is how SMS-pumping fraud bills us.
     */
    SMS_ALLOWED_COUNTRIES: z
      .string()
      .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'must be ISO 3166 country codes separated by commas, such as VN,TH,CN')
      .default('VN,TH,CN')
      .transform((value) => value.split(',')),
    /** Hand-overs to the provider before a message is reported failed (retries back off from 5 s to 10 min). */
    SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(25).default(8),
    /**
     * The shared secret a provider sends (Authorization: Bearer …) with its delivery receipts to
     * POST /api/sms/receipts; unset: the route answers 404.
     */
    SMS_RECEIPT_TOKEN: z.string().min(32).optional(),
    /**
     * Operations' shared token for POST /main/api/v1/checkout/orders/{reference}/mark-paid
     * and POST /portal/api/v1/v2/consultation-appointment/{reference}/mark-paid/
     * (Authorization: Bearer …); unset: those routes answer 404 (`npm run orders` needs none).
     */
    ORDERS_ADMIN_TOKEN: z.string().min(32).optional(),
    /** Where video consultations happen: each gets a room of its own under this address (a Jitsi Meet server by default). */
    CONSULTATION_CALL_BASE: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).default('https://meet.jit.si'),
    /**
     * A campaign's countdown checkpoints for the promotion banners (JSON list of {id, startDate,
     * isCouponCountdownEnabled, countdownStep, isTimerEnabled}); default: the spec's static set.
     */
    BANNER_CHECKPOINTS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return BANNER_CHECKPOINTS;
        let json: unknown;
        try {
          json = JSON.parse(value);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list of checkpoints' });
          return z.NEVER;
        }
        const parsed = checkpointListSchema.safeParse(json);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          ctx.addIssue({ code: 'custom', message: `must be a JSON list of checkpoints {id, startDate (ISO 8601 with offset), isCouponCountdownEnabled, countdownStep (whole seconds), isTimerEnabled}: ${issue?.path.join('.') || 'the list'} ${issue?.message ?? ''}`.trim() });
          return z.NEVER;
        }
        return parsed.data;
      }),
    SENTRY_DSN: z.string().default(''),
    CHINESE_TRANSLATION_ENABLED: booleanFlag.default(true),
    MAIN_API_BASE: z.string().default(API_BASES.main),
    PORTAL_API_BASE: z.string().default(API_BASES.portal),
    VIETQR_BASE: z.url().default('https://img.vietqr.io/image'),
    /** The GA4 tag: on only with a measurement id, and loaded only after the visitor accepts analytics (./analytics.ts). */
    ANALYTICS_ENABLED: booleanFlag.default(false),
    GA4_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id such as G-ABC123XYZ').optional(),
    GA4_SCRIPT_URL: tagScriptUrl.default(DEFAULT_TAG_SCRIPTS.ga4),
    /** The social pixel: on only with a pixel id, loaded only after the visitor accepts analytics. */
    PIXEL_ENABLED: booleanFlag.default(false),
    PIXEL_ID: z.string().regex(/^\d{5,20}$/, 'must be a pixel id (5 to 20 digits)').optional(),
    PIXEL_SCRIPT_URL: tagScriptUrl.default(DEFAULT_TAG_SCRIPTS.pixel),
    /** Origins of the mini-app hosts allowed to embed the app in a frame (space separated). */
    FRAME_ANCESTORS: z.string().default("'self'"),
    CLIENT_DIR: z.string().min(1).default('dist/client'),
    /** Behind a reverse proxy: take the caller's address from X-Forwarded-For for rate limits. */
    TRUST_PROXY: booleanFlag.default(false),
    /** Least severe log level written; default: info (warn under NODE_ENV=test). */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** Company details for the footer, /contact and the policies (COMPANY_*, demo defaults): ./company.ts. */
    ...companyFields,
    /** The bank-transfer account (PAYMENT_*, VIETQR_TEMPLATE; demo defaults): ./payment.ts. */
    ...paymentFields,
});

/**
 * The demo values a real deployment must not go live with (issue 23 §15): customers would call a
 * hotline that is nobody's, follow a registration notice that is not the company's, and transfer
 * money to an account that is not its own. Compared by their digits (or the whole link).
 */
const DEMO_VALUES = {
  COMPANY_HOTLINE: DEMO_COMPANY.hotline,
  COMPANY_REGISTRATION_NUMBER: DEMO_COMPANY.registrationNumber,
  COMPANY_MOIT_NOTICE_URL: DEMO_COMPANY.moitNoticeUrl,
  PAYMENT_ACCOUNT_NUMBER: DEMO_BANK_TRANSFER.accountNumber,
} as const;
const sameValue = (a: string, b: string) => (/^https?:/.test(b) ? a === b : a.replace(/\D/g, '') === b.replace(/\D/g, ''));

/** Every environment variable the server reads, validated once at start. */
export const configSchema = configFields
  .superRefine((config, ctx) => {
    const production = config.NODE_ENV === 'production';
    // In production the company's own details, unless it runs as a demo (demo data, or developer tools: a closed test deployment).
    if (production && config.SEED_DEMO_DATA !== true && config.DEV_TOOLS !== true) {
      for (const [variable, demo] of Object.entries(DEMO_VALUES) as Array<[keyof typeof DEMO_VALUES, string]>) {
        if (sameValue(config[variable], demo)) {
          ctx.addIssue({ code: 'custom', path: [variable], message: `still holds the demo value (${demo}): set the company's own before going live` });
        }
      }
    }
    if (production && config.SMS_PROVIDER === 'outbox' && config.DEV_TOOLS !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'outbox would publish every sign-in code in production: use SMS_PROVIDER=http, or DEV_TOOLS=true for a closed test deployment',
      });
    }
    if (config.ANALYTICS_ENABLED && !config.GA4_MEASUREMENT_ID) ctx.addIssue({ code: 'custom', path: ['GA4_MEASUREMENT_ID'], message: 'is required when ANALYTICS_ENABLED=true' });
    if (config.PIXEL_ENABLED && !config.PIXEL_ID) ctx.addIssue({ code: 'custom', path: ['PIXEL_ID'], message: 'is required when PIXEL_ENABLED=true' });
    if (config.SMS_PROVIDER !== 'http') return;
    if (!config.SMS_HTTP_URL) ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
    if (!config.SMS_HTTP_KEY) ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_KEY'], message: 'is required when SMS_PROVIDER=http' });
  })
  .transform((config) => {
    const production = config.NODE_ENV === 'production';
    return {
      ...config,
      SEED_DEMO_DATA: config.SEED_DEMO_DATA ?? !production,
      DEV_TOOLS: config.DEV_TOOLS ?? !production,
      STUDIO: config.STUDIO ?? config.DEV_TOOLS ?? !production,
      LOG_LEVEL: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info'),
      PUBLIC_ORIGIN: (config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; an unset or empty variable takes its default. Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(configFields.shape);
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== undefined && value !== '' && (known.length === 0 || known.includes(key))),
  );
  const result = configSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(config)'}: ${issue.message}`));
  }
  return result.data;
}
