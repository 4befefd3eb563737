import { clientFactoryOn, sessionClient } from './api-session';

/** A Main API client on the `mainApiBase` of the runtime configuration (default /main/api/v1). */
export const createMainApi = clientFactoryOn('mainApiBase');

/** The app's Main API client, created on first use. */
export const mainApi = sessionClient(createMainApi);
