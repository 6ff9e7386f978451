import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import {
  type MessageKey,
  POST_ORDERINGS,
  type PostOrdering,
  parseTextSearch,
  postOrderingLabel,
  validateTextSearch,
} from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';

interface SearchFormProps {
  /** Posts take the boolean syntax and an ordering; author search is a plain "username contains". */
  target: 'posts' | 'authors';
  ordering: PostOrdering;
  onOrderingChange(ordering: PostOrdering): void;
  onSearch(query: string): void;
}

/**
 * The search box: at least two characters (spec §5); for posts, whole words with AND, OR, NOT, parentheses,
 * quotes and a trailing wildcard, as its help under the box says.
 */
export function SearchForm({ target, ordering, onOrderingChange, onSearch }: SearchFormProps) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = target === 'posts' ? parseTextSearch(text) : validateTextSearch(text);
    setError(result.ok ? null : result.error);
    if (result.ok) onSearch(text.trim());
  };

  return (
    <search>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs">
          <TextInput
            style={{ flex: 1, minWidth: 180 }}
            label={t('renderer.search.field')}
            description={target === 'posts' ? t('renderer.search.hint') : null}
            // The help (two lines in a narrow card) goes under the box, so the box stays level with the button.
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error ? t(error) : null}
          />
          {target === 'posts' && (
            <NativeSelect
              label={t('renderer.search.ordering')}
              value={ordering}
              onChange={(event) => onOrderingChange(event.currentTarget.value as PostOrdering)}
              data={POST_ORDERINGS.map((value) => ({ value, label: t(postOrderingLabel(value)) }))}
            />
          )}
          <Button type="submit" mt={25}>
            {t('renderer.search.submit')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
