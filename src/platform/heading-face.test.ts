// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { HEADING_FACE, HEADING_FACE_CLASS, switchOnHeadingFace } from './heading-face';

function page(headings: string[], load?: (font: string, text: string) => Promise<unknown>) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = headings.map((text, index) => `<h${index + 1}>${text}</h${index + 1}>`).join('');
  if (load) Object.defineProperty(doc, 'fonts', { value: { load: vi.fn(load) } });
  return doc;
}
const switchedOn = (doc: Document) => doc.documentElement.classList.contains(HEADING_FACE_CLASS);

describe('the headings’ face, switched on by the app', () => {
  it('asks for the face with the headings’ letters, and switches it on only once they have arrived', async () => {
    let arrive: () => void = () => {};
    const doc = page(['Kiểm tra gen', 'Gói xét nghiệm'], () => new Promise<void>((resolve) => (arrive = resolve)));
    const done = switchOnHeadingFace(doc);
    expect(doc.fonts.load).toHaveBeenCalledWith(HEADING_FACE, 'Kiểm tra gen Gói xét nghiệm');
    await Promise.resolve();
    expect(switchedOn(doc)).toBe(false);
    arrive();
    await done;
    expect(switchedOn(doc)).toBe(true);
  });

  it('switches it on when the face cannot be had (the fallback stays in use), and asks with a sample when no heading shows yet', async () => {
    const doc = page([], () => Promise.reject(new Error('offline')));
    await switchOnHeadingFace(doc);
    expect(doc.fonts.load).toHaveBeenCalledWith(HEADING_FACE, 'GeneWell');
    expect(switchedOn(doc)).toBe(true);
  });

  it('switches it on at once in a browser without the font loading API', async () => {
    const doc = page(['Quiz']);
    expect('fonts' in doc).toBe(false);
    await switchOnHeadingFace(doc);
    expect(switchedOn(doc)).toBe(true);
  });
});
