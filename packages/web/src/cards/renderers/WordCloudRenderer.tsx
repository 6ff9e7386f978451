import { useMantineTheme, VisuallyHidden } from '@mantine/core';
import { formatValue } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { CardStateView } from '../components/CardStateView.tsx';
import { useWordCloudLayout } from './useWordCloudLayout.ts';
import { CLOUD_FONT, CLOUD_HEIGHT, CLOUD_WIDTH, type CloudTerm } from './word-cloud-layout.ts';

const NO_TERMS: CloudTerm[] = [];

/**
 * Terms sized by their weight and coloured by sentiment. The picture is for the eye; screen readers get the
 * list of every term with its count. The words appear when their layout is done (`data-laid-out`).
 */
export function WordCloudRenderer({ title, data }: CardRendererProps) {
  const { t } = useI18n();
  const theme = useMantineTheme();
  const terms = data.kind === 'terms' ? data.terms : NO_TERMS;
  const placed = useWordCloudLayout(terms);
  if (terms.length === 0) return <CardStateView state="empty" onRetry={null} />;
  const palette = theme.colors[theme.primaryColor] ?? [];
  return (
    <>
      <svg
        viewBox={`${-CLOUD_WIDTH / 2} ${-CLOUD_HEIGHT / 2} ${CLOUD_WIDTH} ${CLOUD_HEIGHT}`}
        width="100%"
        height="100%"
        aria-hidden="true"
        data-testid="word-cloud"
        data-laid-out={placed !== null}
        style={{ display: 'block' }}
      >
        {placed?.map((word, index) => (
          <text
            key={word.term}
            x={word.x}
            y={word.y}
            textAnchor="middle"
            fontFamily={CLOUD_FONT}
            fontWeight={600}
            fontSize={word.size}
            fill={word.color ?? palette[5 + (index % 4)] ?? 'currentColor'}
          >
            {word.term}
          </text>
        ))}
      </svg>
      <VisuallyHidden>
        <ul aria-label={`${title}: ${t('renderer.wordCloud.terms')}`}>
          {terms.map((term) => (
            <li key={term.term}>{`${term.term}: ${formatValue(term.weight, 'count')}`}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </>
  );
}
