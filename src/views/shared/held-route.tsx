import type { ComponentType } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { useHeldActor } from './route-hold';

/**
 * The lazy half of a route whose actor its hold keeps (the quizzes): its page is `Page` with the
 * actor of the visit under way, nothing until the route has started one.
 */
export function lazyHeldRoute<A>(path: '/diet-quiz' | '/kid-quiz', Page: ComponentType<{ actor: A }>) {
  function HeldRoutePage() {
    const actor = useHeldActor<A>(route.useRouteContext({ select: (context) => context.hold }));
    return actor ? <Page actor={actor} /> : null;
  }
  const route = createLazyRoute(path)({ component: HeldRoutePage });
  return route;
}
