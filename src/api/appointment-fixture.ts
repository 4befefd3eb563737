import { useTestServer } from './http-test-server';

/* A consultation appointment as the Portal API sends it (snake_case wire form), its survey token and the portal clients, for the client calls' tests (consultations.test.ts, surveys.test.ts). */

export const APPOINTMENT_ID = '0b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c10';
/** The appointment's survey token (Survey-Token). */
export const TOKEN = 'Zq3kV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E';
export const METHOD = { id: 1, kind: 'video_call', title: 'Video call', description: 'Talk with the doctor face to face from home.' };

/** When and how the appointment is: what an appointment and a survey's summary of it both carry. */
export const wireAppointmentTimes = {
  id: APPOINTMENT_ID,
  reference: 'GWC-2026-000123',
  start_time: '2026-12-02T02:00:00.000Z',
  end_time: '2026-12-02T02:30:00.000Z',
  date: '2026-12-02',
  time: '09:00',
  consultation_method: METHOD,
};

/** The test server (started around the file's tests), with its portal client signed in (a session token) and signed out (a survey token is all it has). */
export function usePortalTestServer() {
  const api = useTestServer();
  return {
    api,
    portal: () => api.client('portal', { getToken: () => 'token-'.padEnd(40, 'x') }),
    signedOut: () => api.client('portal'),
  };
}
