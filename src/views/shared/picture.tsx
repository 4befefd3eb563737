import type { Image } from '../../api/contract/listing';

/** One of our images with its intrinsic width and height, so the page keeps its place before it arrives. */
export function Picture({ image, className, eager = false, decorative = false }: { image: Image; className?: string; eager?: boolean; decorative?: boolean }) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
