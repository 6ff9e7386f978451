import { Badge, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { SHORT_LABEL_NAMES, shortLabelOf } from '@mirante/core';
import { type KeyboardEvent, memo, type Ref } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { AREA_LABELS, type LibraryEntry, type LibraryGroup } from '../library-entries.ts';
import classes from './LibraryList.module.css';

interface LibraryListProps {
  groups: LibraryGroup[];
  selectedId: string | null;
  onSelect: (entry: LibraryEntry) => void;
  onAdd: (entry: LibraryEntry) => void;
  listRef: Ref<HTMLDivElement>;
}

const ITEM_SELECTOR = '[data-library-item]';

/** Arrow keys, Home and End move focus between the cards of every group; Tab works as everywhere. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowDown: (index, count) => Math.min(index + 1, count - 1),
    ArrowUp: (index) => Math.max(index - 1, 0),
    Home: () => 0,
    End: (_, count) => count - 1,
  };
  const move = moves[event.key];
  if (!move) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
  const index = items.indexOf(document.activeElement as HTMLElement);
  event.preventDefault();
  items[index < 0 ? 0 : move(index, items.length)]?.focus();
}

interface LibraryItemProps extends Pick<LibraryListProps, 'onSelect' | 'onAdd'> {
  entry: LibraryEntry;
  selected: boolean;
}

/** One card of the list; memoised, so moving the focus redraws two items, not the whole library. */
const LibraryItem = memo(function LibraryItem({ entry, selected, onSelect, onAdd }: LibraryItemProps) {
  const { t } = useI18n();
  const { definition } = entry;
  const shortLabel = shortLabelOf(definition.dataType);
  const descriptionId = `library-${definition.id}-description`;
  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-library-item={definition.id}
        data-selected={selected || undefined}
        aria-describedby={descriptionId}
        onFocus={() => onSelect(entry)}
        onMouseEnter={() => onSelect(entry)}
        onClick={() => onAdd(entry)}
      >
        <Text fw={600} size="sm">
          {entry.title}
        </Text>
        <Text id={descriptionId} size="xs" c="dimmed" lineClamp={2}>
          {entry.description}
        </Text>
        <Group gap={4} mt={4}>
          <Badge size="xs" variant="light" tt="none">
            {t(`componentType.${definition.componentType}`)}
          </Badge>
          {shortLabel ? (
            <Badge size="xs" variant="outline" tt="none" title={t(SHORT_LABEL_NAMES[shortLabel])}>
              {shortLabel}
            </Badge>
          ) : null}
          {definition.lgpd ? (
            <Badge size="xs" color="orange" variant="light" tt="none">
              {t('library.lgpd')}
            </Badge>
          ) : null}
        </Group>
      </UnstyledButton>
    </li>
  );
});

/** The library by area: each card with its title, description and labels; Enter or a click adds it. */
export function LibraryList({ groups, selectedId, onSelect, onAdd, listRef }: LibraryListProps) {
  const { t } = useI18n();
  return (
    <Stack gap="md" ref={listRef} onKeyDown={moveFocus}>
      {groups.map((group) => (
        <section
          key={group.area}
          aria-labelledby={`library-area-${group.area}`}
          data-library-area={group.area}
        >
          <Title order={3} size="h6" id={`library-area-${group.area}`} mb={4}>
            {t(AREA_LABELS[group.area])} ({group.entries.length})
          </Title>
          <ul className={classes.list}>
            {group.entries.map((entry) => (
              <LibraryItem
                key={entry.definition.id}
                entry={entry}
                selected={entry.definition.id === selectedId}
                onSelect={onSelect}
                onAdd={onAdd}
              />
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
