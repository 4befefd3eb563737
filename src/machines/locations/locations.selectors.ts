import type { Province, Ward } from '../../api/contract/locations';
import type { CallProblem } from '../calls/call-problem';
import type { LocationsEvent, LocationsSnapshot } from './locations.machine';

/**
 * What the province and ward selects show: each list with its status (the wards only the chosen
 * province's, once they came), and why a list did not come with the retry that asks again.
 */

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

function statusOf(snapshot: LocationsSnapshot, region: 'provinces' | 'wards'): ListStatus {
  const value = (snapshot.value as Record<'provinces' | 'wards', string>)[region];
  return value === 'start' ? 'loading' : (value as ListStatus);
}

export function provincesOf(snapshot: LocationsSnapshot): { status: ListStatus; items: readonly Province[] } {
  const status = statusOf(snapshot, 'provinces');
  return { status, items: status === 'ready' ? snapshot.context.provinces : [] };
}

export function wardsOf(snapshot: LocationsSnapshot): { status: ListStatus; items: readonly Ward[] } {
  const status = statusOf(snapshot, 'wards');
  return { status, items: status === 'ready' ? snapshot.context.wards : [] };
}

/** A list that did not come: why, and the event that asks for it again (the provinces first: no ward without them). */
export function locationProblemOf(snapshot: LocationsSnapshot): { problem: CallProblem; retry: LocationsEvent } | null {
  const { provincesProblem, wardsProblem } = snapshot.context;
  if (statusOf(snapshot, 'provinces') === 'failed' && provincesProblem) return { problem: provincesProblem, retry: { type: 'provinces.retry' } };
  if (statusOf(snapshot, 'wards') === 'failed' && wardsProblem) return { problem: wardsProblem, retry: { type: 'wards.retry' } };
  return null;
}
