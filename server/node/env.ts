import { z } from '../../contract/zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v !== 'false' && v !== '0');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Environment variables, parsed once at start: a bad value stops the server with a clear message. */
export const envSchema = z.object({
  /** `production`: never seed demo data, refuse to start while a demo password is in use. */
  NODE_ENV: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'must start with postgres:// or postgresql://',
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters',
  ),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  SEED_DEMO: booleanString,
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  STATIC_DIR: z.string().default('./dist'),
  /** The server-rendering build (`vite build --ssr`); without it pages render in the browser. */
  SSR_DIR: z.string().default('./dist-ssr'),
  /**
   * The shop's public address (https://shop.example): image URLs on the wire, canonical links
   * and link previews start with it. Unset: each request's own origin (behind trusted proxies,
   * the one they forwarded).
   */
  PUBLIC_URL: z
    .url()
    .optional()
    .transform((url) => url?.replace(/\/+$/, '')),
  /**
   * Hosts (`shop.example`, `10.0.0.5:3000`) the server answers for besides PUBLIC_URL's; any
   * other Host gets 421. Unset with PUBLIC_URL unset: any host (development only).
   */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_REQUESTS: booleanString,
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** How long in-flight requests may take to finish after SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** PBKDF2 iterations for new password hashes (OWASP: 600,000). */
  PASSWORD_ITERATIONS: z.coerce.number().int().min(1000).default(600_000),
  /** `off` lifts every rate limit and the login throttle: for load tests only, never in public. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Paystack's secret key: online payments. Unset: the test gateway, or (production) none. */
  PAYSTACK_SECRET_KEY: optionalString,
  /** Where Paystack's API is (tests point it at a local stand-in). */
  PAYSTACK_BASE_URL: z.url().optional(),
  /** How long an unpaid online order holds its stock before it is cancelled. */
  PAYMENT_PENDING_TTL_SECONDS: z.coerce.number().int().min(60).default(1800),
  /** The mail server (smtp://user:pass@host:587). Unset: e-mails stay in the outbox unsent. */
  SMTP_URL: optionalString.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'must start with smtp:// or smtps://',
  ),
  /** The sender of the shop's e-mails. */
  MAIL_FROM: z.string().default('FragranceHub <no-reply@fragrancehub.ng>'),
  /** How often the outbox worker looks for due e-mails and refunds (ms). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** The shop's inbox, told of every new order. Unset: orders@fragrancehub.ng outside production. */
  SHOP_EMAIL: optionalString,
  /** Connections in the PostgreSQL pool (DATABASE_URL only). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

export type Env = z.infer<typeof envSchema>;

export const isProduction = (env: Pick<Env, 'NODE_ENV'>) => env.NODE_ENV === 'production';

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment: ${lines.join('; ')}`);
  }
  return parsed.data;
}

/**
 * What the server (not the CLIs) needs beyond a valid environment. Instances sharing a database
 * must sign sessions with one secret: one generated per instance would fail tokens on the others.
 */
export function assertServerEnv(
  env: Pick<Env, 'DATABASE_URL' | 'JWT_SECRET' | 'NODE_ENV' | 'PUBLIC_URL' | 'ALLOWED_HOSTS'>,
): void {
  if (isProduction(env) && !env.PUBLIC_URL && env.ALLOWED_HOSTS.length === 0) {
    throw new Error(
      "NODE_ENV=production needs PUBLIC_URL (the shop's address, e.g. https://shop.example) or ALLOWED_HOSTS (the hosts it answers for): without them any Host header would name the shop in its pages and image links",
    );
  }
  if (env.DATABASE_URL && !env.JWT_SECRET) {
    throw new Error(
      'JWT_SECRET must be set when DATABASE_URL is (every instance must sign sessions with the same secret): generate one with `openssl rand -base64 48`',
    );
  }
}
