import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { cartCountOf } from '../../machines/cart/cart.selectors';
import { useCart } from '../shared/use-cart';
import '../../styles/shop.css';

/** The site header's link to the cart, with the number of items in it. */
export function CartLink() {
  const { t } = useTranslation('shop');
  const { cart } = useCart();
  const count = useSelector(cart, cartCountOf);
  return (
    <Link to="/cart" className="cart-link" aria-label={t('cartLink.label', { count })}>
      <svg className="cart-link__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20a1 1 0 1 0 0 .01M17 20a1 1 0 1 0 0 .01" />
      </svg>
      <span className="cart-link__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
