import { preload } from 'react-dom';
import type { Banner } from '../../api/contract/catalogue';
import { BannerCountdown } from './banner-countdown';
import { bannerStyleOf } from './banner-style';
import { Picture } from '../shared/picture';

/**
 * A promotion banner as the API describes it: its box's style with its viewport breakpoints, and
 * its objects in order (an image, a text, a button to a page). The style becomes custom
 * properties per breakpoint tier (banner-style.ts: known properties with checked values only),
 * set through the DOM (`style.setProperty` when the element is attached, in the browser only),
 * which the Content-Security-Policy allows, unlike a style attribute in the HTML: so the server's
 * first screen carries none, and the app sets them on the element it draws or adopts from that
 * screen. catalogue.css picks the tier with media queries. The first image of a banner at the top
 * of a page loads first (`eager`).
 */
export function PromotionBanner({ banner, eager = false, headingLevel = 2 }: { banner: Banner; eager?: boolean; headingLevel?: 1 | 2 }) {
  const Heading = `h${headingLevel}` as const;
  const [title, ...texts] = banner.objects.filter((object) => object.objectType === 'text' && object.text);
  const firstImage = banner.objects.find((object) => object.objectType === 'image' && object.image)?.image;
  // The largest image of the page's top: asked for first, before the stylesheet's images.
  if (eager && firstImage) preload(firstImage.src, { as: 'image', fetchPriority: 'high' });
  return (
    <div className="promo-banner" ref={styledWith(bannerStyleOf(banner))}>
      {banner.objects
        .filter((object) => object.objectType === 'image' && object.image)
        .map((object) => object.image && <Picture key={object.name} image={object.image} className="promo-banner__image" eager={eager} />)}
      <div className="promo-banner__text">
        {title && <Heading className="promo-banner__title">{title.text}</Heading>}
        {texts.map((object) => (
          <p key={object.name}>{object.text}</p>
        ))}
        {banner.countdown && banner.countdown.length > 0 && <BannerCountdown checkpoints={banner.countdown} />}
        {banner.objects
          .filter((object) => object.objectType === 'button' && object.href)
          .map((object) => (
            <a key={object.name} className="button button--primary" href={object.href ?? '/'}>
              {object.text ?? object.name}
            </a>
          ))}
      </div>
    </div>
  );
}

/** A ref that gives the element these custom properties through the CSSOM. */
const styledWith = (properties: Record<string, string>) => (element: HTMLElement | null) => {
  if (element) for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value);
};
