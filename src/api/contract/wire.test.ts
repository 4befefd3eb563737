import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toAppPath, toWire, toWireName, toWirePath, wireCodec, wireSchemaOf } from './wire';

const itemSchema = z.strictObject({ productSlug: z.string(), unitPrice: z.number().int().min(1) });
const cartSchema = z
  .strictObject({
    cartItems: z.array(itemSchema).min(1),
    promotionCode: z.string().optional(),
    deliveredAt: z.string().nullable(),
    pricesByCurrency: z.record(z.string(), z.object({ unitPrice: z.number() })).optional(),
  })
  .refine((cart) => cart.promotionCode !== 'EXPIRED', { path: ['promotionCode'], message: 'expired' })
  .meta({ id: 'TestCart', description: 'A cart' });

const wireCart = { cart_items: [{ product_slug: 'gene-kid', unit_price: 100 }], delivered_at: null, prices_by_currency: { VND: { unit_price: 1 } } };
const appCart = { cartItems: [{ productSlug: 'gene-kid', unitPrice: 100 }], deliveredAt: null, pricesByCurrency: { VND: { unitPrice: 1 } } };

describe('wire names', () => {
  it('are snake_case, also after digits', () => {
    expect(['otpKey', 'vitaminB12', 'userprofile', 'isNewUser'].map(toWireName)).toEqual(['otp_key', 'vitamin_b12', 'userprofile', 'is_new_user']);
  });

  it('turn issue paths into dotted wire paths and error field paths back', () => {
    expect(toWirePath(['cartItems', 0, 'productSlug'])).toBe('cart_items.0.product_slug');
    expect(toAppPath('cart_items.0.product_slug')).toBe('cartItems.0.productSlug');
  });

  it('refuse a key that would not come back as itself', () => {
    expect(() => wireCodec(z.object({ vitaminB_12: z.number() }))).toThrow(/does not survive/);
  });
});

describe('wire codec', () => {
  it('decodes the wire form to the contract form, through arrays, nullable and records (whose keys stay)', () => {
    expect(wireCodec(cartSchema).parse(wireCart)).toEqual(appCart);
  });

  it('encodes the contract form to the wire form, dropping keys the schema does not declare', () => {
    expect(toWire(cartSchema, appCart)).toEqual(wireCart);
    const withSecret = { productSlug: 'x', unitPrice: 1, secret: true };
    expect(toWire(itemSchema, withSecret)).toEqual({ product_slug: 'x', unit_price: 1 });
    expect(wireCodec(cartSchema).encode(appCart)).toEqual(wireCart);
  });

  it('refuses camelCase keys on the wire, naming them in wire form', () => {
    const result = wireCodec(cartSchema).safeParse({ ...wireCart, cartItems: [] });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.code, issue.path])).toEqual([['unrecognized_keys', []]]);
    expect(result.success ? [] : result.error.issues[0]).toMatchObject({ keys: ['cartItems'] });
  });

  it('names failing fields by their wire path', () => {
    const result = wireCodec(cartSchema).safeParse({ ...wireCart, cart_items: [{ product_slug: 'x', unit_price: 0 }] });
    expect(result.success ? [] : result.error.issues.map((issue) => toWirePath(issue.path))).toEqual(['cart_items.0.unit_price']);
  });

  it("runs the contract's own refinements on the decoded value", () => {
    const result = wireCodec(cartSchema).safeParse({ ...wireCart, promotion_code: 'EXPIRED' });
    expect(result.success ? [] : result.error.issues.map((issue) => toWirePath(issue.path))).toEqual(['promotion_code']);
  });

  it('keeps leaves, checks and metadata on the wire schema, for the API reference', () => {
    const json = z.toJSONSchema(wireSchemaOf(cartSchema), { io: 'input' });
    expect(json).toMatchObject({
      $ref: '#/$defs/TestCart',
      $defs: {
        TestCart: {
          description: 'A cart',
          required: ['cart_items', 'delivered_at'],
          additionalProperties: false,
          properties: { cart_items: { minItems: 1, items: { properties: { unit_price: { type: 'integer', minimum: 1 } } } } },
        },
      },
    });
  });

  it('gives a schema without keys to rename unchanged', () => {
    const leaf = z.string().min(2);
    expect(wireSchemaOf(leaf)).toBe(leaf);
    expect(wireSchemaOf(z.array(leaf))).not.toBeUndefined();
  });
});
