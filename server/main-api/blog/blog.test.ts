import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../src/domain/search';
import { demoCatalogue } from '../../seed/catalogue';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { BAD_PAGING, expectFirstPages, expectRefused, getMain, listOf, oneOf } from '../testing/public-read';

interface WirePost {
  id: number;
  slug: string;
  title: string;
  reading_minutes: number;
  category: { slug: string };
  author: { name: string; advisor: { slug: string; name: string; role: { slug: string } } | null };
  body?: string;
}

const posts = demoCatalogue.blogPosts
  .map((post, index) => ({ post, index }))
  .sort((a, b) => Date.parse(b.post.publishedAt) - Date.parse(a.post.publishedAt) || b.index - a.index)
  .map(({ post }) => post);
const advisorName = (slug: string) => demoCatalogue.advisors.find((advisor) => advisor.slug === slug)?.name ?? '';
const writerOf = (post: (typeof posts)[number]) => (post.advisorSlug ? advisorName(post.advisorSlug) : (post.authorName ?? ''));

describe.each(databaseKinds)('blog on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('pages 4 by default, newest first, in each language, with the writer', async () => {
    await expectFirstPages<WirePost, (typeof posts)[number]>(ctx, '/blog-posts', posts, 4, [
      [(post) => post.title, (post, language) => post.title[language]],
      [(post) => post.author.name, writerOf],
    ]);
    expect((await listOf<WirePost>(ctx, '/blog-posts?page=2&limit=5')).data.map((post) => post.slug)).toEqual(posts.slice(5, 10).map((post) => post.slug));
  });

  it('filters by category, by doctor (advisor slug) and by author name without diacritics', async () => {
    for (const category of demoCatalogue.blogCategories) {
      const { data } = await listOf<WirePost>(ctx, `/blog-posts?limit=0&category=${category.slug}`);
      expect(data.map((post) => post.slug)).toEqual(posts.filter((post) => post.categorySlug === category.slug).map((post) => post.slug));
    }
    const doctors = [...new Set(posts.flatMap((post) => (post.advisorSlug ? [post.advisorSlug] : [])))];
    expect(doctors.length).toBeGreaterThan(0);
    for (const doctor of doctors) {
      const { data } = await listOf<WirePost>(ctx, `/blog-posts?limit=0&doctor=${doctor}`);
      expect(data.map((post) => post.slug)).toEqual(posts.filter((post) => post.advisorSlug === doctor).map((post) => post.slug));
      expect(data.every((post) => post.author.advisor?.slug === doctor && post.author.name === advisorName(doctor))).toBe(true);
    }
    for (const writer of [...new Set(posts.map(writerOf))]) {
      const typed = normalizeSearchText(writer);
      const { data } = await listOf<WirePost>(ctx, `/blog-posts?limit=0&author=${encodeURIComponent(typed)}`);
      expect(data.map((post) => post.slug)).toEqual(posts.filter((post) => normalizeSearchText(writerOf(post)).includes(typed)).map((post) => post.slug));
    }
    expect((await listOf(ctx, '/blog-posts?author=%21%21')).meta.total).toBe(0);
  });

  it('leaves out exclude_ids and searches titles with or without diacritics', async () => {
    const [first] = (await listOf<WirePost>(ctx, '/blog-posts')).data;
    const rest = await listOf<WirePost>(ctx, `/blog-posts?limit=0&exclude_ids=${first.id}`);
    expect(rest.data.map((post) => post.slug)).toEqual(posts.slice(1).map((post) => post.slug));
    for (const post of posts.slice(0, 6)) {
      for (const typed of [post.title.vi, normalizeSearchText(post.title.vi)]) {
        const { data } = await listOf<WirePost>(ctx, `/blog-posts?limit=0&search=${encodeURIComponent(typed)}`, 'vi');
        expect(data[0]?.slug, typed).toBe(post.slug);
      }
    }
  });

  it('reads one post with its body and its doctor; 404 for an unknown slug', async () => {
    const byDoctor = posts.find((post) => post.advisorSlug);
    if (!byDoctor?.advisorSlug) throw new Error('no post by a doctor');
    const read = await oneOf<WirePost>(ctx, `/blog-posts/${byDoctor.slug}`, 'vi');
    expect([read.title, read.body, read.author.advisor?.slug]).toEqual([byDoctor.title.vi, byDoctor.body.vi, byDoctor.advisorSlug]);
    expect((await getMain(ctx, '/blog-posts/no-such-post')).status).toBe(404);
  });

  it('lists the categories', async () => {
    const { data } = await listOf<{ slug: string; name: string }>(ctx, '/blog-categories?lang=zh');
    expect(data.map((category) => [category.slug, category.name])).toEqual(demoCatalogue.blogCategories.map((category) => [category.slug, category.name.zh]));
  });

  it('refuses bad paging and malformed filters', async () => {
    for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `/blog-posts?${query}`, field);
    await expectRefused(ctx, '/blog-posts?doctor=Dr%20Who', 'doctor');
    await expectRefused(ctx, `/blog-posts?author=${'a'.repeat(121)}`, 'author');
    await expectRefused(ctx, '/blog-posts?exclude_ids=-1', 'exclude_ids');
  });
});
