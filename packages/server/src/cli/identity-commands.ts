import { translate } from '@mirante/core';
import { AppError } from '../http/app-error.ts';
import { type Provisioning, ProvisioningError, provisioningOn } from '../modules/accounts/provisioning.ts';
import { resolveSecret } from '../secret.ts';
import { openMetaStore } from '../stores/meta/meta-store.ts';
import { type CliIo, type CliOptions, loadCliConfig, parseCliArgs, UsageError } from './cli-io.ts';

type Values = Record<string, string | boolean | undefined>;

interface IdentityCommand {
  usage: string;
  options: CliOptions;
  required: readonly string[];
  run(provisioning: Provisioning, values: Values): Promise<Record<string, unknown>>;
}

const str = (values: Values, name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
const need = (values: Values, name: string) => str(values, name) as string;
const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const STORES_NOTE =
  '  Writes to the metadata store the server uses (MIRANTE_DATA_DIR, or DATABASE_URL). With the embedded store, stop the server first.';

export const IDENTITY_COMMANDS: Record<string, IdentityCommand> = {
  'create-account': {
    usage: `create-account --name NAME [--id ID] [--json]\n  Creates an account (id: from the name unless given).\n${STORES_NOTE}`,
    options: { name: { type: 'string' }, id: { type: 'string' } },
    required: ['name'],
    run: (p, v) => p.createAccount({ name: need(v, 'name'), id: str(v, 'id') }),
  },
  'create-universe': {
    usage: `create-universe --account ID --name NAME [--id ID] [--kind brand|chatbot] [--staging] [--json]\n  Creates a universe and prints its id, its integrationToken (shown once: the ingest API's Bearer\n  token) and its apiToken (the passkey of GET /panels-service/prod/panels/{account}/{universe}?passkey=…,\n  which lists the universe's dashboards to an integration without a session).`,
    options: {
      account: { type: 'string' },
      name: { type: 'string' },
      id: { type: 'string' },
      kind: { type: 'string', default: 'brand' },
      staging: { type: 'boolean', default: false },
    },
    required: ['account', 'name'],
    run: (p, v) => {
      const kind = str(v, 'kind');
      if (kind !== 'brand' && kind !== 'chatbot') throw new UsageError('--kind must be brand or chatbot');
      return p.createUniverse({
        accountId: need(v, 'account'),
        name: need(v, 'name'),
        id: str(v, 'id'),
        kind,
        isStaging: v.staging === true,
      });
    },
  },
  'create-user': {
    usage: `create-user --account ID --email E --password P [--name N] [--admin] [--group G] [--universes U1,U2] [--json]\n  Creates a user (argon2id password), optionally an account admin, in a group, and member of universes.`,
    options: {
      account: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'boolean', default: false },
      group: { type: 'string' },
      universes: { type: 'string' },
    },
    required: ['account', 'email', 'password'],
    run: (p, v) =>
      p.createUser({
        accountId: need(v, 'account'),
        email: need(v, 'email'),
        password: need(v, 'password'),
        name: str(v, 'name') ?? '',
        admin: v.admin === true,
        group: str(v, 'group'),
        universes: list(str(v, 'universes')),
      }),
  },
  'add-user': {
    usage: `add-user --universe ID --dashboard ID --email E [--admin] [--json]\n  Gives a user direct access to a dashboard (its users list) and membership of its universe.`,
    options: {
      universe: { type: 'string' },
      dashboard: { type: 'string' },
      email: { type: 'string' },
      admin: { type: 'boolean', default: false },
    },
    required: ['universe', 'dashboard', 'email'],
    run: (p, v) =>
      p.addUserToDashboard({
        universeId: need(v, 'universe'),
        dashboardId: need(v, 'dashboard'),
        email: need(v, 'email'),
        admin: v.admin === true,
      }),
  },
  'create-tenant': {
    usage: `create-tenant --universe ID --name NAME [--id ID] [--json]\n  Adds a tenant to a universe.`,
    options: { universe: { type: 'string' }, name: { type: 'string' }, id: { type: 'string' } },
    required: ['universe', 'name'],
    run: (p, v) =>
      p.createTenant({ universeId: need(v, 'universe'), name: need(v, 'name'), id: str(v, 'id') }),
  },
  'grant-role': {
    usage: `grant-role --email E --account ID --role superAdmin|accountAdmin|master|canViewPermissions [--json]\n  Grants a user a role in an account; the first three make it an admin there.`,
    options: { email: { type: 'string' }, account: { type: 'string' }, role: { type: 'string' } },
    required: ['email', 'account', 'role'],
    run: (p, v) =>
      p.grantRole({ email: need(v, 'email'), accountId: need(v, 'account'), role: need(v, 'role') }),
  },
  'rotate-token': {
    usage: `rotate-token --universe ID [--json]\n  Gives the universe a new integration token (printed once); the old one stops working at once.`,
    options: { universe: { type: 'string' } },
    required: ['universe'],
    run: (p, v) => p.rotateIntegrationToken(need(v, 'universe')),
  },
};

function parse(command: IdentityCommand, args: readonly string[]): Values {
  const values = parseCliArgs(args, command.options);
  for (const name of command.required) {
    if (typeof values[name] !== 'string' || values[name] === '')
      throw new UsageError(`--${name} is required`);
  }
  return values;
}

function format(result: Record<string, unknown>): string {
  return `${Object.entries(result)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('\n')}\n`;
}

/** Runs one identity command against the configured metadata store. */
export async function runIdentityCommand(name: string, args: readonly string[], io: CliIo): Promise<void> {
  const command = IDENTITY_COMMANDS[name];
  if (!command) throw new UsageError(`Unknown command '${name}'`);
  const values = parse(command, args);
  const config = loadCliConfig(io.env);
  const secret = await resolveSecret(config.secret, config.dataDir);
  const meta = await openMetaStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const provisioning = provisioningOn(meta.db, secret, `cli:${io.env.USER ?? 'operator'}`);
    const result = await command.run(provisioning, values).catch((error: unknown) => {
      if (error instanceof ProvisioningError) throw new UsageError(error.message);
      if (error instanceof AppError) throw new UsageError(translate(error.messageKey));
      throw error;
    });
    io.stdout.write(values.json === true ? `${JSON.stringify(result)}\n` : format(result));
  } finally {
    await meta.close();
  }
}
