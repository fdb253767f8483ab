import path from 'node:path';
import { z } from 'zod';
import { isValidIBAN } from 'ibantools';
import { developmentSeller, requiredSellerFields, type Seller, sellerVariables } from './lib/seller.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Listen address; unset: 127.0.0.1 while demo data (public passwords) is on, else every interface. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL connections per process: a few per database core. More only queue inside
   * PostgreSQL, and each batch of answers lengthens an event-loop turn, in which Node accepts
   * one new connection (libuv since 1.45), so new visitors wait longer under load.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DEMO_DATA: bool(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Wohnwerk <info@wohnwerk.test>'),
  PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  /**
   * Which proxies in front of the shop are believed about the client's address (X-Forwarded-For):
   * unset trusts none; `true` all, a hop count, or addresses/CIDRs separated by commas
   * (Fastify's trustProxy). Links never come from forwarded headers, only from PUBLIC_URL.
   */
  TRUST_PROXY: z.string().optional(),
  /** Attempt limits (decision 010): failed logins per account and per client address, in LIMIT_WINDOW_SECONDS. */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** Registrations per client address in LIMIT_WINDOW_SECONDS (each costs an argon2 hash). */
  REGISTER_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Reset requests and reset attempts per client address in LIMIT_WINDOW_SECONDS. */
  RESET_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Orders a customer may place in LIMIT_WINDOW_SECONDS (decision 100). */
  ORDER_LIMIT_PER_CUSTOMER: z.coerce.number().int().min(1).default(20),
  /** Unpaid orders a customer may hold at once, counting those whose payment is still being processed (decision 100). */
  UNPAID_ORDERS_PER_CUSTOMER: z.coerce.number().int().min(1).default(3),
  /**
   * A new order releases the customer's older unpaid orders (units and limited coupons back),
   * except those with a payment in flight (decision 100). Off only for load benchmarks that pay
   * many orders of one buyer at once.
   */
  RELEASE_OLDER_UNPAID: bool(true),
  LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** A confirmation or reset mail goes to one recipient at most once in this many seconds. */
  MAIL_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lifetime of a customer's login token. */
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 14),
  /** Lifetime of a staff or admin login token (decision 102). */
  STAFF_TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  /** A staff or admin token unused this long ends (decision 102). */
  STAFF_IDLE_MINUTES: z.coerce.number().positive().default(120),
  /**
   * Key of the signed report and PDF links (decision 102), at least 32 characters. Required in
   * production; otherwise generated once into DATA_DIR/link-secret.
   */
  LINK_SECRET: z.string().min(32, { error: 'at least 32 characters (e.g. openssl rand -hex 32)' }).optional(),
  /**
   * The catalogue read model's safety-net poll for changes, in ms (0: never). Changes wake it
   * through LISTEN/NOTIFY at once; the poll only matters while the listening connection is down.
   */
  CATALOG_REFRESH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Up to this many active products every process keeps each product's page texts (description,
   * attributes, images, PDFs) in memory; above, a product page reads them from PostgreSQL and the
   * last 20,000 are kept (decision 174).
   */
  CATALOG_PAGE_TEXTS_UP_TO: z.coerce.number().int().min(0).default(250_000),
  /**
   * Server processes sharing the port (node:cluster), for a machine with more cores than one
   * Node thread can use; PostgreSQL only (the embedded database belongs to one process).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Staged rows an import applies per transaction (docs/decisions/137): each commit moves the
   * progress bar and is a change the storefront follows by id (a fifth of the catalogue or more
   * would make every instance reload it whole).
   */
  IMPORT_CHUNK_ROWS: z.coerce.number().int().min(1).max(100_000).default(5000),
  WEB_DIST: z.string().optional(),
  /**
   * A folder: each server process appends its event-loop delay once a second to <pid>.jsonl
   * there (lib/event-loop-stats.ts). For the bench's edits-under-load run; unset in production.
   */
  EVENT_LOOP_STATS: z.string().optional(),
  /** How often the screen board reloads by itself when its change stream is down (spec §2.8: 5 minutes). */
  SCREEN_BOARD_REFRESH_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  /** How often the server looks for changes to today's screen tasks while a board listens. */
  SCREEN_BOARD_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  /**
   * How often an open event stream (screen board, figures) checks its caller's session: a stream
   * whose token was signed out, expired or lost the route's role ends within this time (decision 148).
   */
  EVENT_STREAM_CHECK_MS: z.coerce.number().int().min(50).max(300_000).default(20_000),
  /**
   * On SIGTERM the instance answers 503 on /api/v1/ready at once and keeps serving for this many ms,
   * so a proxy or orchestrator that checks readiness stops sending it requests before it stops
   * accepting them (decision 156). 0 (the default) suits nginx, which retries a refused connection elsewhere.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  /** After the drain: how long requests in flight may take to finish before the process exits anyway (code 1). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /**
   * Bearer token that opens GET /metrics (Prometheus text, decision 156); unset: /metrics answers
   * 404 and no request is measured.
   */
  METRICS_TOKEN: z.string().min(16, { error: 'at least 16 characters (e.g. openssl rand -hex 24)' }).optional(),
  /** Folder of the warehouse system's export files (JSON or CSV, docs/warehouse-import.md); the shipped example by default. */
  WAREHOUSE_IMPORT_DIR: z.string().optional(),
  /**
   * S3-compatible object storage for uploads (photos, imports), shared by every instance: set
   * S3_BUCKET to use it; S3_ENDPOINT for another provider than AWS (MinIO, R2, …). Keys from
   * S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY, else the SDK's usual sources (AWS_* variables, roles).
   */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addresses (endpoint/bucket/key), which most self-hosted S3 servers need; on by default with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The browser's Stripe key (Stripe.js card field); required with STRIPE_SECRET_KEY. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\w+$/, { error: 'a Stripe publishable key (pk_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API host (tests point it at a local stand-in). */
  STRIPE_API_BASE: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /** Another PayPal API host (sandbox, or a local stand-in in tests); live when unset. */
  PAYPAL_API_BASE: z.string().url().optional(),
  /**
   * The seller's legal data (lib/seller.ts) on confirmations, invoices and credit notes. Required
   * in production (phone, register and managing director may stay empty there); elsewhere unset
   * ones take the demo shop's fictional company.
   */
  SELLER_NAME: z.string().trim().max(120).optional(),
  SELLER_STREET: z.string().trim().max(120).optional(),
  SELLER_ZIP: z.string().trim().max(12).optional(),
  SELLER_CITY: z.string().trim().max(80).optional(),
  SELLER_PHONE: z.string().trim().max(40).optional(),
  SELLER_EMAIL: z.string().trim().email().max(190).optional(),
  SELLER_REGISTER: z.string().trim().max(120).optional(),
  SELLER_VAT_ID: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,12}$/, { error: 'a VAT id such as DE123456789' })
    .optional(),
  SELLER_MANAGING_DIRECTOR: z.string().trim().max(120).optional(),
  /**
   * Wohnwerk's bank account the sellers' payouts are paid from (the SEPA payout file, decision 171): IBAN and BIC.
   * Required in production; elsewhere a published test account.
   */
  PAYOUT_IBAN: z
    .string()
    .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().refine(isValidIBAN, { error: 'an IBAN with valid check digits, e.g. DE89370400440532013000' }))
    .optional(),
  PAYOUT_BIC: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: 'a BIC of 8 or 11 characters, e.g. COBADEFFXXX' })
    .optional(),
  /**
   * The accountant's DATEV export (decision 155): the numbers the tax advisor gives (Beraternummer
   * 1001–9999999, Mandantennummer 1–99999), the month the fiscal year begins, the length of the
   * ledger accounts, the revenue account per VAT rate ("rate:account", SKR03 automatic accounts by
   * default) and the account every document is booked against (a debtor such as 10000, or the
   * payment provider's clearing account such as 1360).
   */
  DATEV_BERATER_NR: z.coerce.number().int().min(1001).max(9_999_999).default(1001),
  DATEV_MANDANTEN_NR: z.coerce.number().int().min(1).max(99_999).default(1),
  DATEV_WJ_BEGINN: z.coerce.number().int().min(1).max(12).default(1),
  DATEV_SACHKONTENLAENGE: z.coerce.number().int().min(4).max(9).default(4),
  DATEV_ERLOESKONTEN: z
    .string()
    .regex(/^\s*\d{1,2}\s*:\s*\d{4,9}\s*(,\s*\d{1,2}\s*:\s*\d{4,9}\s*)*$/, {
      error: 'rate:account pairs separated by commas, e.g. 19:8400,7:8300',
    })
    .default('19:8400,7:8300')
    .transform((v) =>
      Object.fromEntries(v.split(',').map((pair) => pair.split(':').map((part) => part.trim()) as [string, string])),
    ),
  DATEV_KONTO: z
    .string()
    .regex(/^\d{4,9}$/, { error: 'an account number, e.g. 10000 or 1360' })
    .default('10000'),
});

/** Demo data (accounts with the README's passwords) is loaded outside production only. */
const demoPasswordsServed = (c: { DEMO_DATA: boolean; NODE_ENV: string }) => c.DEMO_DATA && c.NODE_ENV !== 'production';

/** The start banner's line about the listen address: with demo data on, it says who can reach the shop. */
export function listenNote(config: Pick<Config, 'host' | 'HOST' | 'DEMO_DATA' | 'NODE_ENV'>): string {
  if (config.HOST === undefined && demoPasswordsServed(config))
    return `Listening on ${config.host} only: the demo accounts' passwords are public (HOST=0.0.0.0 opens it to the network)`;
  return `Listening on ${config.host}`;
}

/** Cards go through Stripe (server adapter, Stripe.js in the browser, its CSP entries) when its secret key is set. */
export const stripeEnabled = (config: Pick<Config, 'STRIPE_SECRET_KEY'>) => Boolean(config.STRIPE_SECRET_KEY);

export type TrustProxy = boolean | number | string[];
export type Config = z.infer<typeof envSchema> & {
  /** The address to listen on (HOST, or the default for the demo). */
  host: string;
  dataDir: string;
  publicUrl: string;
  webDist: string;
  warehouseImportDir: string;
  trustProxy: TrustProxy;
  seller: Seller;
  /** The account sellers' payouts are paid from (PAYOUT_IBAN, PAYOUT_BIC; the demo's test account outside production). */
  payoutAccount: { iban: string; bic: string };
};

type EnvValues = z.infer<typeof envSchema>;

/** The seller from SELLER_*: production names every required field; elsewhere the demo company fills the gaps. */
function sellerOf(c: EnvValues): Seller {
  const production = c.NODE_ENV === 'production';
  const value = (field: keyof Seller) => c[sellerVariables[field] as keyof EnvValues] as string | undefined;
  const missing = requiredSellerFields.filter((f) => !value(f)).map((f) => sellerVariables[f]);
  if (production && missing.length)
    throw new Error(
      `Invalid environment:\n${missing.map((v) => `  ${v}: required in production (the seller's legal data on invoices)`).join('\n')}`,
    );
  const entries = (Object.keys(sellerVariables) as (keyof Seller)[]).map((f) => [
    f,
    value(f) ?? (production ? '' : developmentSeller[f]),
  ]);
  return Object.fromEntries(entries) as Seller;
}

/** A published test account (check digits valid): the payout file's debtor outside production. */
const demoPayoutAccount = { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };

/** The payout account: production names its own; elsewhere unset variables take the demo's test account. */
function payoutAccountOf(c: EnvValues): Config['payoutAccount'] {
  const missing = [...(c.PAYOUT_IBAN ? [] : ['PAYOUT_IBAN']), ...(c.PAYOUT_BIC ? [] : ['PAYOUT_BIC'])];
  if (c.NODE_ENV === 'production' && missing.length)
    throw new Error(
      `Invalid environment:\n${missing.map((v) => `  ${v}: required in production (the bank account sellers' payouts are paid from)`).join('\n')}`,
    );
  return { iban: c.PAYOUT_IBAN ?? demoPayoutAccount.iban, bic: c.PAYOUT_BIC ?? demoPayoutAccount.bic };
}

/** TRUST_PROXY as Fastify's trustProxy option: unset or false trusts no proxy. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim().toLowerCase();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** The environment is parsed once; a wrong value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (DATABASE_URL= selects the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Links in mails and pages are built from PUBLIC_URL; a guessed one would send customers to localhost.
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
    throw new Error(
      'Invalid environment:\n  PUBLIC_URL: required in production (the address customers use, e.g. https://shop.example)',
    );
  }
  // Anyone with a database backup could otherwise not forge links, but a secret in a folder on a
  // production machine is easily lost or copied with the data: production names its own.
  if (c.NODE_ENV === 'production' && !c.LINK_SECRET) {
    throw new Error(
      'Invalid environment:\n  LINK_SECRET: required in production (the key of signed report links; openssl rand -hex 32)',
    );
  }
  // The server would charge through Stripe while the browser had no key to make a card token with.
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_PUBLISHABLE_KEY) {
    throw new Error(
      'Invalid environment:\n  STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (the card field in the browser needs it)',
    );
  }
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    ...c,
    host: c.HOST ?? (demoPasswordsServed(c) ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    webDist: path.resolve(c.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    seller: sellerOf(c),
    payoutAccount: payoutAccountOf(c),
    warehouseImportDir: path.resolve(c.WAREHOUSE_IMPORT_DIR ?? path.join(root, 'apps/server/warehouse-import')),
  };
}
