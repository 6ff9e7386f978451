import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { COMPONENT_DESCRIPTION_MAX, COMPONENT_TITLE_MAX, FEATURE_FLAGS, fillMessage } from '@mirante/core';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../api/http-client.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useToast } from '../../sharing/hooks/useToast.ts';
import {
  type BuilderErrors,
  type BuilderField,
  type BuilderForm,
  buildsPeopleChart,
  changeForm,
  EMPTY_FORM,
  validateForm,
} from '../builder-form.ts';
import { useCreateCustomComponent } from '../hooks/useCreateCustomComponent.ts';
import { ChartTemplateFields } from './ChartTemplateFields.tsx';

interface ComponentBuilderModalProps {
  opened: boolean;
  universeId: string;
  onClose: () => void;
}

/**
 * 'Criar componente' (spec §3, §5): texts, the LGPD and feature flags, a data source and a chart template,
 * checked with core's component rules and saved into the universe's custom cards, from where the library
 * offers it. A bad value keeps everything typed and says what to fix.
 */
export function ComponentBuilderModal({ opened, universeId, onClose }: ComponentBuilderModalProps) {
  const { t } = useI18n();
  const [form, setForm] = useState<BuilderForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<BuilderErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateCustomComponent(universeId);
  const toast = useToast();

  const change = <K extends BuilderField>(field: K, value: BuilderForm[K]) => {
    const next = changeForm(form, field, value);
    setForm(next);
    // Once the user tried to save, messages follow each change.
    if (submitted) {
      const result = validateForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const close = () => {
    setForm(EMPTY_FORM);
    setErrors({});
    setSubmitted(false);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      // The first field to fix gets focus, after the messages render.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    create.mutate(result.request, {
      onSuccess: () => {
        toast('success', t('component.saved'));
        close();
      },
    });
  };

  const error = (field: BuilderField) => (errors[field] ? t(errors[field]) : null);
  const counter = (count: number, max: number) => fillMessage(t('component.characters'), { count, max });
  const failure = create.error;
  const showsPeople = buildsPeopleChart(form);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('component.create')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            data-autofocus
            label={t('component.fieldTitle')}
            withAsterisk
            value={form.title}
            description={counter(form.title.length, COMPONENT_TITLE_MAX)}
            error={error('title')}
            onChange={(event) => change('title', event.currentTarget.value)}
          />
          <Textarea
            label={t('component.fieldDescription')}
            rows={3}
            value={form.description}
            description={counter(form.description.length, COMPONENT_DESCRIPTION_MAX)}
            error={error('description')}
            onChange={(event) => change('description', event.currentTarget.value)}
          />
          <Checkbox
            label={t('component.fieldLgpd')}
            description={t(showsPeople ? 'component.lgpdDerived' : 'component.lgpdHint')}
            checked={form.lgpd || showsPeople}
            disabled={showsPeople}
            onChange={(event) => change('lgpd', event.currentTarget.checked)}
          />
          <NativeSelect
            label={t('component.fieldFeatureFlag')}
            value={form.featureFlag ?? ''}
            error={error('featureFlag')}
            data={[
              { value: '', label: t('component.noFeatureFlag') },
              ...FEATURE_FLAGS.map((flag) => ({ value: flag, label: t(`featureFlag.${flag}`) })),
            ]}
            onChange={(event) =>
              change('featureFlag', (event.currentTarget.value || null) as BuilderForm['featureFlag'])
            }
          />
          <Title order={3} size="h5" mt="xs">
            {t('component.sectionTemplate')}
          </Title>
          <ChartTemplateFields form={form} errors={errors} onChange={change} />
          {failure ? (
            <Alert color="red" role="alert">
              {failure instanceof ApiError && failure.code !== null
                ? failure.message
                : t('component.errors.saveFailed')}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('component.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('component.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
