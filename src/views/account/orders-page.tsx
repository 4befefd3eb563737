import { Link, createLazyRoute, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { OrderSummary } from '../../api/contract/checkout';
import { formattedIn } from '../../machines/cart/cart.selectors';
import { currencyOf } from '../../machines/settings/settings.selectors';
import { AccountList } from '../shared/account-list';
import { useLanguage } from '../shared/item-status';
import { formatDate } from '../shared/format';
import { useAppActors } from '../shared/app-actors';
import { myOrdersLogic } from './orders-effects';
import '../../styles/shop.css';

/**
 * The signed-in customer's orders (/account/orders?page=): newest first, each with its date,
 * status, item count and total, linking to its order page. Guest orders placed with the
 * account's number are among them once the customer signed in with it.
 */
export function OrdersPage() {
  const { page } = useSearch({ from: '/account/orders' });
  return <OrdersContent key={page} page={page} />;
}

function OrdersContent({ page }: { page: number }) {
  const language = useLanguage();
  const actor = useActorRef(myOrdersLogic, { input: { key: String(page), language } });
  return (
    <AccountList id="my-orders-title" actor={actor} namespace="shop" prefix="myOrders" to="/account/orders" page={page} empty={{ to: '/shop', label: 'myOrders.browse' }}>
      {(list) => (
        <ul className="my-orders">
          {list.data.map((order) => (
            <OrderRow key={order.reference} order={order} />
          ))}
        </ul>
      )}
    </AccountList>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation('shop');
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  const date = formatDate(order.createdAt, i18n.language, 'short');
  return (
    <li className="my-orders__order" data-testid="my-order">
      <h2>
        <Link to="/orders/$reference" params={{ reference: order.reference }}>
          {t('myOrders.open', { reference: order.reference })}
        </Link>
      </h2>
      <p>
        {t('order.statusLabel')} <strong className={`order-status--${order.status}`}>{t(`order.status.${order.status}`)}</strong>
      </p>
      <p>
        {t('myOrders.placedOn', { date })} · {t('myOrders.items', { count: order.itemCount })}
      </p>
      <p>{t('myOrders.total', { total: formattedIn(order.totalAmountByCurrencies, currency) ?? order.formattedTotal })}</p>
    </li>
  );
}

export const Route = createLazyRoute('/account/orders')({ component: OrdersPage });
