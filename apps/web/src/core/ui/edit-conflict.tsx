import { STALE_EDIT_FIELD } from '@careers/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation.ts';

/** The server's answer to an edit made from a version that is no longer the latest. */
export function isStaleEdit(failure: { status?: number | null; field?: string | null }): boolean {
  return failure.status === 409 && failure.field === STALE_EDIT_FIELD;
}

export type EditConflictPhase = 'none' | 'stale' | 'reloaded';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Three-way merge of form values: every field the user changed from the version they opened
 * (`base`) takes their value; every other field keeps the latest version's (`theirs`), so
 * putting edits back never reverts someone else's change to a field the user did not touch.
 * Objects merge field by field; lists and plain values are taken whole.
 */
export function mergeEdits<T>(base: unknown, mine: T, theirs: T): T {
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) {
    const out: Record<string, unknown> = { ...theirs };
    for (const key of Object.keys(mine)) out[key] = mergeEdits(base[key], mine[key], theirs[key]);
    return out as T;
  }
  return JSON.stringify(mine) === JSON.stringify(base) ? theirs : mine;
}

export interface EditConflict {
  phase: EditConflictPhase;
  reloading: boolean;
  reloadFailed: boolean;
  /** True, and the alert shows, when the failure is a stale edit; false for any other. */
  catches(failure: { status?: number | null; field?: string | null }): boolean;
  /** Sets aside what was typed, then loads the latest version into the form. */
  reload(): Promise<void>;
  /** Puts the set-aside edits back over the latest version, to be saved (or discarded). */
  putBack(): void;
  /** Forgets the conflict (after a successful save). */
  clear(): void;
}

/**
 * Stale-edit handling for a form: a 409 keeps every value typed and says the record changed;
 * Reload shows the latest version and keeps the typed values aside, to put back on request.
 * `load` fetches the latest record and resets the form to it (and to its version). Without a
 * form (a one-click action such as archiving) Reload only loads the latest version.
 */
export function useEditConflict<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'formState'> | null,
  load: () => Promise<void>,
): EditConflict {
  const [phase, setPhase] = useState<EditConflictPhase>('none');
  const [reloading, setReloading] = useState(false);
  const [reloadFailed, setReloadFailed] = useState(false);
  const [setAside, setSetAside] = useState<{ base: unknown; typed: T } | null>(null);

  return {
    phase,
    reloading,
    reloadFailed,
    catches(failure) {
      if (!isStaleEdit(failure)) return false;
      setPhase('stale');
      setReloadFailed(false);
      return true;
    },
    async reload() {
      const typed = form
        ? {
            base: structuredClone(form.formState.defaultValues),
            typed: structuredClone(form.getValues()),
          }
        : null;
      setReloading(true);
      setReloadFailed(false);
      try {
        await load();
        setSetAside(typed);
        setPhase(typed ? 'reloaded' : 'none');
      } catch {
        setReloadFailed(true);
      } finally {
        setReloading(false);
      }
    },
    putBack() {
      // The latest version stays the form's defaults, so what differs from it shows as changed.
      if (form && setAside) {
        const merged = mergeEdits(setAside.base, setAside.typed, form.getValues());
        form.reset(merged, { keepDefaultValues: true });
      }
      setSetAside(null);
      setPhase('none');
    },
    clear() {
      setSetAside(null);
      setPhase('none');
    },
  };
}

/** Above the form: the conflict and its Reload, then what Reload did and how to undo it. */
export function EditConflictAlert({ conflict }: { conflict: EditConflict }) {
  const { t } = useTranslation();
  if (conflict.phase === 'none') return null;
  if (conflict.phase === 'stale') {
    return (
      <Alert variant="warning" role="alert" className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">
          {t('frame.conflict.message')}
          {conflict.reloadFailed && (
            <span className="d-block">{t('frame.conflict.reloadFailed')}</span>
          )}
        </span>
        <Button
          size="sm"
          variant="warning"
          disabled={conflict.reloading}
          onClick={() => void conflict.reload()}
        >
          {conflict.reloading && (
            <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
          )}
          {t('frame.conflict.reload')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert
      variant="info"
      role="status"
      dismissible
      closeLabel={t('frame.close')}
      onClose={conflict.clear}
      className="d-flex flex-wrap align-items-center gap-2"
    >
      <span className="me-auto">{t('frame.conflict.reloaded')}</span>
      <Button size="sm" variant="outline-primary" onClick={conflict.putBack}>
        {t('frame.conflict.putBack')}
      </Button>
    </Alert>
  );
}
