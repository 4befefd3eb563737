import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { cartActionsOf, cartItemsOf, cartPhaseOf, cartProblemOf, cartSuggestionsOf, codeStatusOf, formattedIn } from '../../machines/cart/cart.selectors';
import { Failure, Loading, ProblemText } from '../shared/load-state';
import { PackagePrice } from '../shared/price';
import { PageTitle } from '../shared/page-title';
import { CartSummary, EmptyCart } from '../shared/cart-summary';
import { CodeForm } from '../shared/cart-code-form';
import { useCart } from '../shared/use-cart';
import { trackShopEvent } from '../shared/analytics';
import { beginCheckoutEvent } from '../../platform/shop-analytics';
import '../../styles/pages.css';
import '../../styles/shop.css';

/**
 * The cart: its lines (an add-on under its package) with their prices in the chosen currency,
 * remove, the promotion code, the server's totals, what goes with it, and the way to checkout.
 */
export function CartPage() {
  const { t } = useTranslation('shop');
  const { cart, currency } = useCart();
  const phase = useSelector(cart, cartPhaseOf);
  const items = useSelector(cart, cartItemsOf);
  const actions = useSelector(cart, cartActionsOf);
  const problem = useSelector(cart, cartProblemOf);
  const suggestions = useSelector(cart, cartSuggestionsOf);
  const code = useSelector(cart, codeStatusOf).applied;
  return (
    <div className="page shop-page">
      <PageTitle page={t('cart.title')} />
      <h1>{t('cart.title')}</h1>
      {phase === 'loading' && <Loading />}
      {phase === 'failed' && <Failure problem={problem} onRetry={() => cart.send({ type: 'load.retry' })} />}
      {phase !== 'loading' && phase !== 'failed' && (
        <>
          {problem && (
            <p className="form-alert" role="alert">
              <ProblemText problem={problem} />
            </p>
          )}
          {items.length === 0 ? (
            <EmptyCart />
          ) : (
            <ul className="cart-lines">
              {items.map((item) => (
                <li key={item.id} className={item.parentIds.length ? 'cart-line cart-line--add-on' : 'cart-line'}>
                  <div className="cart-line__name">
                    <Link to="/packages/$slug" params={{ slug: item.package.data.slug }}>
                      {item.package.data.name}
                    </Link>
                    {item.parentIds.length > 0 && <span className="cart-line__tag">{t('cart.addOn')}</span>}
                    {/* A campaign's code covers only the packages it names (the kid quiz's: the kids' tests). */}
                    {code && item.promotionCodeApplies === false && <span className="cart-line__tag">{t('code.notForItem', { code })}</span>}
                  </div>
                  <span className="cart-line__price">{formattedIn(item.subtotal, currency)}</span>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={!actions.change}
                    aria-label={t('cart.removeLabel', { name: item.package.data.name })}
                    onClick={() => cart.send({ type: 'item.remove', itemId: item.id })}
                  >
                    {t('cart.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <CodeForm cart={cart} />
          {items.length > 0 && (
            <>
              <CartSummary cart={cart} currency={currency} />
              <Link
                to="/checkout"
                className="button button--primary shop-checkout-link"
                onClick={() => {
                  const current = cart.getSnapshot().context.cart;
                  if (current) trackShopEvent(beginCheckoutEvent(current, currency));
                }}
              >
                {t('cart.checkout')}
              </Link>
            </>
          )}
          {suggestions.length > 0 && (
            <section className="cart-suggestions" aria-labelledby="cart-suggestions-title">
              <h2 id="cart-suggestions-title">{t('cart.suggestions')}</h2>
              <ul>
                {suggestions.map((item) => (
                  <li key={item.slug} className="cart-suggestion">
                    <Link to="/packages/$slug" params={{ slug: item.slug }}>
                      {item.name}
                    </Link>
                    <PackagePrice item={item} />
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={!actions.add}
                      aria-label={t('add.label', { name: item.name })}
                      onClick={() => cart.send({ type: 'items.add', slugs: [item.slug] })}
                    >
                      {t('add.button')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

export const Route = createLazyRoute('/cart')({ component: CartPage });
