import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { cartActionsOf, cartItemsOf, cartProblemOf, isCartBusy } from '../../machines/cart/cart.selectors';
import { ProblemText } from '../shared/load-state';
import { useCart } from '../shared/use-cart';

/** "Add to cart" for a package: one item per click; once in the cart, a link to it. */
export function AddToCartButton({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation('shop');
  const { cart } = useCart();
  const actions = useSelector(cart, cartActionsOf);
  const busy = useSelector(cart, isCartBusy);
  const inCart = useSelector(cart, (snapshot) => cartItemsOf(snapshot).some((item) => item.package.data.slug === slug));
  const problem = useSelector(cart, cartProblemOf);
  return (
    <div className="add-to-cart" data-package={slug}>
      <button
        type="button"
        className="button button--primary"
        disabled={!actions.add}
        aria-label={t('add.label', { name })}
        onClick={() => cart.send({ type: 'items.add', slugs: [slug] })}
      >
        {busy ? t('add.adding') : t('add.button')}
      </button>
      {inCart && (
        <p role="status">
          {t('add.inCart')} <Link to="/cart">{t('add.viewCart')}</Link>
        </p>
      )}
      {problem && (
        <p role="alert">
          <ProblemText problem={problem} />
        </p>
      )}
    </div>
  );
}
