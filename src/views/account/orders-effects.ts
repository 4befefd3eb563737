import { fromPromise } from 'xstate';
import { listMyOrders } from '../../api/checkout';
import type { OrderList } from '../../api/contract/checkout';
import { mainApi } from '../../api/main-api';
import { createContentItemMachine } from '../../machines/content-item/content-item.machine';
import type { ContentItemInput } from '../../machines/content-item/content-item.machine';

/**
 * "My orders" (GET /checkout/orders): one page of the signed-in customer's orders, read by the
 * content-item machine with the page number as its key (the view runs one actor per page).
 */
export const myOrdersLogic = createContentItemMachine<OrderList>().provide({
  actors: {
    load: fromPromise<OrderList, ContentItemInput>(({ input, signal }) => listMyOrders(mainApi(), Number(input.key), signal)),
  },
});
