import type { cartEndpoints } from '../../../src/api/contract/cart';
import { HEADERS } from '../../../src/api/contract/endpoint';
import type { Services } from '../../app-services';
import { carts } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { answerLanguage } from '../shared/localize';
import { addItems, cartFor, cartView, clearItems, packagesOf, removeItem } from './cart.service';
import { optionalSession } from './caller';

const wantsSuggestions = (include: string | undefined) => (include ?? '').split(',').includes('suggestions');

export function cartHandlers(services: Services): EndpointHandlers<typeof cartEndpoints> {
  const { db } = services.database;
  return {
    async createCart(c, { headers, query, body }) {
      const language = answerLanguage(c, query.lang);
      const session = await optionalSession(c, services);
      const packages = await packagesOf(db, body.productSlugs ?? [], language);
      // A guest cart remembers the anonymous id the server issued this browser, for the sign-in merge:
      // the one sent when its signature holds, else a new one, answered in User-Client-Id for the
      // browser to keep (a shopper whose first record is a cart can still find their orders after signing in).
      const client = session ? null : await services.clientIds.claim(headers[HEADERS.userClientId]);
      if (client) c.header(HEADERS.userClientId, client.signed);
      const clientId = client?.id ?? null;
      const cart = await db.transaction(async (tx) => {
        const [row] = await tx.insert(carts).values({ userId: session?.userId ?? null, clientId }).returning();
        if (packages.length > 0) await addItems(tx, row, packages, language);
        return row;
      });
      return { status: 201, body: { data: await cartView(db, cart, services.now(), language, wantsSuggestions(query.include)) } };
    },

    async retrieveCart(c, { params, query }) {
      const language = answerLanguage(c, query.lang);
      const cart = await cartFor(db, params.id, await optionalSession(c, services));
      return { status: 200, body: { data: await cartView(db, cart, services.now(), language, wantsSuggestions(query.include)) } };
    },

    async addCartItems(c, { params, query, body }) {
      const language = answerLanguage(c, query.lang);
      const session = await optionalSession(c, services);
      const packages = await packagesOf(db, body.productSlugs, language);
      const cart = await db.transaction(async (tx) => {
        const row = await cartFor(tx, params.id, session, true);
        await addItems(tx, row, packages, language, body.parentId);
        return row;
      });
      return { status: 200, body: { data: await cartView(db, await cartFor(db, cart.id, session), services.now(), language, wantsSuggestions(query.include)) } };
    },

    async removeCartItem(c, { params, query }) {
      const language = answerLanguage(c, query.lang);
      const session = await optionalSession(c, services);
      await db.transaction(async (tx) => {
        const row = await cartFor(tx, params.id, session, true);
        if (!(await removeItem(tx, row, params.item))) throw new HttpError(404, 'not_found', { messageKey: 'cart_item_not_found' });
      });
      return { status: 200, body: { data: await cartView(db, await cartFor(db, params.id, session), services.now(), language, wantsSuggestions(query.include)) } };
    },

    async replaceCartItems(c, { params, query, body }) {
      const language = answerLanguage(c, query.lang);
      const session = await optionalSession(c, services);
      const packages = await packagesOf(db, body.productSlugs, language);
      await db.transaction(async (tx) => {
        const row = await cartFor(tx, params.id, session, true);
        await clearItems(tx, row);
        await addItems(tx, row, packages, language);
      });
      return { status: 200, body: { data: await cartView(db, await cartFor(db, params.id, session), services.now(), language, wantsSuggestions(query.include)) } };
    },
  };
}
