import { Alert } from '@mantine/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { ImportOutcome } from './renderer-services.ts';

interface ImportOutcomeAlertProps {
  outcome: ImportOutcome | undefined;
  failed: boolean;
}

/** What became of an import: received (data shows within 30 s), not offered by this server, or failed. */
export function ImportOutcomeAlert({ outcome, failed }: ImportOutcomeAlertProps) {
  const { t } = useI18n();
  if (failed) {
    return (
      <Alert color="red" role="alert" p="xs">
        {t('upload.errors.load')}
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
