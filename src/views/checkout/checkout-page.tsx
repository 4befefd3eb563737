import { Navigate, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { CheckoutActor } from '../../machines/checkout/checkout.machine';
import {
  canEditOf,
  checkoutLocationsOf,
  checkoutPhaseOf,
  checkoutProblemOf,
  deliveryProblemsOf,
  deliveryValuesOf,
  invoiceOf,
  paymentMethodOf,
  rulesProblemOf,
} from '../../machines/checkout/checkout.selectors';
import type { FormField } from '../../machines/checkout/delivery-form';
import { paymentMethodChoices } from '../../machines/checkout/delivery-form';
import { cartIdOf, cartItemsOf, cartPhaseOf, formattedIn, lastOrderOf } from '../../machines/cart/cart.selectors';
import type { FieldProblem } from '../../machines/forms/field-problems';
import { isSignedIn } from '../../machines/auth/session/session.selectors';
import { Field } from '../shared/field';
import { Loading, ProblemText } from '../shared/load-state';
import { PageTitle } from '../shared/page-title';
import { useAppActors } from '../shared/app-actors';
import { CartSummary, EmptyCart } from '../shared/cart-summary';
import { CHECKOUT_FORM_ID, checkoutLogicFor, idempotencyKeyFor } from './checkout-effects';
import { CodeForm } from '../shared/cart-code-form';
import { LocationFields } from '../shared/location-select';
import { useCart } from '../shared/use-cart';
import { useSelectors } from '../shared/use-selectors';
import '../../styles/pages.css';
import '../../styles/shop.css';

/**
 * The checkout: the cart's lines and the server's totals, the promotion code, the delivery form
 * (prefilled for a signed-in customer), the payment method, and the order button. Once the order
 * is placed, its page opens with the guest's secret in the URL's fragment.
 */
export function CheckoutPage() {
  const { t } = useTranslation('shop');
  const { cart } = useCart();
  const phase = useSelector(cart, cartPhaseOf);
  const cartId = useSelector(cart, cartIdOf);
  const hasItems = useSelector(cart, (snapshot) => cartItemsOf(snapshot).length > 0);
  const lastOrder = useSelector(cart, lastOrderOf);
  if (lastOrder) return <Navigate to="/orders/$reference" params={{ reference: lastOrder.reference }} hash={lastOrder.secret ?? ''} replace />;
  return (
    <div className="page shop-page">
      <PageTitle page={t('checkout.title')} />
      <h1>{t('checkout.title')}</h1>
      {phase === 'loading' ? (
        <Loading />
      ) : cartId && hasItems ? (
        <CheckoutForm key={cartId} cartId={cartId} />
      ) : (
        <EmptyCart />
      )}
    </div>
  );
}

function useProblemText() {
  const { t } = useTranslation('errors');
  return (problem: FieldProblem | undefined): string | null => {
    if (!problem) return null;
    return 'message' in problem ? problem.message : t(problem.key, problem.values);
  };
}

function CheckoutForm({ cartId }: { cartId: string }) {
  const { t } = useTranslation('shop');
  const { session } = useAppActors();
  const signedIn = useSelector(session, isSignedIn);
  const { cart, currency } = useCart();
  const actor = useActorRef(checkoutLogicFor(cart), { input: { cartId, idempotencyKey: idempotencyKeyFor(cartId), signedIn } });
  const items = useSelector(cart, cartItemsOf);
  return (
    <div className="checkout">
      <section aria-labelledby="checkout-summary-title" className="checkout__summary">
        <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
        <ul className="cart-lines">
          {items.map((item) => (
            <li key={item.id} className={item.parentIds.length ? 'cart-line cart-line--add-on' : 'cart-line'}>
              <span className="cart-line__name">{item.package.data.name}</span>
              <span className="cart-line__price">{formattedIn(item.subtotal, currency)}</span>
            </li>
          ))}
        </ul>
        <CartSummary cart={cart} currency={currency} />
        <CodeForm cart={cart} />
      </section>
      <DeliveryForm actor={actor} />
    </div>
  );
}

/** The VAT invoice's fields (issue 23 §16): a company's, so no autofill from the person's own details but the organisation and email. */
const INVOICE_FIELDS = [
  { field: 'invoiceCompanyName', type: 'text', autoComplete: 'organization' },
  { field: 'invoiceTaxCode', type: 'text', autoComplete: 'off' },
  { field: 'invoiceAddress', type: 'text', autoComplete: 'off' },
  { field: 'invoiceEmail', type: 'email', autoComplete: 'email' },
] as const;

/** "I need a VAT invoice", and once ticked the company it names. */
function InvoiceFields({ actor, error, editable }: { actor: CheckoutActor; error: (field: FormField) => string | null; editable: boolean }) {
  const { t } = useTranslation('shop');
  const invoice = useSelector(actor, invoiceOf);
  return (
    <div className="checkout__invoice">
      <label className="checkout__choice">
        <input type="checkbox" name="vatInvoice" checked={invoice.wanted} disabled={!editable} onChange={(event) => actor.send({ type: 'invoice.toggle', wanted: event.target.checked })} />
        <span>{t('checkout.invoice.want')}</span>
      </label>
      {invoice.wanted && (
        <fieldset className="checkout__invoice-fields">
          <legend>{t('checkout.invoice.title')}</legend>
          <p className="checkout__invoice-hint">{t('checkout.invoice.hint')}</p>
          {INVOICE_FIELDS.map(({ field, type, autoComplete }) => (
            <Field key={field} label={t(`checkout.invoice.fields.${field}`)} error={error(field)}>
              {(props) => (
                <input
                  {...props}
                  name={field}
                  type={type}
                  autoComplete={autoComplete}
                  value={invoice.values[field]}
                  disabled={!editable}
                  onChange={(event) => actor.send({ type: 'invoice.change', field, value: event.target.value })}
                />
              )}
            </Field>
          ))}
        </fieldset>
      )}
    </div>
  );
}

const TEXT_FIELDS = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
  { field: 'email', type: 'email', autoComplete: 'email' },
] as const;

function DeliveryForm({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('shop');
  const problemText = useProblemText();
  const { values, problems, editable, phase, locations, payment, problem, rulesProblem } = useSelectors(actor, {
    values: deliveryValuesOf, problems: deliveryProblemsOf, editable: canEditOf, phase: checkoutPhaseOf, locations: checkoutLocationsOf, payment: paymentMethodOf, problem: checkoutProblemOf, rulesProblem: rulesProblemOf,
  });
  // An order asked for before the phone rules arrived waits for them as for the order itself.
  const placing = phase === 'submitting' || phase === 'awaitingRules';
  const error = (field: FormField) => problemText(problems[field]);
  return (
    <form
      id={CHECKOUT_FORM_ID}
      className="checkout__form"
      noValidate
      aria-labelledby="checkout-delivery-title"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'submit' });
      }}
    >
      <h2 id="checkout-delivery-title">{t('checkout.delivery')}</h2>
      {phase === 'prefilling' && <Loading />}
      {TEXT_FIELDS.map(({ field, type, autoComplete }) => (
        <Field key={field} label={t(`checkout.fields.${field}`)} error={error(field)}>
          {(props) => (
            <input {...props} name={field} type={type} autoComplete={autoComplete} value={values[field]} disabled={!editable} onChange={(event) => actor.send({ type: 'field.change', field, value: event.target.value })} />
          )}
        </Field>
      ))}
      {locations && <LocationFields locations={locations} form={actor} values={values} error={error} editable={editable} />}
      <Field label={t('checkout.fields.address')} error={error('address')}>
        {(props) => (
          <input {...props} name="address" type="text" autoComplete="street-address" value={values.address} disabled={!editable} onChange={(event) => actor.send({ type: 'field.change', field: 'address', value: event.target.value })} />
        )}
      </Field>
      <InvoiceFields actor={actor} error={error} editable={editable} />
      <fieldset className="checkout__payment">
        <legend>{t('checkout.payment')}</legend>
        {paymentMethodChoices.map((method) => (
          <label key={method} className="checkout__choice">
            <input type="radio" name="payment" value={method} checked={payment === method} disabled={!editable} onChange={() => actor.send({ type: 'payment.select', method })} />
            <span>
              <strong>{t(`checkout.methods.${method}.name`)}</strong> {t(`checkout.methods.${method}.hint`)}
            </span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p className="form-alert" role="alert">
          {problem.key === 'network' ? t('checkout.lostAnswer') : Object.keys(problem.fields).length ? t('checkout.refused') : <ProblemText problem={problem} />}
        </p>
      )}
      {rulesProblem && (
        <p className="form-alert" role="alert">
          {t('checkout.rulesFailed')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={placing || phase === 'prefilling'}>
        {placing ? t('checkout.placing') : t('checkout.place')}
      </button>
    </form>
  );
}

export const Route = createLazyRoute('/checkout')({ component: CheckoutPage });
