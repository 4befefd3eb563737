import { integer, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReferenceConfig } from 'drizzle-orm/pg-core';

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

/** A row's identity: a serial id, and the unique slug the seed upserts it by and the URLs name it by. */
export const slugIdentity = () => ({
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
});

/** A row's place in display order (lowest first). */
export const sortOrderColumn = () => integer('sort_order').notNull().default(0);

/** Where a foreign key points, and what becomes of the row when that row is deleted (as drizzle's `references`). */
type Reference = [target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']];

/** A uuid column every row must fill with a row of another table (NOT NULL, with its foreign key). */
export const uuidReference = <TName extends string>(name: TName, ...[target, actions]: Reference) =>
  uuid(name).notNull().references(target, actions);

/** An integer column every row must fill with a row of another table (NOT NULL, with its foreign key). */
export const integerReference = <TName extends string>(name: TName, ...[target, actions]: Reference) =>
  integer(name).notNull().references(target, actions);
