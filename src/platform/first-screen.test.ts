// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { drawnCartOf, firstScreenData, firstScreenNamespaces } from './first-screen';

describe('the namespaces of the server’s first screen', () => {
  const root = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element.firstElementChild as Element;
  };

  it('are those #root names, when the server drew into it', () => {
    expect(firstScreenNamespaces(root('<div data-namespaces="common kid-quiz shop"><main>…</main></div>'))).toEqual(['common', 'kid-quiz', 'shop']);
  });

  it('are none for an empty #root (no first screen: the app loads as before)', () => {
    expect(firstScreenNamespaces(root('<div data-namespaces="common"></div>'))).toEqual([]);
    expect(firstScreenNamespaces(root('<div></div>'))).toEqual([]);
  });

  it('never name anything but a namespace', () => {
    expect(firstScreenNamespaces(root('<div data-namespaces="common ../../x  auth"><p></p></div>'))).toEqual(['common', 'auth']);
  });

  it('come with the reads the screen was drawn with, from its JSON block; anything unreadable is no data', () => {
    const doc = (body: string) => new DOMParser().parseFromString(`<body>${body}</body>`, 'text/html');
    expect(firstScreenData(doc('<script type="application/json" id="first-screen-data">{"home:vi":{"news":[]}}</script>'))).toEqual({ 'home:vi': { news: [] } });
    expect(firstScreenData(doc(''))).toEqual({});
    expect(firstScreenData(doc('<script type="application/json" id="first-screen-data">{not json</script>'))).toEqual({});
    expect(firstScreenData(doc('<script type="application/json" id="first-screen-data">[1,2]</script>'))).toEqual({});
  });

  it('give the cart the screen was drawn with to the cart alone, and only a cart with an id and a language', () => {
    const cart = { id: '0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21', itemCount: 1 };
    expect(drawnCartOf({ 'home:vi': { news: [] }, cart: { cart, language: 'vi' } })).toEqual({ cart: { cart, language: 'vi' }, reads: { 'home:vi': { news: [] } } });
    expect(drawnCartOf({ 'home:vi': {} })).toEqual({ cart: null, reads: { 'home:vi': {} } });
    for (const damaged of [null, 'cart', { cart: null, language: 'vi' }, { cart: { id: 7 }, language: 'vi' }, { cart }]) expect(drawnCartOf({ cart: damaged })).toEqual({ cart: null, reads: {} });
  });
});
