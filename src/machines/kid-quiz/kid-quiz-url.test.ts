import { describe, expect, it } from 'vitest';
import { publicResultsUrl, shareLinksFor } from './kid-quiz-url';

const ID = '3f2b8c1e-5a7d-4e2b-9c1f-0a6b7d8e9f10';

describe('sharing a results record', () => {
  it('shares the public address: the results scene and the record id, never the secret', () => {
    const url = publicResultsUrl('https://genewell.example', ID);
    expect(url).toBe(`https://genewell.example/kid-quiz?scene=9&result=${ID}`);
    expect(url).not.toContain('#');
  });

  it('links to the share pages of Facebook and Zalo with that address, encoded', () => {
    const url = publicResultsUrl('http://127.0.0.1:3100', ID);
    const links = shareLinksFor(url);
    expect(new URL(links.facebook).origin).toBe('https://www.facebook.com');
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
    expect(new URL(links.zalo).origin).toBe('https://zalo.me');
    expect(new URL(links.zalo).searchParams.get('url')).toBe(url);
    expect(links.facebook).not.toContain('&result=');
  });
});
