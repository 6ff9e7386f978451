import { randomUUID } from 'node:crypto';
import {
  type CreateCustomComponentInput,
  type CustomComponent,
  validateCustomComponent,
} from '@mirante/core';
import { AppError, forbidden } from '../../http/app-error.ts';
import type { CustomCardsRepository } from './custom-cards-repository.ts';
import type { Actor, AuditFn } from './dashboard-writer.ts';

export interface CustomCardsDeps {
  repository: CustomCardsRepository;
  audit: AuditFn;
  /** Whether the user has direct access to a dashboard of the universe (only such users change things). */
  hasDirectAccessIn(universeId: string, email: string): Promise<boolean>;
}

/**
 * The universe's custom components ('Criar componente'), kept in its cards/custom document. Members read them;
 * only users with direct access to one of the universe's dashboards create or delete them (spec §6).
 */
export function createCustomCardsService(deps: CustomCardsDeps) {
  const requireEditor = async (universeId: string, actor: Actor) => {
    if (!(await deps.hasDirectAccessIn(universeId, actor.email))) throw forbidden();
  };

  return {
    list: (universeId: string) => deps.repository.list(universeId),

    async add(universeId: string, actor: Actor, input: CreateCustomComponentInput): Promise<CustomComponent> {
      await requireEditor(universeId, actor);
      const valid = validateCustomComponent(input);
      if (!valid.ok) throw new AppError(400, 'VALIDATION', valid.error, valid.fields ?? null);
      const component: CustomComponent = {
        ...valid.value,
        id: randomUUID(),
        createdAt: Date.now(),
        createdBy: actor.email,
      };
      await deps.repository.add(universeId, component);
      await deps.audit('custom-cards.add', actor.email, { universeId, componentId: component.id });
      return component;
    },

    async remove(universeId: string, actor: Actor, componentId: string): Promise<void> {
      await requireEditor(universeId, actor);
      if (!(await deps.repository.remove(universeId, componentId))) {
        throw new AppError(404, 'NOT_FOUND', 'errors.noSuchDocument');
      }
      await deps.audit('custom-cards.remove', actor.email, { universeId, componentId });
    },
  };
}

export type CustomCardsService = ReturnType<typeof createCustomCardsService>;
