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
      vi: 'Giám đốc Y khoa, chuyên khoa Nội tiết',
      th: 'ผู้อำนวยการฝ่ายการแพทย์ อายุรศาสตร์และต่อมไร้ท่อ',
      zh: '医学总监，内科与内分泌专科',
    },
    bio: {
      en: 'Dr Mai has practised internal medicine and endocrinology in Hà Nội for more than twenty years, with a doctorate on type 2 diabetes in Vietnamese adults. At GeneWell she oversees the medical content of every report and makes sure each result comes with advice a family doctor can act on.',
      vi: 'Bác sĩ Mai có hơn hai mươi năm làm việc trong lĩnh vực Nội khoa và Nội tiết tại Hà Nội, với luận án tiến sĩ về đái tháo đường típ 2 ở người trưởng thành Việt Nam. Tại GeneWell, bà phụ trách nội dung y khoa của toàn bộ báo cáo, bảo đảm mỗi kết quả đi kèm lời khuyên mà bác sĩ gia đình có thể áp dụng.',
      th: 'แพทย์หญิง Mai มีประสบการณ์ด้านอายุรศาสตร์และต่อมไร้ท่อในกรุงฮานอยมากกว่ายี่สิบปี และจบปริญญาเอกด้านโรคเบาหวานชนิดที่ 2 ในผู้ใหญ่ชาวเวียดนาม ที่ GeneWell เธอดูแลเนื้อหาทางการแพทย์ของรายงานทุกฉบับ เพื่อให้ทุกผลตรวจมาพร้อมคำแนะนำที่แพทย์ประจำครอบครัวนำไปใช้ได้จริง',
      zh: 'Nguyễn Thị Mai 医生在河内从事内科与内分泌临床工作二十余年，博士研究方向为越南成年人2型糖尿病。在GeneWell，她负责审核每一份报告的医学内容，确保每项结果都附有家庭医生可以据此行动的建议。',
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
      vi: 'Bác sĩ Hùng là bác sĩ Tim mạch tại TP. Hồ Chí Minh, chuyên điều trị tăng huyết áp, rối loạn mỡ máu và dự phòng bệnh tim mạch cho người trong độ tuổi lao động. Ông thẩm định các báo cáo tim mạch của GeneWell và phụ trách các buổi tư vấn về chuyển hóa lipid.',
      th: 'นายแพทย์ Hùng เป็นแพทย์โรคหัวใจในนครโฮจิมินห์ เน้นการดูแลความดันโลหิต ไขมันในเลือด และการป้องกันโรคหัวใจในวัยทำงาน เขาตรวจทานรายงานด้านหัวใจและหลอดเลือดของ GeneWell และเป็นผู้นำการให้คำปรึกษาเรื่องการเผาผลาญไขมัน',
      zh: 'Trần Văn Hùng 医生是胡志明市的心血管内科医生，临床工作聚焦于在职成年人的血压、血脂管理及心脏病预防。他负责审核GeneWell的心血管相关报告，并主持血脂代谢方面的咨询。',
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
      vi: 'Bác sĩ Sản phụ khoa',
      th: 'สูติแพทย์และนรีแพทย์',
      zh: '妇产科医生',
    },
    bio: {
      en: 'Dr Hà cares for women before and during pregnancy in Hà Nội, with a master’s degree in obstetrics and a particular interest in preconception nutrition. She writes our guidance on Folate, iron and planning a healthy pregnancy.',
      vi: 'Bác sĩ Hà chăm sóc sức khỏe phụ nữ trước và trong thai kỳ tại Hà Nội, có bằng thạc sĩ Sản khoa và đặc biệt quan tâm đến dinh dưỡng trước khi mang thai. Chị là người biên soạn các hướng dẫn của GeneWell về Folate, sắt và chuẩn bị cho một thai kỳ khỏe mạnh.',
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
      vi: 'Bác sĩ Quân có mười hai năm kinh nghiệm trong chuyên khoa Nhi tại TP. Hồ Chí Minh, theo dõi tăng trưởng, dinh dưỡng và giấc ngủ của trẻ. Anh thẩm định các báo cáo dành cho trẻ em của GeneWell và luôn nhắc cha mẹ rằng gen chỉ là một phần trong quá trình phát triển của con.',
      th: 'นายแพทย์ Quân ทำงานด้านกุมารเวชศาสตร์ในนครโฮจิมินห์มาสิบสองปี ติดตามการเจริญเติบโต โภชนาการ และการนอนหลับของเด็ก เขาตรวจทานรายงานสำหรับเด็กของ GeneWell และย้ำกับพ่อแม่เสมอว่ายีนเป็นเพียงส่วนหนึ่งของพัฒนาการของลูก',
      zh: 'Phạm Minh Quân 医生在胡志明市从事儿科工作十二年，长期关注儿童的生长发育、营养与睡眠。他负责审核GeneWell的儿童报告，并常提醒家长：基因只是孩子成长的一部分。',
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
      vi: 'Bác sĩ Ung bướu, chương trình Ung thư di truyền',
      th: 'แพทย์ผู้เชี่ยวชาญด้านมะเร็ง โครงการมะเร็งทางพันธุกรรม',
      zh: '肿瘤科医生，遗传性肿瘤项目负责人',
    },
    bio: {
      en: 'Associate Professor Sơn is an oncologist who has spent much of his career on the early detection of breast, colorectal and stomach cancers. He advises GeneWell on hereditary cancer reports and on when a result should lead to a specialist referral.',
      vi: 'Phó Giáo sư Sơn là bác sĩ Ung bướu, dành phần lớn sự nghiệp cho việc phát hiện sớm ung thư vú, ung thư đại trực tràng và ung thư dạ dày. Ông cố vấn cho GeneWell về các báo cáo ung thư di truyền và về những trường hợp cần chuyển khám chuyên khoa.',
      th: 'รองศาสตราจารย์ นายแพทย์ Sơn เป็นแพทย์ด้านมะเร็งที่ทุ่มเทเกือบตลอดอาชีพให้กับการตรวจพบมะเร็งเต้านม มะเร็งลำไส้ใหญ่ และมะเร็งกระเพาะอาหารในระยะแรก เขาให้คำปรึกษา GeneWell ด้านรายงานมะเร็งทางพันธุกรรม และกรณีที่ผลตรวจควรนำไปสู่การส่งต่อแพทย์เฉพาะทาง',
      zh: 'Võ Thanh Sơn 副教授是肿瘤科医生，职业生涯大部分时间致力于乳腺癌、结直肠癌和胃癌的早期发现。他为GeneWell的遗传性肿瘤报告提供指导，并界定哪些结果需要转诊至专科。',
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
      vi: 'Giám đốc Phòng xét nghiệm, chuyên ngành Di truyền phân tử',
      th: 'ผู้อำนวยการห้องปฏิบัติการ สาขาพันธุศาสตร์ระดับโมเลกุล',
      zh: '实验室主任，分子遗传学',
    },
    bio: {
      en: 'Dr Lan Anh earned her doctorate in molecular genetics and trained in clinical laboratories in Singapore before returning to Hà Nội. She leads the GeneWell laboratory, its quality system and its ISO 15189 accreditation.',
      vi: 'TS. Lan Anh nhận bằng tiến sĩ Di truyền phân tử và được đào tạo tại các phòng xét nghiệm lâm sàng ở Singapore trước khi trở về Hà Nội. Chị điều hành phòng xét nghiệm của GeneWell, hệ thống quản lý chất lượng và việc công nhận ISO 15189.',
      th: 'ดร. Lan Anh จบปริญญาเอกด้านพันธุศาสตร์ระดับโมเลกุลและฝึกงานในห้องปฏิบัติการทางคลินิกที่สิงคโปร์ก่อนกลับมาที่ฮานอย เธอเป็นผู้นำห้องปฏิบัติการของ GeneWell ระบบคุณภาพ และการรับรองมาตรฐาน ISO 15189',
      zh: 'Đỗ Thị Lan Anh 博士获得分子遗传学博士学位，并曾在新加坡的临床实验室接受培训，之后回到河内。她领导GeneWell实验室及其质量体系，并主导ISO 15189认可工作。',
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
      zh: 'Hoàng Đức Long 博士主攻群体遗传学，曾用六年时间分析东亚和东南亚人群的基因组数据。他搭建了将原始基因型数据转化为GeneWell报告的分析流程，并验证每项评分是否适用于越南人群。',
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
      vi: 'Chuyên viên Tư vấn di truyền',
      th: 'ผู้ให้คำปรึกษาด้านพันธุกรรม',
      zh: '遗传咨询师',
    },
    bio: {
      en: 'Trâm holds a master’s degree in genetic counselling and has explained test results to more than three thousand families. She helps customers understand what a predisposition means, what it does not mean, and which questions to take to their doctor.',
      vi: 'Chị Trâm có bằng thạc sĩ Tư vấn di truyền và đã giải thích kết quả xét nghiệm cho hơn ba nghìn gia đình. Chị giúp khách hàng hiểu nguy cơ di truyền có ý nghĩa gì, không có ý nghĩa gì, và nên hỏi bác sĩ những câu hỏi nào.',
      th: 'คุณ Trâm จบปริญญาโทด้านการให้คำปรึกษาทางพันธุศาสตร์ และได้อธิบายผลตรวจให้ครอบครัวมากกว่าสามพันครอบครัว เธอช่วยให้ลูกค้าเข้าใจว่าความเสี่ยงทางพันธุกรรมหมายถึงอะไร ไม่ได้หมายถึงอะไร และควรนำคำถามใดไปปรึกษาแพทย์',
      zh: 'Bùi Ngọc Trâm 拥有遗传咨询硕士学位，已为三千多个家庭解读检测结果。她帮助客户理解遗传易感性意味着什么、不意味着什么，以及应向医生提出哪些问题。',
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
      vi: 'Chuyên gia Dinh dưỡng thể thao',
      th: 'นักโภชนาการด้านการกีฬา',
      zh: '运动营养师',
    },
    bio: {
      en: 'Bảo has a master’s degree in nutrition and has worked with amateur runners, footballers and office workers who want to get fitter. He turns GeneWell’s fitness and metabolism results into meal plans built from food found in any Vietnamese market.',
      vi: 'Anh Bảo có bằng thạc sĩ Dinh dưỡng, từng đồng hành với người chạy bộ phong trào, cầu thủ bóng đá nghiệp dư và dân văn phòng muốn cải thiện thể lực. Anh chuyển các kết quả về vận động và chuyển hóa của GeneWell thành thực đơn từ những thực phẩm quen thuộc ở chợ Việt.',
      th: 'คุณ Bảo จบปริญญาโทด้านโภชนาการ เคยทำงานกับนักวิ่งสมัครเล่น นักฟุตบอล และพนักงานออฟฟิศที่อยากแข็งแรงขึ้น เขาแปลงผลตรวจด้านการออกกำลังกายและการเผาผลาญของ GeneWell เป็นแผนอาหารจากวัตถุดิบที่หาได้ในตลาดเวียดนามทั่วไป',
      zh: 'Đặng Quốc Bảo 拥有营养学硕士学位，曾为业余跑者、足球爱好者以及希望提升体能的上班族提供指导。他将GeneWell的运动与代谢结果转化为用越南市场常见食材制作的饮食方案。',
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
      vi: 'Chuyên gia Dinh dưỡng lâm sàng',
      th: 'นักกำหนดอาหารทางคลินิก',
      zh: '临床营养师',
    },
    bio: {
      en: 'Linh worked for eight years as a hospital dietitian, helping patients with diabetes, fatty liver and food intolerances. At GeneWell she writes the nutrition sections of our reports and our guides to eating well with lactose or gluten sensitivity.',
      vi: 'Chị Linh có tám năm làm chuyên gia dinh dưỡng tại bệnh viện, hỗ trợ người bệnh đái tháo đường, gan nhiễm mỡ và không dung nạp thực phẩm. Tại GeneWell, chị biên soạn phần dinh dưỡng trong báo cáo và các hướng dẫn ăn uống cho người nhạy cảm với lactose hoặc gluten.',
      th: 'คุณ Linh ทำงานเป็นนักกำหนดอาหารในโรงพยาบาลแปดปี ดูแลผู้ป่วยเบาหวาน ไขมันพอกตับ และภาวะแพ้อาหาร ที่ GeneWell เธอเขียนส่วนโภชนาการในรายงาน และคู่มือการกินอย่างเหมาะสมสำหรับผู้ที่ไวต่อแล็กโทสหรือกลูเตน',
      zh: 'Ngô Phương Linh 曾在医院担任营养师八年，服务于糖尿病、脂肪肝及食物不耐受患者。在GeneWell，她负责撰写报告中的营养部分，以及乳糖或麸质敏感人群的饮食指南。',
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
      vi: 'Chuyên gia Tâm lý lâm sàng',
      th: 'นักจิตวิทยาคลินิก',
      zh: '临床心理咨询师',
    },
    bio: {
      en: 'Nam is a clinical psychologist who works with adults on stress, sleep and health anxiety. He helps GeneWell customers take in results calmly, and trains our counsellors to talk about risk without causing fear.',
      vi: 'Anh Nam là chuyên gia tâm lý lâm sàng, làm việc với người trưởng thành về căng thẳng, giấc ngủ và lo âu sức khỏe. Anh giúp khách hàng GeneWell đón nhận kết quả một cách bình tĩnh và đào tạo đội ngũ tư vấn cách nói về nguy cơ mà không gây hoang mang.',
      th: 'คุณ Nam เป็นนักจิตวิทยาคลินิกที่ทำงานกับผู้ใหญ่ในเรื่องความเครียด การนอนหลับ และความวิตกกังวลด้านสุขภาพ เขาช่วยให้ลูกค้า GeneWell รับฟังผลตรวจได้อย่างสงบ และฝึกทีมที่ปรึกษาให้พูดเรื่องความเสี่ยงโดยไม่สร้างความกลัว',
      zh: 'Vũ Hoàng Nam 是一名临床心理咨询师，主要帮助成年人应对压力、睡眠问题和健康焦虑。他帮助GeneWell的客户平静地看待检测结果，并培训咨询团队如何在不引起恐慌的前提下讲解风险。',
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
      vi: 'Chuyên gia Tâm lý trẻ em và gia đình',
      th: 'นักจิตวิทยาเด็กและครอบครัว',
      zh: '儿童与家庭心理咨询师',
    },
    bio: {
      en: 'Dr Thảo holds a doctorate in developmental psychology and has counselled parents in Hà Nội for fifteen years. She advises on GeneWell’s children’s reports so that talents and tendencies are described as starting points, never as labels.',
      vi: 'TS. Thảo có bằng tiến sĩ Tâm lý học phát triển và mười lăm năm tư vấn cho các bậc cha mẹ tại Hà Nội. Chị góp ý cho các báo cáo trẻ em của GeneWell để năng khiếu và xu hướng của trẻ được mô tả như điểm khởi đầu, không bao giờ là cái nhãn.',
      th: 'ดร. Thảo จบปริญญาเอกด้านจิตวิทยาพัฒนาการ และให้คำปรึกษาพ่อแม่ในฮานอยมาสิบห้าปี เธอให้คำแนะนำต่อรายงานสำหรับเด็กของ GeneWell เพื่อให้ความถนัดและแนวโน้มของเด็กถูกอธิบายเป็นจุดเริ่มต้น ไม่ใช่ป้ายตัดสิน',
      zh: 'Trịnh Thu Thảo 博士拥有发展心理学博士学位，在河内为家长提供咨询已有十五年。她为GeneWell的儿童报告提供建议，确保孩子的天赋与倾向被描述为起点，而绝不是标签。',
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
      vi: 'Nhà sản xuất bộ dụng cụ lấy mẫu nước bọt tại Hàn Quốc, giúp DNA ổn định ở nhiệt độ phòng trong suốt quá trình vận chuyển khắp Việt Nam.',
      th: 'ผู้ผลิตชุดเก็บตัวอย่างน้ำลายจากเกาหลี ที่ช่วยให้ดีเอ็นเอคงตัวที่อุณหภูมิห้องระหว่างการขนส่งทั่วเวียดนาม',
      zh: '韩国唾液采样套件制造商，其产品可在运往越南各地的途中于室温下保持DNA稳定。',
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
        title: { en: 'Molecular Biology Technician', vi: 'Kỹ thuật viên Sinh học phân tử', th: 'นักเทคนิคการแพทย์ด้านชีววิทยาโมเลกุล', zh: '分子生物学技术员' },
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
            'Yêu cầu: tốt nghiệp đại học chuyên ngành Công nghệ sinh học, Sinh học hoặc Kỹ thuật xét nghiệm y học; tối thiểu một năm kinh nghiệm thực hành PCR hoặc tách chiết DNA; cẩn thận, tuân thủ quy trình và hồ sơ; đọc hiểu tài liệu kỹ thuật tiếng Anh.',
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
        title: { en: 'Laboratory Quality Officer', vi: 'Chuyên viên Quản lý chất lượng phòng xét nghiệm', th: 'เจ้าหน้าที่ประกันคุณภาพห้องปฏิบัติการ', zh: '实验室质量管理专员' },
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
            'Yêu cầu: tốt nghiệp chuyên ngành Kỹ thuật xét nghiệm y học hoặc ngành liên quan; ít nhất hai năm kinh nghiệm ở vị trí quản lý chất lượng phòng xét nghiệm; có chứng chỉ đánh giá viên nội bộ ISO 15189 hoặc ISO 17025 là một lợi thế; viết tiếng Anh tốt.',
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
        title: { en: 'Genetic Counsellor', vi: 'Chuyên viên Tư vấn di truyền', th: 'ผู้ให้คำปรึกษาด้านพันธุกรรม', zh: '遗传咨询师' },
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
            'Yêu cầu: thạc sĩ Tư vấn di truyền, hoặc tốt nghiệp Y khoa, Sinh học và đã được đào tạo về Di truyền y học; ít nhất một năm kinh nghiệm tư vấn cho người bệnh hoặc gia đình; giao tiếp rõ ràng, điềm tĩnh bằng tiếng Việt và sử dụng tốt tiếng Anh.',
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
            'Yêu cầu: tốt nghiệp Bác sĩ đa khoa và có chứng chỉ hành nghề khám bệnh, chữa bệnh còn hiệu lực tại Việt Nam; ít nhất ba năm kinh nghiệm trong chuyên khoa Nội, Y học gia đình, Sản hoặc Nhi; quan tâm đến y học dự phòng và di truyền.',
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
            'Yêu cầu: tốt nghiệp chuyên ngành Tin sinh học, Sinh học tính toán hoặc Khoa học máy tính; có kinh nghiệm với Python và các công cụ phân tích hệ gen phổ biến (PLINK, bcftools hoặc tương đương); làm việc thành thạo trên máy chủ Linux; cẩn thận với tính tái lập của kết quả.',
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
        title: { en: 'Customer Care Specialist', vi: 'Chuyên viên Chăm sóc khách hàng', th: 'เจ้าหน้าที่ดูแลลูกค้า', zh: '客户服务专员' },
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
        title: { en: 'Sample Logistics Coordinator', vi: 'Nhân viên Điều phối vận chuyển mẫu', th: 'เจ้าหน้าที่ประสานงานขนส่งตัวอย่าง', zh: '样本物流协调员' },
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
            '您将确保每一套采样盒准时送达客户、每一份样本准时送达实验室：对接物流合作伙伴，跟进延误包裹，并及时告知客户进展。',
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
        'Các bác sĩ của phòng khám đã hoàn thành khóa đào tạo đọc báo cáo của GeneWell. Khách hàng có thể đặt lịch khám 30 phút để được giải thích kết quả, hỏi về các xét nghiệm cần làm thêm và, khi cần thiết, được giới thiệu đến bác sĩ chuyên khoa như Tim mạch hay Nội tiết.',
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
        'Việc tuyển tình nguyện viên bắt đầu từ tháng Chín tại các sự kiện sức khỏe ở Hà Nội, Huế và TP. Hồ Chí Minh. Mỗi tình nguyện viên nhận một bản tóm tắt kết quả của chính mình dưới dạng báo cáo GeneWell tiêu chuẩn, kèm một buổi tư vấn miễn phí.',
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
      vi: 'Hơn 1.200 lượt khách đã tham gia Ngày hội Sức khỏe Gia đình đầu tiên của chúng tôi vào thứ Bảy, 20/9, cùng các buổi chia sẻ của bác sĩ và chuyên gia dinh dưỡng.',
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
        'GeneWell đã tổ chức Ngày hội Sức khỏe Gia đình đầu tiên vào thứ Bảy, 20/9, tại một nhà văn hóa ở quận Đống Đa, Hà Nội. Các gia đình được đo thành phần cơ thể miễn phí, nghe chuyên gia dinh dưỡng tư vấn, và các bé được vui chơi ở góc trò chơi về ăn uống lành mạnh.',
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
        'Từ tháng Mười một, khi chip phát hiện một biến thể hiếm liên quan đến ung thư di truyền, mẫu sẽ được gửi đến HelixBridge Genomics, phòng xét nghiệm giải trình tự đạt chuẩn tại Hoa Kỳ, và khách hàng không phải trả thêm chi phí. Kết quả chỉ được trả khi đã được giải trình tự khẳng định.',
        'Khách hàng có phát hiện đã được khẳng định sẽ được tư vấn cùng PGS. TS. BS. Võ Thanh Sơn hoặc một bác sĩ Ung bướu khác, kèm thư gửi bác sĩ điều trị của mình. Kết quả âm tính trên bộ xét nghiệm của chúng tôi không loại trừ ung thư di truyền; người có tiền sử gia đình rõ rệt vẫn cần được bác sĩ chuyên khoa đánh giá.',
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
      en: 'MTHFR, Folate and pregnancy: what the research does and does not show',
      vi: 'Gen MTHFR, Folate và thai kỳ: nghiên cứu cho thấy gì và không cho thấy gì',
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
        'The MTHFR gene makes an enzyme that helps the body use Folate. A common variant, C677T, lowers the enzyme’s activity; people with two copies tend to have higher homocysteine levels, especially when their Folate intake is low. Studies in Vietnam suggest that a few people in every hundred carry two copies, and many more carry one.',
        'The variant has been studied in relation to neural tube defects and pregnancy complications, with mixed results. What is clear is that adequate folic acid before conception and in early pregnancy reduces the risk of neural tube defects for everyone, including women with the TT genotype.',
        'The World Health Organization recommends 400 µg of folic acid a day for women from when they begin trying to conceive until 12 weeks of pregnancy. Some women, for example those who have had a previous pregnancy affected by a neural tube defect, need a higher dose that only a doctor should prescribe.',
        'Our advice is therefore simple: an MTHFR result is not a reason to buy special supplements or to change a prescribed dose on your own. Talk to your obstetrician, and eat Folate-rich foods such as dark green vegetables, beans and lentils.',
      ),
      vi: paras(
        'Gen MTHFR tạo ra một enzyme giúp cơ thể sử dụng Folate. Biến thể phổ biến C677T làm giảm hoạt tính của enzyme này; người mang hai bản sao thường có nồng độ homocysteine cao hơn, nhất là khi ăn ít Folate. Các nghiên cứu tại Việt Nam cho thấy cứ một trăm người thì có vài người mang hai bản sao biến thể, và số người mang một bản sao nhiều hơn thế.',
        'Biến thể này đã được nghiên cứu về mối liên quan với dị tật ống thần kinh và các biến chứng thai kỳ, với kết quả chưa thống nhất. Điều chắc chắn là bổ sung đủ acid folic trước khi thụ thai và trong giai đoạn đầu thai kỳ giúp giảm nguy cơ dị tật ống thần kinh cho tất cả phụ nữ, kể cả người có kiểu gen TT.',
        'Tổ chức Y tế Thế giới khuyến cáo phụ nữ bổ sung 400 µg acid folic mỗi ngày từ khi bắt đầu có kế hoạch mang thai đến hết tuần thứ 12 của thai kỳ. Một số trường hợp, chẳng hạn người từng mang thai bị dị tật ống thần kinh, cần liều cao hơn và chỉ bác sĩ mới được chỉ định.',
        'Vì vậy, lời khuyên của chúng tôi rất đơn giản: kết quả gen MTHFR không phải lý do để mua thực phẩm chức năng đặc biệt hay tự ý thay đổi liều đã được kê. Hãy trao đổi với bác sĩ Sản khoa và ăn các thực phẩm giàu Folate như rau xanh đậm, các loại đậu.',
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
        'High blood pressure is the most common risk factor for stroke and heart attack in Vietnam, and it often causes no symptoms. About one in five Vietnamese adults have it, and many do not know.',
        'Salt sensitivity, the degree to which blood pressure rises with salt intake, varies between people. Variants in genes that regulate sodium and fluid balance explain part of that difference, and a GeneWell report can indicate whether you are likely to be more salt-sensitive than average.',
        'The practical advice, however, is the same for everyone. The World Health Organization recommends less than 5 g of salt a day, about one teaspoon, while surveys in Vietnam find that adults eat nearly twice that. Much of it comes from fish sauce, soy sauce, dipping sauces, instant noodles and pickles.',
        'Useful steps: taste before adding nước mắm, dilute dipping sauce with lime juice and garlic, leave some of the broth of phở and bún, and choose fresh rather than pickled vegetables. Potassium from vegetables and fruit also helps to lower blood pressure.',
        'Whatever your genotype, measure your blood pressure at least once a year from the age of 18, and more often if it is raised. If it is 140/90 mmHg or above on repeated measurements, see a doctor: medication may be needed, and it works.',
      ),
      vi: paras(
        'Tăng huyết áp là yếu tố nguy cơ phổ biến nhất của đột quỵ và nhồi máu cơ tim tại Việt Nam, và thường không có triệu chứng. Khoảng một phần năm người trưởng thành Việt Nam bị tăng huyết áp, và nhiều người không biết mình mắc bệnh.',
        'Mức độ nhạy cảm với muối, tức là huyết áp tăng nhiều hay ít khi ăn mặn, khác nhau ở mỗi người. Các biến thể ở những gen điều hòa natri và cân bằng dịch giải thích một phần sự khác biệt đó, và báo cáo GeneWell có thể cho biết bạn có khả năng nhạy cảm với muối hơn mức trung bình hay không.',
        'Tuy nhiên, lời khuyên thực tế là giống nhau với mọi người. Tổ chức Y tế Thế giới khuyến cáo ăn dưới 5 g muối mỗi ngày, tương đương một thìa cà phê, trong khi các khảo sát tại Việt Nam cho thấy người trưởng thành ăn gần gấp đôi mức đó. Phần lớn lượng muối đến từ nước mắm, xì dầu, nước chấm, mì ăn liền và dưa cà muối.',
        'Một vài bước hữu ích: nếm trước khi chấm thêm nước mắm, pha loãng nước chấm với chanh và tỏi, để lại một phần nước dùng khi ăn phở, bún, và ưu tiên rau tươi thay cho rau muối chua. Kali từ rau và trái cây cũng giúp hạ huyết áp.',
        'Dù kiểu gen thế nào, hãy đo huyết áp ít nhất mỗi năm một lần từ tuổi 18, và thường xuyên hơn nếu huyết áp cao. Nếu huyết áp từ 140/90 mmHg trở lên qua nhiều lần đo, hãy đi khám bác sĩ: có thể bạn cần dùng thuốc, và thuốc điều trị rất hiệu quả.',
      ),
      th: paras(
        'ความดันโลหิตสูงเป็นปัจจัยเสี่ยงที่พบบ่อยที่สุดของโรคหลอดเลือดสมองและหัวใจวายในเวียดนาม และมักไม่มีอาการ ผู้ใหญ่ชาวเวียดนามราวหนึ่งในห้ามีภาวะนี้ และหลายคนไม่รู้ตัว',
        'ความไวต่อเกลือ คือระดับที่ความดันโลหิตสูงขึ้นเมื่อกินเค็ม แตกต่างกันในแต่ละคน รูปแบบยีนที่ควบคุมโซเดียมและสมดุลของเหลวอธิบายความแตกต่างนี้ได้บางส่วน และรายงานของ GeneWell บอกได้ว่าคุณมีแนวโน้มไวต่อเกลือมากกว่าค่าเฉลี่ยหรือไม่',
        'อย่างไรก็ตาม คำแนะนำในทางปฏิบัติเหมือนกันสำหรับทุกคน องค์การอนามัยโลกแนะนำให้กินเกลือน้อยกว่า 5 กรัมต่อวัน หรือประมาณหนึ่งช้อนชา ขณะที่การสำรวจในเวียดนามพบว่าผู้ใหญ่กินเกือบสองเท่าของปริมาณนั้น ส่วนใหญ่มาจากน้ำปลา ซีอิ๊ว น้ำจิ้ม บะหมี่กึ่งสำเร็จรูป และผักดอง',
        'ขั้นตอนที่ช่วยได้ ได้แก่ ชิมก่อนเติมน้ำปลา ผสมน้ำจิ้มให้อ่อนลงด้วยน้ำมะนาวและกระเทียม เหลือน้ำซุปเฝอหรือบุ๋นไว้บ้าง และเลือกผักสดแทนผักดอง โพแทสเซียมจากผักและผลไม้ก็ช่วยลดความดันโลหิตได้',
        'ไม่ว่าจีโนไทป์ของคุณจะเป็นแบบใด ควรวัดความดันโลหิตอย่างน้อยปีละครั้งตั้งแต่อายุ 18 ปี และบ่อยขึ้นหากค่าสูง หากวัดซ้ำหลายครั้งได้ 140/90 มม.ปรอทขึ้นไป ควรพบแพทย์ เพราะอาจต้องใช้ยา และยาได้ผลดี',
      ),
      zh: paras(
        '高血压是越南中风和心肌梗死最常见的危险因素，而且往往没有症状。约五分之一的越南成年人患有高血压，其中许多人并不知情。',
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
      en: 'Preparing for pregnancy: Folate, iron and the check-ups to ask for',
      vi: 'Chuẩn bị mang thai: Folate, sắt và những khám sàng lọc cần hỏi bác sĩ',
      th: 'เตรียมตัวก่อนตั้งครรภ์: โฟเลต ธาตุเหล็ก และการตรวจที่ควรขอรับ',
      zh: '备孕指南：叶酸、铁以及应向医生询问的检查',
    },
    summary: {
      en: 'Three months before trying to conceive is the ideal time to start. An obstetrician’s checklist, from folic acid to thalassaemia screening.',
      vi: 'Ba tháng trước khi có kế hoạch mang thai là thời điểm lý tưởng để bắt đầu. Danh sách cần làm từ bác sĩ Sản khoa, từ acid folic đến sàng lọc thalassemia.',
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
      en: 'Can a DNA test reveal your child’s talent? A paediatrician’s answer',
      vi: 'Xét nghiệm gen có tìm ra năng khiếu của con? Câu trả lời từ bác sĩ Nhi',
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
        'Nếu cho con làm xét nghiệm, hãy dùng báo cáo để mở ra cơ hội chứ không phải khép lại. Cho con thử nhiều hoạt động, quan sát điều con yêu thích, và trao đổi với bác sĩ Nhi mỗi khi bạn lo lắng về tăng trưởng, dinh dưỡng hay giấc ngủ của con.',
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
