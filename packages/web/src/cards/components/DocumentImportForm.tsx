import { Checkbox, Stack, TextInput } from '@mantine/core';
import { type FieldErrors, validateDocumentImport } from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ImportFormFooter } from './ImportFormFooter.tsx';
import { useImportFile } from './useImportFile.ts';

/** The PDF importer of spec §5: a document link, its date and the masking choice. */
export function DocumentImportForm() {
  const { t } = useI18n();
  const [link, setLink] = useState('');
  const [documentDate, setDocumentDate] = useState('');
  const [masked, setMasked] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useImportFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateDocumentImport({ link, documentDate, masked });
    setErrors(result.ok ? {} : (result.fields ?? {}));
    if (result.ok) upload.mutate({ endpoint: 'classify-pdf-v3', document: result.value });
  };
  const fieldError = (name: string) => {
    const key = errors[name];
    return key ? t(key) : null;
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
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
        <Checkbox
          label={t('importer.fieldMasked')}
          checked={masked}
          onChange={(event) => setMasked(event.currentTarget.checked)}
        />
        <ImportFormFooter
          accepted={'.pdf'}
          pending={upload.isPending}
          outcome={upload.data}
          failed={upload.isError}
        />
      </Stack>
    </form>
  );
}
