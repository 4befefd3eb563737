import { useLayoutEffect } from 'react';

/*
 * The document's head as the page shown describes it: ONE meta description, one canonical link,
 * one hreflang alternate per language and one of each Open Graph property, in the page's
 * language. The server writes these tags into the page it sends (server/system/app-page); the app
 * updates those same elements when the visitor moves to another page or language, instead of
 * adding a second set beside them (React 19 would hoist a rendered <meta> next to the server's).
 *
 * Two layers: the site's head (every page: the site's description, the page's address), and a
 * page's own head (a package, an article, a list), which wins while that page is shown. This is
 * the browser edge only: it writes what it is given and decides nothing.
 */

export interface HeadAlternate {
  hreflang: string;
  href: string;
}

export interface DocumentHead {
  description: string;
  canonical: string;
  alternates: HeadAlternate[];
  /** Open Graph and product or article properties (`<meta property>`), each once. */
  properties: Array<[property: string, content: string]>;
  /** Other named metas the page adds (twitter:card); the description is above. */
  names?: Array<[name: string, content: string]>;
}

/** The `<meta property>` prefixes the head owns; a page's property of these it does not give is removed. */
const OWNED_PROPERTY = /^(og|product|article):/;
/** The `<meta name>` values the head owns besides the description. */
const OWNED_NAMES = ['twitter:card'];

/** Keeps the first element of `found` (or a new one from `create`), removes the others. */
function single<E extends Element>(found: E[], create: () => E): E {
  const [first, ...rest] = found;
  for (const extra of rest) extra.remove();
  return first ?? create();
}

function metaWith(doc: Document, attribute: 'name' | 'property', value: string): HTMLMetaElement {
  const meta = doc.createElement('meta');
  meta.setAttribute(attribute, value);
  doc.head.append(meta);
  return meta;
}

function linkWith(doc: Document, rel: string, hreflang?: string): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = rel;
  if (hreflang) link.hreflang = hreflang;
  doc.head.append(link);
  return link;
}

/** Groups elements by an attribute's value. */
function byAttribute<E extends Element>(elements: Iterable<E>, attribute: string): Map<string, E[]> {
  const groups = new Map<string, E[]>();
  for (const element of elements) {
    const key = element.getAttribute(attribute) ?? '';
    groups.set(key, [...(groups.get(key) ?? []), element]);
  }
  return groups;
}

/** Makes `doc.head` carry exactly `head`'s tags, reusing the elements already there. */
export function writeDocumentHead(doc: Document, head: DocumentHead): void {
  const root = doc.head;
  const description = single([...root.querySelectorAll<HTMLMetaElement>('meta[name="description"]')], () => metaWith(doc, 'name', 'description'));
  if (description.content !== head.description) description.content = head.description;

  const canonical = single([...root.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')], () => linkWith(doc, 'canonical'));
  if (canonical.getAttribute('href') !== head.canonical) canonical.setAttribute('href', head.canonical);

  const alternates = byAttribute(root.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'), 'hreflang');
  for (const { hreflang, href } of head.alternates) {
    const link = single(alternates.get(hreflang) ?? [], () => linkWith(doc, 'alternate', hreflang));
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
    alternates.delete(hreflang);
  }
  for (const unused of alternates.values()) unused.forEach((link) => link.remove());

  const owned = [...root.querySelectorAll<HTMLMetaElement>('meta[property]')].filter((meta) => OWNED_PROPERTY.test(meta.getAttribute('property') ?? ''));
  const properties = byAttribute(owned, 'property');
  for (const [property, content] of head.properties) {
    const meta = single(properties.get(property) ?? [], () => metaWith(doc, 'property', property));
    if (meta.content !== content) meta.content = content;
    properties.delete(property);
  }
  for (const unused of properties.values()) unused.forEach((meta) => meta.remove());

  const names = new Map(head.names ?? []);
  for (const name of OWNED_NAMES) {
    const found = [...root.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`)];
    const content = names.get(name);
    if (content === undefined) {
      found.forEach((meta) => meta.remove());
      continue;
    }
    const meta = single(found, () => metaWith(doc, 'name', name));
    if (meta.content !== content) meta.content = content;
  }
}

export type HeadLayer = 'site' | 'page';

/**
 * The heads the mounted components ask for, and the one written: the latest page head while a
 * page has one, else the latest site head.
 */
export function createHeadManager(doc: Document) {
  let next = 0;
  const wanted: Array<{ id: number; layer: HeadLayer; head: DocumentHead }> = [];
  const write = () => {
    const pages = wanted.filter((entry) => entry.layer === 'page');
    const chosen = (pages.length > 0 ? pages : wanted).at(-1);
    if (chosen) writeDocumentHead(doc, chosen.head);
  };
  return {
    /** Asks for `head` on `layer`; the returned function takes the request back. */
    request(layer: HeadLayer, head: DocumentHead): () => void {
      const id = (next += 1);
      wanted.push({ id, layer, head });
      write();
      return () => {
        const at = wanted.findIndex((entry) => entry.id === id);
        if (at >= 0) wanted.splice(at, 1);
        write();
      };
    },
  };
}

let documentManager: ReturnType<typeof createHeadManager> | null = null;
let managedDocument: Document | null = null;

function managerOf(doc: Document) {
  if (!documentManager || managedDocument !== doc) {
    documentManager = createHeadManager(doc);
    managedDocument = doc;
  }
  return documentManager;
}

/**
 * Keeps the document's head as `head` says while the calling component is mounted (a page's own
 * head on the 'page' layer; the site's on 'site'). Synchronising the DOM's <head>, an external
 * system, is an effect by nature, as React's own hoisting of <title> is; it decides nothing.
 */
export function useDocumentHead(layer: HeadLayer, head: DocumentHead): void {
  const key = JSON.stringify(head);
  useLayoutEffect(() => managerOf(document).request(layer, JSON.parse(key) as DocumentHead), [layer, key]);
}
