import type {
  Localized,
  SeedAdvisor,
  SeedAdvisorRole,
  SeedBlogCategory,
  SeedBlogPost,
  SeedCatalogue,
  SeedImage,
  SeedNewsArticle,
  SeedNewsCategory,
  SeedPartner,
  SeedRecruitmentCategory,
} from '../types';

/*
 * The site's demo content: news, blog, advisors, partners and careers, in en, vi, th and zh.
 * Medical texts describe what a genetic test can say (a predisposition, never a diagnosis) and send
 * the reader to a doctor for anything that concerns their health. Every image named here is an SVG
 * of ours under public/images/<folder>/ with the size declared below (scripts/gen-content-images.ts
 * draws them from this file).
 */

/** The intrinsic size of the images of each folder. */
export const CONTENT_IMAGE_SIZES = {
  news: { width: 1200, height: 630 },
  blog: { width: 1200, height: 630 },
  advisors: { width: 400, height: 400 },
  partners: { width: 320, height: 120 },
} as const;

type ImageFolder = keyof typeof CONTENT_IMAGE_SIZES;

function image(folder: ImageFolder, name: string, alt: Localized): SeedImage {
  return { src: `/images/${folder}/${name}.svg`, ...CONTENT_IMAGE_SIZES[folder], alt };
}

/** A body: paragraphs separated by a blank line. */
function paras(...paragraphs: string[]): string {
  return paragraphs.join('\n\n');
}

// ---- news categories -----------------------------------------------------------------------

const newsCategories: SeedNewsCategory[] = [
  { slug: 'company-news', name: { en: 'Company news', vi: 'Tin GeneWell', th: 'ข่าวบริษัท', zh: '公司新闻' } },
  { slug: 'science', name: { en: 'Science & research', vi: 'Khoa học & nghiên cứu', th: 'วิทยาศาสตร์และงานวิจัย', zh: '科学与研究' } },
  { slug: 'events', name: { en: 'Events', vi: 'Sự kiện', th: 'กิจกรรม', zh: '活动' } },
  { slug: 'press', name: { en: 'In the press', vi: 'Báo chí nói về chúng tôi', th: 'ข่าวจากสื่อมวลชน', zh: '媒体报道' } },
];

// ---- blog categories -----------------------------------------------------------------------

const blogCategories: SeedBlogCategory[] = [
  { slug: 'nutrition', name: { en: 'Nutrition', vi: 'Dinh dưỡng', th: 'โภชนาการ', zh: '营养' } },
  { slug: 'parenting', name: { en: 'Parenting', vi: 'Nuôi dạy con', th: 'การเลี้ยงลูก', zh: '育儿' } },
  { slug: 'genetics-explained', name: { en: 'Genetics explained', vi: 'Hiểu về gen', th: 'เข้าใจพันธุกรรม', zh: '基因科普' } },
  { slug: 'fitness', name: { en: 'Fitness', vi: 'Vận động & thể chất', th: 'การออกกำลังกาย', zh: '运动健身' } },
];

// ---- advisors ------------------------------------------------------------------------------

const advisorRoles: SeedAdvisorRole[] = [
  { slug: 'doctor', name: { en: 'Doctor', vi: 'Bác sĩ', th: 'แพทย์', zh: '医生' } },
  { slug: 'geneticist', name: { en: 'Geneticist', vi: 'Chuyên gia di truyền', th: 'นักพันธุศาสตร์', zh: '遗传学专家' } },
  { slug: 'nutritionist', name: { en: 'Nutritionist', vi: 'Chuyên gia dinh dưỡng', th: 'นักโภชนาการ', zh: '营养师' } },
  { slug: 'psychologist', name: { en: 'Psychologist', vi: 'Chuyên gia tâm lý', th: 'นักจิตวิทยา', zh: '心理咨询师' } },
];

/** Alt texts of the scenes our news and blog illustrations draw (the first word of an image's name picks the scene). */
const SCENE_ALT = {
  dna: { en: 'A DNA double helix in teal and amber', vi: 'Chuỗi xoắn kép DNA màu xanh ngọc và vàng hổ phách', th: 'เกลียวคู่ดีเอ็นเอสีเขียวอมฟ้าและสีอำพัน', zh: '青绿色与琥珀色的DNA双螺旋' },
  lab: { en: 'Illustration of laboratory glassware and test tubes', vi: 'Hình minh họa dụng cụ thủy tinh và ống nghiệm trong phòng xét nghiệm', th: 'ภาพประกอบเครื่องแก้วและหลอดทดลองในห้องปฏิบัติการ', zh: '实验室玻璃器皿与试管插画' },
  food: { en: 'A bowl of fruit and leafy greens', vi: 'Một bát trái cây và rau lá xanh', th: 'ชามผลไม้และผักใบเขียว', zh: '一碗水果和绿叶蔬菜' },
  event: { en: 'A stage with a DNA helix on screen and a crowd of visitors', vi: 'Sân khấu với hình chuỗi xoắn DNA trên màn hình và đông đảo khách tham dự', th: 'เวทีที่มีภาพเกลียวดีเอ็นเอบนจอและผู้เข้าร่วมงานจำนวนมาก', zh: '舞台屏幕上的DNA双螺旋与现场观众' },
  press: { en: 'A magazine page with a photo block and lines of text', vi: 'Trang tạp chí với khung ảnh và các dòng chữ', th: 'หน้านิตยสารที่มีกรอบภาพและบรรทัดข้อความ', zh: '带有图片框和文字行的杂志页面' },
  partner: { en: 'Two overlapping circles in teal and amber, a symbol of partnership', vi: 'Hai vòng tròn xanh ngọc và vàng hổ phách lồng vào nhau, biểu tượng hợp tác', th: 'วงกลมสีเขียวอมฟ้าและสีอำพันซ้อนกัน สัญลักษณ์ของความร่วมมือ', zh: '青绿色与琥珀色两个交叠的圆，象征合作' },
  family: { en: 'Two parents and a child drawn as simple shapes', vi: 'Cha mẹ và con nhỏ được vẽ bằng những hình khối đơn giản', th: 'พ่อแม่และลูกวาดด้วยรูปทรงเรียบง่าย', zh: '用简单图形绘制的父母与孩子' },
  fitness: { en: 'A runner on a curved running track', vi: 'Người chạy bộ trên đường chạy cong', th: 'นักวิ่งบนลู่วิ่งโค้ง', zh: '弯道跑道上的跑步者' },
  heart: { en: 'A heart with a pulse line across it', vi: 'Trái tim với đường nhịp tim chạy ngang', th: 'หัวใจที่มีเส้นชีพจรพาดผ่าน', zh: '一颗心与横贯其上的心电波形' },
  sleep: { en: 'A crescent moon among small stars', vi: 'Vầng trăng khuyết giữa những ngôi sao nhỏ', th: 'พระจันทร์เสี้ยวท่ามกลางดวงดาวเล็ก ๆ', zh: '点点繁星中的一弯新月' },
  chart: { en: 'Bar chart and trend line on a white board', vi: 'Biểu đồ cột và đường xu hướng trên bảng trắng', th: 'แผนภูมิแท่งและเส้นแนวโน้มบนกระดานสีขาว', zh: '白板上的柱状图与趋势线' },
} satisfies Record<string, Localized>;

type Scene = keyof typeof SCENE_ALT;

/** A news or blog illustration: `<scene>-<topic>.svg`, with the scene's alt text. */
function scene(folder: 'news' | 'blog', sceneName: Scene, topic: string): SeedImage {
  return image(folder, `${sceneName}-${topic}`, SCENE_ALT[sceneName]);
}

/** An advisor's portrait: an illustration of ours, not a photograph. */
function portrait(slug: string, name: string): SeedImage {
  return image('advisors', slug, {
    en: `Illustrated portrait of ${name}`,
    vi: `Chân dung minh họa ${name}`,
    th: `ภาพวาดของ ${name}`,
    zh: `${name}的插画肖像`,
  });
}

const advisors: SeedAdvisor[] = [
  {
    slug: 'nguyen-thi-mai',
    name: 'TS. BS. Nguyễn Thị Mai',
    roleSlug: 'doctor',
    title: {
      en: 'Medical Director, Internal Medicine and Endocrinology',
      vi: 'Giám đốc Y khoa, chuyên khoa nội tiết',
      th: 'ผู้อำนวยการฝ่ายการแพทย์ อายุรศาสตร์และต่อมไร้ท่อ',
      zh: '医学总监，内科与内分泌专科',
    },
    bio: {
      en: 'Dr Mai has practised internal medicine and endocrinology in Hà Nội for more than twenty years, with a doctorate on type 2 diabetes in Vietnamese adults. At GeneWell she oversees the medical content of every report and makes sure each result comes with advice a family doctor can act on.',
      vi: 'Bác sĩ Mai có hơn hai mươi năm làm việc trong lĩnh vực nội khoa và nội tiết tại Hà Nội, với luận án tiến sĩ về đái tháo đường típ 2 ở người trưởng thành Việt Nam. Tại GeneWell, bà phụ trách nội dung y khoa của toàn bộ báo cáo, bảo đảm mỗi kết quả đi kèm lời khuyên mà bác sĩ gia đình có thể áp dụng.',
      th: 'แพทย์หญิง Mai มีประสบการณ์ด้านอายุรศาสตร์และต่อมไร้ท่อในกรุงฮานอยมากกว่ายี่สิบปี และจบปริญญาเอกด้านโรคเบาหวานชนิดที่ 2 ในผู้ใหญ่ชาวเวียดนาม ที่ GeneWell เธอดูแลเนื้อหาทางการแพทย์ของรายงานทุกฉบับ เพื่อให้ทุกผลตรวจมาพร้อมคำแนะนำที่แพทย์ประจำครอบครัวนำไปใช้ได้จริง',
      zh: 'Nguyễn Thị Mai医生在河内从事内科与内分泌临床工作二十余年，博士研究方向为越南成年人2型糖尿病。在GeneWell，她负责审核每一份报告的医学内容，确保每项结果都附有家庭医生可以据此行动的建议。',
    },
    image: portrait('nguyen-thi-mai', 'TS. BS. Nguyễn Thị Mai'),
    sortOrder: 1,
  },
  {
    slug: 'tran-van-hung',
    name: 'BS. CKII Trần Văn Hùng',
    roleSlug: 'doctor',
    title: {
      en: 'Consultant Cardiologist',
      vi: 'Bác sĩ chuyên khoa II Tim mạch',
      th: 'แพทย์ผู้เชี่ยวชาญด้านโรคหัวใจ',
      zh: '心血管内科主任医师',
    },
    bio: {
      en: 'Dr Hùng is a cardiologist in Ho Chi Minh City whose clinical work focuses on blood pressure, cholesterol and the prevention of heart disease in working adults. He reviews GeneWell’s cardiovascular reports and leads our consultations on lipid metabolism.',
      vi: 'Bác sĩ Hùng là bác sĩ tim mạch tại TP. Hồ Chí Minh, chuyên điều trị tăng huyết áp, rối loạn mỡ máu và dự phòng bệnh tim mạch cho người trong độ tuổi lao động. Ông thẩm định các báo cáo tim mạch của GeneWell và phụ trách các buổi tư vấn về chuyển hóa lipid.',
      th: 'นายแพทย์ Hùng เป็นแพทย์โรคหัวใจในนครโฮจิมินห์ เน้นการดูแลความดันโลหิต ไขมันในเลือด และการป้องกันโรคหัวใจในวัยทำงาน เขาตรวจทานรายงานด้านหัวใจและหลอดเลือดของ GeneWell และเป็นผู้นำการให้คำปรึกษาเรื่องการเผาผลาญไขมัน',
      zh: 'Trần Văn Hùng医生是胡志明市的心血管内科医生，临床工作聚焦于在职成年人的血压、血脂管理及心脏病预防。他负责审核GeneWell的心血管相关报告，并主持血脂代谢方面的咨询。',
    },
    image: portrait('tran-van-hung', 'BS. CKII Trần Văn Hùng'),
    sortOrder: 2,
  },
  {
    slug: 'le-thu-ha',
    name: 'ThS. BS. Lê Thu Hà',
    roleSlug: 'doctor',
    title: {
      en: 'Obstetrician and Gynaecologist',
      vi: 'Bác sĩ sản phụ khoa',
      th: 'สูติแพทย์และนรีแพทย์',
      zh: '妇产科医生',
    },
    bio: {
      en: 'Dr Hà cares for women before and during pregnancy in Hà Nội, with a master’s degree in obstetrics and a particular interest in preconception nutrition. She writes our guidance on folate, iron and planning a healthy pregnancy.',
      vi: 'Bác sĩ Hà chăm sóc sức khỏe phụ nữ trước và trong thai kỳ tại Hà Nội, có bằng thạc sĩ sản khoa và đặc biệt quan tâm đến dinh dưỡng trước khi mang thai. Chị là người biên soạn các hướng dẫn của GeneWell về folate, sắt và chuẩn bị cho một thai kỳ khỏe mạnh.',
      th: 'แพทย์หญิง Hà ดูแลสุขภาพสตรีก่อนและระหว่างตั้งครรภ์ในกรุงฮานอย จบปริญญาโทด้านสูติศาสตร์และสนใจเป็นพิเศษเรื่องโภชนาการก่อนการตั้งครรภ์ เธอเป็นผู้เขียนคำแนะนำของเราเกี่ยวกับโฟเลต ธาตุเหล็ก และการวางแผนตั้งครรภ์อย่างมีสุขภาพดี',
      zh: 'Lê Thu Hà 医生在河内为备孕期和孕期女性提供诊疗，拥有产科硕士学位，尤其关注孕前营养。她负责撰写我们关于叶酸、铁以及健康备孕的指南。',
    },
    image: portrait('le-thu-ha', 'ThS. BS. Lê Thu Hà'),
    sortOrder: 3,
  },
  {
    slug: 'pham-minh-quan',
    name: 'BS. CKI Phạm Minh Quân',
    roleSlug: 'doctor',
    title: {
      en: 'Paediatrician',
      vi: 'Bác sĩ chuyên khoa I Nhi',
      th: 'กุมารแพทย์',
      zh: '儿科医生',
    },
    bio: {
      en: 'Dr Quân has worked in paediatrics in Ho Chi Minh City for twelve years, following children’s growth, nutrition and sleep. He reviews the children’s reports of GeneWell and reminds parents that a child’s genes are only one part of how they grow.',
      vi: 'Bác sĩ Quân có mười hai năm kinh nghiệm trong chuyên khoa nhi tại TP. Hồ Chí Minh, theo dõi tăng trưởng, dinh dưỡng và giấc ngủ của trẻ. Anh thẩm định các báo cáo dành cho trẻ em của GeneWell và luôn nhắc cha mẹ rằng gen chỉ là một phần trong quá trình phát triển của con.',
      th: 'นายแพทย์ Quân ทำงานด้านกุมารเวชศาสตร์ในนครโฮจิมินห์มาสิบสองปี ติดตามการเจริญเติบโต โภชนาการ และการนอนหลับของเด็ก เขาตรวจทานรายงานสำหรับเด็กของ GeneWell และย้ำกับพ่อแม่เสมอว่ายีนเป็นเพียงส่วนหนึ่งของพัฒนาการของลูก',
      zh: 'Phạm Minh Quân医生在胡志明市从事儿科工作十二年，长期关注儿童的生长发育、营养与睡眠。他负责审核GeneWell的儿童报告，并常提醒家长：基因只是孩子成长的一部分。',
    },
    image: portrait('pham-minh-quan', 'BS. CKI Phạm Minh Quân'),
    sortOrder: 4,
  },
  {
    slug: 'vo-thanh-son',
    name: 'PGS. TS. BS. Võ Thanh Sơn',
    roleSlug: 'doctor',
    title: {
      en: 'Oncologist, Hereditary Cancer Programme',
      vi: 'Bác sĩ ung bướu, chương trình ung thư di truyền',
      th: 'แพทย์ผู้เชี่ยวชาญด้านมะเร็ง โครงการมะเร็งทางพันธุกรรม',
      zh: '肿瘤科医生，遗传性肿瘤项目负责人',
    },
    bio: {
      en: 'Associate Professor Sơn is an oncologist who has spent much of his career on the early detection of breast, colorectal and stomach cancers. He advises GeneWell on hereditary cancer reports and on when a result should lead to a specialist referral.',
      vi: 'Phó Giáo sư Sơn là bác sĩ ung bướu, dành phần lớn sự nghiệp cho việc phát hiện sớm ung thư vú, ung thư đại trực tràng và ung thư dạ dày. Ông cố vấn cho GeneWell về các báo cáo ung thư di truyền và về những trường hợp cần chuyển khám chuyên khoa.',
      th: 'รองศาสตราจารย์ นายแพทย์ Sơn เป็นแพทย์ด้านมะเร็งที่ทุ่มเทเกือบตลอดอาชีพให้กับการตรวจพบมะเร็งเต้านม มะเร็งลำไส้ใหญ่ และมะเร็งกระเพาะอาหารในระยะแรก เขาให้คำปรึกษา GeneWell ด้านรายงานมะเร็งทางพันธุกรรม และกรณีที่ผลตรวจควรนำไปสู่การส่งต่อแพทย์เฉพาะทาง',
      zh: 'Võ Thanh Sơn副教授是肿瘤科医生，职业生涯大部分时间致力于乳腺癌、结直肠癌和胃癌的早期发现。他为GeneWell的遗传性肿瘤报告提供指导，并界定哪些结果需要转诊至专科。',
    },
    image: portrait('vo-thanh-son', 'PGS. TS. BS. Võ Thanh Sơn'),
    sortOrder: 5,
  },
  {
    slug: 'do-thi-lan-anh',
    name: 'TS. Đỗ Thị Lan Anh',
    roleSlug: 'geneticist',
    title: {
      en: 'Laboratory Director, Molecular Genetics',
      vi: 'Giám đốc Phòng xét nghiệm, chuyên ngành di truyền phân tử',
      th: 'ผู้อำนวยการห้องปฏิบัติการ สาขาพันธุศาสตร์ระดับโมเลกุล',
      zh: '实验室主任，分子遗传学',
    },
    bio: {
      en: 'Dr Lan Anh earned her doctorate in molecular genetics and trained in clinical laboratories in Singapore before returning to Hà Nội. She leads the GeneWell laboratory, its quality system and its ISO 15189 accreditation.',
      vi: 'TS. Lan Anh nhận bằng tiến sĩ di truyền phân tử và được đào tạo tại các phòng xét nghiệm lâm sàng ở Singapore trước khi trở về Hà Nội. Chị điều hành phòng xét nghiệm của GeneWell, hệ thống quản lý chất lượng và việc công nhận ISO 15189.',
      th: 'ดร. Lan Anh จบปริญญาเอกด้านพันธุศาสตร์ระดับโมเลกุลและฝึกงานในห้องปฏิบัติการทางคลินิกที่สิงคโปร์ก่อนกลับมาที่ฮานอย เธอเป็นผู้นำห้องปฏิบัติการของ GeneWell ระบบคุณภาพ และการรับรองมาตรฐาน ISO 15189',
      zh: 'Đỗ Thị Lan Anh博士获得分子遗传学博士学位，并曾在新加坡的临床实验室接受培训，之后回到河内。她领导GeneWell实验室及其质量体系，并主导ISO 15189认可工作。',
    },
    image: portrait('do-thi-lan-anh', 'TS. Đỗ Thị Lan Anh'),
    sortOrder: 6,
  },
  {
    slug: 'hoang-duc-long',
    name: 'TS. Hoàng Đức Long',
    roleSlug: 'geneticist',
    title: {
      en: 'Head of Bioinformatics',
      vi: 'Trưởng nhóm Tin sinh học',
      th: 'หัวหน้าฝ่ายชีวสารสนเทศ',
      zh: '生物信息学负责人',
    },
    bio: {
      en: 'Dr Long studied population genetics and spent six years analysing genome data from East and Southeast Asian cohorts. He builds the pipelines that turn raw genotypes into GeneWell reports and checks that each score holds for people of Vietnamese ancestry.',
      vi: 'TS. Long nghiên cứu di truyền quần thể và có sáu năm phân tích dữ liệu hệ gen của các nhóm dân cư Đông Á và Đông Nam Á. Anh xây dựng quy trình phân tích biến dữ liệu kiểu gen thô thành báo cáo GeneWell, đồng thời kiểm chứng từng chỉ số có phù hợp với người Việt hay không.',
      th: 'ดร. Long ศึกษาด้านพันธุศาสตร์ประชากรและใช้เวลาหกปีวิเคราะห์ข้อมูลจีโนมของกลุ่มประชากรเอเชียตะวันออกและเอเชียตะวันออกเฉียงใต้ เขาสร้างระบบวิเคราะห์ที่แปลงข้อมูลจีโนไทป์ดิบเป็นรายงานของ GeneWell และตรวจสอบว่าคะแนนแต่ละตัวใช้ได้กับคนเชื้อสายเวียดนาม',
      zh: 'Hoàng Đức Long博士主攻群体遗传学，曾用六年时间分析东亚和东南亚人群的基因组数据。他搭建了将原始基因型数据转化为GeneWell报告的分析流程，并验证每项评分是否适用于越南人群。',
    },
    image: portrait('hoang-duc-long', 'TS. Hoàng Đức Long'),
    sortOrder: 7,
  },
  {
    slug: 'bui-ngoc-tram',
    name: 'ThS. Bùi Ngọc Trâm',
    roleSlug: 'geneticist',
    title: {
      en: 'Genetic Counsellor',
      vi: 'Chuyên viên tư vấn di truyền',
      th: 'ผู้ให้คำปรึกษาด้านพันธุกรรม',
      zh: '遗传咨询师',
    },
    bio: {
      en: 'Trâm holds a master’s degree in genetic counselling and has explained test results to more than three thousand families. She helps customers understand what a predisposition means, what it does not mean, and which questions to take to their doctor.',
      vi: 'Chị Trâm có bằng thạc sĩ tư vấn di truyền và đã giải thích kết quả xét nghiệm cho hơn ba nghìn gia đình. Chị giúp khách hàng hiểu nguy cơ di truyền có ý nghĩa gì, không có ý nghĩa gì, và nên hỏi bác sĩ những câu hỏi nào.',
      th: 'คุณ Trâm จบปริญญาโทด้านการให้คำปรึกษาทางพันธุศาสตร์ และได้อธิบายผลตรวจให้ครอบครัวมากกว่าสามพันครอบครัว เธอช่วยให้ลูกค้าเข้าใจว่าความเสี่ยงทางพันธุกรรมหมายถึงอะไร ไม่ได้หมายถึงอะไร และควรนำคำถามใดไปปรึกษาแพทย์',
      zh: 'Bùi Ngọc Trâm拥有遗传咨询硕士学位，已为三千多个家庭解读检测结果。她帮助客户理解遗传易感性意味着什么、不意味着什么，以及应向医生提出哪些问题。',
    },
    image: portrait('bui-ngoc-tram', 'ThS. Bùi Ngọc Trâm'),
    sortOrder: 8,
  },
  {
    slug: 'dang-quoc-bao',
    name: 'ThS. Đặng Quốc Bảo',
    roleSlug: 'nutritionist',
    title: {
      en: 'Sports and Performance Nutritionist',
      vi: 'Chuyên gia dinh dưỡng thể thao',
      th: 'นักโภชนาการด้านการกีฬา',
      zh: '运动营养师',
    },
    bio: {
      en: 'Bảo has a master’s degree in nutrition and has worked with amateur runners, footballers and office workers who want to get fitter. He turns GeneWell’s fitness and metabolism results into meal plans built from food found in any Vietnamese market.',
      vi: 'Anh Bảo có bằng thạc sĩ dinh dưỡng, từng đồng hành với người chạy bộ phong trào, cầu thủ bóng đá nghiệp dư và dân văn phòng muốn cải thiện thể lực. Anh chuyển các kết quả về vận động và chuyển hóa của GeneWell thành thực đơn từ những thực phẩm quen thuộc ở chợ Việt.',
      th: 'คุณ Bảo จบปริญญาโทด้านโภชนาการ เคยทำงานกับนักวิ่งสมัครเล่น นักฟุตบอล และพนักงานออฟฟิศที่อยากแข็งแรงขึ้น เขาแปลงผลตรวจด้านการออกกำลังกายและการเผาผลาญของ GeneWell เป็นแผนอาหารจากวัตถุดิบที่หาได้ในตลาดเวียดนามทั่วไป',
      zh: 'Đặng Quốc Bảo拥有营养学硕士学位，曾为业余跑者、足球爱好者以及希望提升体能的上班族提供指导。他将GeneWell的运动与代谢结果转化为用越南市场常见食材制作的饮食方案。',
    },
    image: portrait('dang-quoc-bao', 'ThS. Đặng Quốc Bảo'),
    sortOrder: 9,
  },
  {
    slug: 'ngo-phuong-linh',
    name: 'ThS. Ngô Phương Linh',
    roleSlug: 'nutritionist',
    title: {
      en: 'Clinical Dietitian',
      vi: 'Chuyên gia dinh dưỡng lâm sàng',
      th: 'นักกำหนดอาหารทางคลินิก',
      zh: '临床营养师',
    },
    bio: {
      en: 'Linh worked for eight years as a hospital dietitian, helping patients with diabetes, fatty liver and food intolerances. At GeneWell she writes the nutrition sections of our reports and our guides to eating well with lactose or gluten sensitivity.',
      vi: 'Chị Linh có tám năm làm chuyên gia dinh dưỡng tại bệnh viện, hỗ trợ người bệnh đái tháo đường, gan nhiễm mỡ và không dung nạp thực phẩm. Tại GeneWell, chị biên soạn phần dinh dưỡng trong báo cáo và các hướng dẫn ăn uống cho người nhạy cảm với lactose hoặc gluten.',
      th: 'คุณ Linh ทำงานเป็นนักกำหนดอาหารในโรงพยาบาลแปดปี ดูแลผู้ป่วยเบาหวาน ไขมันพอกตับ และภาวะแพ้อาหาร ที่ GeneWell เธอเขียนส่วนโภชนาการในรายงาน และคู่มือการกินอย่างเหมาะสมสำหรับผู้ที่ไวต่อแล็กโทสหรือกลูเตน',
      zh: 'Ngô Phương Linh曾在医院担任营养师八年，服务于糖尿病、脂肪肝及食物不耐受患者。在GeneWell，她负责撰写报告中的营养部分，以及乳糖或麸质敏感人群的饮食指南。',
    },
    image: portrait('ngo-phuong-linh', 'ThS. Ngô Phương Linh'),
    sortOrder: 10,
  },
  {
    slug: 'vu-hoang-nam',
    name: 'ThS. Vũ Hoàng Nam',
    roleSlug: 'psychologist',
    title: {
      en: 'Clinical Psychologist',
      vi: 'Chuyên gia tâm lý lâm sàng',
      th: 'นักจิตวิทยาคลินิก',
      zh: '临床心理咨询师',
    },
    bio: {
      en: 'Nam is a clinical psychologist who works with adults on stress, sleep and health anxiety. He helps GeneWell customers take in results calmly, and trains our counsellors to talk about risk without causing fear.',
      vi: 'Anh Nam là chuyên gia tâm lý lâm sàng, làm việc với người trưởng thành về căng thẳng, giấc ngủ và lo âu sức khỏe. Anh giúp khách hàng GeneWell đón nhận kết quả một cách bình tĩnh và đào tạo đội ngũ tư vấn cách nói về nguy cơ mà không gây hoang mang.',
      th: 'คุณ Nam เป็นนักจิตวิทยาคลินิกที่ทำงานกับผู้ใหญ่ในเรื่องความเครียด การนอนหลับ และความวิตกกังวลด้านสุขภาพ เขาช่วยให้ลูกค้า GeneWell รับฟังผลตรวจได้อย่างสงบ และฝึกทีมที่ปรึกษาให้พูดเรื่องความเสี่ยงโดยไม่สร้างความกลัว',
      zh: 'Vũ Hoàng Nam是一名临床心理咨询师，主要帮助成年人应对压力、睡眠问题和健康焦虑。他帮助GeneWell的客户平静地看待检测结果，并培训咨询团队如何在不引起恐慌的前提下讲解风险。',
    },
    image: portrait('vu-hoang-nam', 'ThS. Vũ Hoàng Nam'),
    sortOrder: 11,
  },
  {
    slug: 'trinh-thu-thao',
    name: 'TS. Trịnh Thu Thảo',
    roleSlug: 'psychologist',
    title: {
      en: 'Child and Family Psychologist',
      vi: 'Chuyên gia tâm lý trẻ em và gia đình',
      th: 'นักจิตวิทยาเด็กและครอบครัว',
      zh: '儿童与家庭心理咨询师',
    },
    bio: {
      en: 'Dr Thảo holds a doctorate in developmental psychology and has counselled parents in Hà Nội for fifteen years. She advises on GeneWell’s children’s reports so that talents and tendencies are described as starting points, never as labels.',
      vi: 'TS. Thảo có bằng tiến sĩ tâm lý học phát triển và mười lăm năm tư vấn cho các bậc cha mẹ tại Hà Nội. Chị góp ý cho các báo cáo trẻ em của GeneWell để năng khiếu và xu hướng của trẻ được mô tả như điểm khởi đầu, không bao giờ là cái nhãn.',
      th: 'ดร. Thảo จบปริญญาเอกด้านจิตวิทยาพัฒนาการ และให้คำปรึกษาพ่อแม่ในฮานอยมาสิบห้าปี เธอให้คำแนะนำต่อรายงานสำหรับเด็กของ GeneWell เพื่อให้ความถนัดและแนวโน้มของเด็กถูกอธิบายเป็นจุดเริ่มต้น ไม่ใช่ป้ายตัดสิน',
      zh: 'Trịnh Thu Thảo博士拥有发展心理学博士学位，在河内为家长提供咨询已有十五年。她为GeneWell的儿童报告提供建议，确保孩子的天赋与倾向被描述为起点，而绝不是标签。',
    },
    image: portrait('trinh-thu-thao', 'TS. Trịnh Thu Thảo'),
    sortOrder: 12,
  },
];

// ---- partners ------------------------------------------------------------------------------

/** A partner's logo: a mark of ours with the partner's short logotype. */
function logo(slug: string, name: string): SeedImage {
  return image('partners', slug, { en: `${name} logo`, vi: `Logo ${name}`, th: `โลโก้ ${name}`, zh: `${name}标志` });
}

const partners: SeedPartner[] = [
  {
    slug: 'helixbridge-genomics',
    name: 'HelixBridge Genomics',
    countryCode: 'US',
    description: {
      en: 'A sequencing laboratory in Massachusetts that runs confirmatory sequencing when a GeneWell result calls for a second, independent method.',
      vi: 'Phòng xét nghiệm giải trình tự tại Massachusetts, thực hiện giải trình tự khẳng định khi một kết quả của GeneWell cần được kiểm chứng bằng phương pháp độc lập thứ hai.',
      th: 'ห้องปฏิบัติการหาลำดับเบสในรัฐแมสซาชูเซตส์ ทำการหาลำดับเบสเพื่อยืนยันผล เมื่อผลตรวจของ GeneWell ต้องได้รับการตรวจซ้ำด้วยวิธีที่สองที่เป็นอิสระ',
      zh: '位于马萨诸塞州的测序实验室，当GeneWell的某项结果需要以第二种独立方法复核时，由其进行确认性测序。',
    },
    logo: logo('helixbridge-genomics', 'HelixBridge Genomics'),
    url: 'https://example.com/partners/helixbridge-genomics',
  },
  {
    slug: 'northfield-public-health',
    name: 'Northfield University School of Public Health',
    countryCode: 'US',
    description: {
      en: 'A university research partner: together we study how common gene variants and diet interact in people of Vietnamese and Southeast Asian ancestry.',
      vi: 'Đối tác nghiên cứu đại học: hai bên cùng nghiên cứu tương tác giữa các biến thể gen phổ biến và chế độ ăn ở người gốc Việt và Đông Nam Á.',
      th: 'พันธมิตรด้านงานวิจัยระดับมหาวิทยาลัย ร่วมกันศึกษาปฏิสัมพันธ์ระหว่างรูปแบบยีนที่พบบ่อยกับอาหารในผู้มีเชื้อสายเวียดนามและเอเชียตะวันออกเฉียงใต้',
      zh: '大学科研合作伙伴：双方共同研究常见基因变异与饮食在越南裔及东南亚裔人群中的相互作用。',
    },
    logo: logo('northfield-public-health', 'Northfield University School of Public Health'),
    url: 'https://example.com/partners/northfield-public-health',
  },
  {
    slug: 'an-khang-clinic',
    name: 'Phòng khám Đa khoa An Khang',
    countryCode: 'VN',
    description: {
      en: 'A general clinic in Ho Chi Minh City where customers can give their sample and see a doctor about their GeneWell results.',
      vi: 'Phòng khám đa khoa tại TP. Hồ Chí Minh, nơi khách hàng có thể lấy mẫu và gặp bác sĩ để được tư vấn về kết quả GeneWell.',
      th: 'คลินิกเวชกรรมทั่วไปในนครโฮจิมินห์ ที่ลูกค้าสามารถเก็บตัวอย่างและพบแพทย์เพื่อปรึกษาเรื่องผลตรวจของ GeneWell',
      zh: '位于胡志明市的综合诊所，客户可在此采集样本，并就GeneWell检测结果面诊医生。',
    },
    logo: logo('an-khang-clinic', 'Phòng khám Đa khoa An Khang'),
    url: 'https://example.com/partners/an-khang-clinic',
  },
  {
    slug: 'song-hong-biomedical-institute',
    name: 'Học viện Y sinh Sông Hồng',
    countryCode: 'VN',
    description: {
      en: 'A biomedical research institute in Hà Nội; our joint programme builds a reference panel of genetic variants common in the Vietnamese population.',
      vi: 'Viện nghiên cứu y sinh tại Hà Nội; chương trình hợp tác giữa hai bên xây dựng bộ dữ liệu tham chiếu các biến thể di truyền phổ biến ở người Việt.',
      th: 'สถาบันวิจัยชีวการแพทย์ในกรุงฮานอย โครงการร่วมของเราสร้างชุดข้อมูลอ้างอิงของรูปแบบทางพันธุกรรมที่พบบ่อยในประชากรเวียดนาม',
      zh: '位于河内的生物医学研究机构；双方的合作项目旨在建立越南人群常见遗传变异的参考数据集。',
    },
    logo: logo('song-hong-biomedical-institute', 'Học viện Y sinh Sông Hồng'),
    url: 'https://example.com/partners/song-hong-biomedical-institute',
  },
  {
    slug: 'meridian-precision-health',
    name: 'Meridian Precision Health',
    countryCode: 'SG',
    description: {
      en: 'A Singapore bioinformatics company that audits our analysis pipeline and the security of the genetic data we hold.',
      vi: 'Công ty tin sinh học tại Singapore, đánh giá độc lập quy trình phân tích dữ liệu và mức độ an toàn của dữ liệu di truyền mà GeneWell lưu trữ.',
      th: 'บริษัทชีวสารสนเทศในสิงคโปร์ที่ตรวจสอบระบบวิเคราะห์ข้อมูลของเรา และความปลอดภัยของข้อมูลพันธุกรรมที่เราจัดเก็บ',
      zh: '新加坡生物信息公司，负责审计我们的数据分析流程以及我们所保存的遗传数据的安全性。',
    },
    logo: logo('meridian-precision-health', 'Meridian Precision Health'),
    url: 'https://example.com/partners/meridian-precision-health',
  },
  {
    slug: 'kotobuki-nutrigenomics',
    name: 'Kotobuki Nutrigenomics Laboratory',
    countryCode: 'JP',
    description: {
      en: 'A research laboratory in Osaka specialising in nutrigenomics; it reviews the evidence behind our nutrition reports.',
      vi: 'Phòng thí nghiệm nghiên cứu tại Osaka chuyên về dinh dưỡng học hệ gen, thẩm định bằng chứng khoa học đằng sau các báo cáo dinh dưỡng của GeneWell.',
      th: 'ห้องปฏิบัติการวิจัยในโอซาก้าที่เชี่ยวชาญด้านโภชนพันธุศาสตร์ ทำหน้าที่ทบทวนหลักฐานทางวิทยาศาสตร์ที่อยู่เบื้องหลังรายงานด้านโภชนาการของเรา',
      zh: '位于大阪的营养基因组学研究实验室，负责评审我们营养类报告背后的科学证据。',
    },
    logo: logo('kotobuki-nutrigenomics', 'Kotobuki Nutrigenomics Laboratory'),
    url: 'https://example.com/partners/kotobuki-nutrigenomics',
  },
  {
    slug: 'seorin-biolab',
    name: 'Seorin Biolab',
    countryCode: 'KR',
    description: {
      en: 'A Korean manufacturer of saliva collection kits that keep DNA stable at room temperature during delivery across Vietnam.',
      vi: 'Nhà sản xuất bộ kit lấy mẫu nước bọt tại Hàn Quốc, giúp DNA ổn định ở nhiệt độ phòng trong suốt quá trình vận chuyển khắp Việt Nam.',
      th: 'ผู้ผลิตชุดเก็บตัวอย่างน้ำลายจากเกาหลี ที่ช่วยให้ดีเอ็นเอคงตัวที่อุณหภูมิห้องระหว่างการขนส่งทั่วเวียดนาม',
      zh: '韩国唾液采样试剂盒制造商，其产品可在运往越南各地的途中于室温下保持DNA稳定。',
    },
    logo: logo('seorin-biolab', 'Seorin Biolab'),
    url: 'https://example.com/partners/seorin-biolab',
  },
  {
    slug: 'rheinfeld-diagnostik',
    name: 'Rheinfeld Diagnostik GmbH',
    countryCode: 'DE',
    description: {
      en: 'A German provider of external quality assessment: twice a year it sends our laboratory blind samples and checks that we genotype them correctly.',
      vi: 'Đơn vị ngoại kiểm chất lượng tại Đức: mỗi năm hai lần gửi mẫu mù đến phòng xét nghiệm của chúng tôi và đối chiếu kết quả phân tích kiểu gen.',
      th: 'ผู้ให้บริการประเมินคุณภาพจากภายนอกในเยอรมนี ปีละสองครั้งจะส่งตัวอย่างปกปิดมายังห้องปฏิบัติการของเรา และตรวจสอบว่าเราวิเคราะห์จีโนไทป์ได้ถูกต้อง',
      zh: '德国室间质评机构：每年两次向我们的实验室寄送盲样，并核对我们的基因分型结果是否准确。',
    },
    logo: logo('rheinfeld-diagnostik', 'Rheinfeld Diagnostik GmbH'),
    url: 'https://example.com/partners/rheinfeld-diagnostik',
  },
  {
    slug: 'siriwat-wellness-hospital',
    name: 'Siriwat Wellness Hospital',
    countryCode: 'TH',
    description: {
      en: 'A private hospital in Bangkok that offers GeneWell tests to its patients, with results explained by its own physicians.',
      vi: 'Bệnh viện tư nhân tại Bangkok cung cấp xét nghiệm gen GeneWell cho người bệnh, với kết quả được chính các bác sĩ của bệnh viện giải thích.',
      th: 'โรงพยาบาลเอกชนในกรุงเทพฯ ที่ให้บริการการตรวจยีนของ GeneWell แก่ผู้ป่วย โดยมีแพทย์ของโรงพยาบาลเป็นผู้อธิบายผล',
      zh: '曼谷的一家私立医院，为其患者提供GeneWell基因检测，并由院内医生解读结果。',
    },
    logo: logo('siriwat-wellness-hospital', 'Siriwat Wellness Hospital'),
    url: 'https://example.com/partners/siriwat-wellness-hospital',
  },
];

// ---- careers -------------------------------------------------------------------------------

const HA_NOI: Localized = { en: 'Hà Nội', vi: 'Hà Nội', th: 'ฮานอย', zh: '河内' };
const HCMC: Localized = { en: 'Ho Chi Minh City', vi: 'TP. Hồ Chí Minh', th: 'นครโฮจิมินห์', zh: '胡志明市' };
const REMOTE: Localized = { en: 'Remote (Vietnam)', vi: 'Làm việc từ xa (tại Việt Nam)', th: 'ทำงานทางไกล (ในเวียดนาม)', zh: '远程办公（越南境内）' };

const recruitmentCategories: SeedRecruitmentCategory[] = [
  {
    id: 1,
    slug: 'laboratory',
    name: { en: 'Laboratory', vi: 'Phòng xét nghiệm', th: 'ห้องปฏิบัติการ', zh: '实验室' },
    jobs: [
      {
        slug: 'molecular-biology-technician',
        title: { en: 'Molecular Biology Technician', vi: 'Kỹ thuật viên sinh học phân tử', th: 'นักเทคนิคการแพทย์ด้านชีววิทยาโมเลกุล', zh: '分子生物学技术员' },
        location: HA_NOI,
        employmentType: 'full-time',
        description: {
          en: paras(
            'You will extract DNA from saliva and cheek-swab samples, run genotyping arrays and keep the records our ISO 15189 quality system requires. You will work in shifts with a team of eight technicians under the Laboratory Director.',
            'Requirements: a bachelor’s degree in biotechnology, biology or medical laboratory science; at least one year of hands-on PCR or DNA extraction work; care with procedures and documentation; reading English technical documents.',
            'We offer training on automated liquid handling, a yearly health check, 13th-month salary and a GeneWell test for you and a family member.',
          ),
          vi: paras(
            'Bạn sẽ tách chiết DNA từ mẫu nước bọt và mẫu niêm mạc miệng, vận hành quy trình phân tích kiểu gen trên chip (array) và ghi chép hồ sơ theo yêu cầu của hệ thống quản lý chất lượng ISO 15189. Bạn làm việc theo ca cùng nhóm tám kỹ thuật viên, dưới sự điều hành của Giám đốc Phòng xét nghiệm.',
            'Yêu cầu: tốt nghiệp đại học chuyên ngành công nghệ sinh học, sinh học hoặc kỹ thuật xét nghiệm y học; tối thiểu một năm kinh nghiệm thực hành PCR hoặc tách chiết DNA; cẩn thận, tuân thủ quy trình và hồ sơ; đọc hiểu tài liệu kỹ thuật tiếng Anh.',
            'Quyền lợi: được đào tạo vận hành hệ thống hút nhả tự động, khám sức khỏe định kỳ hằng năm, lương tháng 13 và một xét nghiệm gen GeneWell cho bạn và một người thân.',
          ),
          th: paras(
            'คุณจะสกัดดีเอ็นเอจากตัวอย่างน้ำลายและเยื่อบุกระพุ้งแก้ม ดำเนินการวิเคราะห์จีโนไทป์ด้วยชิป (array) และจัดทำบันทึกตามที่ระบบคุณภาพ ISO 15189 กำหนด โดยทำงานเป็นกะร่วมกับทีมนักเทคนิคแปดคน ภายใต้การดูแลของผู้อำนวยการห้องปฏิบัติการ',
            'คุณสมบัติ: ปริญญาตรีสาขาเทคโนโลยีชีวภาพ ชีววิทยา หรือเทคนิคการแพทย์ มีประสบการณ์ปฏิบัติงาน PCR หรือการสกัดดีเอ็นเออย่างน้อยหนึ่งปี ละเอียดรอบคอบในการทำตามขั้นตอนและการบันทึกเอกสาร และอ่านเอกสารทางเทคนิคภาษาอังกฤษได้',
            'สวัสดิการ: การฝึกอบรมเครื่องดูดจ่ายสารอัตโนมัติ ตรวจสุขภาพประจำปี เงินเดือนเดือนที่ 13 และการตรวจยีนของ GeneWell สำหรับคุณและสมาชิกครอบครัวหนึ่งคน',
          ),
          zh: paras(
            '您将负责从唾液和口腔拭子样本中提取DNA，运行基因分型芯片检测，并按照ISO 15189质量体系的要求做好记录。您将在实验室主任的带领下，与八名技术员组成的团队轮班工作。',
            '任职要求：生物技术、生物学或医学检验专业本科学历；至少一年PCR或DNA提取的实际操作经验；严格遵守操作规程，记录细致；能够阅读英文技术资料。',
            '我们提供自动化移液系统培训、年度体检、第十三个月薪资，以及为您和一位家人提供的GeneWell基因检测。',
          ),
        },
        postedAt: '2026-10-28T02:00:00Z',
      },
      {
        slug: 'laboratory-quality-officer',
        title: { en: 'Laboratory Quality Officer', vi: 'Chuyên viên quản lý chất lượng phòng xét nghiệm', th: 'เจ้าหน้าที่ประกันคุณภาพห้องปฏิบัติการ', zh: '实验室质量管理专员' },
        location: HA_NOI,
        employmentType: 'full-time',
        description: {
          en: paras(
            'You will maintain our ISO 15189 quality system: document control, internal audits, corrective actions and the twice-yearly external quality assessment with our partner in Germany.',
            'Requirements: a degree in medical laboratory science or a related field; at least two years in a laboratory quality role; a certificate in ISO 15189 or ISO 17025 internal auditing is an advantage; good written English.',
            'You will report to the Laboratory Director and work closely with the technicians, so we value someone who explains a rule as well as enforces it.',
          ),
          vi: paras(
            'Bạn sẽ duy trì hệ thống quản lý chất lượng ISO 15189 của chúng tôi: kiểm soát tài liệu, đánh giá nội bộ, hành động khắc phục và chương trình ngoại kiểm hai lần mỗi năm cùng đối tác tại Đức.',
            'Yêu cầu: tốt nghiệp chuyên ngành kỹ thuật xét nghiệm y học hoặc ngành liên quan; ít nhất hai năm kinh nghiệm ở vị trí quản lý chất lượng phòng xét nghiệm; có chứng chỉ đánh giá viên nội bộ ISO 15189 hoặc ISO 17025 là một lợi thế; viết tiếng Anh tốt.',
            'Bạn báo cáo trực tiếp cho Giám đốc Phòng xét nghiệm và làm việc sát cánh với các kỹ thuật viên, vì vậy chúng tôi cần người biết giải thích quy định chứ không chỉ yêu cầu tuân thủ.',
          ),
          th: paras(
            'คุณจะดูแลระบบคุณภาพ ISO 15189 ของเรา ได้แก่ การควบคุมเอกสาร การตรวจติดตามภายใน การดำเนินการแก้ไข และการประเมินคุณภาพจากภายนอกปีละสองครั้งร่วมกับพันธมิตรของเราในเยอรมนี',
            'คุณสมบัติ: ปริญญาด้านเทคนิคการแพทย์หรือสาขาที่เกี่ยวข้อง มีประสบการณ์ด้านคุณภาพห้องปฏิบัติการอย่างน้อยสองปี หากมีใบรับรองผู้ตรวจติดตามภายใน ISO 15189 หรือ ISO 17025 จะพิจารณาเป็นพิเศษ และเขียนภาษาอังกฤษได้ดี',
            'คุณจะรายงานตรงต่อผู้อำนวยการห้องปฏิบัติการและทำงานใกล้ชิดกับนักเทคนิค เราจึงต้องการคนที่อธิบายเหตุผลของกฎได้ ไม่ใช่เพียงบังคับใช้',
          ),
          zh: paras(
            '您将负责维护我们的ISO 15189质量体系，包括文件控制、内部审核、纠正措施，以及与德国合作伙伴每年两次的室间质评。',
            '任职要求：医学检验或相关专业学历；至少两年实验室质量管理工作经验；持有ISO 15189或ISO 17025内审员证书者优先；具备良好的英文写作能力。',
            '您将直接向实验室主任汇报，并与技术员密切合作，因此我们希望您不仅能执行规定，更能讲清规定背后的道理。',
          ),
        },
        postedAt: '2026-11-10T02:00:00Z',
      },
    ],
  },
  {
    id: 2,
    slug: 'medical',
    name: { en: 'Medical and counselling', vi: 'Y khoa và tư vấn', th: 'การแพทย์และการให้คำปรึกษา', zh: '医学与咨询' },
    jobs: [
      {
        slug: 'genetic-counsellor-hcmc',
        title: { en: 'Genetic Counsellor', vi: 'Chuyên viên tư vấn di truyền', th: 'ผู้ให้คำปรึกษาด้านพันธุกรรม', zh: '遗传咨询师' },
        location: HCMC,
        employmentType: 'full-time',
        description: {
          en: paras(
            'You will explain GeneWell results to customers in person and by video call: what a predisposition means, what lifestyle changes the evidence supports, and when to see a doctor. You will also help write the plain-language text of our reports.',
            'Requirements: a master’s degree in genetic counselling, or a medical or biology degree with training in medical genetics; at least one year of counselling patients or families; clear, calm communication in Vietnamese and good English.',
            'You will join a team of four counsellors supervised by our Medical Director, with regular case reviews and a training budget for conferences in the region.',
          ),
          vi: paras(
            'Bạn sẽ giải thích kết quả GeneWell cho khách hàng trực tiếp và qua cuộc gọi video: nguy cơ di truyền có ý nghĩa gì, những thay đổi lối sống nào có bằng chứng khoa học ủng hộ, và khi nào cần đi khám bác sĩ. Bạn cũng tham gia biên soạn phần diễn giải dễ hiểu trong báo cáo.',
            'Yêu cầu: thạc sĩ tư vấn di truyền, hoặc tốt nghiệp y khoa, sinh học và đã được đào tạo về di truyền y học; ít nhất một năm kinh nghiệm tư vấn cho người bệnh hoặc gia đình; giao tiếp rõ ràng, điềm tĩnh bằng tiếng Việt và sử dụng tốt tiếng Anh.',
            'Bạn sẽ làm việc trong nhóm bốn chuyên viên tư vấn dưới sự hướng dẫn của Giám đốc Y khoa, có buổi thảo luận ca định kỳ và ngân sách đào tạo để tham dự hội nghị trong khu vực.',
          ),
          th: paras(
            'คุณจะอธิบายผลตรวจของ GeneWell ให้ลูกค้าทั้งแบบพบหน้าและผ่านวิดีโอคอล ว่าความเสี่ยงทางพันธุกรรมหมายถึงอะไร การปรับพฤติกรรมใดมีหลักฐานสนับสนุน และเมื่อใดควรพบแพทย์ รวมถึงช่วยเขียนคำอธิบายในรายงานให้เข้าใจง่าย',
            'คุณสมบัติ: ปริญญาโทด้านการให้คำปรึกษาทางพันธุศาสตร์ หรือปริญญาด้านการแพทย์หรือชีววิทยาที่ผ่านการอบรมด้านพันธุศาสตร์การแพทย์ มีประสบการณ์ให้คำปรึกษาผู้ป่วยหรือครอบครัวอย่างน้อยหนึ่งปี สื่อสารภาษาเวียดนามได้ชัดเจนและใจเย็น และใช้ภาษาอังกฤษได้ดี',
            'คุณจะร่วมทีมที่ปรึกษาสี่คนภายใต้การดูแลของผู้อำนวยการฝ่ายการแพทย์ มีการทบทวนเคสเป็นประจำ และมีงบประมาณสำหรับเข้าร่วมการประชุมวิชาการในภูมิภาค',
          ),
          zh: paras(
            '您将通过面谈和视频通话向客户解读GeneWell检测结果：遗传易感性意味着什么、哪些生活方式调整有证据支持，以及何时应当就医。您还将参与撰写报告中通俗易懂的解读文字。',
            '任职要求：遗传咨询硕士学位，或医学、生物学专业并接受过医学遗传学培训；至少一年患者或家庭咨询经验；能用越南语清晰、沉稳地沟通，英语良好。',
            '您将加入由医学总监指导的四人咨询团队，定期参加病例讨论，并享有参加区域学术会议的培训预算。',
          ),
        },
        postedAt: '2026-11-03T02:00:00Z',
      },
      {
        slug: 'consulting-physician-part-time',
        title: { en: 'Consulting Physician (part-time)', vi: 'Bác sĩ tư vấn (bán thời gian)', th: 'แพทย์ที่ปรึกษา (พาร์ตไทม์)', zh: '兼职咨询医生' },
        location: REMOTE,
        employmentType: 'part-time',
        description: {
          en: paras(
            'You will hold online consultations of 15 to 60 minutes with customers who want a doctor’s view of their results, and refer them to the right specialist when needed. Sessions are booked in advance, in evenings and at weekends.',
            'Requirements: a medical degree and a valid Vietnamese practising certificate; at least three years in internal medicine, family medicine, obstetrics or paediatrics; interest in preventive medicine and genetics.',
            'We provide training on our reports, a quiet consultation platform and payment per session.',
          ),
          vi: paras(
            'Bạn sẽ thực hiện các buổi tư vấn trực tuyến từ 15 đến 60 phút cho khách hàng muốn nghe ý kiến bác sĩ về kết quả của mình, và giới thiệu họ đến đúng chuyên khoa khi cần. Lịch tư vấn được đặt trước, vào buổi tối và cuối tuần.',
            'Yêu cầu: tốt nghiệp bác sĩ đa khoa và có chứng chỉ hành nghề khám bệnh, chữa bệnh còn hiệu lực tại Việt Nam; ít nhất ba năm kinh nghiệm trong chuyên khoa nội, y học gia đình, sản hoặc nhi; quan tâm đến y học dự phòng và di truyền.',
            'Chúng tôi đào tạo về cách đọc báo cáo, cung cấp nền tảng tư vấn trực tuyến và chi trả theo từng buổi tư vấn.',
          ),
          th: paras(
            'คุณจะให้คำปรึกษาออนไลน์ครั้งละ 15 ถึง 60 นาทีแก่ลูกค้าที่ต้องการความเห็นของแพทย์ต่อผลตรวจ และส่งต่อไปยังแพทย์เฉพาะทางที่เหมาะสมเมื่อจำเป็น การนัดหมายจองล่วงหน้า ในช่วงเย็นและวันหยุดสุดสัปดาห์',
            'คุณสมบัติ: ปริญญาแพทยศาสตร์และใบอนุญาตประกอบวิชาชีพเวชกรรมในเวียดนามที่ยังมีผล มีประสบการณ์ด้านอายุรศาสตร์ เวชศาสตร์ครอบครัว สูติศาสตร์ หรือกุมารเวชศาสตร์อย่างน้อยสามปี และสนใจเวชศาสตร์ป้องกันและพันธุศาสตร์',
            'เรามีการอบรมเรื่องการอ่านรายงาน แพลตฟอร์มให้คำปรึกษาออนไลน์ และค่าตอบแทนตามจำนวนครั้งที่ให้คำปรึกษา',
          ),
          zh: paras(
            '您将为希望听取医生意见的客户提供15至60分钟的线上咨询，并在需要时将其转介至合适的专科。咨询时段提前预约，安排在晚间和周末。',
            '任职要求：医学学历及有效的越南执业医师证书；至少三年内科、全科、妇产科或儿科工作经验；对预防医学和遗传学有兴趣。',
            '我们提供报告解读培训和线上咨询平台，并按咨询次数支付报酬。',
          ),
        },
        postedAt: '2026-09-22T02:00:00Z',
      },
    ],
  },
  {
    id: 3,
    slug: 'technology',
    name: { en: 'Technology', vi: 'Công nghệ', th: 'เทคโนโลยี', zh: '技术' },
    jobs: [
      {
        slug: 'backend-engineer-typescript',
        title: { en: 'Backend Engineer (TypeScript)', vi: 'Kỹ sư Backend (TypeScript)', th: 'วิศวกรแบ็กเอนด์ (TypeScript)', zh: '后端工程师（TypeScript）' },
        location: REMOTE,
        employmentType: 'full-time',
        description: {
          en: paras(
            'You will build the services behind our shop, customer accounts and report delivery: TypeScript on Node.js, PostgreSQL, background jobs and careful handling of health data.',
            'Requirements: three years or more building web services in TypeScript or a similar language; solid SQL; experience with automated testing; an understanding of privacy and security for personal data. Experience with health or financial systems is a plus.',
            'The team works remotely across Vietnam and meets in Hà Nội once a quarter. We pay for your equipment and a co-working space if you want one.',
          ),
          vi: paras(
            'Bạn sẽ xây dựng các dịch vụ phía sau cửa hàng trực tuyến, tài khoản khách hàng và hệ thống trả kết quả: TypeScript trên Node.js, PostgreSQL, các tác vụ chạy nền, và xử lý cẩn trọng dữ liệu sức khỏe.',
            'Yêu cầu: từ ba năm kinh nghiệm phát triển dịch vụ web bằng TypeScript hoặc ngôn ngữ tương đương; thành thạo SQL; có kinh nghiệm viết kiểm thử tự động; hiểu về bảo mật và quyền riêng tư của dữ liệu cá nhân. Từng làm hệ thống y tế hoặc tài chính là một lợi thế.',
            'Nhóm làm việc từ xa khắp Việt Nam và gặp nhau tại Hà Nội mỗi quý một lần. Công ty chi trả thiết bị làm việc và chỗ ngồi tại không gian làm việc chung nếu bạn cần.',
          ),
          th: paras(
            'คุณจะพัฒนาบริการเบื้องหลังร้านค้าออนไลน์ บัญชีลูกค้า และการส่งรายงานผลตรวจ ด้วย TypeScript บน Node.js, PostgreSQL งานเบื้องหลัง และการจัดการข้อมูลสุขภาพอย่างระมัดระวัง',
            'คุณสมบัติ: มีประสบการณ์พัฒนาเว็บเซอร์วิสด้วย TypeScript หรือภาษาใกล้เคียงตั้งแต่สามปีขึ้นไป เชี่ยวชาญ SQL มีประสบการณ์เขียนการทดสอบอัตโนมัติ และเข้าใจเรื่องความเป็นส่วนตัวและความปลอดภัยของข้อมูลส่วนบุคคล หากเคยทำระบบด้านสุขภาพหรือการเงินจะพิจารณาเป็นพิเศษ',
            'ทีมทำงานทางไกลจากทั่วเวียดนามและพบกันที่ฮานอยไตรมาสละครั้ง บริษัทออกค่าอุปกรณ์และค่าโคเวิร์กกิงสเปซหากคุณต้องการ',
          ),
          zh: paras(
            '您将开发网店、客户账户和报告交付背后的服务：基于Node.js的TypeScript、PostgreSQL、后台任务，以及对健康数据的审慎处理。',
            '任职要求：三年以上使用TypeScript或类似语言开发Web服务的经验；扎实的SQL能力；有自动化测试经验；了解个人数据的隐私与安全。有医疗或金融系统经验者优先。',
            '团队成员分布在越南各地远程办公，每季度在河内相聚一次。公司承担您的办公设备费用，如有需要也可报销联合办公空间。',
          ),
        },
        postedAt: '2026-11-14T02:00:00Z',
      },
      {
        slug: 'frontend-engineer-react',
        title: { en: 'Frontend Engineer (React)', vi: 'Kỹ sư Frontend (React)', th: 'วิศวกรฟรอนต์เอนด์ (React)', zh: '前端工程师（React）' },
        location: HCMC,
        employmentType: 'full-time',
        description: {
          en: paras(
            'You will build the pages where customers choose a test, follow their sample and read their results, in four languages and on low-end phones as well as laptops.',
            'Requirements: two years or more with React and TypeScript; care for accessibility and performance; experience with internationalised interfaces. Knowing Vietnamese typography and input methods is a plus.',
          ),
          vi: paras(
            'Bạn sẽ xây dựng các trang nơi khách hàng chọn gói xét nghiệm, theo dõi mẫu và đọc kết quả, bằng bốn ngôn ngữ, chạy tốt trên cả điện thoại cấu hình thấp lẫn máy tính xách tay.',
            'Yêu cầu: từ hai năm kinh nghiệm với React và TypeScript; chú trọng khả năng tiếp cận (accessibility) và hiệu năng; từng làm giao diện đa ngôn ngữ. Am hiểu cách hiển thị và bộ gõ tiếng Việt là một lợi thế.',
          ),
          th: paras(
            'คุณจะพัฒนาหน้าเว็บที่ลูกค้าใช้เลือกแพ็กเกจตรวจ ติดตามตัวอย่าง และอ่านผลตรวจ ในสี่ภาษา ให้ใช้งานได้ดีทั้งบนโทรศัพท์สเปกต่ำและแล็ปท็อป',
            'คุณสมบัติ: มีประสบการณ์กับ React และ TypeScript ตั้งแต่สองปีขึ้นไป ใส่ใจเรื่องการเข้าถึงได้และประสิทธิภาพ เคยทำอินเทอร์เฟซหลายภาษา หากเข้าใจการแสดงผลและการพิมพ์ภาษาเวียดนามจะพิจารณาเป็นพิเศษ',
          ),
          zh: paras(
            '您将开发客户选择检测套餐、追踪样本和阅读结果的页面，支持四种语言，并确保在低端手机和笔记本电脑上都运行流畅。',
            '任职要求：两年以上React和TypeScript经验；重视无障碍与性能；有多语言界面开发经验。熟悉越南语排版和输入法者优先。',
          ),
        },
        postedAt: '2026-10-15T02:00:00Z',
      },
      {
        slug: 'bioinformatics-engineer',
        title: { en: 'Bioinformatics Engineer', vi: 'Kỹ sư Tin sinh học', th: 'วิศวกรชีวสารสนเทศ', zh: '生物信息工程师' },
        location: HA_NOI,
        employmentType: 'contract',
        description: {
          en: paras(
            'A twelve-month contract, with the possibility of a permanent role, to extend our genotype imputation and quality-control pipeline and validate new reports against Vietnamese reference data.',
            'Requirements: a degree in bioinformatics, computational biology or computer science; experience with Python and standard genomics tools (PLINK, bcftools or similar); comfort working on Linux servers; a careful approach to reproducibility.',
            'You will work with our Head of Bioinformatics and the research team of our partner institute in Hà Nội.',
          ),
          vi: paras(
            'Hợp đồng mười hai tháng, có khả năng chuyển sang hợp đồng chính thức, để mở rộng quy trình suy luận kiểu gen (imputation) và kiểm soát chất lượng dữ liệu, đồng thời kiểm chứng các báo cáo mới dựa trên dữ liệu tham chiếu của người Việt.',
            'Yêu cầu: tốt nghiệp chuyên ngành tin sinh học, sinh học tính toán hoặc khoa học máy tính; có kinh nghiệm với Python và các công cụ phân tích hệ gen phổ biến (PLINK, bcftools hoặc tương đương); làm việc thành thạo trên máy chủ Linux; cẩn thận với tính tái lập của kết quả.',
            'Bạn sẽ làm việc cùng Trưởng nhóm Tin sinh học và nhóm nghiên cứu của viện đối tác tại Hà Nội.',
          ),
          th: paras(
            'สัญญาจ้างสิบสองเดือน มีโอกาสเป็นพนักงานประจำ เพื่อขยายระบบการประมาณค่าจีโนไทป์ (imputation) และการควบคุมคุณภาพข้อมูล รวมถึงตรวจสอบความถูกต้องของรายงานใหม่กับข้อมูลอ้างอิงของคนเวียดนาม',
            'คุณสมบัติ: ปริญญาด้านชีวสารสนเทศ ชีววิทยาเชิงคำนวณ หรือวิทยาการคอมพิวเตอร์ มีประสบการณ์ใช้ Python และเครื่องมือด้านจีโนมิกส์ที่ใช้กันทั่วไป (PLINK, bcftools หรือเทียบเท่า) ทำงานบนเซิร์ฟเวอร์ Linux ได้คล่อง และให้ความสำคัญกับการทำซ้ำผลได้',
            'คุณจะทำงานร่วมกับหัวหน้าฝ่ายชีวสารสนเทศของเราและทีมวิจัยของสถาบันพันธมิตรในฮานอย',
          ),
          zh: paras(
            '为期十二个月的合同岗位，可转为正式员工，负责扩展我们的基因型填补（imputation）与质量控制流程，并基于越南人群参考数据验证新报告。',
            '任职要求：生物信息学、计算生物学或计算机科学专业学历；熟悉Python及常用基因组分析工具（PLINK、bcftools或类似工具）；能熟练在Linux服务器上工作；重视结果的可重复性。',
            '您将与我们的生物信息学负责人以及河内合作研究院的科研团队共同工作。',
          ),
        },
        postedAt: '2026-08-30T02:00:00Z',
      },
    ],
  },
  {
    id: 4,
    slug: 'customer-care',
    name: { en: 'Customer care', vi: 'Chăm sóc khách hàng', th: 'บริการลูกค้า', zh: '客户服务' },
    jobs: [
      {
        slug: 'customer-care-specialist',
        title: { en: 'Customer Care Specialist', vi: 'Chuyên viên chăm sóc khách hàng', th: 'เจ้าหน้าที่ดูแลลูกค้า', zh: '客户服务专员' },
        location: HCMC,
        employmentType: 'full-time',
        description: {
          en: paras(
            'You will answer customers by phone, chat and email: choosing a test, collecting a saliva sample at home, tracking delivery and booking a consultation. Questions about the meaning of results go to our counsellors, and you will know when to pass them on.',
            'Requirements: at least one year in customer service; warm, patient Vietnamese and working English; care with personal information. Experience in healthcare or pharmacy is a plus.',
            'Shifts run from 8:00 to 20:00, Monday to Saturday, with a rotating schedule agreed a month ahead.',
          ),
          vi: paras(
            'Bạn sẽ hỗ trợ khách hàng qua điện thoại, chat và email: chọn gói xét nghiệm, tự lấy mẫu nước bọt tại nhà, theo dõi vận chuyển và đặt lịch tư vấn. Các câu hỏi về ý nghĩa kết quả sẽ được chuyển cho chuyên viên tư vấn di truyền, và bạn sẽ được hướng dẫn khi nào cần chuyển.',
            'Yêu cầu: ít nhất một năm kinh nghiệm chăm sóc khách hàng; giao tiếp tiếng Việt nhẹ nhàng, kiên nhẫn và sử dụng được tiếng Anh trong công việc; cẩn trọng với thông tin cá nhân. Từng làm trong lĩnh vực y tế hoặc dược là một lợi thế.',
            'Ca làm việc từ 8:00 đến 20:00, thứ Hai đến thứ Bảy, xoay ca theo lịch được thống nhất trước một tháng.',
          ),
          th: paras(
            'คุณจะตอบลูกค้าทางโทรศัพท์ แชต และอีเมล เรื่องการเลือกแพ็กเกจตรวจ การเก็บตัวอย่างน้ำลายที่บ้าน การติดตามการจัดส่ง และการนัดหมายปรึกษา คำถามเกี่ยวกับความหมายของผลตรวจจะส่งต่อให้ผู้ให้คำปรึกษาด้านพันธุกรรม และคุณจะได้รับการอบรมว่าเมื่อใดควรส่งต่อ',
            'คุณสมบัติ: มีประสบการณ์งานบริการลูกค้าอย่างน้อยหนึ่งปี สื่อสารภาษาเวียดนามอย่างอบอุ่นและอดทน ใช้ภาษาอังกฤษในการทำงานได้ และระมัดระวังเรื่องข้อมูลส่วนบุคคล หากมีประสบการณ์ด้านสุขภาพหรือร้านยาจะพิจารณาเป็นพิเศษ',
            'เวลาทำงาน 8:00 ถึง 20:00 น. วันจันทร์ถึงวันเสาร์ หมุนเวียนกะตามตารางที่ตกลงกันล่วงหน้าหนึ่งเดือน',
          ),
          zh: paras(
            '您将通过电话、在线聊天和电子邮件为客户提供帮助：选择检测套餐、在家自行采集唾液样本、追踪物流以及预约咨询。有关结果含义的问题将转交遗传咨询师，我们会培训您判断何时需要转交。',
            '任职要求：至少一年客户服务经验；越南语沟通亲切、耐心，英语可满足工作需要；谨慎对待个人信息。有医疗或药房工作经验者优先。',
            '工作时间为周一至周六8:00至20:00，按提前一个月商定的排班表轮班。',
          ),
        },
        postedAt: '2026-11-18T02:00:00Z',
      },
      {
        slug: 'sample-logistics-coordinator',
        title: { en: 'Sample Logistics Coordinator', vi: 'Nhân viên điều phối vận chuyển mẫu', th: 'เจ้าหน้าที่ประสานงานขนส่งตัวอย่าง', zh: '样本物流协调员' },
        location: HA_NOI,
        employmentType: 'full-time',
        description: {
          en: paras(
            'You will make sure every kit reaches its customer and every sample reaches the laboratory on time: working with our delivery partners, following up on late parcels and keeping customers informed.',
            'Requirements: one year or more in logistics, e-commerce operations or customer service; organised and comfortable with spreadsheets; a calm voice on the phone when a parcel is late.',
          ),
          vi: paras(
            'Bạn sẽ bảo đảm mỗi bộ kit đến tay khách hàng và mỗi mẫu xét nghiệm về đến phòng xét nghiệm đúng hạn: phối hợp với các đơn vị giao hàng, theo dõi các kiện hàng bị chậm và thông báo kịp thời cho khách hàng.',
            'Yêu cầu: từ một năm kinh nghiệm trong lĩnh vực logistics, vận hành thương mại điện tử hoặc chăm sóc khách hàng; làm việc có tổ chức, sử dụng thành thạo bảng tính; giữ được sự bình tĩnh khi trao đổi với khách về đơn hàng bị chậm.',
          ),
          th: paras(
            'คุณจะดูแลให้ชุดตรวจทุกชุดถึงมือลูกค้า และตัวอย่างทุกชิ้นถึงห้องปฏิบัติการตรงเวลา โดยประสานงานกับผู้ให้บริการขนส่ง ติดตามพัสดุที่ล่าช้า และแจ้งความคืบหน้าให้ลูกค้าทราบ',
            'คุณสมบัติ: มีประสบการณ์ด้านโลจิสติกส์ การปฏิบัติการอีคอมเมิร์ซ หรือบริการลูกค้าตั้งแต่หนึ่งปีขึ้นไป ทำงานเป็นระบบ ใช้สเปรดชีตได้คล่อง และพูดคุยกับลูกค้าได้อย่างใจเย็นเมื่อพัสดุล่าช้า',
          ),
          zh: paras(
            '您将确保每一套试剂盒准时送达客户、每一份样本准时送达实验室：对接物流合作伙伴，跟进延误包裹，并及时告知客户进展。',
            '任职要求：一年以上物流、电商运营或客户服务经验；做事有条理，熟练使用电子表格；在包裹延误时能平和地与客户沟通。',
          ),
        },
        postedAt: '2026-10-05T02:00:00Z',
      },
    ],
  },
];

// ---- news ----------------------------------------------------------------------------------

const NEWSROOM = 'GeneWell Newsroom';

const newsArticles: SeedNewsArticle[] = [
  {
    slug: 'genewell-laboratory-iso-15189-accreditation',
    categorySlug: 'company-news',
    title: {
      en: 'GeneWell’s Hà Nội laboratory accredited to ISO 15189:2022',
      vi: 'Phòng xét nghiệm GeneWell tại Hà Nội đạt công nhận ISO 15189:2022',
      th: 'ห้องปฏิบัติการของ GeneWell ในฮานอยได้รับการรับรองมาตรฐาน ISO 15189:2022',
      zh: 'GeneWell河内实验室获得ISO 15189:2022认可',
    },
    summary: {
      en: 'After an eighteen-month preparation and a four-day assessment, our laboratory meets the international standard for the quality and competence of medical laboratories.',
      vi: 'Sau mười tám tháng chuẩn bị và bốn ngày đánh giá, phòng xét nghiệm của chúng tôi đã đáp ứng tiêu chuẩn quốc tế về chất lượng và năng lực của phòng xét nghiệm y tế.',
      th: 'หลังการเตรียมความพร้อมสิบแปดเดือนและการตรวจประเมินสี่วัน ห้องปฏิบัติการของเราผ่านมาตรฐานสากลด้านคุณภาพและความสามารถของห้องปฏิบัติการทางการแพทย์',
      zh: '经过十八个月的准备和为期四天的评审，我们的实验室已达到医学实验室质量和能力的国际标准。',
    },
    body: {
      en: paras(
        'The GeneWell laboratory in Cầu Giấy, Hà Nội, has been accredited to ISO 15189:2022, the international standard for the quality and competence of medical laboratories. The accreditation covers DNA extraction from saliva and cheek swabs and genotyping on microarrays, the two steps behind every GeneWell report.',
        'A team of assessors spent four days in the laboratory, reviewing our procedures, records and equipment, observing technicians at work and tracing sample results back to the raw data. They also checked our results in external quality assessment, where an independent provider sends us samples of known genotype without telling us the answer.',
        '“Accreditation does not change what our customers see in their report,” said TS. Đỗ Thị Lan Anh, Laboratory Director. “It means an outside body has checked that every result comes from a controlled, traceable process, and that we keep checking it.”',
        'The accreditation is reviewed every year with surveillance visits. GeneWell will publish its scope of accreditation on this site so that customers and partner doctors can see exactly which tests it covers.',
      ),
      vi: paras(
        'Phòng xét nghiệm GeneWell tại quận Cầu Giấy, Hà Nội, vừa được công nhận đạt tiêu chuẩn ISO 15189:2022, tiêu chuẩn quốc tế về chất lượng và năng lực của phòng xét nghiệm y tế. Phạm vi công nhận bao gồm tách chiết DNA từ mẫu nước bọt, mẫu niêm mạc miệng và phân tích kiểu gen trên chip, hai công đoạn làm nên mọi báo cáo của GeneWell.',
        'Đoàn chuyên gia đánh giá đã làm việc bốn ngày tại phòng xét nghiệm, xem xét quy trình, hồ sơ và trang thiết bị, quan sát kỹ thuật viên thao tác và truy xuất kết quả của từng mẫu về dữ liệu gốc. Đoàn cũng kiểm tra kết quả ngoại kiểm của chúng tôi, trong đó một đơn vị độc lập gửi các mẫu đã biết trước kiểu gen mà không cho chúng tôi biết đáp án.',
        '“Việc được công nhận không làm thay đổi những gì khách hàng đọc trong báo cáo,” TS. Đỗ Thị Lan Anh, Giám đốc Phòng xét nghiệm, chia sẻ. “Điều đó có nghĩa là một tổ chức bên ngoài đã xác nhận mỗi kết quả đều đến từ một quy trình được kiểm soát và truy xuất được, và chúng tôi sẽ tiếp tục được kiểm tra.”',
        'Chứng nhận được giám sát định kỳ hằng năm. GeneWell sẽ công bố phạm vi công nhận trên trang web này để khách hàng và các bác sĩ đối tác biết chính xác những xét nghiệm nào được bao gồm.',
      ),
      th: paras(
        'ห้องปฏิบัติการของ GeneWell ในเขต Cầu Giấy กรุงฮานอย ได้รับการรับรองตามมาตรฐาน ISO 15189:2022 ซึ่งเป็นมาตรฐานสากลด้านคุณภาพและความสามารถของห้องปฏิบัติการทางการแพทย์ ขอบข่ายการรับรองครอบคลุมการสกัดดีเอ็นเอจากน้ำลายและเยื่อบุกระพุ้งแก้ม และการวิเคราะห์จีโนไทป์ด้วยไมโครอาร์เรย์ ซึ่งเป็นสองขั้นตอนหลักของรายงานทุกฉบับของ GeneWell',
        'คณะผู้ตรวจประเมินใช้เวลาสี่วันในห้องปฏิบัติการ ทบทวนขั้นตอน บันทึก และเครื่องมือ สังเกตการทำงานของนักเทคนิค และสอบย้อนผลของตัวอย่างกลับไปยังข้อมูลดิบ รวมถึงตรวจผลการประเมินคุณภาพจากภายนอก ซึ่งผู้ให้บริการอิสระส่งตัวอย่างที่ทราบจีโนไทป์อยู่แล้วมาให้เราโดยไม่บอกคำตอบ',
        '“การรับรองไม่ได้เปลี่ยนสิ่งที่ลูกค้าเห็นในรายงาน” ดร. Đỗ Thị Lan Anh ผู้อำนวยการห้องปฏิบัติการกล่าว “แต่หมายความว่าหน่วยงานภายนอกได้ยืนยันแล้วว่าทุกผลตรวจมาจากกระบวนการที่มีการควบคุมและสอบย้อนได้ และเราจะยังคงถูกตรวจสอบต่อไป”',
        'การรับรองนี้มีการตรวจติดตามทุกปี GeneWell จะเผยแพร่ขอบข่ายการรับรองบนเว็บไซต์นี้ เพื่อให้ลูกค้าและแพทย์พันธมิตรทราบแน่ชัดว่าครอบคลุมการตรวจใดบ้าง',
      ),
      zh: paras(
        'GeneWell位于河内纸桥郡的实验室已获得ISO 15189:2022认可，这是医学实验室质量和能力的国际标准。认可范围涵盖从唾液和口腔拭子中提取DNA，以及基于芯片的基因分型——这正是每一份GeneWell报告背后的两个关键环节。',
        '评审组在实验室进行了为期四天的现场评审，审查操作规程、记录和设备，观察技术员操作，并将样本结果追溯至原始数据。评审组还核查了我们的室间质评结果：由独立机构寄来已知基因型的样本，但不告知答案。',
        '“获得认可并不会改变客户在报告中看到的内容，”实验室主任Đỗ Thị Lan Anh博士表示，“它意味着外部机构已确认每一项结果都来自受控、可追溯的流程，而且这种核查会持续进行。”',
        '该认可每年接受监督评审。GeneWell将在本网站公布认可范围，方便客户和合作医生准确了解哪些检测项目在认可范围之内。',
      ),
    },
    publishedAt: '2025-03-18T03:00:00Z',
    image: scene('news', 'lab', 'iso-15189-accreditation'),
    source: NEWSROOM,
  },
  {
    slug: 'an-khang-clinic-partnership',
    categorySlug: 'company-news',
    title: {
      en: 'GeneWell and An Khang Clinic bring sample collection and doctor consultations to Ho Chi Minh City',
      vi: 'GeneWell hợp tác cùng Phòng khám Đa khoa An Khang: lấy mẫu và tư vấn bác sĩ tại TP. Hồ Chí Minh',
      th: 'GeneWell จับมือคลินิก An Khang ให้บริการเก็บตัวอย่างและปรึกษาแพทย์ในนครโฮจิมินห์',
      zh: 'GeneWell携手An Khang综合诊所，在胡志明市提供采样与医生咨询服务',
    },
    summary: {
      en: 'Customers in the south can now give their sample at the clinic and book a face-to-face appointment with a doctor to go through their results.',
      vi: 'Khách hàng khu vực phía Nam nay có thể đến phòng khám để lấy mẫu và đặt lịch gặp trực tiếp bác sĩ để được giải thích kết quả.',
      th: 'ลูกค้าในภาคใต้ของเวียดนามสามารถเก็บตัวอย่างที่คลินิก และนัดพบแพทย์เพื่อทบทวนผลตรวจได้แล้ว',
      zh: '南部地区的客户现在可以到诊所采集样本，并预约医生面对面解读检测结果。',
    },
    body: {
      en: paras(
        'GeneWell has signed a partnership with Phòng khám Đa khoa An Khang, a general clinic in District 3, Ho Chi Minh City. From this month, customers who prefer not to collect their sample at home can have it taken at the clinic by trained staff, and the sample is sent to our Hà Nội laboratory the same day.',
        'The clinic’s doctors have completed GeneWell’s training on reading our reports. Customers can book a 30-minute appointment to go through their results, ask about follow-up tests and, where appropriate, be referred to a specialist such as a cardiologist or an endocrinologist.',
        '“A genetic result is most useful when someone who knows the patient helps put it in context,” said TS. BS. Nguyễn Thị Mai, GeneWell’s Medical Director. “Working with a clinic means the conversation can continue with a doctor who also sees the person’s blood tests, history and lifestyle.”',
      ),
      vi: paras(
        'GeneWell vừa ký kết hợp tác với Phòng khám Đa khoa An Khang tại Quận 3, TP. Hồ Chí Minh. Từ tháng này, khách hàng không muốn tự lấy mẫu tại nhà có thể đến phòng khám để được nhân viên đã qua đào tạo lấy mẫu; mẫu được gửi về phòng xét nghiệm của chúng tôi tại Hà Nội ngay trong ngày.',
        'Các bác sĩ của phòng khám đã hoàn thành khóa đào tạo đọc báo cáo của GeneWell. Khách hàng có thể đặt lịch tư vấn 30 phút để được giải thích kết quả, hỏi về các xét nghiệm cần làm thêm và, khi cần thiết, được giới thiệu đến bác sĩ chuyên khoa như tim mạch hay nội tiết.',
        '“Kết quả xét nghiệm gen phát huy giá trị nhất khi có người hiểu rõ người bệnh giúp đặt nó vào đúng bối cảnh,” TS. BS. Nguyễn Thị Mai, Giám đốc Y khoa GeneWell, cho biết. “Hợp tác với phòng khám giúp câu chuyện được tiếp nối cùng bác sĩ, người đồng thời nắm được kết quả xét nghiệm máu, tiền sử và lối sống của khách hàng.”',
      ),
      th: paras(
        'GeneWell ได้ลงนามความร่วมมือกับ Phòng khám Đa khoa An Khang คลินิกเวชกรรมทั่วไปในเขต 3 นครโฮจิมินห์ ตั้งแต่เดือนนี้ ลูกค้าที่ไม่สะดวกเก็บตัวอย่างเองที่บ้านสามารถให้เจ้าหน้าที่ที่ผ่านการอบรมเก็บตัวอย่างที่คลินิกได้ และตัวอย่างจะถูกส่งไปยังห้องปฏิบัติการของเราในฮานอยภายในวันเดียวกัน',
        'แพทย์ของคลินิกผ่านการอบรมการอ่านรายงานของ GeneWell แล้ว ลูกค้าสามารถนัดหมาย 30 นาทีเพื่อทบทวนผลตรวจ สอบถามเรื่องการตรวจติดตามเพิ่มเติม และหากเหมาะสม จะได้รับการส่งต่อไปยังแพทย์เฉพาะทาง เช่น แพทย์โรคหัวใจหรือแพทย์ต่อมไร้ท่อ',
        '“ผลการตรวจยีนจะมีประโยชน์ที่สุดเมื่อมีผู้ที่รู้จักผู้ป่วยช่วยอธิบายในบริบทที่ถูกต้อง” แพทย์หญิง Nguyễn Thị Mai ผู้อำนวยการฝ่ายการแพทย์ของ GeneWell กล่าว “การทำงานร่วมกับคลินิกทำให้การพูดคุยดำเนินต่อไปกับแพทย์ที่เห็นทั้งผลเลือด ประวัติ และวิถีชีวิตของลูกค้า”',
      ),
      zh: paras(
        'GeneWell已与位于胡志明市第三郡的综合诊所Phòng khám Đa khoa An Khang签署合作协议。从本月起，不便在家自行采样的客户可前往诊所，由经过培训的工作人员采集样本，样本当天即寄往我们的河内实验室。',
        '诊所医生已完成GeneWell报告解读培训。客户可预约30分钟的面诊，由医生讲解检测结果、说明是否需要进一步检查，并在必要时转诊至心血管内科或内分泌科等专科。',
        '“基因检测结果只有在了解患者的人帮助下放到具体情境中，才最有价值，”GeneWell医学总监Nguyễn Thị Mai医生表示，“与诊所合作，意味着客户可以继续与同时掌握其血液检查、病史和生活方式的医生沟通。”',
      ),
    },
    publishedAt: '2025-05-06T02:30:00Z',
    image: scene('news', 'partner', 'an-khang-clinic'),
    source: NEWSROOM,
  },
  {
    slug: 'vietnamese-reference-panel-research-programme',
    categorySlug: 'science',
    title: {
      en: 'A genetic reference panel for the Vietnamese population: our research programme with Sông Hồng Institute',
      vi: 'Xây dựng bộ dữ liệu tham chiếu di truyền cho người Việt: chương trình nghiên cứu cùng Học viện Y sinh Sông Hồng',
      th: 'ชุดข้อมูลอ้างอิงทางพันธุกรรมสำหรับประชากรเวียดนาม: โครงการวิจัยร่วมกับสถาบัน Sông Hồng',
      zh: '为越南人群建立遗传参考数据集：我们与Sông Hồng研究院的科研项目',
    },
    summary: {
      en: 'Five thousand volunteers from all regions of Vietnam will help make genetic reports more accurate for the people who actually read them.',
      vi: 'Năm nghìn tình nguyện viên từ mọi vùng miền sẽ giúp các báo cáo di truyền chính xác hơn cho chính người Việt.',
      th: 'อาสาสมัครห้าพันคนจากทุกภูมิภาคของเวียดนามจะช่วยให้รายงานทางพันธุกรรมแม่นยำขึ้นสำหรับคนเวียดนามเอง',
      zh: '来自越南各地区的五千名志愿者，将帮助基因报告对越南人自身更加准确。',
    },
    body: {
      en: paras(
        'Most of the large genetic studies behind today’s health reports were carried out in people of European ancestry. Gene variants that are common in Vietnam can be rare in those studies, and the reverse is also true, so a score designed elsewhere may be less accurate here.',
        'Together with Học viện Y sinh Sông Hồng in Hà Nội, GeneWell is starting a three-year programme to genotype 5,000 adult volunteers from the north, centre and south of the country. Volunteers give written consent, can withdraw at any time, and their data is stored without names under the supervision of the institute’s ethics committee.',
        'The resulting reference panel will be used to check how often each variant in our reports appears in Vietnamese people, to improve genotype imputation, and to recalibrate risk scores. A summary of the allele frequencies, with no individual data, will be made available to other Vietnamese researchers.',
        'Recruitment opens in September at health events in Hà Nội, Huế and Ho Chi Minh City. Volunteers receive a summary of their own results in the form of a standard GeneWell report, with a free consultation.',
      ),
      vi: paras(
        'Phần lớn các nghiên cứu di truyền quy mô lớn làm nền tảng cho báo cáo sức khỏe hiện nay được thực hiện trên người gốc châu Âu. Những biến thể gen phổ biến ở người Việt có thể hiếm gặp trong các nghiên cứu đó và ngược lại, vì vậy một thang điểm nguy cơ xây dựng ở nơi khác có thể kém chính xác khi áp dụng tại Việt Nam.',
        'Cùng với Học viện Y sinh Sông Hồng tại Hà Nội, GeneWell khởi động chương trình ba năm nhằm phân tích kiểu gen của 5.000 tình nguyện viên trưởng thành ở ba miền Bắc, Trung, Nam. Tình nguyện viên ký văn bản đồng ý tham gia, có thể rút lui bất kỳ lúc nào, và dữ liệu được lưu trữ ẩn danh dưới sự giám sát của Hội đồng Đạo đức của Học viện.',
        'Bộ dữ liệu tham chiếu sẽ được dùng để xác định tần suất mỗi biến thể trong báo cáo của chúng tôi ở người Việt, cải thiện việc suy luận kiểu gen và hiệu chỉnh lại các thang điểm nguy cơ. Bản tổng hợp tần số alen, không chứa dữ liệu cá nhân, sẽ được chia sẻ với các nhà nghiên cứu Việt Nam khác.',
        'Việc tuyển tình nguyện viên bắt đầu từ tháng 9 tại các sự kiện sức khỏe ở Hà Nội, Huế và TP. Hồ Chí Minh. Mỗi tình nguyện viên nhận một bản tóm tắt kết quả của chính mình dưới dạng báo cáo GeneWell tiêu chuẩn, kèm một buổi tư vấn miễn phí.',
      ),
      th: paras(
        'งานวิจัยทางพันธุกรรมขนาดใหญ่ที่เป็นรากฐานของรายงานสุขภาพในปัจจุบันส่วนใหญ่ทำในผู้มีเชื้อสายยุโรป รูปแบบยีนที่พบบ่อยในเวียดนามอาจพบน้อยในงานวิจัยเหล่านั้น และในทางกลับกันก็เช่นกัน คะแนนความเสี่ยงที่พัฒนาจากที่อื่นจึงอาจแม่นยำน้อยลงเมื่อนำมาใช้ที่นี่',
        'GeneWell ร่วมกับ Học viện Y sinh Sông Hồng ในฮานอย เริ่มโครงการสามปีเพื่อวิเคราะห์จีโนไทป์ของอาสาสมัครผู้ใหญ่ 5,000 คนจากภาคเหนือ ภาคกลาง และภาคใต้ อาสาสมัครลงนามยินยอมเป็นลายลักษณ์อักษร ถอนตัวได้ทุกเมื่อ และข้อมูลจะถูกจัดเก็บโดยไม่ระบุชื่อภายใต้การกำกับของคณะกรรมการจริยธรรมของสถาบัน',
        'ชุดข้อมูลอ้างอิงนี้จะใช้ตรวจสอบความถี่ของแต่ละรูปแบบยีนในรายงานของเราในคนเวียดนาม ปรับปรุงการประมาณค่าจีโนไทป์ และปรับเทียบคะแนนความเสี่ยงใหม่ สรุปความถี่ของอัลลีลซึ่งไม่มีข้อมูลรายบุคคลจะเปิดให้นักวิจัยชาวเวียดนามคนอื่นใช้ได้',
        'การรับสมัครอาสาสมัครเริ่มในเดือนกันยายนที่งานสุขภาพในฮานอย เว้ และนครโฮจิมินห์ อาสาสมัครจะได้รับสรุปผลของตนเองในรูปแบบรายงานมาตรฐานของ GeneWell พร้อมการให้คำปรึกษาฟรี',
      ),
      zh: paras(
        '目前健康报告所依据的大型遗传学研究，大多是在欧洲血统人群中开展的。在越南常见的基因变异在这些研究中可能很少见，反之亦然，因此在其他地区建立的评分模型用于越南人时，准确性可能会下降。',
        'GeneWell与河内的Học viện Y sinh Sông Hồng共同启动一项为期三年的项目，对来自越南北部、中部和南部的5,000名成年志愿者进行基因分型。志愿者签署书面知情同意书，可随时退出，其数据在研究院伦理委员会的监督下以匿名方式保存。',
        '由此建立的参考数据集将用于核实报告中每个变异在越南人群中的出现频率，改进基因型填补，并重新校准风险评分。不含个人数据的等位基因频率汇总将向其他越南研究人员开放。',
        '志愿者招募将于九月在河内、顺化和胡志明市的健康活动上启动。每位志愿者将获得一份标准GeneWell报告形式的个人结果摘要，并享有一次免费咨询。',
      ),
    },
    publishedAt: '2025-06-24T02:00:00Z',
    image: scene('news', 'chart', 'vietnamese-reference-panel'),
    source: NEWSROOM,
  },
  {
    slug: 'lactose-intolerance-asian-adults-research',
    categorySlug: 'science',
    title: {
      en: 'Why most Asian adults digest milk less well, and what the research says to do about it',
      vi: 'Vì sao phần lớn người trưởng thành châu Á tiêu hóa sữa kém hơn, và nghiên cứu khuyên gì',
      th: 'ทำไมผู้ใหญ่ชาวเอเชียส่วนใหญ่ย่อยนมได้น้อยลง และงานวิจัยแนะนำอย่างไร',
      zh: '为什么大多数亚洲成年人不太能消化牛奶？研究给出了哪些建议',
    },
    summary: {
      en: 'Losing some of the enzyme that digests lactose after childhood is the norm in East and Southeast Asia, not a disease. A review of the evidence.',
      vi: 'Giảm dần enzyme tiêu hóa lactose sau tuổi thơ là điều bình thường ở Đông Á và Đông Nam Á, không phải bệnh. Tổng quan các bằng chứng khoa học.',
      th: 'การที่เอนไซม์ย่อยแล็กโทสลดลงหลังวัยเด็กเป็นเรื่องปกติในเอเชียตะวันออกและเอเชียตะวันออกเฉียงใต้ ไม่ใช่โรค สรุปหลักฐานทางวิทยาศาสตร์',
      zh: '儿童期后乳糖酶活性下降在东亚和东南亚是常态，而非疾病。一文梳理相关研究证据。',
    },
    body: {
      en: paras(
        'All babies produce lactase, the enzyme that breaks down the sugar in milk. In most people in the world, production falls after weaning. The ability to keep digesting lactose into adulthood, called lactase persistence, became common only in some populations, mostly in northern Europe, East Africa and the Middle East, and is linked to a handful of gene variants near the LCT gene.',
        'Studies in East and Southeast Asia consistently find that a large majority of adults have reduced lactase activity. That does not mean they must avoid dairy: many people with reduced lactase have no symptoms with a small glass of milk, especially with a meal, and yoghurt and hard cheese contain much less lactose.',
        'A genetic test can tell you whether you carry a lactase-persistence variant, but symptoms such as bloating or diarrhoea after milk can have other causes, including irritable bowel syndrome or coeliac disease. If symptoms are frequent or severe, see a doctor rather than relying on a gene result.',
        'For people who eat little dairy, the main concern is calcium. Tofu set with calcium, small fish eaten with their bones, green leafy vegetables and calcium-fortified soy milk are good sources in a Vietnamese diet.',
      ),
      vi: paras(
        'Mọi trẻ sơ sinh đều sản xuất lactase, enzyme phân giải đường trong sữa. Ở phần lớn dân số thế giới, lượng enzyme này giảm dần sau khi cai sữa. Khả năng tiếp tục tiêu hóa lactose khi trưởng thành, gọi là duy trì lactase, chỉ trở nên phổ biến ở một số cộng đồng, chủ yếu ở Bắc Âu, Đông Phi và Trung Đông, và liên quan đến một vài biến thể gen gần gen LCT.',
        'Các nghiên cứu tại Đông Á và Đông Nam Á đều cho thấy đa số người trưởng thành có hoạt tính lactase giảm. Điều đó không có nghĩa là phải kiêng hoàn toàn sữa: nhiều người giảm lactase vẫn không có triệu chứng khi uống một ly sữa nhỏ, nhất là khi uống cùng bữa ăn; sữa chua và phô mai cứng chứa ít lactose hơn nhiều.',
        'Xét nghiệm gen có thể cho biết bạn có mang biến thể duy trì lactase hay không, nhưng các triệu chứng như đầy hơi hay tiêu chảy sau khi uống sữa có thể do nguyên nhân khác, như hội chứng ruột kích thích hay bệnh celiac. Nếu triệu chứng xảy ra thường xuyên hoặc nặng, hãy đi khám bác sĩ thay vì chỉ dựa vào kết quả gen.',
        'Với người ăn ít sản phẩm từ sữa, điều cần lưu ý nhất là canxi. Đậu phụ, cá nhỏ ăn cả xương, rau lá xanh đậm và sữa đậu nành bổ sung canxi là những nguồn canxi tốt trong bữa ăn của người Việt.',
      ),
      th: paras(
        'ทารกทุกคนสร้างแล็กเทส ซึ่งเป็นเอนไซม์ที่ย่อยน้ำตาลในนม แต่ในคนส่วนใหญ่ของโลก การสร้างเอนไซม์นี้จะลดลงหลังหย่านม ความสามารถในการย่อยแล็กโทสได้ต่อเนื่องจนเป็นผู้ใหญ่ เรียกว่าภาวะคงอยู่ของแล็กเทส พบบ่อยเฉพาะในบางกลุ่มประชากร ส่วนใหญ่ในยุโรปเหนือ แอฟริกาตะวันออก และตะวันออกกลาง และสัมพันธ์กับรูปแบบยีนไม่กี่ตำแหน่งใกล้ยีน LCT',
        'งานวิจัยในเอเชียตะวันออกและเอเชียตะวันออกเฉียงใต้พบตรงกันว่าผู้ใหญ่ส่วนใหญ่มีการทำงานของแล็กเทสลดลง แต่ไม่ได้หมายความว่าต้องงดผลิตภัณฑ์นมทั้งหมด หลายคนไม่มีอาการเมื่อดื่มนมแก้วเล็กโดยเฉพาะพร้อมมื้ออาหาร และโยเกิร์ตกับชีสแข็งมีแล็กโทสน้อยกว่ามาก',
        'การตรวจยีนบอกได้ว่าคุณมีรูปแบบยีนที่ทำให้แล็กเทสคงอยู่หรือไม่ แต่อาการท้องอืดหรือท้องเสียหลังดื่มนมอาจเกิดจากสาเหตุอื่น เช่น ลำไส้แปรปรวนหรือโรคซีลิแอค หากมีอาการบ่อยหรือรุนแรง ควรพบแพทย์แทนการพึ่งผลตรวจยีนเพียงอย่างเดียว',
        'สำหรับผู้ที่บริโภคผลิตภัณฑ์นมน้อย สิ่งที่ต้องใส่ใจคือแคลเซียม เต้าหู้ ปลาตัวเล็กที่กินได้ทั้งกระดูก ผักใบเขียวเข้ม และนมถั่วเหลืองเสริมแคลเซียมเป็นแหล่งแคลเซียมที่ดี',
      ),
      zh: paras(
        '所有婴儿都能产生乳糖酶，即分解奶中糖分的酶。但在全世界大多数人身上，断奶后乳糖酶的分泌会逐渐减少。成年后仍能持续消化乳糖的能力称为“乳糖酶持续性”，只在部分人群中较为常见，主要分布在北欧、东非和中东，并与LCT基因附近的少数几个变异有关。',
        '东亚和东南亚的研究一致发现，大多数成年人的乳糖酶活性有所下降。但这并不意味着必须完全避免乳制品：许多乳糖酶活性降低的人喝一小杯牛奶并不会出现症状，尤其是随餐饮用时；酸奶和硬质奶酪中的乳糖含量也低得多。',
        '基因检测可以告诉您是否携带乳糖酶持续性变异，但喝奶后腹胀或腹泻也可能由其他原因引起，例如肠易激综合征或乳糜泻。如果症状频繁或严重，请就医，而不要仅凭基因结果下结论。',
        '对于乳制品摄入较少的人来说，最需要关注的是钙。豆腐、连骨一起食用的小鱼、深绿色叶菜以及加钙豆奶，都是越南饮食中良好的钙来源。',
      ),
    },
    publishedAt: '2025-08-12T02:00:00Z',
    image: scene('news', 'food', 'lactose-research'),
    source: NEWSROOM,
  },
  {
    slug: 'hanoi-family-health-day-2025',
    categorySlug: 'events',
    title: {
      en: 'Family Health Day in Hà Nội: free nutrition advice and genetics talks',
      vi: 'Ngày hội Sức khỏe Gia đình tại Hà Nội: tư vấn dinh dưỡng và chuyên đề di truyền miễn phí',
      th: 'วันสุขภาพครอบครัวที่ฮานอย: คำแนะนำด้านโภชนาการและการบรรยายเรื่องพันธุกรรมฟรี',
      zh: '河内家庭健康日：免费营养咨询与基因科普讲座',
    },
    summary: {
      en: 'More than 1,200 visitors joined our first Family Health Day on Saturday, 20 September, with talks by our doctors and nutritionists.',
      vi: 'Hơn 1.200 lượt khách đã tham gia Ngày hội Sức khỏe Gia đình đầu tiên của chúng tôi vào thứ Bảy, ngày 20 tháng 9, cùng các buổi chia sẻ của bác sĩ và chuyên gia dinh dưỡng.',
      th: 'ผู้เข้าร่วมกว่า 1,200 คนมาร่วมงานวันสุขภาพครอบครัวครั้งแรกของเราในวันเสาร์ที่ 20 กันยายน พร้อมการบรรยายจากแพทย์และนักโภชนาการของเรา',
      zh: '9月20日（星期六），首届家庭健康日吸引了1,200多名参与者，我们的医生和营养师现场开讲。',
    },
    body: {
      en: paras(
        'GeneWell held its first Family Health Day on Saturday, 20 September, at a community centre in Đống Đa district, Hà Nội. Families came for free body-composition measurements, nutrition advice from our dietitians and a children’s corner with games about healthy eating.',
        'ThS. BS. Lê Thu Hà spoke about preparing for pregnancy, explaining why every woman planning a pregnancy is advised to take folic acid, whatever her genes. BS. CKI Phạm Minh Quân answered parents’ questions on children’s growth and sleep, and ThS. Bùi Ngọc Trâm explained what a genetic test can and cannot tell a family.',
        'Visitors were also invited to learn about the Vietnamese reference panel research programme, and 214 adults registered their interest as volunteers. No genetic test was sold at the event: our aim was to answer questions, not to make a sale.',
        'The next Family Health Day will take place in Ho Chi Minh City. Dates are announced on this page and on our social media channels.',
      ),
      vi: paras(
        'GeneWell đã tổ chức Ngày hội Sức khỏe Gia đình đầu tiên vào thứ Bảy, ngày 20 tháng 9, tại một nhà văn hóa ở quận Đống Đa, Hà Nội. Các gia đình được đo thành phần cơ thể miễn phí, nghe chuyên gia dinh dưỡng tư vấn, và các bé được vui chơi ở góc trò chơi về ăn uống lành mạnh.',
        'ThS. BS. Lê Thu Hà chia sẻ về chuẩn bị mang thai, giải thích vì sao mọi phụ nữ có kế hoạch mang thai đều được khuyên bổ sung acid folic, bất kể kiểu gen. BS. CKI Phạm Minh Quân giải đáp thắc mắc của phụ huynh về tăng trưởng và giấc ngủ của trẻ, còn ThS. Bùi Ngọc Trâm giải thích xét nghiệm gen có thể và không thể cho gia đình biết những gì.',
        'Khách tham dự cũng được giới thiệu về chương trình nghiên cứu bộ dữ liệu tham chiếu cho người Việt, và 214 người trưởng thành đã đăng ký tham gia làm tình nguyện viên. Tại sự kiện, chúng tôi không bán bất kỳ gói xét nghiệm nào: mục tiêu là giải đáp thắc mắc, không phải bán hàng.',
        'Ngày hội Sức khỏe Gia đình tiếp theo sẽ diễn ra tại TP. Hồ Chí Minh. Thời gian cụ thể sẽ được thông báo trên trang này và các kênh mạng xã hội của chúng tôi.',
      ),
      th: paras(
        'GeneWell จัดงานวันสุขภาพครอบครัวครั้งแรกเมื่อวันเสาร์ที่ 20 กันยายน ณ ศูนย์ชุมชนในเขต Đống Đa กรุงฮานอย ครอบครัวต่าง ๆ ได้วัดองค์ประกอบร่างกายฟรี รับคำแนะนำด้านโภชนาการจากนักกำหนดอาหารของเรา และมีมุมสำหรับเด็กพร้อมเกมเกี่ยวกับการกินอย่างมีสุขภาพดี',
        'แพทย์หญิง Lê Thu Hà บรรยายเรื่องการเตรียมตัวตั้งครรภ์ และอธิบายว่าทำไมผู้หญิงทุกคนที่วางแผนตั้งครรภ์จึงควรได้รับกรดโฟลิก ไม่ว่าจะมียีนแบบใด นายแพทย์ Phạm Minh Quân ตอบคำถามของพ่อแม่เรื่องการเจริญเติบโตและการนอนของเด็ก และคุณ Bùi Ngọc Trâm อธิบายว่าการตรวจยีนบอกอะไรได้และบอกอะไรไม่ได้',
        'ผู้เข้าร่วมงานยังได้รู้จักโครงการวิจัยชุดข้อมูลอ้างอิงสำหรับคนเวียดนาม และผู้ใหญ่ 214 คนลงชื่อแสดงความสนใจเป็นอาสาสมัคร ในงานนี้เราไม่ได้ขายแพ็กเกจตรวจใด ๆ เพราะเป้าหมายคือการตอบคำถาม ไม่ใช่การขาย',
        'วันสุขภาพครอบครัวครั้งต่อไปจะจัดที่นครโฮจิมินห์ โดยจะประกาศวันจัดงานบนหน้านี้และช่องทางโซเชียลมีเดียของเรา',
      ),
      zh: paras(
        '9月20日（星期六），GeneWell在河内栋多郡的一处社区文化中心举办了首届家庭健康日。各个家庭在现场免费进行了身体成分测量，听取了营养师的饮食建议，孩子们还在儿童角玩起了健康饮食主题游戏。',
        'Lê Thu Hà医生分享了备孕知识，解释了为什么无论基因型如何，每位计划怀孕的女性都应补充叶酸。Phạm Minh Quân医生解答了家长关于儿童生长和睡眠的问题，Bùi Ngọc Trâm则讲解了基因检测能告诉一个家庭什么、不能告诉什么。',
        '现场还介绍了越南人群参考数据集研究项目，共有214名成年人登记了志愿者意向。活动现场没有销售任何检测套餐：我们的目的是解答疑问，而不是推销。',
        '下一届家庭健康日将在胡志明市举办，具体日期将在本页面及我们的社交媒体上公布。',
      ),
    },
    publishedAt: '2025-09-22T04:00:00Z',
    image: scene('news', 'event', 'family-health-day-hanoi'),
    source: NEWSROOM,
  },
  {
    slug: 'song-khoe-magazine-interview-predisposition',
    categorySlug: 'press',
    title: {
      en: '“A gene result is a risk, not a diagnosis”: our Medical Director in Sống Khỏe magazine',
      vi: '“Kết quả gen là nguy cơ, không phải chẩn đoán”: Giám đốc Y khoa GeneWell trả lời Tạp chí Sống Khỏe',
      th: '“ผลตรวจยีนคือความเสี่ยง ไม่ใช่การวินิจฉัย” ผู้อำนวยการฝ่ายการแพทย์ของเราให้สัมภาษณ์นิตยสาร Sống Khỏe',
      zh: '“基因结果是风险，不是诊断”：我们的医学总监接受《Sống Khỏe》杂志专访',
    },
    summary: {
      en: 'In a long interview, TS. BS. Nguyễn Thị Mai explains how consumers should read a genetic test and why it never replaces a visit to the doctor.',
      vi: 'Trong bài phỏng vấn dài, TS. BS. Nguyễn Thị Mai giải thích người dùng nên đọc kết quả xét nghiệm gen như thế nào và vì sao nó không bao giờ thay thế việc đi khám bác sĩ.',
      th: 'ในบทสัมภาษณ์ฉบับยาว แพทย์หญิง Nguyễn Thị Mai อธิบายว่าผู้บริโภคควรอ่านผลการตรวจยีนอย่างไร และทำไมการตรวจยีนจึงไม่อาจแทนการพบแพทย์ได้',
      zh: '在这篇长篇专访中，Nguyễn Thị Mai医生解释了消费者应如何解读基因检测结果，以及为什么它永远无法替代看医生。',
    },
    body: {
      en: paras(
        'Sống Khỏe, a Vietnamese health magazine, interviewed GeneWell’s Medical Director for its special issue on preventive health. The interview covers the questions our counsellors hear most often, from “Will I get diabetes?” to “Should my child take a talent test?”.',
        'Dr Mai explains that most reports describe a predisposition: a slightly higher or lower likelihood compared with the average, shaped by many genes and, above all, by lifestyle. “A higher risk of type 2 diabetes is a reason to check your blood sugar regularly and move more, not a reason to panic,” she says.',
        'She also warns against reading a favourable result as permission to ignore screening. Someone with an average genetic risk of high cholesterol still needs their blood lipids measured, because most cases are driven by diet, weight and age.',
        'The magazine notes GeneWell’s policy of offering a consultation with every health report and of referring customers to a doctor whenever a result could change their medical care.',
      ),
      vi: paras(
        'Tạp chí Sống Khỏe đã phỏng vấn Giám đốc Y khoa GeneWell trong số đặc biệt về y học dự phòng. Bài phỏng vấn đề cập đến những câu hỏi mà chuyên viên tư vấn của chúng tôi thường gặp nhất, từ “Tôi có bị tiểu đường không?” đến “Có nên cho con làm xét nghiệm năng khiếu không?”.',
        'Bác sĩ Mai giải thích rằng phần lớn báo cáo mô tả nguy cơ di truyền: khả năng cao hơn hoặc thấp hơn một chút so với mức trung bình, chịu ảnh hưởng của nhiều gen và trên hết là lối sống. “Nguy cơ đái tháo đường típ 2 cao hơn là lý do để kiểm tra đường huyết định kỳ và vận động nhiều hơn, chứ không phải lý do để hoang mang,” bà nói.',
        'Bà cũng lưu ý không nên coi một kết quả thuận lợi là lý do để bỏ qua tầm soát. Một người có nguy cơ di truyền trung bình về rối loạn mỡ máu vẫn cần xét nghiệm mỡ máu, vì phần lớn các trường hợp là do chế độ ăn, cân nặng và tuổi tác.',
        'Tạp chí cũng ghi nhận chính sách của GeneWell: mỗi báo cáo sức khỏe đều đi kèm một buổi tư vấn, và khách hàng luôn được khuyên đi khám bác sĩ khi một kết quả có thể ảnh hưởng đến việc chăm sóc y tế của họ.',
      ),
      th: paras(
        'นิตยสารสุขภาพ Sống Khỏe ของเวียดนามสัมภาษณ์ผู้อำนวยการฝ่ายการแพทย์ของ GeneWell ในฉบับพิเศษว่าด้วยเวชศาสตร์ป้องกัน บทสัมภาษณ์ครอบคลุมคำถามที่ทีมที่ปรึกษาของเราได้ยินบ่อยที่สุด ตั้งแต่ “ฉันจะเป็นเบาหวานไหม” ไปจนถึง “ควรให้ลูกตรวจหาความถนัดไหม”',
        'แพทย์หญิง Mai อธิบายว่ารายงานส่วนใหญ่บอกถึงความเสี่ยงทางพันธุกรรม คือโอกาสที่สูงหรือต่ำกว่าค่าเฉลี่ยเล็กน้อย ซึ่งขึ้นกับยีนหลายตัวและที่สำคัญที่สุดคือวิถีชีวิต “ความเสี่ยงเบาหวานชนิดที่ 2 ที่สูงขึ้นเป็นเหตุผลให้ตรวจน้ำตาลในเลือดสม่ำเสมอและขยับร่างกายมากขึ้น ไม่ใช่เหตุผลให้ตื่นตระหนก” เธอกล่าว',
        'เธอยังเตือนว่าไม่ควรถือว่าผลตรวจที่ดีเป็นข้ออ้างในการละเลยการตรวจคัดกรอง ผู้ที่มีความเสี่ยงทางพันธุกรรมระดับปกติต่อภาวะไขมันในเลือดสูงก็ยังต้องตรวจไขมันในเลือด เพราะกรณีส่วนใหญ่เกิดจากอาหาร น้ำหนัก และอายุ',
        'นิตยสารยังกล่าวถึงนโยบายของ GeneWell ที่ให้บริการปรึกษาพร้อมรายงานสุขภาพทุกฉบับ และแนะนำให้ลูกค้าพบแพทย์ทุกครั้งที่ผลตรวจอาจส่งผลต่อการดูแลรักษา',
      ),
      zh: paras(
        '越南健康杂志《Sống Khỏe》在其预防医学特刊中专访了GeneWell医学总监。专访涵盖了我们的咨询师最常听到的问题，从“我会得糖尿病吗？”到“要不要给孩子做天赋检测？”。',
        'Mai医生解释说，大多数报告描述的是遗传易感性：与平均水平相比略高或略低的可能性，受多个基因影响，而最重要的是生活方式。“2型糖尿病风险偏高，是您定期检查血糖、多运动的理由，而不是恐慌的理由。”她说。',
        '她还提醒，不要把有利的结果当作可以忽视筛查的理由。遗传上血脂异常风险处于平均水平的人，仍然需要检测血脂，因为大多数病例是由饮食、体重和年龄导致的。',
        '杂志还提到了GeneWell的做法：每一份健康报告都配有一次咨询，当结果可能影响客户的医疗决策时，总会建议客户就医。',
      ),
    },
    publishedAt: '2025-10-02T01:00:00Z',
    image: scene('news', 'press', 'interview-song-khoe'),
    source: 'Tạp chí Sống Khỏe',
  },
  {
    slug: 'helixbridge-confirmatory-sequencing',
    categorySlug: 'company-news',
    title: {
      en: 'Confirmatory sequencing with HelixBridge Genomics for hereditary cancer results',
      vi: 'Giải trình tự khẳng định cùng HelixBridge Genomics cho kết quả ung thư di truyền',
      th: 'การหาลำดับเบสยืนยันผลร่วมกับ HelixBridge Genomics สำหรับผลตรวจมะเร็งทางพันธุกรรม',
      zh: '与HelixBridge Genomics合作，对遗传性肿瘤结果进行确认性测序',
    },
    summary: {
      en: 'Any rare variant that could change someone’s medical care will now be confirmed by a second, independent method before it appears in a report.',
      vi: 'Mọi biến thể hiếm có thể ảnh hưởng đến việc chăm sóc y tế sẽ được khẳng định bằng một phương pháp độc lập thứ hai trước khi xuất hiện trong báo cáo.',
      th: 'รูปแบบยีนที่พบได้ยากซึ่งอาจเปลี่ยนแนวทางการดูแลรักษา จะได้รับการยืนยันด้วยวิธีที่สองที่เป็นอิสระก่อนปรากฏในรายงาน',
      zh: '今后，任何可能改变医疗决策的罕见变异，在写入报告之前都将先经第二种独立方法确认。',
    },
    body: {
      en: paras(
        'Genotyping arrays are accurate for common variants, but less reliable for very rare ones, such as some variants in the BRCA1 and BRCA2 genes. International guidance recommends that such findings be confirmed by sequencing before anyone acts on them.',
        'From November, when our array detects a rare variant linked to hereditary cancer, the sample is sent to HelixBridge Genomics, an accredited sequencing laboratory in the United States, at no extra cost to the customer. The result is reported only once sequencing confirms it.',
        'Customers with a confirmed finding are offered a consultation with PGS. TS. BS. Võ Thanh Sơn or another oncologist, and a letter for their own doctor. A negative result on our panel does not rule out hereditary cancer, and anyone with a strong family history should be assessed by a specialist.',
      ),
      vi: paras(
        'Phương pháp phân tích kiểu gen trên chip cho kết quả chính xác với các biến thể phổ biến, nhưng kém tin cậy hơn với biến thể rất hiếm, chẳng hạn một số biến thể trên gen BRCA1 và BRCA2. Các khuyến cáo quốc tế đề nghị những phát hiện như vậy phải được khẳng định bằng giải trình tự trước khi đưa ra bất kỳ quyết định nào.',
        'Từ tháng 10 một, khi chip phát hiện một biến thể hiếm liên quan đến ung thư di truyền, mẫu sẽ được gửi đến HelixBridge Genomics, phòng xét nghiệm giải trình tự đạt chuẩn tại Hoa Kỳ, và khách hàng không phải trả thêm chi phí. Kết quả chỉ được trả khi đã được giải trình tự khẳng định.',
        'Khách hàng có phát hiện đã được khẳng định sẽ được tư vấn cùng PGS. TS. BS. Võ Thanh Sơn hoặc một bác sĩ ung bướu khác, kèm thư gửi bác sĩ điều trị của mình. Kết quả âm tính trên bộ xét nghiệm của chúng tôi không loại trừ ung thư di truyền; người có tiền sử gia đình rõ rệt vẫn cần được bác sĩ chuyên khoa đánh giá.',
      ),
      th: paras(
        'การตรวจจีโนไทป์ด้วยอาร์เรย์มีความแม่นยำสำหรับรูปแบบยีนที่พบบ่อย แต่เชื่อถือได้น้อยลงสำหรับรูปแบบที่พบได้ยากมาก เช่น บางรูปแบบในยีน BRCA1 และ BRCA2 แนวทางสากลจึงแนะนำให้ยืนยันผลดังกล่าวด้วยการหาลำดับเบสก่อนนำไปใช้ตัดสินใจ',
        'ตั้งแต่เดือนพฤศจิกายน เมื่ออาร์เรย์ของเราตรวจพบรูปแบบยีนหายากที่เกี่ยวข้องกับมะเร็งทางพันธุกรรม ตัวอย่างจะถูกส่งไปยัง HelixBridge Genomics ห้องปฏิบัติการหาลำดับเบสที่ได้รับการรับรองในสหรัฐอเมริกา โดยลูกค้าไม่ต้องเสียค่าใช้จ่ายเพิ่ม และจะรายงานผลเมื่อการหาลำดับเบสยืนยันแล้วเท่านั้น',
        'ลูกค้าที่มีผลยืนยันแล้วจะได้รับการปรึกษากับรองศาสตราจารย์ นายแพทย์ Võ Thanh Sơn หรือแพทย์ด้านมะเร็งท่านอื่น พร้อมจดหมายสำหรับแพทย์ประจำตัว ผลลบจากชุดตรวจของเราไม่ได้ตัดความเป็นไปได้ของมะเร็งทางพันธุกรรม ผู้ที่มีประวัติครอบครัวชัดเจนควรได้รับการประเมินจากแพทย์เฉพาะทาง',
      ),
      zh: paras(
        '基因分型芯片对常见变异的检测很准确，但对非常罕见的变异（例如BRCA1和BRCA2基因中的部分变异）可靠性较低。国际指南建议，此类发现在据此采取任何行动之前，须先经测序确认。',
        '从十一月起，当我们的芯片检测到与遗传性肿瘤相关的罕见变异时，样本将被送往美国经认可的测序实验室HelixBridge Genomics，客户无需支付额外费用。只有经测序确认后，结果才会写入报告。',
        '结果获确认的客户将获得与Võ Thanh Sơn副教授或其他肿瘤科医生的咨询，并附上一封致其主治医生的信。我们检测套餐的阴性结果并不能排除遗传性肿瘤；有明显家族史的人仍应接受专科医生评估。',
      ),
    },
    publishedAt: '2025-10-28T02:00:00Z',
    image: scene('news', 'partner', 'helixbridge-sequencing'),
    source: NEWSROOM,
  },
  {
    slug: 'folate-mthfr-women-research-review',
    categorySlug: 'science',
    title: {
      en: 'MTHFR, folate and pregnancy: what the research does and does not show',
      vi: 'Gen MTHFR, folate và thai kỳ: nghiên cứu cho thấy gì và không cho thấy gì',
      th: 'ยีน MTHFR โฟเลต และการตั้งครรภ์: งานวิจัยบอกอะไรและไม่ได้บอกอะไร',
      zh: 'MTHFR基因、叶酸与妊娠：研究说明了什么，又没有说明什么',
    },
    summary: {
      en: 'The MTHFR C677T variant is common in Vietnam. It does not change the basic advice: every woman planning a pregnancy should take folic acid.',
      vi: 'Biến thể MTHFR C677T khá phổ biến ở người Việt. Nó không làm thay đổi khuyến cáo cơ bản: mọi phụ nữ chuẩn bị mang thai đều nên bổ sung acid folic.',
      th: 'รูปแบบยีน MTHFR C677T พบได้บ่อยในเวียดนาม แต่ไม่ได้เปลี่ยนคำแนะนำพื้นฐาน คือผู้หญิงทุกคนที่วางแผนตั้งครรภ์ควรได้รับกรดโฟลิก',
      zh: 'MTHFR C677T变异在越南较为常见，但它并不改变基本建议：每位计划怀孕的女性都应补充叶酸。',
    },
    body: {
      en: paras(
        'The MTHFR gene makes an enzyme that helps the body use folate. A common variant, C677T, lowers the enzyme’s activity; people with two copies tend to have higher homocysteine levels, especially when their folate intake is low. Studies in Vietnam suggest that a few people in every hundred carry two copies, and many more carry one.',
        'The variant has been studied in relation to neural tube defects and pregnancy complications, with mixed results. What is clear is that adequate folic acid before conception and in early pregnancy reduces the risk of neural tube defects for everyone, including women with the TT genotype.',
        'The World Health Organization recommends 400 µg of folic acid a day for women from when they begin trying to conceive until 12 weeks of pregnancy. Some women, for example those who have had a previous pregnancy affected by a neural tube defect, need a higher dose that only a doctor should prescribe.',
        'Our advice is therefore simple: an MTHFR result is not a reason to buy special supplements or to change a prescribed dose on your own. Talk to your obstetrician, and eat folate-rich foods such as dark green vegetables, beans and lentils.',
      ),
      vi: paras(
        'Gen MTHFR tạo ra một enzyme giúp cơ thể sử dụng folate. Biến thể phổ biến C677T làm giảm hoạt tính của enzyme này; người mang hai bản sao thường có nồng độ homocysteine cao hơn, nhất là khi ăn ít folate. Các nghiên cứu tại Việt Nam cho thấy cứ một trăm người thì có vài người mang hai bản sao biến thể, và số người mang một bản sao nhiều hơn thế.',
        'Biến thể này đã được nghiên cứu về mối liên quan với dị tật ống thần kinh và các biến chứng thai kỳ, với kết quả chưa thống nhất. Điều chắc chắn là bổ sung đủ acid folic trước khi thụ thai và trong giai đoạn đầu thai kỳ giúp giảm nguy cơ dị tật ống thần kinh cho tất cả phụ nữ, kể cả người có kiểu gen TT.',
        'Tổ chức Y tế Thế giới khuyến cáo phụ nữ bổ sung 400 µg acid folic mỗi ngày từ khi bắt đầu có kế hoạch mang thai đến hết tuần thứ 12 của thai kỳ. Một số trường hợp, chẳng hạn người từng mang thai bị dị tật ống thần kinh, cần liều cao hơn và chỉ bác sĩ mới được chỉ định.',
        'Vì vậy, lời khuyên của chúng tôi rất đơn giản: kết quả gen MTHFR không phải lý do để mua thực phẩm chức năng đặc biệt hay tự ý thay đổi liều đã được kê. Hãy trao đổi với bác sĩ sản khoa và ăn các thực phẩm giàu folate như rau xanh đậm, các loại đậu.',
      ),
      th: paras(
        'ยีน MTHFR สร้างเอนไซม์ที่ช่วยให้ร่างกายใช้โฟเลตได้ รูปแบบยีน C677T ซึ่งพบบ่อยทำให้เอนไซม์ทำงานลดลง ผู้ที่มีสองสำเนามักมีระดับโฮโมซิสเทอีนสูงกว่า โดยเฉพาะเมื่อได้รับโฟเลตน้อย งานวิจัยในเวียดนามชี้ว่าในทุกร้อยคนจะมีไม่กี่คนที่มีรูปแบบนี้สองสำเนา และมีผู้ที่มีหนึ่งสำเนามากกว่านั้น',
        'รูปแบบยีนนี้ถูกศึกษาในความสัมพันธ์กับภาวะหลอดประสาทไม่ปิดและภาวะแทรกซ้อนระหว่างตั้งครรภ์ โดยผลยังไม่สอดคล้องกัน สิ่งที่ชัดเจนคือการได้รับกรดโฟลิกเพียงพอก่อนตั้งครรภ์และในช่วงต้นของการตั้งครรภ์ช่วยลดความเสี่ยงภาวะหลอดประสาทไม่ปิดได้สำหรับทุกคน รวมถึงผู้หญิงที่มีจีโนไทป์ TT',
        'องค์การอนามัยโลกแนะนำให้ผู้หญิงรับกรดโฟลิกวันละ 400 ไมโครกรัม ตั้งแต่เริ่มวางแผนตั้งครรภ์จนถึงอายุครรภ์ 12 สัปดาห์ บางคน เช่น ผู้ที่เคยตั้งครรภ์ที่มีภาวะหลอดประสาทไม่ปิด ต้องได้รับขนาดที่สูงกว่า ซึ่งแพทย์เท่านั้นที่ควรเป็นผู้สั่ง',
        'คำแนะนำของเราจึงเรียบง่าย ผลตรวจยีน MTHFR ไม่ใช่เหตุผลให้ซื้ออาหารเสริมพิเศษหรือเปลี่ยนขนาดยาที่แพทย์สั่งด้วยตนเอง ควรปรึกษาสูติแพทย์ และกินอาหารที่อุดมด้วยโฟเลต เช่น ผักใบเขียวเข้มและถั่วต่าง ๆ',
      ),
      zh: paras(
        'MTHFR基因编码一种帮助人体利用叶酸的酶。常见变异C677T会降低该酶的活性；携带两个拷贝的人同型半胱氨酸水平往往偏高，尤其是在叶酸摄入不足时。越南的研究表明，每一百人中约有几人携带两个拷贝，携带一个拷贝的人则更多。',
        '该变异与神经管缺陷及妊娠并发症的关系已有研究，但结论不一。可以确定的是，孕前及孕早期补充足量叶酸，可以降低所有人（包括TT基因型女性）的神经管缺陷风险。',
        '世界卫生组织建议，女性从开始备孕起至孕12周，每天补充400微克叶酸。部分女性（例如曾有神经管缺陷妊娠史者）需要更高剂量，且只能由医生开具。',
        '因此我们的建议很简单：MTHFR结果不是购买特殊补充剂或自行更改处方剂量的理由。请咨询您的产科医生，并多吃深绿色蔬菜、豆类等富含叶酸的食物。',
      ),
    },
    publishedAt: '2025-11-25T02:00:00Z',
    image: scene('news', 'food', 'folate-pregnancy-research'),
    source: NEWSROOM,
  },
  {
    slug: 'hcmc-workshop-genes-and-nutrition',
    categorySlug: 'events',
    title: {
      en: 'Workshop in Ho Chi Minh City: “Genes on your plate”',
      vi: 'Hội thảo tại TP. Hồ Chí Minh: “Gen trên đĩa ăn của bạn”',
      th: 'เวิร์กช็อปที่นครโฮจิมินห์: “ยีนบนจานอาหารของคุณ”',
      zh: '胡志明市工作坊：“餐盘上的基因”',
    },
    summary: {
      en: 'Our nutritionists showed 150 participants how to turn nutrition results into everyday Vietnamese meals, with a cooking demonstration.',
      vi: 'Các chuyên gia dinh dưỡng của chúng tôi đã hướng dẫn 150 người tham dự cách biến kết quả dinh dưỡng thành bữa cơm Việt hằng ngày, kèm phần trình diễn nấu ăn.',
      th: 'นักโภชนาการของเราแสดงให้ผู้เข้าร่วม 150 คนเห็นวิธีเปลี่ยนผลตรวจด้านโภชนาการเป็นอาหารเวียดนามในชีวิตประจำวัน พร้อมการสาธิตทำอาหาร',
      zh: '我们的营养师向150名参与者展示了如何将营养检测结果转化为日常越南家常菜，并进行了烹饪演示。',
    },
    body: {
      en: paras(
        'On Saturday, 13 December, GeneWell welcomed 150 participants to a half-day workshop in District 1, Ho Chi Minh City. The theme, “Genes on your plate”, was chosen after customers told us that they understood their nutrition report but did not know what to cook differently.',
        'ThS. Ngô Phương Linh explained which nutrition results have solid evidence behind them, such as lactose digestion and caffeine metabolism, and which are still uncertain. She stressed that the basics of a healthy diet are the same for almost everyone: more vegetables, less salt and sugar, and enough protein.',
        'ThS. Đặng Quốc Bảo then cooked three dishes on stage: a canh chua with less salt and more herbs, a brown-rice bowl with tofu and greens for people cutting down on white rice, and a calcium-rich dish of small fish for people who eat little dairy.',
        'Participants with chronic conditions such as diabetes or kidney disease were reminded that their diet should be planned with their own doctor or dietitian. Recipes from the workshop are available in the blog section of this site.',
      ),
      vi: paras(
        'Thứ Bảy, ngày 13 tháng 12, GeneWell đã chào đón 150 người tham dự hội thảo nửa ngày tại Quận 1, TP. Hồ Chí Minh. Chủ đề “Gen trên đĩa ăn của bạn” được chọn sau khi nhiều khách hàng chia sẻ rằng họ hiểu báo cáo dinh dưỡng nhưng chưa biết nên nấu ăn khác đi như thế nào.',
        'ThS. Ngô Phương Linh giải thích những kết quả dinh dưỡng nào có bằng chứng vững chắc, như khả năng tiêu hóa lactose và chuyển hóa caffeine, và những kết quả nào còn chưa chắc chắn. Chị nhấn mạnh rằng nền tảng của chế độ ăn lành mạnh gần như giống nhau với mọi người: nhiều rau hơn, ít muối và đường hơn, và đủ chất đạm.',
        'Sau đó, ThS. Đặng Quốc Bảo trình diễn ba món ăn ngay trên sân khấu: canh chua giảm muối, tăng rau thơm; bát cơm gạo lứt với đậu phụ và rau xanh cho người muốn giảm cơm trắng; và món cá nhỏ giàu canxi cho người ít dùng sữa.',
        'Những người có bệnh mạn tính như đái tháo đường hay bệnh thận được lưu ý rằng chế độ ăn của họ cần được xây dựng cùng bác sĩ hoặc chuyên gia dinh dưỡng điều trị. Công thức các món ăn trong hội thảo đã được đăng tại mục Blog trên trang web này.',
      ),
      th: paras(
        'วันเสาร์ที่ 13 ธันวาคม GeneWell ต้อนรับผู้เข้าร่วม 150 คนในเวิร์กช็อปครึ่งวันที่เขต 1 นครโฮจิมินห์ หัวข้อ “ยีนบนจานอาหารของคุณ” ถูกเลือกหลังจากลูกค้าบอกเราว่าเข้าใจรายงานโภชนาการแล้ว แต่ไม่รู้ว่าควรทำอาหารต่างไปจากเดิมอย่างไร',
        'คุณ Ngô Phương Linh อธิบายว่าผลตรวจด้านโภชนาการใดมีหลักฐานหนักแน่น เช่น การย่อยแล็กโทสและการเผาผลาญคาเฟอีน และผลใดที่ยังไม่แน่ชัด เธอย้ำว่าพื้นฐานของอาหารเพื่อสุขภาพแทบเหมือนกันสำหรับทุกคน คือผักมากขึ้น เกลือและน้ำตาลน้อยลง และโปรตีนเพียงพอ',
        'จากนั้นคุณ Đặng Quốc Bảo สาธิตทำอาหารสามเมนูบนเวที ได้แก่ แกงส้มเวียดนาม (canh chua) ลดเกลือเพิ่มสมุนไพร ข้าวกล้องกับเต้าหู้และผักใบเขียวสำหรับผู้ที่อยากลดข้าวขาว และเมนูปลาตัวเล็กที่อุดมด้วยแคลเซียมสำหรับผู้ที่บริโภคนมน้อย',
        'ผู้เข้าร่วมที่มีโรคเรื้อรัง เช่น เบาหวานหรือโรคไต ได้รับคำแนะนำว่าควรวางแผนอาหารร่วมกับแพทย์หรือนักกำหนดอาหารที่ดูแลตน สูตรอาหารจากเวิร์กช็อปเผยแพร่ไว้ในส่วนบล็อกของเว็บไซต์นี้',
      ),
      zh: paras(
        '12月13日（星期六），GeneWell在胡志明市第一郡举办了半天的工作坊，共迎来150名参与者。主题“餐盘上的基因”源于客户的反馈：他们看懂了营养报告，却不知道该怎样调整日常烹饪。',
        'Ngô Phương Linh讲解了哪些营养结果有可靠的证据支持，例如乳糖消化和咖啡因代谢，哪些结果仍不确定。她强调，健康饮食的基本原则对几乎所有人都相同：多吃蔬菜，少盐少糖，摄入足够的蛋白质。',
        '随后，Đặng Quốc Bảo在台上现场烹制了三道菜：少盐多香草的越式酸汤；为减少白米饭摄入者准备的豆腐青菜糙米饭；以及为乳制品摄入较少者准备的富钙小鱼菜肴。',
        '现场也提醒患有糖尿病、肾病等慢性病的参与者，其饮食应与自己的主治医生或营养师共同制定。工作坊的菜谱已发布在本网站的博客栏目。',
      ),
    },
    publishedAt: '2025-12-15T03:00:00Z',
    image: scene('news', 'event', 'genes-on-your-plate-workshop'),
    source: NEWSROOM,
  },
  {
    slug: 'revised-childrens-reports-2026',
    categorySlug: 'company-news',
    title: {
      en: 'Our children’s reports, rewritten with paediatricians and child psychologists',
      vi: 'Báo cáo dành cho trẻ em được viết lại cùng bác sĩ nhi khoa và chuyên gia tâm lý trẻ em',
      th: 'รายงานสำหรับเด็กของเรา เขียนใหม่ร่วมกับกุมารแพทย์และนักจิตวิทยาเด็ก',
      zh: '我们的儿童报告：与儿科医生和儿童心理专家共同改写',
    },
    summary: {
      en: 'No more “gifted” labels: the new reports describe tendencies, explain the evidence, and give parents ideas to try at home.',
      vi: 'Không còn những cái nhãn “thiên tài”: báo cáo mới mô tả xu hướng, giải thích mức độ bằng chứng và gợi ý cho cha mẹ những hoạt động có thể thử tại nhà.',
      th: 'ไม่มีป้าย “อัจฉริยะ” อีกต่อไป รายงานใหม่อธิบายแนวโน้ม บอกระดับหลักฐาน และให้ไอเดียกิจกรรมที่พ่อแม่ลองทำที่บ้านได้',
      zh: '不再贴“天才”标签：新版报告描述倾向、说明证据强度，并为家长提供可在家尝试的活动建议。',
    },
    body: {
      en: paras(
        'From February, every GeneWell children’s report uses a new format developed with BS. CKI Phạm Minh Quân, paediatrician, and TS. Trịnh Thu Thảo, child and family psychologist. We removed words such as “gifted” or “talent” and replaced scores with plain descriptions of what each result may suggest.',
        'Each section now shows how strong the evidence is, from “well established” to “early research”, and reminds parents that environment, practice and relationships shape a child far more than any single gene.',
        '“Children live up or down to the labels we give them,” said Dr Thảo. “A report should make parents curious about their child, not certain about them.”',
        'Families who received a children’s report in 2025 can download the new version free of charge from their account, and book a consultation if they have questions.',
      ),
      vi: paras(
        'Từ tháng Hai, mọi báo cáo dành cho trẻ em của GeneWell được trình bày theo định dạng mới, xây dựng cùng BS. CKI Phạm Minh Quân, bác sĩ nhi khoa, và TS. Trịnh Thu Thảo, chuyên gia tâm lý trẻ em và gia đình. Chúng tôi bỏ những từ như “thiên tài” hay “năng khiếu bẩm sinh” và thay các điểm số bằng lời mô tả dễ hiểu về điều mỗi kết quả có thể gợi ý.',
        'Mỗi phần giờ đây thể hiện mức độ bằng chứng, từ “đã được khẳng định” đến “nghiên cứu bước đầu”, và nhắc cha mẹ rằng môi trường, sự rèn luyện và các mối quan hệ định hình đứa trẻ nhiều hơn bất kỳ gen đơn lẻ nào.',
        '“Trẻ thường lớn lên theo đúng cái nhãn mà người lớn gắn cho chúng,” TS. Thảo chia sẻ. “Một bản báo cáo nên khiến cha mẹ tò mò hơn về con, chứ không khiến họ chắc chắn về con.”',
        'Các gia đình đã nhận báo cáo trẻ em trong năm 2025 có thể tải phiên bản mới miễn phí từ tài khoản của mình và đặt lịch tư vấn nếu có thắc mắc.',
      ),
      th: paras(
        'ตั้งแต่เดือนกุมภาพันธ์ รายงานสำหรับเด็กทุกฉบับของ GeneWell ใช้รูปแบบใหม่ที่พัฒนาร่วมกับนายแพทย์ Phạm Minh Quân กุมารแพทย์ และ ดร. Trịnh Thu Thảo นักจิตวิทยาเด็กและครอบครัว เราเลิกใช้คำอย่าง “อัจฉริยะ” หรือ “พรสวรรค์” และเปลี่ยนคะแนนเป็นคำอธิบายที่เข้าใจง่ายว่าผลแต่ละข้ออาจบ่งบอกอะไร',
        'แต่ละหัวข้อจะแสดงระดับของหลักฐาน ตั้งแต่ “ยืนยันแล้ว” ไปจนถึง “งานวิจัยระยะแรก” และย้ำกับพ่อแม่ว่าสิ่งแวดล้อม การฝึกฝน และความสัมพันธ์หล่อหลอมเด็กได้มากกว่ายีนตัวใดตัวหนึ่ง',
        '“เด็กมักเติบโตไปตามป้ายที่ผู้ใหญ่ติดให้” ดร. Thảo กล่าว “รายงานควรทำให้พ่อแม่อยากรู้จักลูกมากขึ้น ไม่ใช่ทำให้มั่นใจว่ารู้จักลูกแล้ว”',
        'ครอบครัวที่ได้รับรายงานสำหรับเด็กในปี 2025 สามารถดาวน์โหลดฉบับใหม่ได้ฟรีจากบัญชีของตน และนัดหมายปรึกษาหากมีคำถาม',
      ),
      zh: paras(
        '从二月起，GeneWell所有儿童报告都将采用新版格式，该格式由儿科医生Phạm Minh Quân和儿童与家庭心理专家Trịnh Thu Thảo博士共同制定。我们删去了“天才”“天赋”等字眼，并用通俗的描述取代评分，说明每项结果可能提示什么。',
        '每个部分现在都会标明证据强度，从“已得到确认”到“初步研究”不等，并提醒家长：环境、练习和亲子关系对孩子的塑造，远远超过任何单个基因。',
        '“孩子往往会长成大人贴给他们的标签的样子，”Thảo博士说，“一份报告应当让父母对孩子更好奇，而不是让他们对孩子下定论。”',
        '2025年已收到儿童报告的家庭，可以在账户中免费下载新版报告，如有疑问也可预约咨询。',
      ),
    },
    publishedAt: '2026-02-10T02:00:00Z',
    image: scene('news', 'family', 'childrens-reports-2026'),
    source: NEWSROOM,
  },
  {
    slug: 'vietnam-health-review-genetic-data-privacy',
    categorySlug: 'press',
    title: {
      en: 'Vietnam Health Review: how a genetic-testing company protects customers’ DNA data',
      vi: 'Vietnam Health Review: một công ty xét nghiệm gen bảo vệ dữ liệu DNA của khách hàng như thế nào',
      th: 'Vietnam Health Review: บริษัทตรวจยีนปกป้องข้อมูลดีเอ็นเอของลูกค้าอย่างไร',
      zh: '《Vietnam Health Review》：一家基因检测公司如何保护客户的DNA数据',
    },
    summary: {
      en: 'An English-language health magazine looks at GeneWell’s data practices under Vietnam’s personal data protection rules.',
      vi: 'Một tạp chí sức khỏe tiếng Anh tìm hiểu cách GeneWell xử lý dữ liệu theo các quy định về bảo vệ dữ liệu cá nhân của Việt Nam.',
      th: 'นิตยสารสุขภาพภาษาอังกฤษสำรวจแนวปฏิบัติด้านข้อมูลของ GeneWell ภายใต้กฎหมายคุ้มครองข้อมูลส่วนบุคคลของเวียดนาม',
      zh: '一本英文健康杂志探讨了GeneWell在越南个人数据保护法规下的数据处理做法。',
    },
    body: {
      en: paras(
        'Vietnam Health Review’s March issue features a report on genetic data privacy, in which GeneWell opened its processes to the magazine’s journalists. Genetic data is classed as sensitive personal data under Vietnamese law, which requires explicit consent and stronger safeguards.',
        'The article describes how samples arrive at our laboratory labelled only with a barcode, how genotype data is stored encrypted and separately from names and addresses, and how customers can download or delete their data from their account at any time.',
        'The magazine also notes that GeneWell does not sell genetic data, and that customers’ data is used for research only if they opt in separately. Our research partners receive only coded data, never names.',
        'The journalists asked what happens to samples after testing: by default we destroy saliva samples within 60 days of issuing the report, unless the customer asks us to keep it.',
      ),
      vi: paras(
        'Số tháng Ba của tạp chí Vietnam Health Review có bài phóng sự về quyền riêng tư của dữ liệu di truyền, trong đó GeneWell đã mở cửa quy trình làm việc cho phóng viên tìm hiểu. Theo pháp luật Việt Nam, dữ liệu di truyền là dữ liệu cá nhân nhạy cảm, đòi hỏi phải có sự đồng ý rõ ràng và các biện pháp bảo vệ chặt chẽ hơn.',
        'Bài viết mô tả cách mẫu đến phòng xét nghiệm chỉ với mã vạch, cách dữ liệu kiểu gen được mã hóa và lưu tách biệt khỏi họ tên, địa chỉ, và cách khách hàng có thể tải về hoặc xóa dữ liệu của mình trong tài khoản bất kỳ lúc nào.',
        'Tạp chí cũng ghi nhận GeneWell không bán dữ liệu di truyền, và dữ liệu của khách hàng chỉ được dùng cho nghiên cứu khi họ đồng ý riêng cho mục đích này. Các đối tác nghiên cứu chỉ nhận dữ liệu đã mã hóa, không bao giờ nhận họ tên.',
        'Phóng viên đã hỏi mẫu sẽ ra sao sau khi xét nghiệm: theo mặc định, chúng tôi hủy mẫu nước bọt trong vòng 60 ngày kể từ khi trả kết quả, trừ khi khách hàng đề nghị lưu giữ.',
      ),
      th: paras(
        'นิตยสาร Vietnam Health Review ฉบับเดือนมีนาคมลงรายงานพิเศษเรื่องความเป็นส่วนตัวของข้อมูลพันธุกรรม โดย GeneWell เปิดให้ผู้สื่อข่าวเข้าดูกระบวนการทำงาน ตามกฎหมายเวียดนาม ข้อมูลพันธุกรรมเป็นข้อมูลส่วนบุคคลที่อ่อนไหว ซึ่งต้องได้รับความยินยอมอย่างชัดแจ้งและมีมาตรการคุ้มครองที่เข้มงวดกว่า',
        'บทความอธิบายว่าตัวอย่างมาถึงห้องปฏิบัติการโดยมีเพียงบาร์โค้ด ข้อมูลจีโนไทป์ถูกเข้ารหัสและจัดเก็บแยกจากชื่อและที่อยู่ และลูกค้าสามารถดาวน์โหลดหรือลบข้อมูลของตนจากบัญชีได้ทุกเมื่อ',
        'นิตยสารยังระบุว่า GeneWell ไม่ขายข้อมูลพันธุกรรม และจะใช้ข้อมูลของลูกค้าเพื่องานวิจัยเฉพาะเมื่อลูกค้าให้ความยินยอมแยกต่างหากเท่านั้น พันธมิตรด้านการวิจัยได้รับเพียงข้อมูลที่เข้ารหัส ไม่เคยได้รับชื่อ',
        'ผู้สื่อข่าวถามว่าตัวอย่างจะเป็นอย่างไรหลังการตรวจ โดยปกติเราจะทำลายตัวอย่างน้ำลายภายใน 60 วันหลังออกรายงาน เว้นแต่ลูกค้าขอให้เก็บไว้',
      ),
      zh: paras(
        '《Vietnam Health Review》三月刊刊登了一篇关于遗传数据隐私的专题报道，GeneWell向该刊记者开放了工作流程。根据越南法律，遗传数据属于敏感个人数据，须获得明确同意并采取更严格的保护措施。',
        '文章介绍了样本如何仅凭条形码进入实验室，基因型数据如何加密并与姓名、地址分开存储，以及客户如何随时在账户中下载或删除自己的数据。',
        '杂志还指出，GeneWell不出售遗传数据；只有在客户另行同意的情况下，其数据才会用于研究。科研合作伙伴只会收到编码后的数据，绝不会获得姓名。',
        '记者还询问了检测后样本的去向：默认情况下，我们会在出具报告后60天内销毁唾液样本，除非客户要求保留。',
      ),
    },
    publishedAt: '2026-03-05T01:00:00Z',
    image: scene('news', 'press', 'genetic-data-privacy'),
    source: 'Vietnam Health Review',
  },
  {
    slug: 'caffeine-metabolism-cyp1a2-research',
    categorySlug: 'science',
    title: {
      en: 'Fast or slow caffeine metaboliser? What CYP1A2 research says about your cà phê',
      vi: 'Chuyển hóa caffeine nhanh hay chậm? Nghiên cứu về gen CYP1A2 nói gì về ly cà phê của bạn',
      th: 'เผาผลาญคาเฟอีนเร็วหรือช้า งานวิจัยยีน CYP1A2 บอกอะไรเกี่ยวกับกาแฟของคุณ',
      zh: '咖啡因代谢快还是慢？CYP1A2研究对您的越南咖啡意味着什么',
    },
    summary: {
      en: 'Genes influence how quickly you clear caffeine. The evidence on heart health is mixed, and the safe limits stay the same.',
      vi: 'Gen ảnh hưởng đến tốc độ cơ thể đào thải caffeine. Bằng chứng về sức khỏe tim mạch chưa thống nhất, và giới hạn an toàn vẫn không thay đổi.',
      th: 'ยีนมีผลต่อความเร็วที่ร่างกายกำจัดคาเฟอีน หลักฐานด้านสุขภาพหัวใจยังไม่ชัดเจน และขีดจำกัดที่ปลอดภัยยังคงเหมือนเดิม',
      zh: '基因会影响您清除咖啡因的速度。关于心脏健康的证据尚不一致，而安全摄入上限保持不变。',
    },
    body: {
      en: paras(
        'Most caffeine is broken down in the liver by an enzyme called CYP1A2. A common variant in the CYP1A2 gene is associated with faster breakdown; people without it clear caffeine more slowly, so a cup in the afternoon may still be affecting their sleep at night.',
        'Some studies have suggested that slow metabolisers who drink a lot of coffee have a higher risk of high blood pressure or heart attack, while fast metabolisers do not. Other studies have not confirmed this, and smoking, which speeds up CYP1A2, complicates the picture.',
        'What is not in doubt are the general limits. For healthy adults, up to about 400 mg of caffeine a day is considered safe, and about 200 mg during pregnancy. A strong Vietnamese phin coffee can contain well over 100 mg, so two or three cups add up quickly, before counting tea and energy drinks.',
        'If your report says you are likely a slow metaboliser, try keeping coffee to the morning and watch how you sleep. If you have palpitations, high blood pressure or are pregnant, ask your doctor how much caffeine is right for you.',
      ),
      vi: paras(
        'Phần lớn caffeine được phân giải ở gan nhờ enzyme CYP1A2. Một biến thể phổ biến của gen CYP1A2 liên quan đến khả năng phân giải nhanh hơn; người không mang biến thể này đào thải caffeine chậm hơn, nên một ly cà phê buổi chiều vẫn có thể ảnh hưởng đến giấc ngủ ban đêm.',
        'Một số nghiên cứu cho thấy người chuyển hóa chậm uống nhiều cà phê có nguy cơ tăng huyết áp hoặc nhồi máu cơ tim cao hơn, trong khi người chuyển hóa nhanh thì không. Các nghiên cứu khác chưa khẳng định được điều này, và việc hút thuốc lá, vốn làm tăng hoạt tính CYP1A2, khiến bức tranh thêm phức tạp.',
        'Điều không còn bàn cãi là các giới hạn chung. Với người trưởng thành khỏe mạnh, tối đa khoảng 400 mg caffeine mỗi ngày được coi là an toàn, và khoảng 200 mg khi mang thai. Một ly cà phê phin đậm có thể chứa hơn 100 mg, nên hai, ba ly đã cộng dồn rất nhanh, chưa kể trà và nước tăng lực.',
        'Nếu báo cáo cho biết bạn có khả năng chuyển hóa caffeine chậm, hãy thử chỉ uống cà phê vào buổi sáng và theo dõi giấc ngủ. Nếu bạn bị hồi hộp, tăng huyết áp hoặc đang mang thai, hãy hỏi bác sĩ lượng caffeine phù hợp với mình.',
      ),
      th: paras(
        'คาเฟอีนส่วนใหญ่ถูกย่อยสลายที่ตับโดยเอนไซม์ CYP1A2 รูปแบบที่พบบ่อยของยีน CYP1A2 สัมพันธ์กับการย่อยสลายที่เร็วขึ้น ผู้ที่ไม่มีรูปแบบนี้จะกำจัดคาเฟอีนได้ช้ากว่า กาแฟแก้วบ่ายจึงอาจยังรบกวนการนอนตอนกลางคืน',
        'งานวิจัยบางชิ้นชี้ว่าผู้ที่เผาผลาญช้าและดื่มกาแฟมากมีความเสี่ยงความดันโลหิตสูงหรือหัวใจวายมากกว่า ขณะที่ผู้เผาผลาญเร็วไม่พบความเสี่ยงนี้ แต่งานวิจัยอื่นยังยืนยันไม่ได้ และการสูบบุหรี่ซึ่งเร่งการทำงานของ CYP1A2 ทำให้ภาพรวมซับซ้อนขึ้น',
        'สิ่งที่ไม่มีข้อสงสัยคือขีดจำกัดทั่วไป สำหรับผู้ใหญ่สุขภาพดี คาเฟอีนไม่เกินประมาณ 400 มิลลิกรัมต่อวันถือว่าปลอดภัย และประมาณ 200 มิลลิกรัมระหว่างตั้งครรภ์ กาแฟเวียดนามแบบฟินเข้ม ๆ หนึ่งแก้วอาจมีคาเฟอีนเกิน 100 มิลลิกรัม สองสามแก้วจึงเพิ่มขึ้นเร็วมาก ยังไม่นับชาและเครื่องดื่มชูกำลัง',
        'หากรายงานระบุว่าคุณน่าจะเผาผลาญคาเฟอีนช้า ลองดื่มกาแฟเฉพาะช่วงเช้าและสังเกตการนอน หากคุณมีอาการใจสั่น ความดันโลหิตสูง หรือกำลังตั้งครรภ์ ควรปรึกษาแพทย์ว่าปริมาณคาเฟอีนเท่าใดจึงเหมาะกับคุณ',
      ),
      zh: paras(
        '大部分咖啡因在肝脏中由CYP1A2酶分解。CYP1A2基因的一个常见变异与更快的分解速度相关；不携带该变异的人清除咖啡因较慢，下午的一杯咖啡可能到夜里仍在影响睡眠。',
        '一些研究提示，代谢较慢且大量饮用咖啡的人，患高血压或心肌梗死的风险更高，而代谢较快的人则没有这种关联。但其他研究未能证实这一点，而吸烟会加快CYP1A2的活性，使情况更加复杂。',
        '毋庸置疑的是通用的摄入上限。健康成年人每天摄入不超过约400毫克咖啡因被认为是安全的，孕期约为200毫克。一杯浓郁的越南滴漏咖啡可能含有超过100毫克咖啡因，因此两三杯很快就会累积起来，这还不算茶和功能饮料。',
        '如果报告显示您可能是慢代谢型，可以尝试只在上午喝咖啡，并观察睡眠情况。如果您有心悸、高血压或正在怀孕，请向医生咨询适合您的咖啡因摄入量。',
      ),
    },
    publishedAt: '2026-04-16T02:00:00Z',
    image: scene('news', 'food', 'caffeine-cyp1a2-research'),
    source: NEWSROOM,
  },
  {
    slug: 'hanoi-run-for-health-2026',
    categorySlug: 'events',
    title: {
      en: 'GeneWell team runs for health by Hoàn Kiếm Lake',
      vi: 'Đội GeneWell cùng chạy vì sức khỏe quanh hồ Hoàn Kiếm',
      th: 'ทีม GeneWell ร่วมวิ่งเพื่อสุขภาพรอบทะเลสาบคืนดาบ (Hoàn Kiếm)',
      zh: 'GeneWell团队在还剑湖畔参加健康跑',
    },
    summary: {
      en: 'Forty colleagues joined a community 5 km run in Hà Nội, and our stand offered free advice on warming up, hydration and heart checks before exercise.',
      vi: 'Bốn mươi đồng nghiệp đã tham gia giải chạy cộng đồng 5 km tại Hà Nội, và gian hàng của chúng tôi tư vấn miễn phí về khởi động, bù nước và kiểm tra tim mạch trước khi tập luyện.',
      th: 'เพื่อนร่วมงานสี่สิบคนร่วมงานวิ่ง 5 กม. ของชุมชนในฮานอย และบูธของเราให้คำแนะนำฟรีเรื่องการอบอุ่นร่างกาย การดื่มน้ำ และการตรวจหัวใจก่อนออกกำลังกาย',
      zh: '四十名同事参加了河内的5公里社区跑，我们的展位免费提供热身、补水以及运动前心脏检查方面的建议。',
    },
    body: {
      en: paras(
        'Early on Sunday, 24 May, forty GeneWell colleagues, from laboratory technicians to software engineers, joined a community 5 km run around Hoàn Kiếm Lake. Entry fees and a matching donation from the company went to a children’s heart surgery fund.',
        'At the GeneWell stand, ThS. Đặng Quốc Bảo and our counsellors answered runners’ questions about warming up, drinking enough in Hà Nội’s early-summer heat, and recovering after a race. Several runners asked whether their genes made them better suited to short or long distances; our answer was that enjoyment and regular training matter much more.',
        'BS. CKII Trần Văn Hùng gave a short talk on heart health for new runners. He advised anyone over 40, anyone with high blood pressure, and anyone who feels chest pain or unusual breathlessness during exercise to see a doctor before increasing their training.',
      ),
      vi: paras(
        'Sáng sớm Chủ nhật, ngày 24 tháng 5, bốn mươi đồng nghiệp GeneWell, từ kỹ thuật viên phòng xét nghiệm đến kỹ sư phần mềm, đã tham gia giải chạy cộng đồng 5 km quanh hồ Hoàn Kiếm. Toàn bộ lệ phí tham gia cùng khoản đóng góp tương ứng của công ty được chuyển đến quỹ hỗ trợ phẫu thuật tim cho trẻ em.',
        'Tại gian hàng GeneWell, ThS. Đặng Quốc Bảo và các chuyên viên tư vấn đã giải đáp thắc mắc của người chạy về khởi động, uống đủ nước trong cái nóng đầu hè Hà Nội và hồi phục sau giải chạy. Nhiều người hỏi liệu gen có khiến họ hợp với cự ly ngắn hay dài hơn; câu trả lời của chúng tôi là niềm vui và sự tập luyện đều đặn quan trọng hơn rất nhiều.',
        'BS. CKII Trần Văn Hùng có bài nói chuyện ngắn về sức khỏe tim mạch cho người mới chạy. Ông khuyên những người trên 40 tuổi, người bị tăng huyết áp, và bất kỳ ai thấy đau ngực hay khó thở bất thường khi tập nên đi khám bác sĩ trước khi tăng cường độ luyện tập.',
      ),
      th: paras(
        'เช้าตรู่วันอาทิตย์ที่ 24 พฤษภาคม เพื่อนร่วมงาน GeneWell สี่สิบคน ตั้งแต่นักเทคนิคห้องปฏิบัติการไปจนถึงวิศวกรซอฟต์แวร์ ร่วมงานวิ่ง 5 กม. ของชุมชนรอบทะเลสาบคืนดาบ (Hoàn Kiếm) ค่าสมัครทั้งหมดและเงินบริจาคสมทบจากบริษัทมอบให้กองทุนผ่าตัดหัวใจสำหรับเด็ก',
        'ที่บูธของ GeneWell คุณ Đặng Quốc Bảo และทีมที่ปรึกษาตอบคำถามนักวิ่งเรื่องการอบอุ่นร่างกาย การดื่มน้ำให้เพียงพอในอากาศร้อนต้นฤดูร้อนของฮานอย และการฟื้นตัวหลังการวิ่ง นักวิ่งหลายคนถามว่ายีนทำให้เหมาะกับระยะสั้นหรือระยะไกล คำตอบของเราคือความสนุกและการฝึกอย่างสม่ำเสมอสำคัญกว่ามาก',
        'นายแพทย์ Trần Văn Hùng บรรยายสั้น ๆ เรื่องสุขภาพหัวใจสำหรับนักวิ่งมือใหม่ เขาแนะนำให้ผู้ที่อายุเกิน 40 ปี ผู้ที่มีความดันโลหิตสูง และทุกคนที่รู้สึกเจ็บหน้าอกหรือหายใจลำบากผิดปกติขณะออกกำลังกาย ไปพบแพทย์ก่อนเพิ่มความหนักของการฝึก',
      ),
      zh: paras(
        '5月24日（星期日）清晨，从实验室技术员到软件工程师，四十名GeneWell同事参加了环还剑湖5公里社区跑。全部报名费以及公司的等额捐款，均捐给了一项儿童心脏手术基金。',
        '在GeneWell展位，Đặng Quốc Bảo和咨询团队解答了跑者们关于热身、在河内初夏高温中充分补水以及赛后恢复的问题。不少跑者问，基因是否决定了他们更适合短距离还是长距离；我们的回答是：乐趣和规律训练重要得多。',
        'Trần Văn Hùng医生为跑步新手做了一场关于心脏健康的简短讲座。他建议，40岁以上者、高血压患者，以及运动中出现胸痛或异常气短的人，在加大训练强度之前都应先就医。',
      ),
    },
    publishedAt: '2026-05-26T03:00:00Z',
    image: scene('news', 'fitness', 'hanoi-run-for-health'),
    source: NEWSROOM,
  },
  {
    slug: 'siriwat-wellness-hospital-bangkok',
    categorySlug: 'company-news',
    title: {
      en: 'GeneWell tests now available at Siriwat Wellness Hospital in Bangkok',
      vi: 'Xét nghiệm gen GeneWell chính thức có mặt tại Bệnh viện Siriwat Wellness, Bangkok',
      th: 'การตรวจยีนของ GeneWell เปิดให้บริการแล้วที่โรงพยาบาล Siriwat Wellness กรุงเทพฯ',
      zh: 'GeneWell基因检测正式登陆曼谷Siriwat Wellness医院',
    },
    summary: {
      en: 'Our first hospital partner outside Vietnam offers our tests with reports in Thai and consultations with its own physicians.',
      vi: 'Đối tác bệnh viện đầu tiên của chúng tôi ngoài Việt Nam cung cấp các gói xét nghiệm với báo cáo bằng tiếng Thái và buổi tư vấn cùng chính các bác sĩ của bệnh viện.',
      th: 'โรงพยาบาลพันธมิตรแห่งแรกของเรานอกเวียดนามให้บริการการตรวจของเรา พร้อมรายงานภาษาไทยและการปรึกษาแพทย์ของโรงพยาบาลเอง',
      zh: '我们在越南以外的首家合作医院提供我们的检测服务，配有泰文报告，并由院内医生提供咨询。',
    },
    body: {
      en: paras(
        'From July, patients of Siriwat Wellness Hospital in Bangkok can order GeneWell’s adult health and nutrition genetic tests through the hospital’s preventive health clinic. Samples are collected at the hospital and analysed in our accredited laboratory in Hà Nội.',
        'Reports are issued in Thai, a language we added to our reports this year after working with Thai-speaking doctors and genetic counsellors on every term. Results are explained by the hospital’s own physicians, who have completed GeneWell’s training.',
        'All samples are shipped and stored under the same consent and data protection rules as in Vietnam, and patients can ask for their data to be deleted at any time. As with all our tests, the reports describe predispositions and never replace a medical diagnosis.',
      ),
      vi: paras(
        'Từ tháng 7, người bệnh của Bệnh viện Siriwat Wellness tại Bangkok có thể đăng ký các gói xét nghiệm sức khỏe và dinh dưỡng dành cho người trưởng thành của GeneWell qua phòng khám y học dự phòng của bệnh viện. Mẫu được lấy tại bệnh viện và phân tích tại phòng xét nghiệm đạt chuẩn của chúng tôi ở Hà Nội.',
        'Báo cáo được trả bằng tiếng Thái, ngôn ngữ chúng tôi bổ sung trong năm nay sau khi cùng các bác sĩ và chuyên viên tư vấn di truyền người Thái rà soát từng thuật ngữ. Kết quả do chính các bác sĩ của bệnh viện, những người đã hoàn thành khóa đào tạo của GeneWell, giải thích cho người bệnh.',
        'Mọi mẫu đều được vận chuyển và lưu trữ theo cùng các quy định về sự đồng ý và bảo vệ dữ liệu như tại Việt Nam, và người bệnh có thể yêu cầu xóa dữ liệu bất kỳ lúc nào. Cũng như mọi xét nghiệm của chúng tôi, báo cáo chỉ mô tả nguy cơ di truyền và không bao giờ thay thế chẩn đoán y khoa.',
      ),
      th: paras(
        'ตั้งแต่เดือนกรกฎาคม ผู้ป่วยของโรงพยาบาล Siriwat Wellness ในกรุงเทพฯ สามารถสั่งตรวจด้านสุขภาพและโภชนาการสำหรับผู้ใหญ่ของ GeneWell ผ่านคลินิกเวชศาสตร์ป้องกันของโรงพยาบาล ตัวอย่างจะเก็บที่โรงพยาบาลและวิเคราะห์ในห้องปฏิบัติการที่ได้รับการรับรองของเราในฮานอย',
        'รายงานออกเป็นภาษาไทย ซึ่งเราเพิ่มเข้ามาในปีนี้หลังจากทำงานร่วมกับแพทย์และผู้ให้คำปรึกษาด้านพันธุกรรมที่ใช้ภาษาไทยในการตรวจทานศัพท์ทุกคำ แพทย์ของโรงพยาบาลซึ่งผ่านการอบรมของ GeneWell แล้วจะเป็นผู้อธิบายผลให้ผู้ป่วย',
        'ตัวอย่างทั้งหมดจะถูกขนส่งและจัดเก็บภายใต้กฎเรื่องความยินยอมและการคุ้มครองข้อมูลเดียวกับในเวียดนาม และผู้ป่วยสามารถขอให้ลบข้อมูลได้ทุกเมื่อ เช่นเดียวกับการตรวจทุกรายการของเรา รายงานบอกถึงความเสี่ยงทางพันธุกรรมเท่านั้น และไม่สามารถใช้แทนการวินิจฉัยทางการแพทย์',
      ),
      zh: paras(
        '从七月起，曼谷Siriwat Wellness医院的患者可以通过医院的预防医学门诊，预约GeneWell的成人健康与营养检测。样本在医院采集，并在我们位于河内的认可实验室进行分析。',
        '报告以泰文出具。今年我们与泰语医生和遗传咨询师逐一审定了每个术语，将泰文加入报告语言。结果由已完成GeneWell培训的院内医生为患者解读。',
        '所有样本的运输和保存均遵循与越南相同的知情同意和数据保护规则，患者可随时要求删除其数据。与我们所有的检测一样，报告描述的是遗传易感性，绝不能替代医学诊断。',
      ),
    },
    publishedAt: '2026-07-08T03:00:00Z',
    image: scene('news', 'partner', 'siriwat-wellness-hospital'),
    source: NEWSROOM,
  },
  {
    slug: 'song-khoe-five-myths-genetic-testing',
    categorySlug: 'press',
    title: {
      en: 'Five myths about genetic testing, answered by our counsellors in Sống Khỏe magazine',
      vi: 'Năm ngộ nhận về xét nghiệm gen: chuyên viên tư vấn GeneWell giải đáp trên Tạp chí Sống Khỏe',
      th: 'ห้าความเชื่อผิด ๆ เกี่ยวกับการตรวจยีน ตอบโดยทีมที่ปรึกษาของเราในนิตยสาร Sống Khỏe',
      zh: '关于基因检测的五个误区：我们的咨询师在《Sống Khỏe》杂志上作答',
    },
    summary: {
      en: '“My genes are my destiny”, “one test is enough for life” and other common beliefs, and what the evidence says instead.',
      vi: '“Gen quyết định số phận”, “xét nghiệm một lần là đủ cả đời” và những quan niệm phổ biến khác, cùng điều bằng chứng khoa học thực sự cho thấy.',
      th: '“ยีนคือโชคชะตา” “ตรวจครั้งเดียวพอไปตลอดชีวิต” และความเชื่อที่พบบ่อยอื่น ๆ พร้อมสิ่งที่หลักฐานบอกจริง ๆ',
      zh: '“基因决定命运”“检测一次管一辈子”等常见观念，以及证据真正告诉我们的内容。',
    },
    body: {
      en: paras(
        'Following last year’s interview with our Medical Director, Sống Khỏe magazine asked ThS. Bùi Ngọc Trâm, genetic counsellor, to answer the myths its readers send in most often.',
        'Myth one: “My genes are my destiny.” For common conditions such as diabetes or heart disease, genes shift the odds a little, while diet, activity, sleep and smoking shift them a lot. Myth two: “A low-risk result means I can skip check-ups.” It does not: screening is based on age and health, not on a consumer test.',
        'Myth three: “One test is enough for life.” Your DNA does not change, but science does, and reports are updated as research improves. Myth four: “Genetic tests can choose the right diet or career for my child.” They cannot; at most they describe tendencies.',
        'Myth five: “If a test finds a risk, nothing can be done.” In fact, most results point to something useful: a blood test to ask for, a habit to change, or a conversation with a doctor. “The most important part of a report is the next step,” Trâm concludes.',
      ),
      vi: paras(
        'Tiếp nối bài phỏng vấn Giám đốc Y khoa năm ngoái, Tạp chí Sống Khỏe đã mời ThS. Bùi Ngọc Trâm, chuyên viên tư vấn di truyền, giải đáp những ngộ nhận mà độc giả gửi về nhiều nhất.',
        'Ngộ nhận thứ nhất: “Gen quyết định số phận.” Với các bệnh phổ biến như đái tháo đường hay bệnh tim mạch, gen chỉ làm thay đổi khả năng mắc bệnh một chút, còn chế độ ăn, vận động, giấc ngủ và thuốc lá tác động nhiều hơn hẳn. Ngộ nhận thứ hai: “Kết quả nguy cơ thấp thì không cần khám định kỳ.” Không đúng: việc tầm soát dựa trên tuổi và tình trạng sức khỏe, không dựa trên một xét nghiệm dành cho người tiêu dùng.',
        'Ngộ nhận thứ ba: “Xét nghiệm một lần là đủ cả đời.” DNA của bạn không thay đổi, nhưng khoa học thì có, và báo cáo được cập nhật khi nghiên cứu tiến bộ. Ngộ nhận thứ tư: “Xét nghiệm gen có thể chọn chế độ ăn hay nghề nghiệp phù hợp cho con.” Không thể; nhiều nhất, xét nghiệm chỉ mô tả xu hướng.',
        'Ngộ nhận thứ năm: “Nếu phát hiện nguy cơ thì cũng chẳng làm được gì.” Thực tế, phần lớn kết quả đều gợi ý một việc hữu ích: một xét nghiệm máu nên làm, một thói quen nên thay đổi, hoặc một cuộc trò chuyện với bác sĩ. “Phần quan trọng nhất của bản báo cáo là bước tiếp theo,” chị Trâm kết luận.',
      ),
      th: paras(
        'ต่อจากบทสัมภาษณ์ผู้อำนวยการฝ่ายการแพทย์เมื่อปีที่แล้ว นิตยสาร Sống Khỏe ได้เชิญคุณ Bùi Ngọc Trâm ผู้ให้คำปรึกษาด้านพันธุกรรม มาตอบความเชื่อผิด ๆ ที่ผู้อ่านส่งมาบ่อยที่สุด',
        'ความเชื่อที่หนึ่ง: “ยีนคือโชคชะตา” สำหรับโรคที่พบบ่อยอย่างเบาหวานหรือโรคหัวใจ ยีนเปลี่ยนโอกาสเพียงเล็กน้อย ขณะที่อาหาร การเคลื่อนไหว การนอน และการสูบบุหรี่เปลี่ยนได้มากกว่ามาก ความเชื่อที่สอง: “ผลความเสี่ยงต่ำแปลว่าไม่ต้องตรวจสุขภาพ” ไม่ใช่ การตรวจคัดกรองขึ้นอยู่กับอายุและสุขภาพ ไม่ใช่การตรวจสำหรับผู้บริโภค',
        'ความเชื่อที่สาม: “ตรวจครั้งเดียวพอไปตลอดชีวิต” ดีเอ็นเอของคุณไม่เปลี่ยน แต่วิทยาศาสตร์เปลี่ยน และรายงานจะได้รับการปรับปรุงเมื่องานวิจัยก้าวหน้า ความเชื่อที่สี่: “การตรวจยีนเลือกอาหารหรืออาชีพที่เหมาะกับลูกได้” ไม่ได้ อย่างมากก็บอกได้เพียงแนวโน้ม',
        'ความเชื่อที่ห้า: “ถ้าพบความเสี่ยงก็ทำอะไรไม่ได้” ที่จริงแล้วผลส่วนใหญ่ชี้ไปยังสิ่งที่มีประโยชน์ เช่น การตรวจเลือดที่ควรขอรับ นิสัยที่ควรเปลี่ยน หรือการพูดคุยกับแพทย์ “ส่วนที่สำคัญที่สุดของรายงานคือขั้นตอนถัดไป” คุณ Trâm สรุป',
      ),
      zh: paras(
        '继去年对我们医学总监的专访之后，《Sống Khỏe》杂志邀请遗传咨询师Bùi Ngọc Trâm，回答读者来信中最常见的误区。',
        '误区一：“基因决定命运。”对于糖尿病、心脏病等常见疾病，基因只会略微改变患病几率，而饮食、运动、睡眠和吸烟的影响要大得多。误区二：“风险低就可以不做体检。”并非如此：筛查应根据年龄和健康状况进行，而不是依据一项消费级检测。',
        '误区三：“检测一次管一辈子。”您的DNA不会改变，但科学在进步，报告也会随研究进展而更新。误区四：“基因检测可以为孩子选择合适的饮食或职业。”不能；它最多只能描述倾向。',
        '误区五：“查出风险也无能为力。”事实上，大多数结果都指向有用的下一步：一项应做的血液检查、一个应改变的习惯，或一次与医生的交谈。“报告最重要的部分，是下一步该做什么。”Trâm总结道。',
      ),
    },
    publishedAt: '2026-08-19T01:00:00Z',
    image: scene('news', 'press', 'five-myths-genetic-testing'),
    source: 'Tạp chí Sống Khỏe',
  },
  {
    slug: 'polygenic-scores-asian-ancestry',
    categorySlug: 'science',
    title: {
      en: 'Why risk scores built on European data need recalibrating for Vietnamese people',
      vi: 'Vì sao thang điểm nguy cơ xây dựng từ dữ liệu người châu Âu cần được hiệu chỉnh cho người Việt',
      th: 'ทำไมคะแนนความเสี่ยงที่สร้างจากข้อมูลคนยุโรปจึงต้องปรับเทียบใหม่สำหรับคนเวียดนาม',
      zh: '为什么基于欧洲人群数据的风险评分需要针对越南人重新校准',
    },
    summary: {
      en: 'Polygenic scores lose accuracy across ancestries. First results from our reference panel show how much recalibration helps.',
      vi: 'Điểm nguy cơ đa gen giảm độ chính xác khi áp dụng cho nhóm dân cư khác. Kết quả đầu tiên từ bộ dữ liệu tham chiếu cho thấy việc hiệu chỉnh giúp ích đến mức nào.',
      th: 'คะแนนความเสี่ยงหลายยีนแม่นยำน้อยลงเมื่อใช้ข้ามเชื้อสาย ผลแรกจากชุดข้อมูลอ้างอิงของเราแสดงให้เห็นว่าการปรับเทียบช่วยได้มากเพียงใด',
      zh: '多基因风险评分在不同血统人群间准确性会下降。我们参考数据集的首批结果显示了重新校准的作用有多大。',
    },
    body: {
      en: paras(
        'A polygenic score adds up the small effects of many gene variants to estimate a person’s genetic tendency towards a condition. The weights come from genome-wide association studies, and the large majority of participants in those studies have been of European ancestry.',
        'When a score is applied to people of a different ancestry, it usually predicts less well. Variants are linked to their neighbours differently in different populations, and some variants that matter in Vietnam are rare or absent in European data.',
        'Using the first 3,200 volunteers of our reference panel programme with Học viện Y sinh Sông Hồng, our bioinformatics team compared published scores for type 2 diabetes and LDL cholesterol before and after recalibration to the Vietnamese distribution. Recalibration did not make the scores precise, but it corrected a systematic shift that placed too many people in the “high” group.',
        'From October, GeneWell reports use the recalibrated scores. We will publish the method and summary results with our partner institute, and we continue to present every score as a tendency to discuss with a doctor, never as a prediction.',
      ),
      vi: paras(
        'Điểm nguy cơ đa gen cộng dồn tác động nhỏ của nhiều biến thể gen để ước tính xu hướng di truyền của một người đối với một bệnh. Trọng số của từng biến thể được lấy từ các nghiên cứu liên kết toàn hệ gen (GWAS), mà phần lớn người tham gia các nghiên cứu này là người gốc châu Âu.',
        'Khi áp dụng cho người thuộc nhóm dân cư khác, thang điểm thường dự báo kém chính xác hơn. Mối liên kết giữa các biến thể với những vị trí lân cận khác nhau giữa các quần thể, và một số biến thể quan trọng ở người Việt lại hiếm gặp hoặc không có trong dữ liệu châu Âu.',
        'Dựa trên 3.200 tình nguyện viên đầu tiên của chương trình xây dựng bộ dữ liệu tham chiếu cùng Học viện Y sinh Sông Hồng, nhóm tin sinh học của chúng tôi đã so sánh các thang điểm đã công bố cho đái tháo đường típ 2 và LDL-cholesterol trước và sau khi hiệu chỉnh theo phân bố của người Việt. Việc hiệu chỉnh không làm thang điểm trở nên chính xác tuyệt đối, nhưng đã khắc phục độ lệch hệ thống khiến quá nhiều người bị xếp vào nhóm “nguy cơ cao”.',
        'Từ tháng 10, báo cáo GeneWell sử dụng các thang điểm đã hiệu chỉnh. Chúng tôi sẽ cùng viện đối tác công bố phương pháp và kết quả tổng hợp, đồng thời tiếp tục trình bày mọi điểm số như một xu hướng cần trao đổi với bác sĩ, không bao giờ là lời tiên đoán.',
      ),
      th: paras(
        'คะแนนความเสี่ยงหลายยีน (polygenic score) รวมผลเล็ก ๆ ของรูปแบบยีนจำนวนมากเพื่อประเมินแนวโน้มทางพันธุกรรมต่อโรคหนึ่ง ๆ น้ำหนักของแต่ละรูปแบบมาจากการศึกษาความสัมพันธ์ทั่วทั้งจีโนม (GWAS) ซึ่งผู้เข้าร่วมส่วนใหญ่เป็นผู้มีเชื้อสายยุโรป',
        'เมื่อนำคะแนนไปใช้กับผู้มีเชื้อสายต่างออกไป มักทำนายได้แม่นยำน้อยลง เพราะความเชื่อมโยงระหว่างรูปแบบยีนกับตำแหน่งข้างเคียงแตกต่างกันในแต่ละประชากร และรูปแบบยีนบางตัวที่สำคัญในคนเวียดนามกลับพบน้อยหรือไม่พบเลยในข้อมูลยุโรป',
        'ทีมชีวสารสนเทศของเราใช้ข้อมูลอาสาสมัคร 3,200 คนแรกของโครงการชุดข้อมูลอ้างอิงร่วมกับ Học viện Y sinh Sông Hồng เปรียบเทียบคะแนนที่ตีพิมพ์แล้วสำหรับเบาหวานชนิดที่ 2 และคอเลสเตอรอล LDL ก่อนและหลังการปรับเทียบให้เข้ากับการกระจายตัวของคนเวียดนาม การปรับเทียบไม่ได้ทำให้คะแนนแม่นยำสมบูรณ์ แต่แก้ความเบี่ยงเบนเชิงระบบที่ทำให้คนจำนวนมากเกินไปถูกจัดอยู่ในกลุ่ม “เสี่ยงสูง”',
        'ตั้งแต่เดือนตุลาคม รายงานของ GeneWell ใช้คะแนนที่ปรับเทียบแล้ว เราจะเผยแพร่วิธีการและผลสรุปร่วมกับสถาบันพันธมิตร และยังคงนำเสนอทุกคะแนนเป็นแนวโน้มที่ควรปรึกษาแพทย์ ไม่ใช่คำทำนาย',
      ),
      zh: paras(
        '多基因风险评分将众多基因变异的微小效应累加起来，以估计一个人对某种疾病的遗传倾向。各变异的权重来自全基因组关联研究（GWAS），而这些研究的参与者绝大多数为欧洲血统。',
        '当评分应用于其他血统人群时，预测效果通常会下降。不同人群中变异与邻近位点的连锁关系不同，而一些在越南人中重要的变异，在欧洲数据中很罕见甚至不存在。',
        '我们的生物信息团队利用与Học viện Y sinh Sông Hồng合作的参考数据集项目中首批3,200名志愿者的数据，比较了已发表的2型糖尿病和低密度脂蛋白胆固醇评分在按越南人群分布校准前后的表现。校准并不能让评分变得完全精确，但纠正了一个系统性偏移——此前有过多的人被归入“高风险”组。',
        '从十月起，GeneWell报告将采用校准后的评分。我们将与合作研究院共同发表方法和汇总结果，并继续将每一项评分呈现为需要与医生讨论的倾向，而绝非预言。',
      ),
    },
    publishedAt: '2026-09-30T02:00:00Z',
    image: scene('news', 'chart', 'polygenic-scores-recalibration'),
    source: NEWSROOM,
  },
  {
    slug: 'genetic-counselling-forum-hcmc-2026',
    categorySlug: 'events',
    title: {
      en: 'GeneWell hosts a regional forum on genetic counselling in Ho Chi Minh City',
      vi: 'GeneWell tổ chức diễn đàn khu vực về tư vấn di truyền tại TP. Hồ Chí Minh',
      th: 'GeneWell จัดเวทีระดับภูมิภาคว่าด้วยการให้คำปรึกษาทางพันธุกรรมที่นครโฮจิมินห์',
      zh: 'GeneWell在胡志明市举办遗传咨询区域论坛',
    },
    summary: {
      en: 'Doctors, counsellors and researchers from six countries discussed how to explain genetic risk clearly and kindly.',
      vi: 'Bác sĩ, chuyên viên tư vấn và nhà nghiên cứu từ sáu quốc gia đã cùng thảo luận cách giải thích nguy cơ di truyền rõ ràng và tử tế.',
      th: 'แพทย์ ผู้ให้คำปรึกษา และนักวิจัยจากหกประเทศร่วมหารือวิธีอธิบายความเสี่ยงทางพันธุกรรมอย่างชัดเจนและเห็นอกเห็นใจ',
      zh: '来自六个国家的医生、咨询师和研究人员共同探讨如何清晰而体贴地解释遗传风险。',
    },
    body: {
      en: paras(
        'On 6 and 7 November, GeneWell hosted a two-day forum on genetic counselling in Ho Chi Minh City, with 220 participants from Vietnam, Thailand, Singapore, Japan, Korea and Germany, including several of our partner institutions.',
        'Sessions covered counselling after a hereditary cancer finding, talking to parents about children’s reports, and the psychological side of receiving risk information. ThS. Vũ Hoàng Nam led a workshop on recognising and easing health anxiety during a consultation.',
        'A recurring theme was the shortage of trained genetic counsellors in Southeast Asia. GeneWell announced that it will fund four scholarships for Vietnamese health professionals to complete a master’s-level programme in genetic counselling, starting in 2027.',
        'Presentations from the forum will be shared with participants, and a summary for the public will be published on this site.',
      ),
      vi: paras(
        'Trong hai ngày 6 và 7 tháng 11, GeneWell đã tổ chức diễn đàn về tư vấn di truyền tại TP. Hồ Chí Minh, với 220 đại biểu đến từ Việt Nam, Thái Lan, Singapore, Nhật Bản, Hàn Quốc và Đức, trong đó có nhiều tổ chức đối tác của chúng tôi.',
        'Các phiên thảo luận xoay quanh việc tư vấn sau khi phát hiện biến thể ung thư di truyền, cách trao đổi với cha mẹ về báo cáo của trẻ, và khía cạnh tâm lý khi một người tiếp nhận thông tin về nguy cơ. ThS. Vũ Hoàng Nam đã dẫn dắt buổi thực hành về nhận diện và xoa dịu lo âu sức khỏe trong buổi tư vấn.',
        'Một chủ đề được nhắc đến nhiều lần là sự thiếu hụt chuyên viên tư vấn di truyền được đào tạo bài bản tại Đông Nam Á. GeneWell công bố sẽ tài trợ bốn suất học bổng cho cán bộ y tế Việt Nam theo học chương trình thạc sĩ tư vấn di truyền, bắt đầu từ năm 2027.',
        'Các bài trình bày tại diễn đàn sẽ được gửi đến đại biểu, và bản tóm tắt dành cho công chúng sẽ được đăng trên trang web này.',
      ),
      th: paras(
        'ในวันที่ 6 และ 7 พฤศจิกายน GeneWell จัดเวทีสองวันว่าด้วยการให้คำปรึกษาทางพันธุกรรมที่นครโฮจิมินห์ มีผู้เข้าร่วม 220 คนจากเวียดนาม ไทย สิงคโปร์ ญี่ปุ่น เกาหลี และเยอรมนี รวมถึงสถาบันพันธมิตรของเราหลายแห่ง',
        'หัวข้อการประชุมครอบคลุมการให้คำปรึกษาหลังพบรูปแบบยีนมะเร็งทางพันธุกรรม การพูดคุยกับพ่อแม่เรื่องรายงานของลูก และมิติทางจิตใจของการรับรู้ข้อมูลความเสี่ยง คุณ Vũ Hoàng Nam นำเวิร์กช็อปเรื่องการสังเกตและบรรเทาความวิตกกังวลด้านสุขภาพระหว่างการให้คำปรึกษา',
        'ประเด็นที่ถูกหยิบยกซ้ำหลายครั้งคือการขาดแคลนผู้ให้คำปรึกษาด้านพันธุกรรมที่ผ่านการฝึกอบรมในเอเชียตะวันออกเฉียงใต้ GeneWell ประกาศมอบทุนการศึกษาสี่ทุนให้บุคลากรสาธารณสุขชาวเวียดนามเรียนหลักสูตรระดับปริญญาโทด้านการให้คำปรึกษาทางพันธุศาสตร์ เริ่มในปี 2027',
        'เอกสารการนำเสนอจะส่งให้ผู้เข้าร่วม และสรุปสำหรับสาธารณชนจะเผยแพร่บนเว็บไซต์นี้',
      ),
      zh: paras(
        '11月6日至7日，GeneWell在胡志明市举办了为期两天的遗传咨询论坛，来自越南、泰国、新加坡、日本、韩国和德国的220名代表出席，其中包括我们的多家合作机构。',
        '论坛议题涵盖遗传性肿瘤变异发现后的咨询、如何与家长沟通儿童报告，以及接收风险信息时的心理层面。Vũ Hoàng Nam主持了一场工作坊，讲解如何在咨询中识别并缓解健康焦虑。',
        '东南亚受过系统培训的遗传咨询师短缺，是论坛上反复提及的话题。GeneWell宣布将从2027年起资助四名越南医务人员攻读遗传咨询硕士课程。',
        '论坛演讲资料将发送给与会代表，面向公众的总结将发布在本网站。',
      ),
    },
    publishedAt: '2026-11-09T02:00:00Z',
    image: scene('news', 'event', 'genetic-counselling-forum'),
    source: NEWSROOM,
  },
];

// ---- blog ----------------------------------------------------------------------------------

const blogPosts: SeedBlogPost[] = [
  {
    slug: 'blood-sugar-and-your-genes',
    categorySlug: 'nutrition',
    title: {
      en: 'Blood sugar and your genes: what a type 2 diabetes risk result really means',
      vi: 'Đường huyết và gen: kết quả nguy cơ đái tháo đường típ 2 thực sự nói lên điều gì',
      th: 'น้ำตาลในเลือดกับยีน: ผลความเสี่ยงเบาหวานชนิดที่ 2 หมายความว่าอย่างไร',
      zh: '血糖与基因：2型糖尿病风险结果究竟意味着什么',
    },
    summary: {
      en: 'A higher genetic risk is common, and it is not a diagnosis. Here is how to use it: the right blood tests, and the habits that matter most.',
      vi: 'Nguy cơ di truyền cao hơn là điều khá thường gặp và không phải là chẩn đoán. Đây là cách sử dụng kết quả đó: làm đúng xét nghiệm máu và duy trì những thói quen quan trọng nhất.',
      th: 'ความเสี่ยงทางพันธุกรรมที่สูงขึ้นพบได้บ่อยและไม่ใช่การวินิจฉัย นี่คือวิธีใช้ผลตรวจอย่างถูกต้อง ทั้งการตรวจเลือดที่เหมาะสมและนิสัยที่สำคัญที่สุด',
      zh: '遗传风险偏高很常见，但它并不是诊断。本文告诉您如何利用这一结果：做对血液检查，养成最关键的生活习惯。',
    },
    body: {
      en: paras(
        'Type 2 diabetes runs in families, and dozens of gene variants each add a small amount to a person’s risk. A GeneWell report combines them into a score that places you above, near or below the average for people of similar ancestry. It cannot tell you whether you have diabetes today, or whether you will develop it.',
        'What a higher score should change is how closely you watch. People of Asian ancestry tend to develop type 2 diabetes at a lower body weight than Europeans, so a BMI of 23 or more is already a reason to be checked. Ask your doctor about a fasting blood glucose or HbA1c test; these are what actually diagnose diabetes and prediabetes.',
        'Habits matter more than genes. Large trials in Asia and elsewhere showed that people with prediabetes who lost a modest amount of weight and exercised about 150 minutes a week cut their risk of developing diabetes by around half, whatever their family history.',
        'In a Vietnamese diet, the biggest lever is often the amount of white rice and sweet drinks. Filling half the bowl with vegetables, swapping some rice for brown rice or beans, and keeping trà sữa for special occasions are small changes that add up.',
        'If you already have symptoms such as strong thirst, frequent urination or unexplained weight loss, do not wait for a genetic result: see a doctor and have your blood sugar measured.',
      ),
      vi: paras(
        'Đái tháo đường típ 2 có tính chất gia đình, và hàng chục biến thể gen, mỗi biến thể góp một phần nhỏ, cùng làm tăng nguy cơ. Báo cáo GeneWell tổng hợp các biến thể này thành một điểm số, cho biết nguy cơ của bạn cao hơn, tương đương hay thấp hơn mức trung bình của những người cùng nguồn gốc. Điểm số không cho biết hiện tại bạn có bị đái tháo đường hay không, cũng không khẳng định sau này bạn sẽ mắc bệnh.',
        'Điều một điểm số cao hơn nên thay đổi là mức độ theo dõi. Người châu Á thường mắc đái tháo đường típ 2 ở mức cân nặng thấp hơn người châu Âu, vì vậy chỉ số BMI từ 23 trở lên đã là lý do để đi kiểm tra. Hãy hỏi bác sĩ về xét nghiệm đường huyết lúc đói hoặc HbA1c; đây mới là các xét nghiệm dùng để chẩn đoán đái tháo đường và tiền đái tháo đường.',
        'Thói quen sống quan trọng hơn gen. Các thử nghiệm lớn ở châu Á và nhiều nơi khác cho thấy người tiền đái tháo đường giảm cân vừa phải và vận động khoảng 150 phút mỗi tuần đã giảm được khoảng một nửa nguy cơ tiến triển thành đái tháo đường, bất kể tiền sử gia đình.',
        'Trong bữa ăn của người Việt, yếu tố tác động lớn nhất thường là lượng cơm trắng và đồ uống ngọt. Để rau chiếm một nửa bát, thay một phần cơm trắng bằng gạo lứt hoặc các loại đậu, và chỉ uống trà sữa vào dịp đặc biệt là những thay đổi nhỏ nhưng hiệu quả cộng dồn.',
        'Nếu bạn đã có triệu chứng như khát nhiều, tiểu nhiều hoặc sụt cân không rõ nguyên nhân, đừng chờ kết quả xét nghiệm gen: hãy đi khám và đo đường huyết.',
      ),
      th: paras(
        'เบาหวานชนิดที่ 2 ถ่ายทอดในครอบครัวได้ และรูปแบบยีนหลายสิบตำแหน่งต่างเพิ่มความเสี่ยงคนละเล็กน้อย รายงานของ GeneWell รวมรูปแบบยีนเหล่านี้เป็นคะแนนที่บอกว่าคุณอยู่สูงกว่า ใกล้เคียง หรือต่ำกว่าค่าเฉลี่ยของคนที่มีเชื้อสายใกล้เคียงกัน คะแนนนี้ไม่ได้บอกว่าวันนี้คุณเป็นเบาหวานหรือไม่ หรือจะเป็นในอนาคตหรือไม่',
        'สิ่งที่คะแนนสูงควรเปลี่ยนคือความใส่ใจในการติดตาม คนเชื้อสายเอเชียมักเป็นเบาหวานชนิดที่ 2 ที่น้ำหนักตัวต่ำกว่าคนยุโรป ดัชนีมวลกายตั้งแต่ 23 ขึ้นไปจึงเป็นเหตุผลให้ไปตรวจแล้ว ปรึกษาแพทย์เรื่องการตรวจน้ำตาลในเลือดขณะอดอาหารหรือ HbA1c ซึ่งเป็นการตรวจที่ใช้วินิจฉัยเบาหวานและภาวะก่อนเบาหวานจริง ๆ',
        'นิสัยสำคัญกว่ายีน การศึกษาขนาดใหญ่ในเอเชียและที่อื่น ๆ พบว่าผู้ที่มีภาวะก่อนเบาหวานซึ่งลดน้ำหนักลงพอประมาณและออกกำลังกายราว 150 นาทีต่อสัปดาห์ ลดความเสี่ยงที่จะเป็นเบาหวานได้ประมาณครึ่งหนึ่ง ไม่ว่าจะมีประวัติครอบครัวหรือไม่',
        'ในอาหารเวียดนาม ปัจจัยที่ส่งผลมากที่สุดมักเป็นปริมาณข้าวขาวและเครื่องดื่มหวาน การเติมผักให้ได้ครึ่งชาม เปลี่ยนข้าวขาวบางส่วนเป็นข้าวกล้องหรือถั่ว และเก็บชานมไว้สำหรับโอกาสพิเศษ เป็นการเปลี่ยนแปลงเล็ก ๆ ที่ได้ผลสะสม',
        'หากคุณมีอาการแล้ว เช่น กระหายน้ำมาก ปัสสาวะบ่อย หรือน้ำหนักลดโดยไม่ทราบสาเหตุ อย่ารอผลตรวจยีน ควรพบแพทย์และตรวจระดับน้ำตาลในเลือด',
      ),
      zh: paras(
        '2型糖尿病具有家族聚集性，数十个基因变异各自为风险增添一小部分。GeneWell报告将这些变异综合为一个评分，显示您的风险高于、接近还是低于同血统人群的平均水平。它不能告诉您现在是否患有糖尿病，也不能断定您将来是否会患病。',
        '评分偏高真正应当改变的，是您关注血糖的程度。亚洲人往往在比欧洲人更低的体重下就会患上2型糖尿病，因此BMI达到23或以上就应当接受检查。请向医生咨询空腹血糖或糖化血红蛋白（HbA1c）检测，这些才是诊断糖尿病和糖尿病前期的依据。',
        '生活习惯比基因更重要。亚洲及其他地区的大型试验显示，糖尿病前期人群适度减重、每周运动约150分钟，无论家族史如何，发展为糖尿病的风险都可降低约一半。',
        '在越南饮食中，影响最大的往往是白米饭和甜饮料的摄入量。让蔬菜占据半碗、用糙米或豆类替换部分白米饭、把奶茶留到特别的日子，这些小改变会积少成多。',
        '如果您已经出现明显口渴、尿频或不明原因的体重下降等症状，请不要等待基因检测结果，应尽快就医并检测血糖。',
      ),
    },
    publishedAt: '2025-04-09T01:00:00Z',
    image: scene('blog', 'food', 'blood-sugar-and-genes'),
    advisorSlug: 'nguyen-thi-mai',
    readingMinutes: 6,
  },
  {
    slug: 'salt-blood-pressure-and-genes',
    categorySlug: 'nutrition',
    title: {
      en: 'Salt, fish sauce and blood pressure: does your genotype change the advice?',
      vi: 'Muối, nước mắm và huyết áp: kiểu gen có làm thay đổi lời khuyên không?',
      th: 'เกลือ น้ำปลา และความดันโลหิต: จีโนไทป์ของคุณเปลี่ยนคำแนะนำหรือไม่',
      zh: '盐、鱼露与血压：基因型会改变饮食建议吗？',
    },
    summary: {
      en: 'Some people’s blood pressure responds more to salt than others’, and genes play a part. But almost everyone in Vietnam eats more salt than is healthy.',
      vi: 'Huyết áp của một số người nhạy cảm với muối hơn người khác, và gen góp một phần. Nhưng hầu như ai ở Việt Nam cũng đang ăn mặn hơn mức có lợi cho sức khỏe.',
      th: 'ความดันโลหิตของบางคนตอบสนองต่อเกลือมากกว่าคนอื่น และยีนมีส่วนเกี่ยวข้อง แต่คนเวียดนามเกือบทุกคนกินเกลือมากเกินกว่าที่ดีต่อสุขภาพ',
      zh: '有些人的血压对盐更敏感，这与基因有一定关系。但几乎每个越南人的盐摄入量都超出了健康水平。',
    },
    body: {
      en: paras(
        'High blood pressure is the most common risk factor for stroke and heart attack in Vietnam, and it often causes no symptoms. Around one in four Vietnamese adults have it, and many do not know.',
        'Salt sensitivity, the degree to which blood pressure rises with salt intake, varies between people. Variants in genes that regulate sodium and fluid balance explain part of that difference, and a GeneWell report can indicate whether you are likely to be more salt-sensitive than average.',
        'The practical advice, however, is the same for everyone. The World Health Organization recommends less than 5 g of salt a day, about one teaspoon, while surveys in Vietnam find that adults eat nearly twice that. Much of it comes from fish sauce, soy sauce, dipping sauces, instant noodles and pickles.',
        'Useful steps: taste before adding nước mắm, dilute dipping sauce with lime juice and garlic, leave some of the broth of phở and bún, and choose fresh rather than pickled vegetables. Potassium from vegetables and fruit also helps to lower blood pressure.',
        'Whatever your genotype, measure your blood pressure at least once a year from the age of 18, and more often if it is raised. If it is 140/90 mmHg or above on repeated measurements, see a doctor: medication may be needed, and it works.',
      ),
      vi: paras(
        'Tăng huyết áp là yếu tố nguy cơ phổ biến nhất của đột quỵ và nhồi máu cơ tim tại Việt Nam, và thường không có triệu chứng. Khoảng một phần tư người trưởng thành Việt Nam bị tăng huyết áp, và nhiều người không biết mình mắc bệnh.',
        'Mức độ nhạy cảm với muối, tức là huyết áp tăng nhiều hay ít khi ăn mặn, khác nhau ở mỗi người. Các biến thể ở những gen điều hòa natri và cân bằng dịch giải thích một phần sự khác biệt đó, và báo cáo GeneWell có thể cho biết bạn có khả năng nhạy cảm với muối hơn mức trung bình hay không.',
        'Tuy nhiên, lời khuyên thực tế là giống nhau với mọi người. Tổ chức Y tế Thế giới khuyến cáo ăn dưới 5 g muối mỗi ngày, tương đương một thìa cà phê, trong khi các khảo sát tại Việt Nam cho thấy người trưởng thành ăn gần gấp đôi mức đó. Phần lớn lượng muối đến từ nước mắm, xì dầu, nước chấm, mì ăn liền và dưa cà muối.',
        'Một vài bước hữu ích: nếm trước khi chấm thêm nước mắm, pha loãng nước chấm với chanh và tỏi, để lại một phần nước dùng khi ăn phở, bún, và ưu tiên rau tươi thay cho rau muối chua. Kali từ rau và trái cây cũng giúp hạ huyết áp.',
        'Dù kiểu gen thế nào, hãy đo huyết áp ít nhất mỗi năm một lần từ tuổi 18, và thường xuyên hơn nếu huyết áp cao. Nếu huyết áp từ 140/90 mmHg trở lên qua nhiều lần đo, hãy đi khám bác sĩ: có thể bạn cần dùng thuốc, và thuốc điều trị rất hiệu quả.',
      ),
      th: paras(
        'ความดันโลหิตสูงเป็นปัจจัยเสี่ยงที่พบบ่อยที่สุดของโรคหลอดเลือดสมองและหัวใจวายในเวียดนาม และมักไม่มีอาการ ผู้ใหญ่ชาวเวียดนามราวหนึ่งในสี่มีภาวะนี้ และหลายคนไม่รู้ตัว',
        'ความไวต่อเกลือ คือระดับที่ความดันโลหิตสูงขึ้นเมื่อกินเค็ม แตกต่างกันในแต่ละคน รูปแบบยีนที่ควบคุมโซเดียมและสมดุลของเหลวอธิบายความแตกต่างนี้ได้บางส่วน และรายงานของ GeneWell บอกได้ว่าคุณมีแนวโน้มไวต่อเกลือมากกว่าค่าเฉลี่ยหรือไม่',
        'อย่างไรก็ตาม คำแนะนำในทางปฏิบัติเหมือนกันสำหรับทุกคน องค์การอนามัยโลกแนะนำให้กินเกลือน้อยกว่า 5 กรัมต่อวัน หรือประมาณหนึ่งช้อนชา ขณะที่การสำรวจในเวียดนามพบว่าผู้ใหญ่กินเกือบสองเท่าของปริมาณนั้น ส่วนใหญ่มาจากน้ำปลา ซีอิ๊ว น้ำจิ้ม บะหมี่กึ่งสำเร็จรูป และผักดอง',
        'ขั้นตอนที่ช่วยได้ ได้แก่ ชิมก่อนเติมน้ำปลา ผสมน้ำจิ้มให้อ่อนลงด้วยน้ำมะนาวและกระเทียม เหลือน้ำซุปเฝอหรือบุ๋นไว้บ้าง และเลือกผักสดแทนผักดอง โพแทสเซียมจากผักและผลไม้ก็ช่วยลดความดันโลหิตได้',
        'ไม่ว่าจีโนไทป์ของคุณจะเป็นแบบใด ควรวัดความดันโลหิตอย่างน้อยปีละครั้งตั้งแต่อายุ 18 ปี และบ่อยขึ้นหากค่าสูง หากวัดซ้ำหลายครั้งได้ 140/90 มม.ปรอทขึ้นไป ควรพบแพทย์ เพราะอาจต้องใช้ยา และยาได้ผลดี',
      ),
      zh: paras(
        '高血压是越南中风和心肌梗死最常见的危险因素，而且往往没有症状。约四分之一的越南成年人患有高血压，其中许多人并不知情。',
        '盐敏感性，即血压随盐摄入量升高的程度，因人而异。调节钠和体液平衡的基因变异可以解释部分差异，GeneWell报告可以提示您是否可能比平均水平更加盐敏感。',
        '不过，实际建议对每个人都是一样的。世界卫生组织建议每天食盐摄入量低于5克，约一茶匙；而越南的调查显示，成年人的摄入量接近这一数值的两倍。其中大部分来自鱼露、酱油、蘸料、方便面和腌菜。',
        '一些实用做法：先尝再加鱼露；用青柠汁和蒜末稀释蘸料；吃河粉、米线时留下部分汤；多选新鲜蔬菜，少吃腌菜。蔬菜和水果中的钾也有助于降低血压。',
        '无论基因型如何，从18岁起每年至少测量一次血压，血压偏高者应更频繁地测量。如果多次测量均在140/90 mmHg或以上，请就医：您可能需要药物治疗，而药物是有效的。',
      ),
    },
    publishedAt: '2025-07-15T01:00:00Z',
    image: scene('blog', 'heart', 'salt-and-blood-pressure'),
    advisorSlug: 'tran-van-hung',
    readingMinutes: 6,
  },
  {
    slug: 'preparing-for-pregnancy-folate-iron',
    categorySlug: 'parenting',
    title: {
      en: 'Preparing for pregnancy: folate, iron and the check-ups to ask for',
      vi: 'Chuẩn bị mang thai: folate, sắt và những khám sàng lọc cần hỏi bác sĩ',
      th: 'เตรียมตัวก่อนตั้งครรภ์: โฟเลต ธาตุเหล็ก และการตรวจที่ควรขอรับ',
      zh: '备孕指南：叶酸、铁以及应向医生询问的检查',
    },
    summary: {
      en: 'Three months before trying to conceive is the ideal time to start. An obstetrician’s checklist, from folic acid to thalassaemia screening.',
      vi: 'Ba tháng trước khi có kế hoạch mang thai là thời điểm lý tưởng để bắt đầu. Danh sách cần làm từ bác sĩ sản khoa, từ acid folic đến sàng lọc thalassemia.',
      th: 'สามเดือนก่อนเริ่มพยายามตั้งครรภ์คือช่วงเวลาที่เหมาะที่สุดในการเริ่มต้น รายการตรวจสอบจากสูติแพทย์ ตั้งแต่กรดโฟลิกไปจนถึงการตรวจคัดกรองธาลัสซีเมีย',
      zh: '计划怀孕前三个月是开始准备的理想时间。来自产科医生的清单：从叶酸到地中海贫血筛查。',
    },
    body: {
      en: paras(
        'Many couples come to me once the pregnancy test is already positive. By then, the most important weeks for the baby’s neural tube have often passed, which is why I encourage women to plan a pre-pregnancy visit about three months ahead.',
        'Folic acid comes first: 400 µg a day from the moment you start trying, until at least week 12. This applies to every woman, whatever her MTHFR genotype. Women with epilepsy, diabetes, obesity or a previous affected pregnancy may need a higher dose, which your doctor will prescribe.',
        'Iron deficiency is common among Vietnamese women of childbearing age. A simple blood count before pregnancy shows whether you need to build up your stores. Lean red meat, eggs, dark green vegetables and beans help, and vitamin C at the same meal improves absorption.',
        'Thalassaemia deserves a special mention. Carriers are common in Vietnam and usually have no symptoms, but if both parents carry it, their child may be seriously affected. Ask for a blood count and, if needed, haemoglobin electrophoresis for both partners. A wellness genetic test does not replace this screening.',
        'Finally, check that your rubella and hepatitis B vaccinations are up to date, review any medicines you take with your doctor, and stop smoking and drinking alcohol. These steps do more for a healthy pregnancy than any supplement.',
      ),
      vi: paras(
        'Nhiều cặp vợ chồng chỉ đến gặp tôi khi que thử thai đã lên hai vạch. Lúc đó, những tuần quan trọng nhất cho sự hình thành ống thần kinh của thai nhi thường đã qua, vì vậy tôi khuyên các chị em nên đi khám tiền thai sản khoảng ba tháng trước khi có kế hoạch mang thai.',
        'Việc đầu tiên là acid folic: 400 µg mỗi ngày từ khi bắt đầu mong con cho đến ít nhất hết tuần thứ 12. Khuyến cáo này áp dụng cho mọi phụ nữ, bất kể kiểu gen MTHFR. Người bị động kinh, đái tháo đường, béo phì hoặc từng mang thai bị dị tật ống thần kinh có thể cần liều cao hơn, do bác sĩ chỉ định.',
        'Thiếu sắt khá phổ biến ở phụ nữ Việt Nam trong độ tuổi sinh đẻ. Xét nghiệm công thức máu trước khi mang thai sẽ cho biết bạn có cần bổ sung dự trữ sắt hay không. Thịt đỏ nạc, trứng, rau xanh đậm và các loại đậu đều có ích, và ăn kèm thực phẩm giàu vitamin C trong cùng bữa giúp hấp thu sắt tốt hơn.',
        'Bệnh tan máu bẩm sinh (thalassemia) cần được đặc biệt lưu ý. Tỷ lệ người mang gen bệnh ở Việt Nam khá cao và thường không có triệu chứng, nhưng nếu cả bố và mẹ cùng mang gen, con có thể mắc bệnh nặng. Hãy đề nghị xét nghiệm công thức máu và, khi cần, điện di huyết sắc tố cho cả hai vợ chồng. Xét nghiệm gen về sức khỏe tổng quát không thay thế được sàng lọc này.',
        'Cuối cùng, hãy kiểm tra lại mũi tiêm phòng rubella và viêm gan B, rà soát các loại thuốc đang dùng với bác sĩ, ngừng hút thuốc và uống rượu bia. Những bước này có ích cho thai kỳ khỏe mạnh hơn bất kỳ loại thực phẩm bổ sung nào.',
      ),
      th: paras(
        'คู่รักหลายคู่มาพบฉันเมื่อผลตรวจการตั้งครรภ์เป็นบวกแล้ว ถึงตอนนั้นสัปดาห์ที่สำคัญที่สุดต่อการสร้างหลอดประสาทของทารกมักผ่านไปแล้ว ฉันจึงแนะนำให้ผู้หญิงวางแผนพบแพทย์ก่อนตั้งครรภ์ล่วงหน้าประมาณสามเดือน',
        'สิ่งแรกคือกรดโฟลิก วันละ 400 ไมโครกรัม ตั้งแต่เริ่มพยายามตั้งครรภ์จนถึงอย่างน้อยสัปดาห์ที่ 12 คำแนะนำนี้ใช้กับผู้หญิงทุกคนไม่ว่าจะมีจีโนไทป์ MTHFR แบบใด ผู้ที่เป็นโรคลมชัก เบาหวาน โรคอ้วน หรือเคยตั้งครรภ์ที่มีความผิดปกติมาก่อน อาจต้องได้รับขนาดที่สูงกว่าตามที่แพทย์สั่ง',
        'ภาวะขาดธาตุเหล็กพบบ่อยในผู้หญิงเวียดนามวัยเจริญพันธุ์ การตรวจความสมบูรณ์ของเม็ดเลือดก่อนตั้งครรภ์จะบอกได้ว่าคุณต้องเสริมธาตุเหล็กหรือไม่ เนื้อแดงไม่ติดมัน ไข่ ผักใบเขียวเข้ม และถั่วช่วยได้ และการกินวิตามินซีในมื้อเดียวกันช่วยให้ดูดซึมดีขึ้น',
        'ธาลัสซีเมียต้องให้ความสำคัญเป็นพิเศษ ผู้เป็นพาหะพบได้บ่อยในเวียดนามและมักไม่มีอาการ แต่หากพ่อและแม่เป็นพาหะทั้งคู่ ลูกอาจเป็นโรครุนแรงได้ ควรขอตรวจความสมบูรณ์ของเม็ดเลือด และหากจำเป็น ตรวจวิเคราะห์ชนิดฮีโมโกลบินทั้งสองคน การตรวจยีนด้านสุขภาพทั่วไปไม่สามารถใช้แทนการคัดกรองนี้ได้',
        'สุดท้าย ตรวจสอบว่าได้รับวัคซีนหัดเยอรมันและไวรัสตับอักเสบบีครบแล้ว ทบทวนยาที่ใช้อยู่กับแพทย์ และงดสูบบุหรี่และดื่มแอลกอฮอล์ ขั้นตอนเหล่านี้ช่วยให้การตั้งครรภ์มีสุขภาพดีได้มากกว่าอาหารเสริมใด ๆ',
      ),
      zh: paras(
        '很多夫妻是在验孕结果已经呈阳性后才来找我。那时，胎儿神经管发育最关键的几周往往已经过去，所以我建议女性提前约三个月安排一次孕前检查。',
        '首先是叶酸：从开始备孕起每天400微克，至少持续到孕12周。这一建议适用于所有女性，与MTHFR基因型无关。患有癫痫、糖尿病、肥胖，或曾有神经管缺陷妊娠史的女性可能需要更高剂量，应由医生开具。',
        '缺铁在越南育龄女性中很常见。孕前做一次血常规，就能知道是否需要补充铁储备。瘦红肉、鸡蛋、深绿色蔬菜和豆类都有帮助，同餐摄入维生素C可促进铁的吸收。',
        '地中海贫血值得特别关注。在越南，携带者较为常见，且通常没有症状；但如果父母双方都是携带者，孩子可能会患上重型地中海贫血。请为夫妻双方申请血常规检查，必要时进行血红蛋白电泳。健康类基因检测不能替代这项筛查。',
        '最后，请确认风疹和乙肝疫苗已按时接种，与医生一起检查正在服用的药物，并戒烟戒酒。这些措施对健康妊娠的帮助，远胜于任何补充剂。',
      ),
    },
    publishedAt: '2025-09-04T01:00:00Z',
    image: scene('blog', 'family', 'preparing-for-pregnancy'),
    advisorSlug: 'le-thu-ha',
    readingMinutes: 7,
  },
  {
    slug: 'can-dna-reveal-your-childs-talent',
    categorySlug: 'parenting',
    title: {
      en: 'Can a genetic test reveal your child’s talent? A paediatrician’s answer',
      vi: 'Xét nghiệm gen có tìm ra năng khiếu của con? Câu trả lời từ bác sĩ nhi khoa',
      th: 'การตรวจยีนบอกพรสวรรค์ของลูกได้หรือไม่ คำตอบจากกุมารแพทย์',
      zh: '基因检测能发现孩子的天赋吗？儿科医生的回答',
    },
    summary: {
      en: 'Genes influence many traits a little, and none of them decides what a child will become. How to read a children’s report without turning it into a label.',
      vi: 'Gen ảnh hưởng một chút đến nhiều đặc điểm, nhưng không gen nào quyết định con sẽ trở thành ai. Cách đọc báo cáo của trẻ mà không biến nó thành cái nhãn.',
      th: 'ยีนมีผลเล็กน้อยต่อลักษณะหลายอย่าง แต่ไม่มียีนใดกำหนดว่าเด็กจะเติบโตเป็นอะไร วิธีอ่านรายงานของลูกโดยไม่กลายเป็นการตีตรา',
      zh: '基因会对许多特质产生些许影响，但没有哪个基因能决定孩子将来成为什么样的人。如何阅读儿童报告而不把它变成标签。',
    },
    body: {
      en: paras(
        'Parents often ask me whether a genetic test can tell them if their child will be good at football, music or mathematics. The honest answer is no. Traits like these are shaped by hundreds or thousands of gene variants, each with a tiny effect, and even more by practice, teaching, sleep, nutrition and encouragement.',
        'What a children’s report can do is describe tendencies with modest evidence behind them: for example, a variant of the ACTN3 gene that is more common in sprinters, or variants linked to how the body handles lactose or caffeine. These are interesting, sometimes useful, and never a verdict.',
        'Be wary of any test that promises to find a “gift” from fingerprints, or to tell you which career to choose. Dermatoglyphic tests have no scientific basis, and no genetic test can predict intelligence or personality in a way that should guide a child’s education.',
        'If you do test your child, use the report to open doors rather than close them. Let the child try many activities, watch what they enjoy, and talk to your paediatrician about growth, nutrition or sleep whenever you have a concern.',
      ),
      vi: paras(
        'Nhiều phụ huynh hỏi tôi liệu xét nghiệm gen có cho biết con mình sẽ giỏi bóng đá, âm nhạc hay toán học không. Câu trả lời thật lòng là không. Những đặc điểm này chịu ảnh hưởng của hàng trăm, hàng nghìn biến thể gen, mỗi biến thể tác động rất nhỏ, và còn chịu ảnh hưởng nhiều hơn nữa từ luyện tập, cách dạy, giấc ngủ, dinh dưỡng và sự động viên.',
        'Điều báo cáo dành cho trẻ có thể làm là mô tả những xu hướng có bằng chứng ở mức vừa phải: chẳng hạn một biến thể của gen ACTN3 thường gặp hơn ở vận động viên chạy nước rút, hay các biến thể liên quan đến khả năng xử lý lactose hoặc caffeine. Những thông tin này thú vị, đôi khi hữu ích, nhưng không bao giờ là phán quyết.',
        'Hãy thận trọng với bất kỳ xét nghiệm nào hứa hẹn tìm ra “thiên bẩm” qua vân tay hay chỉ ra nghề nghiệp phù hợp cho con. Sinh trắc học dấu vân tay không có cơ sở khoa học, và không xét nghiệm gen nào dự đoán được trí thông minh hay tính cách đến mức có thể định hướng việc học của trẻ.',
        'Nếu cho con làm xét nghiệm, hãy dùng báo cáo để mở ra cơ hội chứ không phải khép lại. Cho con thử nhiều hoạt động, quan sát điều con yêu thích, và trao đổi với bác sĩ nhi khoa mỗi khi bạn lo lắng về tăng trưởng, dinh dưỡng hay giấc ngủ của con.',
      ),
      th: paras(
        'พ่อแม่มักถามผมว่าการตรวจยีนบอกได้ไหมว่าลูกจะเก่งฟุตบอล ดนตรี หรือคณิตศาสตร์ คำตอบตามจริงคือไม่ได้ ลักษณะเหล่านี้ขึ้นกับรูปแบบยีนหลายร้อยหรือหลายพันตำแหน่งที่แต่ละตำแหน่งมีผลน้อยมาก และขึ้นกับการฝึกฝน การสอน การนอน โภชนาการ และกำลังใจมากยิ่งกว่านั้น',
        'สิ่งที่รายงานสำหรับเด็กทำได้คืออธิบายแนวโน้มที่มีหลักฐานสนับสนุนในระดับปานกลาง เช่น รูปแบบของยีน ACTN3 ที่พบบ่อยกว่าในนักวิ่งระยะสั้น หรือรูปแบบยีนที่เกี่ยวกับการย่อยแล็กโทสหรือการเผาผลาญคาเฟอีน ข้อมูลเหล่านี้น่าสนใจ บางครั้งมีประโยชน์ แต่ไม่ใช่คำตัดสิน',
        'ควรระวังการตรวจใดก็ตามที่สัญญาว่าจะค้นหา “พรสวรรค์” จากลายนิ้วมือ หรือบอกว่าลูกควรเลือกอาชีพใด การตรวจลายนิ้วมือไม่มีพื้นฐานทางวิทยาศาสตร์ และไม่มีการตรวจยีนใดทำนายสติปัญญาหรือบุคลิกภาพได้แม่นพอจะใช้กำหนดการศึกษาของเด็ก',
        'หากคุณให้ลูกตรวจ ให้ใช้รายงานเพื่อเปิดโอกาส ไม่ใช่ปิดกั้น ให้ลูกได้ลองทำหลายกิจกรรม สังเกตว่าลูกชอบอะไร และปรึกษากุมารแพทย์ทุกครั้งที่กังวลเรื่องการเจริญเติบโต โภชนาการ หรือการนอนของลูก',
      ),
      zh: paras(
        '家长们常问我，基因检测能否告诉他们孩子将来是否擅长足球、音乐或数学。坦白地说，不能。这类特质受成百上千个基因变异影响，每个变异的作用都极其微小，而练习、教育、睡眠、营养和鼓励的影响更大。',
        '儿童报告能做的，是描述一些有一定证据支持的倾向：例如ACTN3基因的某个变异在短跑运动员中更常见，或与乳糖、咖啡因代谢相关的变异。这些信息有趣，有时也有用，但绝不是定论。',
        '请警惕任何声称能通过指纹发现“天赋”、或告诉您孩子该选择什么职业的检测。皮纹检测没有科学依据，也没有任何基因检测能够准确预测智力或性格，以至于可以据此规划孩子的教育。',
        '如果您为孩子做了检测，请用报告为孩子打开更多的门，而不是关上它们。让孩子尝试多种活动，观察他们真正喜欢什么；每当您对孩子的生长、营养或睡眠有疑虑时，请咨询儿科医生。',
      ),
    },
    publishedAt: '2025-11-12T01:00:00Z',
    image: scene('blog', 'family', 'child-talent-tests'),
    advisorSlug: 'pham-minh-quan',
    readingMinutes: 5,
  },
  {
    slug: 'what-is-a-snp',
    categorySlug: 'genetics-explained',
    title: {
      en: 'What is a SNP? The small differences a genetic test reads',
      vi: 'SNP là gì? Những khác biệt nhỏ mà xét nghiệm gen đọc được',
      th: 'SNP คืออะไร ความแตกต่างเล็ก ๆ ที่การตรวจยีนอ่านได้',
      zh: '什么是SNP？基因检测读取的那些微小差异',
    },
    summary: {
      en: 'Two people’s DNA is about 99.9% the same. A consumer genetic test looks at hundreds of thousands of the places where it differs.',
      vi: 'DNA của hai người giống nhau khoảng 99,9%. Xét nghiệm gen dành cho người tiêu dùng xem xét hàng trăm nghìn vị trí mà DNA khác nhau.',
      th: 'ดีเอ็นเอของคนสองคนเหมือนกันราว 99.9% การตรวจยีนสำหรับผู้บริโภคจะดูตำแหน่งที่แตกต่างกันหลายแสนตำแหน่ง',
      zh: '两个人的DNA约有99.9%相同。消费级基因检测所查看的，正是其中数十万个存在差异的位置。',
    },
    body: {
      en: paras(
        'Your genome is a sequence of about three billion letters, the bases A, C, G and T. Any two people share about 99.9% of that sequence. The remaining 0.1%, a few million positions, is a large part of what makes each of us different.',
        'The most common type of difference is a single-nucleotide polymorphism, or SNP (pronounced “snip”): one position where some people have, say, a C and others a T. Because you inherit one copy of your genome from each parent, you have two letters at each position, which is your genotype there, for example CT.',
        'GeneWell uses a genotyping array, a small chip that reads several hundred thousand known SNPs at once. This is different from whole-genome sequencing, which reads every letter. An array is accurate and affordable for common variants, but it can miss rare ones, which is why rare findings are confirmed by sequencing.',
        'A single SNP rarely says much on its own. Most reports combine many SNPs with what research has found about them in large studies, and the result is a tendency, not a certainty.',
      ),
      vi: paras(
        'Hệ gen của bạn là một chuỗi khoảng ba tỷ chữ cái, tức các base A, C, G và T. Hai người bất kỳ giống nhau khoảng 99,9% trình tự đó. Phần 0,1% còn lại, tương đương vài triệu vị trí, góp phần lớn tạo nên sự khác biệt giữa mỗi người.',
        'Dạng khác biệt phổ biến nhất là đa hình đơn nucleotide, viết tắt là SNP (đọc là “snip”): một vị trí mà người này có chữ C, người kia có chữ T chẳng hạn. Vì bạn nhận một bản hệ gen từ bố và một bản từ mẹ, ở mỗi vị trí bạn có hai chữ cái, đó chính là kiểu gen của bạn tại vị trí ấy, ví dụ CT.',
        'GeneWell sử dụng chip phân tích kiểu gen (array), một con chip nhỏ đọc cùng lúc vài trăm nghìn SNP đã biết. Cách này khác với giải trình tự toàn bộ hệ gen, vốn đọc từng chữ cái một. Chip cho kết quả chính xác với chi phí hợp lý đối với các biến thể phổ biến, nhưng có thể bỏ sót biến thể hiếm, vì vậy các phát hiện hiếm luôn được khẳng định lại bằng giải trình tự.',
        'Một SNP riêng lẻ hiếm khi nói lên nhiều điều. Phần lớn báo cáo kết hợp nhiều SNP với những gì các nghiên cứu lớn đã tìm ra về chúng, và kết quả là một xu hướng, không phải điều chắc chắn.',
      ),
      th: paras(
        'จีโนมของคุณคือลำดับตัวอักษรประมาณสามพันล้านตัว ได้แก่เบส A, C, G และ T คนสองคนใด ๆ มีลำดับเหมือนกันประมาณ 99.9% ส่วนที่เหลือ 0.1% หรือหลายล้านตำแหน่ง คือส่วนสำคัญที่ทำให้เราแต่ละคนแตกต่างกัน',
        'ความแตกต่างแบบที่พบบ่อยที่สุดคือภาวะพหุสัณฐานของนิวคลีโอไทด์เดี่ยว หรือ SNP (อ่านว่า “สนิป”) คือตำแหน่งหนึ่งที่บางคนมีตัว C และบางคนมีตัว T เป็นต้น เนื่องจากคุณได้รับจีโนมชุดหนึ่งจากพ่อและอีกชุดจากแม่ ทุกตำแหน่งคุณจึงมีตัวอักษรสองตัว ซึ่งคือจีโนไทป์ของคุณ ณ ตำแหน่งนั้น เช่น CT',
        'GeneWell ใช้ชิปตรวจจีโนไทป์ (array) ซึ่งอ่าน SNP ที่รู้จักแล้วหลายแสนตำแหน่งพร้อมกัน วิธีนี้ต่างจากการหาลำดับเบสทั้งจีโนมที่อ่านทุกตัวอักษร ชิปมีความแม่นยำและราคาเหมาะสมสำหรับรูปแบบยีนที่พบบ่อย แต่อาจพลาดรูปแบบที่พบได้ยาก ผลที่พบได้ยากจึงต้องยืนยันด้วยการหาลำดับเบสเสมอ',
        'SNP เพียงตำแหน่งเดียวแทบไม่บอกอะไรมากนัก รายงานส่วนใหญ่รวม SNP หลายตำแหน่งเข้ากับสิ่งที่งานวิจัยขนาดใหญ่ค้นพบ และผลที่ได้คือแนวโน้ม ไม่ใช่ความแน่นอน',
      ),
      zh: paras(
        '您的基因组是由约三十亿个字母（即碱基A、C、G和T）组成的序列。任意两个人的序列约有99.9%相同。剩下的0.1%，也就是几百万个位置，在很大程度上造就了每个人的不同。',
        '最常见的差异类型是单核苷酸多态性，简称SNP：在某个位置上，有些人是C，另一些人是T。由于您从父母双方各继承一份基因组，每个位置上您都有两个字母，这就是您在该位置的基因型，例如CT。',
        'GeneWell使用基因分型芯片，一次可读取数十万个已知的SNP。这与逐个读取每个字母的全基因组测序不同。芯片对常见变异的检测准确且成本合理，但可能遗漏罕见变异，因此罕见发现都会再经测序确认。',
        '单个SNP本身很少能说明太多问题。大多数报告会将多个SNP与大型研究的发现结合起来，得出的结果是一种倾向，而非定论。',
      ),
    },
    publishedAt: '2025-03-27T01:00:00Z',
    image: scene('blog', 'dna', 'what-is-a-snp'),
    authorName: 'Phan Minh Châu',
    readingMinutes: 4,
  },
  {
    slug: 'actn3-sprinter-or-endurance',
    categorySlug: 'fitness',
    title: {
      en: 'Sprinter or marathoner? What the ACTN3 gene can and cannot tell you',
      vi: 'Chạy nước rút hay chạy bền? Gen ACTN3 nói được gì và không nói được gì',
      th: 'นักวิ่งระยะสั้นหรือนักวิ่งมาราธอน ยีน ACTN3 บอกอะไรได้และบอกอะไรไม่ได้',
      zh: '短跑型还是耐力型？ACTN3基因能告诉您什么，不能告诉您什么',
    },
    summary: {
      en: 'The best-known “sports gene” has a real but small effect. Training, rest and enjoyment matter far more for amateur athletes.',
      vi: '“Gen thể thao” nổi tiếng nhất có tác động thật nhưng nhỏ. Với người tập luyện phong trào, việc tập đều, nghỉ ngơi và niềm vui quan trọng hơn nhiều.',
      th: '“ยีนกีฬา” ที่รู้จักกันมากที่สุดมีผลจริงแต่เพียงเล็กน้อย สำหรับนักกีฬาสมัครเล่น การฝึกซ้อม การพักผ่อน และความสนุกสำคัญกว่ามาก',
      zh: '最知名的“运动基因”确有作用，但影响很小。对业余运动者而言，训练、休息和乐趣要重要得多。',
    },
    body: {
      en: paras(
        'ACTN3 makes a protein found in fast-twitch muscle fibres, the ones used for sprinting and jumping. A common variant, R577X, stops the protein being made. People with two copies (the XX genotype) have no ACTN3 in their muscles and are, on average, rarely found among elite sprinters.',
        'XX is common: it is carried by roughly one person in five or more in many East and Southeast Asian populations. It causes no disease, and people with XX can still become fast, strong and fit. Some studies suggest they may adapt slightly better to endurance training, but the evidence is weaker.',
        'For most of us, the result is a curiosity that can help choose where to start. If you are RR or RX, you might enjoy adding short intervals and strength work; if you are XX, you might lean towards longer, steady sessions. Either way, the gains come from regular training, good sleep and enough protein.',
        'Before starting a new, intense programme, especially if you are over 40, have a heart condition or have been inactive for a long time, check with a doctor first.',
      ),
      vi: paras(
        'Gen ACTN3 tạo ra một loại protein có trong sợi cơ co rút nhanh, loại sợi cơ dùng khi chạy nước rút hay bật nhảy. Biến thể phổ biến R577X khiến protein này không được tạo ra. Người mang hai bản sao (kiểu gen XX) không có ACTN3 trong cơ và, xét trung bình, hiếm khi có mặt trong hàng ngũ vận động viên chạy nước rút đỉnh cao.',
        'Kiểu gen XX khá phổ biến: cứ khoảng năm người ở nhiều cộng đồng Đông Á và Đông Nam Á thì có một người, hoặc hơn, mang kiểu gen này. Nó không gây bệnh, và người mang XX vẫn có thể trở nên nhanh, khỏe và dẻo dai. Một số nghiên cứu cho thấy họ có thể thích nghi tốt hơn một chút với bài tập sức bền, nhưng bằng chứng còn yếu.',
        'Với phần lớn chúng ta, kết quả này là một thông tin thú vị giúp chọn điểm bắt đầu. Nếu bạn mang kiểu gen RR hoặc RX, có thể bạn sẽ thích thêm các bài chạy biến tốc ngắn và tập sức mạnh; nếu mang XX, bạn có thể ưu tiên những buổi tập dài, đều nhịp. Dù thế nào, tiến bộ vẫn đến từ tập luyện đều đặn, ngủ đủ giấc và ăn đủ đạm.',
        'Trước khi bắt đầu một chương trình tập mới cường độ cao, nhất là khi bạn trên 40 tuổi, có bệnh tim mạch hoặc đã lâu không vận động, hãy hỏi ý kiến bác sĩ trước.',
      ),
      th: paras(
        'ยีน ACTN3 สร้างโปรตีนที่พบในเส้นใยกล้ามเนื้อชนิดหดตัวเร็ว ซึ่งใช้ในการวิ่งเร็วและการกระโดด รูปแบบยีน R577X ที่พบบ่อยทำให้ร่างกายไม่สร้างโปรตีนนี้ ผู้ที่มีสองสำเนา (จีโนไทป์ XX) จะไม่มี ACTN3 ในกล้ามเนื้อ และโดยเฉลี่ยพบได้น้อยในกลุ่มนักวิ่งระยะสั้นระดับแนวหน้า',
        'จีโนไทป์ XX พบได้บ่อย ในประชากรเอเชียตะวันออกและเอเชียตะวันออกเฉียงใต้หลายกลุ่มพบประมาณหนึ่งในห้าคนหรือมากกว่า ไม่ก่อให้เกิดโรค และผู้ที่เป็น XX ก็ยังเร็ว แข็งแรง และฟิตได้ งานวิจัยบางชิ้นชี้ว่าอาจปรับตัวต่อการฝึกความอดทนได้ดีกว่าเล็กน้อย แต่หลักฐานยังไม่หนักแน่น',
        'สำหรับคนส่วนใหญ่ ผลนี้เป็นข้อมูลที่น่าสนใจซึ่งช่วยเลือกจุดเริ่มต้น หากคุณเป็น RR หรือ RX อาจสนุกกับการเพิ่มการวิ่งอินเทอร์วาลสั้น ๆ และการฝึกความแข็งแรง หากเป็น XX อาจเน้นการฝึกระยะยาวที่สม่ำเสมอ ไม่ว่าแบบใด ความก้าวหน้ามาจากการฝึกอย่างสม่ำเสมอ การนอนหลับที่ดี และโปรตีนที่เพียงพอ',
        'ก่อนเริ่มโปรแกรมฝึกหนักแบบใหม่ โดยเฉพาะเมื่ออายุเกิน 40 ปี มีโรคหัวใจ หรือไม่ได้ออกกำลังกายมานาน ควรปรึกษาแพทย์ก่อน',
      ),
      zh: paras(
        'ACTN3基因编码一种存在于快肌纤维中的蛋白质，快肌纤维主要用于短跑和跳跃。常见变异R577X会使这种蛋白无法生成。携带两个拷贝（XX基因型）的人肌肉中没有ACTN3，平均而言，在顶尖短跑运动员中很少见。',
        'XX基因型很常见：在许多东亚和东南亚人群中，大约每五人中就有一人或更多携带。它不会导致疾病，XX型的人同样可以变得快速、强壮、体能出众。一些研究提示他们对耐力训练的适应可能略好，但证据较弱。',
        '对大多数人来说，这个结果是一条有趣的信息，可以帮助选择起点。如果您是RR或RX型，可以尝试加入短间歇跑和力量训练；如果是XX型，可以偏重较长时间的匀速训练。无论哪种，进步都来自规律训练、充足睡眠和足够的蛋白质。',
        '在开始新的高强度训练计划之前，尤其是年龄超过40岁、患有心脏疾病或长期缺乏运动者，请先咨询医生。',
      ),
    },
    publishedAt: '2025-06-10T01:00:00Z',
    image: scene('blog', 'fitness', 'actn3-sprint-endurance'),
    authorName: 'Lý Thanh Tùng',
    readingMinutes: 5,
  },
  {
    slug: 'carbohydrates-in-a-vietnamese-diet',
    categorySlug: 'nutrition',
    title: {
      en: 'Carbohydrates in a Vietnamese diet: eating rice the right way',
      vi: 'Chất bột đường trong bữa cơm Việt: ăn cơm thế nào cho đúng cách',
      th: 'คาร์โบไฮเดรตในอาหารเวียดนาม: กินข้าวอย่างไรให้ถูกวิธี',
      zh: '越南饮食中的碳水化合物：如何正确吃米饭',
    },
    summary: {
      en: 'You do not need to give up rice. Portion, type and what you eat with it matter more than any “carb gene”.',
      vi: 'Bạn không cần bỏ cơm. Khẩu phần, loại gạo và những món ăn kèm quan trọng hơn bất kỳ “gen tinh bột” nào.',
      th: 'คุณไม่จำเป็นต้องเลิกกินข้าว ปริมาณ ชนิดของข้าว และสิ่งที่กินคู่กันสำคัญกว่า “ยีนคาร์บ” ใด ๆ',
      zh: '您不必放弃米饭。份量、种类以及搭配吃什么，比任何“碳水基因”都更重要。',
    },
    body: {
      en: paras(
        'Rice, noodles, bánh mì and sticky rice supply most of the energy in a typical Vietnamese day. Carbohydrates are not the enemy: they fuel the brain and muscles. The questions are how much, which kind, and with what.',
        'Some reports include variants, such as copies of the AMY1 gene for salivary amylase, that have been linked to how people handle starch. The evidence is still early, and no genetic result justifies a very low-carbohydrate diet without medical advice, especially for people taking diabetes medication.',
        'What works for almost everyone: a bowl of rice rather than two, with half the meal as vegetables and a palm-sized portion of fish, tofu, eggs or lean meat. Mixing white rice with brown rice, or replacing some of it with sweet potato or corn, adds fibre and slows the rise in blood sugar.',
        'Watch the hidden sources too: sweetened condensed milk in coffee, sugary drinks, and sweet soups (chè) eaten every day. Keeping these for occasional treats often makes a bigger difference than changing the rice.',
      ),
      vi: paras(
        'Cơm, bún, phở, bánh mì và xôi cung cấp phần lớn năng lượng trong một ngày của người Việt. Chất bột đường không phải kẻ thù: đây là nguồn năng lượng cho não và cơ bắp. Vấn đề là ăn bao nhiêu, loại nào và ăn cùng với gì.',
        'Một số báo cáo có đề cập đến các biến thể gen, như số bản sao gen AMY1 mã hóa men amylase nước bọt, được cho là liên quan đến cách cơ thể xử lý tinh bột. Bằng chứng hiện vẫn ở giai đoạn đầu, và không kết quả gen nào là lý do để tự áp dụng chế độ ăn rất ít chất bột đường khi chưa có ý kiến bác sĩ, nhất là với người đang dùng thuốc điều trị đái tháo đường.',
        'Điều phù hợp với hầu hết mọi người: một bát cơm thay vì hai, rau chiếm một nửa bữa ăn, cùng một phần cá, đậu phụ, trứng hoặc thịt nạc cỡ lòng bàn tay. Trộn gạo trắng với gạo lứt, hoặc thay một phần cơm bằng khoai lang, ngô giúp tăng chất xơ và làm đường huyết tăng chậm hơn.',
        'Hãy để ý cả những nguồn đường “ẩn”: sữa đặc trong cà phê, nước ngọt và chè ăn hằng ngày. Chỉ dùng những món này thỉnh thoảng thường mang lại khác biệt lớn hơn cả việc thay đổi loại gạo.',
      ),
      th: paras(
        'ข้าว เส้นก๋วยเตี๋ยว บั๋นหมี่ และข้าวเหนียว ให้พลังงานส่วนใหญ่ในหนึ่งวันของคนเวียดนาม คาร์โบไฮเดรตไม่ใช่ศัตรู เพราะเป็นพลังงานของสมองและกล้ามเนื้อ คำถามคือควรกินเท่าไร ชนิดใด และกินกับอะไร',
        'รายงานบางฉบับมีรูปแบบยีน เช่น จำนวนสำเนาของยีน AMY1 ที่สร้างเอนไซม์อะไมเลสในน้ำลาย ซึ่งถูกเชื่อมโยงกับการย่อยแป้ง หลักฐานยังอยู่ในระยะแรก และไม่มีผลตรวจยีนใดที่เป็นเหตุผลให้กินคาร์โบไฮเดรตต่ำมากโดยไม่ปรึกษาแพทย์ โดยเฉพาะผู้ที่ใช้ยารักษาเบาหวาน',
        'สิ่งที่ใช้ได้กับเกือบทุกคน คือข้าวหนึ่งถ้วยแทนสองถ้วย ผักครึ่งหนึ่งของมื้อ และปลา เต้าหู้ ไข่ หรือเนื้อไม่ติดมันขนาดประมาณฝ่ามือ การผสมข้าวขาวกับข้าวกล้อง หรือแทนข้าวบางส่วนด้วยมันเทศหรือข้าวโพด ช่วยเพิ่มใยอาหารและทำให้น้ำตาลในเลือดขึ้นช้าลง',
        'ระวังแหล่งน้ำตาลแฝงด้วย เช่น นมข้นหวานในกาแฟ น้ำอัดลม และขนมหวานเวียดนาม (chè) ที่กินทุกวัน การเก็บของเหล่านี้ไว้กินเป็นครั้งคราวมักให้ผลมากกว่าการเปลี่ยนชนิดข้าว',
      ),
      zh: paras(
        '米饭、米线、河粉、法棍面包和糯米饭，提供了越南人一天中的大部分能量。碳水化合物并不是敌人，它为大脑和肌肉供能。问题在于吃多少、吃哪种、和什么一起吃。',
        '一些报告会包含与淀粉代谢相关的变异，例如编码唾液淀粉酶的AMY1基因拷贝数。相关证据仍处于初步阶段，任何基因结果都不足以成为在没有医生建议的情况下采取极低碳水饮食的理由，尤其是正在服用降糖药的人。',
        '几乎适合所有人的做法：一碗饭而不是两碗，蔬菜占一餐的一半，再配上手掌大小的鱼、豆腐、鸡蛋或瘦肉。白米与糙米混合，或用红薯、玉米替换部分米饭，可以增加膳食纤维，使血糖上升更平缓。',
        '也要留意“隐形”的糖：咖啡里的炼乳、含糖饮料以及每天都吃的越南甜汤（chè）。把这些留作偶尔的享受，往往比更换米的种类效果更明显。',
      ),
    },
    publishedAt: '2025-05-20T01:00:00Z',
    image: scene('blog', 'food', 'rice-and-carbohydrates'),
    authorName: 'Đinh Khánh Vy',
    readingMinutes: 5,
  },
  {
    slug: 'fatty-liver-pnpla3',
    categorySlug: 'nutrition',
    title: {
      en: 'Fatty liver without drinking: the PNPLA3 gene and what you can do',
      vi: 'Gan nhiễm mỡ dù không uống rượu: gen PNPLA3 và những điều bạn có thể làm',
      th: 'ไขมันพอกตับแม้ไม่ดื่มเหล้า: ยีน PNPLA3 และสิ่งที่คุณทำได้',
      zh: '不喝酒也会脂肪肝：PNPLA3基因与您可以做的事',
    },
    summary: {
      en: 'A variant common in East Asia raises the risk of fatty liver disease. Weight, sugar and alcohol still decide most of the outcome.',
      vi: 'Một biến thể phổ biến ở Đông Á làm tăng nguy cơ gan nhiễm mỡ. Cân nặng, đường và rượu bia vẫn là những yếu tố quyết định chính.',
      th: 'รูปแบบยีนที่พบบ่อยในเอเชียตะวันออกเพิ่มความเสี่ยงโรคไขมันพอกตับ แต่น้ำหนัก น้ำตาล และแอลกอฮอล์ยังคงเป็นปัจจัยหลัก',
      zh: '一种在东亚常见的变异会增加脂肪肝风险，但体重、糖和酒精仍是决定结果的主要因素。',
    },
    body: {
      en: paras(
        'More and more of my patients learn from an ultrasound that they have a fatty liver, even though they drink little or no alcohol. This condition, now called metabolic dysfunction-associated steatotic liver disease (MASLD), is closely linked to excess weight, type 2 diabetes and high blood lipids.',
        'Genes play a part. A variant of the PNPLA3 gene, often written I148M, increases the amount of fat stored in the liver and the risk that it progresses to inflammation and scarring. It is considerably more common in East Asian populations than in Europeans, which helps explain why fatty liver can appear at a relatively normal weight.',
        'Carrying the variant is not a diagnosis. Fatty liver is diagnosed with blood tests and imaging, and your doctor may use simple scores or an elastography scan to check for scarring. If your report shows a higher risk, mention it at your next health check.',
        'The good news is that the liver responds well to change. Losing 5 to 10 percent of body weight, cutting down on sugary drinks and refined starch, being active most days and limiting alcohol can reduce liver fat substantially, and the benefit appears in carriers of the variant too.',
      ),
      vi: paras(
        'Ngày càng nhiều người bệnh của tôi phát hiện gan nhiễm mỡ qua siêu âm, dù họ uống rất ít hoặc không uống rượu bia. Bệnh lý này, nay được gọi là bệnh gan nhiễm mỡ liên quan đến rối loạn chuyển hóa (MASLD), có liên hệ chặt chẽ với thừa cân, đái tháo đường típ 2 và rối loạn mỡ máu.',
        'Gen cũng đóng một vai trò. Một biến thể của gen PNPLA3, thường được ký hiệu là I148M, làm tăng lượng mỡ tích tụ trong gan và nguy cơ tiến triển thành viêm, xơ hóa. Biến thể này phổ biến ở các quần thể Đông Á hơn hẳn so với người châu Âu, góp phần giải thích vì sao gan nhiễm mỡ có thể xuất hiện ở người có cân nặng tương đối bình thường.',
        'Mang biến thể không có nghĩa là đã mắc bệnh. Gan nhiễm mỡ được chẩn đoán bằng xét nghiệm máu và chẩn đoán hình ảnh, và bác sĩ có thể dùng các thang điểm đơn giản hoặc đo độ đàn hồi gan để đánh giá mức độ xơ hóa. Nếu báo cáo cho thấy bạn có nguy cơ cao hơn, hãy nói với bác sĩ trong lần khám sức khỏe tới.',
        'Tin vui là gan đáp ứng rất tốt với thay đổi. Giảm 5 đến 10% cân nặng, bớt đồ uống có đường và tinh bột tinh chế, vận động hầu hết các ngày trong tuần và hạn chế rượu bia có thể giảm đáng kể lượng mỡ trong gan, và lợi ích này cũng thấy rõ ở người mang biến thể.',
      ),
      th: paras(
        'ผู้ป่วยของฉันจำนวนมากขึ้นเรื่อย ๆ ทราบจากการอัลตราซาวด์ว่ามีไขมันพอกตับ ทั้งที่ดื่มแอลกอฮอล์น้อยมากหรือไม่ดื่มเลย ภาวะนี้ซึ่งปัจจุบันเรียกว่าโรคไขมันพอกตับที่สัมพันธ์กับความผิดปกติทางเมแทบอลิก (MASLD) เกี่ยวข้องอย่างใกล้ชิดกับน้ำหนักเกิน เบาหวานชนิดที่ 2 และไขมันในเลือดสูง',
        'ยีนก็มีส่วน รูปแบบหนึ่งของยีน PNPLA3 ซึ่งมักเขียนว่า I148M เพิ่มปริมาณไขมันที่สะสมในตับและความเสี่ยงที่จะลุกลามเป็นการอักเสบและพังผืด รูปแบบนี้พบในประชากรเอเชียตะวันออกบ่อยกว่าคนยุโรปอย่างชัดเจน ซึ่งช่วยอธิบายว่าทำไมไขมันพอกตับจึงเกิดได้แม้น้ำหนักค่อนข้างปกติ',
        'การมีรูปแบบยีนนี้ไม่ใช่การวินิจฉัย ไขมันพอกตับวินิจฉัยด้วยการตรวจเลือดและการตรวจทางรังสี และแพทย์อาจใช้คะแนนอย่างง่ายหรือการตรวจความยืดหยุ่นของตับเพื่อประเมินพังผืด หากรายงานแสดงว่าคุณมีความเสี่ยงสูงขึ้น ควรแจ้งแพทย์ในการตรวจสุขภาพครั้งถัดไป',
        'ข่าวดีคือตับตอบสนองต่อการเปลี่ยนแปลงได้ดี การลดน้ำหนักร้อยละ 5 ถึง 10 ลดเครื่องดื่มหวานและแป้งขัดขาว ขยับร่างกายเกือบทุกวัน และจำกัดแอลกอฮอล์ ช่วยลดไขมันในตับได้มาก และได้ประโยชน์เช่นกันในผู้ที่มีรูปแบบยีนนี้',
      ),
      zh: paras(
        '越来越多的患者在B超检查中得知自己有脂肪肝，尽管他们很少饮酒甚至滴酒不沾。这种疾病现称为代谢功能障碍相关脂肪性肝病（MASLD），与超重、2型糖尿病和血脂异常密切相关。',
        '基因也起一定作用。PNPLA3基因的一个变异（常写作I148M）会增加肝脏中的脂肪储存，并提高发展为炎症和纤维化的风险。该变异在东亚人群中明显比欧洲人更常见，这在一定程度上解释了为何体重相对正常的人也可能出现脂肪肝。',
        '携带该变异并不等于患病。脂肪肝需通过血液检查和影像学检查诊断，医生还可能借助简单的评分或肝脏弹性检测来评估纤维化程度。如果报告显示您风险偏高，请在下次体检时告诉医生。',
        '好消息是，肝脏对生活方式改变的反应很好。减轻5%至10%的体重、减少含糖饮料和精制淀粉、大多数日子保持活动并限制饮酒，可以显著减少肝脏脂肪，携带该变异者同样受益。',
      ),
    },
    publishedAt: '2026-01-14T01:00:00Z',
    image: scene('blog', 'food', 'fatty-liver-pnpla3'),
    advisorSlug: 'nguyen-thi-mai',
    readingMinutes: 6,
  },
  {
    slug: 'hereditary-cancer-when-to-consider-testing',
    categorySlug: 'genetics-explained',
    title: {
      en: 'Hereditary cancer: when should you consider a genetic test?',
      vi: 'Ung thư di truyền: khi nào bạn nên cân nhắc làm xét nghiệm gen?',
      th: 'มะเร็งทางพันธุกรรม: เมื่อใดควรพิจารณาการตรวจยีน',
      zh: '遗传性肿瘤：什么情况下应考虑做基因检测？',
    },
    summary: {
      en: 'Only a small share of cancers are strongly inherited. An oncologist explains the family patterns that should lead to a specialist consultation.',
      vi: 'Chỉ một phần nhỏ các ca ung thư có yếu tố di truyền mạnh. Bác sĩ ung bướu giải thích những dấu hiệu trong gia đình cần được bác sĩ chuyên khoa tư vấn.',
      th: 'มะเร็งเพียงส่วนน้อยที่ถ่ายทอดทางพันธุกรรมอย่างชัดเจน แพทย์ด้านมะเร็งอธิบายรูปแบบในครอบครัวที่ควรนำไปสู่การปรึกษาแพทย์เฉพาะทาง',
      zh: '只有一小部分癌症具有较强的遗传性。肿瘤科医生讲解哪些家族特征提示应寻求专科咨询。',
    },
    body: {
      en: paras(
        'Most cancers arise from changes that build up in cells during life, with age, smoking, infections such as hepatitis B and H. pylori, and diet playing large roles. Only around 5 to 10 percent are caused mainly by a strongly inherited variant, such as those in the BRCA1, BRCA2 or Lynch syndrome genes.',
        'Certain family patterns suggest a hereditary cause: several close relatives on the same side of the family with the same or related cancers; cancer at an unusually young age, for example breast or colorectal cancer before 50; a person with more than one primary cancer; or breast cancer in a man.',
        'If your family shows these patterns, the right first step is a consultation with an oncologist or a genetic counsellor, who will draw your family tree and recommend a clinical test if appropriate. A wellness genetic test that covers a few variants cannot rule out hereditary cancer.',
        'Whatever your genes, screening saves lives. Ask your doctor about the screening recommended for your age and sex, such as mammography, colorectal screening and, in Vietnam, checks related to hepatitis B and stomach health when indicated.',
        'Finding a hereditary variant can feel frightening, but it also opens options: earlier and more frequent screening, preventive measures, and information that can help your relatives. You do not have to make these decisions alone.',
      ),
      vi: paras(
        'Phần lớn các ca ung thư bắt nguồn từ những biến đổi tích lũy trong tế bào suốt cuộc đời, trong đó tuổi tác, thuốc lá, các bệnh nhiễm trùng như viêm gan B và vi khuẩn H. pylori, cùng chế độ ăn đóng vai trò lớn. Chỉ khoảng 5 đến 10% là do một biến thể di truyền mạnh, như các biến thể trên gen BRCA1, BRCA2 hoặc các gen gây hội chứng Lynch.',
        'Một số đặc điểm trong gia đình gợi ý nguyên nhân di truyền: nhiều người thân gần cùng bên nội hoặc bên ngoại mắc cùng một loại ung thư hoặc các loại có liên quan; ung thư ở độ tuổi trẻ bất thường, ví dụ ung thư vú hay ung thư đại trực tràng trước 50 tuổi; một người mắc nhiều hơn một ung thư nguyên phát; hoặc ung thư vú ở nam giới.',
        'Nếu gia đình bạn có những đặc điểm này, bước đầu tiên đúng đắn là gặp bác sĩ ung bướu hoặc chuyên viên tư vấn di truyền để được vẽ phả hệ và chỉ định xét nghiệm lâm sàng khi cần. Một xét nghiệm gen về sức khỏe tổng quát chỉ khảo sát vài biến thể thì không thể loại trừ ung thư di truyền.',
        'Dù gen của bạn thế nào, tầm soát vẫn cứu sống nhiều người. Hãy hỏi bác sĩ về các biện pháp tầm soát phù hợp với tuổi và giới, như chụp nhũ ảnh, tầm soát ung thư đại trực tràng, và tại Việt Nam là theo dõi viêm gan B và sức khỏe dạ dày khi có chỉ định.',
        'Phát hiện một biến thể di truyền có thể khiến bạn lo sợ, nhưng đồng thời cũng mở ra nhiều lựa chọn: tầm soát sớm và thường xuyên hơn, các biện pháp dự phòng, và thông tin hữu ích cho người thân. Bạn không phải đưa ra những quyết định này một mình.',
      ),
      th: paras(
        'มะเร็งส่วนใหญ่เกิดจากการเปลี่ยนแปลงที่สะสมในเซลล์ตลอดชีวิต โดยอายุ การสูบบุหรี่ การติดเชื้อ เช่น ไวรัสตับอักเสบบีและเชื้อ H. pylori และอาหารมีบทบาทมาก มีเพียงราวร้อยละ 5 ถึง 10 ที่เกิดจากรูปแบบยีนที่ถ่ายทอดอย่างชัดเจนเป็นหลัก เช่น ในยีน BRCA1, BRCA2 หรือยีนของกลุ่มอาการลินช์',
        'รูปแบบในครอบครัวบางอย่างบ่งชี้สาเหตุทางพันธุกรรม ได้แก่ ญาติใกล้ชิดหลายคนฝั่งเดียวกันเป็นมะเร็งชนิดเดียวกันหรือชนิดที่เกี่ยวข้องกัน มะเร็งในอายุน้อยผิดปกติ เช่น มะเร็งเต้านมหรือมะเร็งลำไส้ใหญ่ก่อนอายุ 50 ปี คนคนเดียวเป็นมะเร็งปฐมภูมิมากกว่าหนึ่งชนิด หรือมะเร็งเต้านมในผู้ชาย',
        'หากครอบครัวของคุณมีรูปแบบเหล่านี้ ขั้นตอนแรกที่ถูกต้องคือปรึกษาแพทย์ด้านมะเร็งหรือผู้ให้คำปรึกษาทางพันธุกรรม ซึ่งจะเขียนแผนผังครอบครัวและแนะนำการตรวจทางคลินิกหากเหมาะสม การตรวจยีนด้านสุขภาพทั่วไปที่ครอบคลุมเพียงไม่กี่รูปแบบไม่สามารถตัดความเป็นไปได้ของมะเร็งทางพันธุกรรม',
        'ไม่ว่ายีนของคุณจะเป็นอย่างไร การตรวจคัดกรองช่วยชีวิตได้ ปรึกษาแพทย์เรื่องการคัดกรองที่เหมาะกับอายุและเพศ เช่น แมมโมแกรม การคัดกรองมะเร็งลำไส้ใหญ่ และในเวียดนามคือการติดตามไวรัสตับอักเสบบีและสุขภาพกระเพาะอาหารเมื่อมีข้อบ่งชี้',
        'การพบรูปแบบยีนที่ถ่ายทอดได้อาจทำให้รู้สึกกลัว แต่ก็เปิดทางเลือกใหม่ เช่น การคัดกรองเร็วขึ้นและถี่ขึ้น มาตรการป้องกัน และข้อมูลที่ช่วยญาติของคุณได้ คุณไม่จำเป็นต้องตัดสินใจเรื่องเหล่านี้เพียงลำพัง',
      ),
      zh: paras(
        '大多数癌症源于一生中细胞内逐渐累积的变化，年龄、吸烟、乙肝病毒和幽门螺杆菌等感染以及饮食都起着重要作用。仅约5%至10%的癌症主要由强遗传性变异引起，例如BRCA1、BRCA2或林奇综合征相关基因中的变异。',
        '某些家族特征提示遗传性病因：同一侧家族中有多位近亲患同一种或相关的癌症；发病年龄异常年轻，例如50岁前患乳腺癌或结直肠癌；同一人患有一种以上的原发癌；或男性乳腺癌。',
        '如果您的家族有上述特征，正确的第一步是咨询肿瘤科医生或遗传咨询师，由他们绘制家系图，并在适当时建议进行临床检测。仅涵盖少数变异的健康类基因检测，无法排除遗传性肿瘤。',
        '无论基因如何，筛查都能挽救生命。请向医生咨询适合您年龄和性别的筛查项目，例如乳腺X线摄影、结直肠癌筛查，以及在越南有指征时进行的乙肝随访和胃部健康检查。',
        '发现遗传性变异可能令人害怕，但它也带来了更多选择：更早、更频繁的筛查，预防措施，以及能帮助亲属的信息。您不必独自做出这些决定。',
      ),
    },
    publishedAt: '2025-10-21T01:00:00Z',
    image: scene('blog', 'dna', 'hereditary-cancer-testing'),
    advisorSlug: 'vo-thanh-son',
    readingMinutes: 7,
  },
  {
    slug: 'exercise-when-high-cholesterol-runs-in-the-family',
    categorySlug: 'fitness',
    title: {
      en: 'Exercise for your heart when high cholesterol runs in the family',
      vi: 'Tập luyện cho trái tim khỏe khi gia đình có người bị mỡ máu cao',
      th: 'ออกกำลังกายเพื่อหัวใจ เมื่อครอบครัวมีประวัติคอเลสเตอรอลสูง',
      zh: '家族有高胆固醇史时，如何通过运动守护心脏',
    },
    summary: {
      en: 'Exercise raises “good” HDL and helps control weight and blood pressure, but it cannot fix an inherited cholesterol problem alone. A cardiologist’s plan.',
      vi: 'Tập luyện giúp tăng HDL “tốt”, kiểm soát cân nặng và huyết áp, nhưng không thể một mình giải quyết rối loạn mỡ máu di truyền. Kế hoạch từ bác sĩ tim mạch.',
      th: 'การออกกำลังกายช่วยเพิ่ม HDL “ไขมันดี” ควบคุมน้ำหนักและความดันโลหิต แต่ไม่อาจแก้ปัญหาคอเลสเตอรอลทางพันธุกรรมได้เพียงลำพัง แผนจากแพทย์โรคหัวใจ',
      zh: '运动可以提升“好”胆固醇HDL，帮助控制体重和血压，但无法单独解决遗传性胆固醇问题。心内科医生的建议方案。',
    },
    body: {
      en: paras(
        'When a parent or sibling had a heart attack before 55 for a man or 65 for a woman, or had very high cholesterol from a young age, the first step is not a running plan but a blood test. Familial hypercholesterolaemia, an inherited condition, is under-diagnosed in Vietnam and usually needs medication from early adulthood.',
        'Once your doctor has checked your lipids and your heart, exercise becomes one of the best tools you have. Aim for at least 150 minutes a week of moderate activity, such as brisk walking, cycling or swimming, plus two sessions of muscle strengthening.',
        'Exercise raises HDL cholesterol a little, lowers triglycerides and blood pressure, and improves blood sugar. It lowers LDL cholesterol only modestly, which is why people with a strong genetic tendency often need both exercise and medication, not one or the other.',
        'Start gently if you have been inactive, and stop and seek help if you feel chest pain, pressure, unusual breathlessness or dizziness. These symptoms need a doctor, not more training.',
      ),
      vi: paras(
        'Khi bố mẹ hoặc anh chị em ruột bị nhồi máu cơ tim trước 55 tuổi với nam hoặc trước 65 tuổi với nữ, hoặc có cholesterol rất cao từ khi còn trẻ, bước đầu tiên không phải là lập kế hoạch chạy bộ mà là xét nghiệm máu. Tăng cholesterol máu gia đình, một bệnh di truyền, còn bị bỏ sót nhiều ở Việt Nam và thường cần dùng thuốc từ khi mới trưởng thành.',
        'Sau khi bác sĩ đã kiểm tra mỡ máu và tim mạch, tập luyện trở thành một trong những công cụ tốt nhất của bạn. Hãy đặt mục tiêu ít nhất 150 phút mỗi tuần với cường độ vừa phải, như đi bộ nhanh, đạp xe hoặc bơi, kèm hai buổi tập tăng sức mạnh cơ bắp.',
        'Tập luyện giúp tăng nhẹ HDL-cholesterol, giảm triglyceride và huyết áp, đồng thời cải thiện đường huyết. Tuy nhiên, tập luyện chỉ làm giảm LDL-cholesterol ở mức khiêm tốn, vì vậy người có yếu tố di truyền mạnh thường cần cả tập luyện lẫn dùng thuốc, không thể chỉ chọn một.',
        'Nếu đã lâu không vận động, hãy bắt đầu nhẹ nhàng, và dừng lại, tìm trợ giúp ngay nếu thấy đau ngực, tức ngực, khó thở bất thường hoặc chóng mặt. Những triệu chứng này cần đến bác sĩ, không phải tập thêm.',
      ),
      th: paras(
        'หากพ่อแม่หรือพี่น้องเคยหัวใจวายก่อนอายุ 55 ปีในผู้ชายหรือ 65 ปีในผู้หญิง หรือมีคอเลสเตอรอลสูงมากตั้งแต่อายุน้อย ขั้นตอนแรกไม่ใช่แผนการวิ่ง แต่เป็นการตรวจเลือด ภาวะไขมันในเลือดสูงทางพันธุกรรมยังถูกวินิจฉัยน้อยกว่าความเป็นจริงในเวียดนาม และมักต้องใช้ยาตั้งแต่เริ่มเป็นผู้ใหญ่',
        'เมื่อแพทย์ตรวจไขมันในเลือดและหัวใจแล้ว การออกกำลังกายจะเป็นหนึ่งในเครื่องมือที่ดีที่สุดของคุณ ตั้งเป้าอย่างน้อย 150 นาทีต่อสัปดาห์ในระดับปานกลาง เช่น เดินเร็ว ปั่นจักรยาน หรือว่ายน้ำ ร่วมกับการฝึกความแข็งแรงของกล้ามเนื้อสองครั้ง',
        'การออกกำลังกายเพิ่ม HDL คอเลสเตอรอลเล็กน้อย ลดไตรกลีเซอไรด์และความดันโลหิต และช่วยเรื่องน้ำตาลในเลือด แต่ลด LDL คอเลสเตอรอลได้เพียงเล็กน้อย ผู้ที่มีแนวโน้มทางพันธุกรรมสูงจึงมักต้องทั้งออกกำลังกายและใช้ยา ไม่ใช่เลือกอย่างใดอย่างหนึ่ง',
        'หากไม่ได้ออกกำลังกายมานาน ให้เริ่มเบา ๆ และหยุดพร้อมขอความช่วยเหลือทันทีหากรู้สึกเจ็บหรือแน่นหน้าอก หายใจลำบากผิดปกติ หรือเวียนศีรษะ อาการเหล่านี้ต้องพบแพทย์ ไม่ใช่ฝึกเพิ่ม',
      ),
      zh: paras(
        '如果父母或兄弟姐妹中，男性在55岁前、女性在65岁前发生过心肌梗死，或从年轻时起胆固醇就非常高，那么第一步不是制定跑步计划，而是验血。家族性高胆固醇血症是一种遗传病，在越南诊断率偏低，通常需要从成年早期开始用药。',
        '在医生检查过您的血脂和心脏之后，运动就成为您最好的工具之一。目标是每周至少150分钟中等强度活动，如快走、骑车或游泳，另加两次肌肉力量训练。',
        '运动可以略微升高高密度脂蛋白胆固醇，降低甘油三酯和血压，并改善血糖。但它对低密度脂蛋白胆固醇的降低作用有限，因此遗传倾向较强的人往往需要运动与药物并用，而不是二选一。',
        '如果您长期缺乏运动，请循序渐进；一旦出现胸痛、胸闷、异常气短或头晕，应立即停止并寻求帮助。这些症状需要的是医生，而不是更多训练。',
      ),
    },
    publishedAt: '2026-03-18T01:00:00Z',
    image: scene('blog', 'heart', 'exercise-and-cholesterol'),
    advisorSlug: 'tran-van-hung',
    readingMinutes: 5,
  },
  {
    slug: 'walking-after-meals-blood-sugar',
    categorySlug: 'fitness',
    title: {
      en: 'Ten minutes after dinner: why a short walk helps your blood sugar',
      vi: 'Mười phút sau bữa tối: vì sao đi bộ nhẹ giúp ổn định đường huyết',
      th: 'สิบนาทีหลังมื้อเย็น: ทำไมการเดินสั้น ๆ จึงช่วยเรื่องน้ำตาลในเลือด',
      zh: '晚饭后十分钟：为什么短暂散步有助于稳定血糖',
    },
    summary: {
      en: 'Working muscles take up glucose without needing as much insulin. A simple habit for anyone with a family history of diabetes.',
      vi: 'Cơ bắp khi hoạt động hấp thu glucose mà không cần nhiều insulin. Một thói quen đơn giản cho bất kỳ ai có người thân mắc đái tháo đường.',
      th: 'กล้ามเนื้อที่ทำงานดึงกลูโคสไปใช้โดยไม่ต้องอาศัยอินซูลินมากนัก นิสัยง่าย ๆ สำหรับทุกคนที่มีประวัติเบาหวานในครอบครัว',
      zh: '运动中的肌肉吸收葡萄糖时对胰岛素的依赖更小。这是一个适合所有有糖尿病家族史者的简单习惯。',
    },
    body: {
      en: paras(
        'After a meal rich in rice or noodles, blood sugar rises for an hour or two. In people with insulin resistance, which is more common in those with a family history of type 2 diabetes, it rises higher and stays up longer.',
        'Muscles that are working can take up glucose through a pathway that needs less insulin. Studies show that even 10 to 15 minutes of easy walking after a meal lowers the post-meal rise noticeably, and that spreading activity across the day can help as much as one longer session.',
        'In practice: walk around the block or the alley after dinner, take the stairs, or do light housework instead of sitting straight down in front of the television. For families, an evening walk together is also a good habit for children.',
        'If you take insulin or medication that can cause low blood sugar, ask your doctor how to combine it with exercise. And remember that a walk complements, but does not replace, the blood tests your doctor recommends.',
      ),
      vi: paras(
        'Sau bữa ăn nhiều cơm hoặc bún, phở, đường huyết tăng trong một đến hai giờ. Ở người có tình trạng đề kháng insulin, vốn thường gặp hơn ở người có tiền sử gia đình mắc đái tháo đường típ 2, đường huyết tăng cao hơn và kéo dài hơn.',
        'Cơ bắp khi hoạt động có thể hấp thu glucose theo một cơ chế ít phụ thuộc vào insulin. Các nghiên cứu cho thấy chỉ cần đi bộ nhẹ 10 đến 15 phút sau bữa ăn cũng làm giảm rõ rệt mức tăng đường huyết sau ăn, và việc chia nhỏ vận động trong ngày có thể hiệu quả không kém một buổi tập dài.',
        'Trong thực tế: đi bộ một vòng quanh khu phố hay con ngõ sau bữa tối, đi cầu thang bộ, hoặc làm việc nhà nhẹ nhàng thay vì ngồi ngay xuống trước ti vi. Với gia đình, cùng nhau đi dạo buổi tối cũng là thói quen tốt cho trẻ.',
        'Nếu bạn đang tiêm insulin hoặc dùng thuốc có thể gây hạ đường huyết, hãy hỏi bác sĩ cách kết hợp với vận động. Và hãy nhớ rằng đi bộ chỉ hỗ trợ, không thay thế các xét nghiệm máu mà bác sĩ chỉ định.',
      ),
      th: paras(
        'หลังมื้ออาหารที่มีข้าวหรือเส้นมาก น้ำตาลในเลือดจะสูงขึ้นเป็นเวลาหนึ่งถึงสองชั่วโมง ในผู้ที่มีภาวะดื้ออินซูลิน ซึ่งพบบ่อยกว่าในผู้ที่มีประวัติเบาหวานชนิดที่ 2 ในครอบครัว น้ำตาลจะขึ้นสูงกว่าและอยู่นานกว่า',
        'กล้ามเนื้อที่กำลังทำงานสามารถดึงกลูโคสไปใช้ผ่านกลไกที่ต้องการอินซูลินน้อยกว่า งานวิจัยพบว่าแม้เดินสบาย ๆ เพียง 10 ถึง 15 นาทีหลังอาหารก็ลดการเพิ่มขึ้นของน้ำตาลหลังมื้อได้ชัดเจน และการกระจายการเคลื่อนไหวตลอดวันอาจได้ผลพอ ๆ กับการออกกำลังกายนาน ๆ ครั้งเดียว',
        'ในทางปฏิบัติ ลองเดินรอบซอยหรือละแวกบ้านหลังมื้อเย็น ใช้บันได หรือทำงานบ้านเบา ๆ แทนการนั่งหน้าโทรทัศน์ทันที สำหรับครอบครัว การเดินเล่นด้วยกันตอนเย็นยังเป็นนิสัยที่ดีสำหรับเด็กด้วย',
        'หากคุณใช้อินซูลินหรือยาที่อาจทำให้น้ำตาลในเลือดต่ำ ควรถามแพทย์ว่าจะออกกำลังกายควบคู่อย่างไร และอย่าลืมว่าการเดินเป็นเพียงส่วนเสริม ไม่ใช่สิ่งที่ใช้แทนการตรวจเลือดที่แพทย์แนะนำ',
      ),
      zh: paras(
        '吃了以米饭或面条为主的一餐后，血糖会在一到两小时内升高。对于存在胰岛素抵抗的人来说（这在有2型糖尿病家族史的人中更常见），血糖升得更高、持续更久。',
        '运动中的肌肉可以通过一种对胰岛素依赖较小的途径吸收葡萄糖。研究显示，即使饭后轻松散步10至15分钟，也能明显降低餐后血糖升幅；把活动分散到一天之中，效果可能不亚于一次长时间锻炼。',
        '实际做法：晚饭后绕着街区或小巷走一圈，走楼梯，或做些轻松的家务，而不是一吃完就坐到电视前。对家庭来说，晚间一起散步也是培养孩子好习惯的方式。',
        '如果您正在使用胰岛素或可能引起低血糖的药物，请向医生咨询如何与运动配合。也请记住，散步是补充，而不能替代医生建议的血液检查。',
      ),
    },
    publishedAt: '2026-06-03T01:00:00Z',
    image: scene('blog', 'fitness', 'walking-after-meals'),
    advisorSlug: 'nguyen-thi-mai',
    readingMinutes: 4,
  },
  {
    slug: 'childrens-sleep-routine',
    categorySlug: 'parenting',
    title: {
      en: 'Early birds and night owls: helping your child sleep well',
      vi: 'Chim sớm hay cú đêm: giúp con ngủ ngon và đủ giấc',
      th: 'นกตื่นเช้าหรือนกฮูกกลางคืน: ช่วยให้ลูกนอนหลับได้ดี',
      zh: '早起鸟还是夜猫子：帮助孩子睡个好觉',
    },
    summary: {
      en: 'Genes nudge a child towards mornings or evenings, but routine, light and screens decide most of how they sleep.',
      vi: 'Gen có thể khiến trẻ thiên về buổi sáng hay buổi tối, nhưng nếp sinh hoạt, ánh sáng và màn hình mới quyết định phần lớn giấc ngủ của con.',
      th: 'ยีนอาจทำให้เด็กโน้มเอียงไปทางตื่นเช้าหรือนอนดึก แต่กิจวัตร แสง และหน้าจอเป็นตัวกำหนดการนอนส่วนใหญ่',
      zh: '基因会让孩子偏向早起或晚睡，但作息规律、光线和屏幕才在很大程度上决定他们的睡眠。',
    },
    body: {
      en: paras(
        'Some children are wide awake at six in the morning; others come alive at bedtime. Research has found dozens of gene variants linked to being a “morning” or “evening” person, and a children’s report may describe your child’s likely tendency.',
        'That tendency is real but small. Much stronger signals come from daylight in the morning, regular meal and bed times, and the blue light of phones and tablets in the evening, which delays the release of the sleep hormone melatonin.',
        'Children of primary-school age need about 9 to 12 hours of sleep, and teenagers 8 to 10. A calm routine helps: the same bedtime on school nights, a bath or story, screens out of the bedroom an hour before sleep, and a dark, cool room.',
        'If your child snores loudly, stops breathing for moments at night, is very sleepy in the day, or has trouble sleeping that lasts for weeks, talk to a paediatrician. These are not things a genetic test can explain.',
      ),
      vi: paras(
        'Có bé tỉnh như sáo từ sáu giờ sáng; có bé lại hào hứng nhất đúng giờ đi ngủ. Các nghiên cứu đã tìm ra hàng chục biến thể gen liên quan đến việc một người thuộc “tuýp buổi sáng” hay “tuýp buổi tối”, và báo cáo dành cho trẻ có thể mô tả xu hướng của con bạn.',
        'Xu hướng đó có thật nhưng nhỏ. Những tín hiệu mạnh hơn nhiều đến từ ánh sáng ban ngày vào buổi sáng, giờ ăn và giờ ngủ đều đặn, và ánh sáng xanh từ điện thoại, máy tính bảng buổi tối, thứ làm chậm quá trình tiết melatonin, hormone giúp ngủ.',
        'Trẻ ở tuổi tiểu học cần ngủ khoảng 9 đến 12 giờ, còn thanh thiếu niên cần 8 đến 10 giờ. Một nếp sinh hoạt nhẹ nhàng sẽ giúp ích: cùng một giờ đi ngủ vào các tối đi học, tắm hoặc đọc truyện, cất màn hình ra khỏi phòng ngủ một giờ trước khi ngủ, và giữ phòng tối, mát.',
        'Nếu con ngáy to, có lúc ngừng thở khi ngủ, buồn ngủ nhiều ban ngày hoặc khó ngủ kéo dài nhiều tuần, hãy trao đổi với bác sĩ nhi khoa. Đây không phải những điều xét nghiệm gen có thể giải thích.',
      ),
      th: paras(
        'เด็กบางคนตื่นเต็มตาตั้งแต่หกโมงเช้า บางคนกลับตื่นตัวที่สุดตอนถึงเวลานอน งานวิจัยพบรูปแบบยีนหลายสิบตำแหน่งที่เกี่ยวข้องกับการเป็นคน “ตื่นเช้า” หรือ “นอนดึก” และรายงานสำหรับเด็กอาจอธิบายแนวโน้มของลูกคุณได้',
        'แนวโน้มนี้มีจริงแต่เล็กน้อย สัญญาณที่แรงกว่ามากมาจากแสงแดดยามเช้า เวลากินและเวลานอนที่สม่ำเสมอ และแสงสีฟ้าจากโทรศัพท์และแท็บเล็ตในตอนเย็น ซึ่งทำให้การหลั่งเมลาโทนินซึ่งเป็นฮอร์โมนช่วยการนอนล่าช้าออกไป',
        'เด็กวัยประถมต้องการนอนประมาณ 9 ถึง 12 ชั่วโมง และวัยรุ่น 8 ถึง 10 ชั่วโมง กิจวัตรที่ผ่อนคลายช่วยได้ เช่น เข้านอนเวลาเดิมในคืนก่อนวันเรียน อาบน้ำหรืออ่านนิทาน เอาหน้าจอออกจากห้องนอนหนึ่งชั่วโมงก่อนนอน และให้ห้องมืดและเย็นสบาย',
        'หากลูกกรนเสียงดัง มีช่วงหยุดหายใจขณะหลับ ง่วงมากในตอนกลางวัน หรือนอนไม่หลับติดต่อกันหลายสัปดาห์ ควรปรึกษากุมารแพทย์ เรื่องเหล่านี้การตรวจยีนอธิบายไม่ได้',
      ),
      zh: paras(
        '有的孩子早上六点就精神抖擞，有的孩子到了睡觉时间反而最兴奋。研究已发现数十个与“早起型”或“晚睡型”相关的基因变异，儿童报告可能会描述您孩子可能的倾向。',
        '这种倾向确实存在，但影响很小。更强的信号来自早晨的日光、规律的进餐和就寝时间，以及晚上手机和平板电脑发出的蓝光——蓝光会推迟助眠激素褪黑素的分泌。',
        '小学年龄段的孩子每天需要约9至12小时睡眠，青少年需要8至10小时。平和的睡前程序会有帮助：上学日固定就寝时间，洗澡或讲故事，睡前一小时把屏幕移出卧室，并保持房间黑暗、凉爽。',
        '如果孩子打鼾声很大、夜间出现短暂呼吸暂停、白天非常困倦，或入睡困难持续数周，请咨询儿科医生。这些都不是基因检测能够解释的。',
      ),
    },
    publishedAt: '2026-04-28T01:00:00Z',
    image: scene('blog', 'sleep', 'childrens-sleep-routine'),
    authorName: 'Đinh Khánh Vy',
    readingMinutes: 5,
  },
  {
    slug: 'family-health-history',
    categorySlug: 'genetics-explained',
    title: {
      en: 'Your family health history: the free genetic test everyone should take',
      vi: 'Tiền sử sức khỏe gia đình: “xét nghiệm gen” miễn phí mà ai cũng nên làm',
      th: 'ประวัติสุขภาพครอบครัว: “การตรวจยีน” ฟรีที่ทุกคนควรทำ',
      zh: '家族健康史：人人都该做的免费“基因检测”',
    },
    summary: {
      en: 'Knowing what your parents, grandparents and siblings had, and at what age, often tells your doctor more than a genetic test. How to collect it at the next family gathering.',
      vi: 'Biết ông bà, cha mẹ, anh chị em từng mắc bệnh gì và ở tuổi nào thường giúp bác sĩ nhiều hơn một xét nghiệm gen. Cách ghi lại thông tin trong buổi họp mặt gia đình tới.',
      th: 'การรู้ว่าพ่อแม่ ปู่ย่าตายาย และพี่น้องเคยป่วยเป็นอะไรและเมื่ออายุเท่าไร มักบอกแพทย์ได้มากกว่าการตรวจยีน วิธีเก็บข้อมูลในการรวมญาติครั้งหน้า',
      zh: '了解父母、祖辈和兄弟姐妹曾患过什么病、在什么年龄发病，往往比基因检测更能帮助医生。教您在下次家庭聚会时收集这些信息。',
    },
    body: {
      en: paras(
        'A family health history captures not only shared genes but also shared habits, food and environment. For heart disease, diabetes, several cancers and many other conditions, it is one of the strongest risk factors doctors use, and it costs nothing.',
        'Start with your closest relatives: parents, brothers and sisters, and children, then grandparents, aunts and uncles. For each, note major illnesses, the age when they began, and, for relatives who have died, the cause and age. Include both sides of the family.',
        'Tết and family anniversaries are natural moments to ask, but be gentle: some relatives may not want to talk about illness. Write down what you learn and keep it with your medical records, and share it with your doctor at your next check-up.',
        'A genetic test and a family history answer different questions. If your family history suggests a strong pattern, such as several relatives with early heart attacks or cancer, tell your doctor even if your genetic report looks reassuring.',
      ),
      vi: paras(
        'Tiền sử sức khỏe gia đình không chỉ phản ánh những gen chung mà còn cả thói quen, món ăn và môi trường sống chung. Với bệnh tim mạch, đái tháo đường, một số bệnh ung thư và nhiều bệnh khác, đây là một trong những yếu tố nguy cơ mạnh nhất mà bác sĩ sử dụng, và hoàn toàn miễn phí.',
        'Hãy bắt đầu từ những người thân gần nhất: bố mẹ, anh chị em ruột và con cái, rồi đến ông bà, cô dì chú bác. Với mỗi người, ghi lại các bệnh lớn và tuổi khởi phát; với người đã mất, ghi nguyên nhân và tuổi khi mất. Đừng quên cả bên nội lẫn bên ngoại.',
        'Dịp Tết hay ngày giỗ là lúc tự nhiên để hỏi han, nhưng hãy tế nhị: có những người thân không muốn nhắc đến bệnh tật. Ghi chép lại những gì bạn biết, lưu cùng hồ sơ sức khỏe và chia sẻ với bác sĩ trong lần khám tới.',
        'Xét nghiệm gen và tiền sử gia đình trả lời những câu hỏi khác nhau. Nếu tiền sử gia đình cho thấy một xu hướng rõ rệt, chẳng hạn nhiều người thân bị nhồi máu cơ tim hay ung thư khi còn trẻ, hãy báo với bác sĩ ngay cả khi báo cáo gen của bạn có vẻ yên tâm.',
      ),
      th: paras(
        'ประวัติสุขภาพครอบครัวไม่ได้สะท้อนเพียงยีนที่มีร่วมกัน แต่รวมถึงนิสัย อาหาร และสิ่งแวดล้อมที่ใช้ร่วมกันด้วย สำหรับโรคหัวใจ เบาหวาน มะเร็งหลายชนิด และโรคอื่นอีกมาก นี่คือปัจจัยเสี่ยงที่สำคัญที่สุดอย่างหนึ่งที่แพทย์ใช้ และไม่มีค่าใช้จ่าย',
        'เริ่มจากญาติที่ใกล้ชิดที่สุด คือพ่อแม่ พี่น้อง และลูก จากนั้นจึงเป็นปู่ย่าตายาย ลุงป้าน้าอา สำหรับแต่ละคน ให้จดโรคสำคัญและอายุที่เริ่มเป็น สำหรับญาติที่เสียชีวิตแล้ว ให้จดสาเหตุและอายุ และอย่าลืมทั้งฝั่งพ่อและฝั่งแม่',
        'เทศกาลตรุษเวียดนาม (Tết) และวันรำลึกบรรพบุรุษเป็นโอกาสที่เหมาะจะถามไถ่ แต่ควรถามอย่างนุ่มนวล เพราะญาติบางคนอาจไม่อยากพูดถึงความเจ็บป่วย จดสิ่งที่ได้รู้ เก็บไว้กับประวัติการรักษา และแจ้งแพทย์ในการตรวจครั้งต่อไป',
        'การตรวจยีนและประวัติครอบครัวตอบคำถามต่างกัน หากประวัติครอบครัวแสดงรูปแบบที่ชัดเจน เช่น ญาติหลายคนหัวใจวายหรือเป็นมะเร็งตั้งแต่อายุน้อย ควรบอกแพทย์แม้รายงานยีนของคุณจะดูน่าสบายใจก็ตาม',
      ),
      zh: paras(
        '家族健康史不仅反映共同的基因，也反映共同的生活习惯、饮食和环境。对于心脏病、糖尿病、多种癌症以及许多其他疾病，它是医生所依据的最重要的风险因素之一，而且完全免费。',
        '从最亲近的亲属开始：父母、兄弟姐妹和子女，然后是祖父母、外祖父母、叔伯姑姨舅。为每个人记下患过的重大疾病及发病年龄；对于已故的亲属，记下死因和去世时的年龄。父系和母系两边都要记录。',
        '春节和家族忌日都是自然的询问时机，但要注意方式：有些亲属可能不愿谈论疾病。把了解到的信息记下来，与您的病历一起保存，并在下次体检时告诉医生。',
        '基因检测和家族史回答的是不同的问题。如果您的家族史显示出明显的规律，例如多位亲属在年轻时发生心肌梗死或癌症，即使您的基因报告看起来令人放心，也请告诉医生。',
      ),
    },
    publishedAt: '2026-01-27T01:00:00Z',
    image: scene('blog', 'family', 'health-history-tree'),
    authorName: 'Phan Minh Châu',
    readingMinutes: 5,
  },
  {
    slug: 'how-to-read-your-genewell-report',
    categorySlug: 'genetics-explained',
    title: {
      en: 'How to read your GeneWell report, step by step',
      vi: 'Hướng dẫn đọc báo cáo GeneWell từng bước',
      th: 'วิธีอ่านรายงาน GeneWell ทีละขั้นตอน',
      zh: '一步步读懂您的GeneWell报告',
    },
    summary: {
      en: 'What “higher than average”, the evidence level and the genotype table mean, and which results to discuss with a doctor first.',
      vi: 'Ý nghĩa của “cao hơn mức trung bình”, mức độ bằng chứng và bảng kiểu gen, cùng những kết quả nên trao đổi với bác sĩ trước tiên.',
      th: 'ความหมายของ “สูงกว่าค่าเฉลี่ย” ระดับหลักฐาน และตารางจีโนไทป์ รวมถึงผลใดที่ควรปรึกษาแพทย์ก่อน',
      zh: '“高于平均水平”、证据等级和基因型表格分别是什么意思，以及哪些结果应优先与医生讨论。',
    },
    body: {
      en: paras(
        'Each section of your report opens with a summary in plain words: lower than average, average, or higher than average tendency. The comparison is with people of similar ancestry, and “higher” usually means a modest increase, not a high chance.',
        'Next to each result is the evidence level. “Well established” means the link has been confirmed in several large studies, including Asian populations; “moderate” means fewer or smaller studies; “early research” means we include it for interest, and you should not change your life because of it.',
        'At the end of each section, the genotype table lists the SNPs we read and your two letters at each position. You do not need to understand it, but it is there so that a doctor or counsellor can check exactly what the result is based on.',
        'Start with the “Talk to your doctor” box on the first page. It lists any result, such as a confirmed rare variant or a much higher tendency for a condition that can be screened for, that deserves a medical conversation. Your free consultation is a good place to go through it.',
      ),
      vi: paras(
        'Mỗi phần trong báo cáo mở đầu bằng lời tóm tắt dễ hiểu: xu hướng thấp hơn mức trung bình, trung bình, hoặc cao hơn mức trung bình. Phép so sánh dựa trên những người có cùng nguồn gốc tổ tiên, và “cao hơn” thường chỉ là tăng nhẹ, không có nghĩa là khả năng mắc bệnh cao.',
        'Bên cạnh mỗi kết quả là mức độ bằng chứng. “Đã được khẳng định” nghĩa là mối liên quan đã được xác nhận qua nhiều nghiên cứu lớn, bao gồm cả trên người châu Á; “trung bình” nghĩa là ít nghiên cứu hơn hoặc quy mô nhỏ hơn; “nghiên cứu bước đầu” nghĩa là chúng tôi đưa vào để bạn tham khảo, và bạn không nên thay đổi cuộc sống vì kết quả đó.',
        'Cuối mỗi phần là bảng kiểu gen liệt kê các SNP chúng tôi đã đọc và hai chữ cái của bạn tại mỗi vị trí. Bạn không cần hiểu bảng này, nhưng nó giúp bác sĩ hoặc chuyên viên tư vấn kiểm tra chính xác kết quả dựa trên những gì.',
        'Hãy bắt đầu từ ô “Trao đổi với bác sĩ” ở trang đầu. Ô này liệt kê những kết quả cần được bàn với bác sĩ, như một biến thể hiếm đã được khẳng định, hoặc xu hướng cao hơn hẳn đối với một bệnh có thể tầm soát. Buổi tư vấn miễn phí đi kèm báo cáo là dịp tốt để cùng xem lại.',
      ),
      th: paras(
        'แต่ละหัวข้อของรายงานเริ่มด้วยสรุปที่เข้าใจง่าย ได้แก่ แนวโน้มต่ำกว่าค่าเฉลี่ย ปานกลาง หรือสูงกว่าค่าเฉลี่ย การเปรียบเทียบนี้เทียบกับคนที่มีเชื้อสายใกล้เคียงกัน และ “สูงกว่า” มักหมายถึงเพิ่มขึ้นเล็กน้อย ไม่ได้แปลว่ามีโอกาสสูง',
        'ถัดจากผลแต่ละข้อคือระดับของหลักฐาน “ยืนยันแล้ว” หมายถึงความเชื่อมโยงได้รับการยืนยันในงานวิจัยขนาดใหญ่หลายชิ้น รวมถึงในประชากรเอเชีย “ปานกลาง” หมายถึงมีงานวิจัยน้อยกว่าหรือเล็กกว่า “งานวิจัยระยะแรก” หมายถึงเราใส่ไว้เพื่อเป็นข้อมูลที่น่าสนใจ และคุณไม่ควรเปลี่ยนวิถีชีวิตเพราะผลนั้น',
        'ท้ายแต่ละหัวข้อมีตารางจีโนไทป์ที่แสดง SNP ที่เราอ่านและตัวอักษรสองตัวของคุณในแต่ละตำแหน่ง คุณไม่จำเป็นต้องเข้าใจตารางนี้ แต่มีไว้ให้แพทย์หรือผู้ให้คำปรึกษาตรวจสอบได้ว่าผลมาจากข้อมูลใด',
        'เริ่มจากกล่อง “ปรึกษาแพทย์” ในหน้าแรก ซึ่งแสดงผลที่ควรนำไปพูดคุยกับแพทย์ เช่น รูปแบบยีนหายากที่ยืนยันแล้ว หรือแนวโน้มที่สูงกว่ามากสำหรับโรคที่ตรวจคัดกรองได้ การปรึกษาฟรีที่มาพร้อมรายงานคือโอกาสที่ดีในการทบทวนร่วมกัน',
      ),
      zh: paras(
        '报告的每个部分都以通俗的总结开头：倾向低于平均、平均或高于平均水平。比较对象是同血统的人群，“高于平均”通常只是小幅增加，并不意味着患病几率很高。',
        '每项结果旁边都标有证据等级。“已得到确认”表示该关联已在多项大型研究（包括亚洲人群研究）中得到证实；“中等”表示研究较少或规模较小；“初步研究”表示我们将其列出仅供参考，您不应因此改变生活方式。',
        '每个部分末尾的基因型表格列出了我们读取的SNP以及您在每个位置上的两个字母。您不需要看懂这张表，但医生或咨询师可以借此准确核查结果的依据。',
        '请从首页的“请与医生讨论”栏开始阅读。这里列出了值得与医生沟通的结果，例如已确认的罕见变异，或某种可筛查疾病的明显偏高倾向。报告附带的免费咨询，正是一起梳理这些内容的好机会。',
      ),
    },
    publishedAt: '2025-08-26T01:00:00Z',
    image: scene('blog', 'chart', 'how-to-read-your-report'),
    authorName: 'Phan Minh Châu',
    readingMinutes: 6,
  },
  {
    slug: 'sleep-and-recovery-for-active-people',
    categorySlug: 'fitness',
    title: {
      en: 'Sleep is training too: recovery for active people',
      vi: 'Ngủ cũng là tập luyện: phục hồi cho người năng vận động',
      th: 'การนอนก็คือการฝึกซ้อม: การฟื้นตัวสำหรับคนที่ออกกำลังกายสม่ำเสมอ',
      zh: '睡眠也是训练：运动人群的恢复之道',
    },
    summary: {
      en: 'Muscles get stronger while you rest. Practical advice on sleep, food and rest days, whatever your genotype says about recovery.',
      vi: 'Cơ bắp khỏe lên trong lúc bạn nghỉ ngơi. Lời khuyên thực tế về giấc ngủ, ăn uống và ngày nghỉ, bất kể kiểu gen nói gì về khả năng phục hồi.',
      th: 'กล้ามเนื้อแข็งแรงขึ้นระหว่างที่คุณพัก คำแนะนำเชิงปฏิบัติเรื่องการนอน อาหาร และวันพัก ไม่ว่าจีโนไทป์ของคุณจะบอกอะไรเกี่ยวกับการฟื้นตัว',
      zh: '肌肉是在休息时变强的。无论您的基因型对恢复能力有何提示，这里都有关于睡眠、饮食和休息日的实用建议。',
    },
    body: {
      en: paras(
        'Training damages muscle fibres slightly and drains energy stores; the body rebuilds them stronger during rest, and much of that work happens during deep sleep. Cutting sleep to fit in an early run often costs more than it gains.',
        'Some fitness reports include variants linked to inflammation or to how quickly people recover from hard sessions. The evidence is modest, so treat these results as a prompt to pay attention to your own body rather than as a rule.',
        'What helps everyone: seven to nine hours of sleep for adults; a meal or snack with protein and carbohydrate within a few hours after training, such as rice with fish or a glass of soy milk with a banana; enough water, especially in hot, humid weather; and at least one or two easy or rest days a week.',
        'Persistent fatigue, frequent injuries or a resting heart rate that stays unusually high can be signs of overtraining or of an illness. If they last more than a couple of weeks, reduce your training and see a doctor.',
      ),
      vi: paras(
        'Tập luyện làm các sợi cơ tổn thương nhẹ và tiêu hao năng lượng dự trữ; cơ thể tái tạo chúng khỏe hơn trong lúc nghỉ ngơi, và phần lớn quá trình đó diễn ra trong giấc ngủ sâu. Bớt giờ ngủ để kịp buổi chạy sáng sớm thường được ít hơn mất.',
        'Một số báo cáo về thể chất có đề cập đến biến thể gen liên quan đến phản ứng viêm hoặc tốc độ phục hồi sau buổi tập nặng. Bằng chứng ở mức khiêm tốn, vì vậy hãy coi các kết quả này là lời nhắc lắng nghe cơ thể, chứ không phải một quy tắc.',
        'Điều có ích cho mọi người: người trưởng thành ngủ bảy đến chín tiếng; một bữa chính hoặc bữa phụ có đạm và chất bột đường trong vòng vài giờ sau khi tập, như cơm với cá hay một ly sữa đậu nành với quả chuối; uống đủ nước, nhất là khi trời nóng ẩm; và ít nhất một đến hai ngày tập nhẹ hoặc nghỉ mỗi tuần.',
        'Mệt mỏi kéo dài, thường xuyên chấn thương hoặc nhịp tim lúc nghỉ cao bất thường có thể là dấu hiệu tập quá sức hoặc đang có bệnh. Nếu các dấu hiệu này kéo dài hơn vài tuần, hãy giảm cường độ tập và đi khám bác sĩ.',
      ),
      th: paras(
        'การฝึกซ้อมทำให้เส้นใยกล้ามเนื้อบาดเจ็บเล็กน้อยและใช้พลังงานสะสมไป ร่างกายจะซ่อมแซมให้แข็งแรงขึ้นระหว่างพัก และงานส่วนใหญ่นั้นเกิดขึ้นระหว่างการหลับลึก การอดนอนเพื่อไปวิ่งแต่เช้าจึงมักได้ไม่คุ้มเสีย',
        'รายงานด้านการออกกำลังกายบางฉบับมีรูปแบบยีนที่เกี่ยวกับการอักเสบหรือความเร็วในการฟื้นตัวหลังฝึกหนัก หลักฐานยังอยู่ในระดับปานกลาง จึงควรมองผลเหล่านี้เป็นสิ่งเตือนให้ใส่ใจร่างกายของตัวเอง ไม่ใช่กฎตายตัว',
        'สิ่งที่ช่วยได้ทุกคน ได้แก่ การนอนเจ็ดถึงเก้าชั่วโมงสำหรับผู้ใหญ่ มื้ออาหารหรือของว่างที่มีโปรตีนและคาร์โบไฮเดรตภายในไม่กี่ชั่วโมงหลังฝึก เช่น ข้าวกับปลา หรือนมถั่วเหลืองหนึ่งแก้วกับกล้วย ดื่มน้ำให้เพียงพอโดยเฉพาะเมื่ออากาศร้อนชื้น และมีวันฝึกเบาหรือวันพักอย่างน้อยหนึ่งถึงสองวันต่อสัปดาห์',
        'ความเหนื่อยล้าเรื้อรัง การบาดเจ็บบ่อย หรืออัตราการเต้นของหัวใจขณะพักที่สูงผิดปกติต่อเนื่อง อาจเป็นสัญญาณของการฝึกหนักเกินไปหรือการเจ็บป่วย หากเป็นนานเกินสองสามสัปดาห์ ควรลดการฝึกและพบแพทย์',
      ),
      zh: paras(
        '训练会使肌纤维轻微受损并消耗能量储备；身体在休息时将其修复得更强壮，而其中大部分工作发生在深度睡眠中。为了赶早跑而压缩睡眠，往往得不偿失。',
        '一些运动类报告包含与炎症反应或高强度训练后恢复速度相关的变异。相关证据有限，请把这些结果当作关注自身感受的提醒，而不是硬性规则。',
        '对每个人都有帮助的做法：成年人每晚睡七到九小时；训练后几小时内吃一顿含蛋白质和碳水化合物的正餐或加餐，比如米饭配鱼，或一杯豆浆加一根香蕉；充足饮水，尤其是在湿热天气里；每周至少安排一到两天轻松训练或完全休息。',
        '持续疲劳、频繁受伤或静息心率持续异常偏高，可能是过度训练或疾病的信号。如果持续超过两三周，请减少训练量并就医。',
      ),
    },
    publishedAt: '2026-08-05T01:00:00Z',
    image: scene('blog', 'sleep', 'sleep-and-recovery'),
    authorName: 'Lý Thanh Tùng',
    readingMinutes: 5,
  },
  {
    slug: 'iron-deficiency-in-women',
    categorySlug: 'nutrition',
    title: {
      en: 'Tired all the time? Iron deficiency in women, and why to test before taking supplements',
      vi: 'Hay mệt mỏi? Thiếu sắt ở phụ nữ và vì sao cần xét nghiệm trước khi uống viên sắt',
      th: 'เหนื่อยง่ายตลอดเวลา? ภาวะขาดธาตุเหล็กในผู้หญิง และทำไมต้องตรวจก่อนกินยาเสริม',
      zh: '总是很累？女性缺铁问题，以及为什么补铁前要先检查',
    },
    summary: {
      en: 'Iron deficiency is common, but so is thalassaemia trait, which can look similar on a blood test. An obstetrician explains the difference.',
      vi: 'Thiếu sắt khá phổ biến, nhưng người mang gen thalassemia cũng vậy, và hai tình trạng này có thể trông giống nhau trên xét nghiệm máu. Bác sĩ sản khoa giải thích sự khác biệt.',
      th: 'ภาวะขาดธาตุเหล็กพบบ่อย แต่การเป็นพาหะธาลัสซีเมียก็พบบ่อยเช่นกัน และอาจดูคล้ายกันในผลตรวจเลือด สูติแพทย์อธิบายความแตกต่าง',
      zh: '缺铁很常见，但地中海贫血携带状态同样常见，二者在血液检查中可能表现相似。产科医生为您讲解其中的区别。',
    },
    body: {
      en: paras(
        'Fatigue, pale skin, shortness of breath on the stairs and brittle nails are classic signs of iron-deficiency anaemia. In Vietnam it is common among women because of menstrual blood loss, pregnancies close together and diets low in well-absorbed iron.',
        'Before buying iron tablets, though, have a blood test. In Vietnam, a significant share of people carry a thalassaemia trait, which also produces small, pale red blood cells. Taking iron does not help thalassaemia trait, and long-term iron you do not need can be harmful. A blood count and ferritin level, and sometimes haemoglobin electrophoresis, tell the two apart.',
        'Genes such as TMPRSS6 have a small influence on iron levels, and a GeneWell report may mention them. They matter far less than blood loss and diet, and they never replace a blood test.',
        'If you are iron deficient, your doctor will recommend a dose and a duration, and look for the cause, especially if your periods are very heavy. Food helps keep stores up afterwards: lean red meat, liver in moderation, clams and oysters, eggs, tofu and beans, dark green vegetables, with fruit rich in vitamin C at the same meal. Tea and coffee with meals reduce absorption.',
      ),
      vi: paras(
        'Mệt mỏi, da xanh, hụt hơi khi leo cầu thang và móng tay dễ gãy là những dấu hiệu điển hình của thiếu máu do thiếu sắt. Ở Việt Nam, tình trạng này phổ biến ở phụ nữ do mất máu kinh nguyệt, sinh con dày và chế độ ăn ít sắt dễ hấp thu.',
        'Tuy nhiên, trước khi mua viên sắt, hãy đi xét nghiệm máu. Ở Việt Nam, tỷ lệ người mang gen thalassemia khá đáng kể, và tình trạng này cũng làm hồng cầu nhỏ, nhạt màu. Uống sắt không giúp ích cho người mang gen thalassemia, và bổ sung sắt kéo dài khi không cần thiết có thể gây hại. Xét nghiệm công thức máu, ferritin, và đôi khi điện di huyết sắc tố sẽ giúp phân biệt hai tình trạng này.',
        'Một số gen như TMPRSS6 có ảnh hưởng nhỏ đến lượng sắt trong cơ thể, và báo cáo GeneWell có thể đề cập đến chúng. Vai trò của các gen này nhỏ hơn nhiều so với mất máu và chế độ ăn, và không bao giờ thay thế được xét nghiệm máu.',
        'Nếu bạn thiếu sắt, bác sĩ sẽ chỉ định liều và thời gian bổ sung, đồng thời tìm nguyên nhân, nhất là khi kinh nguyệt ra rất nhiều. Sau đó, thực phẩm giúp duy trì dự trữ sắt: thịt đỏ nạc, gan (ăn vừa phải), nghêu, hàu, trứng, đậu phụ và các loại đậu, rau xanh đậm, ăn kèm trái cây giàu vitamin C trong cùng bữa. Uống trà, cà phê ngay trong bữa ăn sẽ làm giảm hấp thu sắt.',
      ),
      th: paras(
        'อ่อนเพลีย ผิวซีด เหนื่อยหอบเมื่อขึ้นบันได และเล็บเปราะ เป็นอาการคลาสสิกของภาวะโลหิตจางจากการขาดธาตุเหล็ก ในเวียดนามพบบ่อยในผู้หญิง เนื่องจากการเสียเลือดทางประจำเดือน การตั้งครรภ์ถี่ และอาหารที่มีธาตุเหล็กซึ่งดูดซึมได้ดีน้อย',
        'อย่างไรก็ตาม ก่อนซื้อยาเม็ดธาตุเหล็ก ควรตรวจเลือดก่อน ในเวียดนามมีผู้เป็นพาหะธาลัสซีเมียในสัดส่วนที่มาก ซึ่งทำให้เม็ดเลือดแดงเล็กและซีดเช่นกัน การกินธาตุเหล็กไม่ช่วยผู้เป็นพาหะธาลัสซีเมีย และการกินธาตุเหล็กนาน ๆ โดยไม่จำเป็นอาจเป็นอันตราย การตรวจความสมบูรณ์ของเม็ดเลือด ระดับเฟอร์ริติน และบางครั้งการตรวจวิเคราะห์ชนิดฮีโมโกลบิน ช่วยแยกสองภาวะนี้ออกจากกัน',
        'ยีนบางตัว เช่น TMPRSS6 มีผลเล็กน้อยต่อระดับธาตุเหล็ก และรายงานของ GeneWell อาจกล่าวถึง แต่มีความสำคัญน้อยกว่าการเสียเลือดและอาหารมาก และไม่สามารถใช้แทนการตรวจเลือดได้',
        'หากคุณขาดธาตุเหล็ก แพทย์จะกำหนดขนาดและระยะเวลาการเสริม และค้นหาสาเหตุ โดยเฉพาะเมื่อประจำเดือนมามาก หลังจากนั้นอาหารช่วยรักษาระดับธาตุเหล็กสะสม ได้แก่ เนื้อแดงไม่ติดมัน ตับ (ในปริมาณพอเหมาะ) หอยลาย หอยนางรม ไข่ เต้าหู้และถั่ว ผักใบเขียวเข้ม กินคู่กับผลไม้ที่มีวิตามินซีในมื้อเดียวกัน ส่วนชาและกาแฟระหว่างมื้ออาหารจะลดการดูดซึม',
      ),
      zh: paras(
        '乏力、面色苍白、爬楼梯时气短、指甲易断，是缺铁性贫血的典型表现。在越南，由于月经失血、生育间隔短以及饮食中易吸收的铁较少，缺铁在女性中很常见。',
        '不过，在购买铁剂之前，请先验血。在越南，相当一部分人是地中海贫血携带者，这种情况同样会导致红细胞偏小、颜色偏淡。补铁对地中海贫血携带者没有帮助，而在不需要时长期补铁可能有害。血常规、铁蛋白检测，必要时加做血红蛋白电泳，即可区分二者。',
        'TMPRSS6等基因对体内铁水平有轻微影响，GeneWell报告中可能会提及。但与失血和饮食相比，它们的作用小得多，也绝不能代替血液检查。',
        '如果确实缺铁，医生会确定补铁剂量和疗程，并查找原因，尤其是在月经量很大的情况下。之后，饮食可以帮助维持铁储备：瘦红肉、适量的动物肝脏、蛤蜊和牡蛎、鸡蛋、豆腐和豆类、深绿色蔬菜，同餐搭配富含维生素C的水果。吃饭时喝茶或咖啡会降低铁的吸收。',
      ),
    },
    publishedAt: '2026-05-12T01:00:00Z',
    image: scene('blog', 'food', 'iron-deficiency-women'),
    advisorSlug: 'le-thu-ha',
    readingMinutes: 6,
  },
  {
    slug: 'picky-eaters-toddler-nutrition',
    categorySlug: 'parenting',
    title: {
      en: 'Picky eaters: how to make sure your toddler gets what they need',
      vi: 'Trẻ biếng ăn, kén ăn: làm sao để con vẫn đủ chất',
      th: 'ลูกกินยาก: ทำอย่างไรให้เด็กเล็กได้รับสารอาหารครบถ้วน',
      zh: '孩子挑食怎么办：如何确保幼儿获得所需营养',
    },
    summary: {
      en: 'Refusing new foods is a normal stage of development. Patience, routine and the growth chart matter more than any genetic “taste” result.',
      vi: 'Từ chối món mới là một giai đoạn phát triển bình thường. Sự kiên nhẫn, nếp ăn uống đều đặn và biểu đồ tăng trưởng quan trọng hơn bất kỳ kết quả gen nào về “vị giác”.',
      th: 'การปฏิเสธอาหารใหม่เป็นพัฒนาการตามปกติ ความอดทน กิจวัตร และกราฟการเจริญเติบโตสำคัญกว่าผลตรวจยีนด้าน “การรับรส” ใด ๆ',
      zh: '拒绝新食物是正常的发育阶段。耐心、规律和生长曲线，比任何关于“味觉”的基因结果都更重要。',
    },
    body: {
      en: paras(
        'Between the ages of two and six, many children become suspicious of new foods, especially green vegetables. This is a normal stage, and most children grow out of it. Some reports describe variants in bitter-taste genes such as TAS2R38, which may make certain vegetables taste stronger to some children; it is a reason for patience, not for giving up.',
        'Offer small portions of a new food alongside foods your child already likes, and expect to offer it ten or fifteen times before it is accepted. Eat together, let your child serve themselves, and avoid rewarding vegetables with sweets.',
        'Keep mealtimes regular and limit milk, juice and snacks between meals, which often take away the appetite for dinner. Avoid screens at the table, and keep meals to about 30 minutes without pressure or punishment.',
        'Check growth, not plates. If your child is growing along their curve on the growth chart and is active, they are very likely eating enough. If they are losing weight, falling off their curve, eat only a handful of foods, or mealtimes are a daily battle, talk to your paediatrician.',
      ),
      vi: paras(
        'Trong khoảng từ hai đến sáu tuổi, nhiều trẻ trở nên dè chừng với món ăn mới, đặc biệt là rau xanh. Đây là giai đoạn bình thường và phần lớn trẻ sẽ tự vượt qua. Một số báo cáo mô tả biến thể ở các gen cảm nhận vị đắng như TAS2R38, có thể khiến một số trẻ thấy một vài loại rau đắng hơn; đó là lý do để kiên nhẫn, không phải để bỏ cuộc.',
        'Hãy cho trẻ thử một lượng nhỏ món mới cùng với những món con đã thích, và chuẩn bị tinh thần cho con thử mười đến mười lăm lần trước khi con chấp nhận. Cả nhà cùng ăn, để con tự lấy đồ ăn, và tránh thưởng kẹo bánh khi con chịu ăn rau.',
        'Giữ giờ ăn đều đặn và hạn chế sữa, nước hoa quả, đồ ăn vặt giữa các bữa, vì chúng thường làm con mất cảm giác thèm ăn khi đến bữa chính. Không dùng ti vi, điện thoại trong bữa ăn, và giữ bữa ăn trong khoảng 30 phút, không ép buộc hay phạt con.',
        'Hãy theo dõi tăng trưởng, đừng chỉ nhìn vào bát cơm. Nếu con vẫn phát triển đều theo đường cong trên biểu đồ tăng trưởng và hiếu động, nhiều khả năng con đã ăn đủ. Nếu con sụt cân, tụt khỏi đường tăng trưởng, chỉ chịu ăn vài món, hoặc bữa ăn ngày nào cũng căng thẳng, hãy trao đổi với bác sĩ nhi khoa.',
      ),
      th: paras(
        'ในช่วงอายุสองถึงหกปี เด็กหลายคนเริ่มระแวงอาหารใหม่ โดยเฉพาะผักใบเขียว นี่เป็นพัฒนาการปกติ และเด็กส่วนใหญ่จะผ่านพ้นไปเอง รายงานบางฉบับอธิบายรูปแบบของยีนรับรสขม เช่น TAS2R38 ซึ่งอาจทำให้เด็กบางคนรู้สึกว่าผักบางชนิดขมกว่า นั่นคือเหตุผลให้อดทน ไม่ใช่ให้ยอมแพ้',
        'ให้ลองอาหารใหม่ทีละน้อยคู่กับอาหารที่ลูกชอบอยู่แล้ว และเตรียมใจว่าอาจต้องให้ลองสิบถึงสิบห้าครั้งก่อนที่ลูกจะยอมรับ กินข้าวพร้อมกันทั้งครอบครัว ให้ลูกตักอาหารเอง และหลีกเลี่ยงการให้ขนมหวานเป็นรางวัลเมื่อกินผัก',
        'กำหนดเวลาอาหารให้สม่ำเสมอ และจำกัดนม น้ำผลไม้ และขนมระหว่างมื้อ ซึ่งมักทำให้ลูกไม่หิวเมื่อถึงมื้อหลัก ไม่ใช้หน้าจอที่โต๊ะอาหาร และให้มื้ออาหารใช้เวลาประมาณ 30 นาทีโดยไม่บังคับหรือลงโทษ',
        'ดูที่การเจริญเติบโต ไม่ใช่ที่จาน หากลูกเติบโตตามเส้นกราฟการเจริญเติบโตและร่าเริงแข็งแรง ก็มีแนวโน้มสูงว่าลูกกินเพียงพอแล้ว หากลูกน้ำหนักลด เส้นการเติบโตตกลง กินได้เพียงไม่กี่อย่าง หรือมื้ออาหารกลายเป็นการต่อสู้ทุกวัน ควรปรึกษากุมารแพทย์',
      ),
      zh: paras(
        '在两到六岁之间，许多孩子会对新食物产生戒心，尤其是绿叶蔬菜。这是正常的发育阶段，大多数孩子会自然度过。一些报告会描述苦味感知基因（如TAS2R38）的变异，这可能让某些孩子觉得一些蔬菜更苦；这是需要耐心的理由，而不是放弃的理由。',
        '每次少量提供新食物，并搭配孩子已经喜欢的食物；要有心理准备，可能需要尝试十到十五次孩子才会接受。全家一起吃饭，让孩子自己盛菜，避免用糖果奖励孩子吃蔬菜。',
        '保持规律的用餐时间，限制两餐之间的牛奶、果汁和零食，因为它们往往会影响正餐的食欲。餐桌上不看屏幕，每餐控制在30分钟左右，不强迫、不惩罚。',
        '要看生长，而不只是看碗。如果孩子在生长曲线上稳定地沿自己的曲线增长且活泼好动，那么他很可能已经吃够了。如果孩子体重下降、偏离生长曲线、只肯吃少数几种食物，或每天吃饭都像打仗，请咨询儿科医生。',
      ),
    },
    publishedAt: '2026-09-16T01:00:00Z',
    image: scene('blog', 'family', 'picky-eaters'),
    authorName: 'Đinh Khánh Vy',
    readingMinutes: 5,
  },
  {
    slug: 'protein-in-a-vietnamese-diet',
    categorySlug: 'nutrition',
    title: {
      en: 'More protein, the Vietnamese way: fish, tofu, eggs and lean meat',
      vi: 'Thêm chất đạm theo kiểu bữa cơm Việt: cá, đậu phụ, trứng và thịt nạc',
      th: 'เพิ่มโปรตีนแบบอาหารเวียดนาม: ปลา เต้าหู้ ไข่ และเนื้อไม่ติดมัน',
      zh: '用越南家常菜多吃蛋白质：鱼、豆腐、鸡蛋和瘦肉',
    },
    summary: {
      en: 'A higher-protein plan does not mean steak at every meal. Here is how a family table gets there with the foods it already cooks.',
      vi: 'Chế độ nhiều chất đạm không có nghĩa là bữa nào cũng ăn bít tết. Bài viết chỉ cách mâm cơm gia đình đạt được điều đó bằng chính những món quen thuộc.',
      th: 'แผนอาหารโปรตีนสูงไม่ได้หมายถึงการกินสเต๊กทุกมื้อ นี่คือวิธีที่โต๊ะอาหารในบ้านทำได้ด้วยอาหารที่คุ้นเคยอยู่แล้ว',
      zh: '高蛋白饮食并不意味着每顿都吃牛排。本文介绍如何用家里常做的菜达到目标。',
    },
    body: {
      en: paras(
        'Some diet plans give protein a third of the day’s energy instead of the usual 15 per cent. Protein keeps you full for longer and helps you keep muscle while you lose weight, but the rest of the plate still matters: vegetables, some rice and enough water.',
        'A Vietnamese kitchen already has what it needs. A palm-sized piece of fish, tofu or lean pork at each main meal, an egg at breakfast, a glass of milk or a pot of yogurt in the afternoon: spread over the day, this reaches most protein targets without protein powders. Freshwater fish such as snakehead and tilapia are lean and affordable; sea fish such as mackerel and sardines add omega-3 fats.',
        'Go easy on the salty forms of protein: dried fish, dried shrimp, pork floss and cured sausages carry a lot of salt for their weight. If you have kidney disease, or your doctor has asked you to limit protein, talk to them before following a higher-protein plan.',
      ),
      vi: paras(
        'Một số chế độ ăn để chất đạm cung cấp một phần ba năng lượng trong ngày thay vì khoảng 15% như thường lệ. Chất đạm giúp no lâu hơn và giữ cơ bắp trong khi giảm cân, nhưng phần còn lại của bữa ăn vẫn quan trọng: rau xanh, một lượng cơm vừa phải và uống đủ nước.',
        'Gian bếp Việt đã có sẵn những gì cần thiết. Mỗi bữa chính một phần cá, đậu phụ hoặc thịt lợn nạc cỡ lòng bàn tay, một quả trứng vào bữa sáng, một cốc sữa hoặc một hộp sữa chua vào buổi chiều: chia đều trong ngày như vậy là đạt phần lớn nhu cầu chất đạm mà không cần bột protein. Cá nước ngọt như cá quả, cá rô phi vừa ít béo vừa rẻ; cá biển như cá thu, cá mòi bổ sung thêm chất béo omega-3.',
        'Hãy hạn chế các món đạm mặn: cá khô, tôm khô, ruốc và lạp xưởng chứa rất nhiều muối so với trọng lượng. Nếu bạn mắc bệnh thận hoặc đã được bác sĩ dặn hạn chế chất đạm, hãy hỏi ý kiến bác sĩ trước khi áp dụng chế độ nhiều chất đạm.',
      ),
      th: paras(
        'แผนอาหารบางแบบให้โปรตีนเป็นแหล่งพลังงานหนึ่งในสามของวัน แทนที่จะเป็นราว 15 เปอร์เซ็นต์ตามปกติ โปรตีนช่วยให้อิ่มนานขึ้นและช่วยรักษากล้ามเนื้อระหว่างลดน้ำหนัก แต่ส่วนอื่นของจานก็ยังสำคัญ ทั้งผัก ข้าวในปริมาณพอเหมาะ และการดื่มน้ำให้เพียงพอ',
        'ครัวเวียดนามมีทุกอย่างที่ต้องใช้อยู่แล้ว ปลา เต้าหู้ หรือหมูไม่ติดมันขนาดประมาณฝ่ามือในทุกมื้อหลัก ไข่หนึ่งฟองตอนเช้า นมหนึ่งแก้วหรือโยเกิร์ตหนึ่งถ้วยตอนบ่าย เมื่อกระจายตลอดวันแบบนี้ก็ได้โปรตีนตามเป้าหมายเกือบทั้งหมดโดยไม่ต้องใช้โปรตีนผง ปลาน้ำจืดอย่างปลาช่อนและปลานิลมีไขมันต่ำและราคาไม่แพง ส่วนปลาทะเลอย่างปลาอินทรีและปลาซาร์ดีนให้ไขมันโอเมก้า 3 เพิ่มเติม',
        'ควรระวังโปรตีนที่มีรสเค็ม เช่น ปลาแห้ง กุ้งแห้ง หมูหยอง และกุนเชียง ซึ่งมีเกลือมากเมื่อเทียบกับน้ำหนัก หากคุณเป็นโรคไต หรือแพทย์แนะนำให้จำกัดโปรตีน ควรปรึกษาแพทย์ก่อนใช้แผนอาหารโปรตีนสูง',
      ),
      zh: paras(
        '有些饮食方案让蛋白质提供一天三分之一的能量，而不是通常的15%左右。蛋白质让您饱得更久，减重时也有助于保住肌肉，但盘子里的其他部分同样重要：蔬菜、适量的米饭和充足的水。',
        '越南家庭的厨房里本来就有所需的一切。每顿正餐吃一份手掌大小的鱼、豆腐或猪瘦肉，早餐一个鸡蛋，下午一杯牛奶或一盒酸奶：这样分散在一天中，不用蛋白粉也能达到大部分蛋白质目标。乌鱼、罗非鱼等淡水鱼脂肪少又实惠；马鲛鱼、沙丁鱼等海鱼还能补充omega-3脂肪。',
        '要少吃咸的蛋白质食物：咸鱼干、虾干、肉松和腊肠按重量计含盐很多。如果您患有肾病，或医生嘱咐过限制蛋白质，请在采用高蛋白方案之前先咨询医生。',
      ),
    },
    publishedAt: '2026-10-06T01:00:00Z',
    image: scene('blog', 'food', 'protein-vietnamese-diet'),
    authorName: 'Đinh Khánh Vy',
    readingMinutes: 4,
  },
  {
    slug: 'lower-carbohydrate-vietnamese-meals',
    categorySlug: 'nutrition',
    title: {
      en: 'Lower-carbohydrate meals without giving up rice',
      vi: 'Bữa ăn giảm chất bột đường mà không phải bỏ cơm',
      th: 'มื้ออาหารลดคาร์โบไฮเดรตโดยไม่ต้องเลิกกินข้าว',
      zh: '不戒米饭的低碳水餐食',
    },
    summary: {
      en: 'A plan with 40 per cent of energy from carbohydrate is a smaller bowl of rice, more vegetables and a little more fish, nuts and tofu: not a ban on rice.',
      vi: 'Chế độ có 40% năng lượng từ chất bột đường nghĩa là bát cơm nhỏ hơn, nhiều rau hơn, thêm một chút cá, các loại hạt và đậu phụ, chứ không phải cấm ăn cơm.',
      th: 'แผนอาหารที่ได้พลังงานจากคาร์โบไฮเดรต 40 เปอร์เซ็นต์ คือข้าวถ้วยเล็กลง ผักมากขึ้น และปลา ถั่ว เต้าหู้เพิ่มขึ้นเล็กน้อย ไม่ใช่การห้ามกินข้าว',
      zh: '碳水化合物提供40%能量的方案，意味着米饭少一点、蔬菜多一点、鱼、坚果和豆腐稍多一点，而不是不许吃米饭。',
    },
    body: {
      en: paras(
        'A typical Vietnamese day gets 60 to 65 per cent of its energy from rice, noodles and other starchy foods. A lower-carbohydrate plan brings that down to about 40 per cent and gives the difference to protein and to fats from fish, nuts, seeds and vegetable oil.',
        'In practice that means one smaller bowl of rice per meal, ideally brown rice or rice mixed with brown rice, half the plate as vegetables, and a generous portion of fish, tofu, eggs or lean meat. Snacks become a handful of peanuts, a pot of yogurt or a piece of fruit instead of sweet cakes, and sweetened condensed milk in coffee becomes an occasional treat.',
        'If you take medicine for diabetes, cutting carbohydrate can lower your blood sugar more than expected: ask your doctor before you change how much you eat. Pregnant and breastfeeding women should not go below the carbohydrate their doctor or midwife advises.',
      ),
      vi: paras(
        'Trong một ngày điển hình, người Việt nhận 60-65% năng lượng từ cơm, bún, phở và các thực phẩm giàu tinh bột khác. Chế độ giảm chất bột đường đưa tỷ lệ này xuống khoảng 40%, phần chênh lệch được bù bằng chất đạm và chất béo từ cá, các loại hạt và dầu thực vật.',
        'Trên thực tế, đó là mỗi bữa một bát cơm nhỏ hơn, tốt nhất là gạo lứt hoặc gạo trắng trộn gạo lứt, rau chiếm một nửa đĩa, cùng một phần cá, đậu phụ, trứng hoặc thịt nạc đầy đặn. Bữa phụ là một nắm lạc, một hộp sữa chua hoặc một miếng trái cây thay cho bánh ngọt, còn sữa đặc trong cà phê chỉ thỉnh thoảng mới dùng.',
        'Nếu bạn đang dùng thuốc điều trị đái tháo đường, giảm chất bột đường có thể làm đường huyết hạ nhiều hơn dự kiến: hãy hỏi bác sĩ trước khi thay đổi khẩu phần. Phụ nữ mang thai và cho con bú không nên ăn ít chất bột đường hơn mức bác sĩ hoặc nữ hộ sinh khuyên.',
      ),
      th: paras(
        'ในหนึ่งวันตามปกติ คนเวียดนามได้พลังงาน 60-65 เปอร์เซ็นต์จากข้าว เส้น และอาหารแป้งอื่น ๆ แผนอาหารลดคาร์โบไฮเดรตลดสัดส่วนนี้ลงเหลือราว 40 เปอร์เซ็นต์ และเติมส่วนที่ลดลงด้วยโปรตีนและไขมันจากปลา ถั่ว เมล็ดพืช และน้ำมันพืช',
        'ในทางปฏิบัติ คือข้าวถ้วยเล็กลงในแต่ละมื้อ ถ้าเป็นข้าวกล้องหรือข้าวขาวผสมข้าวกล้องจะดีที่สุด ผักครึ่งจาน และปลา เต้าหู้ ไข่ หรือเนื้อไม่ติดมันในปริมาณที่พอเหมาะ ของว่างเปลี่ยนเป็นถั่วลิสงหนึ่งกำมือ โยเกิร์ตหนึ่งถ้วย หรือผลไม้หนึ่งชิ้นแทนขนมหวาน ส่วนนมข้นหวานในกาแฟเก็บไว้เป็นครั้งคราว',
        'หากคุณใช้ยารักษาเบาหวาน การลดคาร์โบไฮเดรตอาจทำให้น้ำตาลในเลือดลดลงมากกว่าที่คาด ควรปรึกษาแพทย์ก่อนเปลี่ยนปริมาณอาหาร หญิงตั้งครรภ์และแม่ให้นมไม่ควรกินคาร์โบไฮเดรตน้อยกว่าที่แพทย์หรือพยาบาลผดุงครรภ์แนะนำ',
      ),
      zh: paras(
        '越南人一天通常有60%到65%的能量来自米饭、米线和其他淀粉类食物。低碳水方案把这一比例降到40%左右，差额由蛋白质以及来自鱼、坚果、种子和植物油的脂肪补上。',
        '具体来说，就是每顿饭少盛一点米饭，最好是糙米或白米掺糙米；蔬菜占半盘，再配足量的鱼、豆腐、鸡蛋或瘦肉。加餐换成一把花生、一盒酸奶或一份水果，而不是甜点；咖啡里的炼乳只偶尔享用。',
        '如果您在服用降糖药，减少碳水化合物可能使血糖降得比预期更多：改变饮食量之前请先咨询医生。孕妇和哺乳期女性摄入的碳水化合物不应低于医生或助产士建议的量。',
      ),
    },
    publishedAt: '2026-10-13T01:00:00Z',
    image: scene('blog', 'food', 'lower-carbohydrate-meals'),
    authorName: 'Đinh Khánh Vy',
    readingMinutes: 4,
  },
  {
    slug: 'cruciferous-vegetables-and-detoxification',
    categorySlug: 'nutrition',
    title: {
      en: 'Detoxification genes and your plate: cabbage, mustard greens and fewer cured foods',
      vi: 'Gen thải độc và bữa ăn: bắp cải, cải xanh và bớt đồ ướp muối',
      th: 'ยีนขับสารพิษกับอาหารในจาน: กะหล่ำปลี ผักกาดเขียว และอาหารหมักเกลือให้น้อยลง',
      zh: '解毒基因与餐盘：卷心菜、芥菜，少吃腌制食品',
    },
    summary: {
      en: 'A lower detoxification result is a reason to eat more of the vegetables that support the liver’s own enzymes, and less of the foods that give them extra work.',
      vi: 'Kết quả thải độc ở mức thấp là lý do để ăn nhiều hơn những loại rau hỗ trợ các men của gan, và ăn ít hơn những món khiến gan phải làm việc thêm.',
      th: 'ผลการขับสารพิษที่ต่ำเป็นเหตุผลให้กินผักที่ช่วยเอนไซม์ของตับมากขึ้น และกินอาหารที่เพิ่มภาระให้ตับน้อยลง',
      zh: '解毒能力结果偏低，是多吃有助于肝脏自身酶系统的蔬菜、少吃给它增加负担的食物的理由。',
    },
    body: {
      en: paras(
        'Your liver clears many substances with families of enzymes whose activity differs from person to person, partly because of gene variants such as those in the GST genes. A report that places you lower does not mean you are being poisoned; it suggests giving those enzymes good support.',
        'Cruciferous vegetables, such as cabbage, bok choy, mustard greens, broccoli, cauliflower and kohlrabi, contain glucosinolates, which the body turns into compounds that encourage some of these enzymes. Fruits and vegetables rich in vitamin C, such as guava, papaya and oranges, round out the plate.',
        'On the other side, smoked, cured and heavily salted foods, charred grilled meat and alcohol give the same enzymes more to do. Keep giò lụa, lạp xưởng, dried fish and pickles for occasions, and cook by steaming, boiling or stir-frying rather than charring.',
      ),
      vi: paras(
        'Gan đào thải nhiều chất nhờ các họ men có hoạt tính khác nhau ở mỗi người, một phần do các biến thể gen như gen GST. Báo cáo xếp bạn ở mức thấp không có nghĩa là bạn bị nhiễm độc; đó là gợi ý hãy hỗ trợ tốt cho các men này.',
        'Các loại rau họ cải như bắp cải, cải thìa, cải xanh, súp lơ xanh, súp lơ trắng và su hào chứa glucosinolate, được cơ thể chuyển thành những hợp chất thúc đẩy một số men trong số đó. Trái cây và rau giàu vitamin C như ổi, đu đủ, cam giúp bữa ăn thêm trọn vẹn.',
        'Ngược lại, đồ hun khói, đồ ướp muối và quá mặn, thịt nướng cháy và rượu bia khiến các men này phải làm việc nhiều hơn. Hãy để giò lụa, lạp xưởng, cá khô và dưa muối cho những dịp đặc biệt, và ưu tiên hấp, luộc, xào thay vì nướng cháy.',
      ),
      th: paras(
        'ตับกำจัดสารหลายชนิดด้วยกลุ่มเอนไซม์ที่ทำงานได้ไม่เท่ากันในแต่ละคน ส่วนหนึ่งเป็นเพราะความแปรผันของยีน เช่น ยีนในกลุ่ม GST รายงานที่จัดคุณไว้ในระดับต่ำไม่ได้หมายความว่าคุณได้รับสารพิษ แต่เป็นคำแนะนำให้ช่วยสนับสนุนเอนไซม์เหล่านี้ให้ดี',
        'ผักตระกูลกะหล่ำ เช่น กะหล่ำปลี ผักกวางตุ้งฮ่องเต้ ผักกาดเขียว บรอกโคลี กะหล่ำดอก และกะหล่ำปม มีกลูโคซิโนเลต ซึ่งร่างกายเปลี่ยนเป็นสารที่ช่วยกระตุ้นเอนไซม์บางชนิดในกลุ่มนี้ ผลไม้และผักที่มีวิตามินซีสูง เช่น ฝรั่ง มะละกอ และส้ม ช่วยเติมจานให้สมบูรณ์',
        'ในทางกลับกัน อาหารรมควัน อาหารหมักเกลือหรือเค็มจัด เนื้อย่างไหม้ และแอลกอฮอล์ เพิ่มงานให้เอนไซม์เหล่านี้ ควรเก็บหมูยอ กุนเชียง ปลาแห้ง และผักดองไว้สำหรับโอกาสพิเศษ และเลือกนึ่ง ต้ม หรือผัดแทนการย่างจนไหม้',
      ),
      zh: paras(
        '肝脏借助多个酶家族清除许多物质，这些酶的活性因人而异，部分原因在于GST等基因的变异。报告把您归为偏低，并不意味着您中毒了，而是提示要好好支持这些酶。',
        '卷心菜、小白菜、芥菜、西兰花、花椰菜和苤蓝等十字花科蔬菜含有硫代葡萄糖苷，人体会把它转化为促进其中一些酶的化合物。番石榴、木瓜、橙子等富含维生素C的水果和蔬菜能让餐盘更完整。',
        '反过来，烟熏、腌制和过咸的食物、烤焦的肉以及酒精会让这些酶更忙。扎肉、腊肠、咸鱼干和腌菜留到特别的日子再吃；烹调多用蒸、煮、炒，少用烤焦的做法。',
      ),
    },
    publishedAt: '2026-10-20T01:00:00Z',
    image: scene('blog', 'food', 'cruciferous-detoxification'),
    authorName: 'Đinh Khánh Vy',
    readingMinutes: 4,
  },
  {
    slug: 'mediterranean-diet-vietnamese-kitchen',
    categorySlug: 'nutrition',
    title: {
      en: 'A Mediterranean diet in a Vietnamese kitchen',
      vi: 'Chế độ ăn Địa Trung Hải trong gian bếp Việt',
      th: 'อาหารแบบเมดิเตอร์เรเนียนในครัวเวียดนาม',
      zh: '越南厨房里的地中海饮食',
    },
    summary: {
      en: 'The best-studied healthy eating pattern is mostly vegetables, fish, nuts and good oils. You can cook it with what the market sells every morning.',
      vi: 'Mô hình ăn uống lành mạnh được nghiên cứu nhiều nhất chủ yếu gồm rau, cá, các loại hạt và dầu tốt. Bạn có thể nấu theo kiểu này với những gì chợ bán mỗi sáng.',
      th: 'รูปแบบการกินเพื่อสุขภาพที่มีการศึกษามากที่สุด ประกอบด้วยผัก ปลา ถั่ว และน้ำมันดีเป็นหลัก คุณทำได้ด้วยของที่ตลาดขายทุกเช้า',
      zh: '研究最充分的健康饮食模式以蔬菜、鱼、坚果和优质油脂为主。用每天早上市场上就能买到的食材，您也能做出来。',
    },
    body: {
      en: paras(
        'The Mediterranean pattern gets more of its energy from fat, about 35 per cent, but mostly from olive oil, nuts, seeds and fish rather than from fatty meat. Large trials, such as PREDIMED in Spain, linked it with fewer heart attacks and strokes.',
        'A Vietnamese version: fish two or three times a week, with mackerel, sardines or salmon among them; a handful of peanuts, cashews or sesame as a snack; plenty of vegetables and herbs; brown rice some days; fruit for dessert; and vegetable oil or olive oil instead of lard. Meat becomes a smaller part of the meal rather than its centre.',
        'Processed meats such as sausages and lạp xưởng, and sweet drinks, have no place in the pattern. Nuts are energy-dense, so a handful means about 25 grams, not a bag.',
      ),
      vi: paras(
        'Mô hình Địa Trung Hải lấy nhiều năng lượng hơn từ chất béo, khoảng 35%, nhưng chủ yếu từ dầu ô liu, các loại hạt và cá chứ không phải từ thịt mỡ. Các thử nghiệm lớn như PREDIMED ở Tây Ban Nha cho thấy mô hình này gắn với ít cơn đau tim và đột quỵ hơn.',
        'Phiên bản Việt: ăn cá hai đến ba lần mỗi tuần, trong đó có cá thu, cá mòi hoặc cá hồi; một nắm lạc, hạt điều hoặc vừng cho bữa phụ; nhiều rau và rau thơm; có hôm ăn gạo lứt; tráng miệng bằng trái cây; dùng dầu thực vật hoặc dầu ô liu thay cho mỡ lợn. Thịt trở thành một phần nhỏ của bữa ăn thay vì món chính.',
        'Thịt chế biến sẵn như xúc xích, lạp xưởng và đồ uống có đường không có chỗ trong mô hình này. Các loại hạt giàu năng lượng, nên một nắm là khoảng 25 gam chứ không phải cả túi.',
      ),
      th: paras(
        'รูปแบบเมดิเตอร์เรเนียนได้พลังงานจากไขมันมากกว่า ราว 35 เปอร์เซ็นต์ แต่ส่วนใหญ่มาจากน้ำมันมะกอก ถั่ว เมล็ดพืช และปลา ไม่ใช่จากเนื้อติดมัน การศึกษาขนาดใหญ่อย่าง PREDIMED ในสเปนพบว่ารูปแบบนี้สัมพันธ์กับภาวะหัวใจวายและโรคหลอดเลือดสมองที่น้อยลง',
        'ฉบับเวียดนาม: กินปลาสัปดาห์ละสองถึงสามครั้ง โดยมีปลาอินทรี ปลาซาร์ดีน หรือปลาแซลมอนด้วย ถั่วลิสง เม็ดมะม่วงหิมพานต์ หรืองาหนึ่งกำมือเป็นของว่าง ผักและผักสมุนไพรมาก ๆ บางวันกินข้าวกล้อง ผลไม้เป็นของหวาน และใช้น้ำมันพืชหรือน้ำมันมะกอกแทนน้ำมันหมู เนื้อสัตว์กลายเป็นส่วนเล็ก ๆ ของมื้อแทนที่จะเป็นจานหลัก',
        'เนื้อสัตว์แปรรูป เช่น ไส้กรอก กุนเชียง และเครื่องดื่มรสหวานไม่มีที่ในรูปแบบนี้ ถั่วให้พลังงานสูง หนึ่งกำมือจึงหมายถึงราว 25 กรัม ไม่ใช่ทั้งถุง',
      ),
      zh: paras(
        '地中海饮食模式从脂肪获得的能量较多，约35%，但主要来自橄榄油、坚果、种子和鱼，而不是肥肉。西班牙PREDIMED等大型试验发现，这种模式与心脏病发作和中风减少有关。',
        '越南版本：每周吃两到三次鱼，其中包括马鲛鱼、沙丁鱼或三文鱼；加餐吃一把花生、腰果或芝麻；多吃蔬菜和香草；有几天吃糙米；饭后吃水果；用植物油或橄榄油代替猪油。肉成为一餐中较小的部分，而不是主角。',
        '香肠、腊肠等加工肉类和含糖饮料在这种模式中没有位置。坚果能量密度高，一把约25克，而不是一整袋。',
      ),
    },
    publishedAt: '2026-10-27T01:00:00Z',
    image: scene('blog', 'food', 'mediterranean-vietnamese-kitchen'),
    authorName: 'Đinh Khánh Vy',
    readingMinutes: 4,
  },
  {
    slug: 'ketogenic-diet-what-to-know',
    categorySlug: 'nutrition',
    title: {
      en: 'The ketogenic diet: what to know before you start',
      vi: 'Chế độ ăn keto: những điều cần biết trước khi bắt đầu',
      th: 'อาหารคีโตเจนิก: สิ่งที่ควรรู้ก่อนเริ่ม',
      zh: '生酮饮食：开始之前需要了解的事',
    },
    summary: {
      en: 'Very low carbohydrate, high fat: it can help some adults lose weight, it is not for children or pregnant and breastfeeding women, and it needs a doctor’s eye.',
      vi: 'Rất ít chất bột đường, nhiều chất béo: chế độ này có thể giúp một số người lớn giảm cân, không dành cho trẻ em, phụ nữ mang thai và cho con bú, và cần bác sĩ theo dõi.',
      th: 'คาร์โบไฮเดรตต่ำมาก ไขมันสูง: อาจช่วยผู้ใหญ่บางคนลดน้ำหนักได้ ไม่เหมาะกับเด็ก หญิงตั้งครรภ์และแม่ให้นม และต้องมีแพทย์คอยดูแล',
      zh: '极低碳水、高脂肪：它可能帮助一些成年人减重，但不适合儿童、孕妇和哺乳期女性，并且需要医生把关。',
    },
    body: {
      en: paras(
        'A ketogenic diet takes only about a fifth of its energy from carbohydrate, often less, so that the body burns fat and makes ketones. In a Vietnamese day that means almost no rice, noodles, bread, sweet fruit or sugar, and more fish, eggs, tofu, nuts, avocado, cheese and oils.',
        'Some adults lose weight quickly on it, mostly in the first months, and people with a good ability to use fat may find it easier. But it is hard to keep up, can raise LDL cholesterol in some people, and often causes tiredness, constipation and bad breath in the first weeks. People taking medicine for diabetes or blood pressure need their doses checked.',
        'It is not for children, whose growing bodies need carbohydrate (the medical ketogenic diet for epilepsy is run by a hospital team), nor for pregnant or breastfeeding women, in whom ketoacidosis has been reported. GeneWell never suggests it for them; talk to your doctor before you start.',
      ),
      vi: paras(
        'Chế độ ăn keto chỉ lấy khoảng một phần năm năng lượng từ chất bột đường, thường còn ít hơn, để cơ thể đốt mỡ và tạo ra thể ceton. Với bữa ăn của người Việt, điều đó có nghĩa là gần như không ăn cơm, bún, phở, bánh mì, trái cây ngọt và đường, thay vào đó ăn nhiều cá, trứng, đậu phụ, các loại hạt, quả bơ, phô mai và dầu.',
        'Một số người lớn giảm cân nhanh với chế độ này, chủ yếu trong vài tháng đầu, và người có khả năng chuyển hóa chất béo tốt có thể thấy dễ theo hơn. Nhưng chế độ này khó duy trì, có thể làm tăng cholesterol LDL ở một số người, và thường gây mệt mỏi, táo bón, hơi thở có mùi trong những tuần đầu. Người đang dùng thuốc điều trị đái tháo đường hoặc huyết áp cần được bác sĩ điều chỉnh liều.',
        'Chế độ này không dành cho trẻ em, vì cơ thể đang lớn cần chất bột đường (chế độ keto điều trị động kinh do đội ngũ bệnh viện thực hiện), cũng không dành cho phụ nữ mang thai hoặc cho con bú, vì đã có báo cáo về nhiễm toan ceton ở nhóm này. GeneWell không bao giờ gợi ý chế độ này cho họ; hãy trao đổi với bác sĩ trước khi bắt đầu.',
      ),
      th: paras(
        'อาหารคีโตเจนิกได้พลังงานจากคาร์โบไฮเดรตเพียงราวหนึ่งในห้า และมักน้อยกว่านั้น เพื่อให้ร่างกายเผาผลาญไขมันและสร้างคีโตน สำหรับอาหารเวียดนาม นั่นหมายถึงแทบไม่กินข้าว เส้น ขนมปัง ผลไม้หวาน หรือน้ำตาล และกินปลา ไข่ เต้าหู้ ถั่ว อะโวคาโด ชีส และน้ำมันมากขึ้น',
        'ผู้ใหญ่บางคนลดน้ำหนักได้เร็ว ส่วนใหญ่ในช่วงไม่กี่เดือนแรก และคนที่ใช้ไขมันได้ดีอาจทำตามได้ง่ายกว่า แต่แผนนี้ทำต่อเนื่องได้ยาก อาจเพิ่มคอเลสเตอรอล LDL ในบางคน และมักทำให้อ่อนเพลีย ท้องผูก และมีกลิ่นปากในช่วงสัปดาห์แรก ผู้ที่ใช้ยาเบาหวานหรือยาความดันต้องให้แพทย์ปรับขนาดยา',
        'แผนนี้ไม่เหมาะกับเด็ก เพราะร่างกายที่กำลังเติบโตต้องการคาร์โบไฮเดรต (อาหารคีโตเพื่อรักษาโรคลมชักดูแลโดยทีมโรงพยาบาล) และไม่เหมาะกับหญิงตั้งครรภ์หรือแม่ให้นม ซึ่งมีรายงานภาวะเลือดเป็นกรดจากคีโตน GeneWell ไม่แนะนำแผนนี้ให้กลุ่มดังกล่าว ควรปรึกษาแพทย์ก่อนเริ่ม',
      ),
      zh: paras(
        '生酮饮食只从碳水化合物获取约五分之一的能量，往往更少，让身体燃烧脂肪并产生酮体。放在越南饮食中，就是几乎不吃米饭、米线、面包、甜水果和糖，多吃鱼、鸡蛋、豆腐、坚果、牛油果、奶酪和油。',
        '一些成年人用它减重很快，主要在最初几个月；脂肪代谢能力好的人可能更容易坚持。但它难以长期维持，可能使部分人的低密度脂蛋白胆固醇升高，最初几周还常出现疲倦、便秘和口气。服用降糖药或降压药的人需要请医生调整剂量。',
        '它不适合儿童，因为生长中的身体需要碳水化合物（治疗癫痫的医用生酮饮食由医院团队执行）；也不适合孕妇和哺乳期女性，已有这一人群发生酮症酸中毒的报告。GeneWell从不向他们推荐这种饮食；开始之前请先咨询医生。',
      ),
    },
    publishedAt: '2026-11-03T01:00:00Z',
    image: scene('blog', 'food', 'ketogenic-what-to-know'),
    authorName: 'Đinh Khánh Vy',
    readingMinutes: 5,
  },
];

/** The site's demo content: news, blog, advisors, partners and careers. */
export const contentSeed: Pick<SeedCatalogue, 'newsCategories' | 'newsArticles' | 'blogCategories' | 'blogPosts' | 'advisorRoles' | 'advisors' | 'partners' | 'recruitmentCategories'> = {
  newsCategories,
  newsArticles,
  blogCategories,
  blogPosts,
  advisorRoles,
  advisors,
  partners,
  recruitmentCategories,
};
