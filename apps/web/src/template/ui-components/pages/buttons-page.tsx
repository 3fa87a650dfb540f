import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import ButtonToolbar from 'react-bootstrap/ButtonToolbar';
import Spinner from 'react-bootstrap/Spinner';
import {
  Bookmark,
  Calendar,
  Download,
  Edit2,
  Mail,
  Share2,
  Star,
  Trash2,
  Upload,
} from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useUc } from '../shared/use-uc.ts';
import { THEME_COLORS } from '../../../core/theme/theme-config.ts';

type Style = 'filled' | 'outline' | 'flat' | 'gradient' | 'relief' | 'round';
const STYLE_CLASS: Record<Style, (c: string) => string> = {
  filled: (c) => `btn-${c}`,
  outline: (c) => `btn-outline-${c}`,
  flat: (c) => `btn-flat-${c}`,
  gradient: (c) => `btn-gradient-${c}`,
  relief: (c) => `btn-${c} btn-relief`,
  round: (c) => `btn-${c} rounded-pill`,
};

function ColorRow({ style }: { style: Style }) {
  const { t } = useUc();
  return (
    <div className="uc-demo-row">
      {THEME_COLORS.map((c) => (
        <button key={c} type="button" className={`btn ${STYLE_CLASS[style](c)}`}>
          {t(`common.colors.${c}`)}
        </button>
      ))}
    </div>
  );
}

function LoadingButton() {
  const { t } = useUc();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const id = window.setTimeout(() => setBusy(false), 2000);
    return () => window.clearTimeout(id);
  }, [busy]);
  return (
    <Button variant="primary" disabled={busy} onClick={() => setBusy(true)}>
      {busy && <Spinner as="span" size="sm" className="me-2" aria-hidden="true" />}
      {busy ? t('buttons.loading.busy') : t('buttons.loading.idle')}
    </Button>
  );
}

export function ButtonsPage() {
  const { t } = useUc();
  const styles: Style[] = ['filled', 'outline', 'flat', 'gradient', 'relief', 'round'];
  return (
    <DemoPage>
      {styles.map((s) => (
        <DemoCard key={s} section={`buttons.${s}`}>
          <ColorRow style={s} />
        </DemoCard>
      ))}

      <DemoCard section="buttons.icons">
        <div className="uc-demo-row mb-3">
          {[
            { I: Mail, k: 'email', v: 'primary' },
            { I: Calendar, k: 'book', v: 'outline-success' },
            { I: Download, k: 'cv', v: 'flat-info' },
          ].map(({ I, k, v }) => (
            <Button key={k} variant={v}>
              <I size={14} aria-hidden="true" className="me-2" />
              {t(`buttons.icons.${k}`)}
            </Button>
          ))}
        </div>
        <div className="uc-demo-row">
          {[
            { I: Star, k: 'shortlist', v: 'btn-warning' },
            { I: Bookmark, k: 'save', v: 'btn-outline-primary' },
            { I: Share2, k: 'share', v: 'btn-flat-success' },
            { I: Edit2, k: 'edit', v: 'btn-gradient-info' },
            { I: Trash2, k: 'delete', v: 'btn-danger rounded-circle' },
          ].map(({ I, k, v }) => (
            <button
              key={k}
              type="button"
              className={`btn btn-icon ${v}`}
              aria-label={t(`buttons.icons.${k}`)}
              title={t(`buttons.icons.${k}`)}
            >
              <I size={16} aria-hidden="true" />
            </button>
          ))}
        </div>
      </DemoCard>

      <DemoCard section="buttons.sizes">
        {([undefined, 'outline-secondary'] as const).map((variant, row) => (
          <div key={row} className={row === 0 ? 'uc-demo-row mb-3' : 'uc-demo-row'}>
            {(['lg', 'md', 'sm'] as const).map((size) => (
              <Button key={size} size={size === 'md' ? undefined : size} variant={variant}>
                {t(`common.sizes.${size}`)}
              </Button>
            ))}
          </div>
        ))}
      </DemoCard>

      <DemoCard section="buttons.block">
        <div className="d-grid gap-2">
          <Button variant="primary">{t('buttons.block.apply')}</Button>
          <Button variant="outline-secondary">{t('buttons.block.later')}</Button>
        </div>
      </DemoCard>

      <DemoCard section="buttons.group">
        <ButtonGroup aria-label={t('buttons.group.label')} className="mb-3 flex-wrap">
          <Button variant="outline-primary">{t('buttons.group.day')}</Button>
          <Button variant="outline-primary">{t('buttons.group.week')}</Button>
          <Button variant="outline-primary">{t('buttons.group.month')}</Button>
        </ButtonGroup>
        <div>
          <ButtonGroup vertical aria-label={t('buttons.group.stages')}>
            <Button variant="primary">{t('buttons.group.applied')}</Button>
            <Button variant="primary">{t('buttons.group.interview')}</Button>
            <Button variant="primary">{t('buttons.group.offer')}</Button>
          </ButtonGroup>
        </div>
      </DemoCard>

      <DemoCard section="buttons.toolbar">
        <ButtonToolbar aria-label={t('buttons.toolbar.label')} className="gap-2">
          <ButtonGroup aria-label={t('buttons.toolbar.files')}>
            <Button variant="outline-secondary" aria-label={t('buttons.toolbar.upload')}>
              <Upload size={16} aria-hidden="true" />
            </Button>
            <Button variant="outline-secondary" aria-label={t('buttons.icons.cv')}>
              <Download size={16} aria-hidden="true" />
            </Button>
          </ButtonGroup>
          <ButtonGroup aria-label={t('buttons.toolbar.pages')}>
            {[1, 2, 3, 4].map((n) => (
              <Button key={n} variant="outline-primary">
                {n}
              </Button>
            ))}
          </ButtonGroup>
          <ButtonGroup aria-label={t('buttons.toolbar.actions')}>
            <Button variant="success">{t('buttons.toolbar.publish')}</Button>
          </ButtonGroup>
        </ButtonToolbar>
      </DemoCard>

      <DemoCard section="buttons.loading" row>
        <LoadingButton />
        <Button variant="outline-primary">{t('buttons.loading.ripple')}</Button>
        <Button variant="secondary" disabled>
          {t('buttons.loading.disabled')}
        </Button>
      </DemoCard>
    </DemoPage>
  );
}
