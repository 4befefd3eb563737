import { clientFactoryOn, sessionClient } from './api-session';

/**
 * A Portal API client on the `portalApiBase` of the runtime configuration (default
 * /portal/api/v1). Entries' portal paths are relative to it (src/api/contract/endpoint.ts).
 */
export const createPortalApi = clientFactoryOn('portalApiBase');

/** The app's Portal API client, created on first use. */
export const portalApi = sessionClient(createPortalApi);
