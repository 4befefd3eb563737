import type { ReactNode, SyntheticEvent } from 'react';
import './promo-modals.css';

/**
 * A promotion's native modal <dialog>: the page behind it is inert and Escape closes it (its
 * `cancel`); the focus moves to the dialog's first control when it opens and back to where it was
 * when it closes. `title` names it and `body` describes it; `children` stand below them and
 * `actions` last, then the button that closes it (`closeLabel`). Closing (Escape, or that
 * button) tells the modal's machine (`close`).
 */
export function PromoDialog({ id, className, title, body, children, actions, modal, closeLabel }: {
  id: string;
  className: string;
  title: ReactNode;
  body: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  modal: { send: (event: { type: 'close' }) => void };
  closeLabel: string;
}) {
  let returnTo: Element | null = null;
  const show = (node: HTMLDialogElement | null) => {
    if (!node || node.open) return;
    returnTo = document.activeElement;
    node.showModal();
  };
  const close = () => {
    modal.send({ type: 'close' });
    if (returnTo instanceof HTMLElement) returnTo.focus({ preventScroll: true });
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };

  return (
    <dialog id={id} className={className} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} ref={show} onCancel={onCancel}>
      <h2 id={`${id}-title`} className="promo-dialog__title">
        {title}
      </h2>
      <p id={`${id}-body`} className="promo-dialog__body">
        {body}
      </p>
      {children}
      <div className="promo-dialog__actions">
        {actions}
        <button type="button" className="button button--secondary" onClick={close}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
