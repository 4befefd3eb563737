import type { Context } from 'hono';
import { HEADERS } from '../../src/api/contract/endpoint';
import type { Services } from '../app-services';
import type { AppEnv } from '../http/app-env';
import { recordCreationChecks } from '../http/client-checks';
import { requestOf } from '../http/request-facts';
import { newRecordSecret, recordCallerOf } from '../services/quiz-records/record-owner';
import { enforceRateLimits } from '../services/rate-limit/rate-limit';

/**
 * Who a new kid-quiz or diet-quiz record belongs to, settled before it is stored. The client id is
 * one the server issued (services/merge/client-id.ts): the one sent when its signature holds, else
 * a new one, answered in User-Client-Id for the browser to keep. The request is charged to the
 * address and the anonymous client before anything is stored (issue 22 item 9). Signed in, the
 * record is the account's from the start (only that account may reach it). The secret goes to the
 * caller once; the record keeps its hash.
 */
export async function newRecordOwner(c: Context<AppEnv>, services: Services, limits: Parameters<typeof recordCreationChecks>[1], clientId: string | undefined) {
  const client = clientId === undefined ? null : await services.clientIds.claim(clientId);
  await enforceRateLimits(recordCreationChecks(c, limits, client?.id ?? null));
  if (client) c.header(HEADERS.userClientId, client.signed);
  const session = await recordCallerOf(requestOf(c), services.tokens, undefined).session();
  const { secret, hash } = newRecordSecret();
  return { secret, owner: { clientId: client?.id ?? null, userId: session?.userId ?? null, secretHash: hash } };
}
