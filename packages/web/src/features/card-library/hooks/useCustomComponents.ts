import type { CustomComponent, CustomComponentsResponse } from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { fetchCustomComponents } from '../../sharing/api/custom-components-api.ts';

const NONE: readonly CustomComponent[] = [];
const EMPTY: CustomComponentsResponse = { status: 'ok', components: [] };

/**
 * The universe's custom components, under the key the sharing panel reads too. A failed load is logged and
 * reads as an empty list (spec §8, "Custom-card load failure"): the library and the dashboard work on.
 */
export function useCustomComponents(universeId: string, enabled = true) {
  const query = useQuery({
    queryKey: queryKeys.customComponents(universeId),
    queryFn: ({ signal }) =>
      fetchCustomComponents(universeId, signal).catch((error: unknown) => {
        console.warn('Custom components could not be loaded', error);
        return EMPTY;
      }),
    enabled,
  });
  return { components: query.data?.components ?? NONE, loading: enabled && query.isPending };
}
