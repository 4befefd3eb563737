import type { Db } from '../db/client';
import { promotionCodes, redeemCodePatterns } from '../db/schema';

/*
 * Demo promotion codes and campaigns (issue 11). Inserted once each (a code already there, used
 * or changed by operations, is left alone), so seeding again changes nothing.
 */

type PromotionCodeSeed = typeof promotionCodes.$inferInsert;
type PatternSeed = typeof redeemCodePatterns.$inferInsert;

export const demoPromotionCodes: PromotionCodeSeed[] = [
  // 10% off any order, for first-time shoppers (the home banner's code).
  { code: 'WELCOME10', kind: 'percent', percentOff: 10, usageLimit: 10_000, validUntil: new Date('2030-12-31T16:59:59Z') },
  // 500.000đ ($20) off orders from 3.000.000đ ($120).
  { code: 'GENE500K', kind: 'amount', amountOff: { VND: 500_000, USD: 20 }, minimumOrder: { VND: 3_000_000, USD: 120 }, usageLimit: 500, validUntil: new Date('2030-12-31T16:59:59Z') },
  // The codes the catalogue shows with G-Intel and G-Kid Pro.
  { code: 'GINTEL10', kind: 'percent', percentOff: 10, usageLimit: 1_000, validUntil: new Date('2030-12-31T16:59:59Z') },
  { code: 'KIDPRO500', kind: 'amount', amountOff: { VND: 500_000, USD: 20 }, minimumOrder: { VND: 5_000_000, USD: 200 }, usageLimit: 1_000, validUntil: new Date('2030-12-31T16:59:59Z') },
  // Over: last summer's campaign.
  { code: 'SUMMER2025', kind: 'percent', percentOff: 15, usageLimit: 1_000, validFrom: new Date('2025-06-01T00:00:00+07:00'), validUntil: new Date('2025-08-31T23:59:59+07:00') },
  // Used up: three uses, all taken.
  { code: 'FIRST3', kind: 'percent', percentOff: 20, usageLimit: 3, timesUsed: 3 },
];

export const demoRedeemCodePatterns: PatternSeed[] = [
  {
    code: 'GENEGIFT',
    name: { en: 'Kids’ genetic test gift', vi: 'Quà tặng xét nghiệm gen cho trẻ', th: 'ของขวัญตรวจยีนสำหรับเด็ก', zh: '儿童基因检测礼遇' },
    description: {
      en: 'Leave your name, number and address: we send a sample kit guide and a 15% code for a kids’ genetic test.',
      vi: 'Để lại tên, số điện thoại và địa chỉ: chúng tôi gửi hướng dẫn lấy mẫu và mã giảm 15% cho gói xét nghiệm gen của trẻ.',
      th: 'ฝากชื่อ หมายเลขโทรศัพท์ และที่อยู่ไว้ เราจะส่งคู่มือเก็บตัวอย่างและโค้ดส่วนลด 15% สำหรับการตรวจยีนของเด็ก',
      zh: '留下姓名、电话和地址：我们将寄送采样指南，并提供儿童基因检测15%优惠码。',
    },
    kind: 'percent',
    percentOff: 15,
    requiresAddress: true,
    codeValidityDays: 60,
    validUntil: new Date('2030-12-31T16:59:59Z'),
    packageSlugs: ['g-intel-kid', 'g-kid-care', 'g-kid-pro'],
  },
  {
    code: 'DIETQUIZ',
    name: { en: 'Diet quiz reward', vi: 'Quà trắc nghiệm dinh dưỡng', th: 'รางวัลแบบทดสอบโภชนาการ', zh: '饮食测评奖励' },
    description: {
      en: 'A personal 10% code for finishing the diet quiz, one per phone number.',
      vi: 'Mã giảm 10% dành riêng cho bạn khi hoàn thành trắc nghiệm dinh dưỡng, mỗi số điện thoại một mã.',
      th: 'โค้ดส่วนลด 10% สำหรับคุณเมื่อทำแบบทดสอบโภชนาการครบ หนึ่งโค้ดต่อหนึ่งหมายเลข',
      zh: '完成饮食测评即可获得个人10%优惠码，每个手机号码一个。',
    },
    kind: 'percent',
    percentOff: 10,
    requiresAddress: false,
    codeValidityDays: 30,
    validUntil: new Date('2030-12-31T16:59:59Z'),
    packageSlugs: ['g-care', 'g-pro', 'g-health'],
  },
];

export async function seedCommerce(tx: Db): Promise<void> {
  await tx.insert(promotionCodes).values(demoPromotionCodes).onConflictDoNothing();
  await tx.insert(redeemCodePatterns).values(demoRedeemCodePatterns).onConflictDoNothing();
}
