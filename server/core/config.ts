import path from 'node:path';
import { z } from 'zod';

import { SUPPORTED_LANGUAGES, type LanguageCode } from '../../common/languages';
import { proxyTrust } from './client-address';

export { SUPPORTED_LANGUAGES, type LanguageCode };

const ROOT = path.resolve(__dirname, '../..');

/** OpenStreetMap's standard tiles and the credit their tile usage policy asks for. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

/** An optional secret of at least `min` characters; empty counts as unset (compose passes `${X:-}`). */
const optionalSecret = (min: number) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? undefined : v))
    .pipe(z.string().min(min).optional())
    .optional();

/**
 * A list of origins for the Content-Security-Policy, separated by spaces or commas: `https://host`,
 * `https://*.host` or with a port. Nothing else (no path, no quote, no `;`), so a value can never
 * change the policy's other directives.
 */
const originList = z
  .string()
  .transform((v) => v.split(/[\s,]+/).filter((o) => o !== ''))
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?\/?$/i,
          'origins like https://player.example.com, separated by spaces or commas',
        )
        .transform((o) => o.replace(/\/$/, '').toLowerCase()),
    ),
  );

/** The video players and virtual-tour host the property page embeds (client/features/property/property-media.tsx). */
export const DEFAULT_EMBED_ORIGINS =
  'https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com';

const schema = z
  .object({
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
    /**
     * The proxies trusted to say whom they forward (`X-Forwarded-For`, `-Proto`): comma-separated
     * CIDRs or addresses, or `loopback`. Behind a load balancer that is not on this machine, its
     * addresses: otherwise every visitor is the balancer, and every per-address limit is shared.
     */
    TRUSTED_PROXIES: z
      .string()
      .default('loopback')
      .superRefine((value, ctx) => {
        try {
          proxyTrust(value);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
        }
      }),
    /** Optional search engine; PostgreSQL search is used when unset. */
    MEILI_URL: optionalUrl,
    /** Secret. */
    MEILI_KEY: z.string().optional(),
    SMTP_URL: optionalUrl,
    DEFAULT_LANGUAGE: z.enum(SUPPORTED_LANGUAGES).default('nl'),
    /** Pool size per process; two cores do not benefit from many more. */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** `npm run dev` sets 1: the site is served by Vite in middleware mode (hot reload) instead of the build. */
    SITE_DEV_SERVER: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    /** Public query responses are cached until the data changes (PostgreSQL NOTIFY); this bounds staleness if a notification is missed. 0 turns the cache off. */
    RESPONSE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** Memory the public query answers and the rendered pages may each hold, in MiB. */
    RESPONSE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4_096).default(64),
    /** Map tiles on the property page (Leaflet URL template). The browser fetches them; offline the page keeps its address and link. */
    MAP_TILE_URL: z
      .string()
      .trim()
      .default(OSM_TILE_URL)
      .refine(
        (v) => /^(https?:)?\/\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)),
        'an http(s) URL template with {z}, {x} and {y}',
      ),
    /** Shown in the map's corner, as the tile provider's licence requires (HTML allowed: it is the operator's text). */
    MAP_ATTRIBUTION: z.string().trim().min(1).default(OSM_ATTRIBUTION),
    /**
     * The results' map frame: unset for the site's own (/map-frame/), or an agency's frame, an
     * absolute http(s) URL that receives the listings as a message (docs/map-message.md). Its origin
     * is added to the pages' frame-src.
     */
    MAP_FRAME_URL: optionalUrl.refine(
      (v) => v === undefined || /^https?:\/\//i.test(v),
      'an absolute http(s) URL, or empty for the built-in frame',
    ),
    /** The map type the frame is told to show (the built-in frame draws MAP_TILE_URL whatever it is). */
    MAP_TYPE: z
      .string()
      .trim()
      .transform((v) => (v === '' ? 'roadmap' : v))
      .pipe(z.enum(['roadmap', 'satellite', 'hybrid', 'terrain']))
      .default('roadmap'),
    /** A picture for the map's markers (http(s) URL or a path of this site, e.g. /media/pin.png); unset for the frame's own pin. */
    MAP_MARKER_URL: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(
        z
          .string()
          .regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/i, 'an http(s) URL or a path starting with /')
          .optional(),
      )
      .optional(),
    /** CRM marquee codes whose ribbon the map's cards leave off (default 1: "available" says nothing a map needs). */
    MAP_MARQUEE_IGNORE: z
      .string()
      .transform((v) => v.split(/[\s,]+/).filter((x) => x !== ''))
      .pipe(z.array(z.string().regex(/^\d{1,2}$/, 'marquee codes (0–99), separated by commas')).max(50))
      .transform((codes) => codes.map(Number))
      .prefault('1'),
    /** Hosts the pages may show in a frame (frame-src of the CSP): the video players and virtual tours of the property page. */
    EMBED_ORIGINS: originList.prefault(DEFAULT_EMBED_ORIGINS),
    /** Hosts the pages show pictures and video files from besides this site (img-src and media-src of the CSP): the CRM's photo server. */
    MEDIA_ORIGINS: originList.prefault(''),
    /** Where the agency's mails go, and the sender of every mail. */
    AGENCY_EMAIL: z.string().email().default('info@immo-demo.be'),
    /**
     * A visitor's mail about a listing goes to the listing's agent; with this on (the default) the
     * agency's address gets a copy (Cc). A listing without an agent's address goes to the agency.
     */
    LISTING_MAILS_CC_AGENCY: z.stringbool().default(true),
    MAIL_FROM: z.string().default('Immo Demo <no-reply@immo-demo.be>'),
    /** Local mail catcher (no SMTP_URL in development): its SMTP and web inbox ports. */
    MAIL_CATCHER_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(1025),
    MAIL_CATCHER_WEB_PORT: z.coerce.number().int().min(0).max(65535).default(1080),
    /** Secret: signs captcha challenges. Required in production; a random key per process otherwise. */
    CAPTCHA_HMAC_KEY: optionalSecret(32),
    /** Secret, for benchmarks and tests only (refused in production): this value passes as a solved captcha. */
    CAPTCHA_BYPASS_KEY: optionalSecret(16),
    /** Proof-of-work difficulty: the browser tries on average half this many hashes (~0.1 s at 50,000). */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
    /** Form submissions accepted per IP and form per 10 minutes; send-to-friend allows a fifth of it. */
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** Page-view events (views and list impressions) accepted per IP and minute (counted in memory, never stored); more are ignored. */
    BEACON_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(1_200),
    /** Secret: password of the queue dashboard at /admin/queues; unset → no dashboard. */
    ADMIN_PASSWORD: optionalSecret(8),
    /** Key prefix of the BullMQ queues in Redis: separates sites (and test runs) sharing one Redis. */
    QUEUE_PREFIX: z
      .string()
      .regex(/^[a-zA-Z0-9:_-]+$/)
      .default('agency'),
    /** Run the outbox relay and the mail worker inside `npm start` (default: in development only). */
    WORKER_IN_PROCESS: z.enum(['0', '1']).optional(),
    /**
     * How often a worker checks for jobs whose worker died, and how long a job's lock lasts without
     * renewal: a crashed worker's jobs are taken over after about two such periods.
     */
    QUEUE_STALLED_CHECK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    /**
     * Runs every repeatable work (housekeeping) this often instead of at its own interval (an hour
     * for most): for tests and for trying the schedules out. Unset in production.
     */
    HOUSEKEEPING_EVERY_MS: z.coerce.number().int().min(100).max(86_400_000).optional(),
    /** How long one mail delivery holds its outbox row before another may take it over. */
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(2).max(3_600).default(60),
    /**
     * How long a mail that the SMTP server does not take is tried again (exponential backoff, capped)
     * before its row goes dead: long enough to outlast a realistic outage of the mail relay.
     */
    MAIL_RETRY_HOURS: z.coerce.number().min(24).max(720).default(48),
    /** Tests only: multiplies every mail retry delay and MAIL_RETRY_HOURS (1 in production). */
    MAIL_BACKOFF_SCALE: z.coerce.number().min(0.00001).max(1).default(1),
    /**
     * Mails a day to one address that a visitor typed (confirmations, send-to-friend, opt-in and
     * reset mails), across all forms: beyond it the visitor's copy is skipped, the agency's mail goes.
     */
    RECIPIENT_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000).default(5),
    /** Views of one listing counted per anonymous visitor and Brussels day; more are ignored. */
    VISITOR_DAILY_VIEWS: z.coerce.number().int().min(1).max(100).default(3),
    /** Resized photos (/img) and the photo host's originals they are made from; default `$DATA_DIR/image-cache`. */
    IMAGE_CACHE_DIR: z.string().optional(),
    /** Disk the resized photos may take, in MiB: past it the ones used longest ago are removed. */
    IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(16).max(1_000_000).default(1_024),
    /** Longest wait for one photo from the photo host (MEDIA_ORIGINS) before the visitor gets a 504. */
    IMAGE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Largest original photo read or fetched to be resized, in MiB. */
    IMAGE_SOURCE_MAX_MB: z.coerce.number().int().min(1).max(200).default(15),
    /** Uploaded CVs, outside the web root. */
    UPLOAD_DIR: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.CAPTCHA_HMAC_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_HMAC_KEY'],
        message: 'required in production (at least 32 characters)',
      });
    if (c.NODE_ENV === 'production' && c.MEILI_URL && !c.MEILI_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['MEILI_KEY'],
        message: `required in production with MEILI_URL (at least ${MEILI_KEY_MIN} characters)`,
      });
    if (c.NODE_ENV === 'production')
      for (const [name, value, min] of productionSecrets(c)) {
        const problem = weakSecret(value, min);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: name.endsWith('_URL') ? `its password is ${problem}` : problem,
          });
      }
    if (c.NODE_ENV === 'production' && c.MAIL_BACKOFF_SCALE !== 1)
      ctx.addIssue({ code: 'custom', path: ['MAIL_BACKOFF_SCALE'], message: 'not allowed in production' });
    if (c.NODE_ENV === 'production' && c.CAPTCHA_BYPASS_KEY)
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_BYPASS_KEY'], message: 'not allowed in production' });
  });

/**
 * Secrets that have been public (in this repository's compose file and README, or any tool's
 * sample): production refuses them whatever their length.
 */
const PUBLISHED_SECRETS = new Set([
  'agency',
  'postgres',
  'password',
  'secret',
  'admin',
  'masterkey',
  'agency-dev-master-key',
  'agency-dev-captcha-key-change-me-0123456789',
]);
/** The shortest password production takes in a URL or for the queue dashboard. */
const PRODUCTION_PASSWORD_MIN = 12;
/** Meilisearch's own minimum for a production master key (16 bytes). */
const MEILI_KEY_MIN = 16;

/** Why `value` is no secret for production ("a published …", "too short …"), or null when it may be one. */
export function weakSecret(value: string, min: number): string | null {
  if (PUBLISHED_SECRETS.has(value.toLowerCase()) || /change-?me/i.test(value))
    return 'a published default value: set a secret of your own';
  if (value.length < min) return `too short for production: at least ${min} characters`;
  return null;
}

/** The password part of a connection URL, if it has one. */
function urlPassword(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const password = decodeURIComponent(new URL(url).password);
    return password === '' ? undefined : password;
  } catch {
    return undefined;
  }
}

/** The secrets production checks: name, value (when set) and shortest length. */
function productionSecrets(c: {
  CAPTCHA_HMAC_KEY?: string;
  MEILI_KEY?: string;
  ADMIN_PASSWORD?: string;
  DATABASE_URL?: string;
  REDIS_URL: string;
  SMTP_URL?: string;
}): [string, string, number][] {
  const all: [string, string | undefined, number][] = [
    ['CAPTCHA_HMAC_KEY', c.CAPTCHA_HMAC_KEY, 32],
    ['MEILI_KEY', c.MEILI_KEY, MEILI_KEY_MIN],
    ['ADMIN_PASSWORD', c.ADMIN_PASSWORD, PRODUCTION_PASSWORD_MIN],
    ['DATABASE_URL', urlPassword(c.DATABASE_URL), PRODUCTION_PASSWORD_MIN],
    ['REDIS_URL', urlPassword(c.REDIS_URL), PRODUCTION_PASSWORD_MIN],
    ['SMTP_URL', urlPassword(c.SMTP_URL), PRODUCTION_PASSWORD_MIN],
  ];
  return all.flatMap(([name, value, min]) => (value === undefined ? [] : [[name, value, min]]));
}

export type Config = z.infer<typeof schema> & {
  MEDIA_DIR: string;
  UPLOAD_DIR: string;
  IMAGE_CACHE_DIR: string;
  PUBLIC_URL: string;
  ROOT: string;
};

/** Names of variables that hold secrets: never logged. */
export const SECRET_KEYS = [
  'DATABASE_URL',
  'REDIS_URL',
  'MEILI_KEY',
  'SMTP_URL',
  'CAPTCHA_HMAC_KEY',
  'CAPTCHA_BYPASS_KEY',
  'ADMIN_PASSWORD',
] as const;

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
    UPLOAD_DIR: c.UPLOAD_DIR ?? path.join(c.DATA_DIR, 'uploads'),
    IMAGE_CACHE_DIR: c.IMAGE_CACHE_DIR ?? path.join(c.DATA_DIR, 'image-cache'),
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
