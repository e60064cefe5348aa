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
import { sessionQueryOptions } from './features/auth/index.ts';
import { initI18n } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Who is signed in is asked at once, while the language's chunk loads: otherwise the question waits for the first
// render and the route's chunks, and every signed-in page paints that much later (Lighthouse, issue 10).
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQueryOptions());

// The language's chunk is loaded before the first render, so no screen ever shows untranslated keys.
void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
