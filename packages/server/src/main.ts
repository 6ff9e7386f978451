import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO, demoIsSeeded, seedDemo } from './demo/seed-demo.ts';
import { createAccountsRepository } from './modules/accounts/repository.ts';
import { createDashboardsRepository } from './modules/dashboards/repository.ts';
import { createFlagsRepository } from './modules/flags/repository.ts';
import { createSettings } from './stores/meta/settings.ts';
import { openStores } from './stores/open-stores.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }

  const log = pino({ level: config.logLevel });
  const stores = await openStores(config);
  const settings = createSettings(stores.meta.db);
  if (config.seedDemo) {
    const db = stores.meta.db;
    await seedDemo({
      accounts: createAccountsRepository(db),
      dashboards: createDashboardsRepository(db),
      flags: createFlagsRepository(db),
      settings,
      analytics: stores.analytics,
      secret: stores.secret,
      log,
    });
  }
  const withDemo = await demoIsSeeded(settings);
  const app = await buildApp(config, stores);

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close both stores (onClose).
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => {
        app.log.info('stores closed, bye');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const signIn = withDemo
    ? `  Demo login: ${url}/${DEMO.accountId}/${DEMO.brandUniverseId}/login\n` +
      `  E-mail: ${DEMO.email}   Senha: ${DEMO.password}\n`
    : '  Sign in at /{account}/{universe}/login with a user made by `npm run cli -- create-user` (README).\n';
  process.stdout.write(
    `\nMirante Studio is running at ${url} (Node ${process.versions.node})\n${signIn}API reference: ${url}/docs\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Mirante Studio failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
