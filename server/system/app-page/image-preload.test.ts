import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../seed/catalogue';
import { TEST_INDEX_HTML, testClientDir } from '../../testing/client-build';
import { useTestContext } from '../../testing/test-context';

const clientDir = () => testClientDir({}, TEST_INDEX_HTML.replace(/ *<meta name="description"[^>]*>\n/, ''));

const preloadedImages = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/g)].map((match) => match[1]);

describe('the largest image of a page, asked for before the app runs', () => {
  const ctx = useTestContext('pglite', { env: { CLIENT_DIR: clientDir() } });

  it('is the first image of a package page’s gallery, the one its page shows at the top', async () => {
    const seed = demoCatalogue.productPackages.find((item) => item.slug === 'g-intel');
    if (!seed) throw new Error('no g-intel');
    const html = await (await ctx.request('/packages/g-intel')).text();
    expect(preloadedImages(html)).toEqual([seed.thumbnails[0].src]);
  });

  it('is nothing on a page without such an image', async () => {
    expect(preloadedImages(await (await ctx.request('/kid-quiz')).text())).toEqual([]);
    expect(preloadedImages(await (await ctx.request('/packages/no-such-package')).text())).toEqual([]);
  });
});
