import { z } from 'zod';
import { personNameText } from './person-name';
import { phoneInputSchema } from './auth';
import { e164Schema } from './e164';
import { isVietnameseMobile } from '../../domain/phone';
import { isVietnameseTaxCode, normalizeTaxCode } from '../../domain/tax-code';
import { cartDiscountSchema, cartIdSchema, cartNotFound, cartParamsSchema, cartQuerySchema, cartResponseSchema } from './cart';
import { pricesSchema } from './catalogue';
import { endpoint, failure, HEADERS, operationsEndpoint, pageEnvelope, resourceEnvelope } from './endpoint';
import { isoInstantSchema, listQueryShape } from './listing';
import { codeCheckFailures, locationIdSchema, promotionCodeUnusable, promotionCodeValueSchema } from './promotion-codes';
import { ADDRESS_MAX, COMPANY_NAME_MAX, DELIVERY_NAME_MAX, EMAIL_MAX, paymentMethods } from './checkout-rules';

/*
 * Checkout on the Main API (spec §4, §7, issue 11): the code on the cart, the transaction that
 * turns a cart into an order, the signed-in customer's last delivery details, the order read and
 * operations' mark-paid.
 *
 * - The transaction is atomic: the order, its items, the delivery details and the code's
 *   redemption are written together or not at all. Its totals are the server's, from the
 *   catalogue's prices (the same computation as the cart's).
 * - Idempotency-Key (required): the same key answers the first order again (200), never a second
 *   one; a key already used for another cart answers 409.
 * - A code with N uses left is redeemed at most N times, whatever the concurrency.
 * - Cash on delivery: the order is confirmed at once (confirmed_at) and stays `pending` until the
 *   courier's payment is recorded (mark-paid). Bank transfer: `pending` and unconfirmed until the
 *   transfer is marked paid. Marking paid queues an SMS to the delivery phone number.
 * - Who reads an order: the account it was placed from (session), or whoever holds its secret
 *   (Order-Secret header; given in the transaction's answer, for the guest's link). Anyone else
 *   gets the 404 of an unknown order.
 * - Location ids come from the delivery form's location lists (served elsewhere); only their form
 *   is checked here. district_id is optional (no district level since 1 July 2025); addresses kept
 *   under the old 63-province codes stay readable as they were recorded.
 * - Cancelling: a pending order (a transfer not yet paid, cash on delivery not yet collected) is
 *   cancelled by its customer (session or Order-Secret) or by operations (Bearer
 *   ORDERS_ADMIN_TOKEN); its code's use is given back in the same transaction. A paid order is
 *   not cancelled (409), a cancelled one is not marked paid (409); cancelling again changes nothing.
 *   A cancel racing a mark-paid: exactly one of them wins.
 * - A signed-in customer lists their orders (newest first): those placed signed in, and those
 *   placed as a guest with the number they signed in with (attached at sign-in).
 */

export { paymentMethods };
export const orderStatuses = ['pending', 'paid', 'cancelled'] as const;

export const orderReferenceSchema = z
  .string()
  .regex(/^GW-\d{4}-\d{6,}$/)
  .meta({ description: 'Order reference: GW, the year (in Vietnam), 10 random digits: never a sequence number (references placed before 2026-11 have 6 digits)', example: 'GW-2026-4818306152' });

/** The guest's link to an order as the app builds and reads it (src/views/order-status): the secret is the whole fragment. */
export const ORDER_LINK_FORM = '/orders/{reference}#{secret}';

export const orderSecretSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .meta({ description: "The order's secret for its guest link: 32 bytes, base64url", example: 'u2Xn4Jd7sT9eLfA6gKpYiO_Eq3ZkV0y8mB1cH5rWbq0' });

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
  .meta({ description: 'Idempotency-Key: one random value per checkout attempt (a UUID); a retry sends the same one', example: '7b1c9d2e-3f4a-4b5c-8d6e-9f0a1b2c3d4e' });

// ---- requests ------------------------------------------------------------------------------

export const checkCartPromotionCodeRequestSchema = z
  .object({ cartId: cartIdSchema, promotionCode: promotionCodeValueSchema })
  .meta({ id: 'CheckCartPromotionCode', description: 'Applies the code to the cart (a cart has one code: it replaces the one before)' });

/** The buyer a VAT invoice names (issue 23 §16): a company, its tax code (checked with its check digit), its address and where the invoice goes. */
export const vatInvoiceRequestSchema = z
  .object({
    companyName: z.string().trim().min(1).max(COMPANY_NAME_MAX).meta({ description: 'The company’s registered name', example: 'Công ty TNHH GeneWell Việt Nam' }),
    taxCode: z
      .string()
      .trim()
      .refine(isVietnameseTaxCode, { message: 'invalid_tax_code', params: { i18nKey: 'field.invalid_tax_code' } })
      .transform((value) => normalizeTaxCode(value) ?? value)
      .meta({ description: 'Mã số thuế: 10 digits, or 10 digits, a dash and 3 for a branch; the tenth digit is the check digit (weights 31, 29, 23, 19, 17, 13, 7, 5, 3; 10 − sum mod 11)', example: '0100233488' }),
    address: z.string().trim().min(1).max(ADDRESS_MAX).meta({ description: 'The company’s registered address' }),
    email: z.email().max(EMAIL_MAX).meta({ description: 'Where the electronic invoice is sent' }),
  })
  .meta({ id: 'VatInvoiceRequest' });

export const transactionRequestSchema = z
  .object({
    cartId: cartIdSchema,
    promotionCode: promotionCodeValueSchema.nullable().optional().meta({ description: "The order's one code: omitted, the one applied to the cart (if any); null, none (the cart's code is not used)" }),
    deliveryName: personNameText(DELIVERY_NAME_MAX),
    deliveryContactPhone: phoneInputSchema
      .refine(isVietnameseMobile, { message: 'invalid_mobile', params: { i18nKey: 'field.invalid_mobile' } })
      .meta({ description: 'A Vietnamese mobile number as typed (a leading 0 means +84): the order’s text messages go to it', example: '0901234567' }),
    deliveryEmail: z.email().max(EMAIL_MAX).nullable().optional(),
    deliveryCountryId: locationIdSchema,
    deliveryProvinceId: locationIdSchema,
    deliveryDistrictId: locationIdSchema.nullable().optional().meta({ description: 'Optional (no district level since 1 July 2025)' }),
    deliveryWardId: locationIdSchema,
    deliveryAddress: z.string().trim().min(1).max(ADDRESS_MAX).meta({ description: 'Street and house number: free text, always accepted' }),
    deliveryPostalCode: z.string().trim().max(12).regex(/^[A-Za-z0-9 -]*$/).nullable().optional(),
    paymentMethod: z.enum(paymentMethods),
    vatInvoice: vatInvoiceRequestSchema.nullable().optional().meta({ description: 'A VAT invoice for a company (issue 23 §16); omitted or null: none' }),
    network: z.string().max(64).nullable().optional().meta({ description: 'Analytics: the network the visitor came from' }),
    trackingId: z.string().max(128).nullable().optional().meta({ description: 'Analytics: click or campaign id' }),
    source: z.string().max(64).nullable().optional().meta({ description: 'Analytics: web, mini-app, …' }),
  })
  .meta({ id: 'CheckoutTransaction', description: 'The spec’s payload. Totals and prices are computed by the server; any sent are ignored.' });

export const transactionHeadersSchema = z.object({
  [HEADERS.idempotencyKey]: idempotencyKeySchema,
});

export const orderParamsSchema = z.object({ reference: orderReferenceSchema });

export const orderHeadersSchema = z.object({
  [HEADERS.orderSecret]: z.string().max(100).optional().meta({
    description: "Order-Secret: the order's secret from the transaction's answer (the guest's link). Not needed by the account the order was placed from",
  }),
});

// ---- responses -----------------------------------------------------------------------------

export const deliveryInformationSchema = z
  .object({
    deliveryName: z.string(),
    deliveryContactPhone: e164Schema,
    deliveryEmail: z.string().nullable(),
    deliveryCountryId: z.string(),
    deliveryProvinceId: z.string(),
    deliveryDistrictId: z.string().nullable(),
    deliveryWardId: z.string(),
    deliveryAddress: z.string(),
    deliveryPostalCode: z.string().nullable(),
  })
  .meta({ id: 'DeliveryInformation', description: 'Location ids as they were recorded (strings), old 63-province codes included' });
export type DeliveryInformation = z.infer<typeof deliveryInformationSchema>;

export const vatInvoiceSchema = z
  .object({ companyName: z.string(), taxCode: z.string(), address: z.string(), email: z.string() })
  .meta({ id: 'VatInvoice', description: 'The buyer the VAT invoice names, as the order recorded it' });
export type VatInvoice = z.infer<typeof vatInvoiceSchema>;

export const orderItemSchema = z
  .object({
    id: z.number().int().min(1),
    packageSlug: z.string(),
    name: z.string().meta({ description: 'The package name when ordered, in the answer’s language' }),
    parentId: z.number().int().min(1).nullable().meta({ description: 'The item an add-on belongs to' }),
    quantity: z.number().int().min(1),
    prices: pricesSchema,
    subtotal: pricesSchema,
  })
  .meta({ id: 'OrderItem' });

export const orderSchema = z
  .object({
    reference: orderReferenceSchema,
    object: z.literal('order'),
    status: z.enum(orderStatuses),
    paymentMethod: z.enum(paymentMethods),
    confirmedAt: isoInstantSchema.nullable().meta({ description: 'Cash on delivery: at once; bank transfer: when paid' }),
    paidAt: isoInstantSchema.nullable(),
    items: z.object({ data: z.array(orderItemSchema) }),
    subtotal: pricesSchema,
    promotionCode: z.string().nullable(),
    discount: cartDiscountSchema.nullable(),
    total: z.number().min(0).meta({ description: 'Total in VND' }),
    formattedTotal: z.string(),
    totalAmountByCurrencies: pricesSchema,
    delivery: deliveryInformationSchema,
    deliveryPlace: z
      .object({ ward: z.string().nullable(), province: z.string().nullable() })
      .meta({ description: 'The names of the delivery ward and province (null for an id that is not a current one)' }),
    vatInvoice: vatInvoiceSchema.nullable().meta({ description: 'The VAT invoice asked for with the order, or null' }),
    createdAt: isoInstantSchema,
    secret: orderSecretSchema.optional().meta({ description: `Only in the transaction's answer: the order's secret for its link (${ORDER_LINK_FORM}, the secret in the fragment, which no browser sends to a server), sent as Order-Secret` }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = resourceEnvelope(orderSchema, 'OrderResponse');

export const orderSummarySchema = z
  .object({
    reference: orderReferenceSchema,
    object: z.literal('order'),
    status: z.enum(orderStatuses),
    paymentMethod: z.enum(paymentMethods),
    itemCount: z.number().int().min(0),
    total: z.number().min(0).meta({ description: 'Total in VND' }),
    formattedTotal: z.string(),
    totalAmountByCurrencies: pricesSchema,
    createdAt: isoInstantSchema,
  })
  .meta({ id: 'OrderSummary', description: 'An order in the list of the caller’s orders' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListResponseSchema = pageEnvelope(orderSummarySchema, 'OrderList');
export type OrderList = z.infer<typeof orderListResponseSchema>;

export const MY_ORDERS_PAGE_SIZE = 10;
export const orderListQuerySchema = z.object(listQueryShape(MY_ORDERS_PAGE_SIZE));
export const lastDeliveryInformationResponseSchema = resourceEnvelope(deliveryInformationSchema.nullable(), 'LastDeliveryInformationResponse');

// ---- endpoints -----------------------------------------------------------------------------

const orderPaid = failure('conflict', 'The order is paid: it can no longer be cancelled');
const orderNotFound = failure('not_found', 'No order has this reference, or the caller is neither its account nor holds its secret');
const entry = { api: 'main', tags: ['checkout'] } as const;

export const checkoutEndpoints = {
  checkCartPromotionCode: endpoint(entry, {
    method: 'post', path: '/checkout/check-promotion-code', request: { query: cartQuerySchema, body: checkCartPromotionCodeRequestSchema },
    summary: 'Apply a promotion code to a cart: the cart with its discount',
    response: { statuses: { 200: 'The cart with the code applied' }, body: cartResponseSchema },
    errors: { ...codeCheckFailures, 404: failure('not_found', 'No such code, or no such cart') },
  }),
  removeCartPromotionCode: endpoint(entry, {
    method: 'delete', path: '/checkout/carts/{id}/promotion-code', request: { params: cartParamsSchema, query: cartQuerySchema },
    summary: "Take the promotion code off a cart: the cart without a discount",
    response: { statuses: { 200: 'The cart without a code' }, body: cartResponseSchema }, errors: { 404: cartNotFound },
  }),
  createTransaction: endpoint(entry, {
    method: 'post', path: '/checkout/transactions', request: { headers: transactionHeadersSchema, body: transactionRequestSchema },
    summary: 'Check out a cart: the order (atomic; idempotent by Idempotency-Key)',
    response: { statuses: { 201: 'The new order, with its secret', 200: 'The order this Idempotency-Key made before (a retry), with its secret' }, body: orderResponseSchema },
    errors: {
      400: { description: `Malformed input (Idempotency-Key included), an empty cart (cart_empty), or the code cannot be used (${promotionCodeUnusable.codes.join(', ')})`, codes: ['validation_failed', 'cart_empty', 'promotion_code_unusable'] },
      404: failure('not_found', `${cartNotFound.description}; or no such promotion code`),
      409: failure('conflict', 'This Idempotency-Key was used for another cart'),
      429: failure('rate_limited', 'Too many checkouts from this address'),
    },
  }),
  lastDeliveryInformation: endpoint(entry, {
    method: 'get', path: '/checkout/last-delivery-information', security: 'token',
    summary: "The delivery details of the signed-in customer's last order (null before the first), to prefill the form",
    response: { statuses: { 200: 'The last delivery details, or null' }, body: lastDeliveryInformationResponseSchema },
  }),
  retrieveOrder: endpoint(entry, {
    method: 'get', path: '/checkout/orders/{reference}', request: { params: orderParamsSchema, headers: orderHeadersSchema, query: cartQuerySchema.pick({ lang: true }) },
    summary: 'An order and its status, for its account or the holder of its secret (Order-Secret)',
    response: { statuses: { 200: 'The order' }, body: orderResponseSchema }, errors: { 404: orderNotFound },
  }),
  markOrderPaid: operationsEndpoint(entry, {
    path: '/checkout/orders/{reference}/mark-paid',
    summary: 'Operations: record the payment of an order (Authorization: Bearer <ORDERS_ADMIN_TOKEN>); the customer gets an SMS',
    description: 'Marking an order paid again changes nothing (200, no second SMS); a cancelled order answers 409.',
    params: orderParamsSchema,
    answers: 'The order, paid',
    body: orderResponseSchema,
    what: 'order',
    conflict: failure('conflict', 'The order was cancelled'),
  }),
  markOrderCancelled: operationsEndpoint(entry, {
    path: '/checkout/orders/{reference}/mark-cancelled',
    summary: 'Operations: cancel a pending order (Authorization: Bearer <ORDERS_ADMIN_TOKEN>); its code’s use is given back',
    description: 'Cancelling again changes nothing (200); a paid order answers 409.',
    params: orderParamsSchema,
    answers: 'The order, cancelled',
    body: orderResponseSchema,
    what: 'order',
    conflict: orderPaid,
  }),
  cancelOrder: endpoint(entry, {
    method: 'post', path: '/checkout/orders/{reference}/cancel', request: { params: orderParamsSchema, headers: orderHeadersSchema, query: cartQuerySchema.pick({ lang: true }) },
    summary: 'The customer cancels their pending order (by session, or with Order-Secret); its code’s use is given back',
    description: 'Only a pending order: a bank transfer not yet paid, cash on delivery not yet collected. Cancelling again changes nothing (200); a paid order answers 409.',
    response: { statuses: { 200: 'The order, cancelled' }, body: orderResponseSchema }, errors: { 404: orderNotFound, 409: orderPaid },
  }),
  listMyOrders: endpoint(entry, {
    method: 'get', path: '/checkout/orders', security: 'token', request: { query: orderListQuerySchema },
    summary: "The signed-in customer's orders, newest first (those placed as a guest with their number included once they signed in)",
    response: { statuses: { 200: 'A page of orders' }, body: orderListResponseSchema },
  }),
};
