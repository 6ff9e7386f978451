import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeNull();
    expect(config.analytics).toEqual({
      engine: 'duckdb',
      path: expect.stringMatching(/data\/analytics\.duckdb$/),
    });
  });

  it('takes ANALYTICS_URL as a DuckDB file or ClickHouse hosts, never echoing a password', () => {
    expect(loadConfig({ ANALYTICS_URL: 'duckdb:/tmp/a.duckdb' }).analytics).toEqual({
      engine: 'duckdb',
      path: '/tmp/a.duckdb',
    });
    expect(
      loadConfig({ ANALYTICS_URL: 'clickhouse://mirante:s%40cret@ch1:8123,ch2:9123/analytics' }).analytics,
    ).toEqual({
      engine: 'clickhouse',
      target: {
        hosts: ['http://ch1:8123', 'http://ch2:9123'],
        username: 'mirante',
        password: 's@cret',
        database: 'analytics',
        cluster: 'mirante',
      },
    });
    expect(loadConfig({ ANALYTICS_URL: 'clickhouses://ch1/a?cluster=c2' }).analytics).toMatchObject({
      target: { hosts: ['https://ch1:8443'], username: 'default', password: '', cluster: 'c2' },
    });
    expect(loadConfig({ ANALYTICS_URL: 'clickhouse://u:p@ch1:8123/a' }).analytics).toMatchObject({
      target: { cluster: null },
    });
    // A password holding '@' or ':' (better percent-encoded) still ends at the last '@'.
    expect(loadConfig({ ANALYTICS_URL: 'clickhouse://u:p@ss:w0rd@ch1:8123/a' }).analytics).toMatchObject({
      target: { hosts: ['http://ch1:8123'], username: 'u', password: 'p@ss:w0rd' },
    });
    for (const bad of [
      'mysql://x',
      'clickhouse://u:hunter2@ch1:8123',
      'clickhouse://u:hunter2@ch1:99999/db',
      'clickhouse://u:hunter2@ch1,ch1/db',
      'clickhouse://u:hunter2@ch1/db;drop',
      'clickhouse://u:hunter2@ch1,ch2/db?cluster=a-b',
    ]) {
      expect(() => loadConfig({ ANALYTICS_URL: bad }), bad).toThrow(/^Invalid configuration: ANALYTICS_URL /);
      try {
        loadConfig({ ANALYTICS_URL: bad });
      } catch (error) {
        expect((error as Error).message).not.toContain('hunter2');
      }
    }
  });

  it('names the variable in a one-line error', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid configuration: DATABASE_URL /);
    expect(() => loadConfig({ MIRANTE_SECRET: 'short' })).toThrow(/MIRANTE_SECRET must be at least 32/);
  });

  it('takes TRUST_PROXY as false, true, a number of proxies or addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([twoHops('a', 0), twoHops('a', 1), twoHops('a', 2)]).toEqual([true, true, false]);
    for (const bad of ['10.0.0.1,', 'a', ':::', '10.0.0.0/999', '10.0.0.0/8/1', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid configuration: TRUST_PROXY /);
    }
  });
});
