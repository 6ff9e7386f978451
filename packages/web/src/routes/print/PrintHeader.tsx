import { Group, Stack, Text, Title } from '@mantine/core';
import { type DateRange, type Filter, formatPointDate } from '@mirante/core';
import { formatDate } from '../../app/formatters.ts';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { filterSummary } from '../../features/filters/filter-summary.ts';

interface PrintHeaderProps {
  title: string;
  description: string;
  dateRange: DateRange;
  filter: Filter;
  printedAt: number;
}

/** The first page's head: what the dashboard is, over which period, and with which filters it was printed. */
export function PrintHeader({ title, description, dateRange, filter, printedAt }: PrintHeaderProps) {
  const { t } = useI18n();
  const lines = filterSummary(filter, t);
  return (
    <Stack component="header" gap={4} mb="md" data-testid="print-header">
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      <Group gap="xs">
        <Text size="sm" fw={700}>
          {t('dashboard.period')}:
        </Text>
        {/* Dates, not a preset's name: one range can be several presets (a Saturday's week is its last 7 days). */}
        <Text size="sm">{`${formatDate(dateRange.start)} – ${formatDate(dateRange.end)}`}</Text>
      </Group>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Text size="sm" fw={700}>
          {t('print.filters')}:
        </Text>
        {lines.length === 0 ? (
          <Text size="sm">{t('print.noFilters')}</Text>
        ) : (
          <Text size="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {lines.map((line) => (
              <li key={line.key}>
                {line.label}: {line.values.join(', ')}
              </li>
            ))}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('print.generatedAt')} {formatPointDate(printedAt, 'hour')}
      </Text>
    </Stack>
  );
}
