import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../seed/catalogue';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { BAD_PAGING, LANGUAGES, expectRefused, getMain, listOf, oneOf } from '../testing/public-read';

interface WireCategory {
  id: number;
  slug: string;
  name: string;
  job_count: number;
  jobs?: Array<{ slug: string; title: string; employment_type: string }>;
}

const categories = [...demoCatalogue.recruitmentCategories].sort((a, b) => a.id - b.id);
const newestFirst = (jobs: (typeof categories)[number]['jobs']) => [...jobs].sort((a, b) => Date.parse(b.postedAt) - Date.parse(a.postedAt)).map((job) => job.slug);

describe.each(databaseKinds)('recruitment on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('lists every category with its job count, jobs only with include=jobs', async () => {
    expect(categories.some((category) => category.jobs.length > 0)).toBe(true);
    for (const language of LANGUAGES) {
      const { data, meta } = await listOf<WireCategory>(ctx, '/recruitment-categories', language);
      expect(meta.total).toBe(categories.length);
      expect(data.map((category) => [category.id, category.name, category.job_count])).toEqual(categories.map((category) => [category.id, category.name[language], category.jobs.length]));
      expect(data[0]).not.toHaveProperty('jobs');
    }
    const withJobs = await listOf<WireCategory>(ctx, '/recruitment-categories?include=jobs', 'vi');
    expect(withJobs.data.map((category) => category.jobs?.map((job) => job.slug))).toEqual(categories.map((category) => newestFirst(category.jobs)));
  });

  it('reads one category by id, with its jobs when asked; 404 for an unknown id', async () => {
    const [category] = categories;
    const read = await oneOf<WireCategory>(ctx, `/recruitment-categories/${category.id}?include=jobs&lang=th`);
    expect(read.name).toBe(category.name.th);
    expect(read.jobs?.map((job) => job.title)).toEqual(newestFirst(category.jobs).map((slug) => category.jobs.find((job) => job.slug === slug)?.title.th));
    expect(await oneOf<WireCategory>(ctx, `/recruitment-categories/${category.id}`)).not.toHaveProperty('jobs');
    const missing = await getMain<{ error: { code: string } }>(ctx, '/recruitment-categories/9999', 'vi');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
  });

  it('refuses bad paging, a bad id and unknown include values', async () => {
    for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `/recruitment-categories?${query}`, field);
    await expectRefused(ctx, '/recruitment-categories/abc', 'id');
    await expectRefused(ctx, '/recruitment-categories/0', 'id');
    await expectRefused(ctx, '/recruitment-categories/99999999999', 'id');
    await expectRefused(ctx, '/recruitment-categories?include=people', 'include');
    await expectRefused(ctx, '/recruitment-categories/1?include=jobs,people', 'include');
  });
});
