import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Key/value facts about this database (for example which demo-data version has been seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Currencies the shop prices in; exactly one is the default (VND). */
export const productCurrencies = pgTable('product_currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Every SMS the service sends. With the outbox provider this table is the delivery itself
 * (read at /api/dev/sms-outbox); with the HTTP provider it is the log of what was handed over.
 */
export const smsMessages = pgTable('sms_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  language: text('language').notNull(),
  purpose: text('purpose').notNull(),
  provider: text('provider').notNull(),
  providerMessageId: text('provider_message_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('sms_messages_phone_created_idx').on(table.phone, table.createdAt)]);
