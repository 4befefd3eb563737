import type { Banner } from '../../api/contract/catalogue';

/*
 * A promotion banner's style (its box's CSS properties, then overrides "from a viewport width
 * up") as CSS custom properties on the banner element: `--banner-<property>-<tier>`, one value
 * per tier, which the static stylesheet (catalogue.css, `.promo-banner`) picks with its media
 * queries. Custom properties are set through the CSSOM (React's style property), which the
 * Content-Security-Policy allows, unlike a <style> element or a style attribute in the HTML, so
 * the policy stays as strict as it is. Only the properties below are kept, each with a value of
 * the shape it allows: no url(), no var(), no expressions, nothing that could load or inject.
 */

/** The stylesheet's tiers and the viewport width each starts at (px; 48rem and 75rem). */
export const BANNER_TIERS = [
  { tier: 'sm', from: 0 },
  { tier: 'md', from: 768 },
  { tier: 'lg', from: 1200 },
] as const;
export type BannerTier = (typeof BANNER_TIERS)[number]['tier'];

const NUMBER = String.raw`\d{1,4}(?:\.\d{1,3})?`;
const LENGTH = String.raw`(?:0|${NUMBER}(?:px|rem|em|%|vh|vw))`;
const lengths = (most: number) => new RegExp(String.raw`^${LENGTH}(?: ${LENGTH}){0,${most - 1}}$`);
const TRACK = String.raw`(?:${NUMBER}fr|${LENGTH}|auto|min-content|max-content)`;
const TRACKS = new RegExp(String.raw`^${TRACK}(?: ${TRACK}){0,5}$`);
const BYTE = String.raw`\d{1,3}`;
const ALPHA = String.raw`(?:0|1|0?\.\d{1,3}|\d{1,3}%)`;
const COLOR = new RegExp(
  String.raw`^(?:#[0-9a-fA-F]{3,4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|[a-zA-Z]{3,20}|rgba?\(${BYTE}, ?${BYTE}, ?${BYTE}(?:, ?${ALPHA})?\)|hsla?\(\d{1,3}, ?\d{1,3}%, ?\d{1,3}%(?:, ?${ALPHA})?\))$`,
);
const oneOf = (...values: string[]) => new RegExp(`^(?:${values.join('|')})$`);
const ALIGN = oneOf('normal', 'stretch', 'start', 'end', 'center', 'flex-start', 'flex-end', 'baseline');

/** The properties a banner may set (camelCase, as the API names them), each with its custom property and the values it takes. */
export const BANNER_PROPERTIES: Readonly<Record<string, { name: string; value: RegExp }>> = {
  backgroundColor: { name: 'background-color', value: COLOR },
  color: { name: 'color', value: COLOR },
  display: { name: 'display', value: oneOf('grid', 'flex', 'block') },
  alignItems: { name: 'align-items', value: ALIGN },
  justifyContent: { name: 'justify-content', value: oneOf('normal', 'start', 'end', 'center', 'space-between', 'space-around', 'space-evenly', 'flex-start', 'flex-end') },
  textAlign: { name: 'text-align', value: oneOf('start', 'end', 'left', 'right', 'center') },
  gap: { name: 'gap', value: lengths(2) },
  padding: { name: 'padding', value: lengths(4) },
  borderRadius: { name: 'border-radius', value: lengths(4) },
  minHeight: { name: 'min-height', value: oneOf('auto', LENGTH) },
  gridTemplateColumns: { name: 'grid-template-columns', value: TRACKS },
  overflow: { name: 'overflow', value: oneOf('hidden', 'visible', 'clip') },
};

/** The tier a setting "from `breakpoint` px up" belongs to: the widest tier starting at or below it. */
export function tierOf(breakpoint: number): BannerTier {
  return BANNER_TIERS.filter(({ from }) => from <= breakpoint).at(-1)?.tier ?? 'sm';
}

/** The properties of `style` we keep, as [custom-property suffix, value]. */
function kept(style: Record<string, string>): Array<[string, string]> {
  return Object.entries(style).flatMap(([property, raw]) => {
    const rule = Object.hasOwn(BANNER_PROPERTIES, property) ? BANNER_PROPERTIES[property] : undefined;
    const value = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
    return rule && value.length <= 120 && rule.value.test(value) ? [[rule.name, value] as [string, string]] : [];
  });
}

/**
 * The banner's custom properties: for each tier, the box's style overridden by every viewport
 * setting of that tier or a narrower one, in breakpoint order (a setting "from 768 px up" holds at
 * 1200 px unless one from 1200 px up says otherwise).
 */
export function bannerStyleOf(banner: Pick<Banner, 'style' | 'viewportSettings'>): Record<string, string> {
  const settings = [...banner.viewportSettings].sort((a, b) => a.breakpoint - b.breakpoint);
  const properties: Record<string, string> = {};
  let current = new Map(kept(banner.style));
  for (const { tier } of BANNER_TIERS) {
    for (const setting of settings.filter(({ breakpoint }) => tierOf(breakpoint) === tier)) current = new Map([...current, ...kept(setting.style)]);
    for (const [name, value] of current) properties[`--banner-${name}-${tier}`] = value;
  }
  return properties;
}
