import type { SampleEvent } from './paths';

/**
 * A generated path's steps as words a tester reads ("answer 7 on scene 4, next, …") in the
 * product's four languages: the HTML report of `npm run test:paths` shows every path so. Known
 * event types have a phrase; a server answer, a failure and a timer have theirs; anything else is
 * its event type with its payload.
 */

export const REPORT_LANGUAGES = ['en', 'vi', 'th', 'zh'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

type Phrases = Record<string, string>;

const PHRASES: Record<ReportLanguage, Phrases> = {
  en: {
    'answer.select': 'answer {value}',
    'scene.next': 'next',
    'scene.previous': 'previous',
    'scene.back': 'back',
    'scene.goto': 'go to scene {sceneId}',
    'scene.step': 'step {direction}',
    'scene.last': 'last question',
    'scene.lastFromResults': 'back to the last question',
    'scene.submit': 'submit the form',
    'quiz.reset': 'start again',
    'url.changed': 'open the address {search}',
    'step.next': 'next step',
    'step.back': 'previous step',
    confirm: 'confirm',
    'load.retry': 'try loading again',
    'record.retry': 'try saving again',
    'result.retryOpen': 'try opening again',
    done: 'the server answers {call}',
    error: '{call} fails',
    after: '{delay} pass',
    other: '{event}',
    onScene: '{step} on scene {scene}',
    start: 'start: {start}',
  },
  vi: {
    'answer.select': 'chọn {value}',
    'scene.next': 'tiếp theo',
    'scene.previous': 'quay lại câu trước',
    'scene.back': 'quay lại',
    'scene.goto': 'đến cảnh {sceneId}',
    'scene.step': 'bước {direction}',
    'scene.last': 'câu hỏi cuối',
    'scene.lastFromResults': 'về câu hỏi cuối',
    'scene.submit': 'gửi biểu mẫu',
    'quiz.reset': 'làm lại từ đầu',
    'url.changed': 'mở địa chỉ {search}',
    'step.next': 'bước tiếp theo',
    'step.back': 'bước trước',
    confirm: 'xác nhận',
    'load.retry': 'thử tải lại',
    'record.retry': 'thử lưu lại',
    'result.retryOpen': 'thử mở lại',
    done: 'máy chủ trả lời {call}',
    error: '{call} thất bại',
    after: 'sau {delay}',
    other: '{event}',
    onScene: '{step} ở cảnh {scene}',
    start: 'bắt đầu: {start}',
  },
  th: {
    'answer.select': 'ตอบ {value}',
    'scene.next': 'ถัดไป',
    'scene.previous': 'ก่อนหน้า',
    'scene.back': 'ย้อนกลับ',
    'scene.goto': 'ไปที่ฉาก {sceneId}',
    'scene.step': 'เลื่อน {direction}',
    'scene.last': 'คำถามสุดท้าย',
    'scene.lastFromResults': 'กลับไปคำถามสุดท้าย',
    'scene.submit': 'ส่งแบบฟอร์ม',
    'quiz.reset': 'เริ่มใหม่',
    'url.changed': 'เปิดที่อยู่ {search}',
    'step.next': 'ขั้นตอนถัดไป',
    'step.back': 'ขั้นตอนก่อนหน้า',
    confirm: 'ยืนยัน',
    'load.retry': 'ลองโหลดอีกครั้ง',
    'record.retry': 'ลองบันทึกอีกครั้ง',
    'result.retryOpen': 'ลองเปิดอีกครั้ง',
    done: 'เซิร์ฟเวอร์ตอบ {call}',
    error: '{call} ไม่สำเร็จ',
    after: 'ผ่านไป {delay}',
    other: '{event}',
    onScene: '{step} ที่ฉาก {scene}',
    start: 'เริ่ม: {start}',
  },
  zh: {
    'answer.select': '回答 {value}',
    'scene.next': '下一步',
    'scene.previous': '上一题',
    'scene.back': '返回',
    'scene.goto': '前往场景 {sceneId}',
    'scene.step': '移动 {direction}',
    'scene.last': '最后一题',
    'scene.lastFromResults': '回到最后一题',
    'scene.submit': '提交表单',
    'quiz.reset': '重新开始',
    'url.changed': '打开地址 {search}',
    'step.next': '下一步骤',
    'step.back': '上一步骤',
    confirm: '确认',
    'load.retry': '重新加载',
    'record.retry': '重新保存',
    'result.retryOpen': '重新打开',
    done: '服务器回应 {call}',
    error: '{call} 失败',
    after: '{delay} 后',
    other: '{event}',
    onScene: '在场景 {scene}：{step}',
    start: '开始：{start}',
  },
};

function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? format(values[key]) : whole));
}

function format(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value) ?? '';
}

/** The milliseconds of a delay, through Intl (`250 ms`, `250 mili giây`, …). */
function duration(ms: number | null, name: string, language: ReportLanguage): string {
  if (ms === null) return name;
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(ms);
}

/** The scene a state value sits on, when the machine keeps a history of scene ids. */
export interface StepContext {
  scene?: number | string | null;
  /** Milliseconds of the machine's named delays. */
  delays?: Record<string, number | null>;
}

/** One step in words. */
export function stepWords(event: SampleEvent, language: ReportLanguage, context: StepContext = {}): string {
  const phrases = PHRASES[language];
  const { type, ...payload } = event;
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  const timer = /^xstate\.after\.([^.]+)\./.exec(type);
  let step: string;
  if (answer) step = fill(phrases[answer[1]], { call: answer[2] });
  else if (timer) step = fill(phrases.after, { delay: duration(context.delays?.[timer[1]] ?? (Number.isNaN(Number(timer[1])) ? null : Number(timer[1])), timer[1], language) });
  else if (type in phrases) step = fill(phrases[type], payload);
  else {
    const shown = Object.entries(payload).map(([key, value]) => `${key}=${format(value)}`);
    step = fill(phrases.other, { event: [type, ...shown].join(' ') });
  }
  return context.scene !== undefined && context.scene !== null && !answer && !timer ? fill(phrases.onScene, { step, scene: context.scene }) : step;
}

export function startWords(start: string, language: ReportLanguage): string {
  return fill(PHRASES[language].start, { start });
}
