import {
  type CreateCustomComponentRequest,
  type CustomComponent,
  CustomComponentResponse,
} from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';

/** `POST /cards/v1/{universeId}/custom`: saves a component into the universe's custom cards. */
export async function createCustomComponent(
  universeId: string,
  request: CreateCustomComponentRequest,
): Promise<CustomComponent> {
  const answer = await requestJson(
    `/cards/v1/${encodeURIComponent(universeId)}/custom`,
    CustomComponentResponse,
    { method: 'POST', body: request },
  );
  return answer.component;
}
