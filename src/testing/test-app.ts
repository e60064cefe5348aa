// Builds the real application on a fresh test database for a test file (STYLE.md: test through HTTP against a
// real PostgreSQL engine). Use inside `describe.each(testBackends())`.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../server/app.ts';
import type { AppConfig } from '../server/config.ts';
import { testConfig } from './test-config.ts';
import { type Backend, createTestDatabase, type TestDatabase } from './test-databases.ts';

export type TestContext = { readonly app: FastifyInstance; readonly database: TestDatabase };

/** A fresh database and app for the enclosing describe block; closed and dropped afterwards. */
export function useTestApp(
  backend: Backend,
  options: {
    config?: Partial<AppConfig>;
    extraPlugins?: BuildAppOptions['extraPlugins'];
    /** Fastify logger options (default: silent); e.g. `{ level: 'error', stream }` to see the server's errors. */
    logger?: BuildAppOptions['logger'];
    /** The app's clock (BuildAppOptions.now): a test of a date-bound rule fixes "today". */
    now?: BuildAppOptions['now'];
  } = {},
): TestContext {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    app = await buildApp({
      config: testConfig(options.config),
      database,
      logger: options.logger ?? false,
      extraPlugins: options.extraPlugins,
      now: options.now,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return {
    get app() {
      if (!app) throw new Error('test app not ready');
      return app;
    },
    get database() {
      if (!database) throw new Error('test database not ready');
      return database;
    },
  };
}

/** A fresh database without an app (database-level tests). */
export function useTestDatabase(backend: Backend): { readonly database: TestDatabase } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    get database() {
      if (!database) throw new Error('test database not ready');
      return database;
    },
  };
}
