import { Alert, Anchor, FileInput, Stack } from '@mantine/core';
import {
  type MessageKey,
  SHEET_EXTENSION,
  type SheetImporterEndpoint,
  validateSheetFile,
} from '@mirante/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/http-client.ts';
import { useI18n } from '../../app/i18n/useI18n.ts';
import { ImportFormFooter } from './ImportFormFooter.tsx';
import { formatBytes, IMPORT_MAX_BYTES, SHEET_ACCEPT } from './import-limits.ts';
import { useRendererServices } from './renderer-services.ts';
import { useImportFile } from './useImportFile.ts';

interface SheetImportFormProps {
  endpoint: SheetImporterEndpoint;
}

/** The file rule of spec §5 (an .xlsx sheet), then the size limit. */
function validateFile(file: File | null): MessageKey | null {
  const named = validateSheetFile(file?.name ?? null);
  if (!named.ok) return named.error;
  return file !== null && file.size > IMPORT_MAX_BYTES ? 'renderer.importer.tooLarge' : null;
}

/** The error sheet a refused sheet's answer links (core ImportRejected.errorSheetUrl), if it has one. */
function errorSheetUrlOf(error: Error | null): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const url = (error.body as { errorSheetUrl?: unknown }).errorSheetUrl;
  return typeof url === 'string' && url.startsWith('/') ? url : null;
}

/**
 * Comment-sheet and tag importers: the template to fill, the .xlsx to send (with its progress), and what became
 * of it; a sheet refused for its rows offers the sheet listing them (spec §8).
 */
export function SheetImportForm({ endpoint }: SheetImportFormProps) {
  const { t } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const upload = useImportFile();
  const sheets = useRendererServices()?.importSheets ?? null;
  const errorSheetUrl = errorSheetUrlOf(upload.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFile(file);
    setError(problem);
    if (problem === null && file !== null) upload.mutate({ endpoint, file });
  };
  const fetched = (download: Promise<void>) => {
    setDownloadFailed(false);
    download.catch(() => setDownloadFailed(true));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {sheets ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => fetched(sheets.downloadTemplate(endpoint))}
          >
            {t('importer.template.link')}
          </Anchor>
        ) : null}
        <FileInput
          label={t('importer.fieldSheet')}
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
          progress={upload.progress}
          outcome={upload.data}
          error={upload.error}
        />
        {sheets && errorSheetUrl ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => fetched(sheets.downloadErrorSheet(errorSheetUrl))}
          >
            {t('upload.sheetErrorsLink')}
          </Anchor>
        ) : null}
        {downloadFailed ? (
          <Alert color="red" role="alert" p="xs">
            {t('upload.errors.load')}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
