import { createLazyRoute } from '@tanstack/react-router';
import { PreConsultationSurveyPage } from './survey-page';

export const Route = createLazyRoute('/consultations/$id/pre-survey')({ component: PreConsultationSurveyPage });
