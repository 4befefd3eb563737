/**
 * Image sizing through query parameters (spec section 9: "Image width and height are set as query
 * parameters"; section 8: "An invalid image URL is logged and returned unchanged").
 */
export interface ImageSize {
  width?: number;
  height?: number;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * Sets `width`/`height` on an image address with the URL API, replacing any existing values and
 * keeping other parameters and the hash.
 * - The output keeps the input's form: absolute stays absolute, protocol-relative ('//cdn…')
 *   stays protocol-relative, and a relative address comes back relative to the site origin
 *   ('/media/a.png?width=300'). Relative addresses are resolved against the current page, as the
 *   browser would when loading them, so 'media/a.png' on /news/x becomes '/news/media/a.png…'.
 * - Sizes are rounded to whole pixels; a size that is missing, not finite or below 1 px after
 *   rounding is left out (an existing value in the address is then kept).
 * - Only http(s) addresses are sized: data: and blob: URLs have no query string to set, and ''
 *   (no image) is returned as is.
 * - An address the URL API cannot parse is logged with console.error and returned unchanged.
 */
export function imageUrl(url: string, { width, height }: ImageSize = {}): string {
  if (url === '') return url;
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch (error) {
    console.error(`Invalid image URL: ${url}`, error);
    return url;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;

  setSize(parsed.searchParams, 'width', width);
  setSize(parsed.searchParams, 'height', height);

  if (ABSOLUTE_URL.test(url)) return parsed.href;
  if (url.startsWith('//')) return parsed.href.slice(parsed.protocol.length);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function setSize(params: URLSearchParams, name: 'width' | 'height', value: number | undefined): void {
  if (value === undefined) return;
  const pixels = Math.round(value);
  if (!Number.isFinite(pixels) || pixels <= 0) return;
  params.set(name, String(pixels));
}
