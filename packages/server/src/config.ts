import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { GPT_ENV, type GptConfig, gptConfigOf } from './modules/gpt/config.ts';
import { STOCK_ENV, stockQuotesConfigOf } from './modules/stock/config.ts';
import type { QuotesConnectorConfig } from './modules/stock/quotes-connector.ts';
import { type ClickHouseTarget, parseClickHouseUrl } from './stores/analytics/clickhouse/clickhouse-url.ts';

const Port = z.coerce
  .number({ message: 'must be an integer between 1 and 65535' })
  .int('must be an integer between 1 and 65535')
  .min(1, 'must be an integer between 1 and 65535')
  .max(65535, 'must be an integer between 1 and 65535');

const ConfigSchema = z.object({
  PORT: Port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  MIRANTE_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ANALYTICS_URL: z
    .string()
    .superRefine((value, ctx) => {
      if (value.startsWith('duckdb:')) return;
      if (!/^clickhouses?:/.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'must be duckdb:<file path> or clickhouse://…' });
        return;
      }
      try {
        parseClickHouseUrl(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional(),
  MIRANTE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MIRANTE_SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, 'must be false, true, a number of proxies, or addresses/CIDRs separated by commas')
    .default('false'),
  // The AI reply suggestions' chat model and reply connector (docs/ai-replies.md): off unless set.
  ...GPT_ENV,
  // The stock cards' quotes connector (docs/stock.md): off unless set.
  ...STOCK_ENV,
});

/** Proxy-addr's names of address ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false' || /^\d{1,2}$/.test(value)) return true;
  return value.split(',').every((entry) => isProxyAddress(entry.trim()));
}

/**
 * Which proxies in front of the server are believed about the client (X-Forwarded-For, -Proto, -Host), as
 * Fastify's trustProxy takes it: none, all, the nearest N, or these addresses. Behind a TLS-terminating proxy,
 * it is what makes request.protocol 'https' and so the cookies Secure. `true` believes any caller's headers:
 * only for a server no one reaches but through a proxy that sets them (else the address-based limits, such as
 * wrong access codes, count whatever address a caller claims).
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function trustProxyOf(value: string): TrustProxy {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((address) => address.trim());
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** The analytics engine: DuckDB in a file (the default, in the data dir) or ClickHouse. */
  analytics: AnalyticsTarget;
  secret: string | null;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  trustProxy: TrustProxy;
  gpt: GptConfig;
  /** The quotes connector; null or left out: off (the stock cards read ingested quotes only). */
  stockQuotes?: QuotesConnectorConfig | null;
}

export type AnalyticsTarget =
  | { engine: 'duckdb'; path: string }
  | { engine: 'clickhouse'; target: ClickHouseTarget };

function analyticsOf(url: string | undefined, dataDir: string): AnalyticsTarget {
  if (url?.startsWith('duckdb:'))
    return { engine: 'duckdb', path: path.resolve(url.slice('duckdb:'.length)) };
  if (url) return { engine: 'clickhouse', target: parseClickHouseUrl(url) };
  return { engine: 'duckdb', path: path.join(dataDir, 'analytics.duckdb') };
}

export class ConfigError extends Error {}

/** A URL's password is never echoed in an error (it lands in logs). */
const withoutPassword = (value: string | undefined) =>
  value?.replace(/^([a-z]+:\/\/[^:@/]*):[^@/]*@/, '$1:***@');

function stockQuotesOf(env: Parameters<typeof stockQuotesConfigOf>[0]): QuotesConnectorConfig | null {
  try {
    return stockQuotesConfigOf(env);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
}

/** Reads and validates the environment; a bad value throws a one-line ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message} (got ${JSON.stringify(withoutPassword(env[name]))})`,
    );
  }
  const c = parsed.data;
  if (c.DATABASE_URL && !c.MIRANTE_SECRET) {
    throw new ConfigError(
      'Invalid configuration: MIRANTE_SECRET is required when DATABASE_URL is set (every instance must share it)',
    );
  }
  const dataDir = path.resolve(c.MIRANTE_DATA_DIR);
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL ?? null,
    analytics: analyticsOf(c.ANALYTICS_URL, dataDir),
    secret: c.MIRANTE_SECRET ?? null,
    logLevel: c.LOG_LEVEL,
    seedDemo: c.MIRANTE_SEED_DEMO === 'true',
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    gpt: gptConfigOf(c),
    stockQuotes: stockQuotesOf(c),
  };
}
