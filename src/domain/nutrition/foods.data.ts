import type { FoodGroupId, Localized } from './enumerations';

/*
 * The diet quiz's 92 food ids (1 to 92; the spec leaves 24 out), as data. Figures are per 100 g of
 * the edible part (per 100 ml for the milks), transcribed from the Vietnamese Food Composition
 * Table (Viện Dinh dưỡng, Bảng thành phần thực phẩm Việt Nam, Nhà xuất bản Y học, 2007; `code` is
 * the table's food code), except where `source` names another table. README.md "Foods" says how
 * each field is used; food-rules.ts turns the tags into the spec's mappings and exclusions.
 *
 * nutrient: the amount of the food group's nutrient (group 1, 5, 6: carbohydrate; 2, 3, 4: protein;
 * 7, 8: fat), in g. vitamins: per 100 g, vitamin A as µg retinol equivalents (retinol + β-carotene
 * ÷ 6), B2, B6, C, E in mg, B12, D, folate in µg; a vitamin the table leaves blank is left out,
 * never guessed.
 */

export type FoodTag =
  | 'refinedStarch'
  | 'wholeGrain'
  | 'starchyRoot'
  | 'leanProtein'
  | 'egg'
  | 'processed'
  | 'salty'
  | 'highFat'
  | 'marineFish'
  | 'freshwaterFish'
  | 'oilyFish'
  | 'shellfish'
  | 'cruciferous'
  | 'iodineRichSeaweed'
  | 'goitrogenic'
  | 'sweetFruit'
  | 'healthyFat'
  | 'nut'
  | 'cowMilk'
  | 'goatMilk'
  | 'lactose'
  | 'sugary'
  | 'infantFormula'
  | 'ironRich';

export interface FoodVitamins {
  a?: number;
  b2?: number;
  b6?: number;
  b12?: number;
  c?: number;
  d?: number;
  e?: number;
  folate?: number;
}

export interface FoodData {
  id: number;
  title: Localized;
  groupId: FoodGroupId;
  nutrient: number;
  unit: 'g' | 'ml';
  source: { table: 'vn-fct-2007'; code: string } | { table: 'usda-sr-legacy'; ndb: string } | { table: 'codex-stan-72-1981' };
  vitamins: FoodVitamins;
  tags: readonly FoodTag[];
  /** The youngest age, in completed months, the food is offered at (README.md "Foods for young children"). */
  minAgeMonths: number;
  /** The oldest age, in completed months, it is offered at; none means adults too. */
  maxAgeMonths?: number;
}

const vn = (code: string) => ({ table: 'vn-fct-2007' as const, code });
const t = (en: string, vi: string, th: string, zh: string): Localized => ({ en, vi, th, zh });

export const FOOD_DATA: readonly FoodData[] = [
  // ---- 1 carbs (carbohydrate) ----
  { id: 1, title: t('White rice', 'Gạo tẻ', 'ข้าวขาว', '白米'), groupId: 1, nutrient: 75.9, unit: 'g', source: vn('1004'), vitamins: { a: 3, b2: 0.03, b6: 0.145, folate: 9 }, tags: ['refinedStarch'], minAgeMonths: 6 },
  { id: 2, title: t('Brown rice', 'Gạo lứt', 'ข้าวกล้อง', '糙米'), groupId: 1, nutrient: 72.8, unit: 'g', source: vn('1005'), vitamins: { b2: 0.07, b6: 0.62, folate: 20 }, tags: ['wholeGrain'], minAgeMonths: 6 },
  { id: 3, title: t('Sticky rice', 'Gạo nếp', 'ข้าวเหนียว', '糯米'), groupId: 1, nutrient: 74.5, unit: 'g', source: vn('1001'), vitamins: { b2: 0.06 }, tags: ['refinedStarch'], minAgeMonths: 12 },
  { id: 4, title: t('Rice vermicelli (bún)', 'Bún', 'เส้นขนมจีนเวียดนาม (บุ๋น)', '越南米线'), groupId: 1, nutrient: 25.7, unit: 'g', source: vn('1020'), vitamins: { b2: 0.01 }, tags: ['refinedStarch'], minAgeMonths: 9 },
  { id: 5, title: t('Fresh rice noodles (phở)', 'Bánh phở', 'เส้นก๋วยเตี๋ยวสด (เฝอ)', '越南河粉'), groupId: 1, nutrient: 31.7, unit: 'g', source: vn('1013'), vitamins: { b2: 0.01 }, tags: ['refinedStarch'], minAgeMonths: 9 },
  { id: 6, title: t('Bread', 'Bánh mì', 'ขนมปัง', '面包'), groupId: 1, nutrient: 52.6, unit: 'g', source: vn('1012'), vitamins: { b2: 0.07 }, tags: ['refinedStarch'], minAgeMonths: 12 },
  { id: 7, title: t('Wheat noodles', 'Mì sợi', 'บะหมี่', '面条'), groupId: 1, nutrient: 74.2, unit: 'g', source: vn('1022'), vitamins: { b2: 0.04 }, tags: ['refinedStarch'], minAgeMonths: 9 },
  { id: 8, title: t('Rice flour for baby porridge', 'Bột gạo tẻ (nấu bột cho bé)', 'แป้งข้าวเจ้าสำหรับทำข้าวบดเด็ก', '大米粉（婴儿米糊用）'), groupId: 1, nutrient: 82.2, unit: 'g', source: vn('1017'), vitamins: { b6: 0.436, folate: 4 }, tags: ['refinedStarch'], minAgeMonths: 6, maxAgeMonths: 24 },
  { id: 9, title: t('Sweet potato', 'Khoai lang', 'มันเทศ', '红薯'), groupId: 1, nutrient: 28.5, unit: 'g', source: vn('2008'), vitamins: { a: 25, b2: 0.05, b6: 0.209, c: 23, folate: 11 }, tags: ['starchyRoot'], minAgeMonths: 6 },
  { id: 10, title: t('Orange sweet potato', 'Khoai lang nghệ', 'มันเทศเนื้อสีส้ม', '橙心红薯'), groupId: 1, nutrient: 27.1, unit: 'g', source: vn('2009'), vitamins: { a: 245, b2: 0.05, c: 30 }, tags: ['starchyRoot'], minAgeMonths: 6 },
  { id: 11, title: t('Potato', 'Khoai tây', 'มันฝรั่ง', '土豆'), groupId: 1, nutrient: 20.9, unit: 'g', source: vn('2014'), vitamins: { b2: 0.05, b6: 0.203, c: 10, folate: 18 }, tags: ['starchyRoot'], minAgeMonths: 6 },
  { id: 12, title: t('Taro', 'Khoai môn', 'เผือก', '芋头'), groupId: 1, nutrient: 25.2, unit: 'g', source: vn('2010'), vitamins: { b2: 0.03, c: 4 }, tags: ['starchyRoot'], minAgeMonths: 6 },
  { id: 13, title: t('Fresh corn on the cob', 'Ngô bắp tươi', 'ข้าวโพดฝักสด', '鲜玉米'), groupId: 1, nutrient: 39.6, unit: 'g', source: vn('1007'), vitamins: { b2: 0.08, b6: 0.16, c: 12, folate: 33 }, tags: ['wholeGrain'], minAgeMonths: 12 },
  { id: 14, title: t('Cassava', 'Củ sắn (khoai mì)', 'มันสำปะหลัง', '木薯'), groupId: 1, nutrient: 36.4, unit: 'g', source: vn('2004'), vitamins: { b2: 0.03, b6: 0.088, c: 34, folate: 27 }, tags: ['starchyRoot', 'goitrogenic'], minAgeMonths: 12 },
  { id: 15, title: t('Glass noodles', 'Miến dong', 'วุ้นเส้น', '粉丝'), groupId: 1, nutrient: 82.2, unit: 'g', source: vn('2015'), vitamins: {}, tags: ['refinedStarch'], minAgeMonths: 12 },

  // ---- 2 meat (protein): meat, eggs, tofu ----
  { id: 16, title: t('Lean pork', 'Thịt lợn nạc', 'เนื้อหมูไม่ติดมัน', '猪瘦肉'), groupId: 2, nutrient: 19.0, unit: 'g', source: vn('7017'), vitamins: { a: 2, b2: 0.18, b6: 0.415, b12: 0.84, folate: 5 }, tags: ['leanProtein'], minAgeMonths: 6 },
  { id: 17, title: t('Lean beef', 'Thịt bò nạc', 'เนื้อวัวไม่ติดมัน', '牛瘦肉'), groupId: 2, nutrient: 21.0, unit: 'g', source: vn('7003'), vitamins: { a: 12, b2: 0.17 }, tags: ['leanProtein', 'ironRich'], minAgeMonths: 6 },
  { id: 18, title: t('Free-range chicken', 'Thịt gà ta', 'เนื้อไก่บ้าน', '土鸡肉'), groupId: 2, nutrient: 20.3, unit: 'g', source: vn('7013'), vitamins: { a: 120, b2: 0.16, b6: 0.35, b12: 0.31, c: 4, e: 0.3, folate: 6 }, tags: [], minAgeMonths: 6 },
  { id: 19, title: t('Chicken egg', 'Trứng gà', 'ไข่ไก่', '鸡蛋'), groupId: 2, nutrient: 14.8, unit: 'g', source: vn('9001'), vitamins: { a: 25, b2: 0.31, b6: 0.143, folate: 47 }, tags: ['egg', 'ironRich'], minAgeMonths: 6 },
  { id: 20, title: t('Duck egg', 'Trứng vịt', 'ไข่เป็ด', '鸭蛋'), groupId: 2, nutrient: 13.0, unit: 'g', source: vn('9004'), vitamins: { a: 360, b2: 0.3, b6: 0.25, folate: 80 }, tags: ['egg', 'ironRich'], minAgeMonths: 6 },
  { id: 21, title: t('Quail eggs', 'Trứng chim cút', 'ไข่นกกระทา', '鹌鹑蛋'), groupId: 2, nutrient: 13.1, unit: 'g', source: vn('9007'), vitamins: { a: 155, b2: 0.79, b6: 0.15, folate: 66 }, tags: ['egg', 'ironRich'], minAgeMonths: 6 },
  { id: 22, title: t('Tofu', 'Đậu phụ', 'เต้าหู้', '豆腐'), groupId: 2, nutrient: 10.9, unit: 'g', source: vn('3025'), vitamins: { b6: 0.047, folate: 15 }, tags: [], minAgeMonths: 6 },
  { id: 23, title: t('Frog legs', 'Thịt ếch', 'เนื้อกบ', '田鸡腿肉'), groupId: 2, nutrient: 20.0, unit: 'g', source: vn('7080'), vitamins: { b2: 0.25, b6: 0.12, folate: 15 }, tags: ['leanProtein'], minAgeMonths: 12 },
  { id: 25, title: t('Vietnamese pork roll (giò lụa)', 'Giò lụa', 'หมูยอเวียดนาม', '越南扎肉'), groupId: 2, nutrient: 21.5, unit: 'g', source: vn('7069'), vitamins: {}, tags: ['processed', 'salty'], minAgeMonths: 24 },
  { id: 26, title: t('Chinese sausage (lạp xưởng)', 'Lạp xưởng', 'กุนเชียง', '腊肠'), groupId: 2, nutrient: 20.8, unit: 'g', source: vn('7071'), vitamins: { b2: 0.24 }, tags: ['processed', 'salty', 'highFat'], minAgeMonths: 24 },
  { id: 27, title: t('Sausage', 'Xúc xích', 'ไส้กรอก', '香肠'), groupId: 2, nutrient: 27.2, unit: 'g', source: vn('7077'), vitamins: {}, tags: ['processed', 'salty', 'highFat'], minAgeMonths: 24 },
  { id: 28, title: t('Pork floss', 'Ruốc thịt lợn (chà bông)', 'หมูหยอง', '猪肉松'), groupId: 2, nutrient: 46.6, unit: 'g', source: vn('7074'), vitamins: {}, tags: ['processed', 'salty', 'highFat'], minAgeMonths: 24 },

  // ---- 3 fish (protein) ----
  { id: 29, title: t('Salmon', 'Cá hồi', 'ปลาแซลมอน', '三文鱼'), groupId: 3, nutrient: 22.0, unit: 'g', source: vn('8011'), vitamins: { a: 30, b2: 0.07, b6: 0.549, b12: 4.17, e: 0.65, folate: 9 }, tags: ['marineFish', 'oilyFish', 'leanProtein'], minAgeMonths: 6 },
  { id: 30, title: t('Spanish mackerel', 'Cá thu', 'ปลาอินทรี', '马鲛鱼'), groupId: 3, nutrient: 18.2, unit: 'g', source: vn('8026'), vitamins: { a: 7, b2: 0.17 }, tags: ['marineFish', 'oilyFish'], minAgeMonths: 6 },
  { id: 31, title: t('Tuna', 'Cá ngừ', 'ปลาทูน่า', '金枪鱼'), groupId: 3, nutrient: 21.0, unit: 'g', source: vn('8019'), vitamins: { a: 2, b6: 0.9, folate: 2 }, tags: ['marineFish', 'leanProtein'], minAgeMonths: 12 },
  { id: 32, title: t('Scad', 'Cá nục', 'ปลาทูแขก', '蓝圆鲹'), groupId: 3, nutrient: 20.2, unit: 'g', source: vn('8020'), vitamins: { a: 15, b2: 0.26, b6: 0.143, folate: 9 }, tags: ['marineFish', 'leanProtein'], minAgeMonths: 6 },
  { id: 33, title: t('Sardine', 'Cá mòi', 'ปลาซาร์ดีน', '沙丁鱼'), groupId: 3, nutrient: 17.5, unit: 'g', source: vn('8015'), vitamins: { a: 20, b2: 0.15, b6: 0.96 }, tags: ['marineFish', 'oilyFish', 'ironRich'], minAgeMonths: 6 },
  { id: 34, title: t('Snakehead fish', 'Cá quả (cá lóc)', 'ปลาช่อน', '乌鱼'), groupId: 3, nutrient: 18.2, unit: 'g', source: vn('8022'), vitamins: { b2: 0.12 }, tags: ['freshwaterFish', 'leanProtein'], minAgeMonths: 6 },
  { id: 35, title: t('Climbing perch', 'Cá rô đồng', 'ปลาหมอ', '攀鲈'), groupId: 3, nutrient: 19.1, unit: 'g', source: vn('8023'), vitamins: {}, tags: ['freshwaterFish', 'leanProtein'], minAgeMonths: 12 },
  { id: 36, title: t('Tilapia', 'Cá rô phi', 'ปลานิล', '罗非鱼'), groupId: 3, nutrient: 19.7, unit: 'g', source: vn('8024'), vitamins: {}, tags: ['freshwaterFish', 'leanProtein'], minAgeMonths: 6 },
  { id: 37, title: t('Grass carp', 'Cá trắm cỏ', 'ปลาเฉาฮื้อ', '草鱼'), groupId: 3, nutrient: 17.0, unit: 'g', source: vn('8029'), vitamins: {}, tags: ['freshwaterFish', 'leanProtein'], minAgeMonths: 6 },
  { id: 38, title: t('Walking catfish', 'Cá trê', 'ปลาดุก', '胡子鲶'), groupId: 3, nutrient: 16.5, unit: 'g', source: vn('8030'), vitamins: { a: 93, b6: 0.188, folate: 10 }, tags: ['freshwaterFish'], minAgeMonths: 12 },
  { id: 39, title: t('Dried salted fish', 'Cá khô', 'ปลาแห้ง', '咸鱼干'), groupId: 3, nutrient: 43.3, unit: 'g', source: vn('8012'), vitamins: { b2: 0.31 }, tags: ['marineFish', 'processed', 'salty'], minAgeMonths: 24 },

  // ---- 4 seafood (protein): shellfish and molluscs ----
  { id: 40, title: t('Sea shrimp', 'Tôm biển', 'กุ้งทะเล', '海虾'), groupId: 4, nutrient: 17.6, unit: 'g', source: vn('8051'), vitamins: { a: 6, b6: 0.104, folate: 3 }, tags: ['shellfish', 'leanProtein'], minAgeMonths: 6 },
  { id: 41, title: t('Freshwater shrimp', 'Tôm đồng', 'กุ้งน้ำจืด', '河虾'), groupId: 4, nutrient: 18.4, unit: 'g', source: vn('8052'), vitamins: { a: 15 }, tags: ['shellfish', 'leanProtein'], minAgeMonths: 6 },
  { id: 42, title: t('Mud crab', 'Cua biển', 'ปูทะเล', '青蟹'), groupId: 4, nutrient: 17.5, unit: 'g', source: vn('8033'), vitamins: { a: 36, b2: 0.71 }, tags: ['shellfish', 'leanProtein'], minAgeMonths: 12 },
  { id: 43, title: t('Paddy crab', 'Cua đồng', 'ปูนา', '田蟹'), groupId: 4, nutrient: 12.3, unit: 'g', source: vn('8034'), vitamins: { a: 210, b2: 0.51 }, tags: ['shellfish'], minAgeMonths: 6 },
  { id: 44, title: t('Squid', 'Mực tươi', 'ปลาหมึกสด', '鲜鱿鱼'), groupId: 4, nutrient: 16.3, unit: 'g', source: vn('8040'), vitamins: { a: 10, b6: 0.056, c: 5, folate: 5 }, tags: ['shellfish', 'leanProtein'], minAgeMonths: 12 },
  { id: 45, title: t('Cockles', 'Sò', 'หอยแครง', '蚶子'), groupId: 4, nutrient: 9.5, unit: 'g', source: vn('8048'), vitamins: { a: 41, b2: 0.15, b6: 0.05, folate: 10 }, tags: ['shellfish'], minAgeMonths: 24 },
  { id: 46, title: t('Apple snails', 'Ốc nhồi', 'หอยโข่ง', '田螺'), groupId: 4, nutrient: 11.9, unit: 'g', source: vn('8043'), vitamins: { b2: 0.17 }, tags: ['shellfish'], minAgeMonths: 24 },
  { id: 47, title: t('Dried shrimp', 'Tôm khô', 'กุ้งแห้ง', '虾干'), groupId: 4, nutrient: 75.6, unit: 'g', source: vn('8053'), vitamins: { b2: 0.34 }, tags: ['shellfish', 'processed', 'salty'], minAgeMonths: 24 },

  // ---- 5 vegetables (carbohydrate) ----
  { id: 48, title: t('Water spinach', 'Rau muống', 'ผักบุ้ง', '空心菜'), groupId: 5, nutrient: 2.1, unit: 'g', source: vn('4083'), vitamins: { a: 934, b2: 0.09, b6: 0.195, c: 23, folate: 194 }, tags: [], minAgeMonths: 6 },
  { id: 49, title: t('Malabar spinach', 'Rau mồng tơi', 'ผักปลัง', '木耳菜'), groupId: 5, nutrient: 1.4, unit: 'g', source: vn('4080'), vitamins: { a: 320, b2: 0.17, c: 72 }, tags: [], minAgeMonths: 6 },
  { id: 50, title: t('Amaranth greens', 'Rau dền', 'ผักโขม', '苋菜'), groupId: 5, nutrient: 1.1, unit: 'g', source: vn('4072'), vitamins: { a: 883, b2: 1.3, b6: 0.192, c: 63, folate: 85 }, tags: [], minAgeMonths: 6 },
  { id: 51, title: t('Sweet potato leaves', 'Rau lang', 'ยอดมันเทศ', '红薯叶'), groupId: 5, nutrient: 2.5, unit: 'g', source: vn('4076'), vitamins: { a: 305, b2: 0.26, b6: 0.19, c: 11, folate: 80 }, tags: [], minAgeMonths: 6 },
  { id: 52, title: t('Cabbage', 'Bắp cải', 'กะหล่ำปลี', '卷心菜'), groupId: 5, nutrient: 5.3, unit: 'g', source: vn('4010'), vitamins: { a: 12, b6: 0.096, c: 30, e: 0.15, folate: 43 }, tags: ['cruciferous'], minAgeMonths: 6 },
  { id: 53, title: t('Bok choy', 'Cải thìa', 'ผักกวางตุ้งฮ่องเต้', '小白菜'), groupId: 5, nutrient: 2.4, unit: 'g', source: vn('4015'), vitamins: { a: 447, b2: 0.07, b6: 0.194, c: 26, folate: 66 }, tags: ['cruciferous'], minAgeMonths: 6 },
  { id: 54, title: t('Mustard greens', 'Cải xanh', 'ผักกาดเขียว', '芥菜'), groupId: 5, nutrient: 1.9, unit: 'g', source: vn('4016'), vitamins: { a: 1050, b2: 0.1, b6: 0.18, c: 51, folate: 187 }, tags: ['cruciferous'], minAgeMonths: 6 },
  { id: 55, title: t('Broccoli', 'Súp lơ xanh', 'บรอกโคลี', '西兰花'), groupId: 5, nutrient: 2.9, unit: 'g', source: vn('4100'), vitamins: { a: 16, b2: 0.1, b6: 0.222, c: 88, folate: 57 }, tags: ['cruciferous'], minAgeMonths: 6 },
  { id: 56, title: t('Cauliflower', 'Súp lơ trắng', 'กะหล่ำดอก', '花椰菜'), groupId: 5, nutrient: 4.8, unit: 'g', source: vn('4099'), vitamins: { a: 3, b2: 0.1, b6: 0.222, c: 70, folate: 57 }, tags: ['cruciferous'], minAgeMonths: 6 },
  { id: 57, title: t('Kohlrabi', 'Su hào', 'กะหล่ำปม', '苤蓝'), groupId: 5, nutrient: 6.2, unit: 'g', source: vn('4096'), vitamins: { b2: 0.05, b6: 0.15, c: 40, folate: 16 }, tags: ['cruciferous'], minAgeMonths: 6 },
  { id: 58, title: t('Carrot', 'Cà rốt', 'แครอท', '胡萝卜'), groupId: 5, nutrient: 7.8, unit: 'g', source: vn('4007'), vitamins: { a: 1384, b6: 0.138, c: 8, folate: 19 }, tags: [], minAgeMonths: 6 },
  { id: 59, title: t('Pumpkin', 'Bí đỏ', 'ฟักทอง', '南瓜'), groupId: 5, nutrient: 6.1, unit: 'g', source: vn('4003'), vitamins: { a: 517, b6: 0.061, c: 8, folate: 16 }, tags: [], minAgeMonths: 6 },
  { id: 60, title: t('Winter melon', 'Bí xanh', 'ฟักเขียว', '冬瓜'), groupId: 5, nutrient: 2.4, unit: 'g', source: vn('4002'), vitamins: { c: 16 }, tags: [], minAgeMonths: 6 },
  { id: 61, title: t('Tomato', 'Cà chua', 'มะเขือเทศ', '番茄'), groupId: 5, nutrient: 4.0, unit: 'g', source: vn('4005'), vitamins: { a: 66, b6: 0.08, c: 40, folate: 15 }, tags: [], minAgeMonths: 6 },
  { id: 62, title: t('Cucumber', 'Dưa chuột', 'แตงกวา', '黄瓜'), groupId: 5, nutrient: 2.9, unit: 'g', source: vn('4027'), vitamins: { a: 23, c: 5, folate: 7 }, tags: [], minAgeMonths: 9 },
  { id: 63, title: t('Chayote', 'Su su', 'ฟักแม้ว', '佛手瓜'), groupId: 5, nutrient: 3.6, unit: 'g', source: vn('4098'), vitamins: { b6: 0.076, c: 4, folate: 93 }, tags: [], minAgeMonths: 6 },
  { id: 64, title: t('Green beans', 'Đậu cô ve', 'ถั่วแขก', '四季豆'), groupId: 5, nutrient: 13.3, unit: 'g', source: vn('4029'), vitamins: { a: 30, b2: 0.19, c: 25 }, tags: [], minAgeMonths: 6 },
  { id: 65, title: t('Mung bean sprouts', 'Giá đỗ', 'ถั่วงอก', '绿豆芽'), groupId: 5, nutrient: 5.1, unit: 'g', source: vn('4036'), vitamins: { b2: 0.13, b6: 0.088, c: 10, folate: 61 }, tags: [], minAgeMonths: 12 },
  { id: 66, title: t('Fresh seaweed', 'Rong câu tươi', 'สาหร่ายผมนางสด', '新鲜江蓠'), groupId: 5, nutrient: 4.1, unit: 'g', source: vn('4068'), vitamins: { b2: 0.03, b6: 0.032, e: 0.87, folate: 85 }, tags: ['iodineRichSeaweed'], minAgeMonths: 12 },
  { id: 67, title: t('Pickled mustard greens', 'Dưa cải muối', 'ผักกาดดอง', '酸芥菜'), groupId: 5, nutrient: 2.4, unit: 'g', source: vn('4112'), vitamins: { a: 124, b2: 0.12, c: 3 }, tags: ['processed', 'salty'], minAgeMonths: 24 },

  // ---- 6 fruits (carbohydrate) ----
  { id: 68, title: t('Banana', 'Chuối tiêu', 'กล้วยหอม', '香蕉'), groupId: 6, nutrient: 22.2, unit: 'g', source: vn('5007'), vitamins: { a: 8, b2: 0.05, c: 6 }, tags: ['sweetFruit'], minAgeMonths: 6 },
  { id: 69, title: t('Pisang awak banana', 'Chuối tây', 'กล้วยน้ำว้า', '粉蕉'), groupId: 6, nutrient: 12.4, unit: 'g', source: vn('5006'), vitamins: { a: 10, b2: 0.07, b6: 0.367, c: 6, folate: 20 }, tags: [], minAgeMonths: 6 },
  { id: 70, title: t('Orange', 'Cam', 'ส้ม', '橙子'), groupId: 6, nutrient: 8.3, unit: 'g', source: vn('5002'), vitamins: { a: 13, b6: 0.06, c: 40, folate: 30 }, tags: [], minAgeMonths: 6 },
  { id: 71, title: t('Tangerine', 'Quýt', 'ส้มเขียวหวาน', '橘子'), groupId: 6, nutrient: 8.3, unit: 'g', source: vn('5047'), vitamins: { a: 13, b6: 0.078, c: 55, folate: 16 }, tags: [], minAgeMonths: 6 },
  { id: 72, title: t('Mango', 'Xoài chín', 'มะม่วงสุก', '芒果'), groupId: 6, nutrient: 14.1, unit: 'g', source: vn('5055'), vitamins: { a: 74, b2: 0.05, b6: 0.134, c: 30, folate: 14 }, tags: ['sweetFruit'], minAgeMonths: 6 },
  { id: 73, title: t('Papaya', 'Đu đủ chín', 'มะละกอสุก', '木瓜'), groupId: 6, nutrient: 7.6, unit: 'g', source: vn('5017'), vitamins: { b2: 0.02, c: 54 }, tags: [], minAgeMonths: 6 },
  { id: 74, title: t('Dragon fruit', 'Thanh long', 'แก้วมังกร', '火龙果'), groupId: 6, nutrient: 8.7, unit: 'g', source: vn('5044'), vitamins: { c: 10 }, tags: [], minAgeMonths: 6 },
  { id: 75, title: t('Guava', 'Ổi', 'ฝรั่ง', '番石榴'), groupId: 6, nutrient: 6.8, unit: 'g', source: vn('5040'), vitamins: { a: 62, b6: 0.11, c: 62, folate: 49 }, tags: [], minAgeMonths: 12 },
  { id: 76, title: t('Pineapple', 'Dứa', 'สับปะรด', '菠萝'), groupId: 6, nutrient: 8.8, unit: 'g', source: vn('5015'), vitamins: { b6: 0.11, c: 26, folate: 15 }, tags: [], minAgeMonths: 12 },
  { id: 77, title: t('Apple', 'Táo tây', 'แอปเปิล', '苹果'), groupId: 6, nutrient: 11.0, unit: 'g', source: vn('5051'), vitamins: { a: 5, b6: 0.041, c: 7, folate: 3 }, tags: [], minAgeMonths: 6 },
  { id: 78, title: t('Lychee', 'Vải', 'ลิ้นจี่', '荔枝'), groupId: 6, nutrient: 9.6, unit: 'g', source: vn('5052'), vitamins: { b6: 0.1, c: 36, folate: 14 }, tags: ['sweetFruit'], minAgeMonths: 24 },
  { id: 79, title: t('Avocado', 'Quả bơ', 'อะโวคาโด', '牛油果'), groupId: 6, nutrient: 2.8, unit: 'g', source: vn('5041'), vitamins: {}, tags: ['healthyFat'], minAgeMonths: 6 },

  // ---- 7 nuts and seeds (fat) ----
  { id: 80, title: t('Peanuts', 'Lạc (đậu phộng)', 'ถั่วลิสง', '花生'), groupId: 7, nutrient: 44.5, unit: 'g', source: vn('3017'), vitamins: { b2: 0.12, b6: 0.348, c: 16, folate: 240 }, tags: ['nut', 'healthyFat'], minAgeMonths: 60 },
  { id: 81, title: t('Cashew nuts', 'Hạt điều', 'เม็ดมะม่วงหิมพานต์', '腰果'), groupId: 7, nutrient: 46.3, unit: 'g', source: vn('3015'), vitamins: { b2: 0.34, b6: 0.417, folate: 25 }, tags: ['nut', 'healthyFat'], minAgeMonths: 60 },
  { id: 82, title: t('Sesame seeds', 'Vừng (mè)', 'งา', '芝麻'), groupId: 7, nutrient: 46.4, unit: 'g', source: vn('3020'), vitamins: { b2: 0.25, b6: 0.79, folate: 97 }, tags: ['healthyFat', 'ironRich'], minAgeMonths: 6 },
  { id: 83, title: t('Roasted pumpkin seeds', 'Hạt bí rang', 'เมล็ดฟักทองอบ', '烤南瓜子'), groupId: 7, nutrient: 31.8, unit: 'g', source: vn('3028'), vitamins: { a: 39, b2: 0.15 }, tags: ['healthyFat'], minAgeMonths: 60 },
  { id: 84, title: t('Walnuts', 'Quả óc chó', 'วอลนัท', '核桃'), groupId: 7, nutrient: 65.2, unit: 'g', source: { table: 'usda-sr-legacy', ndb: '12155' }, vitamins: {}, tags: ['nut', 'healthyFat'], minAgeMonths: 60 },
  { id: 85, title: t('Almonds', 'Hạnh nhân', 'อัลมอนด์', '扁桃仁（巴旦木）'), groupId: 7, nutrient: 49.9, unit: 'g', source: { table: 'usda-sr-legacy', ndb: '12061' }, vitamins: {}, tags: ['nut', 'healthyFat'], minAgeMonths: 60 },

  // ---- 8 dairy (fat) ----
  { id: 86, title: t("Fresh cow's milk", 'Sữa bò tươi', 'นมวัวสด', '鲜牛奶'), groupId: 8, nutrient: 4.4, unit: 'ml', source: vn('10001'), vitamins: { a: 54, b2: 0.19, b6: 0.036, b12: 0.44, d: 1.0, e: 0.06, folate: 5 }, tags: ['cowMilk', 'lactose'], minAgeMonths: 12 },
  { id: 87, title: t("Fresh goat's milk", 'Sữa dê tươi', 'นมแพะสด', '鲜羊奶'), groupId: 8, nutrient: 4.1, unit: 'ml', source: vn('10002'), vitamins: { a: 5, b2: 0.18, b6: 0.046, c: 3 }, tags: ['goatMilk', 'lactose'], minAgeMonths: 12 },
  { id: 88, title: t('Yogurt', 'Sữa chua', 'โยเกิร์ต', '酸奶'), groupId: 8, nutrient: 3.7, unit: 'g', source: vn('10004'), vitamins: { a: 27, b2: 0.2 }, tags: ['cowMilk'], minAgeMonths: 6 },
  { id: 89, title: t('Cheese', 'Phô mai', 'ชีส', '奶酪'), groupId: 8, nutrient: 30.9, unit: 'g', source: vn('10009'), vitamins: { a: 22, b2: 0.51, folate: 18 }, tags: ['cowMilk', 'salty'], minAgeMonths: 6 },
  { id: 90, title: t('Sweetened condensed milk', 'Sữa đặc có đường', 'นมข้นหวาน', '甜炼乳'), groupId: 8, nutrient: 8.8, unit: 'g', source: vn('10008'), vitamins: { a: 66, b2: 0.3 }, tags: ['cowMilk', 'lactose', 'sugary'], minAgeMonths: 24 },
  { id: 91, title: t('Soy milk', 'Sữa đậu nành', 'นมถั่วเหลือง', '豆浆'), groupId: 8, nutrient: 1.6, unit: 'ml', source: vn('3032'), vitamins: { b6: 0.096, folate: 16 }, tags: [], minAgeMonths: 12 },
  { id: 92, title: t('Infant formula, made up', 'Sữa công thức cho trẻ nhỏ (đã pha)', 'นมผงสำหรับทารก (ชงแล้ว)', '婴儿配方奶（冲调后）'), groupId: 8, nutrient: 3.5, unit: 'ml', source: { table: 'codex-stan-72-1981' }, vitamins: {}, tags: ['cowMilk', 'lactose', 'infantFormula'], minAgeMonths: 0, maxAgeMonths: 24 },
];
