/*
 * The company's plain values (no zod): the weekdays, the demo company and the hotline's tel: address.
 * The browser's first load takes them from here, never company.ts, whose schemas would bring zod
 * (docs/performance.md, "Bundle budget"); company.ts re-exports them for everyone else.
 */
import type { Company } from './company';

/** ISO weekdays as opening-hours text writes them (Mo = Monday … Su = Sunday). */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Demo values, used when a deployment sets none. */
export const DEMO_COMPANY: Company = {
  legalName: 'Công ty TNHH GeneWell Việt Nam (demo)',
  registrationNumber: '0300000000',
  registrationIssuer: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  registrationDate: '2021-03-15',
  address: 'Tầng 5, 123 Nguyễn Đình Chiểu, Phường Xuân Hòa, TP. Hồ Chí Minh',
  openingHours: [
    { from: 'Mo', to: 'Fr', opens: '08:00', closes: '17:30' },
    { from: 'Sa', to: 'Sa', opens: '08:00', closes: '12:00' },
  ],
  hotline: '1900 0000',
  email: 'hotro@genewell.example',
  privacyEmail: 'privacy@genewell.example',
  zaloUrl: 'https://zalo.me/0000000000000000000',
  facebookUrl: 'https://www.facebook.com/genewell.demo',
  moitNoticeUrl: 'https://online.gov.vn/Home/WebDetails/00000',
};

/** The `tel:` address of a hotline: its digits, and the + of an international number. */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}
