import { useComputedColorScheme } from '@mantine/core';
import type { CardConfig, CardDataContext, CardDefinition } from '@mirante/core';
import { useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { ChartExportContext } from '../../../cards/chart-export.ts';
import { CardDataTable } from '../../../cards/components/CardDataTable.tsx';
import { CardStateView } from '../../../cards/components/CardStateView.tsx';
import { RendererServicesContext } from '../../../cards/components/renderer-services.ts';
import { serverRendererServices } from '../../../cards/components/server-renderer-services.ts';
import { rendererRegistry } from '../../../cards/renderer-registry.ts';
import { useCardDefinition } from '../../card-library/hooks/useCardDefinition.ts';
import { useCardData } from '../hooks/useCardData.ts';
import { useChartExportRegistry } from '../hooks/useChartExportRegistry.ts';
import { useFullscreen } from '../hooks/useFullscreen.ts';
import { CardFrame } from './CardFrame.tsx';
import { CardMenu } from './CardMenu.tsx';
import type { CardTools } from './card-tools.ts';

interface DashboardCardProps {
  config: CardConfig;
  context: CardDataContext;
  /** The editor's drag handle and menu items; none for read-only users and guests. */
  tools?: CardTools | null;
}

/** A card placed on the dashboard; an id the library no longer knows shows as a failed card, not a crash. */
export function DashboardCard({ config, context, tools = null }: DashboardCardProps) {
  // Library cards, and the universe's custom components (read only when the dashboard holds one).
  const { definition, loading } = useCardDefinition(config.id, context.universeId);
  if (!definition) {
    const title = config.title || config.id;
    const state = loading ? 'loading' : 'error';
    return (
      <CardFrame
        cardId={config.id}
        title={title}
        height={config.height}
        state={state}
        handle={tools?.handle}
        menu={tools && <EditOnlyMenu title={title} tools={tools} />}
      >
        <CardStateView state={state} onRetry={null} />
      </CardFrame>
    );
  }
  return <LibraryCard definition={definition} config={config} context={context} tools={tools} />;
}

/** The menu of a card with no view items of its own (unknown to the library, or hiding its menu). */
function EditOnlyMenu({ title, tools }: { title: string; tools: CardTools }) {
  return (
    <CardMenu
      title={title}
      data={null}
      chart={null}
      tableView={null}
      onToggleTable={() => undefined}
      onFullscreen={null}
      fullscreen={false}
      editItems={tools.menuItems}
    />
  );
}

interface LibraryCardProps extends DashboardCardProps {
  definition: CardDefinition;
}

/**
 * A library card: its data by its query, drawn by the renderer of its component type, with its own loading,
 * empty and error states, and a menu for the table view, full screen and exports.
 */
function LibraryCard({ definition, config, context, tools }: LibraryCardProps) {
  const { t } = useI18n();
  const colorScheme = useComputedColorScheme('dark');
  const frameRef = useRef<HTMLElement>(null);
  const { state, data, error, message, retry } = useCardData(definition, context, config, frameRef);
  const { chart, drawsChart, registry } = useChartExportRegistry();
  const [tableView, setTableView] = useState(false);
  const fullscreen = useFullscreen(frameRef);
  // Search and import renderers call the server of this dashboard view, for this card.
  const services = useMemo(
    () => serverRendererServices(context, definition, config),
    [context, definition, config],
  );

  const title = config.title || t(definition.props.title);
  const Renderer = rendererRegistry[definition.componentType];
  const cardState = Renderer ? state : 'error';

  const body = () => {
    if (!Renderer)
      return <CardStateView state="error" onRetry={null} errorMessage="chart.errors.unavailable" />;
    if (cardState !== 'ready' || !data) {
      return (
        <CardStateView
          state={cardState === 'ready' ? 'loading' : cardState}
          onRetry={retry}
          errorMessage={error ?? 'chart.errors.load'}
          emptyMessage={message}
        />
      );
    }
    if (tableView && drawsChart) return <CardDataTable caption={title} data={data} visible />;
    return (
      <RendererServicesContext value={services}>
        <ChartExportContext value={registry}>
          <Renderer
            title={title}
            data={data}
            definition={definition}
            config={config}
            colorScheme={colorScheme}
          />
        </ChartExportContext>
      </RendererServicesContext>
    );
  };

  return (
    <CardFrame
      cardId={definition.id}
      title={title}
      height={config.height}
      state={cardState}
      frameRef={frameRef}
      fullscreen={fullscreen.active}
      handle={tools?.handle}
      annotation={config.annotation}
      notes={cardState === 'error' ? undefined : data?.notes?.map((note) => t(note))}
      menu={
        definition.hideMenu ? (
          tools && <EditOnlyMenu title={title} tools={tools} />
        ) : (
          <CardMenu
            title={title}
            data={cardState === 'ready' ? data : null}
            chart={tableView ? null : chart}
            tableView={drawsChart ? tableView : null}
            onToggleTable={() => setTableView((shown) => !shown)}
            onFullscreen={fullscreen.toggle}
            fullscreen={fullscreen.active}
            editItems={tools?.menuItems}
          />
        )
      }
    >
      {body()}
    </CardFrame>
  );
}
