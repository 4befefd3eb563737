import { fromPromise } from 'xstate';
import type { Province, Ward } from '../../api/contract/locations';
import { VIETNAM_COUNTRY_ID } from '../../api/contract/locations-values';
import { mainApi } from '../../api/main-api';
import { createLocationsMachine } from '../../machines/locations/locations.machine';

/** The lists' calls and their contract (zod): loaded with the first list asked for, not with the page. */
const locationCalls = () => import('../../api/locations-api');

/** The province and ward lists' machine with its Main API calls: the checkout and the claim page invoke it as their `locations` child. */
export const locationsLogic = createLocationsMachine().provide({
  actors: {
    provinces: fromPromise<Province[]>(async ({ signal }) => (await locationCalls()).getProvinces(VIETNAM_COUNTRY_ID, mainApi(), signal)),
    wards: fromPromise<Ward[], { provinceId: string }>(async ({ input, signal }) => (await locationCalls()).getWards(input.provinceId, mainApi(), signal)),
  },
});
