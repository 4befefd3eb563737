import { describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { databaseKinds, useTestDatabase } from '../../testing/test-context';
import { matches, rankOf, searchPlanOf, searchTextOf, searchWordsOf, tsQueryOf } from './search';

describe('search words and queries', () => {
  it('normalises texts of every language into letters and digits', () => {
    expect(searchWordsOf('Xét nghiệm GEN — Đặc biệt!')).toEqual(['xet', 'nghiem', 'gen', 'dac', 'biet']);
    expect(searchTextOf('G-Kid Care 2.0', { en: 'Gene test', vi: 'Xét nghiệm gen', th: 'ตรวจยีน', zh: '基因检测' })).toMatch(/^g kid care 2 0 gene test xet nghiem gen .+ ji yin jian ce$/);
  });

  it('makes each word of a query a prefix, every word required, and nothing of punctuation', () => {
    expect(tsQueryOf('Xét  nghiệm')).toBe('xet:* & nghiem:*');
    expect(tsQueryOf("a' | b & !c:*")).toBe('a:* & b:* & c:*');
    expect(tsQueryOf('!!!')).toBeNull();
    expect(tsQueryOf(undefined)).toBeNull();
    expect(tsQueryOf('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
    expect(searchPlanOf('  ')).toEqual({ query: null, findsNothing: false });
    expect(searchPlanOf('?!')).toEqual({ query: null, findsNothing: true });
  });
});

const things = pgTable('search_things', { id: serial('id').primaryKey(), title: text('title').notNull(), searchText: text('search_text').notNull(), searchTitle: text('search_title').notNull() });

describe.each(databaseKinds)('search in the database on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('finds with or without diacritics, đ as d, by prefix, ranked with a name match first', async () => {
    const { db } = database;
    await db.execute(sql`create table search_things (id serial primary key, title text not null, search_text text not null, search_title text not null)`);
    await db.execute(sql`create index search_things_idx on search_things using gin (to_tsvector('simple', search_text))`);
    const rows = [
      { title: 'Xét nghiệm gen G-Intel', body: 'Hiểu cơ thể qua gen' },
      { title: 'Đường huyết và gen', body: 'Bài viết về đường huyết' },
      { title: 'Tư vấn bác sĩ', body: 'Buổi tư vấn sau khi có kết quả xét nghiệm gen' },
    ];
    await db.insert(things).values(rows.map((row) => ({ title: row.title, searchText: searchTextOf(row.title, row.body), searchTitle: searchTextOf(row.title) })));
    const find = async (search: string) => {
      const query = tsQueryOf(search);
      if (!query) return [];
      const found = await db.select({ title: things.title }).from(things).where(matches(things.searchText, query)).orderBy(desc(rankOf(things.searchText, things.searchTitle, query)), things.id);
      return found.map((row) => row.title);
    };
    expect(await find('xet nghiem gen')).toEqual(['Xét nghiệm gen G-Intel', 'Tư vấn bác sĩ']);
    expect(await find('Xét nghiệm gen')).toEqual(await find('xet nghiem gen'));
    expect(await find('XET NGHIEM')).toEqual(await find('xet nghiem gen'));
    expect(await find('duong huyet')).toEqual(['Đường huyết và gen']);
    expect(await find('đường')).toEqual(['Đường huyết và gen']);
    expect(await find('g intel')).toEqual(['Xét nghiệm gen G-Intel']);
    expect(await find('ngh')).toHaveLength(2);
    expect(await find('nghiem tu')).toEqual(['Tư vấn bác sĩ']);
    expect(await find('khong co')).toEqual([]);
  });
});
