import { use } from 'react';
import { type DashboardEditor, DashboardEditorContext } from './editor-context.ts';

export function useDashboardEditor(): DashboardEditor {
  const editor = use(DashboardEditorContext);
  if (!editor) throw new Error('useDashboardEditor must be used inside <DashboardEditorProvider>');
  return editor;
}
