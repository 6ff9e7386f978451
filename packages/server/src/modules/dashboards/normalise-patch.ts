import {
  type Dashboard,
  type DashboardPatch,
  expandSacTypeForSave,
  keepContractKeys,
  validateDashboardUsers,
  withoutShortVideo,
} from '@mirante/core';
import { AppError, forbidden } from '../../http/app-error.ts';
import type { DashboardDoc } from './repository.ts';
import type { UniverseCardLookup } from './universe-cards.ts';

/**
 * Applies the save rules to the changed fields (spec §5): cards must be cards of the universe; the global
 * filter leaves TikTok out where sentiment, themes or tags are chosen and expands sac_type; the users list keeps
 * an editor (only the editor may remove or demote the editor) and userEmails follows it; each chatbot contract
 * names its bot, an https command URL of its own and a key, a blank key keeping the stored one (keys are
 * write-only: answers carry them blank).
 */
export function normalisePatch(
  current: Dashboard,
  patch: DashboardPatch,
  callerEmail: string,
  lookup: UniverseCardLookup,
): Partial<DashboardDoc> {
  const next: Partial<DashboardDoc> = { ...patch };
  if (patch.cards?.some((card) => lookup(card.id) === null)) {
    throw new AppError(400, 'VALIDATION', 'errors.invalidCardConfig', { cards: 'errors.invalidCardConfig' });
  }
  if (patch.globalFilter !== undefined) {
    next.globalFilter = expandSacTypeForSave(
      withoutShortVideo(patch.globalFilter, patch.pages ?? current.pages),
    );
  }
  if (patch.users !== undefined) {
    const users = validateDashboardUsers(current.users, patch.users, callerEmail);
    if (!users.ok) {
      if (users.error === 'errors.permission') throw forbidden();
      throw new AppError(400, 'VALIDATION', users.error, users.fields ?? null);
    }
    next.users = users.value;
    next.userEmails = users.value.map((user) => user.email);
  }
  if (patch.contracts !== undefined) {
    const contracts = keepContractKeys(current.contracts, patch.contracts);
    if (!contracts.ok) throw new AppError(400, 'VALIDATION', contracts.error, contracts.fields ?? null);
    next.contracts = contracts.value;
  }
  return next;
}
