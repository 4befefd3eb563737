import { fromPromise } from 'xstate';
import type { PortalClient } from '../../api/auth';
import { createAppointment, getAvailableTime, getConsultationMethods, getDurations, getFamilyProfiles } from '../../api/consultations';
import type { Appointment, AvailableDay, ConsultationMethod, CreateAppointmentRequest, DurationOption } from '../../api/contract/consultations';
import { getCustomer } from '../../api/gene-tests';
import { createBookingMachine } from '../../machines/booking/booking.machine';
import type { AvailableTimeCall, DurationsCall, MethodsCall } from '../../machines/booking/booking.machine';
import type { ReportsStepData } from '../../machines/booking/booking-choices';

/** Built once: a hook given the same definition keeps its actor across renders. */
const bookingMachine = createBookingMachine();

/**
 * The wizard with its Portal API calls on `api` (the app's client: the session's token and the
 * page's language go with every call, a 401 signs out and the route's guard goes to sign-in).
 */
export function bookingLogic(api: PortalClient) {
  return bookingMachine.provide({
    actors: {
      loadReports: fromPromise<ReportsStepData>(async ({ signal }) => {
        const [customer, family] = await Promise.all([getCustomer(api, signal), getFamilyProfiles(api, signal)]);
        return { profiles: customer.customerProfiles, family };
      }),
      loadDurations: fromPromise<DurationOption[], DurationsCall>(({ input, signal }) => getDurations(api, input.testReportIds, signal)),
      loadMethods: fromPromise<ConsultationMethod[], MethodsCall>(({ input, signal }) => getConsultationMethods(api, input.testReportIds, signal)),
      loadTimes: fromPromise<AvailableDay[], AvailableTimeCall>(({ input, signal }) => getAvailableTime(api, input, signal)),
      createAppointment: fromPromise<Appointment, CreateAppointmentRequest>(({ input, signal }) => createAppointment(api, input, signal)),
    },
  });
}
