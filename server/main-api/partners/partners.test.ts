import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../seed/catalogue';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { BAD_PAGING, expectFirstPages, expectRefused, getMain, listOf } from '../testing/public-read';

interface WirePartner {
  slug: string;
  country_code: string;
  description: string;
  logo: { src: string; width: number; height: number };
}

const inCountry = (code: string) => demoCatalogue.partners.filter((partner) => partner.countryCode === code);

describe.each(databaseKinds)('partners on %s', (kind) => {
  const ctx = useTestContext(kind);

  it('lists every US partner by default, in each language', async () => {
    expect(inCountry('US').length).toBeGreaterThan(0);
    await expectFirstPages<WirePartner, ReturnType<typeof inCountry>[number]>(ctx, '/partners', inCountry('US'), 0, [[(partner) => partner.description, (partner, language) => partner.description[language]]]);
  });

  it('filters by country code, in any case; pages with limit', async () => {
    const countries = [...new Set(demoCatalogue.partners.map((partner) => partner.countryCode))];
    expect(countries).toEqual(expect.arrayContaining(['US', 'VN']));
    for (const code of countries) {
      const { data } = await listOf<WirePartner>(ctx, `/partners?country_code=${code.toLowerCase()}`);
      expect(data.map((partner) => partner.slug)).toEqual(inCountry(code).map((partner) => partner.slug));
    }
    const firstVn = await listOf<WirePartner>(ctx, '/partners?country_code=VN&limit=1');
    expect(firstVn.data.map((partner) => partner.slug)).toEqual(inCountry('VN').slice(0, 1).map((partner) => partner.slug));
    expect(firstVn.meta).toEqual({ page: 1, limit: 1, total: inCountry('VN').length });
    expect((await listOf(ctx, '/partners?country_code=AQ')).meta.total).toBe(0);
  });

  it('caches each country apart: the default list, another country and the default again each get their own answer and ETag', async () => {
    const slugs = (answer: { body: { data: WirePartner[] } }) => answer.body.data.map((partner) => partner.slug);
    const us = await getMain<{ data: WirePartner[] }>(ctx, '/partners', 'en');
    const vn = await getMain<{ data: WirePartner[] }>(ctx, '/partners?country_code=VN', 'en');
    const usAgain = await getMain<{ data: WirePartner[] }>(ctx, '/partners', 'en');
    expect(slugs(us)).toEqual(inCountry('US').map((partner) => partner.slug));
    expect(slugs(vn)).toEqual(inCountry('VN').map((partner) => partner.slug));
    expect(slugs(usAgain)).toEqual(slugs(us));
    expect(vn.headers.get('etag')).not.toBe(us.headers.get('etag'));
    expect(usAgain.headers.get('etag')).toBe(us.headers.get('etag'));
    const revalidated = await getMain(ctx, '/partners?country_code=VN', 'en', { 'If-None-Match': vn.headers.get('etag') ?? '' });
    expect(revalidated.status).toBe(304);
    expect((await getMain<{ data: WirePartner[] }>(ctx, '/partners?country_code=VN', 'vi')).body.data.map((partner) => partner.description)).toEqual(inCountry('VN').map((partner) => partner.description.vi));
  });

  it('refuses bad paging and a malformed country code', async () => {
    for (const [query, field] of BAD_PAGING) await expectRefused(ctx, `/partners?${query}`, field);
    await expectRefused(ctx, '/partners?country_code=USA', 'country_code');
    await expectRefused(ctx, '/partners?country_code=1', 'country_code');
  });
});
