import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { cartTotalsOf, codeStatusOf } from '../../machines/cart/cart.selectors';
import type { CartActor } from '../../machines/cart/cart.machine';

/** The server's subtotal, discount and total in the chosen currency. */
export function CartSummary({ cart, currency }: { cart: CartActor; currency: string }) {
  const { t } = useTranslation('shop');
  const totals = useSelector(cart, (snapshot) => cartTotalsOf(snapshot, currency));
  const code = useSelector(cart, codeStatusOf);
  if (!totals) return null;
  return (
    <dl className="shop-totals">
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{totals.subtotal}</dd>
      </div>
      {totals.discount && (
        <div>
          <dt>{t('totals.discount', { code: code.applied ?? '' })}</dt>
          <dd>−{totals.discount}</dd>
        </div>
      )}
      <div className="shop-totals__total">
        <dt>{t('totals.total')}</dt>
        <dd data-testid="cart-total">{totals.total}</dd>
      </div>
    </dl>
  );
}

/** An empty cart: says so and leads to the shop. */
export function EmptyCart() {
  const { t } = useTranslation('shop');
  return (
    <div className="shop-empty">
      <p>{t('cart.empty')}</p>
      <Link to="/shop" className="button button--primary">
        {t('cart.browse')}
      </Link>
    </div>
  );
}
