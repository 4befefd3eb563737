import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductPackageSummary } from '../../api/contract/catalogue';
import { Picture } from '../shared/picture';
import { PackagePrice } from '../shared/price';

/** A package as a card: image, name (the link), summary, price in the chosen currency. */
export function PackageCard({ item, headingLevel = 3 }: { item: ProductPackageSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('catalogue');
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="package-card">
      {item.image && <Picture image={item.image} className="package-card__image" decorative />}
      <Heading className="package-card__title">
        <Link to="/packages/$slug" params={{ slug: item.slug }}>
          {item.name}
        </Link>
      </Heading>
      {item.isBestSeller && <p className="badge">{t('package.bestSeller')}</p>}
      <p className="package-card__summary">{item.summary}</p>
      <PackagePrice item={item} />
    </li>
  );
}

/** Packages as a grid of their cards. */
export function PackageGrid({ items }: { items: ProductPackageSummary[] }) {
  return (
    <ul className="package-grid">
      {items.map((item) => (
        <PackageCard key={item.slug} item={item} />
      ))}
    </ul>
  );
}
