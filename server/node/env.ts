import { wholeNumberParam } from '../../contract/schemas/query-params';
import { transformed, z } from '../../contract/zod';

const booleanString = transformed(
  z.optional(z.enum(['true', 'false', '1', '0', ''])),
  (v) => v !== 'false' && v !== '0',
);

const optionalString = transformed(z.optional(z.string()), (v) => (v ? v : undefined));

/** A whole number from `min` to `max` ('2' reads as 2), `fallback` when unset. */
const wholeNumber = (min: number, fallback: number, max?: number) =>
  z._default(wholeNumberParam(min, max), fallback);

/** optionalString that must pass `valid` when set. */
const optionalStringWhere = (valid: (v: string) => boolean, message: string) =>
  optionalString.check(z.refine((v) => v === undefined || valid(v), message));

/** A comma-separated list, each item trimmed (and passed through `tidy`), blanks dropped. */
const commaList = (tidy: (item: string) => string = (item) => item) =>
  transformed(z.optional(z.string()), (v) =>
    (v ?? '')
      .split(',')
      .map((s) => tidy(s.trim()))
      .filter(Boolean),
  );

/** Environment variables, parsed once at start: a bad value stops the server with a clear message. */
export const envSchema = z.object({
  /**
   * `production`: never seed demo data, refuse to start while a demo password is in use. Unset is
   * a developer's machine; any other value than these names a mode nobody meant (`Production`,
   * `prod`), so the server refuses to start rather than guess a demo store onto the internet.
   */
  NODE_ENV: optionalStringWhere(
    (v) => ['production', 'development', 'test'].includes(v),
    'must be production, development or test (or unset for development)',
  ),
  PORT: wholeNumber(0, 3000, 65535),
  HOST: z._default(z.string(), '0.0.0.0'),
  DATABASE_URL: optionalStringWhere(
    (v) => /^postgres(ql)?:\/\//.test(v),
    'must start with postgres:// or postgresql://',
  ),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  JWT_SECRET: optionalStringWhere((v) => v.length >= 32, 'must be at least 32 characters'),
  JWT_TTL_SECONDS: wholeNumber(60, 7 * 24 * 3600),
  SEED_DEMO: booleanString,
  CORS_ORIGINS: commaList(),
  STATIC_DIR: z._default(z.string(), './dist'),
  /** The server-rendering build (`vite build --ssr`); without it pages render in the browser. */
  SSR_DIR: z._default(z.string(), './dist-ssr'),
  /**
   * The shop's public address (https://shop.example): image URLs on the wire, canonical links
   * and link previews start with it. Unset: each request's own origin (behind trusted proxies,
   * the one they forwarded).
   */
  PUBLIC_URL: transformed(z.optional(z.url()), (url) => url?.replace(/\/+$/, '')),
  /**
   * Hosts (`shop.example`, `10.0.0.5:3000`) the server answers for besides PUBLIC_URL's; any
   * other Host gets 421. Unset with PUBLIC_URL unset: any host (development only).
   */
  ALLOWED_HOSTS: commaList((host) => host.toLowerCase()),
  LOG_REQUESTS: booleanString,
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY_HOPS: wholeNumber(0, 0, 10),
  /** How long in-flight requests may take to finish after SIGTERM. */
  SHUTDOWN_TIMEOUT_MS: wholeNumber(0, 10_000),
  /**
   * After SIGTERM, how long the server keeps answering (with /ready at 503) before it stops
   * accepting connections, so a load balancer moves traffic away first. Unset: shutdownDrainMs.
   */
  SHUTDOWN_DRAIN_MS: z.optional(wholeNumberParam(0, 120_000)),
  /** PBKDF2 iterations for new password hashes (OWASP: 600,000). */
  PASSWORD_ITERATIONS: wholeNumber(1000, 600_000),
  /** `off` lifts every rate limit and the login throttle: for load tests only, never in public. */
  RATE_LIMITS: z._default(z.enum(['on', 'off']), 'on'),
  /** Paystack's secret key: online payments. Unset: the test gateway, or (production) none. */
  PAYSTACK_SECRET_KEY: optionalString,
  /** Where Paystack's API is (tests point it at a local stand-in). */
  PAYSTACK_BASE_URL: z.optional(z.url()),
  /** How long an unpaid online order holds its stock before it is cancelled. */
  PAYMENT_PENDING_TTL_SECONDS: wholeNumber(60, 1800),
  /** The mail server (smtp://user:pass@host:587). Unset: e-mails stay in the outbox unsent. */
  SMTP_URL: optionalStringWhere(
    (v) => /^smtps?:\/\//.test(v),
    'must start with smtp:// or smtps://',
  ),
  /** The sender of the shop's e-mails. */
  MAIL_FROM: z._default(z.string(), 'FragranceHub <no-reply@fragrancehub.ng>'),
  /** How often the outbox worker looks for due e-mails and refunds (ms). */
  OUTBOX_POLL_MS: wholeNumber(50, 2000),
  /** The shop's inbox, told of every new order. Unset: orders@fragrancehub.ng outside production. */
  SHOP_EMAIL: optionalString,
  /** Connections in the PostgreSQL pool (DATABASE_URL only). */
  DATABASE_POOL_SIZE: wholeNumber(1, 10, 200),
});

export type Env = z.infer<typeof envSchema>;

export const isProduction = (env: Pick<Env, 'NODE_ENV'>) => env.NODE_ENV === 'production';

/**
 * The drain after SIGTERM: 5 s in production (a load balancer checking /ready every second or
 * two sees it fail and stops sending), none elsewhere, where Ctrl-C should stop at once.
 */
export const shutdownDrainMs = (env: Pick<Env, 'NODE_ENV' | 'SHUTDOWN_DRAIN_MS'>) =>
  env.SHUTDOWN_DRAIN_MS ?? (isProduction(env) ? 5000 : 0);

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
  env: Pick<
    Env,
    'DATABASE_URL' | 'JWT_SECRET' | 'NODE_ENV' | 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'SMTP_URL'
  >,
): void {
  if (isProduction(env) && env.SMTP_URL && !env.PUBLIC_URL) {
    throw new Error(
      "NODE_ENV=production with SMTP_URL needs PUBLIC_URL (the shop's address, e.g. https://shop.example): every e-mailed link (an order, a reset, an address check, an alert) is built from it, never from a request's Host",
    );
  }
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
