import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductPackage } from '../../api/contract/catalogue';

/**
 * Where "Add to cart" goes on the package page. The cart is the next issue: it replaces this
 * component (same props: the package, and the currency shown) with its own button and machine.
 * Until then it says, in words, that ordering online is coming and how to order now: no button
 * that pretends to add anything.
 */
export interface AddToCartSlotProps {
  item: Pick<ProductPackage, 'id' | 'slug' | 'name'>;
  currency: string;
}

export function AddToCartSlot({ item }: AddToCartSlotProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="add-to-cart-slot" data-package={item.slug}>
      <p>{t('package.orderSoon', { name: item.name })}</p>
      <Link className="button button--secondary" to="/contact">
        {t('package.orderContact')}
      </Link>
    </div>
  );
}
