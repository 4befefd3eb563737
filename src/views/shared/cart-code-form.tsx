import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { CallProblem } from '../../machines/calls/call-problem';
import { cartActionsOf, codeStatusOf } from '../../machines/cart/cart.selectors';
import type { CartActor } from '../../machines/cart/cart.machine';
import { SendButton } from './send-button';

/** The server's reason for a refused code when it gave one, else ours. */
function refusalText(problem: CallProblem, t: (key: string) => string): string {
  const server = Object.values(problem.fields)[0];
  if (server) return server;
  if (problem.key === 'not_found') return t('code.notFound');
  if (problem.key === 'network') return t('problem.network');
  if (problem.key === 'invalid') return t('code.invalid');
  return t('problem.other');
}

/** The promotion code of the cart (one per cart): the one applied with its remove button, else the field to give one. */
export function CodeForm({ cart }: { cart: CartActor }) {
  const { t } = useTranslation('shop');
  const inputId = useId();
  const status = useSelector(cart, codeStatusOf);
  const actions = useSelector(cart, cartActionsOf);
  return (
    <section className="shop-code" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('code.title')}</h2>
      {status.applied && (
        <p className="shop-code__applied" role="status">
          {t('code.applied', { code: status.applied })}
          {status.appliedProblem && <> {t(`code.appliedProblem.${status.appliedProblem}`)}</>}{' '}
          <SendButton to={cart} event={{ type: 'code.remove' }} className="button button--secondary" disabled={!actions.removeCode}>{t('code.remove')}</SendButton>
        </p>
      )}
      {status.pending && <p role="status">{t('code.pending', { code: status.pending })}</p>}
      {/* An applied code is shown as applied, with its remove button: no input still holding it (issue 23 §13). */}
      {!status.applied && (
        <form
          key={status.pending ?? ''}
          className="shop-code__form"
          onSubmit={(event) => {
            event.preventDefault();
            cart.send({ type: 'code.apply', code: String(new FormData(event.currentTarget).get('code') ?? '') });
          }}
        >
          <label htmlFor={inputId}>{t('code.label')}</label>
          <input id={inputId} name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={40} aria-invalid={status.refused ? true : undefined} aria-describedby={status.refused ? `${inputId}-problem` : undefined} />
          <button type="submit" className="button button--secondary" disabled={!actions.code}>
            {t('code.apply')}
          </button>
        </form>
      )}
      {status.refused && (
        <p id={`${inputId}-problem`} className="form-alert" role="alert">
          {refusalText(status.refused, t)}
        </p>
      )}
    </section>
  );
}
