import type { Config } from './config/config';
import type { Database } from './db/client';
import type { SmsService } from './services/sms/sms-service';

/** Everything the app is built from; tests build it with their own database and providers. */
export interface AppDeps {
  config: Config;
  database: Database;
  sms: SmsService;
  version: string;
}
