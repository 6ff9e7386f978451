import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeNull();
    expect(config.analyticsPath).toMatch(/data\/analytics\.duckdb$/);
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
