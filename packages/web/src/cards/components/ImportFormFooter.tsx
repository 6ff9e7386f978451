import { Button, Progress, Text } from '@mantine/core';
import { fillMessage, IMPORT_JOB_STATE_INFO } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ImportOutcomeAlert } from './ImportOutcomeAlert.tsx';
import type { ImportOutcome } from './renderer-services.ts';

interface ImportFormFooterProps {
  /** What the importer takes, as shown to the user (".xlsx · Tamanho máximo: 64 MB"). */
  accepted: string;
  pending: boolean;
  /** The share of the file sent, 0–100, while it is sent; at 100 the server is processing it ('Processando'). */
  progress: number | null;
  outcome: ImportOutcome | undefined;
  error: Error | null;
}

/**
 * The end of every importer form: what it accepts, the send button, how much of the file is sent (then, the
 * file all sent, that the server is processing it: the queued job's 'Processando', spec §4), and what became
 * of the import.
 */
export function ImportFormFooter({ accepted, pending, progress, outcome, error }: ImportFormFooterProps) {
  const { t } = useI18n();
  return (
    <>
      <Text size="xs" c="dimmed">
        {`${t('renderer.importer.acceptedTypes')}: ${accepted}`}
      </Text>
      <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
        {t('renderer.importer.submit')}
      </Button>
      {pending && progress !== null ? (
        <>
          <Progress value={progress} size="sm" aria-hidden animated={progress >= 100} />
          <Text size="xs" c="dimmed" role="status">
            {progress >= 100
              ? t(IMPORT_JOB_STATE_INFO.queued.label)
              : fillMessage(t('importer.uploading'), { percent: progress })}
          </Text>
        </>
      ) : null}
      <ImportOutcomeAlert outcome={outcome} error={error} />
    </>
  );
}
