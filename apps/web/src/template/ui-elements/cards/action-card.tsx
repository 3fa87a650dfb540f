import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import Spinner from 'react-bootstrap/Spinner';
import { ChevronDown, Maximize2, Minimize2, RotateCw, X } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

export type CardAction = 'collapse' | 'refresh' | 'remove' | 'expand';

interface ActionCardProps {
  title: string;
  actions: readonly CardAction[];
  /** Receives how many times the card has been reloaded, so content can change. */
  children: (reloads: number) => ReactNode;
  /** Called when the remove button is pressed (the owner hides the card and offers undo). */
  onRemove?: () => void;
  /** How long the block-UI overlay stays on a refresh. */
  refreshMs?: number;
}

const K = 'uiElements.cards.action';

/** One of the header's icon buttons; it is named by its aria-label. */
function ActionButton(props: Omit<ComponentProps<'button'>, 'type' | 'className'>) {
  return <button type="button" className="btn btn-icon btn-sm ui-card-action" {...props} />;
}

/** A card with the header actions of a premium template: collapse, reload, remove, full screen. */
export function ActionCard({
  title,
  actions,
  children,
  onRemove,
  refreshMs = 1200,
}: ActionCardProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (!expanded) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded]);

  const refresh = () => {
    if (loading) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      setLoading(false);
      setReloads((n) => n + 1);
    }, refreshMs);
  };

  return (
    <Card className={`ui-action-card ${expanded ? 'ui-card-expanded' : ''}`} aria-busy={loading}>
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0">{title}</h2>
        <div className="d-flex gap-1 ui-card-actions">
          {actions.includes('collapse') && (
            <ActionButton
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={t(open ? `${K}.collapse` : `${K}.open`, { title })}
              onClick={() => setOpen((v) => !v)}
            >
              <ChevronDown
                size={18}
                aria-hidden="true"
                className={`ui-chevron ${open ? '' : 'ui-chevron-closed'}`}
              />
            </ActionButton>
          )}
          {actions.includes('refresh') && (
            <ActionButton
              aria-label={t(`${K}.refresh`, { title })}
              disabled={loading}
              onClick={refresh}
            >
              <RotateCw size={18} aria-hidden="true" />
            </ActionButton>
          )}
          {actions.includes('expand') && (
            <ActionButton
              aria-pressed={expanded}
              aria-label={t(expanded ? `${K}.shrink` : `${K}.expand`, { title })}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? (
                <Minimize2 size={18} aria-hidden="true" />
              ) : (
                <Maximize2 size={18} aria-hidden="true" />
              )}
            </ActionButton>
          )}
          {actions.includes('remove') && (
            <ActionButton aria-label={t(`${K}.remove`, { title })} onClick={onRemove}>
              <X size={18} aria-hidden="true" />
            </ActionButton>
          )}
        </div>
      </Card.Header>
      <Collapse in={open}>
        <div id={bodyId}>
          <Card.Body>{children(reloads)}</Card.Body>
        </div>
      </Collapse>
      {loading && (
        <div className="ui-block-ui" role="status">
          <Spinner animation="border" variant="primary" aria-hidden="true" />
          <span className="visually-hidden">{t(`${K}.loading`)}</span>
        </div>
      )}
    </Card>
  );
}
