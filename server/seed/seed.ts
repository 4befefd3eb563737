import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, productCurrencies } from '../db/schema';
import { demoCatalogue } from './catalogue';
import { loadCatalogue } from './catalogue/load';
import { loadConsultations } from './consultations';
import { seedCommerce } from './commerce';
import { demoCurrencies } from './demo-data';
import { seedDemoAccounts } from './demo-accounts';
import { bumpCatalogueVersion } from '../services/public-cache/catalogue-version';

/** Bump when the demo data changes shape; a database seeded with an older version gets the new rows. */
export const DEMO_SEED_VERSION = 7;
const SEED_KEY = 'demo_seed_version';

/**
 * Loads the demo data once. Runs in one transaction that first claims the seed marker, so two
 * processes starting together cannot both seed, and a failed seed leaves nothing behind. The demo
 * catalogue and content (catalogue/) are loaded again whenever they change (catalogue/load.ts
 * compares a hash of them), in the same transaction.
 */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: DEMO_SEED_VERSION })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: DEMO_SEED_VERSION, updatedAt: sql`now()` },
        setWhere: sql`(${appMeta.value})::int < ${DEMO_SEED_VERSION}`,
      })
      .returning({ key: appMeta.key });
    if (claimed.length > 0) {
      await tx.insert(productCurrencies).values(demoCurrencies).onConflictDoNothing();
      // The currencies are public reads served from the cache (services/public-cache): it lets go of them.
      await bumpCatalogueVersion(tx);
      await seedDemoAccounts(tx);
      // Demo promotion codes and campaigns: each inserted once (a code already there is left as it is).
      await seedCommerce(tx);
    }
    const catalogueLoaded = await loadCatalogue(tx, demoCatalogue);
    // The doctors are advisors of the catalogue: loaded after it.
    const consultationsLoaded = await loadConsultations(tx);
    return { seeded: claimed.length > 0 || catalogueLoaded || consultationsLoaded };
  });
}
