import { Alert } from '@mantine/core';
import { fillMessage, formatValue, type MessageKey } from '@mirante/core';
import { ApiError } from '../../api/http-client.ts';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { ImportOutcome } from './renderer-services.ts';

type Accepted = Extract<ImportOutcome, { status: 'accepted' }>;

/**
 * What an accepted import did, then when its data shows: the posts a comment sheet stored ('12 posts
 * importados.'), the posts a tag sheet tagged; a PDF, or an answer without a count, 'Documento recebido.'.
 */
function acceptedMessage(outcome: Accepted, t: (key: MessageKey) => string): string {
  const done =
    outcome.imported === null || outcome.endpoint === 'classify-pdf-v3'
      ? t('renderer.importer.sent')
      : fillMessage(t(outcome.endpoint === 'tag-posts' ? 'importer.tagged' : 'importer.imported'), {
          count: formatValue(outcome.imported, 'count'),
        });
  return `${done} ${t('importer.waitHint')}`;
}

interface ImportOutcomeAlertProps {
  outcome: ImportOutcome | undefined;
  /** Why the import failed: the server's refusal ('Este documento já foi previamente inserido'), or any failure. */
  error: Error | null;
}

/**
 * What became of an import: accepted (how many posts, and that data shows within 30 s), not offered by this
 * server, refused with the server's own words, or failed ('Não conseguimos carregar o documento...' when
 * nothing better is known).
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
  if (outcome?.status === 'unavailable') {
    return (
      <Alert color="yellow" role="alert" p="xs">
        {t('renderer.importer.unavailable')}
      </Alert>
    );
  }
  if (outcome?.status === 'accepted') {
    return (
      <Alert color="teal" role="status" p="xs">
        {acceptedMessage(outcome, t)}
      </Alert>
    );
  }
  return null;
}
