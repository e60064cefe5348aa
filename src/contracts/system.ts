import { z } from 'zod';

export const APP_ENVS = ['production', 'staging', 'local', 'preview', 'demo'] as const;
export const appEnv = z.enum(APP_ENVS);
export type AppEnv = z.infer<typeof appEnv>;

export const healthResponse = z
  .object({
    status: z.literal('ok'),
    uptimeSeconds: z.number().int().min(0),
  })
  .meta({ id: 'Health' });

const check = z.object({
  ok: z.boolean(),
  detail: z.string(),
});

export const readyResponse = z
  .object({
    status: z.enum(['ready', 'not-ready']),
    checks: z.object({
      database: check.extend({ latencyMs: z.number().min(0) }),
      migrations: check.extend({ applied: z.number().int().min(0), expected: z.number().int().min(0) }),
    }),
  })
  .meta({ id: 'Readiness' });

export const systemInfoResponse = z
  .object({
    name: z.string(),
    version: z.string(),
    environment: appEnv,
  })
  .meta({ id: 'SystemInfo' });

export type HealthResponse = z.infer<typeof healthResponse>;
export type ReadyResponse = z.infer<typeof readyResponse>;
export type SystemInfoResponse = z.infer<typeof systemInfoResponse>;
