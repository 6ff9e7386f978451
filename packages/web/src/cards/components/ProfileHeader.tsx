import type { ReactNode } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ChannelIcon } from './ChannelIcon.tsx';
import classes from './feed-cards.module.css';

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
    <div className={classes.header}>
      <ChannelIcon channel={channel} />
      <div className={classes.who}>
        <p className={classes.name}>{username ?? t('renderer.author.unknown')}</p>
        {detail}
      </div>
      {aside}
    </div>
  );
}
