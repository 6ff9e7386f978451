import { Image } from '@mantine/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';

/** The dashboard's logo beside its title, when it has one. */
export function DashboardLogo() {
  const { t } = useI18n();
  const { dashboard } = useDashboardEditor();
  if (!dashboard.logo) return null;
  return <Image src={dashboard.logo} alt={t('dashboardSettings.logoAlt')} h={32} w="auto" fit="contain" />;
}
