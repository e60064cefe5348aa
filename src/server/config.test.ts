import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults: local, 127.0.0.1:3000, embedded database in .data', () => {
    const config = loadConfig({});
    expect(config.appEnv).toBe('local');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\/\.data$/) });
    expect(config.runWorkersInProcess).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/app', RUN_WORKERS_IN_PROCESS: 'false' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/app', poolSize: 10 });
    expect(config.runWorkersInProcess).toBe(false);
  });

  it('names the variable and the reason for every bad value, and hides the database URL', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', APP_ENV: 'prod', DATABASE_URL: 'mysql://secret@x/y' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toContain('PORT must be a whole number between 1 and 65535 (got "abc")');
    expect(problems).toContain('APP_ENV must be one of production, staging, local, preview, demo (got "prod")');
    expect(problems.find((problem) => problem.startsWith('DATABASE_URL'))).toBe(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user@127.0.0.1:5432/dbname (got (hidden))',
    );
    expect((error as Error).message).not.toContain('secret');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be a whole number between 1 and 65535');
  });

  describe('demo data (SEED_DEMO_DATA)', () => {
    const secret = { DOCUMENT_SIGNING_SECRET: 'a-random-secret-of-at-least-32-characters' };
    const production = {
      APP_ENV: 'production',
      OIDC_ISSUER_URL: 'https://idp.example.ch',
      OIDC_CLIENT_ID: 'absenza',
      ...secret,
    };

    it('is seeded by default only in local and demo (npm start shows the demo tenant)', () => {
      expect(loadConfig({}).seedDemoData).toBe(true);
      expect(loadConfig({ APP_ENV: 'local' }).seedDemoData).toBe(true);
      expect(loadConfig({ APP_ENV: 'demo' }).seedDemoData).toBe(true);
      expect(loadConfig({ APP_ENV: 'staging', ...secret }).seedDemoData).toBe(false);
      expect(loadConfig({ APP_ENV: 'preview' }).seedDemoData).toBe(false);
      expect(loadConfig(production).seedDemoData).toBe(false);
      expect(loadConfig({ ...production, SEED_DEMO_DATA: '' }).seedDemoData).toBe(false);
    });

    it('follows an explicit choice outside production', () => {
      expect(loadConfig({ APP_ENV: 'staging', SEED_DEMO_DATA: 'true', ...secret }).seedDemoData).toBe(true);
      expect(loadConfig({ APP_ENV: 'preview', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
      expect(loadConfig({ APP_ENV: 'local', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
      expect(loadConfig({ APP_ENV: 'demo', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
      expect(loadConfig({ ...production, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    });

    it('needs a document signing secret in production and staging, and keeps documents under DATA_DIR', () => {
      for (const env of [
        { APP_ENV: 'staging' },
        { APP_ENV: 'production', OIDC_ISSUER_URL: 'https://idp.example.ch', OIDC_CLIENT_ID: 'absenza' },
      ]) {
        expect(() => loadConfig(env)).toThrow(/DOCUMENT_SIGNING_SECRET must be set/);
      }
      expect(() => loadConfig({ APP_ENV: 'local', DOCUMENT_SIGNING_SECRET: 'short' })).toThrow(
        /DOCUMENT_SIGNING_SECRET must be at least 32 characters/,
      );
      const local = loadConfig({ APP_ENV: 'local', DATA_DIR: '/srv/absenza', UPLOAD_MAX_MB: '50' });
      expect(local.documents).toEqual({
        storeDir: '/srv/absenza/documents',
        signingSecret: null,
        maxUploadBytes: 50 * 1024 * 1024,
      });
    });

    it('stops start-up when enabled in production, naming the variable', () => {
      let error: unknown;
      try {
        loadConfig({ ...production, SEED_DEMO_DATA: 'true' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^SEED_DEMO_DATA must not be true in production/),
      ]);
      expect((error as Error).message).toContain('SEED_DEMO_DATA');
    });

    it('refuses a value other than true or false', () => {
      expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(
        `SEED_DEMO_DATA must be 'true' or 'false' (got "yes")`,
      );
    });
  });
});
