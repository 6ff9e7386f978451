import type { Dashboard } from '@mirante/core';
import { createContext } from 'react';
import type { DashboardEdit } from './dashboard-history.ts';

/** The dashboard being edited, as every panel of the studio sees and changes it. */
export interface DashboardEditor {
  /** The document on screen: the last saved version plus the edits being saved. */
  dashboard: Dashboard;
  /** Only direct-access users change a dashboard (spec §6); for anyone else `edit` is refused. */
  canEdit: boolean;
  /** Shows the change at once, saves it, and remembers it for undo. */
  edit(edit: DashboardEdit): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** True while saves are on their way to the server. */
  saving: boolean;
  /** Set when someone else saved in the meantime: edits wait for `reload` instead of overwriting theirs. */
  remoteChange: string | null;
  /** Takes the stored version and starts a new history (after `remoteChange`). */
  reload(): void;
  /**
   * Makes a save outside the editor whose answer names the version it produced (publishing, a new access code,
   * invites and users), in turn with the editor's saves and over the version they left (`call` is given it),
   * and takes that version in as this page's own.
   */
  saveOutside<T extends { version: number }>(call: (version: number) => Promise<T>): Promise<T>;
}

export const DashboardEditorContext = createContext<DashboardEditor | null>(null);
