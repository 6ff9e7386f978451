import { ColorInput, Select, Stack, Switch } from '@mantine/core';
import { DASHBOARD_SAVES, type Locale } from '@mirante/core';
import { useState } from 'react';
import { LOCALES } from '../../../app/i18n/locale-store.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';

/** Colours offered next to the hex field: the theme's teal first (spec §9), then a few that read on both themes. */
const SWATCHES = [
  '#0ca678',
  '#12b886',
  '#1c7ed6',
  '#4263eb',
  '#7048e8',
  '#ae3ec9',
  '#e64980',
  '#f76707',
  '#f59f00',
];

/** The dashboard's language (its UI follows), colour and theme; each change is one edit Ctrl+Z undoes. */
export function AppearanceSection() {
  const { t } = useI18n();
  const { dashboard, edit } = useDashboardEditor();
  const [color, setColor] = useState(dashboard.color);
  const [colorError, setColorError] = useState<string | null>(null);

  const saveColor = (value: string) => {
    // The save rule of core: #RRGGBB.
    const checked = DASHBOARD_SAVES.color.value.safeParse(value.trim());
    if (!checked.success) {
      setColorError(t('dashboardSettings.colorInvalid'));
      return;
    }
    setColorError(null);
    if (checked.data !== dashboard.color) edit({ color: checked.data });
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('dashboardSettings.language')}
        data={LOCALES.map((locale) => ({ value: locale, label: t(`shell.language.${locale}`) }))}
        value={dashboard.language}
        onChange={(value) => {
          if (value !== null && value !== dashboard.language) edit({ language: value as Locale });
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      <ColorInput
        label={t('dashboardSettings.color')}
        format="hex"
        withEyeDropper={false}
        swatches={SWATCHES}
        swatchesPerRow={9}
        value={color}
        onChange={(value) => {
          setColor(value);
          setColorError(null);
        }}
        onChangeEnd={saveColor}
        onBlur={() => saveColor(color)}
        error={colorError}
        popoverProps={{ withinPortal: false }}
      />
      <Switch
        label={t('dashboardSettings.darkTheme')}
        checked={dashboard.isDarkTheme}
        onChange={(event) => edit({ isDarkTheme: event.currentTarget.checked })}
      />
    </Stack>
  );
}
