import { useComputedColorScheme } from '@mantine/core';
import {
  type CardConfig,
  type CardDefinition,
  type ChartsCardQuery,
  cardRegistry,
  chartsQueryOf,
  type SeriesResponse,
} from '@mirante/core';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import type { CardRendererProps } from '../../../cards/card-renderer-props.ts';
import { isChannelKeyed, isEmptySeries, toDisplaySeries } from '../../../cards/display-series.ts';
import { rendererRegistry } from '../../../cards/renderer-registry.ts';
import type { CardDataContext } from '../api/card-series-api.ts';
import { useCardSeries } from '../hooks/useCardSeries.ts';
import { CardFrame, type CardState } from './CardFrame.tsx';
import { CardStateView } from './CardStateView.tsx';

interface DashboardCardProps {
  config: CardConfig;
  context: CardDataContext;
}

/** A card placed on the dashboard; an id the library no longer knows shows as a failed card, not a crash. */
export function DashboardCard({ config, context }: DashboardCardProps) {
  if (!cardRegistry.has(config.id)) {
    return (
      <CardFrame cardId={config.id} title={config.title || config.id} height={config.height} state="error">
        <CardStateView state="error" onRetry={null} />
      </CardFrame>
    );
  }
  const definition = cardRegistry.get(config.id);
  const chartsQuery = chartsQueryOf(definition);
  const Renderer = rendererRegistry[definition.componentType];
  if (!chartsQuery || !Renderer) return <UndisplayableCard definition={definition} config={config} />;
  return (
    <ChartCard
      definition={definition}
      chartsQuery={chartsQuery}
      Renderer={Renderer}
      config={config}
      context={context}
    />
  );
}

/** A library card this version cannot draw yet (its data source or component type is not wired). */
function UndisplayableCard({ definition, config }: { definition: CardDefinition; config: CardConfig }) {
  const { t } = useI18n();
  return (
    <CardFrame
      cardId={definition.id}
      title={config.title || t(definition.props.title)}
      height={config.height}
      state="error"
    >
      <CardStateView state="error" onRetry={null} />
    </CardFrame>
  );
}

interface ChartCardProps extends DashboardCardProps {
  definition: CardDefinition;
  chartsQuery: ChartsCardQuery;
  Renderer: ComponentType<CardRendererProps>;
}

function ChartCard({ definition, chartsQuery, Renderer, config, context }: ChartCardProps) {
  const { t } = useI18n();
  const colorScheme = useComputedColorScheme('dark');
  const query = useCardSeries(chartsQuery, context);
  const channelKeyed = isChannelKeyed(chartsQuery);
  const series = useMemo(
    () => (query.data ? toDisplaySeries(query.data, channelKeyed) : []),
    [query.data, channelKeyed],
  );

  const title = config.title || t(definition.props.title);
  const state = cardState(query);

  return (
    <CardFrame cardId={definition.id} title={title} height={config.height} state={state}>
      {state === 'ready' ? (
        <Renderer
          title={title}
          data={{ kind: 'series', series, grain: query.data?.grain ?? null, format: 'count' }}
          definition={definition}
          config={config}
          colorScheme={colorScheme}
        />
      ) : (
        <CardStateView state={state} onRetry={() => query.refetch()} />
      )}
    </CardFrame>
  );
}

interface SeriesQueryState {
  data: SeriesResponse | undefined;
  isError: boolean;
  isFetching: boolean;
}

/** Data already on screen stays while it refreshes; a retry after an error shows as loading. */
function cardState({ data, isError, isFetching }: SeriesQueryState): CardState {
  if (data) return isEmptySeries(data) ? 'empty' : 'ready';
  return isError && !isFetching ? 'error' : 'loading';
}
