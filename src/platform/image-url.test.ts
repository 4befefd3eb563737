// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageUrl } from './image-url';

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/news/article-1');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('imageUrl: absolute addresses', () => {
  it('sets width and height as query parameters', () => {
    expect(imageUrl('https://cdn.example.com/img/a.png', { width: 300, height: 200 })).toBe(
      'https://cdn.example.com/img/a.png?width=300&height=200',
    );
  });

  it('keeps other parameters and the hash, and replaces an existing size', () => {
    expect(imageUrl('https://cdn.example.com/a.png?v=3&width=10#top', { width: 640 })).toBe(
      'https://cdn.example.com/a.png?v=3&width=640#top',
    );
  });

  it('sets only the sizes given', () => {
    expect(imageUrl('https://cdn.example.com/a.png', { height: 90 })).toBe('https://cdn.example.com/a.png?height=90');
    expect(imageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('rounds sizes to whole pixels', () => {
    expect(imageUrl('https://cdn.example.com/a.png', { width: 299.6, height: 100.2 })).toBe(
      'https://cdn.example.com/a.png?width=300&height=100',
    );
  });

  it('leaves out sizes that are 0, negative, below 1 px after rounding or not finite', () => {
    const url = 'https://cdn.example.com/a.png';
    expect(imageUrl(url, { width: 0, height: -5 })).toBe(url);
    expect(imageUrl(url, { width: 0.4 })).toBe(url);
    expect(imageUrl(url, { width: Number.NaN, height: Number.POSITIVE_INFINITY })).toBe(url);
  });

  it('encodes the address as the URL API does', () => {
    expect(imageUrl('https://cdn.example.com/ảnh đẹp.png', { width: 10 })).toBe(
      'https://cdn.example.com/%E1%BA%A3nh%20%C4%91%E1%BA%B9p.png?width=10',
    );
  });
});

describe('imageUrl: relative addresses', () => {
  it('returns a root-relative address relative', () => {
    expect(imageUrl('/media/banner.jpg', { width: 1200 })).toBe('/media/banner.jpg?width=1200');
  });

  it('resolves a path-relative address against the current page, like the browser', () => {
    expect(imageUrl('media/a.png', { width: 50 })).toBe('/news/media/a.png?width=50');
  });

  it('keeps a protocol-relative address protocol-relative', () => {
    expect(imageUrl('//cdn.example.com/a.png', { width: 50 })).toBe('//cdn.example.com/a.png?width=50');
  });

  it('keeps the query and hash of a relative address', () => {
    expect(imageUrl('/a.png?v=2#x', { height: 20 })).toBe('/a.png?v=2&height=20#x');
  });
});

describe('imageUrl: addresses left alone', () => {
  it('logs an invalid address and returns it unchanged', () => {
    const invalid = 'http://exa mple.com/a.png';
    expect(imageUrl(invalid, { width: 100 })).toBe(invalid);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0][0])).toContain(invalid);
  });

  it('logs an address with an impossible port and returns it unchanged', () => {
    expect(imageUrl('https://cdn.example.com:99999/a.png', { width: 100 })).toBe('https://cdn.example.com:99999/a.png');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('does not add parameters to data: or blob: URLs', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    expect(imageUrl(data, { width: 10 })).toBe(data);
    const blob = 'blob:http://localhost:3000/1234-5678';
    expect(imageUrl(blob, { width: 10 })).toBe(blob);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('returns an empty address unchanged without logging', () => {
    expect(imageUrl('', { width: 10 })).toBe('');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
