// Browser entry point: styles, the user's language (one chunk, loaded before the first render), then the app.
// Mantine's global styles only: each component's stylesheet comes with the modules that use it
// (web/mantine-styles-plugin.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { sessionQueryOptions } from './features/auth/index.ts';
import { initI18n } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Who is signed in is asked at once, while the language's chunk loads: otherwise the question waits for the first
// render and the route's chunks, and every signed-in page paints that much later (Lighthouse, issue 10).
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQueryOptions());

// The language's chunk is loaded before the first render, so no screen ever shows untranslated keys.
const translations = initI18n();

// The page's route chunks (the layout, the screen and, behind the home page, the rest of the texts) load at the
// same time as the language's start part instead of after the first render (Lighthouse, issue 10). The router
// reuses what was loaded; a failed preload is retried when the route renders.
// (`href` is the router's way to name a location as a string; its types ask for `to`, which `href` replaces.)
const here = { href: `${window.location.pathname}${window.location.search}` } as Parameters<
  typeof router.preloadRoute
>[0];
void router.preloadRoute(here).catch(() => undefined);

void translations.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
