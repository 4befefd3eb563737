import { fromCallback } from 'xstate';
import type { SampleEvent } from '../testing/paths';

/** The province and ward lists' actor as a parent started it (its input), and each event told to it. */
export interface ListsSeen {
  input: unknown;
  told: unknown[];
}

/**
 * For a parent's model test (the checkout, the code claim): the lists as a black box (their own
 * model test covers them) that notes what it is started with and told, in `seen`.
 */
export function fakeLocations(seen: ListsSeen[]) {
  return fromCallback(({ input, receive }) => {
    const lists: ListsSeen = { input, told: [] };
    seen.push(lists);
    receive((event) => void lists.told.push(event));
  }) as never;
}

/** A parent's delivery form (the checkout, the code claim) as its oracle expects it. */
export type AddressValues = Record<'name' | 'phone' | 'email' | 'provinceId' | 'wardId' | 'address', string>;

/**
 * For a parent's journeys: the delivery form filled, each field typed in the order given, then a
 * province and one of its wards chosen (Ho Chi Minh City and a ward of it, unless told).
 */
export function fillAddress(fields: Partial<AddressValues>, provinceId = '79', wardId = '26734'): SampleEvent[] {
  return [...Object.entries(fields).map(([field, value]) => ({ type: 'field.change', field, value })), { type: 'province.select', provinceId }, { type: 'ward.select', wardId }];
}

/**
 * For a parent's oracle: a field typed, a province or a ward chosen, taken only while the form is
 * editable (`editing`); a province chosen clears the ward and is told to the lists (`told`, in
 * order). Returns whether the event was one of these, so the caller's replay skips it.
 */
export function replayAddressEdit(expected: { values: AddressValues; told: string[] }, event: SampleEvent, editing: boolean): boolean {
  switch (event.type) {
    case 'field.change':
      if (editing) expected.values = { ...expected.values, [event.field as string]: event.value as string };
      return true;
    case 'province.select':
      if (!editing) return true;
      expected.values = { ...expected.values, provinceId: event.provinceId as string, wardId: '' };
      expected.told.push(expected.values.provinceId);
      return true;
    case 'ward.select':
      if (editing) expected.values = { ...expected.values, wardId: event.wardId as string };
      return true;
    default:
      return false;
  }
}
