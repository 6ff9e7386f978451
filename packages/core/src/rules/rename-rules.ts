import { fail, ok, type Result } from './result.ts';

export interface RenameForm {
  title: string;
  description: string;
}

/** Rename dashboard (spec §5): the title is required ('O título é obrigatório'); texts are trimmed. */
export function validateRename(form: RenameForm): Result<RenameForm> {
  const title = form.title.trim();
  if (title === '') return fail('rename.errors.titleRequired', { title: 'rename.errors.titleRequired' });
  return ok({ title, description: form.description.trim() });
}
