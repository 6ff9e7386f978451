import { useMemo } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { ChartView } from '../components/ChartView.tsx';
import { funnelBuilder } from '../options/funnel-option.ts';

/** Conversion stages as a funnel (chatbot campaigns), with the conversion from each stage to the next. */
export function FunnelRenderer({ title, data, colorScheme }: CardRendererProps) {
  const { t } = useI18n();
  const ofPrevious = t('chart.funnel.ofPrevious');
  const build = useMemo(() => funnelBuilder({ ofPrevious }), [ofPrevious]);
  return <ChartView title={title} data={data} colorScheme={colorScheme} build={build} />;
}
