import { fromPromise } from 'xstate';
import type { Province, Ward } from '../../api/contract/locations';
import { VIETNAM_COUNTRY_ID } from '../../api/contract/locations';
import { getProvinces, getWards } from '../../api/locations-api';
import { mainApi } from '../../api/main-api';
import { createLocationsMachine } from '../../machines/locations/locations.machine';

/** The province and ward lists' machine with its Main API calls: the checkout and the claim page invoke it as their `locations` child. */
export const locationsLogic = createLocationsMachine().provide({
  actors: {
    provinces: fromPromise<Province[]>(({ signal }) => getProvinces(VIETNAM_COUNTRY_ID, mainApi(), signal)),
    wards: fromPromise<Ward[], { provinceId: string }>(({ input, signal }) => getWards(input.provinceId, mainApi(), signal)),
  },
});
