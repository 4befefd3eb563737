// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { focusPageHeading } from './navigation-effects';
import { MAIN_CONTENT_ID } from './root-layout';

/** After a page change the focus goes to the new page's heading (issue 23 §1), never scrolling. */
describe('focusPageHeading', () => {
  beforeEach(() => {
    document.body.innerHTML = `<main id="${MAIN_CONTENT_ID}" tabindex="-1"></main><button>elsewhere</button>`;
  });
  const main = () => document.getElementById(MAIN_CONTENT_ID) as HTMLElement;

  it('focuses the heading that is there, making it focusable', async () => {
    main().innerHTML = '<h1>Order GW-2026-000001</h1>';
    focusPageHeading(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses <main> while the page is still read, then the heading when it appears', async () => {
    main().innerHTML = '<p role="status">Loading…</p>';
    focusPageHeading(document);
    expect(document.activeElement).toBe(main());
    main().innerHTML = '<article><h1>Order GW-2026-000001</h1></article>';
    await Promise.resolve();
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('moves on to the new page\'s heading when the old page is still drawn at first', async () => {
    main().innerHTML = '<h1>Checkout</h1>';
    focusPageHeading(document);
    main().innerHTML = '<h1>Order</h1>';
    await Promise.resolve();
    expect(document.activeElement?.textContent).toBe('Order');
  });

  it('leaves the focus where the visitor moved it before the heading appeared', async () => {
    focusPageHeading(document);
    (document.querySelector('button') as HTMLElement).focus();
    main().innerHTML = '<h1>Order</h1>';
    await Promise.resolve();
    expect(document.activeElement?.tagName).toBe('BUTTON');
  });
});
