import { createLazyRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { Order } from '../../api/contract/checkout';
import { formattedIn } from '../../machines/cart/cart.selectors';
import { currencyOf } from '../../machines/settings/settings.selectors';
import { ItemStatus, useLanguage } from '../content/item-page';
import { TransferDetails } from '../payment/transfer-details';
import { PageTitle } from '../shell/page-title';
import { useAppActors } from '../shell/app-actors';
import { orderLogic } from './checkout-effects';
import '../../styles/pages.css';
import './shop.css';

/**
 * An order: its status (pending, paid, cancelled; a reload reads it again), its lines and the
 * server's totals, and how to pay: the VietQR code and transfer details for a pending bank
 * transfer, the courier's collection for cash on delivery. A guest reads it with the secret in
 * the URL's fragment (checkout-effects.ts).
 */
export function OrderPage() {
  const { reference } = useParams({ from: '/orders/$reference' });
  const language = useLanguage();
  return <OrderContent key={`${reference}:${language}`} reference={reference} language={language} />;
}

function OrderContent({ reference, language }: { reference: string; language: string }) {
  const { t } = useTranslation('shop');
  const actor = useActorRef(orderLogic, { input: { key: reference, language } });
  return (
    <div className="page shop-page">
      <PageTitle page={t('order.title', { reference })} />
      <ItemStatus actor={actor} backTo="/shop" backLabel={t('cart.browse')}>
        {(order) => <OrderView order={order} />}
      </ItemStatus>
    </div>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  return (
    <article className="order">
      <h1>{t('order.title', { reference: order.reference })}</h1>
      <p className={`order-status order-status--${order.status}`} data-testid="order-status">
        {t('order.statusLabel')} <strong>{t(`order.status.${order.status}`)}</strong>
      </p>
      <p>{t(order.paymentMethod === 'cod' ? 'order.codConfirmed' : order.status === 'paid' ? 'order.transferReceived' : 'order.transferPending')}</p>
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
      {order.paymentMethod === 'bank_transfer' && order.status === 'pending' && <TransferDetails order={{ reference: order.reference, amount: order.total }} />}
      <section className="order-delivery" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title">{t('order.delivery')}</h2>
        <p>
          {order.delivery.deliveryName}
          <br />
          {order.delivery.deliveryAddress}
        </p>
      </section>
    </article>
  );
}

export const Route = createLazyRoute('/orders/$reference')({ component: OrderPage });
