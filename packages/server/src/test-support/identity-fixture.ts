import { provisioningOn } from '../modules/accounts/provisioning.ts';
import type { Stores } from '../stores/open-stores.ts';

/** Provisioning straight on a test app's stores, as the CLI does (for a second tenant and more users). */
export const testProvisioning = (stores: Stores) => provisioningOn(stores.meta.db, stores.secret, 'test');

export const OTHER = {
  accountId: 'outra-conta',
  universeId: 'outra-marca',
  email: 'ana@outra.example',
  password: 'senha-da-ana-123',
  adminEmail: 'chefe@outra.example',
  adminPassword: 'senha-do-chefe',
} as const;

/** An admin of the second tenant's account, in a group and a member of its universe. */
export const seedOtherAdmin = (stores: Stores) =>
  testProvisioning(stores).createUser({
    accountId: OTHER.accountId,
    email: OTHER.adminEmail,
    name: 'Chefe',
    password: OTHER.adminPassword,
    admin: true,
    group: 'Diretoria',
    universes: [OTHER.universeId],
  });

/** A second tenant: account, universe and a member user who is not an admin. */
export async function seedOtherTenant(stores: Stores) {
  const provisioning = testProvisioning(stores);
  await provisioning.createAccount({ id: OTHER.accountId, name: 'Outra Conta' });
  const universe = await provisioning.createUniverse({
    accountId: OTHER.accountId,
    id: OTHER.universeId,
    name: 'Outra Marca',
  });
  const user = await provisioning.createUser({
    accountId: OTHER.accountId,
    email: OTHER.email,
    name: 'Ana Outra',
    password: OTHER.password,
    group: 'Atendimento',
    universes: [OTHER.universeId],
  });
  return { provisioning, universe, user };
}
