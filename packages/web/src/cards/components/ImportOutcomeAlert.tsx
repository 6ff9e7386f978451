import { Alert } from '@mantine/core';
import { ApiError } from '../../api/http-client.ts';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { ImportOutcome } from './renderer-services.ts';

interface ImportOutcomeAlertProps {
  outcome: ImportOutcome | undefined;
  /** Why the import failed: the server's refusal ('Este documento já foi previamente inserido'), or any failure. */
  error: Error | null;
}

/**
 * What became of an import: received (data shows within 30 s), not offered by this server, refused with the
 * server's own words, or failed ('Não conseguimos carregar o documento...' when nothing better is known).
 */
export function ImportOutcomeAlert({ outcome, error }: ImportOutcomeAlertProps) {
  const { t } = useI18n();
  if (error) {
    const refusal = error instanceof ApiError && error.code !== null ? error.message : null;
    return (
      <Alert color="red" role="alert" p="xs">
        {refusal ?? t('upload.errors.load')}
      </Alert>
    );
  }
  if (outcome === 'unavailable') {
    return (
      <Alert color="yellow" role="alert" p="xs">
        {t('renderer.importer.unavailable')}
      </Alert>
    );
  }
  if (outcome === 'sent') {
    return (
      <Alert color="teal" role="status" p="xs">
        {`${t('renderer.importer.sent')} ${t('importer.waitHint')}`}
      </Alert>
    );
  }
  return null;
}
