import { z } from 'zod';

/*
 * The anonymous client id (auth.ts explains its life). A module of its own so that contracts that
 * carry it (the cart's) do not bring the phone rule of auth.ts, and its metadata, into a page.
 */

/** An anonymous client id the server issued: `<uuid>.<signature>` (43 base64url characters). */
export const SIGNED_CLIENT_ID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\.[A-Za-z0-9_-]{43}$/;
const PLAIN_CLIENT_ID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The client id a browser holds: the id the server issued it, or, before that, a random UUID of its own. */
export const clientIdSchema = z
  .string()
  .max(80)
  .refine((value) => SIGNED_CLIENT_ID_PATTERN.test(value) || PLAIN_CLIENT_ID_PATTERN.test(value), { params: { i18nKey: 'field.invalid_format' } })
  .meta({
    description: 'The anonymous client id: the signed id the server issued (`<uuid>.<signature>`, from the User-Client-Id response header), or a random UUID before one was issued',
    example: '5b0c2b7e-0f4e-4f0b-8d8c-8f1f7d3e2a10.q3Jb1G2lq2mC9m0cXx3oQfJrW5Qe0wQyq3u2bK2X7nY',
  });
