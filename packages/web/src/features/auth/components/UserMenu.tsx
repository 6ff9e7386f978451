import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@mirante/core';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useLogout } from '../hooks/useLogout.ts';

interface UserMenuProps {
  user: SessionUser;
  loginPath: string;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Settings and the component builder are not part of this release yet: their entries show, disabled. */
export function UserMenu({ user, loginPath }: UserMenuProps) {
  const { t } = useI18n();
  const logoutMutation = useLogout(loginPath);

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.open')} title={user.name}>
          <Avatar color="teal" radius="xl">
            {initials(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item disabled>{t('userMenu.settings')}</Menu.Item>
        <Menu.Item disabled>{t('userMenu.createComponent')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
