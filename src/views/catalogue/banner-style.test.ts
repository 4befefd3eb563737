import { describe, expect, it } from 'vitest';
import { bannerStyleOf, tierOf } from './banner-style';

/** The home-hero banner's layout as the demo data gives it (server/seed/catalogue). */
const HERO = {
  style: { backgroundColor: '#ccfbf1', color: '#134e4a', display: 'grid', alignItems: 'center', gap: '16px', borderRadius: '16px', overflow: 'hidden' },
  viewportSettings: [
    { breakpoint: 768, style: { gridTemplateColumns: '1fr 1fr', padding: '40px 32px', minHeight: '420px', textAlign: 'left' } },
    { breakpoint: 0, style: { gridTemplateColumns: '1fr', padding: '24px 16px', minHeight: '480px', textAlign: 'center' } },
    { breakpoint: 1200, style: { gridTemplateColumns: '5fr 7fr', padding: '56px 80px', minHeight: '560px', textAlign: 'left' } },
  ],
};

const tier = (properties: Record<string, string>, name: string) => Object.fromEntries(Object.entries(properties).filter(([key]) => key.endsWith(`-${name}`)));

describe('a banner’s style as custom properties per breakpoint tier', () => {
  it('gives each tier the box’s style overridden by its breakpoints, whatever order they come in', () => {
    const properties = bannerStyleOf(HERO);
    expect(tier(properties, 'sm')).toEqual({
      '--banner-background-color-sm': '#ccfbf1',
      '--banner-color-sm': '#134e4a',
      '--banner-display-sm': 'grid',
      '--banner-align-items-sm': 'center',
      '--banner-gap-sm': '16px',
      '--banner-border-radius-sm': '16px',
      '--banner-overflow-sm': 'hidden',
      '--banner-grid-template-columns-sm': '1fr',
      '--banner-padding-sm': '24px 16px',
      '--banner-min-height-sm': '480px',
      '--banner-text-align-sm': 'center',
    });
    expect(tier(properties, 'md')).toMatchObject({ '--banner-background-color-md': '#ccfbf1', '--banner-grid-template-columns-md': '1fr 1fr', '--banner-padding-md': '40px 32px', '--banner-min-height-md': '420px', '--banner-text-align-md': 'left' });
    expect(tier(properties, 'lg')).toMatchObject({ '--banner-background-color-lg': '#ccfbf1', '--banner-grid-template-columns-lg': '5fr 7fr', '--banner-padding-lg': '56px 80px', '--banner-min-height-lg': '560px' });
    // Only custom properties: nothing is set on the element directly.
    expect(Object.keys(properties).every((key) => key.startsWith('--banner-'))).toBe(true);
  });

  it('carries a setting up to the wider tiers until one overrides it, and places an in-between breakpoint in the tier below', () => {
    const properties = bannerStyleOf({ style: {}, viewportSettings: [{ breakpoint: 900, style: { padding: '8px' } }, { breakpoint: 400, style: { color: 'navy' } }] });
    expect(properties).toEqual({
      '--banner-color-sm': 'navy',
      '--banner-color-md': 'navy',
      '--banner-padding-md': '8px',
      '--banner-color-lg': 'navy',
      '--banner-padding-lg': '8px',
    });
    expect([0, 767, 768, 1199, 1200, 5000].map(tierOf)).toEqual(['sm', 'sm', 'md', 'md', 'lg', 'lg']);
    expect(bannerStyleOf({ style: {}, viewportSettings: [] })).toEqual({});
  });

  it('keeps only the properties it knows, with values of their shape: no url(), var(), expressions or declarations smuggled in', () => {
    const hostile = {
      backgroundImage: 'url(https://evil.example/x.png)',
      background: '#fff url(x.png)',
      backgroundColor: 'red; background-image: url(x)',
      color: 'var(--secret)',
      padding: 'expression(alert(1))',
      gap: '1px 2px 3px',
      minHeight: 'calc(100vh + url(x))',
      gridTemplateColumns: 'repeat(2, url(x))',
      display: 'contents',
      textAlign: 'center}',
      position: 'fixed',
      ['__proto__']: 'grid',
      constructor: 'grid',
      borderRadius: `${'1px '.repeat(40)}`,
    };
    expect(bannerStyleOf({ style: hostile, viewportSettings: [{ breakpoint: 0, style: { zIndex: '9999', top: '0' } }] })).toEqual({});
    const fine = bannerStyleOf({
      style: { backgroundColor: 'rgba(12, 110, 79, 0.9)', color: 'hsl(170, 60%, 20%)', gap: '1rem 2rem', padding: '0', minHeight: 'auto', gridTemplateColumns: 'auto 2fr 320px', justifyContent: 'space-between', borderRadius: '  12px   4px ' },
      viewportSettings: [],
    });
    expect(tier(fine, 'sm')).toEqual({
      '--banner-background-color-sm': 'rgba(12, 110, 79, 0.9)',
      '--banner-color-sm': 'hsl(170, 60%, 20%)',
      '--banner-gap-sm': '1rem 2rem',
      '--banner-padding-sm': '0',
      '--banner-min-height-sm': 'auto',
      '--banner-grid-template-columns-sm': 'auto 2fr 320px',
      '--banner-justify-content-sm': 'space-between',
      '--banner-border-radius-sm': '12px 4px',
    });
  });
});
