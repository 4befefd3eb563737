import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A process drawn as numbered boxes joined by arrows (CSS), marked up as an ordered list so
 * it reads as steps without the picture. Replaces the spec's diagram images.
 */
export function StepDiagram({ label, steps }: { label: string; steps: ReadonlyArray<{ id: string; title: string; body: string }> }) {
  const { t } = useTranslation('static-pages');
  const captionId = useId();
  return (
    <figure className="step-diagram" aria-labelledby={captionId}>
      <figcaption id={captionId} className="step-diagram__caption">
        {label}
      </figcaption>
      <ol className="step-diagram__list">
        {steps.map((step, index) => (
          <li key={step.id} className="step-diagram__step">
            <span className="step-diagram__number">{t('step', { number: index + 1 })}</span>
            <strong className="step-diagram__title">{step.title}</strong>
            <span className="step-diagram__body">{step.body}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
