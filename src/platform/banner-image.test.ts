// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BANNER_IMAGE_ERROR_CLASS, onBannerImageError } from './banner-image';

afterEach(() => {
  document.body.innerHTML = '';
});

function banner(): { figure: HTMLElement; image: HTMLImageElement } {
  document.body.innerHTML = '<section class="promo"><figure class="banner"><img alt="" src="https://cdn.example.com/missing.png"></figure></section>';
  const figure = document.querySelector<HTMLElement>('figure');
  const image = document.querySelector<HTMLImageElement>('img');
  if (!figure || !image) throw new Error('fixture missing');
  return { figure, image };
}

describe('onBannerImageError', () => {
  it('adds the error class to the image parent when used as an error listener', () => {
    const { figure, image } = banner();
    image.addEventListener('error', onBannerImageError);
    image.dispatchEvent(new Event('error'));
    expect(BANNER_IMAGE_ERROR_CLASS).toBe('banner-image--error');
    expect(figure.classList.contains('banner-image--error')).toBe(true);
    expect(figure.classList.contains('banner')).toBe(true); // existing classes kept
  });

  it('marks only the direct parent, not other ancestors or the image', () => {
    const { image } = banner();
    onBannerImageError({ currentTarget: image });
    expect(document.querySelector('section')?.classList.contains(BANNER_IMAGE_ERROR_CLASS)).toBe(false);
    expect(image.classList.contains(BANNER_IMAGE_ERROR_CLASS)).toBe(false);
  });

  it('adds the class once even if the image fails repeatedly', () => {
    const { figure, image } = banner();
    onBannerImageError({ currentTarget: image });
    onBannerImageError({ currentTarget: image });
    expect(figure.className).toBe('banner banner-image--error');
  });

  it('does nothing for a detached image or a missing target', () => {
    const detached = document.createElement('img');
    expect(() => onBannerImageError({ currentTarget: detached })).not.toThrow();
    expect(() => onBannerImageError({ currentTarget: null })).not.toThrow();
    expect(() => onBannerImageError({ currentTarget: window })).not.toThrow();
  });
});
