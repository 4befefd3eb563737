import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { DietQuizActor } from '../../machines/diet-quiz/diet-quiz.machine';
import { resultInputOf } from '../../machines/diet-quiz/diet-quiz.selectors';
import { resultOf } from '../../machines/diet-quiz/diet-quiz.result-selectors';
import type { DietResult } from '../../domain/nutrition/calculate';
import { DIET_PLANS } from '../../domain/nutrition/diet-plans';
import { BMI_BOUNDARIES } from '../../domain/nutrition/enumerations';
import type { GenderId } from '../../domain/nutrition/enumerations';
import { FOOD_ITEMS_BY_ID } from '../../domain/nutrition/foods';
import { growthCurve } from '../../domain/nutrition/growth';
import type { DietInput } from '../../domain/nutrition/input';

/**
 * The results a person reads (scenes 22 to 33): the body (BMI on a gauge, or a child's height on
 * the WHO curve), the day's energy, the macronutrient split and the foods per meal with amounts
 * and highlights. Plain SVG charts, each with its text alternative beside it; it prints as it
 * shows (diet-quiz.css). It loads with the scenes from the results on
 * (outcome-scenes.tsx), not with the quiz.
 */

type Lang = 'en' | 'vi' | 'th' | 'zh';
const langOf = (language: string): Lang => (['vi', 'th', 'zh'].includes(language) ? (language as Lang) : 'en');

function BmiGauge({ bmi, statusId }: { bmi: number; statusId: number }) {
  const { t, i18n } = useTranslation('diet-quiz');
  const max = 40;
  const x = (value: number) => (Math.min(value, max) / max) * 300;
  const value = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bmi);
  const segments = [...BMI_BOUNDARIES.slice(0, 4), max];
  return (
    <figure className="diet-quiz__chart">
      <svg viewBox="0 0 300 56" role="img" aria-labelledby="diet-quiz-bmi-text" focusable="false">
        {segments.slice(0, -1).map((from, index) => (
          <rect key={from} x={x(from)} y={16} width={x(segments[index + 1]) - x(from)} height={16} className={`diet-quiz__band diet-quiz__band--${index + 1}`} />
        ))}
        <polygon points={`${x(bmi) - 6},4 ${x(bmi) + 6},4 ${x(bmi)},16`} className="diet-quiz__marker" />
        {BMI_BOUNDARIES.slice(1, 4).map((boundary) => (
          <text key={boundary} x={x(boundary)} y={48} textAnchor="middle" className="diet-quiz__axis">
            {boundary}
          </text>
        ))}
      </svg>
      <figcaption id="diet-quiz-bmi-text">{t('results.bmi', { value, status: t(`status.adult.${statusId}`) })}</figcaption>
    </figure>
  );
}

function GrowthChart({ gender, ageMonths, height, statusId, heightStatusId }: { gender: GenderId; ageMonths: number; height: number; statusId: number; heightStatusId: number }) {
  const { t, i18n } = useTranslation('diet-quiz');
  const from = Math.max(0, Math.floor(ageMonths - 12));
  const to = from + 24;
  const curve = growthCurve(gender, 'lengthHeightForAge', from, to);
  const top = Math.max(...curve.map((point) => point.plus2), height) + 2;
  const bottom = Math.min(...curve.map((point) => point.minus2), height) - 2;
  const x = (month: number) => ((month - from) / (to - from)) * 300;
  const y = (value: number) => 150 - ((value - bottom) / (top - bottom)) * 150;
  const line = (pick: (point: (typeof curve)[number]) => number) => curve.map((point) => `${x(point.month).toFixed(1)},${y(pick(point)).toFixed(1)}`).join(' ');
  const cm = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(height);
  return (
    <figure className="diet-quiz__chart">
      <svg viewBox="0 0 300 150" role="img" aria-labelledby="diet-quiz-growth-text" focusable="false">
        <polyline points={line((point) => point.plus2)} className="diet-quiz__curve diet-quiz__curve--edge" />
        <polyline points={line((point) => point.median)} className="diet-quiz__curve" />
        <polyline points={line((point) => point.minus2)} className="diet-quiz__curve diet-quiz__curve--edge" />
        <circle cx={x(ageMonths)} cy={y(height)} r={5} className="diet-quiz__point" />
      </svg>
      <figcaption id="diet-quiz-growth-text">
        {t('results.growth', { height: cm, heightStatus: t(`status.height.${heightStatusId}`), weightStatus: t(`status.kid.${statusId}`) })}
      </figcaption>
    </figure>
  );
}

function MacroChart({ result }: { result: DietResult }) {
  const { t, i18n } = useTranslation('diet-quiz');
  const ratios = result.nutritionalRequirements.macronutrientRatios;
  const keys = ['carbohydrate', 'fat', 'protein'] as const;
  let offset = 0;
  const grams = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  // Percents through Intl: 40% in en and vi, as each language writes it.
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <figure className="diet-quiz__chart">
      <svg viewBox="0 0 300 24" role="img" aria-labelledby="diet-quiz-macro-text" focusable="false">
        {keys.map((key) => {
          const width = (ratios[key] / 100) * 300;
          const rect = <rect key={key} x={offset} y={0} width={width} height={24} className={`diet-quiz__macro diet-quiz__macro--${key}`} />;
          offset += width;
          return rect;
        })}
      </svg>
      <figcaption id="diet-quiz-macro-text">
        <ul className="diet-quiz__legend">
          {keys.map((key) => (
            <li key={key}>
              <span className={`diet-quiz__swatch diet-quiz__macro--${key}`} aria-hidden="true" />
              {t('results.macro', { nutrient: t(`nutrient.${key}`), percent: percent.format(ratios[key] / 100), grams: grams.format(result.dailyNutrients[key]) })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

export function ResultsPanel({ result, input }: { result: DietResult; input: DietInput }) {
  const { t, i18n } = useTranslation('diet-quiz');
  const lang = langOf(i18n.language);
  const kcal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const intake = result.recommendedDailyCalorieIntake;
  const plan = DIET_PLANS[result.nutritionalRequirements.optimalDietPlanId];
  const body = result.body;
  return (
    <div className="diet-quiz__panel">
      <section className="diet-quiz__card" aria-labelledby="diet-quiz-body-title">
        <h2 id="diet-quiz-body-title">{t(body.kind === 'adult' ? 'results.bodyAdult' : 'results.bodyKid')}</h2>
        {body.kind === 'adult' ? (
          <BmiGauge bmi={body.bmi} statusId={body.weightStatusId} />
        ) : (
          <GrowthChart
            gender={input.genderId}
            ageMonths={body.ageMonths}
            height={input.height}
            statusId={body.weightStatusId}
            heightStatusId={body.heightStatusId}
          />
        )}
      </section>
      <section className="diet-quiz__card" aria-labelledby="diet-quiz-energy-title">
        <h2 id="diet-quiz-energy-title">{t('results.energyTitle')}</h2>
        <p className="diet-quiz__big">{t('results.kcal', { value: kcal.format(intake.total) })}</p>
        {intake.breastfeeding > 0 && (
          <p>{t('results.energySplit', { milk: kcal.format(intake.breastfeeding), food: kcal.format(intake.food) })}</p>
        )}
      </section>
      <section className="diet-quiz__card" aria-labelledby="diet-quiz-plan-title">
        <h2 id="diet-quiz-plan-title">{plan.title ? plan.title[lang] : t('results.defaultPlan')}</h2>
        <MacroChart result={result} />
        <Link to="/blog/$slug" params={{ slug: plan.blogSlug }}>
          {t('results.planArticle')}
        </Link>
      </section>
      {result.infantFormula && (
        <section className="diet-quiz__card">
          <h2>{t('results.formulaTitle')}</h2>
          <p>{t('results.formula', { ml: kcal.format(result.infantFormula.mlPerDay) })}</p>
          {result.infantFormula.needsSpecialFormula && <p>{t('results.specialFormula')}</p>}
        </section>
      )}
      {result.meals.map((meal) => (
        <section key={meal.mealTypeId} className="diet-quiz__card" aria-labelledby={`diet-quiz-meal-${meal.mealTypeId}`}>
          <h2 id={`diet-quiz-meal-${meal.mealTypeId}`}>{t(`meal.${meal.mealTypeId}`, { count: meal.mealsPerDay })}</h2>
          {meal.groups
            .filter((group) => group.foods.length > 0)
            .map((group) => (
              <div key={group.groupId} className="diet-quiz__group">
                <h3>{t(`foodGroup.${group.groupId}`)}</h3>
                <p className="diet-quiz__hint">{t('results.chooseOne')}</p>
                <ul className="diet-quiz__foods">
                  {group.foods.map((food) => (
                    <li key={food.foodId} className={food.highlighted ? 'is-highlighted' : undefined}>
                      <span>{FOOD_ITEMS_BY_ID.get(food.foodId)?.title[lang]}</span>{' '}
                      <span className="diet-quiz__amount">{t('results.amount', { min: food.min, max: food.max, unit: t(`unit.${food.unit}`) })}</span>
                      {food.highlighted && <strong className="diet-quiz__badge">{t('results.recommended')}</strong>}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </section>
      ))}
      <p className="diet-quiz__disclaimer">{t('disclaimer')}</p>
    </div>
  );
}


/**
 * A results scene's content: its lead (the user group's, on the results scene) and the results,
 * with the record's status between them (drawn by the page).
 */
export function ResultsContent({ actor, scene, view, recordStatus }: { actor: DietQuizActor; scene: number; view: string; recordStatus: ReactNode }) {
  const { t } = useTranslation('diet-quiz');
  const result = useSelector(actor, resultOf);
  const input = useSelector(actor, resultInputOf);
  if (!result || !input) return null;
  return (
    <>
      <p className="diet-quiz__lead">{t(view === 'results' ? `results.group.${result.userGroupId}` : `scene.${scene}.lead`)}</p>
      {recordStatus}
      <ResultsPanel result={result} input={input} />
    </>
  );
}
