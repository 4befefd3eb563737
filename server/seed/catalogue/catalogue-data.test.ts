import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIET_PLANS, dietPlanIds } from '../../../src/domain/nutrition/diet-plans';
import { demoCatalogue } from '.';
import { SEED_LANGUAGES } from './types';
import type { Localized, SeedImage } from './types';

/*
 * The demo catalogue and content (data/*.ts) checked as data: complete translations, references
 * that resolve, report tiers that make sense, prices, images that exist with the size they are
 * declared with, and the amounts the issue asks for.
 */

const catalogue = demoCatalogue;
const PUBLIC_DIR = new URL('../../../public/', import.meta.url);

/**
 * Texts that are the same in en and vi by nature: brand and product names, codes, numbers, and
 * Vietnamese place names, which English writes with their diacritics too (Hà Nội, Đà Nẵng).
 */
const SAME_IN_EN_AND_VI = [/^G-[A-Za-z -]+$/, /^GeneWell/, /^[A-Z0-9 .,+%–-]+$/, /^[\d\s.,:+%–-]+$/, /^[^a-z]*\p{Lu}[\p{L} .,-]*[À-ỹĐđ][\p{L} .,-]*$/u];

/** Every Localized in a value, with where it is. */
function localizedTexts(value: unknown, path = ''): Array<{ path: string; text: Localized }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => localizedTexts(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.length === SEED_LANGUAGES.length && SEED_LANGUAGES.every((language) => keys.includes(language))) return [{ path, text: value as Localized }];
  return Object.entries(value).flatMap(([key, item]) => localizedTexts(item, path ? `${path}.${key}` : key));
}

/** Every image in a value. */
function imagesIn(value: unknown): SeedImage[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string' && typeof record.width === 'number' && typeof record.height === 'number') return [record as unknown as SeedImage];
  return Object.values(record).flatMap(imagesIn);
}

const slugs = <T extends { slug: string }>(items: T[]) => new Set(items.map((item) => item.slug));
const unique = (values: Array<string | number>) => new Set(values).size === values.length;

describe('the demo catalogue and content', () => {
  it('gives every text in en, vi, th and zh, none empty, vi translated from en', () => {
    const texts = localizedTexts(catalogue);
    expect(texts.length).toBeGreaterThan(100);
    const untranslated: string[] = [];
    for (const { path, text } of texts) {
      for (const language of SEED_LANGUAGES) expect(text[language].trim(), `${path}.${language}`).not.toBe('');
      // A place (a testimonial's city, a job's office) is a proper name: Nha Trang in both.
      const place = path.endsWith('.location') && /^(\p{Lu}\p{L}*)( \p{Lu}\p{L}*)*$/u.test(text.en);
      if (text.vi === text.en && !place && !SAME_IN_EN_AND_VI.some((pattern) => pattern.test(text.en))) untranslated.push(`${path}: ${text.en}`);
    }
    expect(untranslated).toEqual([]);
  });

  it('has the packages, categories and amounts of content the shop needs', () => {
    expect([...slugs(catalogue.productPackages)]).toEqual(
      expect.arrayContaining([
        'g-intel',
        'g-care',
        'g-pro',
        'g-intel-kid',
        'g-kid-care',
        'g-kid-pro',
        'g-health',
        'consultation-session-15-min',
        'consultation-session-30-min',
        'consultation-session-60-min',
        'consultation-session-90-min',
        'consultation-session-120-min',
      ]),
    );
    expect([...slugs(catalogue.productCategories)]).toEqual(expect.arrayContaining(['genetic-tests-adults', 'genetic-tests-kids', 'health-screening', 'consultations']));
    expect(catalogue.newsArticles.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.blogPosts.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.advisors.length).toBeGreaterThanOrEqual(9);
    expect(catalogue.testimonials.length).toBeGreaterThanOrEqual(3);
    const countries = new Set(catalogue.partners.map((partner) => partner.countryCode));
    expect(countries.size).toBeGreaterThanOrEqual(3);
    expect([...countries]).toEqual(expect.arrayContaining(['US', 'VN']));
    expect(catalogue.recruitmentCategories.length).toBeGreaterThan(0);
    expect(catalogue.recruitmentCategories.some((category) => category.jobs.length > 0)).toBe(true);
    // Some blog posts are by doctors.
    const doctors = new Set(catalogue.advisors.filter((advisor) => advisor.roleSlug === 'doctor').map((advisor) => advisor.slug));
    expect(catalogue.blogPosts.some((post) => post.advisorSlug && doctors.has(post.advisorSlug))).toBe(true);
  });

  it('names every genetic test "Xét nghiệm gen" in vi (the search the issue asks for finds them)', () => {
    for (const slug of ['g-intel', 'g-care', 'g-pro', 'g-intel-kid', 'g-kid-care', 'g-kid-pro', 'g-health']) {
      const item = catalogue.productPackages.find((candidate) => candidate.slug === slug);
      expect(`${item?.name.vi} ${item?.summary.vi}`, slug).toContain('Xét nghiệm gen');
    }
  });

  it('gives consultations their own "how it works" heading, not the tests\' process (issue 29)', () => {
    const headingOf = (slug: string) => catalogue.productPackages.find((item) => item.slug === slug)?.sections.find((section) => section.key === 'how-it-works')?.title;
    const test = headingOf('g-intel');
    const consultation = headingOf('consultation-session-30-min');
    expect(test && consultation).toBeTruthy();
    for (const language of SEED_LANGUAGES) expect(consultation?.[language], language).not.toBe(test?.[language]);
    expect(consultation?.vi).toBe('Quy trình tư vấn');
  });

  it('has unique slugs and ids in every collection', () => {
    for (const [name, items] of Object.entries({
      ageGroups: catalogue.ageGroups,
      demands: catalogue.demands,
      productCategories: catalogue.productCategories,
      productPackages: catalogue.productPackages,
      newsCategories: catalogue.newsCategories,
      newsArticles: catalogue.newsArticles,
      blogCategories: catalogue.blogCategories,
      blogPosts: catalogue.blogPosts,
      advisorRoles: catalogue.advisorRoles,
      advisors: catalogue.advisors,
      partners: catalogue.partners,
      recruitmentCategories: catalogue.recruitmentCategories,
      jobs: catalogue.recruitmentCategories.flatMap((category) => category.jobs),
    })) {
      expect(unique(items.map((item) => item.slug)), name).toBe(true);
      for (const item of items) expect(item.slug, name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(unique(catalogue.testimonials.map((testimonial) => testimonial.id))).toBe(true);
    expect(unique(catalogue.promotionPositions.map((position) => position.name))).toBe(true);
    expect(unique(catalogue.promotionPositions.flatMap((position) => position.banners.map((banner) => banner.id)))).toBe(true);
    expect(unique(catalogue.recruitmentCategories.map((category) => category.id))).toBe(true);
    for (const item of catalogue.productPackages) {
      expect(unique(item.reportCategories.map((category) => category.id)), item.slug).toBe(true);
      expect(unique(item.reportCategories.flatMap((category) => category.reports.map((report) => report.id))), item.slug).toBe(true);
    }
  });

  it('refers only to things that exist', () => {
    const packages = slugs(catalogue.productPackages);
    const categories = slugs(catalogue.productCategories);
    const demands = slugs(catalogue.demands);
    const ageGroups = slugs(catalogue.ageGroups);
    for (const item of catalogue.productPackages) {
      expect(categories.has(item.categorySlug), `${item.slug} category`).toBe(true);
      expect(ageGroups.has(item.ageGroup), `${item.slug} age group`).toBe(true);
      for (const slug of item.demandSlugs) expect(demands.has(slug), `${item.slug} demand ${slug}`).toBe(true);
      for (const slug of [...item.siblingSlugs, ...item.relatedSlugs]) {
        expect(packages.has(slug), `${item.slug} → ${slug}`).toBe(true);
        expect(slug, `${item.slug} refers to itself`).not.toBe(item.slug);
      }
      const reportCategories = new Set(item.reportCategories.map((category) => category.id));
      for (const trait of item.testedTraits) expect(reportCategories.has(trait.categoryId), `${item.slug} trait in ${trait.categoryId}`).toBe(true);
      // Siblings go both ways.
      for (const slug of item.siblingSlugs) expect(catalogue.productPackages.find((other) => other.slug === slug)?.siblingSlugs, `${slug} ↔ ${item.slug}`).toContain(item.slug);
    }
    for (const testimonial of catalogue.testimonials) {
      expect(categories.has(testimonial.productCategorySlug), testimonial.id).toBe(true);
      if (testimonial.packageSlug) expect(packages.has(testimonial.packageSlug), testimonial.id).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(testimonial.rating);
    }
    const newsCategories = slugs(catalogue.newsCategories);
    for (const article of catalogue.newsArticles) expect(newsCategories.has(article.categorySlug), article.slug).toBe(true);
    const blogCategories = slugs(catalogue.blogCategories);
    const advisors = slugs(catalogue.advisors);
    for (const post of catalogue.blogPosts) {
      expect(blogCategories.has(post.categorySlug), post.slug).toBe(true);
      if (post.advisorSlug) expect(advisors.has(post.advisorSlug), post.slug).toBe(true);
      expect(Boolean(post.advisorSlug) || Boolean(post.authorName), `${post.slug} has a writer`).toBe(true);
    }
    const roles = slugs(catalogue.advisorRoles);
    for (const advisor of catalogue.advisors) expect(roles.has(advisor.roleSlug), advisor.slug).toBe(true);
  });

  it('tiers reports: each names 1 to 3 packages, the package itself or its siblings; g-health reports have genders', () => {
    for (const item of catalogue.productPackages) {
      const line = new Set([item.slug, ...item.siblingSlugs]);
      for (const report of item.reportCategories.flatMap((category) => category.reports)) {
        if (report.packages === undefined) continue;
        expect(report.packages.length, `${item.slug} ${report.id}`).toBeGreaterThanOrEqual(1);
        expect(report.packages.length, `${item.slug} ${report.id}`).toBeLessThanOrEqual(3);
        for (const slug of report.packages) expect(line.has(slug), `${item.slug} ${report.id} → ${slug}`).toBe(true);
      }
    }
    const gHealth = catalogue.productPackages.find((item) => item.slug === 'g-health');
    const reports = gHealth?.reportCategories.flatMap((category) => category.reports) ?? [];
    expect(reports.some((report) => (report.genders?.length ?? 0) > 0)).toBe(true);
    for (const report of reports) if (report.genders) expect(report.genders.length, report.id).toBeGreaterThan(0);
    expect(reports.some((report) => report.genders?.length === 1 && report.genders[0] === 'male')).toBe(true);
    expect(reports.some((report) => report.genders?.length === 1 && report.genders[0] === 'female')).toBe(true);
  });

  it('prices every package in VND (whole đồng) and USD (cents), promotional prices below the price', () => {
    for (const item of catalogue.productPackages) {
      expect(Number.isInteger(item.price.VND) && item.price.VND > 0, item.slug).toBe(true);
      expect(Math.round(item.price.USD * 100) / 100, item.slug).toBe(item.price.USD);
      expect(item.price.USD, item.slug).toBeGreaterThan(0);
      if (item.promotionalPrice) {
        expect(item.promotionalPrice.VND, item.slug).toBeLessThan(item.price.VND);
        expect(item.promotionalPrice.USD, item.slug).toBeLessThan(item.price.USD);
        expect(item.promotionalPrice.VND, item.slug).toBeGreaterThan(0);
      }
      expect(item.bestSellingDescriptionList.length, item.slug).toBeGreaterThanOrEqual(3);
      expect(item.bestSellingDescriptionList.length, item.slug).toBeLessThanOrEqual(5);
    }
    for (const slug of ['15', '30', '60', '90', '120']) {
      expect(catalogue.productPackages.find((item) => item.slug === `consultation-session-${slug}-min`)?.durationMinutes).toBe(Number(slug));
    }
  });

  it('runs a home-hero banner now, each banner ending after it starts', () => {
    const now = Date.now();
    for (const position of catalogue.promotionPositions) {
      for (const banner of position.banners) {
        expect(Date.parse(banner.endsAt), banner.id).toBeGreaterThan(Date.parse(banner.startsAt));
        for (const setting of banner.viewportSettings) expect(setting.breakpoint).toBeGreaterThanOrEqual(0);
        expect(banner.objects.length, banner.id).toBeGreaterThan(0);
      }
    }
    const hero = catalogue.promotionPositions.find((position) => position.name === 'home-hero');
    expect(hero?.banners.some((banner) => Date.parse(banner.startsAt) <= now && now < Date.parse(banner.endsAt))).toBe(true);
  });

  it('uses only images of ours that exist under public/, their SVG size as declared', () => {
    const images = imagesIn(catalogue);
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(image.src, image.src).toMatch(/^\/images\/[a-z0-9-]+\/[a-z0-9.-]+\.svg$/);
      const file = new URL(`.${image.src}`, PUBLIC_DIR);
      expect(existsSync(file), image.src).toBe(true);
      const svg = readFileSync(file, 'utf8');
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      expect(/\bwidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1], `${image.src} width`).toBe(String(image.width));
      expect(/\bheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1], `${image.src} height`).toBe(String(image.height));
      for (const language of SEED_LANGUAGES) expect(image.alt[language].trim(), `${image.src} alt ${language}`).not.toBe('');
    }
  });
});

describe('the diet quiz’s plans and the blog', () => {
  it('links every diet plan to a nutrition post the seed holds', () => {
    const posts = new Map(catalogue.blogPosts.map((post) => [post.slug, post]));
    for (const id of dietPlanIds) {
      const post = posts.get(DIET_PLANS[id].blogSlug);
      expect(post, `plan ${id}: ${DIET_PLANS[id].blogSlug}`).toBeDefined();
      expect(post!.categorySlug).toBe('nutrition');
    }
  });
});
