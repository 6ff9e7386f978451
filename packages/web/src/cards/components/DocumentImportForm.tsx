import { Checkbox, FileInput, Group, ScrollArea, Stack, TextInput } from '@mantine/core';
import { type FieldErrors, type MessageKey, validateDocumentImport } from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/http-client.ts';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ImportFormFooter } from './ImportFormFooter.tsx';
import { formatBytes, IMPORT_MAX_BYTES } from './import-limits.ts';
import { useImportFile } from './useImportFile.ts';

/** What the file chooser offers; the server reads the bytes, whatever the name says. */
const PDF_ACCEPT = '.pdf,application/pdf';

/** The file is required ('Valor obrigatório'), not empty and within the size limit. */
function validateFile(file: File | null): MessageKey | null {
  if (file === null || file.size === 0) return 'importer.errors.required';
  return file.size > IMPORT_MAX_BYTES ? 'renderer.importer.tooLarge' : null;
}

/**
 * The PDF importer of spec §5 (press clippings): the PDF, its link, its date and the masking choice. The
 * fields are checked by core's rules before sending; what the server refuses in a field (the same rules) shows
 * under that field, and a refused file ('Não conseguimos carregar o documento...', 'Este documento já foi
 * previamente inserido') below the button.
 */
export function DocumentImportForm() {
  const { t } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [documentDate, setDocumentDate] = useState('');
  const [masked, setMasked] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useImportFile();
  const serverFields = upload.error instanceof ApiError ? (upload.error.fields ?? {}) : {};
  // A refusal about the form's fields shows under them; only a refusal of the document shows as the outcome.
  const refusedFields = Object.keys(serverFields).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    const result = validateDocumentImport({ link, documentDate, masked });
    const fileProblem = validateFile(file);
    setErrors({
      ...(result.ok ? {} : (result.fields ?? {})),
      ...(fileProblem === null ? {} : { file: fileProblem }),
    });
    if (result.ok && file !== null && fileProblem === null) {
      upload.mutate({ endpoint: 'classify-pdf-v3', document: result.value, file });
    }
  };
  const fieldError = (name: string) => {
    const key = errors[name];
    if (key) return t(key);
    return serverFields[name] ?? null;
  };

  return (
    // The card keeps its height: the form scrolls inside it rather than spill over the card below.
    <ScrollArea h="100%" type="auto" offsetScrollbars>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <FileInput
            label={t('renderer.importer.file')}
            accept={PDF_ACCEPT}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setErrors(({ file: _file, ...rest }) => rest);
              upload.reset();
            }}
            error={fieldError('file')}
            clearable
            required
          />
          <Group grow align="flex-start" gap="xs">
            <TextInput
              label={t('importer.fieldLink')}
              type="url"
              value={link}
              onChange={(event) => setLink(event.currentTarget.value)}
              error={fieldError('link')}
              required
            />
            <TextInput
              label={t('importer.fieldDocumentDate')}
              placeholder="DD/MM/AAAA"
              value={documentDate}
              onChange={(event) => setDocumentDate(event.currentTarget.value)}
              error={fieldError('documentDate')}
              required
            />
          </Group>
          <Checkbox
            label={t('importer.fieldMasked')}
            checked={masked}
            onChange={(event) => setMasked(event.currentTarget.checked)}
          />
          <ImportFormFooter
            accepted={`.pdf · ${t('renderer.importer.maxSize')}: ${formatBytes(IMPORT_MAX_BYTES)}`}
            pending={upload.isPending}
            progress={upload.progress}
            outcome={upload.data}
            error={refusedFields ? null : upload.error}
          />
        </Stack>
      </form>
    </ScrollArea>
  );
}
