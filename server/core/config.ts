import path from 'node:path';
import { z } from 'zod';

/** Languages the interface speaks. Content exists in nl, fr and en; de falls back to en. */
export const SUPPORTED_LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

const ROOT = path.resolve(__dirname, '../..');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret: contains the database password when set. Unset → embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5433),
  DATA_DIR: z.string().default(path.join(ROOT, '.data')),
  MEDIA_DIR: z.string().optional(),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Optional search engine; PostgreSQL search is used when unset. */
  MEILI_URL: optionalUrl,
  /** Secret. */
  MEILI_KEY: z.string().optional(),
  SMTP_URL: optionalUrl,
  DEFAULT_LANGUAGE: z.enum(SUPPORTED_LANGUAGES).default('nl'),
  /** Pool size per process; two cores do not benefit from many more. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** `npm run dev` sets 1: the site is served by Vite in middleware mode (hot reload) instead of the build. */
  SITE_DEV_SERVER: z.enum(['0', '1']).default('0').transform((v) => v === '1'),
  /** Public query responses are cached until the data changes (PostgreSQL NOTIFY); this bounds staleness if a notification is missed. 0 turns the cache off. */
  RESPONSE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
});

export type Config = z.infer<typeof schema> & { MEDIA_DIR: string; PUBLIC_URL: string; ROOT: string };

/** Names of variables that hold secrets: never logged. */
export const SECRET_KEYS = ['DATABASE_URL', 'REDIS_URL', 'MEILI_KEY', 'SMTP_URL'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    ...c,
    ROOT,
    MEDIA_DIR: c.MEDIA_DIR ?? path.join(c.DATA_DIR, 'media'),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}

let current: Config | undefined;
/** The process-wide configuration, validated on first use (at boot). */
export function config(): Config {
  current ??= loadConfig();
  return current;
}

/** A copy safe to log: secrets masked. */
export function redactedConfig(c: Config): Record<string, unknown> {
  const out: Record<string, unknown> = { ...c };
  for (const k of SECRET_KEYS) if (out[k]) out[k] = '***';
  return out;
}
