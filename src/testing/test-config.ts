import type { AppConfig } from '../server/config.ts';

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
    ...overrides,
  };
}
