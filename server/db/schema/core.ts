import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, sortOrderColumn } from './columns';

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
  sortOrder: sortOrderColumn(),
});

export const smsStatuses = ['queued', 'sent', 'failed'] as const;
export type SmsStatus = (typeof smsStatuses)[number];
export const smsDeliveryStatuses = ['delivered', 'undelivered'] as const;

/**
 * The SMS outbox: every message the service sends, written in the transaction of the record that
 * causes it (a code, a results link), then delivered by the worker (server/services/sms/README.md).
 * `queued` until the provider takes it (`sent`, with the provider's message id) or the retries run
 * out (`failed`); a provider's delivery receipt sets `delivery_status`. With the outbox provider
 * this table is the delivery itself (read at /api/dev/sms-outbox).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    language: text('language').notNull(),
    purpose: text('purpose').notNull(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    status: text('status', { enum: smsStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not worth sending after this (a sign-in code's message once the code has expired); null: no limit. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    deliveryStatus: text('delivery_status', { enum: smsDeliveryStatuses }),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sms_messages_phone_created_idx').on(table.phone, table.createdAt),
    index('sms_messages_due_idx').on(table.status, table.nextAttemptAt),
    index('sms_messages_provider_message_idx').on(table.provider, table.providerMessageId),
    check('sms_messages_status_check', sql`${table.status} in ('queued', 'sent', 'failed')`),
    check('sms_messages_delivery_status_check', sql`${table.deliveryStatus} is null or ${table.deliveryStatus} in ('delivered', 'undelivered')`),
  ],
);
