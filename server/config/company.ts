import { z } from 'zod';
import {
  DEMO_COMPANY,
  formatOpeningHours,
  hotlineSchema,
  isoDateSchema,
  parseOpeningHours,
  registrationNumberSchema,
} from '../../src/api/contract/company';
import type { Company } from '../../src/api/contract/company';

/**
 * The COMPANY_* variables: who runs the service, as the footer, /contact and the policies show it
 * (src/api/contract/company.ts). Each has a demo default, so a deployment that sets none still
 * starts; a real one sets its own. Spread into the config's fields (config.ts).
 * The contract's schemas are zod's mini build (no .default method): z._default wraps them.
 */
export const companyFields = {
  COMPANY_LEGAL_NAME: z.string().min(1).default(DEMO_COMPANY.legalName),
  /** Mã số doanh nghiệp: 10 digits (a branch: 10-3). */
  COMPANY_REGISTRATION_NUMBER: z._default(registrationNumberSchema, DEMO_COMPANY.registrationNumber),
  COMPANY_REGISTRATION_ISSUER: z.string().min(1).default(DEMO_COMPANY.registrationIssuer),
  /** YYYY-MM-DD. */
  COMPANY_REGISTRATION_DATE: z._default(isoDateSchema, DEMO_COMPANY.registrationDate),
  COMPANY_ADDRESS: z.string().min(1).default(DEMO_COMPANY.address),
  /** `Mo-Fr 08:00-17:30; Sa 08:00-12:00`: days or a day range, then the hours; periods separated by `;`. */
  COMPANY_OPENING_HOURS: z
    .string()
    .default(formatOpeningHours(DEMO_COMPANY.openingHours))
    .refine((value) => parseOpeningHours(value) !== null, 'must look like "Mo-Fr 08:00-17:30; Sa 08:00-12:00"'),
  COMPANY_HOTLINE: z._default(hotlineSchema, DEMO_COMPANY.hotline),
  COMPANY_EMAIL: z.email().default(DEMO_COMPANY.email),
  /** Where requests about personal data go (the privacy policy names it). */
  COMPANY_PRIVACY_EMAIL: z.email().default(DEMO_COMPANY.privacyEmail),
  COMPANY_ZALO_URL: z.url().default(DEMO_COMPANY.zaloUrl),
  COMPANY_FACEBOOK_URL: z.url().default(DEMO_COMPANY.facebookUrl),
  /** The site's page on the Ministry of Industry and Trade's portal (online.gov.vn), linked from the notice badge. */
  COMPANY_MOIT_NOTICE_URL: z.url().default(DEMO_COMPANY.moitNoticeUrl),
};

type CompanyConfig = { [K in keyof typeof companyFields]: z.output<(typeof companyFields)[K]> };

/** The company as the browser receives it in the runtime configuration. */
export function companyOf(config: CompanyConfig): Company {
  return {
    legalName: config.COMPANY_LEGAL_NAME,
    registrationNumber: config.COMPANY_REGISTRATION_NUMBER,
    registrationIssuer: config.COMPANY_REGISTRATION_ISSUER,
    registrationDate: config.COMPANY_REGISTRATION_DATE,
    address: config.COMPANY_ADDRESS,
    // Validated at start (the refine above): never null here.
    openingHours: parseOpeningHours(config.COMPANY_OPENING_HOURS) ?? DEMO_COMPANY.openingHours,
    hotline: config.COMPANY_HOTLINE,
    email: config.COMPANY_EMAIL,
    privacyEmail: config.COMPANY_PRIVACY_EMAIL,
    zaloUrl: config.COMPANY_ZALO_URL,
    facebookUrl: config.COMPANY_FACEBOOK_URL,
    moitNoticeUrl: config.COMPANY_MOIT_NOTICE_URL,
  };
}
