import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard.ts';

interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** Monospaced, for codes and tokens. */
  code?: boolean;
}

/** A read-only value (link, access code, token) with a button that copies it. */
export function CopyField({ label, value, copyLabel, code = false }: CopyFieldProps) {
  const copy = useCopyToClipboard();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      styles={code ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
      rightSectionPointerEvents="all"
      rightSection={
        <Tooltip label={copyLabel}>
          <ActionIcon variant="subtle" aria-label={copyLabel} onClick={() => void copy(value)}>
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
