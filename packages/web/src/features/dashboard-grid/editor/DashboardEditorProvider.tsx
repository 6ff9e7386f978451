import { notifications } from '@mantine/notifications';
import { canEditDashboard, type Dashboard, type DashboardResponse, fillMessage } from '@mirante/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../api/http-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { fetchDashboard } from '../api/dashboards-api.ts';
import {
  applyEdit,
  type DashboardEdit,
  EMPTY_HISTORY,
  type HistoryStep,
  recordStep,
  redoStep,
  stepFor,
  undoStep,
} from './dashboard-history.ts';
import { saveEdit } from './dashboard-saves-api.ts';
import { type DashboardEditor, DashboardEditorContext } from './editor-context.ts';
import { OwnVersions } from './own-versions.ts';

interface DashboardEditorProviderProps {
  /** The dashboard as the server last answered it (the page's query). */
  dashboard: Dashboard;
  userEmail: string | null;
  /** Who made the newest save the realtime stream reported, to name them in the notice. */
  lastSavedBy: string | null;
  children: ReactNode;
}

const CONFLICT_STATUS = 409;

const ignore = () => undefined;

/**
 * Holds the dashboard being edited: edits show at once and are saved one after another, each over the version
 * the previous save produced; undo and redo are edits too. When someone else saves in between, their version
 * is never overwritten: the editor stops and offers to reload. A version this page's own requests produced is
 * never someone else's, whether the server's answer or the realtime event of the same save comes first.
 */
export function DashboardEditorProvider({
  dashboard: stored,
  userEmail,
  lastSavedBy,
  children,
}: DashboardEditorProviderProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [present, setPresent] = useState(stored);
  const [history, setHistory] = useState(EMPTY_HISTORY);
  const [pending, setPending] = useState(0);
  const [remoteChange, setRemoteChange] = useState<string | null>(null);
  // What the server has confirmed; saves chain on it so each carries the version before it.
  const savedRef = useRef(stored);
  const queueRef = useRef<Promise<void>>(Promise.resolve());
  const pendingRef = useRef(0);
  const blockedRef = useRef(false);
  const [own] = useState(() => new OwnVersions());
  const canEdit = canEditDashboard(present, userEmail);

  const remoteNotice = useCallback(
    () =>
      lastSavedBy ? fillMessage(t('dashboard.errors.savedBy'), { name: lastSavedBy }) : t('errors.conflict'),
    [lastSavedBy, t],
  );

  const confirm = useCallback(
    (dashboard: Dashboard) => {
      savedRef.current = dashboard;
      // A newer version the realtime stream already brought stays, to be judged once the saves are done.
      const key = queryKeys.dashboard(dashboard.universeId, dashboard.id);
      const cached = queryClient.getQueryData<DashboardResponse>(key)?.dashboard.version ?? 0;
      if (cached < dashboard.version) queryClient.setQueryData(key, { status: 'ok' as const, dashboard });
      // Titles show in the dashboard list.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.dashboards(dashboard.universeId),
        exact: true,
      });
    },
    [queryClient],
  );

  // Saves (the editor's and those of other panels) run one after another. While any is on its way a newer
  // stored version waits to be judged: it may be the very one that save is about to answer.
  const queue = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    pendingRef.current += 1;
    setPending(pendingRef.current);
    const run = queueRef.current.then(task).finally(() => {
      pendingRef.current -= 1;
      setPending(pendingRef.current);
      if (pendingRef.current === 0 && !blockedRef.current) setPresent(savedRef.current);
    });
    queueRef.current = run.then(ignore, ignore);
    return run;
  }, []);

  const enqueue = useCallback(
    (edit: DashboardEdit, step: HistoryStep) => {
      void queue(async () => {
        try {
          if (blockedRef.current) return;
          const base = savedRef.current;
          const saved = await saveEdit(base.universeId, base.id, base.version, edit);
          if (saved) {
            own.add(base.version + 1, saved.version);
            confirm(saved);
          }
        } catch (error) {
          if (error instanceof ApiError && error.status === CONFLICT_STATUS) {
            blockedRef.current = true;
            setRemoteChange(error.message);
            return;
          }
          notifications.show({
            color: 'red',
            message:
              error instanceof ApiError && error.code !== null
                ? error.message
                : t('editor.errors.saveFailed'),
          });
          // What the server did not take leaves the screen and the history.
          setPresent((shown) => applyEdit(shown, step.before));
          setHistory((current) => ({
            past: current.past.filter((candidate) => candidate !== step),
            future: current.future.filter((candidate) => candidate !== step),
          }));
        }
      });
    },
    [confirm, own, queue, t],
  );

  const refuse = useCallback((): boolean => {
    if (!canEdit) {
      notifications.show({ color: 'red', message: t('errors.permission') });
      return true;
    }
    if (remoteChange) {
      notifications.show({ color: 'yellow', message: remoteChange });
      return true;
    }
    return false;
  }, [canEdit, remoteChange, t]);

  const edit = useCallback(
    (change: DashboardEdit) => {
      if (refuse()) return;
      const step = stepFor(present, change);
      setPresent(applyEdit(present, change));
      setHistory((current) => recordStep(current, step));
      enqueue(change, step);
    },
    [enqueue, present, refuse],
  );

  const undo = useCallback(() => {
    const move = undoStep(history);
    if (!move || refuse()) return;
    setPresent(applyEdit(present, move.step.before));
    setHistory(move.history);
    enqueue(move.step.before, { before: move.step.after, after: move.step.before });
  }, [enqueue, history, present, refuse]);

  const redo = useCallback(() => {
    const move = redoStep(history);
    if (!move || refuse()) return;
    setPresent(applyEdit(present, move.step.after));
    setHistory(move.history);
    enqueue(move.step.after, move.step);
  }, [enqueue, history, present, refuse]);

  const reload = useCallback(() => {
    blockedRef.current = false;
    setRemoteChange(null);
    setHistory(EMPTY_HISTORY);
    setPresent(savedRef.current);
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(stored.universeId, stored.id) });
  }, [queryClient, stored.universeId, stored.id]);

  const saveOutside = useCallback(
    <T extends { version: number; dashboard?: Dashboard }>(
      call: (version: number) => Promise<T>,
    ): Promise<T> =>
      queue(async () => {
        const answer = await call(savedRef.current.version);
        own.add(answer.version);
        // An answer that names only the version (publishing) has the document read again. Should someone else
        // have saved in between, the page's query reads it too, and it is judged as any newer stored version.
        const reread = () =>
          void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard(stored.universeId, stored.id) });
        try {
          const dashboard =
            answer.dashboard ??
            (await fetchDashboard(stored.universeId, stored.id, new AbortController().signal)).dashboard;
          if (own.produced(savedRef.current.version, dashboard.version)) confirm(dashboard);
          else reread();
        } catch {
          reread();
        }
        return answer;
      }),
    [confirm, own, queue, queryClient, stored.universeId, stored.id],
  );

  // A newer stored version, once no save of this page is on its way: taken in silently when this page produced
  // it or has no edits of its own; else someone else saved over those edits, which is announced.
  useEffect(() => {
    if (stored.version <= savedRef.current.version || pending > 0 || blockedRef.current) return;
    const untouched = history.past.length === 0 && history.future.length === 0;
    if (untouched || own.produced(savedRef.current.version, stored.version)) {
      savedRef.current = stored;
      setPresent(stored);
    } else {
      blockedRef.current = true;
      setRemoteChange(remoteNotice());
    }
  }, [stored, history, pending, own, remoteNotice]);

  const value = useMemo<DashboardEditor>(
    () => ({
      dashboard: present,
      canEdit,
      edit,
      undo,
      redo,
      canUndo: canEdit && history.past.length > 0,
      canRedo: canEdit && history.future.length > 0,
      saving: pending > 0,
      remoteChange,
      reload,
      saveOutside,
    }),
    [present, canEdit, edit, undo, redo, history, pending, remoteChange, reload, saveOutside],
  );

  return <DashboardEditorContext value={value}>{children}</DashboardEditorContext>;
}
