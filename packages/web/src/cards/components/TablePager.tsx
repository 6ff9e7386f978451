import { Pagination } from '@mantine/core';
import { useI18n } from '../../app/i18n/useI18n.ts';

interface TablePagerProps {
  page: number;
  pages: number;
  onChange(page: number): void;
}

/** Page buttons of a table, named for screen readers; hidden when everything fits on one page. */
export function TablePager({ page, pages, onChange }: TablePagerProps) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('renderer.table.pages')}>
      <Pagination
        size="sm"
        total={pages}
        value={page}
        onChange={onChange}
        siblings={1}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('renderer.table.previous') }
            : control === 'next'
              ? { 'aria-label': t('renderer.table.next') }
              : {}
        }
        getItemProps={(item) => ({ 'aria-current': item === page ? 'page' : undefined })}
      />
    </nav>
  );
}
