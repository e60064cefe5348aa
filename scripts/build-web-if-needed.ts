// Part of `npm start`: builds the web app when there is no build yet or a web source (or a shared contract) is
// newer than the build, so a fresh clone needs nothing but `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_MARKER = 'dist/web/index.html';
const SOURCES = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  // The build's own plugins (the API client's route table, Mantine's stylesheets, the translation parts).
  'web/api-routes-plugin.ts',
  'web/mantine-styles-plugin.ts',
  'web/translation-parts-plugin.ts',
  'web/postcss.config.cjs',
  'src/contracts',
];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestModification));
if (builtAt > 0 && builtAt >= sourcesAt) {
  console.log('Web app is up to date (dist/web).');
} else {
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…');
  const result = spawnSync('vite', ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
