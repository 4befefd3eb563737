import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../src/domain/search';
import { demoCatalogue } from '../../seed/catalogue';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { BAD_PAGING, expectFirstPages, expectRefused, listOf } from '../testing/public-read';

interface WireAdvisor {
  slug: string;
  name: string;
  title: string;
  bio: string;
  role: { slug: string; name: string };
  image: { src: string; alt: string };
}

const advisors = demoCatalogue.advisors.map((advisor, index) => ({ advisor, index })).sort((a, b) => a.advisor.sortOrder - b.advisor.sortOrder || a.index - b.index).map(({ advisor }) => advisor);

describe.each(databaseKinds)('advisors on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('pages 9 by default, in display order, in each language', async () => {
    await expectFirstPages<WireAdvisor, (typeof advisors)[number]>(ctx, '/advisors', advisors, 9, [
      [(advisor) => advisor.slug, (advisor) => advisor.slug],
      [(advisor) => advisor.title, (advisor, language) => advisor.title[language]],
      // Names are not translated.
      [(advisor) => advisor.name, (advisor) => advisor.name],
    ]);
    const second = await listOf<WireAdvisor>(ctx, '/advisors?limit=4&page=2');
    expect(second.data.map((advisor) => advisor.slug)).toEqual(advisors.slice(4, 8).map((advisor) => advisor.slug));
  });

  it('filters by role slug', async () => {
    for (const role of demoCatalogue.advisorRoles) {
      const { data, meta } = await listOf<WireAdvisor>(ctx, `/advisors?limit=0&role=${role.slug}`, 'vi');
      const expected = advisors.filter((advisor) => advisor.roleSlug === role.slug);
      expect(meta.total).toBe(expected.length);
      expect(data.map((advisor) => advisor.slug)).toEqual(expected.map((advisor) => advisor.slug));
      expect(data.every((advisor) => advisor.role.name === role.name.vi)).toBe(true);
    }
    expect((await listOf(ctx, '/advisors?role=astronaut')).meta.total).toBe(0);
  });

  it('finds an advisor by name with or without diacritics, the name match first', async () => {
    for (const advisor of advisors) {
      const lastName = advisor.name.split(/\s+/).at(-1) ?? '';
      for (const typed of [advisor.name, normalizeSearchText(advisor.name)]) {
        const { data } = await listOf<WireAdvisor>(ctx, `/advisors?limit=0&search=${encodeURIComponent(typed)}`, 'vi');
        expect(data[0]?.slug, typed).toBe(advisor.slug);
      }
      const byLastName = await listOf<WireAdvisor>(ctx, `/advisors?limit=0&search=${encodeURIComponent(normalizeSearchText(lastName))}`);
      expect(byLastName.data.map((found) => found.slug)).toContain(advisor.slug);
    }
    expect((await listOf(ctx, '/advisors?search=zzzqqq')).meta.total).toBe(0);
  });

  it('lists the roles', async () => {
    const { data } = await listOf<{ slug: string; name: string }>(ctx, '/advisor-roles', 'th');
    expect(data.map((role) => [role.slug, role.name])).toEqual(demoCatalogue.advisorRoles.map((role) => [role.slug, role.name.th]));
  });

  it('refuses bad paging and a malformed role', async () => {
    for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `/advisors?${query}`, field);
    await expectRefused(ctx, '/advisors?role=Doctor%20Who', 'role');
  });
});
