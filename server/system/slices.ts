import type { Slice } from '../app-services';
import { healthRoutes } from './health/health.routes';
import { smsOutboxRoutes } from './sms-outbox/sms-outbox.routes';
import { smsReceiptRoutes } from './sms-receipts/sms-receipts.routes';

/**
 * System routes (health, the SMS outbox, SMS delivery receipts): every slice of this folder, each a `<slice>.routes.ts` binding its contract entries to
 * its handlers. The composition root registers these lists; a new slice adds its routes here
 * (server/slices.test.ts fails for a routes file no list names).
 */
export const systemSlices: readonly Slice[] = [
  healthRoutes,
  smsOutboxRoutes,
  smsReceiptRoutes,
];
