import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../server/config.ts';

/** One document directory per test process (blobs are keyed by tenant and document id, so files never collide). */
const TEST_DOCUMENT_DIR = join(tmpdir(), `absenza-test-documents-${process.pid}`);

/** Configuration for in-process test apps: silent, no web build, no seed, no workers. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appEnv: 'local',
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dataDir: 'memory://' },
    logLevel: 'silent',
    requestTimeoutMs: 30_000,
    shutdownTimeoutMs: 5_000,
    seedDemoData: false,
    webDistDir: '/nonexistent-web-dist',
    runWorkersInProcess: false,
    sessionTtlMs: 12 * 3_600_000,
    trustProxyHops: 0,
    oidc: null,
    documents: {
      storeDir: TEST_DOCUMENT_DIR,
      signingSecret: 'test-document-signing-secret-0123456789abcdef',
      maxUploadBytes: 5 * 1024 * 1024,
    },
    mail: { smtpUrl: null, from: 'Absenza <noreply@absenza.invalid>', publicUrl: 'http://absenza.test' },
    ...overrides,
  };
}
