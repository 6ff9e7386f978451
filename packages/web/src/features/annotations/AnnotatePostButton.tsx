import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AnnotationInput, type MessageKey } from '@mirante/core';
import { IconNote } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { errorText } from '../sharing/error-text.ts';
import type { AnnotationTarget } from './annotation-target.ts';

const isMessageKey = (text: string): text is MessageKey => text.includes('.');

/**
 * 'Anotar' on a post card: a dialog with the annotation's text, checked as the server checks it (core's
 * AnnotationInput: 'Escreva a anotação antes de salvar.', at most 1.000 characters), then sent; the
 * confirmation says the report lists it within 5 minutes (spec §9).
 */
export function AnnotatePostButton({ postId, target }: { postId: string; target: AnnotationTarget }) {
  const { t } = useI18n();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconNote size={14} aria-hidden />}
        aria-label={t('annotations.actionLabel')}
        onClick={() => setOpened(true)}
      >
        {t('annotations.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('annotations.dialog.title')}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
      >
        {opened ? <AnnotateForm postId={postId} target={target} onDone={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}

interface AnnotateFormProps {
  postId: string;
  target: AnnotationTarget;
  onDone(): void;
}

function AnnotateForm({ postId, target, onDone }: AnnotateFormProps) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (checked: string) => target.annotate(postId, checked),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('annotations.saved') });
      onDone();
    },
    onError: (failure) => setError(errorText(failure, t('annotations.errors.save'))),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = AnnotationInput.safeParse({ postId, text });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      setError(t(isMessageKey(message) ? message : 'annotations.errors.invalid'));
      return;
    }
    setError(null);
    save.mutate(checked.data.text);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('annotations.dialog.text')}
          description={t('annotations.dialog.hint')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          rows={5}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('annotations.dialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
