import type { ApplicationStatus } from '@careers/contracts';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../../core/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { useListNeighbours, type ListNeighbours } from './list-neighbours.ts';
import { triageKeyHandler, triageKeys, useShortcutsEnabled } from './shortcuts.ts';
import { useShortcutsHelp } from './shortcuts-dialog.tsx';

/**
 * Keyboard triage on one application (issue 20): the list's previous and next, the shortlist and
 * reject keys (`moveTo`), undo, and the shortcuts' help. Answers the region's key handler and the
 * navigation bar.
 */
export function useApplicationTriage(
  id: string,
  moveTo: (to: ApplicationStatus) => void,
  undo: () => void,
) {
  const neighbours = useListNeighbours(id);
  const navigate = useNavigate();
  const help = useShortcutsHelp();
  const [shortcutsOn] = useShortcutsEnabled();
  const go = (target: { href: string } | null) => {
    if (target) void navigate(target.href);
  };
  const onKeyDown = triageKeyHandler(shortcutsOn, {
    // The panel keeps focus, so the next key works on the next application.
    next: (region) => {
      go(neighbours.next);
      region.focus();
    },
    previous: (region) => {
      go(neighbours.previous);
      region.focus();
    },
    shortlist: () => moveTo('shortlisted'),
    reject: () => moveTo('rejected'),
    undo,
    help: help.open,
  });
  const nav = (
    <TriageNav neighbours={neighbours} go={go} shortcutsOn={shortcutsOn} help={help.button} />
  );
  return { onKeyDown, nav, dialog: help.dialog };
}

/** Previous and next in the list the application was opened from, and where it stands in it. */
function TriageNav(props: {
  neighbours: ListNeighbours;
  go: (target: { href: string } | null) => void;
  shortcutsOn: boolean;
  help: ReactNode;
}) {
  const { t } = useTranslation();
  const { neighbours, go, shortcutsOn } = props;
  return (
    <nav
      className="d-flex flex-wrap align-items-center gap-2 mb-3"
      aria-label={t('careers.triage.listNav')}
    >
      {(['previous', 'next'] as const).map((way) => (
        <Button
          key={way}
          size="sm"
          variant="outline-secondary"
          disabled={!neighbours[way]}
          onClick={() => go(neighbours[way])}
          aria-keyshortcuts={
            shortcutsOn ? triageKeys.find((k) => k.action === way)?.key : undefined
          }
        >
          {t(`careers.triage.${way}`)}
        </Button>
      ))}
      {neighbours.position !== null && (
        <span className="small text-body-secondary">
          {t('careers.triage.position', { n: neighbours.position, total: neighbours.total })}
        </span>
      )}
      <span className="ms-auto">{props.help}</span>
    </nav>
  );
}
