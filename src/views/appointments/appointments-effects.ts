import { fromPromise } from 'xstate';
import type { PortalClient } from '../../api/consultations';
import { cancelAppointment, getCancellationAnswers, getCancellationDetail, getMyAppointments } from '../../api/consultations';
import type { AppointmentPage } from '../../api/consultations';
import type { CancellationDetail } from '../../api/contract/consultations';
import { createCancellationMachine } from '../../machines/appointments/cancellation.machine';
import type { CancelCallInput, CancellationInput, CancellationLoaded } from '../../machines/appointments/cancellation.machine';
import { createContentItemMachine } from '../../machines/content-item/content-item.machine';
import type { ContentItemInput } from '../../machines/content-item/content-item.machine';

/** Built once: a hook given the same definition keeps its actor across renders. */
const cancellationMachine = createCancellationMachine();
const myAppointmentsMachine = createContentItemMachine<AppointmentPage>();

/**
 * The cancellation page's calls on `api`, with the appointment's survey token (null: the
 * signed-in owner's session alone). The appointment and the answers are read together.
 */
export function cancellationLogic(api: PortalClient, token: string | null) {
  return cancellationMachine.provide({
    actors: {
      load: fromPromise<CancellationLoaded, CancellationInput>(async ({ input, signal }) => {
        const [detail, answers] = await Promise.all([getCancellationDetail(api, input.appointmentId, token, signal), getCancellationAnswers(api, signal)]);
        return { detail, answers };
      }),
      cancel: fromPromise<CancellationDetail, CancelCallInput>(({ input, signal }) => cancelAppointment(api, input.appointmentId, input.body, token, signal)),
    },
  });
}

/** My appointments: one page (the content-item machine's key is the page number), latest start first. */
export function myAppointmentsLogic(api: PortalClient) {
  return myAppointmentsMachine.provide({
    actors: {
      load: fromPromise<AppointmentPage, ContentItemInput>(({ input, signal }) => getMyAppointments(api, { page: Number(input.key) }, signal)),
    },
  });
}
