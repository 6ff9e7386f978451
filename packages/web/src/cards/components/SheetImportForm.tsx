import { FileInput, Stack } from '@mantine/core';
import { type MessageKey, SHEET_EXTENSION, validateSheetFile } from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ImportFormFooter } from './ImportFormFooter.tsx';
import { formatBytes, IMPORT_MAX_BYTES, SHEET_ACCEPT } from './import-limits.ts';
import { useImportFile } from './useImportFile.ts';

interface SheetImportFormProps {
  endpoint: 'v2/importer/register/sheet/xlsx' | 'tag-posts';
}

/** The file rule of spec §5 (an .xlsx sheet), then the size limit. */
function validateFile(file: File | null): MessageKey | null {
  const named = validateSheetFile(file?.name ?? null);
  if (!named.ok) return named.error;
  return file !== null && file.size > IMPORT_MAX_BYTES ? 'renderer.importer.tooLarge' : null;
}

/** Comment-sheet and tag importers: choose an .xlsx file and send it. */
export function SheetImportForm({ endpoint }: SheetImportFormProps) {
  const { t } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const upload = useImportFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFile(file);
    setError(problem);
    if (problem === null && file !== null) upload.mutate({ endpoint, file });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FileInput
          label={t('importer.fieldSheet')}
          placeholder={t('renderer.importer.file')}
          accept={SHEET_ACCEPT}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
            upload.reset();
          }}
          error={error ? t(error) : null}
          clearable
        />
        <ImportFormFooter
          accepted={`${SHEET_EXTENSION} · ${t('renderer.importer.maxSize')}: ${formatBytes(IMPORT_MAX_BYTES)}`}
          pending={upload.isPending}
          outcome={upload.data}
          failed={upload.isError}
        />
      </Stack>
    </form>
  );
}
