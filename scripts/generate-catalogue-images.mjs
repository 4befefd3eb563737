// Writes the catalogue's own SVG illustrations (packages, categories, banners, testimonial avatars)
// under public/images/. Flat shapes in the brand colours, no text to translate, no external
// references. The sizes here are the sizes declared in server/seed/catalogue/data/products.ts.
// Run: node scripts/generate-catalogue-images.mjs (the SVG files are committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEAL = '#0f766e';
const TEAL_LIGHT = '#14b8a6';
const MINT = '#ccfbf1';
const CREAM = '#fff7ed';
const AMBER = '#f59e0b';
const CORAL = '#fb7185';
const PEACH = '#fdba74';
const SKY = '#bae6fd';
const ROOT = 'public/images';

const r = (n) => Math.round(n * 10) / 10;

function svg(width, height, title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title>${body}</svg>\n`;
}

/** A double helix from (x, y) over `length` px, `turns` half-waves, amplitude `amp`. */
function helix(x, y, length, amp, turns, colorA, colorB, width = 6) {
  const step = length / turns;
  const strand = (sign) => {
    let d = `M${r(x)} ${r(y)}`;
    d += ` Q${r(x + step / 2)} ${r(y + sign * amp * 2)} ${r(x + step)} ${r(y)}`;
    for (let i = 2; i <= turns; i += 1) d += ` T${r(x + step * i)} ${r(y)}`;
    return d;
  };
  let rungs = '';
  for (let i = 0; i < turns; i += 1) {
    const cx = x + step * i + step / 2;
    rungs += `M${r(cx)} ${r(y - amp * 0.85)}V${r(y + amp * 0.85)}`;
  }
  return (
    `<path d="${rungs}" stroke="${colorB}" stroke-width="${width / 2}" stroke-linecap="round" opacity=".6"/>` +
    `<path d="${strand(1)}" fill="none" stroke="${colorA}" stroke-width="${width}" stroke-linecap="round"/>` +
    `<path d="${strand(-1)}" fill="none" stroke="${colorB}" stroke-width="${width}" stroke-linecap="round"/>`
  );
}

/** A person: head and shoulders, at (cx, top) with head radius `hr`. */
function person(cx, top, hr, color) {
  const body = `M${r(cx - hr * 1.9)} ${r(top + hr * 5)}C${r(cx - hr * 1.9)} ${r(top + hr * 2.6)} ${r(cx + hr * 1.9)} ${r(top + hr * 2.6)} ${r(cx + hr * 1.9)} ${r(top + hr * 5)}Z`;
  return `<circle cx="${r(cx)}" cy="${r(top + hr)}" r="${r(hr)}" fill="${color}"/><path d="${body}" fill="${color}"/>`;
}

function star(cx, cy, size, color) {
  const pts = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? size : size * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${r(cx + radius * Math.cos(angle))},${r(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${color}"/>`;
}

function shield(cx, cy, size, color) {
  const s = size;
  return (
    `<path d="M${cx} ${cy - s}L${r(cx + s * 0.85)} ${r(cy - s * 0.6)}V${r(cy + s * 0.1)}C${r(cx + s * 0.85)} ${r(cy + s * 0.7)} ${cx} ${r(cy + s)} ${cx} ${r(cy + s)}C${cx} ${r(cy + s)} ${r(cx - s * 0.85)} ${r(cy + s * 0.7)} ${r(cx - s * 0.85)} ${r(cy + s * 0.1)}V${r(cy - s * 0.6)}Z" fill="${color}"/>` +
    `<path d="M${cx} ${r(cy - s * 0.45)}V${r(cy + s * 0.45)}M${r(cx - s * 0.45)} ${cy}H${r(cx + s * 0.45)}" stroke="#fff" stroke-width="${r(s * 0.2)}" stroke-linecap="round"/>`
  );
}

/** A clock face with the first `minutes` of the hour filled (a full face beyond 60). */
function clock(cx, cy, radius, minutes, color) {
  const fill = Math.min(minutes, 60);
  let sector;
  if (fill >= 60) sector = `<circle cx="${cx}" cy="${cy}" r="${radius - 10}" fill="${color}"/>`;
  else {
    const angle = (fill / 60) * 2 * Math.PI - Math.PI / 2;
    const ex = cx + (radius - 10) * Math.cos(angle);
    const ey = cy + (radius - 10) * Math.sin(angle);
    sector = `<path d="M${cx} ${cy}V${cy - radius + 10}A${radius - 10} ${radius - 10} 0 ${fill > 30 ? 1 : 0} 1 ${r(ex)} ${r(ey)}Z" fill="${color}"/>`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#fff" stroke="${TEAL}" stroke-width="8"/>${sector}<circle cx="${cx}" cy="${cy}" r="8" fill="${TEAL}"/>`;
}

function bubble(x, y, w, h, color) {
  return `<path d="M${x + 20} ${y}H${x + w - 20}Q${x + w} ${y} ${x + w} ${y + 20}V${y + h - 20}Q${x + w} ${y + h} ${x + w - 20} ${y + h}H${x + 50}L${x + 18} ${y + h + 30}L${x + 26} ${y + h}H${x + 20}Q${x} ${y + h} ${x} ${y + h - 20}V${y + 20}Q${x} ${y} ${x + 20} ${y}Z" fill="${color}"/>`;
}

function tierDots(x, y, tier, color) {
  let out = '';
  for (let i = 0; i < 3; i += 1) out += `<circle cx="${x + i * 34}" cy="${y}" r="11" fill="${i < tier ? color : '#fff'}" stroke="${color}" stroke-width="4"/>`;
  return out;
}

const files = [];
const add = (folder, name, content) => files.push([join(ROOT, folder, name), content]);

// ---- packages: 800 × 600 -------------------------------------------------------------------
const PW = 800;
const PH = 600;
const adultTiers = [
  ['g-intel', 'G-Intel: a DNA helix and an adult', 1, MINT],
  ['g-care', 'G-Care: a DNA helix and an adult', 2, '#d1fae5'],
  ['g-pro', 'G-Pro: a DNA helix and an adult', 3, '#99f6e4'],
];
for (const [slug, title, tier, bg] of adultTiers) {
  add('packages', `${slug}.svg`, svg(PW, PH, title,
    `<rect width="${PW}" height="${PH}" rx="32" fill="${bg}"/><circle cx="600" cy="250" r="150" fill="#fff" opacity=".7"/>` +
    helix(80, 300, 380, 70, 5, TEAL, TEAL_LIGHT, 14) + person(600, 150, 55, TEAL) + tierDots(566, 500, tier, AMBER)));
}
const kidTiers = [
  ['g-intel-kid', 'G-Intel Kid: a DNA helix, a child and a star', 1, CREAM],
  ['g-kid-care', 'G-Kid Care: a DNA helix, a child and a star', 2, '#ffedd5'],
  ['g-kid-pro', 'G-Kid Pro: a DNA helix, a child and a star', 3, '#fed7aa'],
];
for (const [slug, title, tier, bg] of kidTiers) {
  add('packages', `${slug}.svg`, svg(PW, PH, title,
    `<rect width="${PW}" height="${PH}" rx="32" fill="${bg}"/><circle cx="600" cy="270" r="140" fill="#fff" opacity=".8"/>` +
    helix(80, 300, 380, 70, 5, TEAL_LIGHT, AMBER, 14) + person(600, 200, 42, TEAL) + star(700, 140, 40, AMBER) +
    tierDots(566, 500, tier, CORAL)));
}
add('packages', 'g-health.svg', svg(PW, PH, 'G-Health: a DNA helix and a shield with a cross',
  `<rect width="${PW}" height="${PH}" rx="32" fill="#e0f2fe"/><circle cx="600" cy="300" r="160" fill="#fff" opacity=".8"/>` +
  helix(80, 300, 380, 70, 5, TEAL, SKY, 14) + shield(600, 300, 120, TEAL) + `<circle cx="720" cy="150" r="26" fill="${CORAL}"/>`));
for (const minutes of [15, 30, 60, 90, 120]) {
  const clocks = minutes > 60 ? 2 : 1;
  let faces = clock(clocks === 2 ? 520 : 580, 330, 100, Math.min(minutes, 60), TEAL_LIGHT);
  if (clocks === 2) faces += clock(690, 330, 70, minutes - 60, AMBER);
  add('packages', `consultation-session-${minutes}-min.svg`, svg(PW, PH, `A consultation of ${minutes} minutes: a speech bubble and a clock`,
    `<rect width="${PW}" height="${PH}" rx="32" fill="${CREAM}"/>` + bubble(70, 110, 280, 170, TEAL) +
    `<path d="M120 170H300M120 220H250" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` + person(200, 340, 40, TEAL_LIGHT) + faces));
}
add('packages', 'saliva-kit.svg', svg(PW, PH, 'The saliva collection kit: a box, a tube and a return envelope',
  `<rect width="${PW}" height="${PH}" rx="32" fill="${MINT}"/><rect x="110" y="190" width="330" height="260" rx="18" fill="${TEAL}"/><path d="M110 250H440" stroke="${TEAL_LIGHT}" stroke-width="14"/>` +
  helix(170, 350, 210, 30, 4, '#fff', MINT, 8) +
  `<rect x="500" y="130" width="60" height="300" rx="24" fill="#fff" stroke="${TEAL}" stroke-width="8"/><rect x="490" y="110" width="80" height="50" rx="12" fill="${AMBER}"/><rect x="508" y="330" width="44" height="92" rx="16" fill="${SKY}"/>` +
  `<rect x="610" y="300" width="130" height="150" rx="14" fill="${CREAM}" stroke="${PEACH}" stroke-width="6"/><path d="M610 306L675 370L740 306" fill="none" stroke="${PEACH}" stroke-width="6"/>`));
add('packages', 'report-app.svg', svg(PW, PH, 'A gene report on a phone: charts and levels',
  `<rect width="${PW}" height="${PH}" rx="32" fill="#ecfeff"/><rect x="290" y="60" width="220" height="480" rx="34" fill="${TEAL}"/><rect x="306" y="100" width="188" height="400" rx="14" fill="#fff"/>` +
  `<circle cx="400" cy="190" r="60" fill="none" stroke="${MINT}" stroke-width="22"/><path d="M400 130A60 60 0 1 1 343 209" fill="none" stroke="${TEAL_LIGHT}" stroke-width="22"/>` +
  `<rect x="330" y="290" width="140" height="18" rx="9" fill="${MINT}"/><rect x="330" y="290" width="50" height="18" rx="9" fill="${TEAL_LIGHT}"/>` +
  `<rect x="330" y="340" width="140" height="18" rx="9" fill="${MINT}"/><rect x="330" y="340" width="95" height="18" rx="9" fill="${AMBER}"/>` +
  `<rect x="330" y="390" width="140" height="18" rx="9" fill="${MINT}"/><rect x="330" y="390" width="130" height="18" rx="9" fill="${CORAL}"/>` +
  helix(560, 300, 180, 40, 3, TEAL, TEAL_LIGHT, 10) + helix(60, 300, 180, 40, 3, TEAL_LIGHT, TEAL, 10)));
add('packages', 'doctor-video-call.svg', svg(PW, PH, 'A doctor on a video call reviewing a gene report',
  `<rect width="${PW}" height="${PH}" rx="32" fill="${MINT}"/><rect x="100" y="80" width="600" height="380" rx="24" fill="${TEAL}"/><rect x="124" y="104" width="552" height="332" rx="12" fill="#fff"/>` +
  person(330, 160, 50, TEAL_LIGHT) + `<path d="M318 300L330 330L342 300" fill="none" stroke="#fff" stroke-width="8"/>` +
  `<rect x="470" y="170" width="160" height="200" rx="10" fill="${CREAM}"/><path d="M495 215H605M495 255H590M495 295H605M495 335H560" stroke="${PEACH}" stroke-width="12" stroke-linecap="round"/>` +
  `<rect x="330" y="460" width="140" height="30" fill="${TEAL}"/><rect x="260" y="490" width="280" height="24" rx="12" fill="${TEAL}"/>`));

// ---- categories: 640 × 400 -----------------------------------------------------------------
const CW = 640;
const CH = 400;
add('categories', 'genetic-tests-adults.svg', svg(CW, CH, 'Genetic tests for adults: two adults beside a DNA helix',
  `<rect width="${CW}" height="${CH}" rx="24" fill="${MINT}"/>` + helix(50, 200, 260, 55, 4, TEAL, TEAL_LIGHT, 12) + person(420, 110, 40, TEAL) + person(530, 130, 36, TEAL_LIGHT)));
add('categories', 'genetic-tests-kids.svg', svg(CW, CH, 'Genetic tests for children: a child, a star and a DNA helix',
  `<rect width="${CW}" height="${CH}" rx="24" fill="${CREAM}"/>` + helix(50, 200, 260, 55, 4, TEAL_LIGHT, AMBER, 12) + person(470, 160, 34, TEAL) + star(560, 100, 34, AMBER) + star(380, 110, 20, CORAL)));
add('categories', 'health-screening.svg', svg(CW, CH, 'Health screening: a shield with a cross and a DNA helix',
  `<rect width="${CW}" height="${CH}" rx="24" fill="#e0f2fe"/>` + helix(50, 200, 260, 55, 4, TEAL, SKY, 12) + shield(470, 200, 100, TEAL)));
add('categories', 'consultations.svg', svg(CW, CH, 'Consultations: a speech bubble and a clock',
  `<rect width="${CW}" height="${CH}" rx="24" fill="${CREAM}"/>` + bubble(60, 90, 240, 140, TEAL) +
  `<path d="M105 140H255M105 185H210" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` + clock(460, 200, 110, 30, TEAL_LIGHT)));

// ---- banners -------------------------------------------------------------------------------
add('banners', 'home-hero-family.svg', svg(1440, 560, 'A family of three beside a large DNA helix',
  `<rect width="1440" height="560" fill="${MINT}"/><circle cx="1200" cy="300" r="230" fill="#fff" opacity=".6"/><circle cx="1380" cy="80" r="90" fill="${PEACH}" opacity=".5"/>` +
  helix(620, 280, 400, 90, 4, TEAL_LIGHT, '#fff', 18) + person(1120, 130, 56, TEAL) + person(1290, 150, 52, TEAL_LIGHT) + person(1205, 270, 34, AMBER)));
add('banners', 'home-hero-launch-2025.svg', svg(1440, 560, 'Confetti around a DNA helix and a gift box',
  `<rect width="1440" height="560" fill="${CREAM}"/>` + helix(760, 300, 560, 110, 5, AMBER, CORAL, 18) +
  `<rect x="1020" y="250" width="200" height="170" rx="12" fill="${TEAL}"/><rect x="1000" y="210" width="240" height="60" rx="10" fill="${TEAL_LIGHT}"/><path d="M1120 210V420" stroke="${AMBER}" stroke-width="22"/>` +
  star(900, 110, 30, AMBER) + star(1330, 150, 24, CORAL) + star(1280, 460, 20, TEAL_LIGHT) + `<circle cx="840" cy="470" r="14" fill="${CORAL}"/><circle cx="1380" cy="330" r="12" fill="${AMBER}"/>`));
add('banners', 'home-middle-kids.svg', svg(1200, 400, 'A child reaching for stars beside a DNA helix',
  `<rect width="1200" height="400" rx="24" fill="${CREAM}"/><circle cx="1010" cy="220" r="150" fill="#fff" opacity=".8"/>` +
  helix(560, 200, 320, 70, 4, TEAL_LIGHT, AMBER, 14) + person(1010, 130, 46, TEAL) + star(920, 90, 30, AMBER) + star(1110, 70, 24, CORAL) + star(1140, 180, 16, AMBER)));
add('banners', 'catalogue-top-health.svg', svg(1200, 320, 'A shield with a cross, a heart and a DNA helix',
  `<rect width="1200" height="320" rx="24" fill="#e0f2fe"/>` + helix(680, 160, 320, 60, 4, TEAL, SKY, 12) + shield(1100, 160, 90, TEAL) +
  `<path d="M560 130C560 100 600 95 610 120C620 95 660 100 660 130C660 160 610 190 610 190C610 190 560 160 560 130Z" fill="${CORAL}"/>`));

// ---- testimonial avatars: 160 × 160 --------------------------------------------------------
const avatarColors = [
  [MINT, TEAL], [CREAM, AMBER], ['#e0f2fe', TEAL], ['#ffe4e6', CORAL], [MINT, TEAL_LIGHT],
  ['#ffedd5', '#ea580c'], ['#ecfeff', '#0e7490'], ['#fef3c7', '#b45309'], ['#f0fdf4', '#15803d'], ['#fce7f3', '#be185d'],
  ['#fee2e2', '#b91c1c'], ['#ccfbf1', '#115e59'],
];
avatarColors.forEach(([bg, fg], i) => {
  const n = String(i + 1).padStart(2, '0');
  add('testimonials', `avatar-${n}.svg`, svg(160, 160, `Customer portrait ${n}: an abstract head and shoulders`,
    `<circle cx="80" cy="80" r="80" fill="${bg}"/><circle cx="80" cy="62" r="28" fill="${fg}"/><path d="M28 140C28 100 132 100 132 140A80 80 0 0 1 28 140Z" fill="${fg}"/>`));
});

for (const [path, content] of files) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}
console.log(`${files.length} images written`);
