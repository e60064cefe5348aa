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

  describe('e-mail (SMTP_URL, MAIL_FROM, PUBLIC_URL)', () => {
    it('keeps mails in the outbox without SMTP_URL; links start with PUBLIC_URL, else http://HOST:PORT', () => {
      expect(loadConfig({}).mail).toEqual({
        smtpUrl: null,
        from: 'Absenza <noreply@absenza.invalid>',
        publicUrl: 'http://127.0.0.1:3000',
      });
      expect(
        loadConfig({
          SMTP_URL: 'smtp://mailer:s3cret@mail.example.ch:587',
          MAIL_FROM: 'Absenza Care <care@example.ch>',
          PUBLIC_URL: 'https://absenza.example.ch/',
        }).mail,
      ).toEqual({
        smtpUrl: 'smtp://mailer:s3cret@mail.example.ch:587',
        from: 'Absenza Care <care@example.ch>',
        publicUrl: 'https://absenza.example.ch',
      });
      expect(loadConfig({ SMTP_URL: 'smtps://mail.example.ch', MAIL_FROM: 'noreply@example.ch' }).mail.from).toBe(
        'noreply@example.ch',
      );
    });

    it('refuses an SMTP_URL that is not smtp:// or smtps:// without showing it, and a MAIL_FROM that is no address', () => {
      let error: unknown;
      try {
        loadConfig({ SMTP_URL: 'http://user:topsecret@mail.example.ch', MAIL_FROM: 'Absenza\r\nBcc: x@y.ch' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example.ch:587 (got (hidden))',
        expect.stringMatching(/^MAIL_FROM must be an e-mail address or "Name <address>"/),
      ]);
      expect((error as Error).message).not.toContain('topsecret');
      expect(() => loadConfig({ MAIL_FROM: 'no address' })).toThrow(/MAIL_FROM must be an e-mail address/);
    });
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

    it('keeps documents on the local disk unless DOCUMENT_STORE_URL is s3:// (file: means the disk too)', () => {
      expect(loadConfig({}).documents.s3).toBeUndefined();
      expect(loadConfig({ DOCUMENT_STORE_URL: 'file:', DATA_DIR: '/srv/absenza' }).documents).toEqual({
        storeDir: '/srv/absenza/documents',
        signingSecret: null,
        maxUploadBytes: 200 * 1024 * 1024,
      });
      expect(loadConfig({ DOCUMENT_STORE_URL: 'file:///srv/blobs' }).documents.storeDir).toBe('/srv/blobs');
      expect(() => loadConfig({ DOCUMENT_STORE_URL: 'file:///srv/blobs', DOCUMENT_STORE_DIR: '/srv/other' })).toThrow(
        /DOCUMENT_STORE_DIR and a directory in DOCUMENT_STORE_URL are both set/,
      );
    });

    it('an s3:// store: bucket and prefix from the URL, MinIO-style defaults with an endpoint, AWS keys as fallback', () => {
      const minio = loadConfig({
        DOCUMENT_STORE_URL: 's3://absenza-docs/prod/Dokumente%20Z%C3%BCrich/',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio-key',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      });
      expect(minio.documents.s3).toEqual({
        bucket: 'absenza-docs',
        prefix: 'prod/Dokumente Zürich',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        forcePathStyle: true,
        accessKeyId: 'minio-key',
        secretAccessKey: 'minio-secret',
      });
      expect(minio.documents.storeDir).toMatch(/\/\.data\/documents$/); // still the home of the local signing key

      const aws = loadConfig({
        DOCUMENT_STORE_URL: 's3://absenza-docs',
        S3_REGION: 'eu-central-2',
        AWS_ACCESS_KEY_ID: 'aws-key',
        AWS_SECRET_ACCESS_KEY: 'aws-secret',
      });
      expect(aws.documents.s3).toMatchObject({
        prefix: '',
        endpoint: 'https://s3.eu-central-2.amazonaws.com',
        region: 'eu-central-2',
        forcePathStyle: false,
        accessKeyId: 'aws-key',
        secretAccessKey: 'aws-secret',
      });
      const explicit = loadConfig({
        DOCUMENT_STORE_URL: 's3://absenza-docs',
        S3_ENDPOINT: 'https://sos-ch-gva-2.exo.io',
        S3_REGION: 'ch-gva-2',
        S3_FORCE_PATH_STYLE: 'false',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        AWS_ACCESS_KEY_ID: 'ignored',
      });
      expect(explicit.documents.s3).toMatchObject({ region: 'ch-gva-2', forcePathStyle: false, accessKeyId: 'k' });
    });

    it('refuses an s3:// store without credentials or region, and bad values, without showing secrets', () => {
      let error: unknown;
      try {
        loadConfig({ DOCUMENT_STORE_URL: 's3://absenza-docs/x', S3_SECRET_ACCESS_KEY: 'top-secret-value' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY \(or AWS_ACCESS_KEY_ID and AWS_SECRET/),
        expect.stringMatching(/^S3_REGION must be set when DOCUMENT_STORE_URL is an s3:\/\/ address and S3_ENDPOINT/),
      ]);
      expect((error as Error).message).not.toContain('top-secret-value');

      for (const url of ['s3://', 'http://bucket/x', 's3://key:secret@bucket/x', 's3://Bad_Bucket', 'gs://bucket']) {
        let problem: unknown;
        try {
          loadConfig({ DOCUMENT_STORE_URL: url });
        } catch (caught) {
          problem = caught;
        }
        expect((problem as ConfigError).problems, url).toEqual([
          'DOCUMENT_STORE_URL must be file:, file:///a/directory or s3://bucket/optional/prefix (without credentials in it) (got (hidden))',
        ]);
      }
      expect(() => loadConfig({ S3_ENDPOINT: 'ftp://example.ch' })).toThrow(
        /S3_ENDPOINT must be an http:\/\/ or https/,
      );
      expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
        /S3_ENDPOINT is set but DOCUMENT_STORE_URL is not an s3:\/\/ address/,
      );
      expect(() => loadConfig({ S3_REGION: 'EU Central' })).toThrow(/S3_REGION must be a region name/);
      expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be 'true' or 'false'/);
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
