/**
 * The address part of a form that invokes the locations machine as `locations` (the checkout's
 * delivery form, the code claim's): its events and their handlers in the form's editing state.
 * The form's own setup names the actions `setField`, `setProvince` and `tellProvince`.
 */

/** A field typed (not the province or the ward, which are picked), a province picked, a ward picked. */
export type AddressEditEvent<TField extends string> =
  | { type: 'field.change'; field: Exclude<TField, 'provinceId' | 'wardId'>; value: string }
  | { type: 'province.select'; provinceId: string }
  | { type: 'ward.select'; wardId: string };

/** A field kept as typed; a province kept (its ward cleared) and told to `locations`, which reads its wards; a ward kept. */
export function addressEditing<TField extends string>() {
  return {
    'field.change': {
      actions: { type: 'setField', params: ({ event }: { event: { field: Exclude<TField, 'provinceId' | 'wardId'>; value: string } }) => ({ field: event.field, value: event.value }) },
    },
    'province.select': {
      actions: [
        { type: 'setProvince', params: ({ event }: { event: { provinceId: string } }) => ({ provinceId: event.provinceId }) },
        { type: 'tellProvince', params: ({ event }: { event: { provinceId: string } }) => ({ provinceId: event.provinceId }) },
      ],
    },
    'ward.select': { actions: { type: 'setField', params: ({ event }: { event: { wardId: string } }) => ({ field: 'wardId' as const, value: event.wardId }) } },
  } as const;
}
