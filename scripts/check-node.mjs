// Guard: the project runs on Node 24 (pinned as the `node` devDependency). npm scripts put
// node_modules/.bin first on PATH, so `npm run …` uses it; with `--ignore-scripts` the binary is
// missing and npm silently falls back to the system Node — this fails clearly instead.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 11)) {
  console.error(
    `This project needs Node.js >= 24.11 (found ${process.version}).\n` +
      'Run it through npm (`npm start`, `npm test`), which uses the pinned Node from node_modules/.bin,\n' +
      'and reinstall with `npm install` (without --ignore-scripts) if node_modules/.bin/node is missing.',
  );
  process.exit(1);
}
