// `npm run dev`: the API with reload (node --watch) and the web app through Vite's dev server with hot reload.
// Vite proxies /api, /health and /ready to the API, so open the URL Vite prints (http://127.0.0.1:5173).
import { type ChildProcess, spawn } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('node', ['--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: 'dist/none' },
  }),
  spawn('vite', ['--config', 'web/vite.config.ts', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
