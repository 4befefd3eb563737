/*
 * Draws the demo content's images (news, blog, advisors, partners) as small flat SVGs, from the
 * image list of server/seed/catalogue/data/content.ts: each file gets the width, height and alt
 * text the data declares. Run it after changing the data and commit the SVGs:
 *   npx tsx scripts/gen-content-images.ts
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSeed } from '../server/seed/catalogue/data/content';
import type { SeedImage } from '../server/seed/catalogue/types';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

const TEAL = '#0f766e';
const TEAL_LIGHT = '#14b8a6';
const MINT = '#ccfbf1';
const CREAM = '#fff7ed';
const AMBER = '#f59e0b';
const ORANGE = '#fb923c';
const SAND = '#fde68a';
const CORAL = '#f97316';
const WHITE = '#ffffff';

const BACKGROUNDS = [MINT, CREAM, '#f0fdfa', '#fef3c7', '#e6fffa'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svg(img: SeedImage, body: string): string {
  const { width: w, height: h } = img;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(img.alt.en)}</title>${body}</svg>\n`;
}

// ---- scenes for news and blog (1200 × 630) --------------------------------------------------

type Motif = 'dna' | 'lab' | 'food' | 'event' | 'press' | 'partner' | 'family' | 'fitness' | 'heart' | 'sleep' | 'chart';

const MOTIFS: readonly Motif[] = ['dna', 'lab', 'food', 'event', 'press', 'partner', 'family', 'fitness', 'heart', 'sleep', 'chart'];

/** The scene an image draws: the first word of its name (content.ts names them `<scene>-<topic>`). */
function motifOf(name: string): Motif {
  const first = name.split('-')[0] as Motif;
  if (!MOTIFS.includes(first)) throw new Error(`${name}: an illustration's name starts with its scene (${MOTIFS.join(', ')})`);
  return first;
}

function helix(x: number, y: number, len: number, amp: number, color1: string, color2: string, steps = 12): string {
  let s = '';
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps) * Math.PI * 2;
    const px = Math.round(x + (i / steps) * len);
    const a = Math.round(y + Math.sin(t) * amp);
    const b = Math.round(y - Math.sin(t) * amp);
    s += `<line x1="${px}" y1="${a}" x2="${px}" y2="${b}" stroke="${MINT}" stroke-width="6"/><circle cx="${px}" cy="${a}" r="12" fill="${color1}"/><circle cx="${px}" cy="${b}" r="12" fill="${color2}"/>`;
  }
  return s;
}

function scene(motif: Motif, seed: number): string {
  const c = (n: number) => (seed >> n) & 0xff;
  switch (motif) {
    case 'dna':
      return helix(330, 315, 540, 130, TEAL, AMBER);
    case 'lab':
      return `<rect x="360" y="470" width="480" height="24" rx="12" fill="${TEAL}"/><path d="M540 170h70v120l90 170H450l90-170z" fill="${WHITE}" stroke="${TEAL}" stroke-width="14" stroke-linejoin="round"/><path d="M478 410h194l26 50H452z" fill="${TEAL_LIGHT}"/><rect x="740" y="230" width="36" height="230" rx="18" fill="${WHITE}" stroke="${TEAL}" stroke-width="10"/><rect x="745" y="360" width="26" height="95" rx="13" fill="${AMBER}"/><rect x="800" y="270" width="36" height="190" rx="18" fill="${WHITE}" stroke="${TEAL}" stroke-width="10"/><rect x="805" y="380" width="26" height="75" rx="13" fill="${CORAL}"/><circle cx="${420 + (c(3) % 40)}" cy="250" r="18" fill="${SAND}"/><circle cx="590" cy="130" r="12" fill="${TEAL_LIGHT}"/>`;
    case 'food':
      return `<ellipse cx="600" cy="380" rx="260" ry="40" fill="${TEAL}"/><path d="M340 380a260 190 0 0 0 520 0z" fill="${TEAL_LIGHT}"/><circle cx="520" cy="330" r="60" fill="${CORAL}"/><circle cx="640" cy="310" r="70" fill="${AMBER}"/><path d="M700 330c40-110 140-120 170-100-30 10-90 60-120 120z" fill="${TEAL}"/><path d="M430 340c-20-80 20-140 60-150-10 40-10 100 0 150z" fill="#65a30d"/><circle cx="600" cy="250" r="26" fill="${SAND}"/>`;
    case 'event':
      return `<rect x="250" y="140" width="700" height="260" rx="24" fill="${TEAL}"/><rect x="290" y="180" width="620" height="180" rx="12" fill="${TEAL_LIGHT}"/>${helix(370, 270, 460, 50, WHITE, SAND, 8)}${Array.from({ length: 9 }, (_, i) => `<circle cx="${290 + i * 78}" cy="${480 + ((i + c(2)) % 2) * 20}" r="30" fill="${i % 3 === 0 ? AMBER : i % 3 === 1 ? ORANGE : TEAL}"/>`).join('')}`;
    case 'press':
      return `<rect x="330" y="130" width="540" height="380" rx="20" fill="${WHITE}" stroke="${TEAL}" stroke-width="12"/><rect x="380" y="180" width="440" height="46" rx="8" fill="${TEAL}"/><rect x="380" y="260" width="200" height="190" rx="10" fill="${TEAL_LIGHT}"/>${[270, 310, 350, 390, 430].map((y) => `<rect x="610" y="${y}" width="210" height="16" rx="8" fill="${y % 80 === 30 ? AMBER : MINT}"/>`).join('')}<circle cx="480" cy="340" r="40" fill="${SAND}"/>`;
    case 'partner':
      return `<circle cx="510" cy="315" r="170" fill="${TEAL}" opacity="0.9"/><circle cx="690" cy="315" r="170" fill="${AMBER}" opacity="0.85"/><path d="M600 175a170 170 0 0 1 0 280a170 170 0 0 1 0-280z" fill="${TEAL_LIGHT}"/><circle cx="600" cy="315" r="36" fill="${WHITE}"/>`;
    case 'family':
      return `<circle cx="470" cy="220" r="70" fill="${TEAL}"/><path d="M360 520c0-140 50-210 110-210s110 70 110 210z" fill="${TEAL}"/><circle cx="730" cy="220" r="70" fill="${AMBER}"/><path d="M620 520c0-140 50-210 110-210s110 70 110 210z" fill="${AMBER}"/><circle cx="600" cy="320" r="48" fill="${CORAL}"/><path d="M530 520c0-100 30-150 70-150s70 50 70 150z" fill="${CORAL}"/><path d="M600 120c-20-30-70-10-40 30l40 30 40-30c30-40-20-60-40-30z" fill="${TEAL_LIGHT}"/>`;
    case 'fitness':
      return `<path d="M200 520c200-260 600-260 800 0" fill="none" stroke="${TEAL_LIGHT}" stroke-width="40"/><path d="M260 520c180-200 500-200 680 0" fill="none" stroke="${TEAL}" stroke-width="16" stroke-dasharray="40 24"/><circle cx="640" cy="170" r="44" fill="${AMBER}"/><path d="M630 222L590 340M590 340L520 400L470 385M590 340L660 400L640 480M620 250L680 300L730 270M620 250L560 285L520 255" fill="none" stroke="${TEAL}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'heart':
      return `<path d="M600 520c-200-130-290-230-290-330 0-80 60-130 130-130 70 0 120 40 160 100 40-60 90-100 160-100 70 0 130 50 130 130 0 100-90 200-290 330z" fill="${CORAL}"/><path d="M260 320h200l40-80 60 170 50-120 30 30h300" fill="none" stroke="${TEAL}" stroke-width="20" stroke-linejoin="round" stroke-linecap="round"/>`;
    case 'sleep':
      return `<circle cx="600" cy="300" r="170" fill="${SAND}"/><circle cx="680" cy="250" r="160" fill="${BACKGROUNDS[seed % BACKGROUNDS.length]}"/>${[[330, 170], [850, 210], [900, 420], [360, 440], [780, 120]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${10 + ((x + seed) % 12)}" fill="${TEAL_LIGHT}"/>`).join('')}<rect x="330" y="500" width="540" height="30" rx="15" fill="${TEAL}"/>`;
    case 'chart':
      return `<rect x="300" y="120" width="600" height="400" rx="24" fill="${WHITE}" stroke="${TEAL}" stroke-width="12"/>${[0, 1, 2, 3, 4].map((i) => { const h = 80 + ((c(i * 3) + i * 37) % 200); return `<rect x="${370 + i * 100}" y="${460 - h}" width="60" height="${h}" rx="10" fill="${i % 2 ? AMBER : TEAL_LIGHT}"/>`; }).join('')}<path d="M360 300l120-60 100 40 120-90 120 30" fill="none" stroke="${CORAL}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
}

function banner(img: SeedImage, name: string): string {
  const seed = hash(name);
  const bg = BACKGROUNDS[seed % BACKGROUNDS.length];
  const deco = `<circle cx="${80 + (seed % 120)}" cy="${90 + ((seed >>> 4) % 80)}" r="${60 + (seed % 50)}" fill="${TEAL_LIGHT}" opacity="0.25"/><circle cx="${1080 - ((seed >>> 8) % 100)}" cy="${520 - ((seed >>> 12) % 80)}" r="${80 + ((seed >>> 6) % 60)}" fill="${AMBER}" opacity="0.25"/>`;
  return svg(img, `<rect width="1200" height="630" fill="${bg}"/>${deco}${scene(motifOf(name), seed)}`);
}

// ---- advisors' portraits (400 × 400) --------------------------------------------------------

const WOMEN = new Set(['nguyen-thi-mai', 'le-thu-ha', 'do-thi-lan-anh', 'bui-ngoc-tram', 'ngo-phuong-linh', 'trinh-thu-thao']);
const SKIN = ['#f3d2b3', '#e8bf9a', '#f5dcc4', '#deb08a'];
const HAIR = ['#1f2937', '#2d1f1a', '#3b2a20'];

function portrait(img: SeedImage, slug: string, role: string): string {
  const seed = hash(slug);
  const skin = SKIN[seed % SKIN.length];
  const hair = HAIR[(seed >>> 3) % HAIR.length];
  const woman = WOMEN.has(slug);
  const bg = [MINT, '#fef3c7', '#e0f2f1', CREAM][(seed >>> 5) % 4];
  const coat = role === 'doctor' ? WHITE : [TEAL, TEAL_LIGHT, ORANGE, '#0e7490'][(seed >>> 7) % 4];
  const collar = role === 'doctor' ? `<path d="M170 300l30 50 30-50" fill="${TEAL}"/><rect x="245" y="330" width="40" height="8" rx="4" fill="${TEAL_LIGHT}"/>` : '';
  const longHair = woman ? `<path d="M120 190c0-90 50-130 80-130s80 40 80 130v110H120z" fill="${hair}"/>` : '';
  const fringe = woman
    ? `<path d="M138 170c0-60 30-90 62-90s62 30 62 90c-30-30-70-40-124 0z" fill="${hair}"/>`
    : `<path d="M136 165c0-55 28-85 64-85s64 30 64 85c-10-25-40-35-64-35s-54 10-64 35z" fill="${hair}"/>`;
  const glasses = (seed >>> 9) % 3 === 0 ? `<g fill="none" stroke="${TEAL}" stroke-width="5"><circle cx="178" cy="180" r="17"/><circle cx="222" cy="180" r="17"/><path d="M195 180h10"/></g>` : '';
  return svg(
    img,
    `<rect width="400" height="400" fill="${bg}"/><circle cx="330" cy="70" r="40" fill="${AMBER}" opacity="0.35"/>${longHair}<path d="M70 400c0-90 50-130 130-130s130 40 130 130z" fill="${coat}" stroke="${TEAL}" stroke-width="4"/><rect x="180" y="230" width="40" height="50" fill="${skin}"/><path d="M170 280l30 35 30-35z" fill="${skin}"/>${collar}<ellipse cx="200" cy="180" rx="62" ry="74" fill="${skin}"/>${fringe}${glasses}<path d="M185 220q15 12 30 0" fill="none" stroke="#9a3412" stroke-width="4" stroke-linecap="round"/>`,
  );
}

// ---- partners' logos (320 × 120) -------------------------------------------------------------

/** The short logotype a partner's logo shows (its mark is ours). */
const LOGOTYPES: Record<string, string> = {
  'helixbridge-genomics': 'HelixBridge',
  'northfield-public-health': 'Northfield',
  'an-khang-clinic': 'An Khang',
  'song-hong-biomedical-institute': 'Sông Hồng',
  'meridian-precision-health': 'Meridian',
  'kotobuki-nutrigenomics': 'Kotobuki',
  'seorin-biolab': 'Seorin Bio',
  'rheinfeld-diagnostik': 'Rheinfeld',
  'siriwat-wellness-hospital': 'Siriwat',
};

function logotypeOf(slug: string, name: string): string {
  return LOGOTYPES[slug] ?? name.split(/\s+/)[0];
}

function logo(img: SeedImage, slug: string, name: string): string {
  const seed = hash(slug);
  const marks = [
    `<circle cx="60" cy="60" r="38" fill="${TEAL}"/><path d="M42 40c30 10 6 30 36 40M78 40c-30 10-6 30-36 40" stroke="${WHITE}" stroke-width="6" fill="none"/>`,
    `<path d="M60 20l35 20v40l-35 20-35-20V40z" fill="${TEAL_LIGHT}"/><circle cx="60" cy="60" r="14" fill="${AMBER}"/>`,
    `<rect x="24" y="24" width="72" height="72" rx="18" fill="${TEAL}"/><path d="M60 38v44M38 60h44" stroke="${WHITE}" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M60 98C20 70 24 30 60 22c36 8 40 48 0 76z" fill="${TEAL_LIGHT}"/><path d="M60 34v56" stroke="${TEAL}" stroke-width="5"/><circle cx="84" cy="30" r="10" fill="${ORANGE}"/>`,
    `<circle cx="48" cy="60" r="30" fill="${TEAL}"/><circle cx="74" cy="60" r="30" fill="${AMBER}" opacity="0.85"/>`,
  ];
  const text = logotypeOf(slug, name);
  const size = text.length > 11 ? 22 : 28;
  return svg(
    img,
    `<rect width="320" height="120" rx="12" fill="${WHITE}"/>${marks[seed % marks.length]}<text x="112" y="${60 + size / 3}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${TEAL}">${esc(text)}</text>`,
  );
}

// ---- write ----------------------------------------------------------------------------------

function write(img: SeedImage, content: string): void {
  const file = join(PUBLIC, img.src);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Start from empty folders so that an image the data no longer names does not linger.
for (const folder of ['news', 'blog', 'advisors', 'partners']) {
  const dir = join(PUBLIC, 'images', folder);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith('.svg')) unlinkSync(join(dir, file));
}

const nameOf = (img: SeedImage) => img.src.split('/').pop()!.replace(/\.svg$/, '');

for (const item of [...contentSeed.newsArticles, ...contentSeed.blogPosts]) write(item.image, banner(item.image, nameOf(item.image)));
for (const a of contentSeed.advisors) write(a.image, portrait(a.image, a.slug, a.roleSlug));
for (const p of contentSeed.partners) write(p.logo, logo(p.logo, p.slug, p.name));
console.log('content images written');
