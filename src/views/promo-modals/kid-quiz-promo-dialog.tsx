import type { MouseEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import type { KidQuizModalMachine } from '../../machines/promo-modals/kid-quiz-modal.machine';
import { isKidQuizModalOpen } from '../../machines/promo-modals/kid-quiz-modal.selectors';
import { PromoDialog } from './promo-dialog';

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

  const onQuiz = (event: MouseEvent) => {
    event.preventDefault();
    actor.send({ type: 'close' });
    openQuiz();
  };

  return (
    <PromoDialog
      id={KID_QUIZ_PROMO_ID}
      className="promo-dialog"
      title={t('kidQuiz.title')}
      body={t('kidQuiz.body')}
      modal={actor}
      closeLabel={t('close')}
      actions={
        <a href="/kid-quiz" className="button button--primary" onClick={onQuiz}>
          {t('kidQuiz.start')}
        </a>
      }
    />
  );
}
