import { Avatar, Menu, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import type { SessionUser } from '@mirante/core';
import { LOCALES } from '../../../app/i18n/locale-store.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useLogout } from '../hooks/useLogout.ts';

interface UserMenuProps {
  user: SessionUser;
  loginPath: string;
  /** Opens the settings (charts, users, integration token); the entry is disabled without it. */
  onOpenSettings?: () => void;
  /** Opens the component builder; the entry is disabled without it. */
  onCreateComponent?: () => void;
}

/** The user menu of spec §2 (configurações, criar componente, sair), plus language and theme. */
export function UserMenu({ user, loginPath, onOpenSettings, onCreateComponent }: UserMenuProps) {
  const { t, locale, chooseLocale } = useI18n();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  const logoutMutation = useLogout(loginPath);

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open')} title={user.name}>
          {/* No text inside: the button's name is its label (WCAG 2.5.3, label in name). */}
          <Avatar color="teal" radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item disabled={!onOpenSettings} onClick={onOpenSettings}>
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Item disabled={!onCreateComponent} onClick={onCreateComponent}>
          {t('userMenu.createComponent')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {LOCALES.map((option) => (
          <Menu.Item key={option} aria-current={option === locale} onClick={() => chooseLocale(option)}>
            {t(`shell.language.${option}`)}
          </Menu.Item>
        ))}
        <Menu.Label>{t('shell.colorScheme')}</Menu.Label>
        {(['dark', 'light'] as const).map((option) => (
          <Menu.Item key={option} aria-current={option === scheme} onClick={() => setColorScheme(option)}>
            {t(`shell.colorScheme.${option}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
