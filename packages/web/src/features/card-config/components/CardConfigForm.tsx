import { Button, Group, NativeSelect, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import {
  CARD_HEIGHT_LABEL_KEYS,
  CARD_HEIGHTS,
  CARD_WIDTH_LABEL_KEYS,
  CARD_WIDTHS,
  type CardConfig,
  type CardDefinition,
  type ConnectedPage,
  isCardHeight,
  isCardWidth,
} from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import {
  type CardConfigDraft,
  configOf,
  type DraftErrors,
  draftOf,
  hasTagsView,
  validateDraft,
} from '../card-config-draft.ts';
import { CardFiltersSection } from './CardFiltersSection.tsx';

interface CardConfigFormProps {
  config: CardConfig;
  definition: CardDefinition;
  pages: readonly ConnectedPage[];
  onCancel: () => void;
  onSave: (config: CardConfig) => void;
}

/** The card's title, description, size, filters, tags view, annotation and (text cards) markdown; saved as one edit. */
export function CardConfigForm({ config, definition, pages, onCancel, onSave }: CardConfigFormProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<CardConfigDraft>(() => draftOf(config));
  const [errors, setErrors] = useState<DraftErrors>({});
  const change = (next: Partial<CardConfigDraft>) => setDraft((current) => ({ ...current, ...next }));
  const error = (field: keyof DraftErrors) => (errors[field] ? t(errors[field]) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(configOf(config, definition, draft, pages));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('component.fieldTitle')}
          placeholder={t(definition.props.title)}
          value={draft.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          error={error('title')}
          data-autofocus
        />
        <Textarea
          label={t('component.fieldDescription')}
          placeholder={t(definition.props.description)}
          value={draft.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
          error={error('description')}
          rows={2}
          resize="vertical"
        />
        <Group grow>
          <NativeSelect
            label={t('cardConfig.width')}
            value={String(draft.width)}
            data={CARD_WIDTHS.map((width) => ({
              value: String(width),
              label: t(CARD_WIDTH_LABEL_KEYS[width]),
            }))}
            onChange={(event) => {
              const width = Number(event.currentTarget.value);
              if (isCardWidth(width)) change({ width });
            }}
          />
          <NativeSelect
            label={t('cardConfig.height')}
            value={draft.height}
            data={CARD_HEIGHTS.map((height) => ({ value: height, label: t(CARD_HEIGHT_LABEL_KEYS[height]) }))}
            onChange={(event) => {
              const height = event.currentTarget.value;
              if (isCardHeight(height)) change({ height });
            }}
          />
        </Group>
        {definition.componentType === 'text' && (
          <Textarea
            label={t('cardConfig.text')}
            value={draft.text}
            onChange={(event) => change({ text: event.currentTarget.value })}
            rows={8}
            resize="vertical"
          />
        )}
        <CardFiltersSection
          definition={definition}
          filter={draft.filters}
          pages={pages}
          onChange={(filters) => change({ filters })}
          error={error('filters')}
        />
        {hasTagsView(definition) && (
          <TagsInput
            label={t('filterKey.tags_view')}
            description={t('cardConfig.tagsViewHint')}
            value={draft.tagsView}
            onChange={(tagsView) => change({ tagsView })}
          />
        )}
        <Textarea
          label={t('cardConfig.annotation')}
          description={t('cardConfig.annotationHint')}
          value={draft.annotation}
          onChange={(event) => change({ annotation: event.currentTarget.value })}
          error={error('annotation')}
          rows={2}
          resize="vertical"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit">{t('cardConfig.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
