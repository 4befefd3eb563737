/*
 * The location lists' plain values (no zod), for the delivery forms' first load (the checkout,
 * the claim page); locations.ts re-exports them with the schemas.
 */

/** Vietnam's id (ISO 3166-1 alpha-2): the one country with province and ward lists. */
export const VIETNAM_COUNTRY_ID = 'VN';
