// Configuration from the environment, parsed with Zod at start-up (ARCHITECTURE.md §6). A bad value stops the
// process with a message naming the variable and the reason.
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { APP_ENVS } from '../contracts/system.ts';

const port = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int({ error: 'must be a whole number between 1 and 65535' })
  .min(1, { error: 'must be a whole number between 1 and 65535' })
  .max(65_535, { error: 'must be a whole number between 1 and 65535' });

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
  error: 'must be a PostgreSQL URL such as postgres://user@127.0.0.1:5432/dbname',
});

const positiveMs = z.coerce.number({ error: 'must be a number of milliseconds' }).int().positive({
  error: 'must be a positive number of milliseconds',
});

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `address` or `Display Name <address>`: no line breaks (a header value), one @ with text on both sides. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]{1,200} <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** The sender when MAIL_FROM is unset (the outbox and a local SMTP server; production names its own). */
export const DEFAULT_MAIL_FROM = 'Absenza <noreply@absenza.invalid>';

export const configSchema = z.object({
  APP_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(APP_ENVS, { error: `must be one of ${APP_ENVS.join(', ')}` }).default('local'),
  ),
  PORT: z.preprocess(emptyAsUndefined, port.default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
  DATABASE_POOL_SIZE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(200).default(10),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('.data')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  REQUEST_TIMEOUT_MS: z.preprocess(emptyAsUndefined, positiveMs.default(30_000)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyAsUndefined, positiveMs.default(10_000)),
  /**
   * Seed the demo tenant (demo users, a platform admin with a known address) into an empty database at start-up.
   * No default here: it depends on APP_ENV (`SEEDS_DEMO_DATA_BY_DEFAULT`).
   */
  SEED_DEMO_DATA: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  ),
  /** Where the built web app lives; the API serves it when the folder exists. */
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('dist/web')),
  /** Behind a reverse proxy: trust X-Forwarded-For for this many hops (client IPs for rate limits and logs). */
  TRUST_PROXY_HOPS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a whole number of proxy hops (0 = no proxy)' }).int().min(0).max(10).default(0),
  ),
  SESSION_TTL_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(168).default(12),
  ),
  OIDC_ISSUER_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ error: 'must be the URL of the OpenID Connect issuer' }).optional(),
  ),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** Public base URL of this application (OIDC redirect URI = PUBLIC_URL + /api/modular/auth/oidc/callback). */
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ error: 'must be the public URL, e.g. https://absenza.example.ch' }).optional(),
  ),
  DOCUMENT_STORE_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /**
   * Where document blobs live: unset or `file:` = the local directory (DOCUMENT_STORE_DIR), `file:///path` = that
   * directory, `s3://bucket/optional/prefix` = an S3-compatible bucket (the S3_* variables below).
   */
  DOCUMENT_STORE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => parseStoreUrl(value) !== null, {
        error: 'must be file:, file:///a/directory or s3://bucket/optional/prefix (without credentials in it)',
      })
      .optional(),
  ),
  /** The S3 service's base URL, e.g. http://127.0.0.1:9000 (MinIO); unset = AWS, https://s3.<region>.amazonaws.com. */
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, e.g. http://127.0.0.1:9000' })
      .optional(),
  ),
  /** Signing region; default us-east-1 with S3_ENDPOINT (what MinIO expects), required without it (AWS). */
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,40}$/, { error: 'must be a region name such as eu-central-2 or ch-gva-2' })
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  AWS_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  AWS_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`; default true with S3_ENDPOINT, false for AWS. */
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  ),
  DOCUMENT_SIGNING_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { error: 'must be at least 32 characters (a random secret)' }).optional(),
  ),
  UPLOAD_MAX_MB: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a whole number of megabytes' }).int().min(1).max(2048).default(200),
  ),
  /**
   * The SMTP server the product's e-mails go through (issue 29, decision 0049), e.g. smtp://user:pass@mail:587 or
   * smtps://mail.example.ch:465. Unset (the embedded default): the mails stay in the outbox admins read in the
   * product.
   */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && new URL(value).hostname, {
        error: 'must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example.ch:587',
      })
      .optional(),
  ),
  /** The sender of the product's e-mails: an address, or a name and an address ("Absenza <care@example.ch>"). */
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => MAIL_FROM_PATTERN.test(value), {
        error: 'must be an e-mail address or "Name <address>", e.g. Absenza <noreply@absenza.example.ch>',
      })
      .optional(),
  ),
  /** Run background job workers inside the API process (always on for PGlite, which allows one process). */
  RUN_WORKERS_IN_PROCESS: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('true'),
  ),
});

export type RawConfig = z.infer<typeof configSchema>;

/** DOCUMENT_STORE_URL taken apart; null when it is neither a file: nor an s3:// address (or carries credentials). */
function parseStoreUrl(
  value: string,
): { kind: 'file'; dir: string | null } | { kind: 's3'; bucket: string; prefix: string } | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.protocol === 'file:') {
    const path = decodeURIComponent(url.pathname);
    return { kind: 'file', dir: path === '' || path === '/' ? null : path };
  }
  if (url.protocol !== 's3:' || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) return null;
  let prefix: string;
  try {
    prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  } catch {
    return null;
  }
  return { kind: 's3', bucket: url.hostname, prefix };
}

/** Variables whose values never appear in an error message. */
const HIDDEN_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'DOCUMENT_SIGNING_SECRET',
  'DOCUMENT_STORE_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
]);

/** The S3-compatible document store (the credentials are secrets: never log this object). */
export type S3StoreConfig = {
  bucket: string;
  prefix: string;
  endpoint: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Demo data is on by default only where a person tries the product on their own machine or a demo instance
 * (`npm install && npm start` promises a demo tenant). Shared environments start empty unless someone opts in,
 * and production refuses it: the demo seed creates sign-in identities with known addresses.
 */
const SEEDS_DEMO_DATA_BY_DEFAULT: Record<RawConfig['APP_ENV'], boolean> = {
  local: true,
  demo: true,
  staging: false,
  preview: false,
  production: false,
};

export type AppConfig = {
  appEnv: RawConfig['APP_ENV'];
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  logLevel: RawConfig['LOG_LEVEL'];
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  seedDemoData: boolean;
  webDistDir: string;
  runWorkersInProcess: boolean;
  sessionTtlMs: number;
  trustProxyHops: number;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | undefined; redirectUrl: string } | null;
  /**
   * The document store (issue 11): the local directory of the blobs (or an S3-compatible bucket), the secret that
   * signs upload and download addresses (null: a key file in the store directory, created on first use; required
   * in production and staging, where several processes on several machines must agree) and the largest accepted
   * file.
   */
  documents: {
    storeDir: string;
    signingSecret: string | null;
    maxUploadBytes: number;
    /** Set when DOCUMENT_STORE_URL is an s3:// address: the blobs go there instead of under `storeDir`. */
    s3?: S3StoreConfig;
  };
  /**
   * E-mail (issue 29, decision 0049): the SMTP server (null = the outbox: mails are kept for admins to read, never
   * sent; the URL may hold credentials: never log it), the sender, and the product's public address that the mails'
   * links start with (PUBLIC_URL, else http://HOST:PORT).
   */
  mail: { smtpUrl: string | null; from: string; publicUrl: string };
  /**
   * Reports (issue 31, decision 0058): above how many employees × period days a report runs in the background
   * (unset: REPORT_BACKGROUND_EMPLOYEE_DAYS). Not an environment variable: tests set it to reach the background path.
   */
  reports?: { backgroundEmployeeDays?: number };
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? '?');
        const value = env[variable];
        const shown = HIDDEN_VARIABLES.has(variable) ? '(hidden)' : JSON.stringify(value);
        return `${variable} ${issue.message} (got ${shown})`;
      }),
    );
  }
  const raw = parsed.data;
  const problems: string[] = [];
  if (raw.OIDC_ISSUER_URL && !raw.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID must be set when OIDC_ISSUER_URL is');
  if (raw.OIDC_CLIENT_ID && !raw.OIDC_ISSUER_URL) problems.push('OIDC_ISSUER_URL must be set when OIDC_CLIENT_ID is');
  if (raw.APP_ENV === 'production' && !raw.OIDC_ISSUER_URL) {
    problems.push('OIDC_ISSUER_URL and OIDC_CLIENT_ID must be set in production (the only way to sign in there)');
  }
  if (raw.APP_ENV === 'production' && raw.SEED_DEMO_DATA === 'true') {
    problems.push(
      'SEED_DEMO_DATA must not be true in production: the demo seed creates demo tenants, users and a platform ' +
        'admin with a known address (unset it or set it to false)',
    );
  }
  if ((raw.APP_ENV === 'production' || raw.APP_ENV === 'staging') && !raw.DOCUMENT_SIGNING_SECRET) {
    problems.push(
      `DOCUMENT_SIGNING_SECRET must be set in ${raw.APP_ENV} (every API process must sign and check upload and ` +
        'download addresses with the same secret)',
    );
  }
  const store = raw.DOCUMENT_STORE_URL ? parseStoreUrl(raw.DOCUMENT_STORE_URL) : null;
  let s3: S3StoreConfig | undefined;
  if (store?.kind === 's3') {
    const accessKeyId = raw.S3_ACCESS_KEY_ID ?? raw.AWS_ACCESS_KEY_ID;
    const secretAccessKey = raw.S3_SECRET_ACCESS_KEY ?? raw.AWS_SECRET_ACCESS_KEY;
    const region = raw.S3_REGION ?? (raw.S3_ENDPOINT ? 'us-east-1' : undefined);
    if (!accessKeyId || !secretAccessKey) {
      problems.push(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) must be set ' +
          'when DOCUMENT_STORE_URL is an s3:// address',
      );
    }
    if (!region) {
      problems.push(
        'S3_REGION must be set when DOCUMENT_STORE_URL is an s3:// address and S3_ENDPOINT is not (AWS: the ' +
          "bucket's region, e.g. eu-central-2 for Zurich)",
      );
    }
    if (accessKeyId && secretAccessKey && region) {
      s3 = {
        bucket: store.bucket,
        prefix: store.prefix,
        endpoint: (raw.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
        region,
        forcePathStyle: raw.S3_FORCE_PATH_STYLE ? raw.S3_FORCE_PATH_STYLE === 'true' : Boolean(raw.S3_ENDPOINT),
        accessKeyId,
        secretAccessKey,
      };
    }
  } else if (raw.S3_ENDPOINT) {
    problems.push('S3_ENDPOINT is set but DOCUMENT_STORE_URL is not an s3:// address (set both or neither)');
  }
  if (store?.kind === 'file' && store.dir && raw.DOCUMENT_STORE_DIR) {
    problems.push('DOCUMENT_STORE_DIR and a directory in DOCUMENT_STORE_URL are both set (set one of them)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    appEnv: raw.APP_ENV,
    port: raw.PORT,
    host: raw.HOST,
    database: raw.DATABASE_URL
      ? { kind: 'postgres', url: raw.DATABASE_URL, poolSize: raw.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(raw.DATA_DIR) },
    logLevel: raw.LOG_LEVEL,
    requestTimeoutMs: raw.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    seedDemoData: raw.SEED_DEMO_DATA ? raw.SEED_DEMO_DATA === 'true' : SEEDS_DEMO_DATA_BY_DEFAULT[raw.APP_ENV],
    webDistDir: resolve(raw.WEB_DIST_DIR),
    runWorkersInProcess: raw.DATABASE_URL ? raw.RUN_WORKERS_IN_PROCESS === 'true' : true,
    sessionTtlMs: raw.SESSION_TTL_HOURS * 3_600_000,
    trustProxyHops: raw.TRUST_PROXY_HOPS,
    mail: {
      smtpUrl: raw.SMTP_URL ?? null,
      from: raw.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      publicUrl: (raw.PUBLIC_URL ?? `http://${raw.HOST}:${raw.PORT}`).replace(/\/+$/, ''),
    },
    oidc:
      raw.OIDC_ISSUER_URL && raw.OIDC_CLIENT_ID
        ? {
            issuerUrl: raw.OIDC_ISSUER_URL,
            clientId: raw.OIDC_CLIENT_ID,
            clientSecret: raw.OIDC_CLIENT_SECRET,
            redirectUrl: `${(raw.PUBLIC_URL ?? `http://${raw.HOST}:${raw.PORT}`).replace(/\/$/, '')}/api/modular/auth/oidc/callback`,
          }
        : null,
    documents: {
      storeDir: resolve(
        (store?.kind === 'file' ? store.dir : null) ?? raw.DOCUMENT_STORE_DIR ?? join(raw.DATA_DIR, 'documents'),
      ),
      signingSecret: raw.DOCUMENT_SIGNING_SECRET ?? null,
      maxUploadBytes: raw.UPLOAD_MAX_MB * 1024 * 1024,
      ...(s3 ? { s3 } : {}),
    },
  };
}
