import { ActionIcon, Button, Indicator, Popover, Select, Stack, Switch, Tooltip } from '@mantine/core';
import { fillMessage } from '@mirante/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { AUTO_RELOAD_MINUTES, type AutoReloadMinutes } from '../useDashboardRefresh.ts';
import { useViewControls } from '../view-controls.ts';

/** Refreshing the cards: forced (they load again), silent (their content stays until the answer), automatic. */
export function RefreshMenu() {
  const { t } = useI18n();
  const { refresh } = useViewControls();
  const [opened, setOpened] = useState(false);
  const label = t('refresh.menu');
  const run = (action: () => void) => {
    action();
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus position="bottom-end" shadow="md">
      <Popover.Target>
        <Tooltip label={label}>
          <Indicator disabled={!refresh.autoReload} size={8} offset={4} processing>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={label}
              loading={refresh.forcing}
              onClick={() => setOpened((value) => !value)}
            >
              <IconRefresh size={20} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <Button variant="light" onClick={() => run(refresh.force)}>
            {t('refresh.force')}
          </Button>
          <Button variant="subtle" onClick={() => run(refresh.silent)}>
            {t('refresh.silent')}
          </Button>
          <Switch
            label={t('refresh.auto')}
            checked={refresh.autoReload}
            onChange={(event) => refresh.setAutoReload(event.currentTarget.checked)}
          />
          <Select
            label={t('refresh.interval')}
            disabled={!refresh.autoReload}
            data={AUTO_RELOAD_MINUTES.map((minutes) => ({
              value: String(minutes),
              label: fillMessage(t('refresh.everyMinutes'), { minutes }),
            }))}
            value={String(refresh.autoReloadMinutes)}
            onChange={(value) => {
              if (value !== null) refresh.setAutoReloadMinutes(Number(value) as AutoReloadMinutes);
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
