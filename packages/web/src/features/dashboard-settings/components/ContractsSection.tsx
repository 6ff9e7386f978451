import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { type ChatbotContract, fillMessage, keepContractKeys, type MessageKey } from '@mirante/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';

type ContractField = 'botKey' | 'commandUrl' | 'key';
type ContractErrors = Partial<Record<ContractField | 'form', MessageKey>>;

const EMPTY_DRAFT: ChatbotContract = { botKey: '', commandUrl: '', key: '' };

/**
 * The messages of the contract at `index` among a checked list's field messages (`contracts.{i}.{field}`), and
 * a list-wide one (too many contracts) as the form's.
 */
function errorsAt(fields: Readonly<Record<string, MessageKey>>, index: number): ContractErrors {
  const errors: ContractErrors = {};
  for (const field of ['botKey', 'commandUrl', 'key'] as const) {
    const message = fields[`contracts.${index}.${field}`];
    if (message) errors[field] = message;
  }
  if (fields.contracts) errors.form = fields.contracts;
  return errors;
}

interface ContractFormProps {
  /** The contract being edited (its key blank: keys are never sent back), or null for a new one. */
  initial: ChatbotContract | null;
  onSubmit(draft: ChatbotContract): ContractErrors;
  onCancel(): void;
}

function ContractForm({ initial, onSubmit, onCancel }: ContractFormProps) {
  const { t } = useI18n();
  // The key field starts blank: blank keeps the saved key.
  const [draft, setDraft] = useState<ChatbotContract>(initial ? { ...initial, key: '' } : EMPTY_DRAFT);
  const [errors, setErrors] = useState<ContractErrors>({});
  const change = (field: ContractField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, form: __, ...rest }) => rest);
  };
  const error = (field: ContractField) => (errors[field] ? t(errors[field]) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setErrors(onSubmit(draft));
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('dashboardContracts.botKey')}
          description={t('dashboardContracts.botKeyHint')}
          value={draft.botKey}
          onChange={(event) => change('botKey', event.currentTarget.value)}
          error={error('botKey')}
          required
          autoComplete="off"
          data-autofocus
        />
        <TextInput
          label={t('dashboardContracts.commandUrl')}
          placeholder="https://"
          type="url"
          value={draft.commandUrl}
          onChange={(event) => change('commandUrl', event.currentTarget.value)}
          error={error('commandUrl')}
          required
          autoComplete="off"
        />
        <PasswordInput
          label={t('dashboardContracts.key')}
          description={t(initial ? 'dashboardContracts.keyKeepHint' : 'dashboardContracts.keyHint')}
          value={draft.key}
          onChange={(event) => change('key', event.currentTarget.value)}
          error={error('key')}
          required={initial === null}
          autoComplete="new-password"
        />
        {errors.form ? (
          <Text size="sm" c="red" role="alert">
            {t(errors.form)}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('dashboardContracts.cancel')}
          </Button>
          <Button type="submit">{t('dashboardContracts.save')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * 'Bots e contratos': the bots the chatbot and desk cards ask, each through its contract (bot, https command URL
 * and key). Saved through the editor like every setting. The key is write-only: the server answers it blank, so
 * a saved contract shows only that its key is kept; leaving it blank on an edit keeps it.
 */
export function ContractsSection() {
  const { t } = useI18n();
  const { dashboard, edit } = useDashboardEditor();
  const { contracts } = dashboard;
  /** The index of the contract being edited, 'new' for one being added, null when none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const save = (draft: ChatbotContract): ContractErrors => {
    const index = editing === 'new' || editing === null ? contracts.length : editing;
    const next = contracts.map((contract) => ({ ...contract }));
    next[index] = draft;
    const checked = keepContractKeys(contracts, next);
    if (!checked.ok) return errorsAt(checked.fields ?? { contracts: checked.error }, index);
    edit({ contracts: checked.value });
    setEditing(null);
    return {};
  };

  const remove = (index: number) => {
    edit({ contracts: contracts.filter((_, at) => at !== index) });
    setEditing(null);
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('dashboardContracts.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('dashboardContracts.hint')}
      </Text>
      {contracts.length === 0 ? (
        <Text size="sm">{t('dashboardContracts.empty')}</Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {contracts.map((contract, index) =>
            editing === index ? null : (
              <Group key={contract.commandUrl} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate="end">
                    {contract.botKey || '—'}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {contract.commandUrl}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Badge variant="light" color="gray" size="sm" tt="none">
                    {t('dashboardContracts.keySaved')}
                  </Badge>
                  <Tooltip label={fillMessage(t('dashboardContracts.edit'), { url: contract.commandUrl })}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={fillMessage(t('dashboardContracts.edit'), { url: contract.commandUrl })}
                      onClick={() => setEditing(index)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={fillMessage(t('dashboardContracts.remove'), { url: contract.commandUrl })}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={fillMessage(t('dashboardContracts.remove'), { url: contract.commandUrl })}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ),
          )}
        </Stack>
      )}
      {editing === null ? (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('dashboardContracts.add')}
          </Button>
        </Group>
      ) : (
        <ContractForm
          key={String(editing)}
          initial={editing === 'new' ? null : (contracts[editing] ?? null)}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
