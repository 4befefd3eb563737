import { z } from 'zod';

/*
 * A promotion code's form (promotion-codes.ts explains codes). A module of its own so that the
 * cart machine, on every page with the header's cart link, checks a typed code without the rest
 * of the promotion-code contract (and the phone rule it brings).
 */

export const promotionCodeValueSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,32}$/)
  .meta({ description: 'A code as typed (case and surrounding spaces do not matter): letters, digits, dashes', example: 'WELCOME10' });
