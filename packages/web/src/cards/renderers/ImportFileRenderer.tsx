import type { CardRendererProps } from '../card-renderer-props.ts';
import { CardStateView } from '../components/CardStateView.tsx';
import { DocumentImportForm } from '../components/DocumentImportForm.tsx';
import { SheetImportForm } from '../components/SheetImportForm.tsx';

/** The importer cards: the PDF classifier takes a document link; the sheet importers take an .xlsx file. */
export function ImportFileRenderer({ definition }: CardRendererProps) {
  const { query } = definition;
  if (query.service !== 'importers') return <CardStateView state="empty" onRetry={null} />;
  if (query.endpoint === 'classify-pdf-v3') return <DocumentImportForm />;
  return <SheetImportForm endpoint={query.endpoint} />;
}
