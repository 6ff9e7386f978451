import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import type { ImportOutcome, ImportRequest } from './renderer-services.ts';
import { useRendererServices } from './renderer-services.ts';

/**
 * Sends an import through the renderer services (without services the import is unavailable), with the share
 * of the file sent so far (`progress`, 0–100, null when nothing is being sent). Once the server has answered,
 * the cards read again: the imported posts, and the job in the import history, show without a reload.
 */
export function useImportFile() {
  const services = useRendererServices();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation<ImportOutcome, Error, ImportRequest>({
    mutationFn: (request) => {
      if (!services) return Promise.resolve({ status: 'unavailable' });
      setProgress(0);
      return services.importFile(request, setProgress);
    },
    onSettled: (outcome) => {
      setProgress(null);
      if (outcome?.status !== 'unavailable')
        void queryClient.invalidateQueries({ queryKey: queryKeys.cardDataPrefix() });
    },
  });
  return { ...mutation, progress };
}
