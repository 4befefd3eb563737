import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentProcessSteps } from './process-steps';
import '../../styles/payment.css';

export interface ProcessStep {
  id: string;
  title: string;
  body: string;
}

/** Layout of the drawing, in SVG units (about pixels at a 360 px screen's width). */
const WIDTH = 340;
const BOX_X = 2;
const BOX_WIDTH = WIDTH - 2 * BOX_X;
const TEXT_X = 58;
const BADGE_X = 28;
const PADDING = 14;
const TITLE_LINE = 21;
const BODY_LINE = 19;
const ARROW = 30;
/**
 * Line lengths in width units: a CJK character counts 2, a Thai letter 1.3 (Thai fonts draw
 * wider letters than Latin ones at the same size), any other letter 1, combining marks 0.
 */
const TITLE_UNITS = 28;
const BODY_UNITS = 33;

const THAI = /[\u0e00-\u0e7f]/u;
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function unitsOf(text: string): number {
  let units = 0;
  for (const character of text) {
    if (/\p{M}/u.test(character)) continue;
    units += WIDE.test(character) ? 2 : THAI.test(character) ? 1.3 : 1;
  }
  return units;
}

/**
 * Text broken into lines of at most `max` units, between words as the language segments them
 * (Intl.Segmenter: Thai and Chinese have no spaces between words). A word longer than a line
 * stands on its own line.
 */
export function wrapText(text: string, max: number, language: string): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const lines: string[] = [];
  let line = '';
  for (const { segment } of segmenter.segment(text)) {
    const candidate = line + segment;
    if (line.trim() !== '' && unitsOf(candidate.trimEnd()) > max) {
      lines.push(line.trimEnd());
      line = segment.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines;
}

interface PlacedStep extends ProcessStep {
  y: number;
  height: number;
  titleLines: string[];
  bodyLines: string[];
}

export function layoutSteps(steps: readonly ProcessStep[], language: string): { steps: PlacedStep[]; height: number } {
  let y = 2;
  const placed = steps.map((step) => {
    const titleLines = wrapText(step.title, TITLE_UNITS, language);
    const bodyLines = wrapText(step.body, BODY_UNITS, language);
    const height = 2 * PADDING + titleLines.length * TITLE_LINE + 4 + bodyLines.length * BODY_LINE;
    const box = { ...step, y, height, titleLines, bodyLines };
    y += height + ARROW;
    return box;
  });
  return { steps: placed, height: y - ARROW + 2 };
}

/**
 * A process drawn as our own SVG: numbered boxes from top to bottom joined by arrows, each with
 * its title and description as real text in the page's language (translatable, selectable, read
 * by screen readers as a list of steps). Narrow enough to read at 360 px; it scales on wider
 * screens.
 */
export function ProcessDiagram({ label, steps }: { label: string; steps: readonly ProcessStep[] }) {
  const { t, i18n } = useTranslation('static-pages');
  const captionId = useId();
  const markerId = useId().replace(/:/g, '');
  const layout = layoutSteps(steps, i18n.language);
  return (
    <figure className="process-diagram" aria-labelledby={captionId}>
      <figcaption id={captionId} className="process-diagram__caption">
        {label}
      </figcaption>
      <svg className="process-diagram__svg" viewBox={`0 0 ${WIDTH} ${layout.height}`} role="list" aria-labelledby={captionId} xmlns="http://www.w3.org/2000/svg">
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path className="process-diagram__arrowhead" d="M0 0 L10 5 L0 10 z" />
          </marker>
        </defs>
        {layout.steps.map((step, index) => (
          <g key={step.id} role="listitem" aria-label={`${t('step', { number: index + 1 })}: ${step.title}. ${step.body}`}>
            <rect className="process-diagram__box" x={BOX_X} y={step.y} width={BOX_WIDTH} height={step.height} rx="12" />
            <circle className="process-diagram__badge" cx={BADGE_X} cy={step.y + PADDING + 12} r="15" />
            <text className="process-diagram__number" x={BADGE_X} y={step.y + PADDING + 18} textAnchor="middle" aria-hidden="true">
              {index + 1}
            </text>
            <text className="process-diagram__title" x={TEXT_X} aria-hidden="true">
              {step.titleLines.map((line, lineIndex) => (
                <tspan key={lineIndex} x={TEXT_X} y={step.y + PADDING + 16 + lineIndex * TITLE_LINE}>
                  {line}
                </tspan>
              ))}
            </text>
            <text className="process-diagram__body" x={TEXT_X} aria-hidden="true">
              {step.bodyLines.map((line, lineIndex) => (
                <tspan key={lineIndex} x={TEXT_X} y={step.y + PADDING + step.titleLines.length * TITLE_LINE + 4 + 14 + lineIndex * BODY_LINE}>
                  {line}
                </tspan>
              ))}
            </text>
            {index < layout.steps.length - 1 && (
              <path
                className="process-diagram__arrow"
                d={`M${WIDTH / 2} ${step.y + step.height + 2} V${step.y + step.height + ARROW - 6}`}
                markerEnd={`url(#${markerId})`}
                aria-hidden="true"
              />
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** The payment process under its heading: the diagram of its steps (the bank-transfer and payment-security pages end with it). */
export function PaymentProcess({ heading }: { heading: string }) {
  const { t } = useTranslation('static-pages');
  return (
    <>
      <h2>{heading}</h2>
      <ProcessDiagram label={t('paymentSecurity.process.diagramLabel')} steps={paymentProcessSteps(t)} />
    </>
  );
}
