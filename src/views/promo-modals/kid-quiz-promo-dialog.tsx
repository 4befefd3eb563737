import type { MouseEvent, SyntheticEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import type { KidQuizModalMachine } from '../../machines/promo-modals/kid-quiz-modal.machine';
import { isKidQuizModalOpen } from '../../machines/promo-modals/kid-quiz-modal.selectors';
import './promo-modals.css';

export const KID_QUIZ_PROMO_ID = 'kid-quiz-promo';

/**
 * The kid-quiz promotion (src/machines/promo-modals): a native modal <dialog>, so the page
 * behind it is inert and Escape closes it (its `cancel`); the focus moves to the dialog's first
 * control when it opens and back to where it was when it closes. Rendered only while the
 * machine says `shown`; every close (button, Escape, the link to the quiz) is the machine's
 * `close`, which sets the closed cookie.
 */
export function KidQuizPromoDialog({ actor, openQuiz }: { actor: Actor<KidQuizModalMachine>; openQuiz: () => void }) {
  const { t } = useTranslation('promo-modals');
  const open = useSelector(actor, isKidQuizModalOpen);
  if (!open) return null;

  let returnTo: Element | null = null;
  const show = (node: HTMLDialogElement | null) => {
    if (!node || node.open) return;
    returnTo = document.activeElement;
    node.showModal();
  };
  const close = () => {
    actor.send({ type: 'close' });
    if (returnTo instanceof HTMLElement) returnTo.focus({ preventScroll: true });
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  const onQuiz = (event: MouseEvent) => {
    event.preventDefault();
    actor.send({ type: 'close' });
    openQuiz();
  };

  return (
    <dialog id={KID_QUIZ_PROMO_ID} className="promo-dialog" aria-labelledby={`${KID_QUIZ_PROMO_ID}-title`} aria-describedby={`${KID_QUIZ_PROMO_ID}-body`} ref={show} onCancel={onCancel}>
      <h2 id={`${KID_QUIZ_PROMO_ID}-title`} className="promo-dialog__title">
        {t('kidQuiz.title')}
      </h2>
      <p id={`${KID_QUIZ_PROMO_ID}-body`} className="promo-dialog__body">
        {t('kidQuiz.body')}
      </p>
      <div className="promo-dialog__actions">
        <a href="/kid-quiz" className="button button--primary" onClick={onQuiz}>
          {t('kidQuiz.start')}
        </a>
        <button type="button" className="button button--secondary" onClick={close}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}
