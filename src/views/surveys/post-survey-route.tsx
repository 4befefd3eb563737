import { createLazyRoute } from '@tanstack/react-router';
import { PostConsultationSurveyPage } from './survey-page';

export const Route = createLazyRoute('/consultations/$id/post-survey')({ component: PostConsultationSurveyPage });
