import { fromPromise } from 'xstate';
import { VIETNAM_COUNTRY_ID } from '../../api/contract/locations-values';
import { mainApi } from '../../api/main-api';
import { toLanguage as languageOf } from '../../i18n/languages';
import { createCodeClaimMachine } from '../../machines/code-claim/code-claim.machine';
import type { ClaimLoad, ClaimRequest, IssuedCode } from '../../machines/code-claim/code-claim.machine';
import { locationsLogic } from '../shared/locations-effects';

const pageLanguage = () => languageOf(typeof document === 'undefined' ? 'vi' : document.documentElement.lang);

/** The campaign's and the claim's calls and their contracts (zod): loaded with the first call, not with the page. */
const claimCalls = () => import('../../api/promotion-codes');
const locationCalls = () => import('../../api/locations-api');

/** The claim page's machine with its Main API calls (built once: the hook keeps its actor). */
export const claimLogic = createCodeClaimMachine().provide({
  actors: {
    load: fromPromise<ClaimLoad, { code: string }>(async ({ input, signal }) => {
      const [calls, lists] = await Promise.all([claimCalls(), locationCalls()]);
      const [campaign, provinces] = await Promise.all([calls.getRedeemCodePattern(mainApi(), input.code, pageLanguage(), signal), lists.getProvinces(VIETNAM_COUNTRY_ID, mainApi(), signal)]);
      return { campaign: { code: campaign.code, name: campaign.name, description: campaign.description }, provinces };
    }),
    locations: locationsLogic,
    claim: fromPromise<IssuedCode, ClaimRequest>(async ({ input, signal }) => ({ code: (await (await claimCalls()).claimCode(mainApi(), input, signal)).promotionCode.code })),
  },
});
