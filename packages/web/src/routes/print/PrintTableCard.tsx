import type { CardConfig, CardDataContext, CardDefinition } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { CardDataTable } from '../../cards/components/CardDataTable.tsx';
import { CardStateView } from '../../cards/components/CardStateView.tsx';
import { CardFrame } from '../../features/dashboard-grid/components/CardFrame.tsx';
import { useCardData } from '../../features/dashboard-grid/hooks/useCardData.ts';

interface PrintTableCardProps {
  definition: CardDefinition;
  config: CardConfig;
  context: CardDataContext;
}

/**
 * A data-table card on paper: every row (no pages, no virtual rows), as tall as it needs, so a long table
 * flows over as many pages as it takes with its header repeated on each.
 */
export function PrintTableCard({ definition, config, context }: PrintTableCardProps) {
  const { t } = useI18n();
  const { state, data, message } = useCardData(definition, context, config);
  const title = config.title || t(definition.props.title);
  return (
    <CardFrame
      cardId={definition.id}
      title={title}
      height="AUTO"
      state={state}
      notes={data?.notes?.map((note) => t(note))}
    >
      {state === 'ready' && data ? (
        <CardDataTable caption={title} data={data} visible />
      ) : (
        <CardStateView state={state === 'ready' ? 'empty' : state} onRetry={null} emptyMessage={message} />
      )}
    </CardFrame>
  );
}
