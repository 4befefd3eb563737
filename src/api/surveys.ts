import { surveyEndpoints } from './contract/surveys';
import type { OnboardingSurvey, PostConsultationSurvey, PreConsultationSurvey, SubmitSurveyRequest, SurveyQuestion } from './contract/surveys';
import { callEndpoint } from './call-endpoint';
import { HEADERS } from './contract/paths';
import type { PortalClient, SurveyToken } from './consultations';

/**
 * The three surveys on the Portal API (entries in src/api/contract/surveys.ts). The pre- and
 * post-consultation surveys take the appointment's survey token (Survey-Token header; null when
 * this browser has none, the signed-in owner needs none); the onboarding survey is signed in.
 *
 * The answers are read into the spec's state (§3 "User and surveys"): the post-consultation
 * survey's `surveyProfile` from `customerId` and `customerName`, the onboarding survey's
 * `questions` from `onboardingSurveyQuestions`.
 */

export type PreConsultationSurveyState = PreConsultationSurvey;

export interface PostConsultationSurveyState extends Omit<PostConsultationSurvey, 'customerId' | 'customerName'> {
  surveyProfile: { id: string; name: string | null };
}

export interface OnboardingSurveyState {
  questions: SurveyQuestion[];
  meta: OnboardingSurvey['meta'];
}

function postState({ customerId, customerName, ...rest }: PostConsultationSurvey): PostConsultationSurveyState {
  return { ...rest, surveyProfile: { id: customerId, name: customerName } };
}

function onboardingState({ onboardingSurveyQuestions, meta }: OnboardingSurvey): OnboardingSurveyState {
  return { questions: onboardingSurveyQuestions, meta };
}

export async function getPreConsultationSurvey(client: PortalClient, appointmentId: string, token: SurveyToken, signal?: AbortSignal): Promise<PreConsultationSurveyState> {
  return (await callEndpoint(client, surveyEndpoints.preConsultation, { headers: { [HEADERS.surveyToken]: token }, params: { id: appointmentId }, signal })).data;
}

/** Answers it once; rejects with ApiError 409 `survey_done` or `survey_closed`, 400 naming `answers.<question id>`. */
export async function submitPreConsultationSurvey(
  client: PortalClient,
  appointmentId: string,
  body: SubmitSurveyRequest,
  token: SurveyToken,
  signal?: AbortSignal,
): Promise<PreConsultationSurveyState> {
  return (await callEndpoint(client, surveyEndpoints.submitPreConsultation, { headers: { [HEADERS.surveyToken]: token }, params: { id: appointmentId }, body, signal })).data;
}

export async function getPostConsultationSurvey(client: PortalClient, appointmentId: string, token: SurveyToken, signal?: AbortSignal): Promise<PostConsultationSurveyState> {
  return postState((await callEndpoint(client, surveyEndpoints.postConsultation, { headers: { [HEADERS.surveyToken]: token }, params: { id: appointmentId }, signal })).data);
}

export async function submitPostConsultationSurvey(
  client: PortalClient,
  appointmentId: string,
  body: SubmitSurveyRequest,
  token: SurveyToken,
  signal?: AbortSignal,
): Promise<PostConsultationSurveyState> {
  return postState((await callEndpoint(client, surveyEndpoints.submitPostConsultation, { headers: { [HEADERS.surveyToken]: token }, params: { id: appointmentId }, body, signal })).data);
}

export async function getOnboardingSurvey(client: PortalClient, signal?: AbortSignal): Promise<OnboardingSurveyState> {
  return onboardingState((await callEndpoint(client, surveyEndpoints.onboarding, { signal })).data);
}

/** Finishing it sets userprofile.hasFinishedSurvey (the answer's meta says so). */
export async function submitOnboardingSurvey(client: PortalClient, body: SubmitSurveyRequest, signal?: AbortSignal): Promise<OnboardingSurveyState> {
  return onboardingState((await callEndpoint(client, surveyEndpoints.submitOnboarding, { body, signal })).data);
}
