import type { CreateCustomComponentRequest } from '@mirante/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { createCustomComponent } from '../api/create-custom-component-api.ts';

/** Saves a component; the library (and every reader of the universe's components) then reloads them. */
export function useCreateCustomComponent(universeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCustomComponentRequest) => createCustomComponent(universeId, request),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.customComponents(universeId), exact: true }),
  });
}
