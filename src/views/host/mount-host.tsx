import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { detectHost, windowOrientation } from '../../platform/host-bridge';
import type { HostBridge } from '../../platform/host-bridge';
import type { Orientation } from '../../platform/orientation';
import './host.css';

interface HostRouter {
  state: { location: { pathname: string; href: string } };
  subscribe: (event: 'onResolved', listener: (event: { toLocation: { pathname: string; href: string } }) => void) => () => void;
}

function HostBack({ bridge }: { bridge: HostBridge }) {
  const { t } = useTranslation('promo-modals');
  return (
    <nav className="host-nav" aria-label={t('host.nav')}>
      <button type="button" className="button button--secondary" onClick={() => bridge.back()}>
        {t('host.back')}
      </button>
    </nav>
  );
}

/**
 * Inside a mini-app host (src/platform/host-bridge.ts): tells the host the app is ready, each
 * page opened and the orientation (spec rule: landscape when the absolute window orientation is
 * 90; the layout reads `html[data-orientation]`), takes the host's orientation from the host
 * alone, and offers a Back button that navigates the host back. Outside a host: nothing.
 */
export async function mountHost({ router, i18n, hostOrigins }: { router: HostRouter; i18n: I18n; hostOrigins: readonly string[] }): Promise<() => void> {
  const bridge = detectHost(window, hostOrigins);
  if (bridge.kind === 'none') return () => {};
  await i18n.loadNamespaces('promo-modals');
  const layout = (orientation: Orientation) => {
    document.documentElement.dataset.orientation = orientation;
  };
  const orientation = windowOrientation(window);
  layout(orientation);
  bridge.post({ type: 'app.ready', path: router.state.location.pathname, orientation });

  let lastHref = router.state.location.href;
  const unsubscribe = router.subscribe('onResolved', (event) => {
    if (event.toLocation.href === lastHref) return;
    lastHref = event.toLocation.href;
    bridge.post({ type: 'app.page', path: event.toLocation.pathname });
  });
  const onTurn = () => {
    const turned = windowOrientation(window);
    layout(turned);
    bridge.post({ type: 'app.orientation', orientation: turned });
  };
  window.addEventListener('orientationchange', onTurn);
  const stopListening = bridge.listen({ orientation: layout });

  const container = document.createElement('div');
  container.id = 'host-nav';
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18n}>
      <HostBack bridge={bridge} />
    </I18nextProvider>,
  );
  return () => {
    unsubscribe();
    stopListening();
    window.removeEventListener('orientationchange', onTurn);
    root.unmount();
    container.remove();
  };
}
