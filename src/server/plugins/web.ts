// Serves the built SPA (dist/web) when it exists: hashed assets with long caching, index.html for every other GET
// that is not an API path (deep links work). Unknown API paths answer 404 in the error shape. Assets are sent
// precompressed (the build writes .br and .gz next to them); source maps (build.sourcemap 'hidden') are served only
// when APP_ENV is local, so production does not publish its sources.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../../contracts/errors.ts';

const API_PATHS = /^\/(api|health|ready)(\/|$|\?)/;
/** Built files: a missing one answers 404, not index.html (a browser would otherwise parse HTML as a script). */
const ASSET_PATHS = /^\/assets\/|\.map($|\?)/;

export function isSpaRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PATHS.test(request.url) || ASSET_PATHS.test(request.url)) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  const body: ErrorBody = { code: 'ROUTE_NOT_FOUND', message: `Route ${request.method} ${path} not found` };
  return reply.status(404).send(body);
}

async function web(app: FastifyInstance, options: { distDir: string; serveSourceMaps: boolean }) {
  const indexFile = join(options.distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // `file.js.br` / `file.js.gz` written by the build are sent as `file.js` when the client accepts them.
      preCompressed: true,
      allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
      setHeaders(reply, path) {
        if (path.includes(`${join(options.distDir, 'assets')}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && isSpaRequest(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return notFound(request, reply);
  });
}

export default fp(web, { name: 'web' });
