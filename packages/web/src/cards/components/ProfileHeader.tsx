import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ChannelIcon } from './ChannelIcon.tsx';

interface ProfileHeaderProps {
  channel: string;
  username: string | null;
  /** The line under the name (a date). */
  detail: ReactNode;
  /** Drawn at the right end (a sentiment badge). */
  aside?: ReactNode;
}

/** Channel icon, author name (or "Autor desconhecido") and a detail line: the top of post and author cards. */
export function ProfileHeader({ channel, username, detail, aside }: ProfileHeaderProps) {
  const { t } = useI18n();
  return (
    <Group gap="xs" wrap="nowrap">
      <ChannelIcon channel={channel} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {username ?? t('renderer.author.unknown')}
        </Text>
        {detail}
      </Stack>
      {aside}
    </Group>
  );
}
