import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { Button, Divider, Group, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import {
  DATE_PORTION_LABELS,
  type DateRange,
  END_OF_DAY_OFFSET_MS,
  fillMessage,
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  startOfZonedDateKey,
  zonedDateKey,
} from '@mirante/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../app/formatters.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { grainOfRange, validateCustomRange } from '../period-selection.ts';
import { useViewControls } from '../view-controls.ts';

type DayRange = DatesRangeValue<string>;

const rangeLabel = (range: DateRange) => `${formatDate(range.start)} – ${formatDate(range.end)}`;

/** The picked days as São Paulo instants: the start of the first day to the end (23:59) of the last. */
function rangeOfDays([from, to]: DayRange): DateRange | null {
  const start = from ? startOfZonedDateKey(from) : null;
  const lastDay = to ? startOfZonedDateKey(to) : null;
  return start === null || lastDay === null ? null : { start, end: lastDay + END_OF_DAY_OFFSET_MS };
}

/**
 * The period of the dashboard: the presets of spec §9, or a custom range of days checked against the grain
 * limits. A preset applies at once; a custom range when the user confirms it.
 */
export function PeriodPicker() {
  const { t, locale } = useI18n();
  const { period, dateRange, choosePeriod } = useViewControls();
  const [opened, setOpened] = useState(false);
  const [days, setDays] = useState<DayRange>([null, null]);
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setDays([zonedDateKey(dateRange.start), zonedDateKey(dateRange.end)]);
    setError(null);
    setOpened(true);
  };
  const picked = rangeOfDays(days);
  const applyCustom = () => {
    const checked = validateCustomRange(picked);
    if (!checked.ok) {
      setError(t(checked.error));
      return;
    }
    choosePeriod({ preset: 'custom', range: checked.value });
    setOpened(false);
  };
  const label = period.preset === 'custom' ? rangeLabel(dateRange) : t(PERIOD_PRESET_LABELS[period.preset]);

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus position="bottom-end" shadow="md">
      <Popover.Target>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconCalendar size={16} aria-hidden />}
          onClick={() => (opened ? setOpened(false) : open())}
          aria-label={`${t('dashboard.period')}: ${label}`}
          title={rangeLabel(dateRange)}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" role="group" aria-label={t('dashboard.period')}>
          <SimpleGrid cols={2} spacing={4}>
            {PERIOD_PRESETS.filter((preset) => preset !== 'custom').map((preset) => (
              <Button
                key={preset}
                size="xs"
                variant={period.preset === preset ? 'filled' : 'subtle'}
                aria-pressed={period.preset === preset}
                onClick={() => {
                  choosePeriod({ preset });
                  setOpened(false);
                }}
              >
                {t(PERIOD_PRESET_LABELS[preset])}
              </Button>
            ))}
          </SimpleGrid>
          <Divider label={t('period.customRange')} labelPosition="left" />
          <DatesProvider settings={{ locale: locale === 'pt-BR' ? 'pt-br' : 'en', firstDayOfWeek: 0 }}>
            <DatePicker
              type="range"
              allowSingleDateInRange
              value={days}
              onChange={(value) => {
                setDays(value);
                setError(null);
              }}
              defaultDate={days[0] ?? undefined}
              maxDate={zonedDateKey(Date.now())}
              previousLabel={t('period.previousMonth')}
              nextLabel={t('period.nextMonth')}
              // Weekend days keep the text colour: Mantine's red ones fall short of AA contrast.
              weekendDays={[]}
            />
          </DatesProvider>
          {picked && !error ? (
            <Text size="xs" c="dimmed">
              {fillMessage(t('period.grainHint'), { grain: t(DATE_PORTION_LABELS[grainOfRange(picked)]) })}
            </Text>
          ) : null}
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button size="xs" onClick={applyCustom}>
              {t('period.apply')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
