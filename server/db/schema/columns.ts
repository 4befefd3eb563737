import { integer, timestamp } from 'drizzle-orm/pg-core';

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was made and when it last changed (set again by every update through drizzle). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A row's place in display order (lowest first). */
export const sortOrderColumn = () => integer('sort_order').notNull().default(0);
