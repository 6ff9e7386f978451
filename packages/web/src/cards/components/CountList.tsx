import { formatValue, type MessageKey } from '@mirante/core';
import { useI18n } from '../../app/i18n/useI18n.ts';
import classes from './feed-cards.module.css';

/** Named counts in a row (likes 1.204, comments 87…), as a description list. */
export function CountList({ counts }: { counts: readonly (readonly [MessageKey, number])[] }) {
  const { t } = useI18n();
  return (
    <dl className={classes.counts}>
      {counts.map(([label, value]) => (
        <div key={label} className={classes.count}>
          <dt className={classes.dimmed}>{t(label)}</dt>
          <dd className={`${classes.small} ${classes.value}`}>{formatValue(value, 'count')}</dd>
        </div>
      ))}
    </dl>
  );
}
