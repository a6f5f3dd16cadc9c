import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  TRUST_PROXY: booleanFromEnv.default(false),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Base of absolute urls handed to clients (image urls). No trailing slash. */
  publicUrl: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built web app, served by the API in production. */
  webDistDir: string;
  corsOrigins: string[];
  logLevel: string;
  seedDemo: boolean;
  trustProxy: boolean;
}

function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : join(REPO_ROOT, path);
}

/**
 * Reads the environment once, at start-up. Nothing else in the API reads `process.env`.
 * Throws one error listing every bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: resolveFromRoot(e.DATA_DIR),
    webDistDir: resolveFromRoot(e.WEB_DIST_DIR),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
  };
}
