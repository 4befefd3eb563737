// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { activateDeferredStylesheets } from './stylesheets';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function link(id: string): HTMLLinkElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLLinkElement)) throw new Error(`no link #${id}`);
  return element;
}

describe('activateDeferredStylesheets', () => {
  /** One deferred link in the head: it is switched, to this media. */
  const switchesTo = (_name: string, html: string, id: string, media: string) => {
    document.head.innerHTML = html;
    expect(activateDeferredStylesheets()).toBe(1);
    expect(link(id).media).toBe(media);
  };

  it.each([
    ['sets a deferred stylesheet media to all', '<link id="fonts" rel="stylesheet" href="/fonts.css" media="print" data-deferred>', 'fonts', 'all'],
    ['uses the intended media from data-media', '<link id="wide" rel="stylesheet" href="/wide.css" media="print" data-deferred data-media="(min-width: 768px)">', 'wide', '(min-width: 768px)'],
    ['uses all when data-media is empty', '<link id="x" rel="stylesheet" href="/x.css" media="print" data-deferred data-media=" ">', 'x', 'all'],
    ['matches rel case-insensitively and among several tokens', '<link id="alt" rel="Alternate StyleSheet" href="/alt.css" media="print" data-deferred>', 'alt', 'all'],
  ])('%s', switchesTo);

  it('leaves real print stylesheets and non-deferred links alone', () => {
    document.head.innerHTML = [
      '<link id="print" rel="stylesheet" href="/print.css" media="print">',
      '<link id="screen" rel="stylesheet" href="/screen.css" media="screen" data-deferred>',
      '<link id="preload" rel="preload" as="style" href="/p.css" media="print" data-deferred>',
    ].join('');
    expect(activateDeferredStylesheets()).toBe(0);
    expect(link('print').media).toBe('print');
    expect(link('screen').media).toBe('screen');
    expect(link('preload').media).toBe('print');
  });

  it('activates every deferred stylesheet, including ones a route added to the body', () => {
    document.head.innerHTML = '<link id="a" rel="stylesheet" href="/a.css" media="print" data-deferred>';
    document.body.innerHTML = '<link id="b" rel="stylesheet" href="/b.css" media="print" data-deferred>';
    expect(activateDeferredStylesheets()).toBe(2);
    expect(link('a').media).toBe('all');
    expect(link('b').media).toBe('all');
  });

  it('is idempotent: a second call after a route change switches nothing again', () => {
    document.head.innerHTML = '<link id="p" rel="stylesheet" href="/p.css" media="print" data-deferred data-media="print">';
    expect(activateDeferredStylesheets()).toBe(1);
    expect(activateDeferredStylesheets()).toBe(0);
    expect(link('p').media).toBe('print');
    expect(link('p').hasAttribute('data-deferred')).toBe(false);
  });

  it('picks up stylesheets added since the last call', () => {
    document.head.innerHTML = '<link id="first" rel="stylesheet" href="/1.css" media="print" data-deferred>';
    activateDeferredStylesheets();
    document.head.insertAdjacentHTML('beforeend', '<link id="second" rel="stylesheet" href="/2.css" media="print" data-deferred>');
    expect(activateDeferredStylesheets()).toBe(1);
    expect(link('second').media).toBe('all');
  });

  it('works on the document it is given', () => {
    const other = document.implementation.createHTMLDocument('other');
    other.head.innerHTML = '<link id="o" rel="stylesheet" href="/o.css" media="print" data-deferred>';
    document.head.innerHTML = '<link id="mine" rel="stylesheet" href="/m.css" media="print" data-deferred>';
    expect(activateDeferredStylesheets(other)).toBe(1);
    expect(other.getElementById('o')?.getAttribute('media')).toBe('all');
    expect(link('mine').media).toBe('print');
  });
});
