import { Avatar, Menu, UnstyledButton, useMantineColorScheme } from '@mantine/core';
import type { SessionUser } from '@mirante/core';
import {
  type ColorSchemeChoice,
  colorSchemeChoice,
  useColorSchemeChoice,
} from '../../../app/color-scheme-choice.ts';
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

/** The theme entries: the dashboard's own, or one the user keeps whatever the dashboard's. */
const SCHEME_OPTIONS = [
  { choice: null, label: 'shell.colorScheme.dashboard' },
  { choice: 'dark', label: 'shell.colorScheme.dark' },
  { choice: 'light', label: 'shell.colorScheme.light' },
] as const satisfies readonly { choice: ColorSchemeChoice; label: string }[];

/**
 * The user menu of spec §2 (configurações, criar componente, sair), plus language and theme. The theme the
 * user picks here wins over the dashboard's (kept for the next visits); 'Tema do dashboard' follows it again.
 */
export function UserMenu({ user, loginPath, onOpenSettings, onCreateComponent }: UserMenuProps) {
  const { t, locale, chooseLocale } = useI18n();
  const { setColorScheme } = useMantineColorScheme();
  const choice = useColorSchemeChoice();
  const chooseScheme = (option: ColorSchemeChoice) => {
    colorSchemeChoice.set(option);
    if (option !== null) setColorScheme(option);
  };
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
        {SCHEME_OPTIONS.map((option) => (
          <Menu.Item
            key={option.label}
            aria-current={option.choice === choice}
            onClick={() => chooseScheme(option.choice)}
          >
            {t(option.label)}
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
