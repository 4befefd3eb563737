import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { languages } from '../../../src/api/contract/language';
import type { Localized, SeedPrice } from './values';
import { productPackages } from './catalogue';
import { createdAt, timestamps, uuidReference, integerReference } from './columns';

/*
 * The shop (issue 11): carts, promotion codes, campaign claims and orders. Money is stored as the
 * catalogue stores it: jsonb { VND, USD } in whole đồng and dollars (with cents).
 *
 * The rules races could break are the database's:
 *  - a code is never used more often than allowed: CHECK times_used <= usage_limit, and a
 *    redemption is one conditional UPDATE in the checkout's transaction (commerce.service.ts);
 *  - one claim per campaign and phone number: unique (pattern_code, phone);
 *  - one order per checkout attempt: unique idempotency_key; one order per cart: unique cart_id;
 *  - one code per order: unique order_id in promotion_redemptions.
 */

/** E.164 (a fixed literal, not input). */
const E164 = sql.raw(`'^\\+[1-9][0-9]{6,14}$'`);
/** SHA-256 in lower-case hex (a fixed literal). */
const SHA256_HEX = sql.raw(`'^[0-9a-f]{64}$'`);
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const promotionKindValues = ['percent', 'amount'] as const;
export const orderStatusValues = ['pending', 'paid', 'cancelled'] as const;
export const paymentMethodValues = ['bank_transfer', 'cod'] as const;

const money = (name: string) => jsonb(name).$type<SeedPrice>();

/** A cart: a guest's (user_id empty: whoever holds its id) or an account's. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id'),
    /** The anonymous client id it was made under (the sign-in merge moves it to the account). */
    clientId: uuid('client_id'),
    /** The one code applied to the cart, as typed (upper case). */
    promotionCode: text('promotion_code'),
    /** Set by the checkout that turned it into an order; a checked-out cart is no longer served. */
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index('carts_user_idx').on(table.userId), index('carts_client_idx').on(table.clientId)],
);

/** One package in a cart; an add-on (a consultation) points at the item it is attached to. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuidReference('cart_id', () => carts.id, { onDelete: 'cascade' }),
    packageId: integerReference('package_id', () => productPackages.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => cartItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('cart_items_cart_idx').on(table.cartId, table.position)],
);

/** What a promotion gives and when: a percentage or an amount off, the smallest order it applies to, its validity. */
const promotionTerms = () => ({
  kind: text('kind', { enum: promotionKindValues }).notNull(),
  percentOff: integer('percent_off'),
  amountOff: money('amount_off'),
  minimumOrder: money('minimum_order'),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

/** A promotion's code: capitals, digits and dashes, 3 to 32 of them. */
const promotionCodeCheck = (tableName: string, table: { code: AnyPgColumn }) =>
  check(`${tableName}_code_check`, sql`${table.code} ~ '^[A-Z0-9-]{3,32}$'`);

/** A percent promotion has a percentage (1 to 100) and no amount; an amount promotion an amount and no percentage. */
const promotionValueCheck = (tableName: string, table: { kind: AnyPgColumn; percentOff: AnyPgColumn; amountOff: AnyPgColumn }) =>
  check(
    `${tableName}_value_check`,
    sql`(${table.kind} = 'percent' and ${table.percentOff} between 1 and 100 and ${table.amountOff} is null) or (${table.kind} = 'amount' and ${table.amountOff} is not null and ${table.percentOff} is null)`,
  );

/** Promotion codes: campaigns (WELCOME10), and the personal single-use codes claims issue. */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    code: text('code').primaryKey(),
    ...promotionTerms(),
    usageLimit: integer('usage_limit').notNull(),
    timesUsed: integer('times_used').notNull().default(0),
    /** 'campaign' (made by operations or the seed), 'claim' (issued by a claim or generate). */
    source: text('source').notNull().default('campaign'),
    createdAt: createdAt(),
  },
  (table) => [
    promotionCodeCheck('promotion_codes', table),
    check('promotion_codes_kind_check', sql`${table.kind} in (${sqlList(promotionKindValues)})`),
    promotionValueCheck('promotion_codes', table),
    check('promotion_codes_usage_limit_check', sql`${table.usageLimit} >= 1`),
    check('promotion_codes_times_used_check', sql`${table.timesUsed} >= 0 and ${table.timesUsed} <= ${table.usageLimit}`),
  ],
);

/**
 * Redeem-code patterns: campaign codes people claim once per phone number, each claim issuing a
 * personal single-use promotion code of the pattern's kind and value.
 */
export const redeemCodePatterns = pgTable(
  'redeem_code_patterns',
  {
    code: text('code').primaryKey(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    ...promotionTerms(),
    /** Claimed with a delivery address (a gift to send) rather than generated for a number alone. */
    requiresAddress: boolean('requires_address').notNull().default(true),
    /** Days an issued code stays valid. */
    codeValidityDays: integer('code_validity_days').notNull().default(30),
    packageSlugs: text('package_slugs').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    promotionCodeCheck('redeem_code_patterns', table),
    promotionValueCheck('redeem_code_patterns', table),
  ],
);

/** A phone number's claim of a pattern: one per number and pattern. */
export const codeClaims = pgTable(
  'code_claims',
  {
    id: serial('id').primaryKey(),
    patternCode: text('pattern_code')
      .notNull()
      .references(() => redeemCodePatterns.code, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    name: text('name'),
    countryId: text('country_id'),
    provinceId: text('province_id'),
    districtId: text('district_id'),
    wardId: text('ward_id'),
    locationDetail: text('location_detail'),
    promotionCode: text('promotion_code')
      .notNull()
      .references(() => promotionCodes.code),
    createdAt: createdAt(),
  },
  (table) => [unique('code_claims_pattern_phone_unique').on(table.patternCode, table.phone), check('code_claims_phone_check', sql`${table.phone} ~ ${E164}`)],
);

/** An order: what a checkout made of a cart, with its delivery details and totals per currency. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** GW-<year>-<id, 6 digits or more>. */
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    cartId: uuid('cart_id').notNull().unique(),
    userId: text('user_id'),
    /** SHA-256 (hex) of the guest link's secret. */
    secretHash: text('secret_hash').notNull(),
    status: text('status', { enum: orderStatusValues }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: paymentMethodValues }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    language: text('language', { enum: languages }).notNull(),
    deliveryName: text('delivery_name').notNull(),
    deliveryPhone: text('delivery_phone').notNull(),
    deliveryEmail: text('delivery_email'),
    /**
     * Location ids as the delivery form sent them, as text: today's (34 provinces, wards under
     * them, no district) and, for older addresses, the 63-province codes with their district,
     * kept as recorded so they stay readable.
     */
    deliveryCountryId: text('delivery_country_id').notNull(),
    deliveryProvinceId: text('delivery_province_id').notNull(),
    deliveryDistrictId: text('delivery_district_id'),
    deliveryWardId: text('delivery_ward_id').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryPostalCode: text('delivery_postal_code'),
    /** The VAT invoice the customer asked for (issue 23 §16): the company, its tax code, address and email; null: none. */
    vatInvoice: jsonb('vat_invoice').$type<{ companyName: string; taxCode: string; address: string; email: string }>(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    total: money('total').notNull(),
    promotionCode: text('promotion_code'),
    promotionKind: text('promotion_kind', { enum: promotionKindValues }),
    promotionPercentOff: integer('promotion_percent_off'),
    network: text('network'),
    trackingId: text('tracking_id'),
    source: text('source'),
    createdAt: createdAt(),
    /**
     * Set when the customer deleted their account: the order is kept for accounting (amounts,
     * items, province) but nothing ties it to the person any more (no account, name, phone, email,
     * address or tracking id; the guest link answers 404).
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_delivery_phone_idx').on(table.deliveryPhone),
    check('orders_status_check', sql`${table.status} in (${sqlList(orderStatusValues)})`),
    check('orders_payment_method_check', sql`${table.paymentMethod} in (${sqlList(paymentMethodValues)})`),
    check('orders_paid_check', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
    check('orders_delivery_phone_check', sql`${table.deliveryPhone} ~ ${E164} or (${table.anonymisedAt} is not null and ${table.deliveryPhone} = '')`),
    check('orders_secret_hash_check', sql`${table.secretHash} ~ ${SHA256_HEX}`),
    check('orders_reference_check', sql`${table.reference} ~ '^GW-[0-9]{4}-[0-9]{6,}$'`),
  ],
);

/** One package of an order, its name and price as they were when ordered. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integerReference('order_id', () => orders.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => productPackages.id, { onDelete: 'set null' }),
    packageSlug: text('package_slug').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    price: money('price').notNull(),
    subtotal: money('subtotal').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId, table.position), check('order_items_quantity_check', sql`${table.quantity} >= 1`)],
);

/** The code an order used (one per order): a promotion code, or a quiz's discount code. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial('id').primaryKey(),
    orderId: integerReference('order_id', () => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** 'promotion' (promotion_codes) or 'discount' (discount_codes: the quizzes'). */
    codeTable: text('code_table', { enum: ['promotion', 'discount'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('promotion_redemptions_order_idx').on(table.orderId), index('promotion_redemptions_code_idx').on(table.code)],
);
