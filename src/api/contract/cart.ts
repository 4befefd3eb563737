import { z } from 'zod';
import { clientIdSchema } from './client-id';
import { packageSummarySchema, pricesSchema } from './catalogue';
import { endpoint, failure, HEADERS, listEnvelope, resourceEnvelope } from './endpoint';
import { idSchema, includeSchema, isoInstantSchema, langQuerySchema, namedRefSchema, slugSchema } from './listing';

/*
 * The shop's cart on the Main API (spec §4, issue 11). The spec names the cart's body, not its
 * paths, so the paths are ours: /checkout/carts…
 *
 * - Prices, subtotals, the discount and the totals are computed by the server from the
 *   catalogue's prices on every answer; numbers a client sends are never read (bodies are not
 *   strict: unknown keys such as `price` or `total` are dropped, not refused).
 * - Whoever holds a cart's id may use it while it belongs to no account (a guest cart). A cart
 *   created signed in, or merged into an account at sign-in (the anonymous-user merge, by the
 *   User-Client-Id it was created with), answers only that account's session; anyone else gets
 *   the 404 of an unknown cart.
 * - Add-ons (the doctor consultations) are attached to a parent item: the one named by
 *   `parentId`, else the last test package in the cart. An add-on comes right after its parent
 *   in `items.data`, with the parent's id in `parentIds`; removing a parent removes its add-ons.
 * - A cart carries at most one promotion code (checkout.ts: POST /checkout/check-promotion-code
 *   applies one, replacing the one before).
 */

export const MAX_CART_ITEMS = 20;

export const cartIdSchema = z.uuid().meta({ description: 'Cart id', example: '0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21' });
export const cartItemIdSchema = z.uuid().meta({ description: 'Cart item id', example: '5d2c8e1a-7b3f-4a6d-9c0e-1f2a3b4c5d6e' });

export const productSlugsSchema = z
  .array(slugSchema)
  .max(MAX_CART_ITEMS)
  .meta({ description: `Slugs of product packages, one item each (at most ${MAX_CART_ITEMS} per call and in a cart)`, example: ['g-intel', 'consultation-genetics-30'] });

export const cartIncludes = ['suggestions'] as const;

// ---- requests ------------------------------------------------------------------------------

export const createCartRequestSchema = z
  .object({ productSlugs: productSlugsSchema.optional() })
  .meta({ id: 'CreateCart', description: 'Optionally the first items. Unknown keys are ignored.' });

/** Path parameters are single words (a path name is its own wire name): {id} the cart, {item} the item. */
export const cartParamsSchema = z.object({ id: cartIdSchema });
export const cartItemParamsSchema = z.object({ id: cartIdSchema, item: cartItemIdSchema });
export const cartQuerySchema = z.object({ lang: langQuerySchema, include: includeSchema(cartIncludes) });

export const addCartItemsRequestSchema = z
  .object({
    productSlugs: productSlugsSchema.min(1),
    parentId: cartItemIdSchema.optional().meta({ description: 'The item the add-ons among these packages attach to; by default the last test package in the cart' }),
  })
  .meta({ id: 'AddCartItems', description: 'Adds one item per slug. Prices sent along are ignored.' });

export const replaceCartItemsRequestSchema = z
  .object({ productSlugs: productSlugsSchema })
  .meta({ id: 'ReplaceCartItems', description: 'The cart afterwards holds exactly these packages, in this order (add-ons attach to the test package before them); an empty list empties it.' });

/** User-Client-Id on cart creation: the anonymous id the server issued this browser, so the sign-in merge can move the cart to the account. */
export const cartHeadersSchema = z.object({
  [HEADERS.userClientId]: clientIdSchema.optional().meta({
    description: 'User-Client-Id: the anonymous client id the server issued (kid quiz, …). A guest cart made with it moves to the account at sign-in (POST /anonymous-user/merge/).',
  }),
});

// ---- responses -----------------------------------------------------------------------------

export const cartPackageSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    slug: z.string(),
    categories: z.array(namedRefSchema),
    isAddOn: z.boolean().meta({ description: 'A consultation that attaches to a test package' }),
    image: packageSummarySchema.shape.image,
  })
  .meta({ id: 'CartPackage' });

export const cartItemSchema = z
  .object({
    id: cartItemIdSchema,
    object: z.literal('cart_item'),
    cartItemIds: z.array(cartItemIdSchema).meta({ description: 'The cart items of this line (one per line)' }),
    parentIds: z.array(cartItemIdSchema).meta({ description: 'The item an add-on is attached to; empty for a package of its own' }),
    quantity: z.number().int().min(1),
    prices: pricesSchema.meta({ description: "The package's price now (the promotional one while it runs), per currency" }),
    subtotal: pricesSchema.meta({ description: 'prices × quantity' }),
    package: z.object({ data: cartPackageSchema }),
    promotionCodeApplies: z
      .boolean()
      .nullable()
      .meta({ description: "Whether the cart's code takes money off this line (a campaign's code covers only the packages it names, the kid quiz's the kids' tests); null without a code that applies" }),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const promotionKinds = ['percent', 'amount'] as const;

export const cartDiscountSchema = z
  .object({
    code: z.string().meta({ example: 'WELCOME10' }),
    kind: z.enum(promotionKinds),
    percentOff: z.number().int().min(1).max(100).nullable().meta({ description: 'kind percent' }),
    amountByCurrencies: pricesSchema.meta({ description: 'What the code takes off this cart, per currency (never more than the subtotal)' }),
  })
  .meta({ id: 'CartDiscount' });
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

export const cartSchema = z
  .object({
    id: cartIdSchema,
    object: z.literal('cart'),
    items: z.object({ data: z.array(cartItemSchema) }),
    itemCount: z.number().int().min(0),
    subtotal: pricesSchema.meta({ description: 'Sum of the items, per currency' }),
    promotionCode: z.string().nullable().meta({ description: 'The one code applied to the cart' }),
    discount: cartDiscountSchema.nullable().meta({ description: 'What the applied code takes off; null without a code, or while the code does not apply (then promotion_code_problem says why)' }),
    promotionCodeProblem: z
      .enum(['not_found', 'not_started', 'expired', 'used_up', 'not_applicable', 'minimum_not_met'])
      .nullable()
      .meta({ description: 'Why the applied code gives no discount now (the cart changed, the code ran out)' }),
    total: z.number().min(0).meta({ description: 'Total in VND (whole đồng)', example: 1791000 }),
    formattedTotal: z.string().meta({ example: '1.791.000đ' }),
    totalAmountByCurrencies: pricesSchema,
    suggestions: z
      .object({ data: z.array(packageSummarySchema) })
      .optional()
      .meta({ description: 'include=suggestions: packages related to those in the cart and the consultations that go with them, not in the cart yet' }),
    createdAt: isoInstantSchema,
    updatedAt: isoInstantSchema,
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = resourceEnvelope(cartSchema, 'CartResponse');
export const cartSuggestionListSchema = listEnvelope(packageSummarySchema, 'CartSuggestionList');

// ---- endpoints -----------------------------------------------------------------------------

export const cartNotFound = failure('not_found', "No cart has this id, or it belongs to another account (or to an account while the caller is signed out), or it was checked out");

const unknownPackages = failure('validation_failed', 'Malformed input, an unknown package slug (`fields` names it: product_slugs.2), too many items, or a parent_id not in the cart');

const cartEntry = { api: 'main', tags: ['checkout'] } as const;

export const cartEndpoints = {
  createCart: endpoint(cartEntry, {
    method: 'post', path: '/checkout/carts', request: { headers: cartHeadersSchema, query: cartQuerySchema, body: createCartRequestSchema },
    summary: 'Create a cart (a guest cart, or the account’s when signed in), optionally with its first items',
    response: { statuses: { 201: 'The new cart' }, body: cartResponseSchema }, errors: { 400: unknownPackages },
  }),
  retrieveCart: endpoint(cartEntry, {
    method: 'get', path: '/checkout/carts/{id}', request: { params: cartParamsSchema, query: cartQuerySchema },
    summary: 'A cart with its totals, and with include=suggestions what goes with it',
    response: { statuses: { 200: 'The cart' }, body: cartResponseSchema }, errors: { 404: cartNotFound },
  }),
  addCartItems: endpoint(cartEntry, {
    method: 'post', path: '/checkout/carts/{id}/items', request: { params: cartParamsSchema, query: cartQuerySchema, body: addCartItemsRequestSchema },
    summary: 'Add packages to a cart (one item per slug; consultations attach to a test package)',
    response: { statuses: { 200: 'The cart afterwards' }, body: cartResponseSchema }, errors: { 400: unknownPackages, 404: cartNotFound },
  }),
  removeCartItem: endpoint(cartEntry, {
    method: 'delete', path: '/checkout/carts/{id}/items/{item}', request: { params: cartItemParamsSchema, query: cartQuerySchema },
    summary: 'Remove an item (and the add-ons attached to it)',
    response: { statuses: { 200: 'The cart afterwards' }, body: cartResponseSchema }, errors: { 404: failure('not_found', 'No such cart (see retrieve) or no such item in it') },
  }),
  replaceCartItems: endpoint(cartEntry, {
    method: 'put', path: '/checkout/carts/{id}/items', request: { params: cartParamsSchema, query: cartQuerySchema, body: replaceCartItemsRequestSchema },
    summary: 'Replace every item of a cart',
    response: { statuses: { 200: 'The cart afterwards' }, body: cartResponseSchema }, errors: { 400: unknownPackages, 404: cartNotFound },
  }),
};
