/*
 * The checkout's one import of the phone rule (src/domain/phone.ts, with libphonenumber's
 * metadata: 28.9 kB gzipped of the page's first load). The delivery form checks the delivery
 * phone and writes it in E.164 through these two; when the phone rule loads lazily, this is the
 * one place the checkout changes (docs/performance.md, "Bundle budget").
 */
export { isVietnameseMobile, normalizePhone } from '../../domain/phone';
