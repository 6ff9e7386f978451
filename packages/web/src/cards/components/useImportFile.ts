import { useMutation } from '@tanstack/react-query';
import type { ImportOutcome, ImportRequest } from './renderer-services.ts';
import { useRendererServices } from './renderer-services.ts';

/** Sends an import through the renderer services; without services the import is unavailable. */
export function useImportFile() {
  const services = useRendererServices();
  return useMutation<ImportOutcome, Error, ImportRequest>({
    mutationFn: (request) => (services ? services.importFile(request) : Promise.resolve('unavailable')),
  });
}
