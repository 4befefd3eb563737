import { createLazyRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { Order } from '../../api/contract/checkout';
import { formattedIn, lastOrderOf } from '../../machines/cart/cart.selectors';
import { displayPhone } from '../../machines/auth/otp-challenge/phone-check';
import type { OrderStatusActor, PlacedAnswer } from '../../machines/order-status/order-status.machine';
import { cancelProblemOf, cancelStepOf, loadProblemOf, orderOf, orderPhaseOf } from '../../machines/order-status/order-status.selectors';
import { currencyOf } from '../../machines/settings/settings.selectors';
import { Failure, Loading, NotFound } from '../shared/load-state';
import { useLanguage } from '../shared/item-status';
import { TransferDetails } from '../shared/transfer-details';
import { PageTitle } from '../shared/page-title';
import { useAppActors } from '../shared/app-actors';
import { useCart } from '../shared/use-cart';
import { orderLogic } from './order-status-effects';
import { SendButton } from '../shared/send-button';
import '../../styles/pages.css';
import '../../styles/shop.css';

/**
 * An order: its status (pending, paid, cancelled; a reload reads it again), its lines and the
 * server's totals, and how to pay: the VietQR code and transfer details for a pending bank
 * transfer, the courier's collection for cash on delivery. A pending order can be cancelled by
 * its customer after a confirm step (the order-status machine). A guest reads and cancels it
 * with the secret in the URL's fragment (checkout-effects.ts).
 */
export function OrderPage() {
  const { reference } = useParams({ from: '/orders/$reference' });
  const language = useLanguage();
  // The order the checkout just placed, as its transaction answered it: the machine shows it if it is this page's.
  const { cart } = useCart();
  const placed = useSelector(cart, lastOrderOf)?.answer ?? null;
  return <OrderContent key={`${reference}:${language}`} reference={reference} language={language} placed={placed} />;
}

function OrderContent({ reference, language, placed }: { reference: string; language: string; placed: PlacedAnswer | null }) {
  const { t } = useTranslation('shop');
  const actor = useActorRef(orderLogic, { input: { reference, language, placed } });
  const phase = useSelector(actor, orderPhaseOf);
  const order = useSelector(actor, orderOf);
  const problem = useSelector(actor, loadProblemOf);
  return (
    <div className="page shop-page">
      <PageTitle page={t('order.title', { reference })} />
      {phase === 'loading' && <Loading />}
      {phase === 'notFound' && <NotFound backTo="/shop" backLabel={t('cart.browse')} />}
      {phase === 'failed' && <Failure problem={problem} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {order && <OrderView order={order} actor={actor} />}
    </div>
  );
}

/** The ward and province, as a shop writes them on a parcel: "Phường Bến Nghé, Thành phố Hồ Chí Minh". */
function placeLine(order: Order): string {
  return [order.deliveryPlace.ward, order.deliveryPlace.province].filter(Boolean).join(', ');
}

function paymentNote(order: Order): string {
  if (order.status === 'cancelled') return 'order.cancel.done';
  if (order.paymentMethod === 'cod') return 'order.codConfirmed';
  return order.status === 'paid' ? 'order.transferReceived' : 'order.transferPending';
}

/** Focuses an element once, when it appears (one function, so React calls it only on mount and unmount). */
const focusWhenShown = (element: HTMLElement | null) => element?.focus();

/** Cancelling a pending order: the button, then the question with "yes, cancel" and "keep the order"; busy while it goes. */
function CancelControl({ actor, reference }: { actor: OrderStatusActor; reference: string }) {
  const { t } = useTranslation('shop');
  const step = useSelector(actor, cancelStepOf);
  const problem = useSelector(actor, cancelProblemOf);
  if (step === 'none' && !problem) return null;
  return (
    <section className="order-cancel" aria-label={t('order.cancel.button')}>
      {problem && (
        <p className="form-alert" role="alert">
          {t(problem.key === 'conflict' ? 'order.cancel.paidMeanwhile' : problem.key === 'network' ? 'problem.network' : 'order.cancel.failed')}
        </p>
      )}
      {step === 'offered' && (
        <>
          <p>{t('order.cancel.offer')}</p>
          <SendButton to={actor} event={{ type: 'cancel.start' }} className="button button--secondary">{t('order.cancel.button')}</SendButton>
        </>
      )}
      {step === 'confirming' && (
        <div role="group" aria-labelledby="order-cancel-question" className="order-cancel__confirm">
          {/* The question takes the focus, so a keyboard or screen-reader user hears it before either answer. */}
          <p id="order-cancel-question" tabIndex={-1} ref={focusWhenShown}>
            {t('order.cancel.question', { reference })}
          </p>
          <div className="order-cancel__actions">
            <SendButton to={actor} event={{ type: 'cancel.confirm' }} className="button button--primary">{t('order.cancel.confirm')}</SendButton>
            <SendButton to={actor} event={{ type: 'cancel.dismiss' }} className="button button--secondary">{t('order.cancel.keep')}</SendButton>
          </div>
        </div>
      )}
      {step === 'cancelling' && (
        <p className="form-status" role="status">
          {t('order.cancel.busy')}
        </p>
      )}
    </section>
  );
}

function OrderView({ order, actor }: { order: Order; actor: OrderStatusActor }) {
  const { t } = useTranslation('shop');
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  return (
    <article className="order">
      <h1>{t('order.title', { reference: order.reference })}</h1>
      <p className={`order-status order-status--${order.status}`} data-testid="order-status">
        {t('order.statusLabel')} <strong>{t(`order.status.${order.status}`)}</strong>
      </p>
      <p role="status">{t(paymentNote(order))}</p>
      <ul className="cart-lines">
        {order.items.data.map((item) => (
          <li key={item.id} className={item.parentId ? 'cart-line cart-line--add-on' : 'cart-line'}>
            <span className="cart-line__name">{item.name}</span>
            <span className="cart-line__price">{formattedIn(item.subtotal, currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="shop-totals">
        <div>
          <dt>{t('totals.subtotal')}</dt>
          <dd>{formattedIn(order.subtotal, currency)}</dd>
        </div>
        {order.discount && (
          <div>
            <dt>{t('totals.discount', { code: order.promotionCode ?? '' })}</dt>
            <dd>−{formattedIn(order.discount.amountByCurrencies, currency)}</dd>
          </div>
        )}
        <div className="shop-totals__total">
          <dt>{t('totals.total')}</dt>
          <dd>{formattedIn(order.totalAmountByCurrencies, currency) ?? order.formattedTotal}</dd>
        </div>
      </dl>
      {currency !== 'VND' && order.status === 'pending' && (
        // Shown in another currency, paid in đồng: say so, and how much (issue 23 §11).
        <p className="order-currency-note" data-testid="order-currency-note">
          {t('order.paidInVnd', { currency, amount: formattedIn(order.totalAmountByCurrencies, 'VND') ?? order.formattedTotal })}
        </p>
      )}
      {order.paymentMethod === 'bank_transfer' && order.status === 'pending' && <TransferDetails order={{ reference: order.reference, amount: order.total }} />}
      <CancelControl actor={actor} reference={order.reference} />
      <section className="order-delivery" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title">{t('order.delivery')}</h2>
        {/* Who receives it and where: name, phone, street, ward and province (issue 23 §9). */}
        <address className="order-delivery__address">
          {order.delivery.deliveryName}
          <br />
          <span dir="ltr">{displayPhone(order.delivery.deliveryContactPhone)}</span>
          <br />
          {order.delivery.deliveryAddress}
          {placeLine(order) && (
            <>
              <br />
              {placeLine(order)}
            </>
          )}
        </address>
      </section>
      {order.vatInvoice && (
        // The VAT invoice asked for with the order (issue 23 §16).
        <section className="order-invoice" aria-labelledby="order-invoice-title">
          <h2 id="order-invoice-title">{t('order.invoice.title')}</h2>
          <dl className="order-invoice__details">
            <dt>{t('order.invoice.company')}</dt>
            <dd>{order.vatInvoice.companyName}</dd>
            <dt>{t('order.invoice.taxCode')}</dt>
            <dd dir="ltr">{order.vatInvoice.taxCode}</dd>
            <dt>{t('order.invoice.address')}</dt>
            <dd>{order.vatInvoice.address}</dd>
            <dt>{t('order.invoice.email')}</dt>
            <dd>{order.vatInvoice.email}</dd>
          </dl>
        </section>
      )}
    </article>
  );
}

export const Route = createLazyRoute('/orders/$reference')({ component: OrderPage });
