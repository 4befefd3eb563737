import type {
  Localized,
  SeedAgeGroup,
  SeedBanner,
  SeedCatalogue,
  SeedDemand,
  SeedImage,
  SeedPackageSection,
  SeedPrice,
  SeedProductCategory,
  SeedProductPackage,
  SeedPromotionPosition,
  SeedReportCategory,
  SeedStatistic,
  SeedTestedTrait,
  SeedTestimonial,
} from '../types';

/*
 * The shop's demo catalogue as GeneWell publishes it: two product lines of three tiers (adults and
 * kids), the hereditary-risk test G-Health and doctor consultations about a gene report. Prices
 * are in VND with the USD price at 25,000 VND to the dollar. Every result is a predisposition, not
 * a diagnosis: the texts say so. Images are ours (scripts/generate-catalogue-images.mjs).
 */

const t = (en: string, vi: string, th: string, zh: string): Localized => ({ en, vi, th, zh });

const VND_PER_USD = 25_000;
const price = (vnd: number): SeedPrice => ({ VND: vnd, USD: Math.round((vnd / VND_PER_USD) * 100) / 100 });

const image = (folder: string, file: string, width: number, height: number, alt: Localized): SeedImage => ({
  src: `/images/${folder}/${file}`,
  width,
  height,
  alt,
});

// ---- age groups, demands, categories -------------------------------------------------------

const ageGroups: SeedAgeGroup[] = [
  { slug: 'adults', name: t('Adults', 'Người lớn', 'ผู้ใหญ่', '成人') },
  { slug: 'kids', name: t('Children', 'Trẻ em', 'เด็ก', '儿童') },
];

const demands: SeedDemand[] = [
  { slug: 'weight-management', name: t('Weight management', 'Quản lý cân nặng', 'การควบคุมน้ำหนัก', '体重管理') },
  { slug: 'nutrition', name: t('Nutrition', 'Dinh dưỡng', 'โภชนาการ', '营养') },
  { slug: 'fitness', name: t('Fitness and exercise', 'Thể chất và luyện tập', 'สมรรถภาพร่างกายและการออกกำลังกาย', '体能与运动') },
  { slug: 'child-development', name: t('Child development', 'Phát triển của trẻ', 'พัฒนาการของเด็ก', '儿童发育') },
  { slug: 'talent-discovery', name: t('Talent discovery', 'Khám phá năng khiếu', 'ค้นหาพรสวรรค์', '天赋探索') },
  { slug: 'disease-risk', name: t('Disease risk', 'Nguy cơ bệnh lý', 'ความเสี่ยงโรค', '疾病风险') },
  { slug: 'cancer-risk', name: t('Cancer risk', 'Nguy cơ ung thư', 'ความเสี่ยงมะเร็ง', '癌症风险') },
  { slug: 'consultation', name: t('Doctor consultation', 'Tư vấn với bác sĩ', 'ปรึกษาแพทย์', '医生咨询') },
];

const categoryImage = (slug: string, alt: Localized): SeedImage => image('categories', `${slug}.svg`, 640, 400, alt);

const productCategories: SeedProductCategory[] = [
  {
    slug: 'genetic-tests-adults',
    name: t('Genetic tests for adults', 'Xét nghiệm gen cho người lớn', 'การตรวจยีนสำหรับผู้ใหญ่', '成人基因检测'),
    description: t(
      'Understand how your genes shape your nutrition needs, weight, fitness and wellbeing, and build habits that suit your body.',
      'Hiểu gen của bạn ảnh hưởng thế nào đến nhu cầu dinh dưỡng, cân nặng, thể chất và tinh thần, để xây dựng thói quen sống phù hợp với cơ thể.',
      'เข้าใจว่ายีนของคุณส่งผลต่อความต้องการสารอาหาร น้ำหนัก สมรรถภาพร่างกาย และสุขภาพใจอย่างไร เพื่อสร้างนิสัยที่เหมาะกับร่างกายของคุณ',
      '了解您的基因如何影响营养需求、体重、体能与身心状态，养成适合自己身体的生活习惯。',
    ),
    image: categoryImage('genetic-tests-adults', t('Two adults beside a DNA helix', 'Hai người lớn bên chuỗi xoắn DNA', 'ผู้ใหญ่สองคนข้างเกลียวดีเอ็นเอ', '两位成人与DNA双螺旋')),
    sortOrder: 1,
  },
  {
    slug: 'genetic-tests-kids',
    name: t('Genetic tests for children', 'Xét nghiệm gen cho trẻ em', 'การตรวจยีนสำหรับเด็ก', '儿童基因检测'),
    description: t(
      "Know your child's nutrition needs, growth potential and natural inclinations early, so you can support them in the way that suits them best.",
      'Sớm biết nhu cầu dinh dưỡng, tiềm năng tăng trưởng và thiên hướng tự nhiên của con, để đồng hành cùng con theo cách phù hợp nhất.',
      'รู้ความต้องการสารอาหาร ศักยภาพการเจริญเติบโต และความถนัดตามธรรมชาติของลูกตั้งแต่เนิ่น ๆ เพื่อสนับสนุนลูกในแบบที่เหมาะกับเขาที่สุด',
      '及早了解孩子的营养需求、生长潜能和天生倾向，用最适合孩子的方式陪伴成长。',
    ),
    image: categoryImage('genetic-tests-kids', t('A child, stars and a DNA helix', 'Em bé, ngôi sao và chuỗi xoắn DNA', 'เด็ก ดวงดาว และเกลียวดีเอ็นเอ', '孩子、星星与DNA双螺旋')),
    sortOrder: 2,
  },
  {
    slug: 'health-screening',
    name: t('Health risk screening', 'Đánh giá nguy cơ sức khỏe', 'การประเมินความเสี่ยงด้านสุขภาพ', '健康风险筛查'),
    description: t(
      'Find out your inherited risk of common cancers, heart and metabolic conditions, and plan check-ups with your doctor before symptoms appear.',
      'Biết nguy cơ di truyền đối với các bệnh ung thư thường gặp, bệnh tim mạch và rối loạn chuyển hóa, để cùng bác sĩ lên kế hoạch khám định kỳ trước khi có triệu chứng.',
      'รู้ความเสี่ยงทางพันธุกรรมต่อมะเร็งที่พบบ่อย โรคหัวใจ และโรคเมแทบอลิซึม เพื่อวางแผนตรวจสุขภาพกับแพทย์ก่อนมีอาการ',
      '了解您罹患常见癌症、心血管及代谢性疾病的遗传风险，在出现症状之前与医生一起规划定期检查。',
    ),
    image: categoryImage('health-screening', t('A shield with a cross beside a DNA helix', 'Tấm khiên chữ thập bên chuỗi xoắn DNA', 'โล่กากบาทข้างเกลียวดีเอ็นเอ', '带十字的盾牌与DNA双螺旋')),
    sortOrder: 3,
  },
  {
    slug: 'consultations',
    name: t('Doctor consultations', 'Tư vấn với bác sĩ', 'ปรึกษาแพทย์', '医生咨询'),
    description: t(
      'One-to-one video sessions with our doctors to go through your gene report and turn it into a practical plan.',
      'Buổi tư vấn trực tuyến 1-1 với bác sĩ của GeneWell để đọc hiểu kết quả gen và biến kết quả thành kế hoạch chăm sóc sức khỏe cụ thể.',
      'การปรึกษาแพทย์ของเราแบบตัวต่อตัวผ่านวิดีโอ เพื่ออธิบายรายงานผลตรวจยีนและวางแผนดูแลสุขภาพที่ทำได้จริง',
      '与我们的医生进行一对一视频咨询，逐项解读您的基因报告，并制定切实可行的健康计划。',
    ),
    image: categoryImage('consultations', t('A speech bubble and a clock', 'Bong bóng hội thoại và đồng hồ', 'กรอบคำพูดและนาฬิกา', '对话气泡与时钟')),
    sortOrder: 4,
  },
];

// ---- reports -------------------------------------------------------------------------------

/** The name of every report GeneWell publishes, by report id. */
const REPORT_NAMES = {
  // nutrient metabolism
  'carbohydrate-metabolism': t('Carbohydrate metabolism', 'Chuyển hóa chất bột đường', 'การเผาผลาญคาร์โบไฮเดรต', '碳水化合物代谢'),
  'fat-metabolism': t('Fat metabolism', 'Chuyển hóa chất béo', 'การเผาผลาญไขมัน', '脂肪代谢'),
  'protein-metabolism': t('Protein metabolism', 'Chuyển hóa chất đạm', 'การเผาผลาญโปรตีน', '蛋白质代谢'),
  detoxification: t('Detoxification capacity', 'Khả năng giải độc', 'ความสามารถในการขจัดสารพิษ', '解毒能力'),
  // vitamins
  'vitamin-a': t('Vitamin A need', 'Nhu cầu vitamin A', 'ความต้องการวิตามินเอ', '维生素A需求'),
  'vitamin-b2': t('Vitamin B2 need', 'Nhu cầu vitamin B2', 'ความต้องการวิตามินบี 2', '维生素B2需求'),
  'vitamin-b6': t('Vitamin B6 need', 'Nhu cầu vitamin B6', 'ความต้องการวิตามินบี 6', '维生素B6需求'),
  'vitamin-b12': t('Vitamin B12 need', 'Nhu cầu vitamin B12', 'ความต้องการวิตามินบี 12', '维生素B12需求'),
  'vitamin-c': t('Vitamin C need', 'Nhu cầu vitamin C', 'ความต้องการวิตามินซี', '维生素C需求'),
  'vitamin-d': t('Vitamin D need', 'Nhu cầu vitamin D', 'ความต้องการวิตามินดี', '维生素D需求'),
  'vitamin-e': t('Vitamin E need', 'Nhu cầu vitamin E', 'ความต้องการวิตามินอี', '维生素E需求'),
  folate: t('Folate need', 'Nhu cầu folate', 'ความต้องการโฟเลต', '叶酸需求'),
  // minerals
  calcium: t('Calcium need', 'Nhu cầu canxi', 'ความต้องการแคลเซียม', '钙需求'),
  iron: t('Iron need', 'Nhu cầu sắt', 'ความต้องการธาตุเหล็ก', '铁需求'),
  magnesium: t('Magnesium need', 'Nhu cầu magie', 'ความต้องการแมกนีเซียม', '镁需求'),
  zinc: t('Zinc need', 'Nhu cầu kẽm', 'ความต้องการสังกะสี', '锌需求'),
  selenium: t('Selenium need', 'Nhu cầu selen', 'ความต้องการซีลีเนียม', '硒需求'),
  // food reactions
  'lactose-intolerance': t('Lactose intolerance', 'Không dung nạp lactose', 'ภาวะย่อยแล็กโทสไม่ได้', '乳糖不耐受'),
  'caffeine-metabolism': t('Caffeine metabolism', 'Chuyển hóa caffeine', 'การเผาผลาญคาเฟอีน', '咖啡因代谢'),
  'alcohol-metabolism': t('Alcohol metabolism and flushing', 'Chuyển hóa rượu bia và đỏ mặt khi uống', 'การเผาผลาญแอลกอฮอล์และอาการหน้าแดง', '酒精代谢与饮酒脸红'),
  'salt-sensitivity': t('Salt sensitivity', 'Nhạy cảm với muối', 'ความไวต่อเกลือ', '盐敏感性'),
  'bitter-taste': t('Bitter taste perception', 'Cảm nhận vị đắng', 'การรับรู้รสขม', '苦味感知'),
  // weight
  'overweight-predisposition': t('Predisposition to overweight', 'Khuynh hướng thừa cân', 'แนวโน้มน้ำหนักเกิน', '超重倾向'),
  'weight-regain': t('Weight regain after dieting', 'Khả năng tăng cân trở lại sau giảm cân', 'แนวโน้มน้ำหนักกลับคืนหลังลดน้ำหนัก', '减重后体重反弹'),
  'appetite-satiety': t('Appetite and satiety', 'Cảm giác thèm ăn và no', 'ความอยากอาหารและความอิ่ม', '食欲与饱腹感'),
  'low-carb-response': t('Response to a low-carbohydrate diet', 'Đáp ứng với chế độ ăn ít chất bột đường', 'การตอบสนองต่ออาหารคาร์โบไฮเดรตต่ำ', '对低碳水饮食的反应'),
  'low-fat-response': t('Response to a low-fat diet', 'Đáp ứng với chế độ ăn ít chất béo', 'การตอบสนองต่ออาหารไขมันต่ำ', '对低脂饮食的反应'),
  // fitness
  endurance: t('Endurance potential', 'Sức bền', 'ความอดทนของร่างกาย', '耐力潜能'),
  power: t('Power and sprint', 'Sức mạnh và tốc độ', 'พลังและความเร็ว', '爆发力与速度'),
  'exercise-recovery': t('Recovery after exercise', 'Khả năng phục hồi sau tập luyện', 'การฟื้นตัวหลังออกกำลังกาย', '运动后恢复能力'),
  'tendon-injury': t('Tendon and ligament injury risk', 'Nguy cơ chấn thương gân, dây chằng', 'ความเสี่ยงการบาดเจ็บของเส้นเอ็น', '肌腱与韧带损伤风险'),
  'aerobic-trainability': t('Aerobic capacity (VO₂max) response to training', 'Đáp ứng của VO₂max với luyện tập', 'การตอบสนองของ VO₂max ต่อการฝึก', '最大摄氧量（VO₂max）训练反应'),
  // skin
  'skin-ageing': t('Skin ageing and collagen', 'Lão hóa da và collagen', 'ความเสื่อมของผิวและคอลลาเจน', '皮肤老化与胶原蛋白'),
  'sun-sensitivity': t('Sun sensitivity', 'Nhạy cảm với ánh nắng', 'ความไวต่อแสงแดด', '日晒敏感性'),
  'skin-antioxidant': t('Skin antioxidant capacity', 'Khả năng chống oxy hóa của da', 'ความสามารถต้านอนุมูลอิสระของผิว', '皮肤抗氧化能力'),
  // sleep and wellbeing
  chronotype: t('Chronotype: morning or evening person', 'Nhịp sinh học: người dậy sớm hay cú đêm', 'นาฬิกาชีวิต: คนตื่นเช้าหรือคนนอนดึก', '昼夜节律类型：早起型或夜猫子型'),
  'sleep-depth': t('Deep sleep', 'Giấc ngủ sâu', 'การนอนหลับลึก', '深度睡眠'),
  'stress-response': t('Stress response', 'Phản ứng với căng thẳng', 'การตอบสนองต่อความเครียด', '压力反应'),
  // adult health risks
  'type-2-diabetes': t('Type 2 diabetes', 'Đái tháo đường típ 2', 'เบาหวานชนิดที่ 2', '2型糖尿病'),
  hypertension: t('High blood pressure', 'Tăng huyết áp', 'ความดันโลหิตสูง', '高血压'),
  'ldl-cholesterol': t('High LDL cholesterol', 'Tăng cholesterol LDL', 'คอเลสเตอรอล LDL สูง', '低密度脂蛋白胆固醇偏高'),
  hyperuricemia: t('High uric acid and gout', 'Tăng acid uric máu và gút', 'กรดยูริกสูงและโรคเกาต์', '高尿酸血症与痛风'),
  osteoporosis: t('Osteoporosis', 'Loãng xương', 'โรคกระดูกพรุน', '骨质疏松症'),
  // children: growth, learning, talents, personality, health
  'childhood-overweight': t('Predisposition to childhood overweight', 'Khuynh hướng thừa cân ở trẻ', 'แนวโน้มน้ำหนักเกินในเด็ก', '儿童超重倾向'),
  'height-potential': t('Height potential', 'Tiềm năng chiều cao', 'ศักยภาพด้านส่วนสูง', '身高潜能'),
  'bone-density': t('Bone density', 'Mật độ xương', 'ความหนาแน่นของกระดูก', '骨密度'),
  memory: t('Memory', 'Trí nhớ', 'ความจำ', '记忆力'),
  attention: t('Attention and focus', 'Khả năng tập trung', 'สมาธิและความจดจ่อ', '专注力'),
  'language-learning': t('Language learning', 'Khả năng học ngôn ngữ', 'การเรียนรู้ภาษา', '语言学习能力'),
  'logical-thinking': t('Logical thinking', 'Tư duy logic', 'การคิดเชิงตรรกะ', '逻辑思维'),
  'musical-aptitude': t('Musical aptitude', 'Năng khiếu âm nhạc', 'ความถนัดด้านดนตรี', '音乐天赋'),
  creativity: t('Creativity', 'Khả năng sáng tạo', 'ความคิดสร้างสรรค์', '创造力'),
  'novelty-seeking': t('Curiosity and novelty seeking', 'Tính tò mò, thích khám phá', 'ความอยากรู้และชอบสิ่งใหม่', '好奇心与探索欲'),
  'stress-resilience': t('Resilience to stress', 'Khả năng chịu áp lực', 'ความยืดหยุ่นต่อความเครียด', '抗压能力'),
  sociability: t('Sociability', 'Tính hòa đồng', 'การเข้าสังคม', '社交性'),
  'atopic-dermatitis': t('Atopic dermatitis (eczema)', 'Viêm da cơ địa', 'ผื่นภูมิแพ้ผิวหนัง', '特应性皮炎（湿疹）'),
  asthma: t('Asthma', 'Hen phế quản', 'โรคหืด', '哮喘'),
  myopia: t('Myopia', 'Cận thị', 'สายตาสั้น', '近视'),
  'tooth-decay': t('Tooth decay', 'Sâu răng', 'ฟันผุ', '龋齿'),
} satisfies Record<string, Localized>;

type ReportId = keyof typeof REPORT_NAMES;

/** A report category of a tiered line: each report with the lowest tier (1 to 3) that includes it. */
interface LineCategory {
  id: string;
  name: Localized;
  reports: Array<[ReportId, 1 | 2 | 3]>;
}

const CATEGORY_NAMES = {
  metabolism: t('Nutrient metabolism', 'Chuyển hóa dinh dưỡng', 'การเผาผลาญสารอาหาร', '营养代谢'),
  vitamins: t('Vitamins', 'Vitamin', 'วิตามิน', '维生素'),
  minerals: t('Minerals', 'Khoáng chất', 'แร่ธาตุ', '矿物质'),
  'food-reactions': t('Food reactions', 'Phản ứng với thực phẩm', 'การตอบสนองต่ออาหาร', '食物反应'),
  weight: t('Weight management', 'Quản lý cân nặng', 'การควบคุมน้ำหนัก', '体重管理'),
  fitness: t('Fitness and exercise', 'Thể chất và luyện tập', 'สมรรถภาพร่างกายและการออกกำลังกาย', '体能与运动'),
  skin: t('Skin', 'Làn da', 'ผิวพรรณ', '皮肤'),
  'sleep-wellbeing': t('Sleep and wellbeing', 'Giấc ngủ và tinh thần', 'การนอนหลับและสุขภาพใจ', '睡眠与身心健康'),
  'health-risks': t('Health risks', 'Nguy cơ sức khỏe', 'ความเสี่ยงด้านสุขภาพ', '健康风险'),
  growth: t('Growth', 'Tăng trưởng thể chất', 'การเจริญเติบโต', '生长发育'),
  learning: t('Learning and cognition', 'Học tập và nhận thức', 'การเรียนรู้และความคิด', '学习与认知'),
  talents: t('Talents', 'Năng khiếu', 'พรสวรรค์', '天赋潜能'),
  sport: t('Sport and movement', 'Thể thao và vận động', 'กีฬาและการเคลื่อนไหว', '运动与体能'),
  personality: t('Personality and emotions', 'Tính cách và cảm xúc', 'บุคลิกภาพและอารมณ์', '性格与情绪'),
  'child-health': t('Health', 'Sức khỏe', 'สุขภาพ', '健康'),
} satisfies Record<string, Localized>;

type CategoryId = keyof typeof CATEGORY_NAMES;
const lineCategory = (id: CategoryId, reports: Array<[ReportId, 1 | 2 | 3]>): LineCategory => ({ id, name: CATEGORY_NAMES[id], reports });

const VITAMINS: Array<[ReportId, 1]> = (['vitamin-a', 'vitamin-b2', 'vitamin-b6', 'vitamin-b12', 'vitamin-c', 'vitamin-d', 'vitamin-e', 'folate'] as const).map((id) => [id, 1]);

const ADULT_LINE = ['g-intel', 'g-care', 'g-pro'] as const;
const ADULT_CATEGORIES: LineCategory[] = [
  lineCategory('metabolism', [['carbohydrate-metabolism', 1], ['fat-metabolism', 1], ['protein-metabolism', 1], ['detoxification', 1]]),
  lineCategory('vitamins', VITAMINS),
  lineCategory('minerals', [['calcium', 2], ['iron', 2], ['magnesium', 2], ['zinc', 2], ['selenium', 3]]),
  lineCategory('food-reactions', [['lactose-intolerance', 1], ['caffeine-metabolism', 1], ['alcohol-metabolism', 2], ['salt-sensitivity', 2], ['bitter-taste', 3]]),
  lineCategory('weight', [['overweight-predisposition', 1], ['weight-regain', 2], ['appetite-satiety', 2], ['low-carb-response', 3], ['low-fat-response', 3]]),
  lineCategory('fitness', [['endurance', 2], ['power', 2], ['exercise-recovery', 2], ['tendon-injury', 3], ['aerobic-trainability', 3]]),
  lineCategory('skin', [['skin-ageing', 3], ['sun-sensitivity', 3], ['skin-antioxidant', 3]]),
  lineCategory('sleep-wellbeing', [['chronotype', 3], ['sleep-depth', 3], ['stress-response', 3]]),
  lineCategory('health-risks', [['type-2-diabetes', 3], ['hypertension', 3], ['ldl-cholesterol', 3], ['hyperuricemia', 3], ['osteoporosis', 3]]),
];

const KID_LINE = ['g-intel-kid', 'g-kid-care', 'g-kid-pro'] as const;
const KID_CATEGORIES: LineCategory[] = [
  lineCategory('metabolism', [['carbohydrate-metabolism', 1], ['fat-metabolism', 1], ['protein-metabolism', 1], ['detoxification', 1]]),
  lineCategory('vitamins', VITAMINS),
  lineCategory('minerals', [['calcium', 2], ['iron', 2], ['zinc', 2], ['magnesium', 2]]),
  lineCategory('food-reactions', [['lactose-intolerance', 1]]),
  lineCategory('growth', [['childhood-overweight', 1], ['height-potential', 2], ['bone-density', 2]]),
  lineCategory('learning', [['memory', 1], ['attention', 1], ['language-learning', 2], ['logical-thinking', 2]]),
  lineCategory('talents', [['musical-aptitude', 1], ['creativity', 2]]),
  lineCategory('sport', [['endurance', 2], ['power', 2], ['tendon-injury', 3]]),
  lineCategory('personality', [['novelty-seeking', 3], ['stress-resilience', 3], ['sociability', 3]]),
  lineCategory('child-health', [['atopic-dermatitis', 3], ['asthma', 3], ['myopia', 3], ['tooth-decay', 3], ['chronotype', 3]]),
];

/**
 * The report categories of a tier: the whole line, each report with the package slugs that
 * include it (a higher tier includes everything of the lower), so a page can compare the tiers.
 */
function lineReportCategories(line: readonly [string, string, string], categories: LineCategory[]): SeedReportCategory[] {
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    reports: category.reports.map(([id, tier]) => ({ id, name: REPORT_NAMES[id], packages: line.slice(tier - 1) })),
  }));
}

/** How many reports of the line the tier (1 to 3) includes. */
function reportCount(categories: LineCategory[], tier: number): number {
  return categories.reduce((sum, category) => sum + category.reports.filter(([, lowest]) => lowest <= tier).length, 0);
}

/** Highlighted traits of a package: reports it includes, with their category. */
function featuredTraits(categories: LineCategory[], tier: number, ids: ReportId[]): SeedTestedTrait[] {
  return ids.map((id) => {
    const category = categories.find((c) => c.reports.some(([reportId, lowest]) => reportId === id && lowest <= tier));
    if (!category) throw new Error(`report ${id} is not in tier ${tier} of its line`);
    return { name: REPORT_NAMES[id], categoryId: category.id };
  });
}

type Gender = 'male' | 'female';
const FEMALE: Gender[] = ['female'];
const MALE: Gender[] = ['male'];
const BOTH: Gender[] = ['male', 'female'];

const G_HEALTH_REPORTS: SeedReportCategory[] = [
  {
    id: 'cancer',
    name: t('Hereditary cancer risk', 'Nguy cơ ung thư di truyền', 'ความเสี่ยงมะเร็งทางพันธุกรรม', '遗传性癌症风险'),
    reports: [
      { id: 'breast-cancer', name: t('Breast cancer', 'Ung thư vú', 'มะเร็งเต้านม', '乳腺癌'), genders: FEMALE },
      { id: 'ovarian-cancer', name: t('Ovarian cancer', 'Ung thư buồng trứng', 'มะเร็งรังไข่', '卵巢癌'), genders: FEMALE },
      { id: 'endometrial-cancer', name: t('Endometrial cancer', 'Ung thư nội mạc tử cung', 'มะเร็งเยื่อบุโพรงมดลูก', '子宫内膜癌'), genders: FEMALE },
      { id: 'prostate-cancer', name: t('Prostate cancer', 'Ung thư tuyến tiền liệt', 'มะเร็งต่อมลูกหมาก', '前列腺癌'), genders: MALE },
      { id: 'colorectal-cancer', name: t('Colorectal cancer', 'Ung thư đại trực tràng', 'มะเร็งลำไส้ใหญ่และทวารหนัก', '结直肠癌'), genders: BOTH },
      { id: 'stomach-cancer', name: t('Stomach cancer', 'Ung thư dạ dày', 'มะเร็งกระเพาะอาหาร', '胃癌'), genders: BOTH },
      { id: 'liver-cancer', name: t('Liver cancer', 'Ung thư gan', 'มะเร็งตับ', '肝癌'), genders: BOTH },
      { id: 'lung-cancer', name: t('Lung cancer', 'Ung thư phổi', 'มะเร็งปอด', '肺癌'), genders: BOTH },
      { id: 'nasopharyngeal-cancer', name: t('Nasopharyngeal cancer', 'Ung thư vòm họng', 'มะเร็งหลังโพรงจมูก', '鼻咽癌'), genders: BOTH },
    ],
  },
  {
    id: 'cardiovascular',
    name: t('Heart and blood vessels', 'Tim mạch', 'หัวใจและหลอดเลือด', '心血管'),
    reports: [
      { id: 'coronary-artery-disease', name: t('Coronary artery disease', 'Bệnh động mạch vành', 'โรคหลอดเลือดหัวใจ', '冠心病') },
      { id: 'stroke', name: t('Stroke', 'Đột quỵ', 'โรคหลอดเลือดสมอง', '脑卒中') },
      { id: 'atrial-fibrillation', name: t('Atrial fibrillation', 'Rung nhĩ', 'ภาวะหัวใจห้องบนสั่นพลิ้ว', '心房颤动') },
      { id: 'hypertension', name: REPORT_NAMES.hypertension },
      { id: 'familial-hypercholesterolemia', name: t('Familial hypercholesterolaemia', 'Tăng cholesterol máu gia đình', 'ภาวะไขมันในเลือดสูงทางพันธุกรรม', '家族性高胆固醇血症') },
    ],
  },
  {
    id: 'metabolic',
    name: t('Metabolic conditions', 'Rối loạn chuyển hóa', 'โรคเมแทบอลิซึม', '代谢性疾病'),
    reports: [
      { id: 'type-2-diabetes', name: REPORT_NAMES['type-2-diabetes'] },
      { id: 'gout', name: t('Gout', 'Bệnh gút', 'โรคเกาต์', '痛风') },
      { id: 'fatty-liver', name: t('Non-alcoholic fatty liver disease', 'Gan nhiễm mỡ không do rượu', 'ภาวะไขมันพอกตับที่ไม่ได้เกิดจากแอลกอฮอล์', '非酒精性脂肪性肝病') },
    ],
  },
  {
    id: 'carrier-status',
    name: t('Carrier status for inherited conditions', 'Người mang gen bệnh di truyền', 'ภาวะพาหะของโรคทางพันธุกรรม', '遗传病携带者状态'),
    reports: [
      { id: 'alpha-thalassemia', name: t('Alpha thalassaemia', 'Thalassemia thể alpha', 'แอลฟาธาลัสซีเมีย', 'α-地中海贫血') },
      { id: 'beta-thalassemia', name: t('Beta thalassaemia', 'Thalassemia thể beta', 'เบตาธาลัสซีเมีย', 'β-地中海贫血') },
      { id: 'g6pd-deficiency', name: t('G6PD deficiency', 'Thiếu men G6PD', 'ภาวะพร่องเอนไซม์ G6PD', 'G6PD缺乏症（蚕豆病）') },
      { id: 'hereditary-hearing-loss', name: t('Hereditary hearing loss (GJB2)', 'Điếc bẩm sinh di truyền (GJB2)', 'ภาวะหูหนวกทางพันธุกรรม (GJB2)', '遗传性耳聋（GJB2）') },
      { id: 'wilson-disease', name: t('Wilson disease', 'Bệnh Wilson', 'โรควิลสัน', '肝豆状核变性（Wilson病）') },
    ],
  },
  {
    id: 'drug-response',
    name: t('Drug response', 'Đáp ứng thuốc', 'การตอบสนองต่อยา', '药物反应'),
    reports: [
      { id: 'warfarin-sensitivity', name: t('Warfarin sensitivity', 'Độ nhạy với warfarin', 'ความไวต่อยาวาร์ฟาริน', '华法林敏感性') },
      { id: 'clopidogrel-response', name: t('Clopidogrel response', 'Đáp ứng với clopidogrel', 'การตอบสนองต่อยาโคลพิโดเกรล', '氯吡格雷反应') },
      { id: 'statin-muscle-symptoms', name: t('Statin-related muscle symptoms', 'Nguy cơ đau cơ khi dùng statin', 'อาการปวดกล้ามเนื้อจากยากลุ่มสแตติน', '他汀类药物相关肌肉症状') },
    ],
  },
];

// ---- shared sections and figures -----------------------------------------------------------

const section = (key: string, title: Localized, body: Localized): SeedPackageSection => ({ key, title, body });

const TITLES = {
  overview: t('Overview', 'Tổng quan', 'ภาพรวม', '概述'),
  howItWorks: t('How it works', 'Quy trình xét nghiệm', 'ขั้นตอนการตรวจ', '检测流程'),
  /** A consultation is not a test: its steps have their own heading. */
  howConsultationWorks: t('How a consultation works', 'Quy trình tư vấn', 'ขั้นตอนการปรึกษาแพทย์', '咨询流程'),
  whoIsItFor: t('Who is it for', 'Dành cho ai', 'เหมาะสำหรับใคร', '适合人群'),
  whatYouGet: t('What you get', 'Bạn nhận được gì', 'สิ่งที่คุณจะได้รับ', '您将获得'),
  faq: t('Frequently asked questions', 'Câu hỏi thường gặp', 'คำถามที่พบบ่อย', '常见问题'),
};

const HOW_IT_WORKS_ADULT = section(
  'how-it-works',
  TITLES.howItWorks,
  t(
    '1. Order online and we deliver a saliva collection kit to your door, usually within 2–3 days in Hà Nội and Hồ Chí Minh City.\n\n' +
      '2. Collect your saliva at home: do not eat, drink, chew gum or smoke for 30 minutes beforehand. Register the kit code in your GeneWell account and book a free courier pick-up.\n\n' +
      '3. Our partner laboratory, accredited to ISO 15189, extracts your DNA and reads it on a genotyping array. Your sample is identified only by its kit code.\n\n' +
      '4. Your report is ready in your account in 4–6 weeks, and a GeneWell doctor can walk you through the results.',
    '1. Đặt mua trực tuyến, GeneWell giao bộ kit lấy mẫu nước bọt tận nhà, thường trong 2–3 ngày tại Hà Nội và TP. Hồ Chí Minh.\n\n' +
      '2. Lấy mẫu nước bọt tại nhà: không ăn uống, nhai kẹo cao su hay hút thuốc trong 30 phút trước khi lấy mẫu. Kích hoạt mã kit trong tài khoản GeneWell và đặt lịch để nhân viên đến nhận mẫu miễn phí.\n\n' +
      '3. Phòng xét nghiệm đối tác đạt chuẩn ISO 15189 tách chiết DNA và phân tích trên chip định kiểu gen. Mẫu của bạn chỉ được nhận diện bằng mã kit.\n\n' +
      '4. Sau 4–6 tuần, kết quả có trong tài khoản của bạn và bác sĩ GeneWell sẵn sàng giải thích từng chỉ số.',
    '1. สั่งซื้อออนไลน์ แล้วเราจะจัดส่งชุดเก็บตัวอย่างน้ำลายถึงบ้านคุณ โดยปกติภายใน 2–3 วันในฮานอยและนครโฮจิมินห์\n\n' +
      '2. เก็บตัวอย่างน้ำลายที่บ้าน โดยงดกิน ดื่ม เคี้ยวหมากฝรั่ง และสูบบุหรี่อย่างน้อย 30 นาทีก่อนเก็บ ลงทะเบียนรหัสชุดตรวจในบัญชี GeneWell แล้วนัดเจ้าหน้าที่มารับตัวอย่างฟรี\n\n' +
      '3. ห้องปฏิบัติการพันธมิตรที่ได้รับการรับรอง ISO 15189 จะสกัดดีเอ็นเอและอ่านผลด้วยชิปตรวจจีโนไทป์ ตัวอย่างของคุณระบุด้วยรหัสชุดตรวจเท่านั้น\n\n' +
      '4. รายงานผลจะพร้อมในบัญชีของคุณภายใน 4–6 สัปดาห์ และแพทย์ของ GeneWell พร้อมอธิบายผลให้คุณเข้าใจ',
    '1. 在线下单后，我们会将唾液采样试剂盒送到您家，河内和胡志明市通常2–3天送达。\n\n' +
      '2. 在家采集唾液：采样前30分钟内请勿进食、饮水、嚼口香糖或吸烟。在您的GeneWell账户中登记试剂盒编码，并预约免费上门取件。\n\n' +
      '3. 通过ISO 15189认可的合作实验室提取您的DNA，并使用基因分型芯片进行检测。您的样本仅以试剂盒编码识别。\n\n' +
      '4. 4–6周后，报告将在您的账户中发布，GeneWell医生可为您逐项解读。',
  ),
);

const HOW_IT_WORKS_KID = section(
  'how-it-works',
  TITLES.howItWorks,
  t(
    '1. Order online and we deliver the collection kit to your door within 2–3 days in the main cities.\n\n' +
      '2. Collect the sample at home: a saliva sample for children who can spit, or the cheek swabs in the kit for babies and toddlers (rub the inside of each cheek gently for 30 seconds, at least one hour after a feed). Register the kit code under your child\'s profile and book a free pick-up.\n\n' +
      '3. Our ISO 15189-accredited partner laboratory extracts the DNA and reads it on a genotyping array.\n\n' +
      '4. In 4–6 weeks the report appears in your account, with advice for each age, and a doctor can go through it with you.',
    '1. Đặt mua trực tuyến, GeneWell giao bộ kit tận nhà trong 2–3 ngày tại các thành phố lớn.\n\n' +
      '2. Lấy mẫu tại nhà: mẫu nước bọt với trẻ đã biết nhổ, hoặc que tăm bông niêm mạc miệng có trong kit với trẻ nhỏ (miết nhẹ mặt trong mỗi bên má trong 30 giây, sau bữa bú hoặc bữa ăn ít nhất 1 giờ). Kích hoạt mã kit trong hồ sơ của con và đặt lịch nhận mẫu miễn phí.\n\n' +
      '3. Phòng xét nghiệm đối tác đạt chuẩn ISO 15189 tách chiết DNA và phân tích trên chip định kiểu gen.\n\n' +
      '4. Sau 4–6 tuần, kết quả có trong tài khoản của bạn kèm lời khuyên theo từng độ tuổi, và bác sĩ có thể cùng bạn đọc kết quả.',
    '1. สั่งซื้อออนไลน์ แล้วเราจะจัดส่งชุดเก็บตัวอย่างถึงบ้านภายใน 2–3 วันในเมืองใหญ่\n\n' +
      '2. เก็บตัวอย่างที่บ้าน: ใช้น้ำลายสำหรับเด็กที่บ้วนน้ำลายได้แล้ว หรือใช้ไม้พันสำลีในชุดตรวจสำหรับทารกและเด็กเล็ก (ถูเบา ๆ ที่กระพุ้งแก้มด้านในข้างละ 30 วินาที หลังกินนมหรืออาหารอย่างน้อย 1 ชั่วโมง) ลงทะเบียนรหัสชุดตรวจในโปรไฟล์ของลูก แล้วนัดรับตัวอย่างฟรี\n\n' +
      '3. ห้องปฏิบัติการพันธมิตรที่ได้รับการรับรอง ISO 15189 จะสกัดดีเอ็นเอและอ่านผลด้วยชิปตรวจจีโนไทป์\n\n' +
      '4. ภายใน 4–6 สัปดาห์ รายงานผลพร้อมคำแนะนำตามช่วงวัยจะอยู่ในบัญชีของคุณ และแพทย์พร้อมอธิบายผลร่วมกับคุณ',
    '1. 在线下单后，主要城市2–3天内将试剂盒送到您家。\n\n' +
      '2. 在家采样：会吐唾液的孩子采集唾液；婴幼儿使用盒内的口腔拭子（进食或喂奶至少1小时后，在两侧脸颊内侧各轻轻擦拭30秒）。在孩子的档案中登记试剂盒编码，并预约免费上门取件。\n\n' +
      '3. 通过ISO 15189认可的合作实验室提取DNA，并使用基因分型芯片进行检测。\n\n' +
      '4. 4–6周后，报告将在您的账户中发布，并附有分年龄段的建议，医生可与您一起解读。',
  ),
);

const FAQ_ADULT = section(
  'faq',
  TITLES.faq,
  t(
    'Is this a diagnosis?\nNo. The test shows your genetic predisposition: how your genes may influence a trait or a risk. Your lifestyle and environment matter as much. Talk to your doctor before changing any treatment.\n\n' +
      'Do I need to repeat the test?\nNo. Your DNA does not change during your life, so one test is enough. New reports are added to your account as the science grows.\n\n' +
      'How is my data protected?\nYour sample carries only a kit code. Your data is encrypted and stored in Việt Nam under Decree 13/2023/NĐ-CP on personal data protection, and is never shared without your written consent. You can ask us to destroy your sample and delete your data at any time.',
    'Xét nghiệm này có phải là chẩn đoán bệnh không?\nKhông. Xét nghiệm cho biết khuynh hướng di truyền: gen của bạn có thể ảnh hưởng thế nào đến một đặc điểm hay một nguy cơ. Lối sống và môi trường cũng quan trọng không kém. Hãy trao đổi với bác sĩ trước khi thay đổi bất kỳ phương pháp điều trị nào.\n\n' +
      'Tôi có cần xét nghiệm lại không?\nKhông. DNA của bạn không thay đổi suốt cuộc đời nên chỉ cần xét nghiệm một lần. Các báo cáo mới sẽ được bổ sung vào tài khoản khi khoa học có thêm bằng chứng.\n\n' +
      'Dữ liệu của tôi được bảo mật thế nào?\nMẫu của bạn chỉ mang mã kit. Dữ liệu được mã hóa, lưu trữ tại Việt Nam theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và không chia sẻ khi chưa có sự đồng ý bằng văn bản của bạn. Bạn có thể yêu cầu hủy mẫu và xóa dữ liệu bất cứ lúc nào.',
    'การตรวจนี้เป็นการวินิจฉัยโรคหรือไม่\nไม่ใช่ การตรวจนี้บอกแนวโน้มทางพันธุกรรม คือยีนของคุณอาจส่งผลต่อลักษณะหรือความเสี่ยงหนึ่ง ๆ อย่างไร วิถีชีวิตและสิ่งแวดล้อมก็สำคัญไม่แพ้กัน กรุณาปรึกษาแพทย์ก่อนเปลี่ยนแปลงการรักษาใด ๆ\n\n' +
      'ต้องตรวจซ้ำหรือไม่\nไม่ต้อง ดีเอ็นเอของคุณไม่เปลี่ยนแปลงตลอดชีวิต ตรวจเพียงครั้งเดียวก็เพียงพอ และเราจะเพิ่มรายงานใหม่ในบัญชีของคุณเมื่อมีหลักฐานทางวิทยาศาสตร์เพิ่มขึ้น\n\n' +
      'ข้อมูลของฉันได้รับการปกป้องอย่างไร\nตัวอย่างของคุณระบุด้วยรหัสชุดตรวจเท่านั้น ข้อมูลถูกเข้ารหัสและจัดเก็บในเวียดนามตามกฤษฎีกาเลขที่ 13/2023/NĐ-CP ของรัฐบาลเวียดนามว่าด้วยการคุ้มครองข้อมูลส่วนบุคคล และจะไม่เปิดเผยโดยไม่ได้รับความยินยอมเป็นลายลักษณ์อักษรจากคุณ คุณขอให้เราทำลายตัวอย่างและลบข้อมูลได้ทุกเมื่อ',
    '这是疾病诊断吗？\n不是。检测显示的是您的遗传倾向，即基因可能如何影响某一特征或风险。生活方式和环境同样重要。在改变任何治疗之前，请先咨询您的医生。\n\n' +
      '需要重复检测吗？\n不需要。您的DNA终生不变，检测一次即可。随着科学证据的积累，我们会在您的账户中增加新的报告。\n\n' +
      '我的数据如何受到保护？\n您的样本仅以试剂盒编码标识。数据经加密后依照越南政府关于个人数据保护的第13/2023/NĐ-CP号议定存储在越南境内，未经您书面同意绝不共享。您可以随时要求我们销毁样本并删除数据。',
  ),
);

const FAQ_KID = section(
  'faq',
  TITLES.faq,
  t(
    'From what age can my child be tested?\nFrom birth. For babies and toddlers the kit has gentle cheek swabs instead of a saliva tube.\n\n' +
      'Will the report decide what my child should become?\nNo. Talent and learning reports show inclinations, not limits or a fixed path. Your child\'s interests, practice and environment shape their abilities far more. Use the report to offer the right opportunities, not to label your child.\n\n' +
      'Is this a diagnosis?\nNo. The test shows genetic predisposition, not a disease. See your paediatrician about any health concern.\n\n' +
      'How is my child\'s data protected?\nThe sample carries only a kit code; the data is encrypted, stored in Việt Nam and never shared without your written consent. You can ask us to destroy the sample and delete the data at any time.',
    'Trẻ mấy tuổi thì có thể xét nghiệm?\nNgay từ khi mới sinh. Với trẻ sơ sinh và trẻ nhỏ, bộ kit có que tăm bông niêm mạc miệng thay cho ống lấy nước bọt.\n\n' +
      'Kết quả có quyết định tương lai của con không?\nKhông. Các báo cáo năng khiếu và học tập cho biết thiên hướng, không phải giới hạn hay con đường định sẵn. Sở thích, sự rèn luyện và môi trường ảnh hưởng đến khả năng của trẻ nhiều hơn. Hãy dùng kết quả để tạo cơ hội phù hợp cho con, không phải để gắn nhãn.\n\n' +
      'Đây có phải là chẩn đoán bệnh không?\nKhông. Xét nghiệm cho biết khuynh hướng di truyền, không phải bệnh. Khi có vấn đề sức khỏe, hãy đưa trẻ đến bác sĩ nhi khoa.\n\n' +
      'Dữ liệu của con được bảo mật thế nào?\nMẫu chỉ mang mã kit; dữ liệu được mã hóa, lưu trữ tại Việt Nam và không chia sẻ khi chưa có sự đồng ý bằng văn bản của bạn. Bạn có thể yêu cầu hủy mẫu và xóa dữ liệu bất cứ lúc nào.',
    'ลูกตรวจได้ตั้งแต่อายุเท่าไร\nตั้งแต่แรกเกิด สำหรับทารกและเด็กเล็ก ชุดตรวจมีไม้พันสำลีเก็บเซลล์กระพุ้งแก้มแทนหลอดเก็บน้ำลาย\n\n' +
      'รายงานจะกำหนดอนาคตของลูกหรือไม่\nไม่ รายงานด้านพรสวรรค์และการเรียนรู้บอกแนวโน้ม ไม่ใช่ขีดจำกัดหรือเส้นทางที่ตายตัว ความสนใจ การฝึกฝน และสิ่งแวดล้อมมีผลต่อความสามารถของลูกมากกว่า ใช้รายงานเพื่อเปิดโอกาสที่เหมาะสม ไม่ใช่เพื่อตีตราลูก\n\n' +
      'นี่คือการวินิจฉัยโรคหรือไม่\nไม่ใช่ การตรวจนี้บอกแนวโน้มทางพันธุกรรม ไม่ใช่โรค หากมีข้อกังวลด้านสุขภาพ กรุณาพาลูกไปพบกุมารแพทย์\n\n' +
      'ข้อมูลของลูกได้รับการปกป้องอย่างไร\nตัวอย่างระบุด้วยรหัสชุดตรวจเท่านั้น ข้อมูลถูกเข้ารหัส จัดเก็บในเวียดนาม และจะไม่เปิดเผยโดยไม่ได้รับความยินยอมเป็นลายลักษณ์อักษรจากคุณ คุณขอให้ทำลายตัวอย่างและลบข้อมูลได้ทุกเมื่อ',
    '孩子几岁可以检测？\n出生后即可。婴幼儿使用盒内温和的口腔拭子，无需吐唾液。\n\n' +
      '报告会决定孩子将来成为什么样的人吗？\n不会。天赋与学习相关报告显示的是倾向，而不是上限或既定道路。孩子的兴趣、练习和成长环境对能力的影响要大得多。请用报告为孩子创造合适的机会，而不是给孩子贴标签。\n\n' +
      '这是疾病诊断吗？\n不是。检测显示的是遗传倾向，而非疾病。如有健康方面的疑虑，请带孩子就诊儿科医生。\n\n' +
      '孩子的数据如何受到保护？\n样本仅以试剂盒编码标识；数据经加密存储在越南境内，未经您书面同意绝不共享。您可以随时要求销毁样本并删除数据。',
  ),
);

const LAB_ACCURACY: SeedStatistic = { value: '99.9%', label: t('laboratory accuracy', 'độ chính xác phòng xét nghiệm', 'ความแม่นยำของห้องปฏิบัติการ', '实验室准确率') };
const WEEKS_TO_RESULTS: SeedStatistic = { value: '4–6', label: t('weeks to your report', 'tuần có kết quả', 'สัปดาห์ได้รับรายงาน', '周出报告') };
const reportsStatistic = (count: number): SeedStatistic => ({ value: String(count), label: t('reports', 'báo cáo', 'รายงาน', '项报告') });
const markersStatistic = (value: string): SeedStatistic => ({ value, label: t('genetic variants analysed', 'biến thể gen được phân tích', 'ตำแหน่งพันธุกรรมที่วิเคราะห์', '个基因位点分析') });

const TEST_THUMBNAILS: SeedImage[] = [
  image('packages', 'saliva-kit.svg', 800, 600, t('The saliva collection kit: a box, a tube and a return envelope', 'Bộ kit lấy mẫu nước bọt: hộp, ống đựng mẫu và phong bì gửi lại', 'ชุดเก็บตัวอย่างน้ำลาย: กล่อง หลอดเก็บตัวอย่าง และซองส่งกลับ', '唾液采样试剂盒：盒子、采样管和回寄信封')),
  image('packages', 'report-app.svg', 800, 600, t('A gene report on a phone with levels and charts', 'Kết quả gen trên điện thoại với các mức và biểu đồ', 'รายงานผลตรวจยีนบนโทรศัพท์พร้อมระดับและแผนภูมิ', '手机上的基因报告，含等级与图表')),
];

const packageImage = (slug: string, alt: Localized): SeedImage => image('packages', `${slug}.svg`, 800, 600, alt);

/** "n reports" in a selling point. */
const reportsPoint = (count: number, en: string, vi: string, th: string, zh: string): Localized =>
  t(`${count} reports on ${en}`, `${count} báo cáo về ${vi}`, `${count} รายงานด้าน${th}`, `${count}项报告，涵盖${zh}`);

const freeConsultationPoint = (minutes: number): Localized =>
  t(
    `Results in 4–6 weeks, with a free ${minutes}-minute doctor consultation`,
    `Có kết quả sau 4–6 tuần, kèm ${minutes} phút tư vấn miễn phí với bác sĩ`,
    `ได้ผลใน 4–6 สัปดาห์ พร้อมปรึกษาแพทย์ฟรี ${minutes} นาที`,
    `4–6周出报告，含${minutes}分钟医生免费解读`,
  );

function whatYouGet(reports: number, freeMinutes: number, forChild: boolean, extra: Localized): SeedPackageSection {
  const first = forChild
    ? t(
        `A personal report of ${reports} results for your child in your GeneWell account, each rated Low, Medium or High, with the genes behind it and advice for your child's age.`,
        `Báo cáo cá nhân gồm ${reports} chỉ số của con trong tài khoản GeneWell, mỗi chỉ số được xếp mức Thấp, Trung bình hoặc Cao, kèm các gen liên quan và lời khuyên theo độ tuổi của trẻ.`,
        `รายงานส่วนบุคคลของลูก ${reports} รายการในบัญชี GeneWell แต่ละรายการแสดงระดับต่ำ ปานกลาง หรือสูง พร้อมยีนที่เกี่ยวข้องและคำแนะนำตามวัยของลูก`,
        `在您的GeneWell账户中获得孩子的${reports}项个人报告，每项均标明低、中、高等级，并列出相关基因和适合孩子年龄的建议。`,
      )
    : t(
        `A personal report of ${reports} results in your GeneWell account, each rated Low, Medium or High, with the genes behind it and what to do about it.`,
        `Báo cáo cá nhân gồm ${reports} chỉ số trong tài khoản GeneWell, mỗi chỉ số được xếp mức Thấp, Trung bình hoặc Cao, kèm các gen liên quan và lời khuyên cụ thể.`,
        `รายงานส่วนบุคคล ${reports} รายการในบัญชี GeneWell ของคุณ แต่ละรายการแสดงระดับต่ำ ปานกลาง หรือสูง พร้อมยีนที่เกี่ยวข้องและคำแนะนำที่ทำได้จริง`,
        `在您的GeneWell账户中获得${reports}项个人报告，每项均标明低、中、高等级，并列出相关基因和具体建议。`,
      );
  const last = t(
    `A free ${freeMinutes}-minute video consultation with a GeneWell doctor to explain the results, and a printable summary for your doctor or dietitian.`,
    `Một buổi tư vấn trực tuyến miễn phí ${freeMinutes} phút với bác sĩ GeneWell để giải thích kết quả, cùng bản tóm tắt có thể in ra khi gặp bác sĩ hoặc chuyên gia dinh dưỡng.`,
    `ปรึกษาแพทย์ของ GeneWell ทางวิดีโอฟรี ${freeMinutes} นาทีเพื่ออธิบายผล พร้อมสรุปผลที่พิมพ์ได้สำหรับแพทย์หรือนักโภชนาการของคุณ`,
    `一次${freeMinutes}分钟的GeneWell医生免费视频解读，以及可打印的报告摘要，方便提供给您的医生或营养师。`,
  );
  return section('what-you-get', TITLES.whatYouGet, paragraphs(first, extra, last));
}

/** Localized texts joined as paragraphs (a blank line between). */
function paragraphs(...parts: Localized[]): Localized {
  const join = (language: keyof Localized) => parts.map((part) => part[language]).join('\n\n');
  return { en: join('en'), vi: join('vi'), th: join('th'), zh: join('zh') };
}

// ---- packages ------------------------------------------------------------------------------

interface TierSpec {
  slug: string;
  tier: 1 | 2 | 3;
  name: Localized;
  summary: Localized;
  demandSlugs: string[];
  priceVnd: number;
  promotionalPriceVnd?: number;
  promotionCode?: string;
  isBestSeller: boolean;
  /** Selling points after the first ("n reports on …"), which is built from the count. */
  points: (reports: number) => Localized[];
  relatedSlugs: string[];
  thumbnailAlt: Localized;
  overview: Localized;
  whoIsItFor: Localized;
  extra: Localized;
  freeMinutes: number;
  markers: string;
  traits: ReportId[];
  sortOrder: number;
}

function tieredPackage(line: readonly [string, string, string], categories: LineCategory[], forChild: boolean, spec: TierSpec): SeedProductPackage {
  const reports = reportCount(categories, spec.tier);
  const pkg: SeedProductPackage = {
    slug: spec.slug,
    categorySlug: forChild ? 'genetic-tests-kids' : 'genetic-tests-adults',
    ageGroup: forChild ? 'kids' : 'adults',
    demandSlugs: spec.demandSlugs,
    name: spec.name,
    summary: spec.summary,
    price: price(spec.priceVnd),
    isBestSeller: spec.isBestSeller,
    bestSellingDescriptionList: spec.points(reports),
    siblingSlugs: line.filter((slug) => slug !== spec.slug),
    relatedSlugs: spec.relatedSlugs,
    thumbnails: [packageImage(spec.slug, spec.thumbnailAlt), ...TEST_THUMBNAILS],
    sections: [
      section('overview', TITLES.overview, spec.overview),
      forChild ? HOW_IT_WORKS_KID : HOW_IT_WORKS_ADULT,
      section('who-is-it-for', TITLES.whoIsItFor, spec.whoIsItFor),
      whatYouGet(reports, spec.freeMinutes, forChild, spec.extra),
      forChild ? FAQ_KID : FAQ_ADULT,
    ],
    statistics: [reportsStatistic(reports), markersStatistic(spec.markers), LAB_ACCURACY, WEEKS_TO_RESULTS],
    testedTraits: featuredTraits(categories, spec.tier, spec.traits),
    reportCategories: lineReportCategories(line, categories),
    includedConsultationMinutes: spec.freeMinutes,
    sortOrder: spec.sortOrder,
  };
  if (spec.promotionalPriceVnd !== undefined) pkg.promotionalPrice = price(spec.promotionalPriceVnd);
  if (spec.promotionCode !== undefined) pkg.promotionCode = spec.promotionCode;
  return pkg;
}

const adultPackage = (spec: TierSpec) => tieredPackage(ADULT_LINE, ADULT_CATEGORIES, false, spec);
const kidPackage = (spec: TierSpec) => tieredPackage(KID_LINE, KID_CATEGORIES, true, spec);

const SALIVA_AT_HOME = t('Painless saliva sample, collected at home', 'Lấy mẫu nước bọt tại nhà, nhẹ nhàng không đau', 'เก็บตัวอย่างน้ำลายที่บ้าน ไม่เจ็บ', '在家采集唾液，无痛便捷');

const gIntel = adultPackage({
  slug: 'g-intel',
  tier: 1,
  name: t('G-Intel: Nutrition Genetic Test', 'G-Intel – Xét nghiệm gen dinh dưỡng', 'G-Intel การตรวจยีนด้านโภชนาการ', 'G-Intel营养基因检测'),
  summary: t(
    'Learn how your body handles carbohydrates, fat and protein, which vitamins you need more of, and how you react to milk and coffee.',
    'Xét nghiệm gen giúp bạn biết cơ thể chuyển hóa chất bột đường, chất béo, chất đạm ra sao, cần bổ sung vitamin nào và phản ứng thế nào với sữa, cà phê.',
    'การตรวจยีนที่บอกว่าร่างกายของคุณจัดการคาร์โบไฮเดรต ไขมัน และโปรตีนอย่างไร ต้องการวิตามินใดมากขึ้น และตอบสนองต่อนมและกาแฟอย่างไร',
    '通过基因检测了解您的身体如何处理碳水化合物、脂肪和蛋白质，需要多补充哪些维生素，以及对牛奶和咖啡的反应。',
  ),
  demandSlugs: ['nutrition', 'weight-management'],
  priceVnd: 3_000_000,
  promotionCode: 'GINTEL10',
  isBestSeller: false,
  points: (reports) => [
    reportsPoint(reports, 'nutrient metabolism, vitamins and food reactions', 'chuyển hóa dinh dưỡng, vitamin và phản ứng với thực phẩm', 'การเผาผลาญสารอาหาร วิตามิน และการตอบสนองต่ออาหาร', '营养代谢、维生素和食物反应'),
    t('Each result rated Low, Medium or High, with practical food advice', 'Mỗi chỉ số xếp mức Thấp, Trung bình hoặc Cao, kèm lời khuyên ăn uống cụ thể', 'ผลแต่ละรายการแสดงระดับต่ำ ปานกลาง หรือสูง พร้อมคำแนะนำด้านอาหาร', '每项结果分低、中、高三级，并附饮食建议'),
    SALIVA_AT_HOME,
    freeConsultationPoint(15),
  ],
  relatedSlugs: ['g-intel-kid', 'g-health', 'consultation-session-30-min'],
  thumbnailAlt: t('G-Intel: a DNA helix and an adult', 'G-Intel: chuỗi xoắn DNA và một người trưởng thành', 'G-Intel: เกลียวดีเอ็นเอและผู้ใหญ่', 'G-Intel：DNA双螺旋与成人'),
  overview: t(
    'G-Intel reads the genes that shape how your body uses carbohydrates, fat and protein, how much of eight key vitamins you need, and how you react to lactose and caffeine.\n\n' +
      'Each result is rated Low, Medium or High with practical advice on food choices and portions, so you can eat for your genes rather than follow the latest diet trend.',
    'G-Intel phân tích các gen quyết định cách cơ thể bạn chuyển hóa chất bột đường, chất béo và chất đạm, nhu cầu với 8 vitamin thiết yếu, cùng khả năng dung nạp lactose và caffeine.\n\n' +
      'Mỗi chỉ số được xếp mức Thấp, Trung bình hoặc Cao kèm lời khuyên cụ thể về lựa chọn thực phẩm và khẩu phần, để bạn ăn uống phù hợp với gen của mình thay vì chạy theo các chế độ ăn đang thịnh hành.',
    'G-Intel วิเคราะห์ยีนที่กำหนดว่าร่างกายของคุณใช้คาร์โบไฮเดรต ไขมัน และโปรตีนอย่างไร ต้องการวิตามินสำคัญ 8 ชนิดมากน้อยเพียงใด และตอบสนองต่อแล็กโทสและคาเฟอีนอย่างไร\n\n' +
      'ผลแต่ละรายการแสดงเป็นระดับต่ำ ปานกลาง หรือสูง พร้อมคำแนะนำที่ทำได้จริงเรื่องการเลือกอาหารและปริมาณ เพื่อให้คุณกินอย่างเหมาะกับยีนของตัวเอง แทนการตามกระแสอาหารลดน้ำหนัก',
    'G-Intel检测影响您的身体如何利用碳水化合物、脂肪和蛋白质的基因，评估您对8种关键维生素的需求，以及对乳糖和咖啡因的反应。\n\n' +
      '每项结果分为低、中、高三个等级，并附有食物选择与分量的实用建议，让您根据自己的基因饮食，而不是盲目追随流行的饮食法。',
  ),
  whoIsItFor: t(
    'Adults who want a simple, science-based starting point for healthier eating; people who feel bloated after milk or sleep badly after coffee; anyone planning a change of diet who wants to know which nutrients to watch.',
    'Người trưởng thành muốn có điểm khởi đầu đơn giản, dựa trên khoa học để ăn uống lành mạnh hơn; người hay đầy bụng khi uống sữa hoặc khó ngủ sau khi uống cà phê; người chuẩn bị thay đổi chế độ ăn và muốn biết nên lưu ý những chất dinh dưỡng nào.',
    'ผู้ใหญ่ที่ต้องการจุดเริ่มต้นที่เรียบง่ายและอิงหลักวิทยาศาสตร์เพื่อการกินที่ดีต่อสุขภาพ ผู้ที่มักท้องอืดหลังดื่มนมหรือนอนไม่หลับหลังดื่มกาแฟ และผู้ที่กำลังวางแผนปรับอาหารและอยากรู้ว่าควรใส่ใจสารอาหารใด',
    '希望以简单、科学的方式开始健康饮食的成年人；喝牛奶后容易腹胀或喝咖啡后难以入睡的人；准备调整饮食、想知道应重点关注哪些营养素的人。',
  ),
  extra: t(
    'A one-page shopping guide: the foods to favour and the ones to limit, based on your results.',
    'Hướng dẫn đi chợ một trang: những thực phẩm nên ưu tiên và nên hạn chế theo kết quả của bạn.',
    'คู่มือซื้ออาหารหนึ่งหน้า: อาหารที่ควรเลือกและควรจำกัดตามผลตรวจของคุณ',
    '一页式采购指南：根据您的结果列出宜多吃和应少吃的食物。',
  ),
  freeMinutes: 15,
  markers: '300+',
  traits: ['carbohydrate-metabolism', 'fat-metabolism', 'vitamin-d', 'folate', 'lactose-intolerance', 'caffeine-metabolism', 'overweight-predisposition'],
  sortOrder: 1,
});

const gCare = adultPackage({
  slug: 'g-care',
  tier: 2,
  name: t(
    'G-Care: Nutrition, Weight and Fitness Genetic Test',
    'G-Care – Xét nghiệm gen dinh dưỡng, cân nặng và thể chất',
    'G-Care การตรวจยีนด้านโภชนาการ น้ำหนัก และสมรรถภาพร่างกาย',
    'G-Care营养、体重与体能基因检测',
  ),
  summary: t(
    'Everything in G-Intel plus minerals, weight control and exercise response, with a 4-week meal and training plan built from your genes.',
    'Xét nghiệm gen gồm toàn bộ G-Intel, thêm khoáng chất, kiểm soát cân nặng và đáp ứng với luyện tập, kèm thực đơn và lịch tập 4 tuần theo gen của bạn.',
    'การตรวจยีนที่รวมทุกอย่างใน G-Intel พร้อมแร่ธาตุ การควบคุมน้ำหนัก และการตอบสนองต่อการออกกำลังกาย รวมแผนอาหารและการฝึก 4 สัปดาห์ตามยีนของคุณ',
    '包含G-Intel全部内容，并增加矿物质、体重控制和运动反应的基因检测，附根据您的基因制定的4周饮食与训练计划。',
  ),
  demandSlugs: ['nutrition', 'weight-management', 'fitness'],
  priceVnd: 5_900_000,
  promotionalPriceVnd: 4_990_000,
  isBestSeller: true,
  points: (reports) => [
    reportsPoint(reports, 'nutrition, weight and fitness', 'dinh dưỡng, cân nặng và thể chất', 'โภชนาการ น้ำหนัก และสมรรถภาพร่างกาย', '营养、体重与体能'),
    t('Find the diet and training that suit your genes', 'Tìm chế độ ăn và bài tập phù hợp với gen của bạn', 'ค้นหาอาหารและการฝึกที่เหมาะกับยีนของคุณ', '找到适合您基因的饮食与训练方式'),
    t('Personal 4-week meal and exercise plan', 'Thực đơn và lịch tập cá nhân 4 tuần', 'แผนอาหารและการออกกำลังกายส่วนตัว 4 สัปดาห์', '个人4周饮食与运动计划'),
    freeConsultationPoint(30),
  ],
  relatedSlugs: ['g-kid-care', 'g-health', 'consultation-session-30-min'],
  thumbnailAlt: t('G-Care: a DNA helix and an adult', 'G-Care: chuỗi xoắn DNA và một người trưởng thành', 'G-Care: เกลียวดีเอ็นเอและผู้ใหญ่', 'G-Care：DNA双螺旋与成人'),
  overview: t(
    'G-Care includes everything in G-Intel and adds the genes behind your weight, your mineral needs, alcohol and salt sensitivity, and how your body responds to exercise.\n\n' +
      'You learn whether you tend to regain weight after dieting, whether endurance or power training suits you better and how quickly you recover, and you get a plan that combines food and movement.',
    'G-Care gồm toàn bộ nội dung của G-Intel và bổ sung các gen liên quan đến cân nặng, nhu cầu khoáng chất, khả năng chuyển hóa rượu bia, độ nhạy với muối và đáp ứng của cơ thể với luyện tập.\n\n' +
      'Bạn sẽ biết mình có dễ tăng cân trở lại sau khi giảm cân hay không, phù hợp với bài tập sức bền hay sức mạnh, phục hồi nhanh hay chậm, và nhận kế hoạch kết hợp ăn uống với vận động.',
    'G-Care รวมทุกรายงานของ G-Intel และเพิ่มยีนที่เกี่ยวกับน้ำหนัก ความต้องการแร่ธาตุ การเผาผลาญแอลกอฮอล์ ความไวต่อเกลือ และการตอบสนองของร่างกายต่อการออกกำลังกาย\n\n' +
      'คุณจะรู้ว่าตัวเองมีแนวโน้มน้ำหนักกลับคืนหลังลดน้ำหนักหรือไม่ เหมาะกับการฝึกความอดทนหรือการฝึกพลังมากกว่า ฟื้นตัวเร็วหรือช้า และได้แผนที่ผสานการกินเข้ากับการเคลื่อนไหว',
    'G-Care包含G-Intel的全部内容，并增加与体重、矿物质需求、酒精代谢、盐敏感性以及运动反应相关的基因。\n\n' +
      '您将了解自己减重后是否容易反弹、更适合耐力训练还是力量训练、恢复速度快慢，并获得一份结合饮食与运动的计划。',
  ),
  whoIsItFor: t(
    'Adults who want to lose weight and keep it off; people starting or returning to exercise; anyone who has tried several diets without lasting results.',
    'Người muốn giảm cân và duy trì cân nặng lâu dài; người bắt đầu hoặc quay lại tập luyện; người đã thử nhiều chế độ ăn mà chưa có kết quả bền vững.',
    'ผู้ที่ต้องการลดน้ำหนักและรักษาน้ำหนักให้คงที่ ผู้ที่เริ่มต้นหรือกลับมาออกกำลังกาย และผู้ที่ลองอาหารลดน้ำหนักมาหลายแบบแต่ยังไม่ได้ผลระยะยาว',
    '希望减重并长期保持的人；刚开始或重新开始运动的人；尝试过多种饮食法却没有持久效果的人。',
  ),
  extra: t(
    'A 4-week meal and exercise plan built from your results by our nutritionists.',
    'Thực đơn và lịch tập 4 tuần do chuyên gia dinh dưỡng của GeneWell xây dựng dựa trên kết quả của bạn.',
    'แผนอาหารและการออกกำลังกาย 4 สัปดาห์ที่นักโภชนาการของเราจัดทำจากผลตรวจของคุณ',
    '由我们的营养师根据您的结果制定的4周饮食与运动计划。',
  ),
  freeMinutes: 30,
  markers: '600+',
  traits: ['carbohydrate-metabolism', 'fat-metabolism', 'iron', 'calcium', 'weight-regain', 'appetite-satiety', 'endurance', 'power', 'alcohol-metabolism'],
  sortOrder: 2,
});

const gPro = adultPackage({
  slug: 'g-pro',
  tier: 3,
  name: t('G-Pro: Comprehensive Wellness Genetic Test', 'G-Pro – Xét nghiệm gen sức khỏe toàn diện', 'G-Pro การตรวจยีนสุขภาพแบบครบถ้วน', 'G-Pro全面健康基因检测'),
  summary: t(
    'Our most complete adult test: nutrition, weight, fitness, skin, sleep and the genetic risk of five common chronic conditions.',
    'Xét nghiệm gen toàn diện nhất cho người lớn: dinh dưỡng, cân nặng, thể chất, làn da, giấc ngủ và nguy cơ di truyền với 5 bệnh mạn tính thường gặp.',
    'การตรวจยีนสำหรับผู้ใหญ่ที่ครบที่สุด: โภชนาการ น้ำหนัก สมรรถภาพร่างกาย ผิวพรรณ การนอนหลับ และความเสี่ยงทางพันธุกรรมต่อโรคเรื้อรังที่พบบ่อย 5 โรค',
    '我们最全面的成人基因检测：营养、体重、体能、皮肤、睡眠，以及5种常见慢性病的遗传风险。',
  ),
  demandSlugs: ['nutrition', 'weight-management', 'fitness', 'disease-risk'],
  priceVnd: 9_900_000,
  promotionalPriceVnd: 8_900_000,
  isBestSeller: false,
  points: (reports) => [
    reportsPoint(reports, 'nutrition, fitness, skin, sleep and health risks', 'dinh dưỡng, thể chất, làn da, giấc ngủ và nguy cơ sức khỏe', 'โภชนาการ สมรรถภาพ ผิวพรรณ การนอนหลับ และความเสี่ยงด้านสุขภาพ', '营养、体能、皮肤、睡眠与健康风险'),
    t('Genetic risk of 5 common chronic conditions', 'Nguy cơ di truyền với 5 bệnh mạn tính thường gặp', 'ความเสี่ยงทางพันธุกรรมต่อโรคเรื้อรังที่พบบ่อย 5 โรค', '5种常见慢性病的遗传风险'),
    t('Personal 12-week plan for food, exercise, sleep and skin', 'Kế hoạch cá nhân 12 tuần cho ăn uống, luyện tập, giấc ngủ và làn da', 'แผนส่วนตัว 12 สัปดาห์ด้านอาหาร การออกกำลังกาย การนอนหลับ และผิวพรรณ', '12周个人饮食、运动、睡眠与护肤计划'),
    freeConsultationPoint(60),
  ],
  relatedSlugs: ['g-health', 'g-kid-pro', 'consultation-session-60-min'],
  thumbnailAlt: t('G-Pro: a DNA helix and an adult', 'G-Pro: chuỗi xoắn DNA và một người trưởng thành', 'G-Pro: เกลียวดีเอ็นเอและผู้ใหญ่', 'G-Pro：DNA双螺旋与成人'),
  overview: t(
    'G-Pro is our most complete adult test: everything in G-Care plus skin, sleep and stress, how you respond to low-carbohydrate and low-fat diets, and your genetic risk of type 2 diabetes, high blood pressure, high LDL cholesterol, gout and osteoporosis.\n\n' +
      'The risk reports show your predisposition compared with the population, not a diagnosis; a doctor goes through them with you and suggests which check-ups to plan.',
    'G-Pro là gói xét nghiệm toàn diện nhất cho người lớn: toàn bộ nội dung của G-Care, thêm làn da, giấc ngủ và căng thẳng, đáp ứng với chế độ ăn ít chất bột đường hay ít chất béo, cùng nguy cơ di truyền với đái tháo đường típ 2, tăng huyết áp, tăng cholesterol LDL, gút và loãng xương.\n\n' +
      'Các báo cáo nguy cơ cho biết khuynh hướng di truyền so với quần thể, không phải chẩn đoán; bác sĩ sẽ cùng bạn đọc kết quả và gợi ý các mốc khám sức khỏe định kỳ nên thực hiện.',
    'G-Pro คือการตรวจสำหรับผู้ใหญ่ที่ครบที่สุดของเรา: ทุกอย่างใน G-Care พร้อมด้วยผิวพรรณ การนอนหลับและความเครียด การตอบสนองต่ออาหารคาร์โบไฮเดรตต่ำและไขมันต่ำ และความเสี่ยงทางพันธุกรรมต่อเบาหวานชนิดที่ 2 ความดันโลหิตสูง คอเลสเตอรอล LDL สูง โรคเกาต์ และโรคกระดูกพรุน\n\n' +
      'รายงานความเสี่ยงแสดงแนวโน้มเมื่อเทียบกับประชากรทั่วไป ไม่ใช่การวินิจฉัย แพทย์จะอธิบายผลร่วมกับคุณและแนะนำการตรวจสุขภาพที่ควรวางแผน',
    'G-Pro是我们最全面的成人检测：在G-Care全部内容的基础上，增加皮肤、睡眠与压力、对低碳水和低脂饮食的反应，以及2型糖尿病、高血压、低密度脂蛋白胆固醇偏高、痛风和骨质疏松的遗传风险。\n\n' +
      '风险报告显示的是与人群相比的遗传倾向，而非诊断；医生会与您一起解读，并建议需要安排的定期检查。',
  ),
  whoIsItFor: t(
    'Adults who want the full picture of their nutrition, fitness and wellbeing in one test; people with a family history of diabetes, high blood pressure or high cholesterol; anyone over 35 planning regular check-ups.',
    'Người muốn có bức tranh đầy đủ về dinh dưỡng, thể chất và sức khỏe tinh thần chỉ với một lần xét nghiệm; người có tiền sử gia đình mắc đái tháo đường, tăng huyết áp hoặc rối loạn mỡ máu; người trên 35 tuổi muốn lên kế hoạch khám sức khỏe định kỳ.',
    'ผู้ที่ต้องการภาพรวมด้านโภชนาการ สมรรถภาพร่างกาย และสุขภาพใจครบในการตรวจครั้งเดียว ผู้ที่มีประวัติครอบครัวเป็นเบาหวาน ความดันโลหิตสูง หรือไขมันในเลือดสูง และผู้ที่อายุเกิน 35 ปีซึ่งวางแผนตรวจสุขภาพเป็นประจำ',
    '希望通过一次检测全面了解营养、体能与身心状况的人；有糖尿病、高血压或血脂异常家族史的人；计划定期体检的35岁以上人士。',
  ),
  extra: t(
    'A 12-week personal plan for food, exercise, sleep and skin care, and a suggested check-up schedule to discuss with your doctor.',
    'Kế hoạch cá nhân 12 tuần về ăn uống, luyện tập, giấc ngủ và chăm sóc da, cùng lịch khám sức khỏe định kỳ gợi ý để trao đổi với bác sĩ.',
    'แผนส่วนตัว 12 สัปดาห์ด้านอาหาร การออกกำลังกาย การนอนหลับ และการดูแลผิว พร้อมตารางตรวจสุขภาพที่แนะนำเพื่อปรึกษากับแพทย์',
    '为期12周的个人饮食、运动、睡眠与护肤计划，以及供您与医生讨论的建议体检时间表。',
  ),
  freeMinutes: 60,
  markers: '1000+',
  traits: ['low-carb-response', 'tendon-injury', 'skin-ageing', 'chronotype', 'stress-response', 'type-2-diabetes', 'hypertension', 'ldl-cholesterol', 'osteoporosis'],
  sortOrder: 3,
});

const gIntelKid = kidPackage({
  slug: 'g-intel-kid',
  tier: 1,
  name: t(
    "G-Intel Kid: Children's Nutrition and Talent Genetic Test",
    'G-Intel Kid – Xét nghiệm gen dinh dưỡng và năng khiếu cho trẻ',
    'G-Intel Kid การตรวจยีนด้านโภชนาการและพรสวรรค์สำหรับเด็ก',
    'G-Intel Kid儿童营养与天赋基因检测',
  ),
  summary: t(
    "Understand your child's nutrition needs from the first meals, with early insights into memory, attention and musical aptitude.",
    'Xét nghiệm gen giúp cha mẹ hiểu nhu cầu dinh dưỡng của con ngay từ những bữa ăn đầu đời, cùng gợi ý sớm về trí nhớ, khả năng tập trung và năng khiếu âm nhạc.',
    'การตรวจยีนที่ช่วยให้เข้าใจความต้องการสารอาหารของลูกตั้งแต่มื้อแรก ๆ พร้อมข้อมูลเบื้องต้นด้านความจำ สมาธิ และความถนัดด้านดนตรี',
    '通过基因检测，从孩子最初的辅食开始了解其营养需求，并初步了解记忆力、专注力和音乐天赋。',
  ),
  demandSlugs: ['nutrition', 'child-development', 'talent-discovery'],
  priceVnd: 3_500_000,
  isBestSeller: false,
  points: (reports) => [
    reportsPoint(reports, 'nutrition, growth and early talents', 'dinh dưỡng, tăng trưởng và năng khiếu ban đầu', 'โภชนาการ การเจริญเติบโต และพรสวรรค์เบื้องต้น', '营养、生长与早期天赋'),
    t('Cheek swab for babies, saliva for older children', 'Que tăm bông cho bé nhỏ, mẫu nước bọt cho trẻ lớn', 'ไม้พันสำลีสำหรับเด็กเล็ก น้ำลายสำหรับเด็กโต', '婴幼儿用口腔拭子，大童采集唾液'),
    t('Advice by age, from weaning to primary school', 'Lời khuyên theo độ tuổi, từ ăn dặm đến tiểu học', 'คำแนะนำตามช่วงวัย ตั้งแต่อาหารตามวัยจนถึงชั้นประถม', '按年龄段提供建议，从辅食期到小学'),
    freeConsultationPoint(15),
  ],
  relatedSlugs: ['g-intel', 'g-kid-care', 'consultation-session-30-min'],
  thumbnailAlt: t('G-Intel Kid: a DNA helix, a child and a star', 'G-Intel Kid: chuỗi xoắn DNA, em bé và ngôi sao', 'G-Intel Kid: เกลียวดีเอ็นเอ เด็ก และดวงดาว', 'G-Intel Kid：DNA双螺旋、孩子与星星'),
  overview: t(
    "G-Intel Kid looks at how your child's body uses carbohydrates, fat and protein, their needs for eight key vitamins, lactose tolerance and tendency to gain weight, together with first insights into memory, attention and musical aptitude.\n\n" +
      'The advice is written for each age, from weaning to primary school, so you can plan meals and activities that suit your child.',
    'G-Intel Kid phân tích cách cơ thể trẻ chuyển hóa chất bột đường, chất béo và chất đạm, nhu cầu 8 vitamin thiết yếu, khả năng dung nạp lactose và khuynh hướng thừa cân, cùng những gợi ý đầu tiên về trí nhớ, khả năng tập trung và năng khiếu âm nhạc.\n\n' +
      'Lời khuyên được viết theo từng độ tuổi, từ giai đoạn ăn dặm đến tiểu học, giúp cha mẹ xây dựng thực đơn và hoạt động phù hợp với con.',
    'G-Intel Kid วิเคราะห์ว่าร่างกายของลูกใช้คาร์โบไฮเดรต ไขมัน และโปรตีนอย่างไร ความต้องการวิตามินสำคัญ 8 ชนิด การย่อยแล็กโทส และแนวโน้มน้ำหนักเกิน พร้อมข้อมูลเบื้องต้นด้านความจำ สมาธิ และความถนัดด้านดนตรี\n\n' +
      'คำแนะนำเขียนแยกตามช่วงวัย ตั้งแต่วัยเริ่มอาหารตามวัยจนถึงชั้นประถม เพื่อให้คุณวางแผนอาหารและกิจกรรมที่เหมาะกับลูก',
    'G-Intel Kid分析孩子的身体如何利用碳水化合物、脂肪和蛋白质，对8种关键维生素的需求、乳糖耐受情况和超重倾向，并初步了解记忆力、专注力和音乐天赋。\n\n' +
      '建议按年龄段编写，从添加辅食到小学阶段，帮助您为孩子安排合适的饮食和活动。',
  ),
  whoIsItFor: t(
    'Parents of children from birth to 12 who want to get nutrition right from the start; children who are picky eaters or gain weight slowly; families curious about their child\'s early inclinations.',
    'Cha mẹ có con từ sơ sinh đến 12 tuổi muốn chăm sóc dinh dưỡng đúng ngay từ đầu; trẻ biếng ăn hoặc chậm tăng cân; gia đình muốn sớm tìm hiểu thiên hướng của con.',
    'พ่อแม่ที่มีลูกอายุแรกเกิดถึง 12 ปีและต้องการดูแลโภชนาการให้ถูกต้องตั้งแต่เริ่มต้น เด็กที่กินยากหรือน้ำหนักขึ้นช้า และครอบครัวที่อยากรู้ความถนัดของลูกตั้งแต่เนิ่น ๆ',
    '希望从一开始就为孩子做好营养管理的0–12岁儿童家长；挑食或体重增长缓慢的孩子；想及早了解孩子天生倾向的家庭。',
  ),
  extra: t(
    'Meal suggestions by age group, from weaning to school lunches.',
    'Gợi ý thực đơn theo độ tuổi, từ bữa ăn dặm đến bữa trưa ở trường.',
    'ตัวอย่างเมนูตามช่วงวัย ตั้งแต่อาหารตามวัยจนถึงอาหารกลางวันที่โรงเรียน',
    '按年龄段提供的饮食建议，从辅食到学校午餐。',
  ),
  freeMinutes: 15,
  markers: '300+',
  traits: ['protein-metabolism', 'vitamin-d', 'folate', 'lactose-intolerance', 'childhood-overweight', 'memory', 'attention', 'musical-aptitude'],
  sortOrder: 4,
});

const gKidCare = kidPackage({
  slug: 'g-kid-care',
  tier: 2,
  name: t(
    "G-Kid Care: Children's Growth and Development Genetic Test",
    'G-Kid Care – Xét nghiệm gen tăng trưởng và phát triển cho trẻ',
    'G-Kid Care การตรวจยีนด้านการเจริญเติบโตและพัฒนาการของเด็ก',
    'G-Kid Care儿童生长发育基因检测',
  ),
  summary: t(
    'Everything in G-Intel Kid plus minerals, height potential, bone density, language, logic, creativity and the sports that suit your child.',
    'Xét nghiệm gen gồm toàn bộ G-Intel Kid, thêm khoáng chất, tiềm năng chiều cao, mật độ xương, khả năng ngôn ngữ, tư duy logic, sáng tạo và môn thể thao phù hợp với con.',
    'การตรวจยีนที่รวมทุกอย่างใน G-Intel Kid พร้อมแร่ธาตุ ศักยภาพด้านส่วนสูง ความหนาแน่นของกระดูก ภาษา ตรรกะ ความคิดสร้างสรรค์ และกีฬาที่เหมาะกับลูก',
    '包含G-Intel Kid全部内容，并增加矿物质、身高潜能、骨密度、语言、逻辑、创造力以及适合孩子的运动项目的基因检测。',
  ),
  demandSlugs: ['nutrition', 'child-development', 'talent-discovery', 'fitness'],
  priceVnd: 6_500_000,
  promotionalPriceVnd: 5_490_000,
  isBestSeller: true,
  points: (reports) => [
    reportsPoint(reports, 'nutrition, growth, learning and talents', 'dinh dưỡng, tăng trưởng, học tập và năng khiếu', 'โภชนาการ การเจริญเติบโต การเรียนรู้ และพรสวรรค์', '营养、生长、学习与天赋'),
    t('Height potential and bone density', 'Tiềm năng chiều cao và mật độ xương', 'ศักยภาพด้านส่วนสูงและความหนาแน่นของกระดูก', '身高潜能与骨密度'),
    t("Sports suited to your child's build", 'Môn thể thao phù hợp với thể chất của con', 'กีฬาที่เหมาะกับร่างกายของลูก', '适合孩子体质的运动项目'),
    freeConsultationPoint(30),
  ],
  relatedSlugs: ['g-care', 'g-kid-pro', 'consultation-session-30-min'],
  thumbnailAlt: t('G-Kid Care: a DNA helix, a child and a star', 'G-Kid Care: chuỗi xoắn DNA, em bé và ngôi sao', 'G-Kid Care: เกลียวดีเอ็นเอ เด็ก และดวงดาว', 'G-Kid Care：DNA双螺旋、孩子与星星'),
  overview: t(
    "G-Kid Care includes everything in G-Intel Kid and adds calcium, iron, zinc and magnesium needs, height potential and bone density, language learning, logical thinking, creativity, and the sports that suit your child's build.\n\n" +
      'It helps you support growth at the right time and choose activities your child is likely to enjoy and keep up.',
    'G-Kid Care gồm toàn bộ nội dung của G-Intel Kid và bổ sung nhu cầu canxi, sắt, kẽm, magie, tiềm năng chiều cao và mật độ xương, khả năng học ngôn ngữ, tư duy logic, sáng tạo và các môn thể thao phù hợp với thể chất của con.\n\n' +
      'Kết quả giúp cha mẹ hỗ trợ con tăng trưởng đúng thời điểm và chọn những hoạt động con dễ yêu thích, theo đuổi lâu dài.',
    'G-Kid Care รวมทุกรายงานของ G-Intel Kid และเพิ่มความต้องการแคลเซียม ธาตุเหล็ก สังกะสี และแมกนีเซียม ศักยภาพด้านส่วนสูงและความหนาแน่นของกระดูก การเรียนรู้ภาษา การคิดเชิงตรรกะ ความคิดสร้างสรรค์ และกีฬาที่เหมาะกับร่างกายของลูก\n\n' +
      'ช่วยให้คุณสนับสนุนการเจริญเติบโตได้ในช่วงเวลาที่เหมาะสม และเลือกกิจกรรมที่ลูกน่าจะสนุกและทำได้ต่อเนื่อง',
    'G-Kid Care包含G-Intel Kid的全部内容，并增加钙、铁、锌、镁需求，身高潜能与骨密度，语言学习、逻辑思维、创造力，以及适合孩子体质的运动项目。\n\n' +
      '帮助您在合适的时机支持孩子生长，并选择孩子更可能喜欢并坚持的活动。',
  ),
  whoIsItFor: t(
    "Parents who want to support their child's growth in height and bone strength; families choosing extra classes, languages or sports; children aged 3 to 15.",
    'Cha mẹ muốn hỗ trợ con phát triển chiều cao và hệ xương chắc khỏe; gia đình đang cân nhắc chọn lớp năng khiếu, ngoại ngữ hay môn thể thao cho con; trẻ từ 3 đến 15 tuổi.',
    'พ่อแม่ที่ต้องการสนับสนุนการเจริญเติบโตด้านส่วนสูงและกระดูกของลูก ครอบครัวที่กำลังเลือกกิจกรรมเสริม ภาษา หรือกีฬาให้ลูก และเด็กอายุ 3 ถึง 15 ปี',
    '希望支持孩子身高增长和骨骼健康的家长；正在为孩子选择兴趣班、外语或运动项目的家庭；3至15岁的儿童。',
  ),
  extra: t(
    'A growth and activity plan by age, with the sports and learning activities that suit your child.',
    'Kế hoạch tăng trưởng và vận động theo độ tuổi, kèm gợi ý môn thể thao và hoạt động học tập phù hợp với con.',
    'แผนการเจริญเติบโตและกิจกรรมตามช่วงวัย พร้อมกีฬาและกิจกรรมการเรียนรู้ที่เหมาะกับลูก',
    '按年龄段制定的生长与活动计划，并推荐适合孩子的运动和学习活动。',
  ),
  freeMinutes: 30,
  markers: '600+',
  traits: ['calcium', 'iron', 'height-potential', 'bone-density', 'language-learning', 'logical-thinking', 'creativity', 'endurance'],
  sortOrder: 5,
});

const gKidPro = kidPackage({
  slug: 'g-kid-pro',
  tier: 3,
  name: t("G-Kid Pro: Comprehensive Children's Genetic Test", 'G-Kid Pro – Xét nghiệm gen toàn diện cho trẻ', 'G-Kid Pro การตรวจยีนแบบครบถ้วนสำหรับเด็ก', 'G-Kid Pro儿童全面基因检测'),
  summary: t(
    'Our most complete test for children: growth, learning, talents, personality, and predisposition to eczema, asthma, myopia and tooth decay.',
    'Xét nghiệm gen toàn diện nhất cho trẻ: tăng trưởng, học tập, năng khiếu, tính cách và khuynh hướng viêm da cơ địa, hen phế quản, cận thị, sâu răng.',
    'การตรวจยีนสำหรับเด็กที่ครบที่สุด: การเจริญเติบโต การเรียนรู้ พรสวรรค์ บุคลิกภาพ และแนวโน้มผื่นภูมิแพ้ผิวหนัง โรคหืด สายตาสั้น และฟันผุ',
    '我们最全面的儿童基因检测：生长、学习、天赋、性格，以及湿疹、哮喘、近视和龋齿的遗传倾向。',
  ),
  demandSlugs: ['nutrition', 'child-development', 'talent-discovery', 'fitness', 'disease-risk'],
  priceVnd: 10_900_000,
  promotionCode: 'KIDPRO500',
  isBestSeller: false,
  points: (reports) => [
    reportsPoint(reports, "every area of your child's development", 'mọi khía cạnh phát triển của con', 'พัฒนาการของลูกทุกด้าน', '孩子发育的各个方面'),
    t('Personality, emotions and sleep rhythm', 'Tính cách, cảm xúc và nhịp sinh học', 'บุคลิกภาพ อารมณ์ และนาฬิกาชีวิต', '性格、情绪与昼夜节律'),
    t('Predisposition to eczema, asthma, myopia and tooth decay', 'Khuynh hướng viêm da cơ địa, hen phế quản, cận thị và sâu răng', 'แนวโน้มผื่นภูมิแพ้ผิวหนัง โรคหืด สายตาสั้น และฟันผุ', '湿疹、哮喘、近视和龋齿的遗传倾向'),
    t('Prevention checklist by age for skin, eyes, teeth and sleep', 'Danh sách phòng ngừa theo độ tuổi cho da, mắt, răng và giấc ngủ', 'รายการป้องกันตามวัยสำหรับผิว ดวงตา ฟัน และการนอนหลับ', '按年龄段的皮肤、眼睛、牙齿与睡眠预防清单'),
    freeConsultationPoint(60),
  ],
  relatedSlugs: ['g-pro', 'g-health', 'consultation-session-90-min'],
  thumbnailAlt: t('G-Kid Pro: a DNA helix, a child and a star', 'G-Kid Pro: chuỗi xoắn DNA, em bé và ngôi sao', 'G-Kid Pro: เกลียวดีเอ็นเอ เด็ก และดวงดาว', 'G-Kid Pro：DNA双螺旋、孩子与星星'),
  overview: t(
    'G-Kid Pro is our most complete test for children: everything in G-Kid Care plus personality and emotions, sleep rhythm, and genetic predisposition to atopic dermatitis, asthma, myopia and tooth decay.\n\n' +
      'Knowing these tendencies early helps you and your paediatrician focus on prevention: skin care, healthy screen and reading habits for the eyes, regular dental check-ups and a calm daily routine.',
    'G-Kid Pro là gói xét nghiệm toàn diện nhất cho trẻ: toàn bộ nội dung của G-Kid Care, thêm tính cách và cảm xúc, nhịp sinh học, cùng khuynh hướng di truyền với viêm da cơ địa, hen phế quản, cận thị và sâu răng.\n\n' +
      'Biết sớm các khuynh hướng này giúp cha mẹ và bác sĩ nhi khoa tập trung vào phòng ngừa: chăm sóc da, thói quen dùng mắt hợp lý, khám răng định kỳ và nếp sinh hoạt điều độ.',
    'G-Kid Pro คือการตรวจสำหรับเด็กที่ครบที่สุดของเรา: ทุกอย่างใน G-Kid Care พร้อมด้วยบุคลิกภาพและอารมณ์ นาฬิกาชีวิต และแนวโน้มทางพันธุกรรมต่อผื่นภูมิแพ้ผิวหนัง โรคหืด สายตาสั้น และฟันผุ\n\n' +
      'การรู้แนวโน้มเหล่านี้ตั้งแต่เนิ่น ๆ ช่วยให้คุณและกุมารแพทย์มุ่งเน้นการป้องกัน ทั้งการดูแลผิว นิสัยการใช้สายตาที่เหมาะสม การตรวจฟันสม่ำเสมอ และกิจวัตรประจำวันที่สม่ำเสมอ',
    'G-Kid Pro是我们最全面的儿童检测：在G-Kid Care全部内容的基础上，增加性格与情绪、昼夜节律，以及特应性皮炎、哮喘、近视和龋齿的遗传倾向。\n\n' +
      '及早了解这些倾向，可帮助您和儿科医生把重点放在预防上：皮肤护理、科学用眼、定期口腔检查和规律作息。',
  ),
  whoIsItFor: t(
    "Parents who want the full picture of their child's development in one test; families with a history of allergy, asthma or short-sightedness; parents who want to understand their child's temperament.",
    'Cha mẹ muốn có bức tranh đầy đủ về sự phát triển của con chỉ với một lần xét nghiệm; gia đình có người bị dị ứng, hen phế quản hoặc cận thị; cha mẹ muốn hiểu tính khí của con để đồng hành tốt hơn.',
    'พ่อแม่ที่ต้องการภาพรวมพัฒนาการของลูกครบในการตรวจครั้งเดียว ครอบครัวที่มีประวัติภูมิแพ้ โรคหืด หรือสายตาสั้น และพ่อแม่ที่อยากเข้าใจนิสัยใจคอของลูกเพื่อดูแลได้ดียิ่งขึ้น',
    '希望通过一次检测全面了解孩子发育情况的家长；有过敏、哮喘或近视家族史的家庭；希望了解孩子气质、更好地陪伴孩子的家长。',
  ),
  extra: t(
    'A prevention checklist by age for skin, eyes, teeth and sleep, to go through with your paediatrician.',
    'Danh sách phòng ngừa theo độ tuổi cho da, mắt, răng và giấc ngủ để trao đổi với bác sĩ nhi khoa.',
    'รายการป้องกันตามช่วงวัยสำหรับผิว ดวงตา ฟัน และการนอนหลับ เพื่อพูดคุยกับกุมารแพทย์',
    '按年龄段整理的皮肤、眼睛、牙齿与睡眠预防清单，便于与儿科医生讨论。',
  ),
  freeMinutes: 60,
  markers: '1000+',
  traits: ['height-potential', 'memory', 'musical-aptitude', 'novelty-seeking', 'stress-resilience', 'atopic-dermatitis', 'asthma', 'myopia', 'tooth-decay'],
  sortOrder: 6,
});

const FAQ_HEALTH = section(
  'faq',
  TITLES.faq,
  t(
    'Does a high risk mean I will get cancer?\nNo. It means your genetic risk is higher than average. Many people with a raised risk never develop the disease, and regular screening finds most cancers early, when treatment works best.\n\n' +
      'What if I carry a BRCA1 or BRCA2 variant?\nYour doctor explains the options: earlier and more frequent screening, and testing for your close relatives. Every clinically significant variant is confirmed by a second laboratory method before it is reported.\n\n' +
      'I have already had cancer. Is G-Health right for me?\nPlease talk to your oncologist first: a diagnostic hereditary cancer panel ordered by your doctor is more suitable.\n\n' +
      'How is my data protected?\nYour sample carries only a kit code. Your data is encrypted, stored in Việt Nam and never shared, including with insurers or employers, without your written consent.',
    'Nguy cơ cao có nghĩa là tôi sẽ bị ung thư không?\nKhông. Kết quả này cho biết nguy cơ di truyền của bạn cao hơn mức trung bình. Nhiều người có nguy cơ tăng không bao giờ mắc bệnh, và tầm soát định kỳ giúp phát hiện phần lớn ung thư ở giai đoạn sớm, khi điều trị hiệu quả nhất.\n\n' +
      'Nếu tôi mang biến thể gen BRCA1 hoặc BRCA2 thì sao?\nBác sĩ sẽ giải thích các lựa chọn: tầm soát sớm hơn, thường xuyên hơn và xét nghiệm cho người thân trực hệ. Mọi biến thể có ý nghĩa lâm sàng đều được khẳng định lại bằng một phương pháp xét nghiệm thứ hai trước khi trả kết quả.\n\n' +
      'Tôi đã từng mắc ung thư, G-Health có phù hợp không?\nHãy trao đổi với bác sĩ ung bướu trước: xét nghiệm gen chẩn đoán ung thư di truyền do bác sĩ chỉ định sẽ phù hợp hơn.\n\n' +
      'Dữ liệu của tôi được bảo mật thế nào?\nMẫu của bạn chỉ mang mã kit. Dữ liệu được mã hóa, lưu trữ tại Việt Nam và không chia sẻ cho bất kỳ ai, kể cả công ty bảo hiểm hay nhà tuyển dụng, khi chưa có sự đồng ý bằng văn bản của bạn.',
    'ความเสี่ยงสูงหมายความว่าฉันจะเป็นมะเร็งหรือไม่\nไม่ใช่ หมายความว่าความเสี่ยงทางพันธุกรรมของคุณสูงกว่าค่าเฉลี่ย หลายคนที่มีความเสี่ยงสูงขึ้นไม่เคยเป็นโรค และการตรวจคัดกรองสม่ำเสมอช่วยให้พบมะเร็งส่วนใหญ่ในระยะแรกซึ่งรักษาได้ผลดีที่สุด\n\n' +
      'ถ้าฉันมีความแปรผันของยีน BRCA1 หรือ BRCA2 จะทำอย่างไร\nแพทย์จะอธิบายทางเลือก ได้แก่ การตรวจคัดกรองให้เร็วขึ้นและถี่ขึ้น และการตรวจสำหรับญาติสายตรง ความแปรผันที่มีนัยสำคัญทางคลินิกทุกรายการจะได้รับการยืนยันด้วยวิธีทางห้องปฏิบัติการวิธีที่สองก่อนรายงานผล\n\n' +
      'ฉันเคยเป็นมะเร็งแล้ว G-Health เหมาะกับฉันหรือไม่\nกรุณาปรึกษาแพทย์ด้านมะเร็งก่อน การตรวจยีนมะเร็งทางพันธุกรรมเพื่อการวินิจฉัยที่แพทย์สั่งจะเหมาะสมกว่า\n\n' +
      'ข้อมูลของฉันได้รับการปกป้องอย่างไร\nตัวอย่างของคุณระบุด้วยรหัสชุดตรวจเท่านั้น ข้อมูลถูกเข้ารหัส จัดเก็บในเวียดนาม และจะไม่เปิดเผยแก่ผู้ใด รวมถึงบริษัทประกันหรือนายจ้าง โดยไม่ได้รับความยินยอมเป็นลายลักษณ์อักษรจากคุณ',
    '高风险是否意味着我会得癌症？\n不是。这表示您的遗传风险高于平均水平。许多风险升高的人一生都不会发病，而定期筛查能在早期发现大多数癌症，此时治疗效果最好。\n\n' +
      '如果我携带BRCA1或BRCA2变异怎么办？\n医生会向您说明可选方案：更早、更频繁的筛查，以及为直系亲属进行检测。所有具有临床意义的变异在报告前都会用第二种实验室方法复核确认。\n\n' +
      '我已经患过癌症，G-Health适合我吗？\n请先咨询您的肿瘤科医生：由医生开具的遗传性肿瘤诊断性基因检测更为合适。\n\n' +
      '我的数据如何受到保护？\n您的样本仅以试剂盒编码标识。数据经加密后存储在越南境内，未经您书面同意，绝不与任何人共享，包括保险公司和雇主。',
  ),
);

const healthReportCount = G_HEALTH_REPORTS.reduce((sum, category) => sum + category.reports.length, 0);
const healthTrait = (reportId: string): SeedTestedTrait => {
  const category = G_HEALTH_REPORTS.find((c) => c.reports.some((report) => report.id === reportId));
  const report = category?.reports.find((r) => r.id === reportId);
  if (!category || !report) throw new Error(`no G-Health report ${reportId}`);
  return { name: report.name, categoryId: category.id };
};

const gHealth: SeedProductPackage = {
  slug: 'g-health',
  categorySlug: 'health-screening',
  ageGroup: 'adults',
  demandSlugs: ['cancer-risk', 'disease-risk'],
  name: t(
    'G-Health: Hereditary Cancer and Disease Risk Genetic Test',
    'G-Health – Xét nghiệm gen đánh giá nguy cơ ung thư và bệnh di truyền',
    'G-Health การตรวจยีนประเมินความเสี่ยงมะเร็งและโรคทางพันธุกรรม',
    'G-Health遗传性癌症与疾病风险基因检测',
  ),
  summary: t(
    'Your inherited risk of nine cancers, heart and metabolic conditions, your carrier status for thalassaemia and G6PD deficiency, with genetic counselling by a doctor.',
    'Nguy cơ di truyền với 9 loại ung thư, bệnh tim mạch và rối loạn chuyển hóa, tình trạng mang gen thalassemia và thiếu men G6PD, kèm tư vấn di truyền với bác sĩ.',
    'ความเสี่ยงทางพันธุกรรมต่อมะเร็ง 9 ชนิด โรคหัวใจ และโรคเมแทบอลิซึม สถานะพาหะธาลัสซีเมียและภาวะพร่องเอนไซม์ G6PD พร้อมการให้คำปรึกษาทางพันธุศาสตร์โดยแพทย์',
    '了解您罹患9种癌症、心血管及代谢性疾病的遗传风险，以及地中海贫血和G6PD缺乏症携带状态，并由医生提供遗传咨询。',
  ),
  price: price(12_900_000),
  promotionalPrice: price(11_900_000),
  isBestSeller: true,
  bestSellingDescriptionList: [
    reportsPoint(healthReportCount, 'cancer, heart, metabolic and carrier risk', 'nguy cơ ung thư, tim mạch, chuyển hóa và gen bệnh di truyền', 'ความเสี่ยงมะเร็ง หัวใจ เมแทบอลิซึม และภาวะพาหะ', '癌症、心血管、代谢及携带者风险'),
    t('BRCA1 and BRCA2 for breast and ovarian cancer', 'Gen BRCA1 và BRCA2 liên quan ung thư vú và buồng trứng', 'ยีน BRCA1 และ BRCA2 สำหรับมะเร็งเต้านมและรังไข่', '检测与乳腺癌、卵巢癌相关的BRCA1和BRCA2'),
    t('Thalassaemia and G6PD carrier status before pregnancy', 'Biết tình trạng mang gen thalassemia, thiếu men G6PD trước khi mang thai', 'รู้สถานะพาหะธาลัสซีเมียและ G6PD ก่อนตั้งครรภ์', '孕前了解地中海贫血与G6PD缺乏症携带状态'),
    t('60-minute genetic counselling with a doctor included', 'Bao gồm 60 phút tư vấn di truyền với bác sĩ', 'รวมการให้คำปรึกษาทางพันธุศาสตร์กับแพทย์ 60 นาที', '含60分钟医生遗传咨询'),
  ],
  siblingSlugs: [],
  relatedSlugs: ['g-pro', 'consultation-session-60-min', 'consultation-session-120-min'],
  thumbnails: [
    packageImage('g-health', t('G-Health: a DNA helix and a shield with a cross', 'G-Health: chuỗi xoắn DNA và tấm khiên chữ thập', 'G-Health: เกลียวดีเอ็นเอและโล่กากบาท', 'G-Health：DNA双螺旋与带十字的盾牌')),
    ...TEST_THUMBNAILS,
  ],
  sections: [
    section(
      'overview',
      TITLES.overview,
      t(
        'G-Health looks at genes linked to hereditary cancers, including BRCA1 and BRCA2 for breast and ovarian cancer, and at your genetic risk of heart disease, stroke, type 2 diabetes and fatty liver. It also shows whether you carry thalassaemia, G6PD deficiency or other inherited conditions you could pass on to your children, and how you may respond to some common medicines.\n\n' +
          'A raised genetic risk is not a diagnosis, and a normal result does not rule out disease. Every G-Health report comes with genetic counselling by a doctor, who helps you plan screening such as mammography or colonoscopy at the right age.',
        'G-Health phân tích các gen liên quan đến ung thư di truyền, trong đó có BRCA1 và BRCA2 với ung thư vú và buồng trứng, cùng nguy cơ di truyền với bệnh tim mạch, đột quỵ, đái tháo đường típ 2 và gan nhiễm mỡ. Xét nghiệm còn cho biết bạn có mang gen thalassemia, thiếu men G6PD hay một số bệnh di truyền khác có thể truyền sang con hay không, và khả năng đáp ứng với một số thuốc thường dùng.\n\n' +
          'Nguy cơ di truyền tăng không có nghĩa là đã mắc bệnh, và kết quả bình thường cũng không loại trừ bệnh. Mỗi kết quả G-Health đều kèm buổi tư vấn di truyền với bác sĩ để cùng bạn lên kế hoạch tầm soát như chụp nhũ ảnh hay nội soi đại tràng vào độ tuổi phù hợp.',
        'G-Health วิเคราะห์ยีนที่เกี่ยวข้องกับมะเร็งทางพันธุกรรม รวมถึง BRCA1 และ BRCA2 สำหรับมะเร็งเต้านมและรังไข่ และความเสี่ยงทางพันธุกรรมต่อโรคหัวใจ โรคหลอดเลือดสมอง เบาหวานชนิดที่ 2 และภาวะไขมันพอกตับ นอกจากนี้ยังบอกว่าคุณเป็นพาหะธาลัสซีเมีย ภาวะพร่องเอนไซม์ G6PD หรือโรคทางพันธุกรรมอื่นที่อาจถ่ายทอดสู่ลูกหรือไม่ และร่างกายอาจตอบสนองต่อยาที่ใช้บ่อยบางชนิดอย่างไร\n\n' +
          'ความเสี่ยงทางพันธุกรรมที่สูงขึ้นไม่ใช่การวินิจฉัยโรค และผลปกติก็ไม่ได้ตัดความเป็นไปได้ของโรค รายงาน G-Health ทุกฉบับมาพร้อมการให้คำปรึกษาทางพันธุศาสตร์โดยแพทย์ ซึ่งช่วยวางแผนการตรวจคัดกรอง เช่น แมมโมแกรมหรือการส่องกล้องลำไส้ใหญ่ ในช่วงอายุที่เหมาะสม',
        'G-Health检测与遗传性癌症相关的基因（包括与乳腺癌和卵巢癌相关的BRCA1和BRCA2），以及心脏病、脑卒中、2型糖尿病和脂肪肝的遗传风险。同时显示您是否携带地中海贫血、G6PD缺乏症等可能遗传给子女的疾病基因，以及您对部分常用药物可能的反应。\n\n' +
          '遗传风险升高并不等于患病，结果正常也不能排除疾病。每份G-Health报告都配有医生提供的遗传咨询，帮助您在合适的年龄规划乳腺X线摄影或结肠镜等筛查。',
      ),
    ),
    HOW_IT_WORKS_ADULT,
    section(
      'who-is-it-for',
      TITLES.whoIsItFor,
      t(
        'Adults with a close relative who had cancer, heart disease or a stroke at a young age; couples planning a pregnancy who want to know their thalassaemia and G6PD carrier status; anyone over 30 who wants to plan screening with their doctor.',
        'Người có người thân trực hệ mắc ung thư, bệnh tim mạch hoặc đột quỵ khi còn trẻ; các cặp vợ chồng chuẩn bị mang thai muốn biết mình có mang gen thalassemia, thiếu men G6PD hay không; người trên 30 tuổi muốn cùng bác sĩ lên kế hoạch tầm soát.',
        'ผู้ที่มีญาติสายตรงเป็นมะเร็ง โรคหัวใจ หรือโรคหลอดเลือดสมองตั้งแต่อายุยังน้อย คู่สมรสที่วางแผนมีบุตรและอยากรู้ว่าตนเป็นพาหะธาลัสซีเมียหรือภาวะพร่องเอนไซม์ G6PD หรือไม่ และผู้ที่อายุเกิน 30 ปีซึ่งต้องการวางแผนการตรวจคัดกรองกับแพทย์',
        '有直系亲属年轻时患癌症、心脏病或脑卒中的成年人；希望了解自己是否携带地中海贫血或G6PD缺乏症基因的备孕夫妇；希望与医生一起规划筛查的30岁以上人士。',
      ),
    ),
    section(
      'what-you-get',
      TITLES.whatYouGet,
      t(
        `A report of ${healthReportCount} results: each risk rated Low, Medium or High against the Vietnamese and East Asian population, carrier status shown as Carrier or Not detected, and drug responses for your doctor to consider. Cancer reports are shown for the sex they apply to.\n\n` +
          'A 60-minute genetic counselling session with a doctor, and a written screening plan by age.',
        `Báo cáo ${healthReportCount} chỉ số: mỗi nguy cơ được xếp mức Thấp, Trung bình hoặc Cao so với quần thể người Việt và Đông Á; tình trạng mang gen ghi Mang gen hoặc Không phát hiện; kết quả đáp ứng thuốc để bác sĩ điều trị tham khảo. Báo cáo ung thư được trả theo giới tính phù hợp.\n\n` +
          'Một buổi tư vấn di truyền 60 phút với bác sĩ và kế hoạch tầm soát theo độ tuổi bằng văn bản.',
        `รายงาน ${healthReportCount} รายการ: ความเสี่ยงแต่ละรายการแสดงเป็นระดับต่ำ ปานกลาง หรือสูงเมื่อเทียบกับประชากรเวียดนามและเอเชียตะวันออก สถานะพาหะแสดงเป็น “เป็นพาหะ” หรือ “ไม่พบ” และผลการตอบสนองต่อยาให้แพทย์ผู้รักษาใช้ประกอบการพิจารณา รายงานมะเร็งแสดงตามเพศที่เกี่ยวข้อง\n\n` +
          'การให้คำปรึกษาทางพันธุศาสตร์กับแพทย์ 60 นาที และแผนการตรวจคัดกรองตามช่วงอายุเป็นลายลักษณ์อักษร',
        `一份包含${healthReportCount}项结果的报告：各项风险以低、中、高表示，并与越南及东亚人群比较；携带者状态显示为“携带”或“未检出”；药物反应结果供您的主治医生参考。癌症报告按适用的性别提供。\n\n` +
          '一次60分钟的医生遗传咨询，以及书面的分年龄段筛查计划。',
      ),
    ),
    FAQ_HEALTH,
  ],
  statistics: [
    reportsStatistic(healthReportCount),
    { value: '9', label: t('cancer types', 'loại ung thư', 'ชนิดของมะเร็ง', '种癌症') },
    LAB_ACCURACY,
    WEEKS_TO_RESULTS,
  ],
  testedTraits: ['breast-cancer', 'prostate-cancer', 'colorectal-cancer', 'liver-cancer', 'coronary-artery-disease', 'type-2-diabetes', 'alpha-thalassemia', 'g6pd-deficiency', 'warfarin-sensitivity'].map(healthTrait),
  reportCategories: G_HEALTH_REPORTS,
  includedConsultationMinutes: 60,
  sortOrder: 7,
};

// ---- consultations -------------------------------------------------------------------------

const CONSULTATION_SLUGS = [15, 30, 60, 90, 120].map((minutes) => `consultation-session-${minutes}-min`);

const HOW_IT_WORKS_CONSULTATION = section(
  'how-it-works',
  TITLES.howConsultationWorks,
  t(
    '1. Choose a time that suits you: sessions run from 8:00 to 21:00, seven days a week.\n\n' +
      '2. Share your report: with your consent the doctor reads it before the call. You can also upload recent blood test results.\n\n' +
      '3. Meet your doctor by video or phone, in Vietnamese or English.\n\n' +
      '4. Within 24 hours a written summary of the advice appears in your account.',
    '1. Chọn thời gian phù hợp: lịch tư vấn từ 8:00 đến 21:00, tất cả các ngày trong tuần.\n\n' +
      '2. Chia sẻ kết quả: khi bạn đồng ý, bác sĩ sẽ đọc trước kết quả gen của bạn. Bạn cũng có thể tải lên kết quả xét nghiệm máu gần đây.\n\n' +
      '3. Gặp bác sĩ qua video hoặc điện thoại, bằng tiếng Việt hoặc tiếng Anh.\n\n' +
      '4. Trong vòng 24 giờ, bản tóm tắt lời khuyên của bác sĩ có trong tài khoản của bạn.',
    '1. เลือกเวลาที่สะดวก: ให้บริการตั้งแต่ 8:00 ถึง 21:00 น. ทุกวัน\n\n' +
      '2. แบ่งปันรายงานผล: เมื่อคุณยินยอม แพทย์จะอ่านรายงานก่อนการปรึกษา คุณยังอัปโหลดผลตรวจเลือดล่าสุดได้ด้วย\n\n' +
      '3. พบแพทย์ทางวิดีโอหรือโทรศัพท์ เป็นภาษาเวียดนามหรือภาษาอังกฤษ\n\n' +
      '4. ภายใน 24 ชั่วโมง สรุปคำแนะนำเป็นลายลักษณ์อักษรจะอยู่ในบัญชีของคุณ',
    '1. 选择方便的时间：咨询时间为每天8:00至21:00，全年无休。\n\n' +
      '2. 共享报告：经您同意后，医生会在咨询前阅读您的基因报告。您也可以上传近期的血液检查结果。\n\n' +
      '3. 通过视频或电话与医生交流，可使用越南语或英语。\n\n' +
      '4. 24小时内，书面的建议摘要将发布在您的账户中。',
  ),
);

const FAQ_CONSULTATION = section(
  'faq',
  TITLES.faq,
  t(
    'Who are the doctors?\nGeneWell doctors are physicians licensed in Việt Nam, with training in medical genetics and clinical nutrition.\n\n' +
      'Can the doctor diagnose me or prescribe medicine?\nNo. The session explains your gene report and gives advice on lifestyle and screening. For diagnosis or treatment the doctor refers you to a clinic or to your own physician.\n\n' +
      'Can I change the time?\nYes, free of charge up to 4 hours before the session.',
    'Bác sĩ tư vấn là ai?\nBác sĩ của GeneWell có chứng chỉ hành nghề khám bệnh, chữa bệnh tại Việt Nam và được đào tạo về di truyền y học, dinh dưỡng lâm sàng.\n\n' +
      'Bác sĩ có chẩn đoán hay kê đơn thuốc không?\nKhông. Buổi tư vấn giúp bạn hiểu kết quả gen và nhận lời khuyên về lối sống, tầm soát. Khi cần chẩn đoán hoặc điều trị, bác sĩ sẽ giới thiệu bạn đến cơ sở y tế hoặc bác sĩ điều trị của bạn.\n\n' +
      'Tôi có thể đổi lịch không?\nCó, miễn phí nếu đổi trước giờ tư vấn ít nhất 4 tiếng.',
    'แพทย์ผู้ให้คำปรึกษาคือใคร\nแพทย์ของ GeneWell เป็นแพทย์ที่มีใบอนุญาตประกอบวิชาชีพในเวียดนาม และผ่านการฝึกอบรมด้านพันธุศาสตร์การแพทย์และโภชนาการคลินิก\n\n' +
      'แพทย์วินิจฉัยโรคหรือสั่งยาได้หรือไม่\nไม่ได้ การปรึกษาช่วยอธิบายรายงานผลตรวจยีนและให้คำแนะนำด้านการใช้ชีวิตและการตรวจคัดกรอง หากต้องการการวินิจฉัยหรือการรักษา แพทย์จะแนะนำให้คุณไปสถานพยาบาลหรือแพทย์ประจำตัว\n\n' +
      'เปลี่ยนเวลานัดได้หรือไม่\nได้ ไม่มีค่าใช้จ่าย หากเปลี่ยนก่อนเวลานัดอย่างน้อย 4 ชั่วโมง',
    '咨询医生是谁？\nGeneWell的医生均持有越南执业医师资格，并接受过医学遗传学和临床营养学培训。\n\n' +
      '医生会为我诊断或开药吗？\n不会。咨询帮助您理解基因报告，并提供生活方式和筛查方面的建议。如需诊断或治疗，医生会将您转介至医疗机构或您的主治医生。\n\n' +
      '可以更改预约时间吗？\n可以，在咨询开始前至少4小时更改，不收取任何费用。',
  ),
);

interface ConsultationSpec {
  minutes: number;
  priceVnd: number;
  promotionalPriceVnd?: number;
  isBestSeller: boolean;
  relatedSlugs: string[];
  demandSlugs: string[];
  overview: Localized;
  whoIsItFor: Localized;
  whatYouGet: Localized;
  point: Localized;
  sortOrder: number;
}

function consultation(spec: ConsultationSpec): SeedProductPackage {
  const { minutes } = spec;
  const slug = `consultation-session-${minutes}-min`;
  const pkg: SeedProductPackage = {
    slug,
    categorySlug: 'consultations',
    ageGroup: 'adults',
    demandSlugs: spec.demandSlugs,
    name: t(
      `Gene report consultation: ${minutes} minutes`,
      `Tư vấn kết quả gen với bác sĩ – ${minutes} phút`,
      `ปรึกษาแพทย์เรื่องผลตรวจยีน ${minutes} นาที`,
      `基因报告医生咨询（${minutes}分钟）`,
    ),
    summary: spec.overview,
    price: price(spec.priceVnd),
    isBestSeller: spec.isBestSeller,
    bestSellingDescriptionList: [
      t(`${minutes} minutes one-to-one with a doctor`, `${minutes} phút tư vấn 1-1 với bác sĩ`, `ปรึกษาแพทย์แบบตัวต่อตัว ${minutes} นาที`, `与医生一对一交流${minutes}分钟`),
      spec.point,
      t('By video or phone, 8:00–21:00 every day', 'Qua video hoặc điện thoại, 8:00–21:00 mỗi ngày', 'ทางวิดีโอหรือโทรศัพท์ 8:00–21:00 น. ทุกวัน', '视频或电话咨询，每天8:00–21:00'),
      t('Written summary in your account within 24 hours', 'Bản tóm tắt lời khuyên trong tài khoản sau 24 giờ', 'สรุปคำแนะนำในบัญชีของคุณภายใน 24 ชั่วโมง', '24小时内在账户中提供书面摘要'),
    ],
    siblingSlugs: CONSULTATION_SLUGS.filter((other) => other !== slug),
    relatedSlugs: spec.relatedSlugs,
    thumbnails: [
      packageImage(
        slug,
        t(
          `A ${minutes}-minute consultation: a speech bubble and a clock`,
          `Buổi tư vấn ${minutes} phút: bong bóng hội thoại và đồng hồ`,
          `การปรึกษา ${minutes} นาที: กรอบคำพูดและนาฬิกา`,
          `${minutes}分钟咨询：对话气泡与时钟`,
        ),
      ),
      image('packages', 'doctor-video-call.svg', 800, 600, t('A doctor on a video call reviewing a gene report', 'Bác sĩ tư vấn qua video, xem kết quả gen', 'แพทย์ให้คำปรึกษาทางวิดีโอพร้อมรายงานผลตรวจยีน', '医生通过视频解读基因报告')),
    ],
    sections: [
      section('overview', TITLES.overview, spec.overview),
      HOW_IT_WORKS_CONSULTATION,
      section('who-is-it-for', TITLES.whoIsItFor, spec.whoIsItFor),
      section('what-you-get', TITLES.whatYouGet, spec.whatYouGet),
      FAQ_CONSULTATION,
    ],
    statistics: [
      { value: String(minutes), label: t('minutes one-to-one', 'phút tư vấn 1-1', 'นาทีแบบตัวต่อตัว', '分钟一对一') },
      { value: '24h', label: t('to your written summary', 'nhận bản tóm tắt bằng văn bản', 'ได้รับสรุปเป็นลายลักษณ์อักษร', '内提供书面摘要') },
      { value: '7/7', label: t('days a week, 8:00–21:00', 'ngày trong tuần, 8:00–21:00', 'วันต่อสัปดาห์ 8:00–21:00 น.', '天/周，8:00–21:00') },
    ],
    testedTraits: [],
    reportCategories: [],
    durationMinutes: minutes,
    sortOrder: spec.sortOrder,
  };
  if (spec.promotionalPriceVnd !== undefined) pkg.promotionalPrice = price(spec.promotionalPriceVnd);
  return pkg;
}

const consultations: SeedProductPackage[] = [
  consultation({
    minutes: 15,
    priceVnd: 200_000,
    isBestSeller: false,
    relatedSlugs: ['g-intel', 'g-intel-kid', 'consultation-session-30-min'],
    demandSlugs: ['consultation', 'nutrition'],
    overview: t(
      'A short call to ask a doctor the one or two questions you still have about your gene report, such as a vitamin need or a food reaction.',
      'Cuộc gọi ngắn để hỏi bác sĩ một, hai câu hỏi bạn còn băn khoăn về kết quả gen, chẳng hạn nhu cầu một loại vitamin hay phản ứng với một loại thực phẩm.',
      'การโทรสั้น ๆ เพื่อถามแพทย์หนึ่งหรือสองคำถามที่คุณยังสงสัยเกี่ยวกับรายงานผลตรวจยีน เช่น ความต้องการวิตามินหรือการตอบสนองต่ออาหาร',
      '一次简短的通话，向医生咨询您对基因报告仍有的一两个疑问，例如某种维生素需求或食物反应。',
    ),
    whoIsItFor: t(
      'Customers who have read their report and have a precise question.',
      'Khách hàng đã đọc kết quả và có câu hỏi cụ thể.',
      'ลูกค้าที่อ่านรายงานแล้วและมีคำถามที่ชัดเจน',
      '已阅读报告并有具体问题的客户。',
    ),
    whatYouGet: t(
      '15 minutes with a GeneWell doctor by video or phone, and a short written note of the advice in your account.',
      '15 phút trao đổi với bác sĩ GeneWell qua video hoặc điện thoại, kèm ghi chú ngắn về lời khuyên trong tài khoản của bạn.',
      'พูดคุยกับแพทย์ของ GeneWell 15 นาทีทางวิดีโอหรือโทรศัพท์ พร้อมบันทึกคำแนะนำสั้น ๆ ในบัญชีของคุณ',
      '通过视频或电话与GeneWell医生交流15分钟，并在您的账户中获得简短的书面建议。',
    ),
    point: t('Quick answers to a precise question', 'Giải đáp nhanh một thắc mắc cụ thể', 'คำตอบรวดเร็วสำหรับคำถามที่ชัดเจน', '快速解答具体问题'),
    sortOrder: 8,
  }),
  consultation({
    minutes: 30,
    priceVnd: 350_000,
    isBestSeller: true,
    relatedSlugs: ['g-intel', 'g-care', 'g-kid-care'],
    demandSlugs: ['consultation', 'nutrition', 'weight-management'],
    overview: t(
      'A doctor goes through one area of your report with you, for example nutrition or fitness, and turns the results into three or four concrete changes.',
      'Bác sĩ cùng bạn đọc một nhóm kết quả, ví dụ dinh dưỡng hoặc thể chất, và chuyển kết quả thành ba, bốn thay đổi cụ thể trong sinh hoạt.',
      'แพทย์อธิบายผลหนึ่งหมวดในรายงานร่วมกับคุณ เช่น โภชนาการหรือสมรรถภาพร่างกาย แล้วเปลี่ยนผลตรวจเป็นสิ่งที่ทำได้จริงสามถึงสี่ข้อ',
      '医生与您一起解读报告中的一个领域（例如营养或体能），并将结果转化为三四项具体的改变。',
    ),
    whoIsItFor: t(
      'Customers of G-Intel or G-Intel Kid, and anyone who wants to focus on one topic.',
      'Khách hàng của G-Intel, G-Intel Kid và người muốn tập trung vào một chủ đề.',
      'ลูกค้า G-Intel หรือ G-Intel Kid และผู้ที่ต้องการเน้นหัวข้อเดียว',
      'G-Intel或G-Intel Kid的客户，以及希望专注于某一主题的人。',
    ),
    whatYouGet: t(
      '30 minutes with a GeneWell doctor, three or four priorities for the coming weeks, and a written summary in your account.',
      '30 phút với bác sĩ GeneWell, ba đến bốn ưu tiên cho những tuần tới và bản tóm tắt trong tài khoản của bạn.',
      'พูดคุยกับแพทย์ของ GeneWell 30 นาที ได้สิ่งที่ควรทำก่อนสามถึงสี่ข้อสำหรับสัปดาห์ต่อไป และสรุปเป็นลายลักษณ์อักษรในบัญชีของคุณ',
      '与GeneWell医生交流30分钟，获得未来几周的三四项重点建议，以及账户中的书面摘要。',
    ),
    point: t('One report area turned into clear actions', 'Một nhóm kết quả thành hành động rõ ràng', 'เปลี่ยนผลหนึ่งหมวดเป็นสิ่งที่ทำได้ชัดเจน', '将一个领域的结果转化为明确行动'),
    sortOrder: 9,
  }),
  consultation({
    minutes: 60,
    priceVnd: 650_000,
    promotionalPriceVnd: 590_000,
    isBestSeller: false,
    relatedSlugs: ['g-care', 'g-pro', 'g-health'],
    demandSlugs: ['consultation', 'nutrition', 'weight-management', 'fitness', 'disease-risk'],
    overview: t(
      'A full review of your report: the doctor explains each area, answers your questions and builds a personal plan with priorities for the next three months.',
      'Đọc toàn bộ kết quả gen: bác sĩ giải thích từng nhóm chỉ số, trả lời mọi câu hỏi và cùng bạn xây dựng kế hoạch cá nhân với các ưu tiên cho ba tháng tới.',
      'ทบทวนรายงานทั้งฉบับ: แพทย์อธิบายผลแต่ละหมวด ตอบคำถามของคุณ และวางแผนส่วนตัวพร้อมลำดับความสำคัญสำหรับสามเดือนข้างหน้า',
      '全面解读您的报告：医生逐一讲解各个领域，回答您的问题，并制定未来三个月的个人计划和重点。',
    ),
    whoIsItFor: t(
      'Customers of G-Care, G-Pro, G-Kid Care or G-Health, and anyone who wants a complete plan.',
      'Khách hàng của G-Care, G-Pro, G-Kid Care hoặc G-Health, và người muốn có kế hoạch đầy đủ.',
      'ลูกค้า G-Care, G-Pro, G-Kid Care หรือ G-Health และผู้ที่ต้องการแผนที่ครบถ้วน',
      'G-Care、G-Pro、G-Kid Care或G-Health的客户，以及希望获得完整计划的人。',
    ),
    whatYouGet: t(
      '60 minutes with a GeneWell doctor, a personal 3-month plan for food, exercise and check-ups, and a follow-up message after four weeks.',
      '60 phút với bác sĩ GeneWell, kế hoạch cá nhân 3 tháng về ăn uống, luyện tập và khám định kỳ, cùng tin nhắn theo dõi sau bốn tuần.',
      'พูดคุยกับแพทย์ของ GeneWell 60 นาที แผนส่วนตัว 3 เดือนด้านอาหาร การออกกำลังกาย และการตรวจสุขภาพ พร้อมข้อความติดตามผลหลังสี่สัปดาห์',
      '与GeneWell医生交流60分钟，获得为期3个月的饮食、运动与体检个人计划，并在四周后收到跟进信息。',
    ),
    point: t('A complete 3-month plan from your whole report', 'Kế hoạch 3 tháng từ toàn bộ kết quả', 'แผน 3 เดือนจากรายงานทั้งฉบับ', '基于完整报告的3个月计划'),
    sortOrder: 10,
  }),
  consultation({
    minutes: 90,
    priceVnd: 900_000,
    isBestSeller: false,
    relatedSlugs: ['g-kid-care', 'g-kid-pro', 'g-care'],
    demandSlugs: ['consultation', 'child-development', 'nutrition'],
    overview: t(
      'For a couple, or a parent and child: the doctor reviews two reports side by side, explains what runs in the family and how to plan meals and activities for the whole household.',
      'Dành cho hai vợ chồng hoặc cha mẹ và con: bác sĩ đọc song song hai kết quả, giải thích những đặc điểm di truyền trong gia đình và cách lên thực đơn, hoạt động chung cho cả nhà.',
      'สำหรับคู่สมรส หรือพ่อแม่กับลูก: แพทย์ทบทวนรายงานสองฉบับเทียบกัน อธิบายลักษณะที่ถ่ายทอดในครอบครัว และวิธีวางแผนอาหารและกิจกรรมสำหรับทั้งบ้าน',
      '适合夫妻或亲子：医生并列解读两份报告，说明家族中的遗传特点，以及如何为全家安排饮食和活动。',
    ),
    whoIsItFor: t(
      "Couples who were both tested, and parents who want to read their child's report together with their own.",
      'Hai vợ chồng cùng làm xét nghiệm, hoặc cha mẹ muốn đọc kết quả của con cùng với kết quả của mình.',
      'คู่สมรสที่ตรวจทั้งคู่ และพ่อแม่ที่ต้องการอ่านรายงานของลูกไปพร้อมกับของตัวเอง',
      '双方都做过检测的夫妻，以及希望将孩子的报告与自己的报告一起解读的家长。',
    ),
    whatYouGet: t(
      '90 minutes with a GeneWell doctor for two reports, a shared family meal plan, and a written summary for each person.',
      '90 phút với bác sĩ GeneWell cho hai kết quả, thực đơn chung cho gia đình và bản tóm tắt riêng cho từng người.',
      'พูดคุยกับแพทย์ของ GeneWell 90 นาทีสำหรับรายงานสองฉบับ แผนอาหารสำหรับครอบครัว และสรุปแยกรายบุคคล',
      '与GeneWell医生交流90分钟，解读两份报告，获得家庭共享饮食计划，以及每人一份的书面摘要。',
    ),
    point: t('Two reports side by side, one family plan', 'Hai kết quả song song, một kế hoạch cho cả nhà', 'สองรายงานเทียบกัน หนึ่งแผนสำหรับครอบครัว', '两份报告并列解读，一份家庭计划'),
    sortOrder: 11,
  }),
  consultation({
    minutes: 120,
    priceVnd: 1_150_000,
    isBestSeller: false,
    relatedSlugs: ['g-health', 'g-pro', 'g-kid-pro'],
    demandSlugs: ['consultation', 'disease-risk', 'cancer-risk', 'child-development'],
    overview: t(
      'An in-depth session for the whole family, up to four reports, with a doctor and a nutritionist: results, family medical history, a screening plan and a household meal plan.',
      'Buổi tư vấn chuyên sâu cho cả gia đình, tối đa bốn kết quả, với bác sĩ và chuyên gia dinh dưỡng: giải thích kết quả, khai thác tiền sử bệnh gia đình, lập kế hoạch tầm soát và thực đơn chung.',
      'การปรึกษาเชิงลึกสำหรับทั้งครอบครัว สูงสุดสี่รายงาน กับแพทย์และนักโภชนาการ: อธิบายผล ประวัติสุขภาพครอบครัว แผนการตรวจคัดกรอง และแผนอาหารสำหรับทั้งบ้าน',
      '为全家提供的深度咨询，最多四份报告，由医生和营养师共同参与：解读结果、了解家族病史、制定筛查计划和家庭饮食计划。',
    ),
    whoIsItFor: t(
      'Families with several reports, and people with a raised risk in G-Health who want time for every question.',
      'Gia đình có nhiều thành viên đã xét nghiệm, và người có nguy cơ tăng trong kết quả G-Health muốn có đủ thời gian hỏi mọi điều.',
      'ครอบครัวที่มีรายงานหลายฉบับ และผู้ที่มีความเสี่ยงสูงขึ้นในผล G-Health ซึ่งต้องการเวลาถามทุกข้อสงสัย',
      '有多份报告的家庭，以及G-Health结果显示风险升高、希望有充足时间提问的人。',
    ),
    whatYouGet: t(
      '120 minutes with a GeneWell doctor and nutritionist, a family screening calendar, a household meal plan, and two follow-up messages over three months.',
      '120 phút với bác sĩ và chuyên gia dinh dưỡng của GeneWell, lịch tầm soát cho cả gia đình, thực đơn chung và hai lần theo dõi trong ba tháng.',
      'พูดคุยกับแพทย์และนักโภชนาการของ GeneWell 120 นาที ปฏิทินการตรวจคัดกรองของครอบครัว แผนอาหารสำหรับทั้งบ้าน และการติดตามผลสองครั้งในสามเดือน',
      '与GeneWell医生和营养师交流120分钟，获得家庭筛查日程、家庭饮食计划，并在三个月内获得两次跟进。',
    ),
    point: t('Doctor and nutritionist together, up to four reports', 'Bác sĩ và chuyên gia dinh dưỡng cùng tư vấn, tối đa bốn kết quả', 'แพทย์และนักโภชนาการร่วมกัน สูงสุดสี่รายงาน', '医生与营养师共同参与，最多四份报告'),
    sortOrder: 12,
  }),
];

const productPackages: SeedProductPackage[] = [gIntel, gCare, gPro, gIntelKid, gKidCare, gKidPro, gHealth, ...consultations];

// ---- testimonials --------------------------------------------------------------------------

const PLACES = {
  hanoi: t('Hà Nội', 'Hà Nội', 'ฮานอย', '河内'),
  hcmc: t('Hồ Chí Minh City', 'TP. Hồ Chí Minh', 'นครโฮจิมินห์', '胡志明市'),
  danang: t('Đà Nẵng', 'Đà Nẵng', 'ดานัง', '岘港'),
  haiphong: t('Hải Phòng', 'Hải Phòng', 'ไฮฟอง', '海防'),
  cantho: t('Cần Thơ', 'Cần Thơ', 'เกิ่นเทอ', '芹苴'),
  hue: t('Huế', 'Huế', 'เว้', '顺化'),
  binhduong: t('Bình Dương', 'Bình Dương', 'บิ่ญเซือง', '平阳'),
  nhatrang: t('Nha Trang', 'Nha Trang', 'ญาจาง', '芽庄'),
  vungtau: t('Vũng Tàu', 'Vũng Tàu', 'หวุงเต่า', '头顿'),
};

const avatar = (n: number, name: string): SeedImage =>
  image('testimonials', `avatar-${String(n).padStart(2, '0')}.svg`, 160, 160, t(`${name}: an illustrated portrait`, `${name}: ảnh minh họa`, `${name}: ภาพประกอบ`, `${name}：插画头像`));

const testimonials: SeedTestimonial[] = [
  {
    id: 'lan-ha-noi',
    name: 'Chị Lan, Hà Nội',
    location: PLACES.hanoi,
    quote: t(
      'G-Care showed that I handle carbohydrates poorly and need more vitamin D. With the meal plan I lost 6 kg in four months without feeling hungry, and I have kept it off.',
      'G-Care cho thấy tôi chuyển hóa chất bột đường kém và cần bổ sung vitamin D. Theo thực đơn được gợi ý, tôi giảm 6 kg trong bốn tháng mà không thấy đói, và đến giờ vẫn giữ được cân nặng.',
      'G-Care บอกว่าฉันเผาผลาญคาร์โบไฮเดรตได้ไม่ดีและต้องการวิตามินดีมากขึ้น เมื่อทำตามแผนอาหาร ฉันลดน้ำหนักได้ 6 กิโลกรัมในสี่เดือนโดยไม่รู้สึกหิว และยังรักษาน้ำหนักไว้ได้',
      'G-Care显示我对碳水化合物的代谢较差，而且需要补充更多维生素D。按照饮食计划，我四个月减了6公斤，也没有挨饿的感觉，到现在体重都没有反弹。',
    ),
    rating: 5,
    productCategorySlug: 'genetic-tests-adults',
    packageSlug: 'g-care',
    image: avatar(1, 'Chị Lan'),
  },
  {
    id: 'minh-ho-chi-minh',
    name: 'Anh Minh, TP. Hồ Chí Minh',
    location: PLACES.hcmc,
    quote: t(
      'I drank three coffees a day and slept badly for years. G-Intel says I metabolise caffeine slowly. Now I stop after lunch and sleep much better.',
      'Tôi uống ba ly cà phê mỗi ngày và mất ngủ nhiều năm. G-Intel cho biết tôi chuyển hóa caffeine chậm. Giờ tôi chỉ uống buổi sáng và ngủ ngon hơn hẳn.',
      'ผมดื่มกาแฟวันละสามแก้วและนอนไม่ค่อยหลับมาหลายปี G-Intel บอกว่าผมเผาผลาญคาเฟอีนช้า ตอนนี้ผมเลิกดื่มหลังมื้อกลางวันและนอนหลับดีขึ้นมาก',
      '我每天喝三杯咖啡，多年来一直睡不好。G-Intel显示我的咖啡因代谢较慢。现在我午饭后就不再喝咖啡，睡眠好了很多。',
    ),
    rating: 5,
    productCategorySlug: 'genetic-tests-adults',
    packageSlug: 'g-intel',
    image: avatar(2, 'Anh Minh'),
  },
  {
    id: 'huong-da-nang',
    name: 'Chị Hương, Đà Nẵng',
    location: PLACES.danang,
    quote: t(
      "My son is a picky eater and small for his age. The report showed he needs more calcium and zinc than most children. The doctor helped us adjust his meals, and his paediatrician is happy with his growth this year.",
      'Con trai tôi biếng ăn và thấp hơn các bạn cùng tuổi. Kết quả cho thấy bé cần nhiều canxi và kẽm hơn phần lớn trẻ khác. Bác sĩ hướng dẫn điều chỉnh thực đơn, và năm nay bác sĩ nhi rất hài lòng với đà tăng trưởng của bé.',
      'ลูกชายของฉันกินยากและตัวเล็กกว่าเด็กวัยเดียวกัน รายงานบอกว่าเขาต้องการแคลเซียมและสังกะสีมากกว่าเด็กส่วนใหญ่ แพทย์ช่วยปรับเมนูอาหาร และปีนี้กุมารแพทย์พอใจกับการเจริญเติบโตของเขามาก',
      '我儿子挑食，个子比同龄孩子小。报告显示他比大多数孩子需要更多的钙和锌。医生帮我们调整了饮食，今年儿科医生对他的生长情况很满意。',
    ),
    rating: 5,
    productCategorySlug: 'genetic-tests-kids',
    packageSlug: 'g-kid-care',
    image: avatar(3, 'Chị Hương'),
  },
  {
    id: 'tuan-hai-phong',
    name: 'Anh Tuấn, Hải Phòng',
    location: PLACES.haiphong,
    quote: t(
      'The doctor reminded us that talents in the report are tendencies, not a fixed path. We let our daughter try music and swimming, and she loves both. I would like more detail in the personality section.',
      'Bác sĩ nhắc chúng tôi rằng năng khiếu trong kết quả chỉ là thiên hướng, không phải con đường định sẵn. Chúng tôi cho con gái thử học nhạc và học bơi, bé đều rất thích. Tôi mong phần tính cách được viết chi tiết hơn.',
      'แพทย์ย้ำกับเราว่าพรสวรรค์ในรายงานเป็นเพียงแนวโน้ม ไม่ใช่เส้นทางที่ตายตัว เราจึงให้ลูกสาวลองเรียนดนตรีและว่ายน้ำ และเธอชอบทั้งสองอย่าง ผมอยากให้ส่วนบุคลิกภาพมีรายละเอียดมากกว่านี้',
      '医生提醒我们，报告里的天赋只是倾向，不是既定的道路。我们让女儿尝试了音乐和游泳，她两样都很喜欢。希望性格部分能写得更详细一些。',
    ),
    rating: 4,
    productCategorySlug: 'genetic-tests-kids',
    packageSlug: 'g-kid-pro',
    image: avatar(4, 'Anh Tuấn'),
  },
  {
    id: 'thao-can-tho',
    name: 'Chị Thảo, Cần Thơ',
    location: PLACES.cantho,
    quote: t(
      'My mother had breast cancer at 45. G-Health and the counselling session helped me understand my risk, and my doctor and I now have a clear screening schedule. I feel calmer, not more worried.',
      'Mẹ tôi bị ung thư vú năm 45 tuổi. Nhờ G-Health và buổi tư vấn di truyền, tôi hiểu rõ nguy cơ của mình và cùng bác sĩ lập lịch tầm soát cụ thể. Tôi thấy an tâm hơn chứ không lo lắng thêm.',
      'แม่ของฉันเป็นมะเร็งเต้านมตอนอายุ 45 ปี G-Health และการให้คำปรึกษาช่วยให้ฉันเข้าใจความเสี่ยงของตัวเอง ตอนนี้ฉันกับแพทย์มีตารางตรวจคัดกรองที่ชัดเจน ฉันรู้สึกสบายใจขึ้น ไม่ได้กังวลมากขึ้น',
      '我母亲45岁时患了乳腺癌。G-Health和遗传咨询帮助我了解了自己的风险，现在我和医生制定了明确的筛查计划。我感到更安心，而不是更焦虑。',
    ),
    rating: 5,
    productCategorySlug: 'health-screening',
    packageSlug: 'g-health',
    image: avatar(5, 'Chị Thảo'),
  },
  {
    id: 'hung-hue',
    name: 'Chú Hùng, Huế',
    location: PLACES.hue,
    quote: t(
      'The test found a raised genetic risk of high cholesterol. I now check my blood fats every six months and walk every morning. The wait for the results was a little long.',
      'Kết quả cho thấy tôi có nguy cơ di truyền tăng cholesterol máu. Giờ tôi xét nghiệm mỡ máu sáu tháng một lần và đi bộ mỗi sáng. Chỉ có điều thời gian chờ kết quả hơi lâu.',
      'ผลตรวจพบว่าผมมีความเสี่ยงทางพันธุกรรมต่อคอเลสเตอรอลสูง ตอนนี้ผมตรวจไขมันในเลือดทุกหกเดือนและเดินทุกเช้า แต่ต้องรอผลนานไปหน่อย',
      '检测发现我有高胆固醇的遗传风险。现在我每六个月查一次血脂，每天早上散步。只是等结果的时间有点长。',
    ),
    rating: 4,
    productCategorySlug: 'health-screening',
    packageSlug: 'g-health',
    image: avatar(6, 'Chú Hùng'),
  },
  {
    id: 'mai-ha-noi',
    name: 'Chị Mai, Hà Nội',
    location: PLACES.hanoi,
    quote: t(
      'The 60-minute session was worth every minute: the doctor went through every page of my G-Pro report and gave me three priorities I could actually stick to.',
      'Buổi tư vấn 60 phút rất đáng giá: bác sĩ đi qua từng trang kết quả G-Pro của tôi và đưa ra ba ưu tiên mà tôi thực sự làm theo được.',
      'การปรึกษา 60 นาทีคุ้มค่าทุกนาที แพทย์อธิบายรายงาน G-Pro ของฉันทุกหน้า และให้สิ่งที่ควรทำก่อนสามข้อที่ฉันทำตามได้จริง',
      '60分钟的咨询每一分钟都很值：医生逐页讲解了我的G-Pro报告，并给了我三项真正能坚持下去的重点建议。',
    ),
    rating: 5,
    productCategorySlug: 'consultations',
    packageSlug: 'consultation-session-60-min',
    image: avatar(7, 'Chị Mai'),
  },
  {
    id: 'dung-binh-duong',
    name: 'Anh Dũng, Bình Dương',
    location: PLACES.binhduong,
    quote: t(
      'I booked an evening slot after work. The doctor was clear and patient, and the written summary arrived the next morning.',
      'Tôi đặt lịch buổi tối sau giờ làm. Bác sĩ giải thích rõ ràng, kiên nhẫn, và sáng hôm sau đã có bản tóm tắt trong tài khoản.',
      'ผมจองเวลาช่วงเย็นหลังเลิกงาน แพทย์อธิบายชัดเจนและใจเย็น และได้รับสรุปเป็นลายลักษณ์อักษรในเช้าวันรุ่งขึ้น',
      '我预约了下班后的晚间时段。医生讲解清楚、很有耐心，第二天早上就收到了书面摘要。',
    ),
    rating: 5,
    productCategorySlug: 'consultations',
    packageSlug: 'consultation-session-30-min',
    image: avatar(8, 'Anh Dũng'),
  },
  {
    id: 'ngoc-nha-trang',
    name: 'Chị Ngọc, Nha Trang',
    location: PLACES.nhatrang,
    quote: t(
      'The cheek swab was easy even with my two-year-old; it took a minute. The meal suggestions by age are practical, though I hoped for more recipes.',
      'Lấy mẫu bằng que tăm bông rất dễ, bé nhà tôi mới hai tuổi mà chỉ mất một phút. Gợi ý thực đơn theo độ tuổi rất thiết thực, dù tôi mong có thêm công thức nấu ăn.',
      'การเก็บตัวอย่างด้วยไม้พันสำลีง่ายมาก แม้ลูกจะเพิ่งสองขวบก็ใช้เวลาแค่นาทีเดียว ตัวอย่างเมนูตามวัยใช้ได้จริง แต่อยากให้มีสูตรอาหารมากกว่านี้',
      '即使孩子才两岁，用口腔拭子采样也很简单，一分钟就完成了。按年龄段的饮食建议很实用，不过希望能多一些食谱。',
    ),
    rating: 4,
    productCategorySlug: 'genetic-tests-kids',
    packageSlug: 'g-intel-kid',
    image: avatar(9, 'Chị Ngọc'),
  },
  {
    id: 'khoa-vung-tau',
    name: 'Anh Khoa, Vũng Tàu',
    location: PLACES.vungtau,
    quote: t(
      'I run marathons and kept having Achilles problems. G-Pro showed a higher risk of tendon injury, so I added strength work and longer warm-ups. No injury this season.',
      'Tôi chạy marathon và hay bị đau gân gót chân. G-Pro cho thấy tôi có nguy cơ chấn thương gân cao hơn, nên tôi tập thêm bài sức mạnh và khởi động kỹ hơn. Mùa giải này tôi không còn bị chấn thương.',
      'ผมวิ่งมาราธอนและมีปัญหาเอ็นร้อยหวายบ่อย G-Pro บอกว่าผมมีความเสี่ยงการบาดเจ็บของเส้นเอ็นสูงกว่าคนทั่วไป ผมจึงเพิ่มการฝึกความแข็งแรงและวอร์มอัปนานขึ้น ฤดูกาลนี้ไม่บาดเจ็บเลย',
      '我跑马拉松，跟腱经常出问题。G-Pro显示我的肌腱损伤风险较高，于是我增加了力量训练，热身时间也更长。这个赛季没有再受伤。',
    ),
    rating: 5,
    productCategorySlug: 'genetic-tests-adults',
    packageSlug: 'g-pro',
    image: avatar(10, 'Anh Khoa'),
  },
  {
    id: 'hanh-ha-noi',
    name: 'Cô Hạnh, Hà Nội',
    location: PLACES.hanoi,
    quote: t(
      'Before our son married, the family did G-Health together. The young couple learned they both carry alpha thalassaemia, and the doctor explained calmly what it means for a pregnancy and which tests to plan. We are very grateful.',
      'Trước khi con trai cưới vợ, cả nhà cùng làm G-Health. Hai con biết cả hai đều mang gen thalassemia thể alpha, và bác sĩ đã giải thích nhẹ nhàng ý nghĩa với việc mang thai cũng như các xét nghiệm cần làm. Gia đình tôi rất biết ơn.',
      'ก่อนลูกชายแต่งงาน ทั้งครอบครัวตรวจ G-Health ด้วยกัน คู่บ่าวสาวได้รู้ว่าทั้งคู่เป็นพาหะแอลฟาธาลัสซีเมีย แพทย์อธิบายอย่างใจเย็นว่าสิ่งนี้มีความหมายอย่างไรต่อการตั้งครรภ์ และควรวางแผนตรวจอะไรบ้าง เรารู้สึกขอบคุณมาก',
      '儿子结婚前，全家一起做了G-Health。小两口得知双方都携带α-地中海贫血基因，医生耐心地解释了这对怀孕意味着什么，以及需要安排哪些检查。我们全家非常感激。',
    ),
    rating: 5,
    productCategorySlug: 'health-screening',
    packageSlug: 'g-health',
    image: avatar(11, 'Cô Hạnh'),
  },
  {
    id: 'phuc-dong-nai',
    name: 'Anh Phúc, Đồng Nai',
    location: t('Đồng Nai', 'Đồng Nai', 'ด่งนาย', '同奈'),
    quote: t(
      'I always turn red after one beer and now I know why. G-Care also showed I respond better to endurance training, so I swapped the gym for cycling. Delivery of the kit took four days, a bit slower than promised.',
      'Tôi uống một lon bia là đỏ mặt, giờ mới biết lý do. G-Care còn cho thấy tôi hợp với bài tập sức bền hơn, nên tôi chuyển từ tập tạ sang đạp xe. Bộ kit giao mất bốn ngày, chậm hơn hẹn một chút.',
      'ผมดื่มเบียร์แค่กระป๋องเดียวก็หน้าแดง ตอนนี้รู้แล้วว่าทำไม G-Care ยังบอกว่าผมเหมาะกับการฝึกความอดทนมากกว่า ผมจึงเปลี่ยนจากยกเวทมาปั่นจักรยาน ชุดตรวจใช้เวลาส่งสี่วัน ช้ากว่าที่แจ้งไว้เล็กน้อย',
      '我喝一罐啤酒就脸红，现在终于知道原因了。G-Care还显示我更适合耐力训练，所以我把举重换成了骑自行车。试剂盒用了四天才送到，比承诺的稍慢一些。',
    ),
    rating: 4,
    productCategorySlug: 'genetic-tests-adults',
    packageSlug: 'g-care',
    image: avatar(12, 'Anh Phúc'),
  },
];

// ---- promotion positions -------------------------------------------------------------------

/** A banner box: one column on phones, two from 768 px, roomier from 1200 px. */
function bannerLayout(backgroundColor: string, color: string, heights: [string, string, string]): Pick<SeedBanner, 'style' | 'viewportSettings'> {
  return {
    style: { backgroundColor, color, display: 'grid', alignItems: 'center', gap: '16px', borderRadius: '16px', overflow: 'hidden' },
    viewportSettings: [
      { breakpoint: 0, style: { gridTemplateColumns: '1fr', padding: '24px 16px', minHeight: heights[0], textAlign: 'center' } },
      { breakpoint: 768, style: { gridTemplateColumns: '1fr 1fr', padding: '40px 32px', minHeight: heights[1], textAlign: 'left' } },
      { breakpoint: 1200, style: { gridTemplateColumns: '5fr 7fr', padding: '56px 80px', minHeight: heights[2], textAlign: 'left' } },
    ],
  };
}

const HERO_LAYOUT = bannerLayout('#ccfbf1', '#134e4a', ['480px', '420px', '560px']);

const promotionPositions: SeedPromotionPosition[] = [
  {
    name: 'home-hero',
    description: t('The large banner at the top of the home page', 'Banner lớn đầu trang chủ', 'แบนเนอร์ใหญ่ด้านบนของหน้าแรก', '首页顶部大横幅'),
    banners: [
      {
        id: 'home-hero-family-2026',
        startsAt: '2025-12-31T17:00:00Z',
        endsAt: '2027-12-31T16:59:59Z',
        ...HERO_LAYOUT,
        objects: [
          { objectType: 'image', name: 'illustration', image: image('banners', 'home-hero-family.svg', 1440, 560, t('A family of three beside a DNA helix', 'Gia đình ba người bên chuỗi xoắn DNA', 'ครอบครัวสามคนข้างเกลียวดีเอ็นเอ', '一家三口与DNA双螺旋')) },
          { objectType: 'text', name: 'headline', text: t('Know your genes, care for your family', 'Hiểu gen để chăm sóc cả gia đình', 'เข้าใจยีน ดูแลทั้งครอบครัว', '了解基因，守护全家健康') },
          {
            objectType: 'text',
            name: 'subline',
            text: t(
              'Genetic tests from a saliva sample at home, with the results explained by a doctor.',
              'Xét nghiệm gen từ mẫu nước bọt lấy tại nhà, kết quả được bác sĩ giải thích tận tình.',
              'การตรวจยีนจากตัวอย่างน้ำลายที่เก็บเองที่บ้าน พร้อมแพทย์อธิบายผล',
              '在家采集唾液即可完成基因检测，并由医生为您解读结果。',
            ),
          },
          { objectType: 'button', name: 'cta', text: t('Discover G-Care', 'Khám phá G-Care', 'ดูรายละเอียด G-Care', '了解G-Care'), href: '/packages/g-care' },
        ],
      },
      {
        id: 'home-hero-tet-2025',
        startsAt: '2025-01-14T17:00:00Z',
        endsAt: '2025-03-31T16:59:59Z',
        ...bannerLayout('#fff7ed', '#7c2d12', ['480px', '420px', '560px']),
        objects: [
          { objectType: 'image', name: 'illustration', image: image('banners', 'home-hero-launch-2025.svg', 1440, 560, t('Confetti around a DNA helix and a gift box', 'Hoa giấy quanh chuỗi xoắn DNA và hộp quà', 'กระดาษสีรอบเกลียวดีเอ็นเอและกล่องของขวัญ', '彩纸环绕DNA双螺旋与礼盒')) },
          { objectType: 'text', name: 'headline', text: t('Tết offer: 15% off every genetic test', 'Ưu đãi Tết: giảm 15% mọi gói xét nghiệm gen', 'โปรโมชันเทศกาลเต๊ต: ลด 15% การตรวจยีนทุกแพ็กเกจ', '春节优惠：所有基因检测套餐享85折') },
          {
            objectType: 'text',
            name: 'subline',
            text: t(
              'A gift of health for the whole family, until 31 March.',
              'Món quà sức khỏe cho cả gia đình, đến hết ngày 31/3.',
              'ของขวัญเพื่อสุขภาพสำหรับทั้งครอบครัว ถึงวันที่ 31 มีนาคม',
              '送给全家人的健康礼物，活动截至3月31日。',
            ),
          },
          { objectType: 'button', name: 'cta', text: t('See the offers', 'Xem ưu đãi', 'ดูโปรโมชัน', '查看优惠'), href: '/packages/g-intel' },
        ],
      },
    ],
  },
  {
    name: 'home-middle',
    description: t('The banner between the sections of the home page', 'Banner giữa các mục của trang chủ', 'แบนเนอร์ระหว่างส่วนต่าง ๆ ของหน้าแรก', '首页中部横幅'),
    banners: [
      {
        id: 'home-middle-kids-2026',
        startsAt: '2026-05-31T17:00:00Z',
        endsAt: '2027-05-31T16:59:59Z',
        ...bannerLayout('#fff7ed', '#134e4a', ['420px', '360px', '400px']),
        objects: [
          { objectType: 'image', name: 'illustration', image: image('banners', 'home-middle-kids.svg', 1200, 400, t('A child reaching for stars beside a DNA helix', 'Em bé với tay hái sao bên chuỗi xoắn DNA', 'เด็กเอื้อมมือคว้าดาวข้างเกลียวดีเอ็นเอ', '孩子伸手摘星，旁边是DNA双螺旋')) },
          { objectType: 'text', name: 'headline', text: t('Every child grows in their own way', 'Mỗi đứa trẻ lớn lên theo cách riêng', 'เด็กแต่ละคนเติบโตในแบบของตัวเอง', '每个孩子都有自己的成长方式') },
          {
            objectType: 'text',
            name: 'subline',
            text: t(
              'G-Kid Care: nutrition, growth and talents from a gentle cheek swab.',
              'G-Kid Care: dinh dưỡng, tăng trưởng và năng khiếu chỉ từ một que tăm bông nhẹ nhàng.',
              'G-Kid Care: โภชนาการ การเจริญเติบโต และพรสวรรค์ จากการเก็บเซลล์กระพุ้งแก้มอย่างนุ่มนวล',
              'G-Kid Care：只需轻轻一支口腔拭子，了解营养、生长与天赋。',
            ),
          },
          { objectType: 'button', name: 'cta', text: t('Explore G-Kid Care', 'Tìm hiểu G-Kid Care', 'ดูรายละเอียด G-Kid Care', '了解G-Kid Care'), href: '/packages/g-kid-care' },
        ],
      },
    ],
  },
  {
    name: 'catalogue-top',
    description: t('The banner above the package list', 'Banner phía trên danh sách gói xét nghiệm', 'แบนเนอร์เหนือรายการแพ็กเกจ', '套餐列表上方横幅'),
    banners: [
      {
        id: 'catalogue-top-g-health-2026',
        startsAt: '2026-08-31T17:00:00Z',
        endsAt: '2027-08-31T16:59:59Z',
        ...bannerLayout('#e0f2fe', '#0c4a6e', ['360px', '300px', '320px']),
        objects: [
          { objectType: 'image', name: 'illustration', image: image('banners', 'catalogue-top-health.svg', 1200, 320, t('A shield with a cross, a heart and a DNA helix', 'Tấm khiên chữ thập, trái tim và chuỗi xoắn DNA', 'โล่กากบาท หัวใจ และเกลียวดีเอ็นเอ', '带十字的盾牌、爱心与DNA双螺旋')) },
          { objectType: 'text', name: 'headline', text: t('Know your inherited risk before symptoms appear', 'Biết nguy cơ di truyền trước khi có triệu chứng', 'รู้ความเสี่ยงทางพันธุกรรมก่อนมีอาการ', '在症状出现之前了解遗传风险') },
          {
            objectType: 'text',
            name: 'subline',
            text: t(
              'G-Health: nine cancers, heart and metabolic risk, with genetic counselling by a doctor.',
              'G-Health: 9 loại ung thư, nguy cơ tim mạch và chuyển hóa, kèm tư vấn di truyền với bác sĩ.',
              'G-Health: มะเร็ง 9 ชนิด ความเสี่ยงโรคหัวใจและเมแทบอลิซึม พร้อมการให้คำปรึกษาทางพันธุศาสตร์โดยแพทย์',
              'G-Health：9种癌症及心血管、代谢风险，并由医生提供遗传咨询。',
            ),
          },
          { objectType: 'button', name: 'cta', text: t('See G-Health', 'Xem G-Health', 'ดู G-Health', '查看G-Health'), href: '/packages/g-health' },
        ],
      },
    ],
  },
  {
    name: 'kid-quiz-result',
    description: t('The banner under the result of the children\'s talent quiz', 'Banner dưới kết quả trắc nghiệm năng khiếu của trẻ', 'แบนเนอร์ใต้ผลแบบทดสอบพรสวรรค์ของเด็ก', '儿童天赋测评结果下方横幅'),
    banners: [
      {
        id: 'kid-quiz-result-g-intel-kid-2026',
        startsAt: '2026-03-31T17:00:00Z',
        endsAt: '2027-03-31T16:59:59Z',
        ...bannerLayout('#fff7ed', '#134e4a', ['360px', '300px', '320px']),
        objects: [
          { objectType: 'image', name: 'illustration', image: image('banners', 'home-middle-kids.svg', 1200, 400, t('A child reaching for stars beside a DNA helix', 'Em bé với tay hái sao bên chuỗi xoắn DNA', 'เด็กเอื้อมมือคว้าดาวข้างเกลียวดีเอ็นเอ', '孩子伸手摘星，旁边是DNA双螺旋')) },
          { objectType: 'text', name: 'headline', text: t('The quiz is a start. Genes tell you more.', 'Trắc nghiệm mới là bước đầu, gen sẽ cho bạn biết nhiều hơn', 'แบบทดสอบเป็นเพียงจุดเริ่มต้น ยีนบอกคุณได้มากกว่านั้น', '测评只是开始，基因能告诉您更多') },
          {
            objectType: 'text',
            name: 'subline',
            text: t(
              "G-Intel Kid: your child's nutrition needs and early inclinations, from a simple cheek swab at home.",
              'G-Intel Kid: nhu cầu dinh dưỡng và thiên hướng ban đầu của con, chỉ từ một que tăm bông lấy mẫu tại nhà.',
              'G-Intel Kid: ความต้องการสารอาหารและความถนัดเบื้องต้นของลูก จากการเก็บเซลล์กระพุ้งแก้มง่าย ๆ ที่บ้าน',
              'G-Intel Kid：在家用口腔拭子轻松采样，了解孩子的营养需求和早期天生倾向。',
            ),
          },
          { objectType: 'button', name: 'cta', text: t('See G-Intel Kid', 'Xem G-Intel Kid', 'ดู G-Intel Kid', '查看G-Intel Kid'), href: '/packages/g-intel-kid' },
        ],
      },
    ],
  },
];

// ---- the seed ------------------------------------------------------------------------------

/** The shop's demo catalogue: age groups, demands, categories, packages, testimonials and promotion banners. */
export const productSeed: Pick<SeedCatalogue, 'ageGroups' | 'demands' | 'productCategories' | 'productPackages' | 'testimonials' | 'promotionPositions'> = {
  ageGroups,
  demands,
  productCategories,
  productPackages,
  testimonials,
  promotionPositions,
};
