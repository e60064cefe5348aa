// Vite build of the web shell (ARCHITECTURE.md section 3). The root is this folder; the build lands in
// dist/web, which the API server serves as static files in production (`npm start`).
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { apiRoutes } from './api-routes-plugin.ts';
import { appShellScroll } from './app-shell-scroll-plugin.ts';
import { mantineStyles } from './mantine-styles-plugin.ts';
import { PLAN_PASS_ENV, planPageChunks } from './page-chunks.ts';
import { scrollAreaRefs } from './scroll-area-refs-plugin.ts';
import { translationParts } from './translation-parts-plugin.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The navigation's icons (web/src/app/layouts/nav-icons.ts), as one chunk: every signed-in page draws all of them,
 * and left to itself Rolldown gives each its own chunk (an icon is shared by the layout and some screens), a dozen
 * requests of a few hundred bytes before any signed-in page can paint (Lighthouse, issue 10).
 */
const NAV_ICONS = new Set(
  [
    ...readFileSync(new URL('./src/app/layouts/nav-icons.ts', import.meta.url), 'utf8').matchAll(/\b(Icon[A-Z]\w*),/g),
  ].map((match) => match[1]),
);
const NAV_ICON_MODULE = new RegExp(
  `[\\\\/]@tabler[\\\\/]icons-react[\\\\/].*[\\\\/](${[...NAV_ICONS].join('|')})\\.mjs$`,
);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `file.br` and `file.gz` next to every emitted script and stylesheet of at least 1 kB, at the highest
 * levels (once per build, not per request); the server sends them with @fastify/static's `preCompressed`.
 */
function precompress(): Plugin {
  return {
    name: 'absenza:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!/\.(js|css)$/.test(output.fileName)) return;
          const file = join(dir, output.fileName);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // Chunks by page, planned from a first pass of this build (web/page-chunks.ts); none in development.
  const pageChunks =
    command === 'build' && process.env[PLAN_PASS_ENV] !== '1'
      ? await planPageChunks(fileURLToPath(import.meta.url))
      : new Map<string, string>();
  return {
    root: webRoot,
    plugins: [
      mantineStyles(),
      translationParts(),
      appShellScroll(),
      scrollAreaRefs(),
      react(),
      apiRoutes(),
      precompress(),
    ],
    build: {
      outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
      emptyOutDir: true,
      // Maps are written for error tracking but not referenced from the files; the server serves them only when
      // APP_ENV is local (src/server/plugins/web.ts).
      sourcemap: 'hidden',
      // dist/web/.vite/manifest.json: scripts/check-bundle-budget.ts finds the first load's files in it.
      manifest: true,
      rolldownOptions: {
        output: {
          // React changes less often than our code: a separate chunk stays cached across deployments. Other
          // libraries are not grouped: a group is loaded whole, so Mantine's date pickers and number inputs would
          // come with the first page; they follow the lazy screens that use them instead.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
              // floating-ui (menus, selects, tooltips, popovers) only with the parts that open such things: left
              // to itself, Rolldown put it in one chunk with small Mantine modules that every page needs.
              { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 20 },
              { name: 'nav-icons', test: NAV_ICON_MODULE, priority: 10 },
              // What the same pages load together, in one chunk (web/page-chunks.ts). A group's imports lie in
              // groups that load with it anyway; following them would pull them in.
              {
                name: (id: string) => pageChunks.get(id) ?? null,
                debugName: 'page-chunks',
                test: (id: string) => pageChunks.has(id),
                priority: 5,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      // The web calls the API on the same origin (cookies stay same-site); in development Vite forwards.
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/health': { target: apiTarget, changeOrigin: false },
        '/ready': { target: apiTarget, changeOrigin: false },
      },
    },
    preview: { port: 4173 },
  };
});
