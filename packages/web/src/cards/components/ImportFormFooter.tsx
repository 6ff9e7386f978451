import { Button, Text } from '@mantine/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ImportOutcomeAlert } from './ImportOutcomeAlert.tsx';
import type { ImportOutcome } from './renderer-services.ts';

interface ImportFormFooterProps {
  /** What the importer takes, as shown to the user (".xlsx · Tamanho máximo: 64 MB"). */
  accepted: string;
  pending: boolean;
  outcome: ImportOutcome | undefined;
  failed: boolean;
}

/** The end of every importer form: what it accepts, the send button and what became of the import. */
export function ImportFormFooter({ accepted, pending, outcome, failed }: ImportFormFooterProps) {
  const { t } = useI18n();
  return (
    <>
      <Text size="xs" c="dimmed">
        {`${t('renderer.importer.acceptedTypes')}: ${accepted}`}
      </Text>
      <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
        {t('renderer.importer.submit')}
      </Button>
      <ImportOutcomeAlert outcome={outcome} failed={failed} />
    </>
  );
}
