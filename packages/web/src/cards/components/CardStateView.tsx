import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { assertUnreachable, type MessageKey } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';

interface CardStateViewProps {
  state: 'loading' | 'empty' | 'error';
  /** Offered on errors when trying again can help. */
  onRetry: (() => void) | null;
  /** Why an error happened, when it is not that the data failed to load. */
  errorMessage?: 'chart.errors.load' | 'chart.errors.unavailable';
  /**
   * What an empty card says instead of 'Não há dados para exibir.': why it has nothing to ask yet (a chatbot
   * card without a bot: 'Selecione um bot e um contrato para ver este componente.').
   */
  emptyMessage?: MessageKey | null;
}

function StateContent({
  state,
  onRetry,
  errorMessage = 'chart.errors.load',
  emptyMessage = null,
}: CardStateViewProps) {
  const { t } = useI18n();
  switch (state) {
    case 'loading':
      return (
        <>
          <Loader size="sm" />
          <Text size="sm" c="dimmed" role="status">
            {t('chart.loading')}
          </Text>
        </>
      );
    case 'empty':
      return (
        <Text size="sm" c="dimmed" ta="center">
          {t(emptyMessage ?? 'chart.empty')}
        </Text>
      );
    case 'error':
      return (
        <>
          <Text size="sm" c="red" ta="center">
            {t(errorMessage)}
          </Text>
          {onRetry && (
            <Button size="xs" variant="default" onClick={onRetry}>
              {t('chart.retry')}
            </Button>
          )}
        </>
      );
    default:
      return assertUnreachable(state);
  }
}

export function CardStateView(props: CardStateViewProps) {
  return (
    <Center h="100%">
      <Stack align="center" gap="xs">
        <StateContent {...props} />
      </Stack>
    </Center>
  );
}
