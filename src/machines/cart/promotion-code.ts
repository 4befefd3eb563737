/*
 * A code as typed -> as the server compares it (upper case, spaces trimmed); null when it cannot be
 * a code at all. The rule is the contract's (src/api/contract/promotion-code-value.ts), kept free
 * of zod because the cart is on every page's first load.
 */
export { normalizePromotionCode } from '../../api/contract/promotion-code-value';
