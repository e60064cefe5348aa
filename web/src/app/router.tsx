// Code-based routes (no codegen). The root route carries the `lang` search parameter (spec section 1) and keeps
// it on every link, so a shared URL opens in the language it was shared in.
import { createRootRoute, createRoute, createRouter, retainSearchParams } from '@tanstack/react-router';
import type { SupportedLanguage } from '../../../src/contracts/index.ts';
import { toSupportedLanguage } from '../lib/language.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { HomeScreen } from './screens/home-screen.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { RouteErrorScreen } from './screens/route-error-screen.tsx';

export type RootSearch = { lang?: SupportedLanguage };

/** Keeps a valid `lang`, drops an unsupported one (the app then falls back to the stored/browser language). */
export function validateRootSearch(search: Record<string, unknown>): RootSearch {
  const lang = typeof search.lang === 'string' ? toSupportedLanguage(search.lang) : undefined;
  return lang ? { lang } : {};
}

const rootRoute = createRootRoute({
  validateSearch: validateRootSearch,
  search: { middlewares: [retainSearchParams<RootSearch>(['lang'])] },
  component: AppLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomeScreen,
});

const routeTree = rootRoute.addChildren([homeRoute]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: RouteErrorScreen,
  defaultNotFoundComponent: NotFoundScreen,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
