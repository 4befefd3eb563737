import { fromPromise } from 'xstate';
import { VIETNAM_COUNTRY_ID } from '../../api/contract/locations';
import { getProvinces } from '../../api/locations-api';
import { mainApi } from '../../api/main-api';
import { claimCode, getRedeemCodePattern } from '../../api/promotion-codes';
import { toLanguage as languageOf } from '../../i18n/languages';
import { createCodeClaimMachine } from '../../machines/code-claim/code-claim.machine';
import type { ClaimLoad, ClaimRequest, IssuedCode } from '../../machines/code-claim/code-claim.machine';
import { locationsLogic } from '../shared/locations-effects';

const pageLanguage = () => languageOf(typeof document === 'undefined' ? 'vi' : document.documentElement.lang);

/** The claim page's machine with its Main API calls (built once: the hook keeps its actor). */
export const claimLogic = createCodeClaimMachine().provide({
  actors: {
    load: fromPromise<ClaimLoad, { code: string }>(async ({ input, signal }) => {
      const [campaign, provinces] = await Promise.all([getRedeemCodePattern(mainApi(), input.code, pageLanguage(), signal), getProvinces(VIETNAM_COUNTRY_ID, mainApi(), signal)]);
      return { campaign: { code: campaign.code, name: campaign.name, description: campaign.description }, provinces };
    }),
    locations: locationsLogic,
    claim: fromPromise<IssuedCode, ClaimRequest>(async ({ input, signal }) => ({ code: (await claimCode(mainApi(), input, signal)).promotionCode.code })),
  },
});
