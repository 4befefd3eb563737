import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { TakeOver } from './platform/take-over';
import type { AppRouter } from './router';
import { AppActorsProvider } from './views/shared/app-actors';
import type { AppActors } from './views/shared/app-actors';

export interface AppTreeProps {
  i18n: I18n;
  actors: AppActors;
  router: AppRouter;
  /** #root in the browser (data-booting until the app has taken over); null on the server. */
  container: HTMLElement | null;
  onTakenOver?: () => void;
}

/**
 * The app's whole tree, the one the server draws a first screen with (src/entry-server.tsx) and the
 * one the browser renders or adopts that screen with (src/start.tsx): one definition, so the two
 * cannot drift apart (adopting needs the very same tree).
 */
export function AppTree({ i18n, actors, router, container, onTakenOver }: AppTreeProps) {
  return (
    <StrictMode>
      <TakeOver container={container} onTakenOver={onTakenOver} />
      <I18nextProvider i18n={i18n}>
        <AppActorsProvider actors={actors}>
          <RouterProvider router={router} />
        </AppActorsProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
