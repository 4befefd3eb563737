import enKidQuiz from '../../../src/i18n/locales/en/kid-quiz.json' with { type: 'json' };
import viKidQuiz from '../../../src/i18n/locales/vi/kid-quiz.json' with { type: 'json' };
import thKidQuiz from '../../../src/i18n/locales/th/kid-quiz.json' with { type: 'json' };
import zhKidQuiz from '../../../src/i18n/locales/zh/kid-quiz.json' with { type: 'json' };
import { CLINIC_TIME_ZONE } from '../../../src/domain/dates';
import type { OutcomeId } from '../../../src/domain/kid-quiz/outcomes';
import { addServerNamespace, serverT } from '../../i18n/server-i18n';
import type { Language } from '../../i18n/server-i18n';

/*
 * The kid quiz's text messages, written from the same locale files as the results screen
 * (namespace kid-quiz), so the job title in the SMS is the one the parent saw:
 *   sms.results       {{job}} (outcomes.<id>.potentialJob), {{link}}
 *   sms.discountCode  {{code}}, {{percent}}, {{expiresOn}} (a date in Asia/Ho_Chi_Minh)
 */
const NAMESPACE = 'kid-quiz';
addServerNamespace(NAMESPACE, { en: enKidQuiz, vi: viKidQuiz, th: thKidQuiz, zh: zhKidQuiz });

/** Regional formats for each app language (en-GB writes '30 April 2026', not '4/30/2026'). */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN', th: 'th-TH', zh: 'zh-CN' };

/** A calendar date as people in Vietnam read it, whatever the server's own time zone. */
export function formatClinicDate(language: Language, instant: Date): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: CLINIC_TIME_ZONE }).format(instant);
}

/**
 * Where the results screen reopens a stored record: the client's `/kid-quiz?scene=9&result=<id>`
 * (scene 9 is the results scene; see src/machines/kid-quiz/kid-quiz-url.ts).
 */
export function resultsLink(origin: string, recordId: string): string {
  const url = new URL('/kid-quiz', origin);
  url.searchParams.set('scene', '9');
  url.searchParams.set('result', recordId);
  return url.toString();
}

export function resultsSmsText(language: Language, outcomeId: OutcomeId, link: string): string {
  const t = serverT(language, NAMESPACE);
  return t('sms.results', { job: t(`outcomes.${outcomeId}.potentialJob`), link });
}

export function discountCodeSmsText(language: Language, code: { code: string; percentOff: number; expiresAt: Date }): string {
  return serverT(language, NAMESPACE)('sms.discountCode', {
    code: code.code,
    percent: code.percentOff,
    expiresOn: formatClinicDate(language, code.expiresAt),
  });
}
