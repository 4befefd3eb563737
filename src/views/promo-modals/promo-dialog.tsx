import type { ReactNode, SyntheticEvent } from 'react';
import './promo-modals.css';

/**
 * A promotion's native modal <dialog>: the page behind it is inert and Escape closes it (its
 * `cancel`); the focus moves to the dialog's first control when it opens and back to where it was
 * when it closes. `title` names it and `body` describes it; `children` stand below them and
 * `actions(close)` last. Closing (Escape, or an action's `close`) calls `onClose`, which tells the
 * modal's machine.
 */
export function PromoDialog({ id, className, title, body, children, actions, onClose }: {
  id: string;
  className: string;
  title: ReactNode;
  body: ReactNode;
  children?: ReactNode;
  actions: (close: () => void) => ReactNode;
  onClose: () => void;
}) {
  let returnTo: Element | null = null;
  const show = (node: HTMLDialogElement | null) => {
    if (!node || node.open) return;
    returnTo = document.activeElement;
    node.showModal();
  };
  const close = () => {
    onClose();
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
      <div className="promo-dialog__actions">{actions(close)}</div>
    </dialog>
  );
}
