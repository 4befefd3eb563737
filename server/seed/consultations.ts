import { createHash } from 'node:crypto';
import { getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ConsultationMethodKind } from '../../src/api/contract/consultations';
import type { GeneTestPackageSlug } from '../../src/api/contract/gene-test';
import type { QuestionType, SurveyKind } from '../../src/api/contract/surveys';
import type { Db } from '../db/client';
import {
  advisors,
  cancellationAnswers,
  consultationMethods,
  doctorDaysOff,
  doctorMethods,
  doctorReportPackages,
  doctors,
  doctorWorkingHours,
  surveyGroups,
  surveyQuestions,
} from '../db/schema';
import type { Localized } from './catalogue/types';
import { claimLoad } from './claim-load';

/*
 * What the consultations need to run (issue 25): how a consultation can be held, the doctors (the
 * catalogue's advisors whose role is doctor) with their week, days off, methods and the reports
 * they read, the answers people pick when cancelling, and the three surveys' questions, in en, vi,
 * th and zh. Loaded with the demo data, again whenever this data changes (a hash in app_meta).
 *
 * The weeks cover the hours the consultation packages promise (8:00 to 21:00, every day; Sunday
 * mornings only), in Asia/Ho_Chi_Minh. Days off are Việt Nam's public holidays of 2026 and 2027
 * (Tết included) for everyone, and some leave.
 */

const t = (en: string, vi: string, th: string, zh: string): Localized => ({ en, vi, th, zh });

// ---- methods -------------------------------------------------------------------------------

export const CONSULTATION_METHOD_IDS: Record<ConsultationMethodKind, number> = { video_call: 1, phone: 2, in_person: 3 };

const methods: Array<{ kind: ConsultationMethodKind; title: Localized; description: Localized }> = [
  {
    kind: 'video_call',
    title: t('Video call', 'Gọi video', 'วิดีโอคอล', '视频通话'),
    description: t(
      'Talk with the doctor face to face from home. The call link comes with your booking confirmation.',
      'Trò chuyện trực tiếp với bác sĩ ngay tại nhà. Đường dẫn cuộc gọi được gửi kèm xác nhận lịch hẹn.',
      'พูดคุยกับแพทย์แบบเห็นหน้ากันจากที่บ้าน ลิงก์วิดีโอคอลจะส่งมาพร้อมการยืนยันการนัดหมาย',
      '在家即可与医生面对面交流。通话链接将随预约确认一并发送。',
    ),
  },
  {
    kind: 'phone',
    title: t('Phone call', 'Gọi điện thoại', 'โทรศัพท์', '电话咨询'),
    description: t(
      'The doctor calls you at the booked time on the phone number of your account.',
      'Bác sĩ sẽ gọi cho bạn đúng giờ hẹn, qua số điện thoại của tài khoản.',
      'แพทย์จะโทรหาคุณตามเวลานัดที่หมายเลขโทรศัพท์ของบัญชี',
      '医生将在预约时间拨打您账户的手机号码。',
    ),
  },
  {
    kind: 'in_person',
    title: t('In person', 'Gặp trực tiếp', 'พบแพทย์ที่คลินิก', '到院面诊'),
    description: t(
      'Meet the doctor at the clinic. The address comes with your booking confirmation.',
      'Gặp bác sĩ tại phòng khám. Địa chỉ được gửi kèm xác nhận lịch hẹn.',
      'พบแพทย์ที่คลินิก ที่อยู่จะส่งมาพร้อมการยืนยันการนัดหมาย',
      '在诊所与医生面对面交流。地址将随预约确认一并发送。',
    ),
  },
];

// ---- doctors -------------------------------------------------------------------------------

const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const SUN = 0;

/** 'HH:mm' → minutes from midnight. */
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hours = (weekdays: number[], from: string, to: string) => weekdays.map((weekday) => ({ weekday, startMinute: at(from), endMinute: at(to) }));

const HANOI_ROOM = {
  clinicName: t('GeneWell Hanoi consultation room', 'Phòng tư vấn GeneWell Hà Nội', 'ห้องให้คำปรึกษา GeneWell ฮานอย', 'GeneWell河内咨询室'),
  clinicAddress: 'Tầng 5, 88 Láng Hạ, phường Láng, Hà Nội',
};
const AN_KHANG_CLINIC = {
  clinicName: t('An Khang Clinic', 'Phòng khám An Khang', 'คลินิกอานคัง', '安康诊所'),
  clinicAddress: '152 Nguyễn Đình Chiểu, phường Xuân Hòa, TP. Hồ Chí Minh',
};

/** Việt Nam's public holidays in 2026 and 2027 (Tết, Hùng Kings, 30/4–1/5, National Day), as observed. */
const PUBLIC_HOLIDAYS = [
  '2026-01-01',
  ...['14', '15', '16', '17', '18', '19', '20', '21', '22'].map((day) => `2026-02-${day}`),
  '2026-04-27',
  '2026-04-30',
  '2026-05-01',
  '2026-09-01',
  '2026-09-02',
  '2027-01-01',
  ...['04', '05', '06', '07', '08', '09', '10'].map((day) => `2027-02-${day}`),
  '2027-04-16',
  '2027-04-30',
  '2027-05-01',
  '2027-09-02',
  '2027-09-03',
];

interface SeedDoctor {
  advisorSlug: string;
  clinicName: Localized;
  clinicAddress: string;
  priority: number;
  week: Array<{ weekday: number; startMinute: number; endMinute: number }>;
  methods: ConsultationMethodKind[];
  packages: GeneTestPackageSlug[];
  leave: string[];
}

const ADULT_PACKAGES: GeneTestPackageSlug[] = ['g-intel', 'g-care', 'g-pro'];
const KID_PACKAGES: GeneTestPackageSlug[] = ['g-intel-kid', 'g-kid-care', 'g-kid-pro'];

export const seedDoctors: SeedDoctor[] = [
  {
    // The medical director reads every report: the doctor of last resort, so she comes last.
    advisorSlug: 'nguyen-thi-mai',
    ...HANOI_ROOM,
    priority: 50,
    week: [...hours([MON, TUE, WED, THU, FRI], '08:00', '12:00'), ...hours([MON, TUE, WED, THU, FRI], '13:30', '17:00'), ...hours([SAT], '08:00', '11:30')],
    methods: ['video_call', 'phone'],
    packages: [...ADULT_PACKAGES, ...KID_PACKAGES, 'g-health'],
    leave: ['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14', '2027-01-15'],
  },
  {
    advisorSlug: 'tran-van-hung',
    ...AN_KHANG_CLINIC,
    priority: 10,
    week: [...hours([MON, WED, FRI], '13:00', '17:00'), ...hours([TUE, THU], '18:00', '21:00'), ...hours([SAT], '08:00', '12:00')],
    methods: ['video_call', 'phone', 'in_person'],
    packages: ADULT_PACKAGES,
    leave: [],
  },
  {
    advisorSlug: 'le-thu-ha',
    ...HANOI_ROOM,
    priority: 10,
    week: [...hours([TUE, WED, THU, FRI, SAT], '08:30', '11:30'), ...hours([TUE, WED, THU, FRI, SAT], '14:00', '17:00')],
    methods: ['video_call', 'phone', 'in_person'],
    packages: ADULT_PACKAGES,
    leave: ['2026-12-22', '2026-12-23', '2026-12-24'],
  },
  {
    advisorSlug: 'pham-minh-quan',
    ...AN_KHANG_CLINIC,
    priority: 10,
    week: [...hours([MON, TUE, WED, THU, FRI], '17:30', '20:30'), ...hours([SAT, SUN], '08:00', '11:00')],
    methods: ['video_call', 'in_person'],
    packages: KID_PACKAGES,
    leave: ['2026-12-31'],
  },
  {
    advisorSlug: 'vo-thanh-son',
    ...AN_KHANG_CLINIC,
    priority: 10,
    week: [...hours([MON, THU], '14:00', '17:00'), ...hours([SAT], '08:00', '10:00')],
    methods: ['video_call', 'in_person'],
    packages: ['g-health', 'g-pro'],
    leave: [],
  },
];

// ---- cancellation answers -------------------------------------------------------------------

const answers: Array<{ id: number; title: Localized; requiresText?: boolean }> = [
  { id: 1, title: t('My plans changed and I can’t make this time', 'Tôi có việc đột xuất nên không thể đến đúng giờ này', 'แผนของฉันเปลี่ยนและไม่สะดวกในเวลานี้', '我的安排有变，这个时间无法参加') },
  { id: 2, title: t('I chose the wrong time or way of meeting', 'Tôi đã chọn nhầm thời gian hoặc hình thức tư vấn', 'ฉันเลือกเวลาหรือรูปแบบการปรึกษาผิด', '我选错了时间或咨询方式') },
  { id: 3, title: t('My questions have already been answered', 'Các thắc mắc của tôi đã được giải đáp', 'คำถามของฉันได้รับคำตอบแล้ว', '我的问题已经得到解答') },
  { id: 4, title: t('The cost doesn’t suit me right now', 'Chi phí hiện chưa phù hợp với tôi', 'ค่าใช้จ่ายยังไม่เหมาะกับฉันในตอนนี้', '目前费用不太适合我') },
  { id: 5, title: t('I’m unwell and will book again later', 'Tôi đang không khỏe và sẽ đặt lịch lại sau', 'ฉันไม่สบายและจะนัดใหม่ภายหลัง', '我身体不适，之后再预约') },
  { id: 6, title: t('Another reason', 'Lý do khác', 'เหตุผลอื่น', '其他原因'), requiresText: true },
];

// ---- surveys --------------------------------------------------------------------------------

interface SeedQuestion {
  id: string;
  type: QuestionType;
  title: Localized;
  description?: Localized;
  required?: boolean;
  options?: Array<{ id: string; label: Localized; exclusive: boolean }>;
  scale?: { min: number; max: number; minLabel: Localized; maxLabel: Localized };
  maxLength?: number;
}

interface SeedGroup {
  id: string;
  title: Localized;
  description?: Localized;
  questions: SeedQuestion[];
}

type SeedOption = NonNullable<SeedQuestion['options']>[number];

const option = (id: string, label: Localized, exclusive = false): SeedOption => ({ id, label, exclusive });
/** Chosen alone: "none of these" cannot go with an illness. */
const NONE = option('none', t('None of these', 'Không có bệnh nào trong số này', 'ไม่มีข้อใดเลย', '以上都没有'), true);
const CHOOSE_ALL = t('Choose all that apply.', 'Chọn tất cả các mục phù hợp.', 'เลือกได้ทุกข้อที่ตรงกับคุณ', '可多选。');

/* The question kinds, each built one way: one answer of a list; any of a list ("choose all that
   apply"); a whole number on a scale with its two ends named; the person's own words (optional). */
const single = (id: string, title: Localized, options: SeedOption[]): SeedQuestion => ({ id, type: 'single_choice', title, options });
const multiple = (id: string, title: Localized, options: SeedOption[]): SeedQuestion => ({ id, type: 'multiple_choice', title, description: CHOOSE_ALL, options });
const rating = (id: string, title: Localized, [min, minLabel]: [number, Localized], [max, maxLabel]: [number, Localized]): SeedQuestion => ({
  id,
  type: 'rating',
  title,
  scale: { min, max, minLabel, maxLabel },
});
const words = (id: string, title: Localized, maxLength: number, description?: Localized): SeedQuestion => ({ id, type: 'text', required: false, title, description, maxLength });

const preConsultation: SeedGroup[] = [
  {
    id: 'pre_health',
    title: t('About your health', 'Về sức khỏe của bạn', 'เกี่ยวกับสุขภาพของคุณ', '关于您的健康'),
    description: t(
      'Your answers go only to the doctor you will see, so the time together goes to what matters to you.',
      'Câu trả lời chỉ được gửi đến bác sĩ tư vấn cho bạn, để buổi tư vấn tập trung vào điều bạn quan tâm nhất.',
      'คำตอบของคุณจะส่งถึงแพทย์ที่ให้คำปรึกษาเท่านั้น เพื่อให้เวลาปรึกษาเน้นเรื่องที่คุณให้ความสำคัญ',
      '您的回答仅提供给为您咨询的医生，让咨询时间集中在您最关心的问题上。',
    ),
    questions: [
      single('main_concern', t('What would you most like to talk about with the doctor?', 'Bạn muốn trao đổi với bác sĩ về điều gì nhất?', 'คุณอยากปรึกษาแพทย์เรื่องใดมากที่สุด', '您最想和医生讨论什么？'), [
        option('weight', t('Weight and eating habits', 'Cân nặng và thói quen ăn uống', 'น้ำหนักและพฤติกรรมการกิน', '体重与饮食习惯')),
        option('heart', t('Heart health, blood pressure and cholesterol', 'Sức khỏe tim mạch, huyết áp và mỡ máu', 'สุขภาพหัวใจ ความดันโลหิต และคอเลสเตอรอล', '心脏健康、血压和胆固醇')),
        option('blood_sugar', t('Blood sugar and diabetes risk', 'Đường huyết và nguy cơ tiểu đường', 'น้ำตาลในเลือดและความเสี่ยงเบาหวาน', '血糖与糖尿病风险')),
        option('pregnancy', t('Planning a pregnancy', 'Chuẩn bị mang thai', 'การวางแผนตั้งครรภ์', '备孕计划')),
        option('child', t('My child’s growth and development', 'Sự phát triển của con tôi', 'การเจริญเติบโตและพัฒนาการของลูก', '孩子的生长发育')),
        option('cancer_risk', t('Hereditary cancer risk', 'Nguy cơ ung thư di truyền', 'ความเสี่ยงมะเร็งทางพันธุกรรม', '遗传性肿瘤风险')),
        option('other', t('Something else', 'Vấn đề khác', 'เรื่องอื่น', '其他问题')),
      ]),
      multiple(
        'conditions',
        t(
          'Has a doctor ever told you that you have any of these conditions?',
          'Bạn đã từng được bác sĩ chẩn đoán mắc bệnh nào dưới đây chưa?',
          'คุณเคยได้รับการวินิจฉัยจากแพทย์ว่าเป็นโรคใดต่อไปนี้หรือไม่',
          '医生是否曾诊断您患有以下疾病？',
        ),
        [
          NONE,
          option('hypertension', t('High blood pressure', 'Tăng huyết áp', 'ความดันโลหิตสูง', '高血压')),
          option('diabetes', t('Diabetes or prediabetes', 'Tiểu đường hoặc tiền tiểu đường', 'เบาหวานหรือภาวะก่อนเบาหวาน', '糖尿病或糖尿病前期')),
          option('high_cholesterol', t('High cholesterol', 'Mỡ máu cao', 'คอเลสเตอรอลสูง', '高胆固醇')),
          option('thyroid', t('A thyroid disease', 'Bệnh tuyến giáp', 'โรคต่อมไทรอยด์', '甲状腺疾病')),
          option('heart_disease', t('Heart disease', 'Bệnh tim', 'โรคหัวใจ', '心脏病')),
          option('other', t('Another long-term condition', 'Bệnh mạn tính khác', 'โรคเรื้อรังอื่น', '其他慢性疾病')),
        ],
      ),
      words(
        'medications',
        t('Which medicines or supplements do you take regularly?', 'Bạn đang dùng thuốc hoặc thực phẩm bổ sung nào thường xuyên?', 'คุณใช้ยาหรืออาหารเสริมอะไรเป็นประจำ', '您目前经常服用哪些药物或营养补充剂？'),
        500,
        t('Add the dose if you know it.', 'Ghi kèm liều dùng nếu bạn biết.', 'ระบุขนาดยาด้วยหากทราบ', '如知道剂量，请一并填写。'),
      ),
    ],
  },
  {
    id: 'pre_family',
    title: t('Your family’s health', 'Sức khỏe gia đình bạn', 'สุขภาพของครอบครัวคุณ', '您家人的健康'),
    questions: [
      multiple(
        'family_conditions',
        t(
          'Have your parents, brothers or sisters had any of these?',
          'Cha mẹ hoặc anh chị em ruột của bạn đã từng mắc bệnh nào dưới đây chưa?',
          'พ่อแม่หรือพี่น้องของคุณเคยเป็นโรคใดต่อไปนี้หรือไม่',
          '您的父母或兄弟姐妹是否患过以下疾病？',
        ),
        [
          NONE,
          option('early_heart_disease', t('Heart disease or stroke before the age of 60', 'Bệnh tim hoặc đột quỵ trước 60 tuổi', 'โรคหัวใจหรือโรคหลอดเลือดสมองก่อนอายุ 60 ปี', '60岁前患心脏病或中风')),
          option('diabetes', t('Diabetes', 'Tiểu đường', 'เบาหวาน', '糖尿病')),
          option('cancer', t('Cancer', 'Ung thư', 'มะเร็ง', '癌症')),
          option('unknown', t('I don’t know', 'Tôi không rõ', 'ไม่ทราบ', '不清楚'), true),
        ],
      ),
    ],
  },
  {
    id: 'pre_lifestyle',
    title: t('Your daily life', 'Sinh hoạt hằng ngày', 'ชีวิตประจำวันของคุณ', '您的日常生活'),
    questions: [
      single('activity', t('How often do you exercise for at least 30 minutes?', 'Bạn tập thể dục ít nhất 30 phút bao nhiêu lần?', 'คุณออกกำลังกายอย่างน้อย 30 นาทีบ่อยแค่ไหน', '您多久进行一次至少30分钟的运动？'), [
        option('rarely', t('Rarely or never', 'Hiếm khi hoặc không bao giờ', 'แทบไม่เคยหรือไม่เคยเลย', '很少或从不')),
        option('weekly_1_2', t('Once or twice a week', '1–2 lần mỗi tuần', '1–2 ครั้งต่อสัปดาห์', '每周1–2次')),
        option('weekly_3_4', t('3 or 4 times a week', '3–4 lần mỗi tuần', '3–4 ครั้งต่อสัปดาห์', '每周3–4次')),
        option('almost_daily', t('5 times a week or more', 'Từ 5 lần mỗi tuần trở lên', '5 ครั้งต่อสัปดาห์ขึ้นไป', '每周5次及以上')),
      ]),
      rating(
        'sleep',
        t('How well do you usually sleep?', 'Bạn thường ngủ có ngon giấc không?', 'โดยปกติคุณนอนหลับดีแค่ไหน', '您平时睡眠质量如何？'),
        [1, t('Very badly', 'Rất kém', 'แย่มาก', '很差')],
        [5, t('Very well', 'Rất ngon giấc', 'ดีมาก', '很好')],
      ),
      words(
        'questions_for_doctor',
        t(
          'Is there anything you would like the doctor to know, or to answer, during the consultation?',
          'Bạn có điều gì muốn bác sĩ biết trước hoặc giải đáp trong buổi tư vấn không?',
          'มีเรื่องใดที่คุณอยากให้แพทย์ทราบหรือตอบในระหว่างการปรึกษาหรือไม่',
          '在咨询中，您有什么希望医生事先了解或为您解答的吗？',
        ),
        1_000,
      ),
    ],
  },
];

const postConsultation: SeedQuestion[] = [
  rating(
    'overall',
    t('Overall, how satisfied are you with your consultation?', 'Nhìn chung, bạn hài lòng với buổi tư vấn đến mức nào?', 'โดยรวมแล้วคุณพึงพอใจกับการปรึกษามากน้อยเพียงใด', '总体而言，您对本次咨询的满意程度如何？'),
    [1, t('Not at all satisfied', 'Rất không hài lòng', 'ไม่พอใจเลย', '非常不满意')],
    [5, t('Very satisfied', 'Rất hài lòng', 'พอใจมาก', '非常满意')],
  ),
  rating(
    'clarity',
    t('How clearly did the doctor explain your results?', 'Bác sĩ giải thích kết quả của bạn rõ ràng đến mức nào?', 'แพทย์อธิบายผลตรวจของคุณได้ชัดเจนเพียงใด', '医生对您检测结果的解释是否清楚？'),
    [1, t('Not clearly at all', 'Hoàn toàn không rõ', 'ไม่ชัดเจนเลย', '完全不清楚')],
    [5, t('Very clearly', 'Rất rõ ràng', 'ชัดเจนมาก', '非常清楚')],
  ),
  single('next_steps', t('Do you know what to do next?', 'Bạn đã biết mình cần làm gì tiếp theo chưa?', 'คุณทราบหรือไม่ว่าควรทำอะไรต่อไป', '您清楚接下来该做什么吗？'), [
    option('clear_plan', t('Yes, I have a clear plan', 'Có, tôi đã có kế hoạch rõ ràng', 'ทราบ ฉันมีแผนที่ชัดเจน', '是的，我有明确的计划')),
    option('partly', t('Partly', 'Một phần', 'ทราบบางส่วน', '部分清楚')),
    option('not_yet', t('Not yet', 'Chưa', 'ยังไม่ทราบ', '还不清楚')),
  ]),
  rating(
    'recommend',
    t(
      'How likely are you to recommend a GeneWell consultation to a friend or relative?',
      'Bạn có sẵn lòng giới thiệu dịch vụ tư vấn của GeneWell cho bạn bè hoặc người thân không?',
      'คุณมีแนวโน้มจะแนะนำการปรึกษาของ GeneWell ให้เพื่อนหรือญาติมากน้อยเพียงใด',
      '您向亲友推荐GeneWell咨询服务的可能性有多大？',
    ),
    [0, t('Not at all likely', 'Chắc chắn không', 'ไม่แนะนำแน่นอน', '完全不可能')],
    [10, t('Extremely likely', 'Chắc chắn có', 'แนะนำแน่นอน', '非常可能')],
  ),
  words('improvements', t('What could we do better?', 'Chúng tôi có thể làm tốt hơn ở điểm nào?', 'เราควรปรับปรุงเรื่องใด', '我们还有哪些可以改进的地方？'), 1_000),
];

const onboarding: SeedQuestion[] = [
  multiple('goals', t('What brings you to GeneWell?', 'Điều gì khiến bạn tìm đến GeneWell?', 'อะไรทำให้คุณมาที่ GeneWell', '您为什么选择GeneWell？'), [
    option('health_risks', t('Understanding my health risks', 'Hiểu rõ các nguy cơ sức khỏe của mình', 'เข้าใจความเสี่ยงด้านสุขภาพของตัวเอง', '了解自己的健康风险')),
    option('nutrition', t('Eating right for my body', 'Ăn uống phù hợp với cơ thể', 'กินให้เหมาะกับร่างกาย', '吃得更适合自己的身体')),
    option('fitness', t('Training smarter', 'Tập luyện hiệu quả hơn', 'ออกกำลังกายอย่างมีประสิทธิภาพขึ้น', '更科学地锻炼')),
    option('child', t('Getting to know my child', 'Hiểu hơn về con mình', 'รู้จักลูกมากขึ้น', '更了解我的孩子')),
    option('family_planning', t('Planning a family', 'Chuẩn bị sinh con', 'วางแผนครอบครัว', '计划生育宝宝')),
  ]),
  single('for_whom', t('Who are you here for?', 'Bạn quan tâm đến sức khỏe của ai?', 'คุณมาที่นี่เพื่อใคร', '您主要为谁使用我们的服务？'), [
    option('myself', t('Myself', 'Bản thân tôi', 'ตัวเอง', '我自己')),
    option('my_child', t('My child', 'Con tôi', 'ลูกของฉัน', '我的孩子')),
    option('whole_family', t('My whole family', 'Cả gia đình tôi', 'ทั้งครอบครัว', '全家人')),
  ]),
  single('heard_from', t('How did you hear about us?', 'Bạn biết đến GeneWell qua đâu?', 'คุณรู้จักเราจากที่ใด', '您是通过什么渠道了解到我们的？'), [
    option('friends', t('Friends or family', 'Bạn bè hoặc người thân', 'เพื่อนหรือครอบครัว', '亲友介绍')),
    option('social', t('Facebook, Zalo or TikTok', 'Facebook, Zalo hoặc TikTok', 'Facebook, Zalo หรือ TikTok', 'Facebook、Zalo或TikTok')),
    option('search', t('A search engine', 'Công cụ tìm kiếm', 'เครื่องมือค้นหา', '搜索引擎')),
    option('doctor', t('A doctor or clinic', 'Bác sĩ hoặc phòng khám', 'แพทย์หรือคลินิก', '医生或诊所')),
    option('press', t('News or a magazine', 'Báo chí', 'ข่าวหรือนิตยสาร', '新闻或杂志')),
    option('other', t('Somewhere else', 'Nguồn khác', 'ช่องทางอื่น', '其他渠道')),
  ]),
];

/** A flat survey: one group of no title, which the API answers as a list. */
const flat = (questions: SeedQuestion[]): SeedGroup[] => [{ id: '', title: t('', '', '', ''), questions }];

export const seedSurveys: Array<{ survey: SurveyKind; groups: SeedGroup[] }> = [
  { survey: 'pre_consultation', groups: preConsultation },
  { survey: 'post_consultation', groups: flat(postConsultation) },
  { survey: 'onboarding', groups: flat(onboarding) },
];

// ---- the load ---------------------------------------------------------------------------------

/** Inserts the rows in one statement, or updates every other column of those already there. */
async function upsert<T extends PgTable>(db: Db, table: T, target: PgColumn, rows: Array<T['$inferInsert']>): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set = Object.fromEntries(Object.entries(columns).filter(([, column]) => column !== target).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));
  await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target, set: set as PgUpdateSetSource<T> });
}

/** Replaces the rows of these doctors (`owner` in `ids`) with `rows`, whole. */
async function replaceRows<T extends PgTable>(db: Db, table: T, owner: PgColumn, ids: number[], rows: Array<T['$inferInsert']>): Promise<void> {
  await db.delete(table).where(inArray(owner, ids));
  if (rows.length > 0) await db.insert(table).values(rows);
}

/** Bump when the load writes the rows differently. */
const LOADER_VERSION = 1;
const HASH_KEY = 'consultations_seed_hash';

const data = { methods, seedDoctors, answers, seedSurveys };

export function consultationsHash(): string {
  return createHash('sha256').update(`${LOADER_VERSION}\n${JSON.stringify(data)}`).digest('hex');
}

/**
 * Writes the methods, doctors, answers and questions, in the seed's transaction, when they changed
 * since the last load. The doctors' advisors must be loaded (the catalogue load runs first).
 */
export async function loadConsultations(db: Db): Promise<boolean> {
  if (!(await claimLoad(db, HASH_KEY, consultationsHash()))) return false;

  await upsert(
    db,
    consultationMethods,
    consultationMethods.id,
    methods.map((method, index) => ({ id: CONSULTATION_METHOD_IDS[method.kind], kind: method.kind, title: method.title, description: method.description, sortOrder: index })),
  );
  await upsert(
    db,
    cancellationAnswers,
    cancellationAnswers.id,
    answers.map((answer, index) => ({ id: answer.id, title: answer.title, requiresText: answer.requiresText ?? false, sortOrder: index })),
  );

  const advisorRows = await db.select({ id: advisors.id, slug: advisors.slug }).from(advisors).where(inArray(advisors.slug, seedDoctors.map((doctor) => doctor.advisorSlug)));
  const advisorIds = new Map(advisorRows.map((row) => [row.slug, row.id]));
  const doctorIds = seedDoctors.map((doctor) => {
    const advisorId = advisorIds.get(doctor.advisorSlug);
    if (advisorId === undefined) throw new Error(`The consultations seed names an unknown advisor: ${doctor.advisorSlug}`);
    return { doctor, advisorId };
  });
  await upsert(
    db,
    doctors,
    doctors.advisorId,
    doctorIds.map(({ doctor, advisorId }) => ({ advisorId, clinicName: doctor.clinicName, clinicAddress: doctor.clinicAddress, priority: doctor.priority })),
  );
  // The weeks, methods, reports and days off are the data's: replaced whole.
  const ids = doctorIds.map(({ advisorId }) => advisorId);
  const perDoctor = <T>(rowsOf: (doctor: SeedDoctor) => T[]) => doctorIds.flatMap(({ doctor, advisorId }) => rowsOf(doctor).map((row) => ({ doctorId: advisorId, ...row })));
  await replaceRows(db, doctorWorkingHours, doctorWorkingHours.doctorId, ids, perDoctor((doctor) => doctor.week));
  await replaceRows(db, doctorMethods, doctorMethods.doctorId, ids, perDoctor((doctor) => doctor.methods.map((kind) => ({ methodId: CONSULTATION_METHOD_IDS[kind] }))));
  await replaceRows(db, doctorReportPackages, doctorReportPackages.doctorId, ids, perDoctor((doctor) => doctor.packages.map((packageSlug) => ({ packageSlug }))));
  await replaceRows(db, doctorDaysOff, doctorDaysOff.doctorId, ids, perDoctor((doctor) => [...new Set([...PUBLIC_HOLIDAYS, ...doctor.leave])].map((day) => ({ day }))));

  const groupRows = seedSurveys.flatMap(({ survey, groups }) =>
    groups.flatMap((group, index) => (group.id === '' ? [] : [{ id: group.id, survey, title: group.title, description: group.description ?? null, sortOrder: index }])),
  );
  const questionRows = seedSurveys.flatMap(({ survey, groups }) =>
    groups
      .flatMap((group) => group.questions.map((question) => ({ question, groupId: group.id === '' ? null : group.id })))
      .map(({ question, groupId }, order) => ({
        id: question.id,
        survey,
        groupId,
        type: question.type,
        title: question.title,
        description: question.description ?? null,
        required: question.required ?? true,
        options: question.options ?? [],
        scale: question.scale ?? null,
        maxLength: question.maxLength ?? null,
        sortOrder: order,
      })),
  );
  await upsert(db, surveyGroups, surveyGroups.id, groupRows);
  await upsert(db, surveyQuestions, surveyQuestions.id, questionRows);
  await db.delete(surveyQuestions).where(notInArray(surveyQuestions.id, questionRows.map((row) => row.id)));
  await db.delete(surveyGroups).where(notInArray(surveyGroups.id, groupRows.map((row) => row.id)));
  return true;
}
