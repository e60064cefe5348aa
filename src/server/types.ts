import type { Database } from '../db/client.ts';
import type { AppConfig } from './config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}
