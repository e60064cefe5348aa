// The router's building blocks (split from router.tsx): the lazy screen with its translations, the root route with
// its `lang` search and not-found page, the authenticated layout's route every signed-in page sits below, and the
// area guards. router.tsx composes the pages' routes from them; admin-routes.tsx the platform admin's.
import { createRootRoute, createRoute, lazyRouteComponent, retainSearchParams } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import type { SupportedLanguage } from '../../../src/contracts/index.ts';
import { RouteSkeleton } from '../components/route-skeleton.tsx';
import { loadScreenTranslations } from '../lib/i18n.ts';
import { toSupportedLanguage } from '../lib/language.ts';
import { AreaGuard } from './area-guard.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { NotFoundScreen } from './screens/lazy-fallback-screens.tsx';
import { RouteErrorScreen } from './screens/route-error-screen.tsx';

export type Screen = () => ReactNode;

/**
 * A route component in a chunk of its own (route-level code splitting): the router loads it while it resolves
 * the route (or earlier, on a link's hover: `defaultPreload: 'intent'`), together with the rest of the
 * translations (lib/translation-parts.ts) unless it is a start page (login, home), whose texts load before the
 * first render; `wrap` adds a guard around the screen. `dates: false` for a screen that draws no date field at its
 * first paint (it loads dayjs with the field: lib/i18n.ts, loadDates).
 */
export function lazyScreen<Module extends Record<string, unknown>>(
  importer: () => Promise<Module>,
  name: keyof Module & string,
  wrap: (Screen: Screen) => Screen = (Screen) => Screen,
  options: { startPage?: boolean; dates?: boolean } = {},
) {
  return lazyRouteComponent(async () => {
    const [module] = await Promise.all([
      importer(),
      options.startPage ? undefined : loadScreenTranslations({ dates: options.dates ?? true }),
    ]);
    return { default: wrap(module[name] as Screen) };
  });
}

export const startPage = { startPage: true };
export const noDatesAtFirstPaint = { dates: false };

export const AuthenticatedLayout = lazyRouteComponent(
  () => import('./layouts/authenticated-layout.tsx'),
  'AuthenticatedLayout',
);

export type RootSearch = { lang?: SupportedLanguage };

/** Keeps a valid `lang`, drops an unsupported one (the app then falls back to the stored/browser language). */
export function validateRootSearch(search: Record<string, unknown>): RootSearch {
  const lang = typeof search.lang === 'string' ? toSupportedLanguage(search.lang) : undefined;
  return lang ? { lang } : {};
}

export type LoginSearch = { returnTo?: string; error?: string };

/**
 * `returnTo` is kept as given and sanitised where it is used (sanitizeReturnTo); `error` is a code the server may
 * put on the URL after a failed identity-provider sign-in.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const returnTo = typeof search.returnTo === 'string' && search.returnTo !== '' ? search.returnTo : undefined;
  const error =
    typeof search.error === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.error) ? search.error : undefined;
  return { ...(returnTo ? { returnTo } : {}), ...(error ? { error } : {}) };
}

/** Unknown paths: inside the shell when signed in, the sign-in page otherwise. */
function RootNotFound() {
  return (
    <Suspense fallback={<RouteSkeleton />}>
      <AuthenticatedLayout>
        <NotFoundScreen />
      </AuthenticatedLayout>
    </Suspense>
  );
}

export const rootRoute = createRootRoute({
  validateSearch: validateRootSearch,
  search: { middlewares: [retainSearchParams<RootSearch>(['lang'])] },
  component: RootLayout,
  notFoundComponent: RootNotFound,
  errorComponent: RouteErrorScreen,
});

export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: AuthenticatedLayout,
});

/** The screen of an area, guarded by that area's permission. */
export function guarded(areaId: string) {
  return (Screen: Screen): Screen =>
    () => (
      <AreaGuard areaId={areaId}>
        <Screen />
      </AreaGuard>
    );
}

/** A settings route: the path of its area in the contract, its lazy screen guarded by that area's permission. */
export function areaRoute<const Path extends string, Module extends Record<string, unknown>>(
  path: Path,
  areaId: string,
  importer: () => Promise<Module>,
  name: keyof Module & string,
) {
  return createRoute({
    getParentRoute: () => appRoute,
    path,
    component: lazyScreen(importer, name, guarded(areaId)),
  });
}
