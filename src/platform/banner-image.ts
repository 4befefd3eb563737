/**
 * Spec section 8: "A banner image that fails to load adds an error class to its parent", so the
 * banner's styles can hide the broken image and show a fallback background instead.
 */
export const BANNER_IMAGE_ERROR_CLASS = 'banner-image--error';

/**
 * Works as a DOM 'error' listener and as a React `onError` handler (both have currentTarget set
 * to the <img>). Does nothing when the target is not an element or has no parent.
 */
export function onBannerImageError(event: { currentTarget: EventTarget | null }): void {
  const image = event.currentTarget;
  if (!(image instanceof Element)) return;
  image.parentElement?.classList.add(BANNER_IMAGE_ERROR_CLASS);
}
