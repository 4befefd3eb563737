import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { PortalClient } from '../../api/auth';
import { portalApi } from '../../api/portal-api';

/**
 * The Portal API client the account pages call: the app's own, or one a view test provides.
 */
const AccountApiContext = createContext<PortalClient | null>(null);

export function AccountApiProvider({ api, children }: { api: PortalClient; children: ReactNode }) {
  return <AccountApiContext.Provider value={api}>{children}</AccountApiContext.Provider>;
}

export function useAccountApi(): PortalClient {
  return useContext(AccountApiContext) ?? portalApi();
}
