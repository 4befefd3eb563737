import type { TFunction } from 'i18next';
import type { ProcessStep } from './process-diagram';

const PAYMENT_STEPS = ['order', 'method', 'pay', 'verify', 'confirm'] as const;
const COMPLAINT_STEPS = ['receive', 'acknowledge', 'investigate', 'propose', 'agree', 'close'] as const;

/** The payment process's steps in the language of `t` (the static-pages namespace). */
export function paymentProcessSteps(t: TFunction<'static-pages'>): ProcessStep[] {
  return PAYMENT_STEPS.map((id) => ({ id, title: t(`paymentSecurity.process.steps.${id}.title`), body: t(`paymentSecurity.process.steps.${id}.body`) }));
}

/** The complaint-handling process's steps in the language of `t`. */
export function complaintProcessSteps(t: TFunction<'static-pages'>): ProcessStep[] {
  return COMPLAINT_STEPS.map((id) => ({ id, title: t(`complaintProcess.steps.${id}.title`), body: t(`complaintProcess.steps.${id}.body`) }));
}
