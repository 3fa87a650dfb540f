import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Download, HelpCircle, Info, Star } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { PLACEMENTS, physicalSide } from '../shared/samples.ts';
import { useDirection } from '../../../core/theme/use-direction.ts';
import { useUc } from '../shared/use-uc.ts';

type Trigger = 'hover' | 'focus' | 'click';

export function TooltipsPage() {
  const { t } = useUc();
  const rtl = useDirection() === 'rtl';
  const triggers: { key: string; trigger: Trigger[] }[] = [
    { key: 'hoverFocus', trigger: ['hover', 'focus'] },
    { key: 'focus', trigger: ['focus'] },
    { key: 'click', trigger: ['click'] },
  ];
  return (
    <DemoPage>
      <DemoCard section="tooltips.placements">
        <div className="uc-demo-row">
          {PLACEMENTS.map((p) => (
            <OverlayTrigger
              key={p}
              placement={physicalSide(p, rtl)}
              overlay={<Tooltip id={`tt-${p}`}>{t('tooltips.placements.tip')}</Tooltip>}
            >
              <Button variant="outline-primary">{t(`common.placements.${p}`)}</Button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>

      <DemoCard section="tooltips.triggers">
        <div className="uc-demo-row">
          {triggers.map(({ key, trigger }) => (
            <OverlayTrigger
              key={key}
              placement="top"
              trigger={trigger}
              overlay={<Tooltip id={`tt-tr-${key}`}>{t(`tooltips.triggers.${key}Tip`)}</Tooltip>}
            >
              <Button variant="primary">{t(`tooltips.triggers.${key}`)}</Button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>

      <DemoCard section="tooltips.colors">
        <div className="uc-demo-row">
          {(['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const).map((c) => (
            <OverlayTrigger
              key={c}
              placement="top"
              overlay={
                <Tooltip id={`tt-c-${c}`} className={`uc-tooltip-${c}`}>
                  {t('tooltips.colors.tip', { color: t(`common.colors.${c}`) })}
                </Tooltip>
              }
            >
              <Button variant={`outline-${c}`}>{t(`common.colors.${c}`)}</Button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>

      <DemoCard section="tooltips.elements">
        <p>
          {t('tooltips.elements.before')}{' '}
          <OverlayTrigger
            placement="top"
            overlay={<Tooltip id="tt-link">{t('tooltips.elements.linkTip')}</Tooltip>}
          >
            <a href="#scheme" onClick={(e) => e.preventDefault()}>
              {t('tooltips.elements.link')}
            </a>
          </OverlayTrigger>{' '}
          {t('tooltips.elements.after')}
        </p>
        <div className="uc-demo-row">
          {[
            { I: Info, k: 'info' },
            { I: Star, k: 'shortlist' },
            { I: Download, k: 'download' },
            { I: HelpCircle, k: 'help' },
          ].map(({ I, k }) => (
            <OverlayTrigger
              key={k}
              placement="bottom"
              overlay={<Tooltip id={`tt-i-${k}`}>{t(`tooltips.elements.${k}`)}</Tooltip>}
            >
              <button
                type="button"
                className="btn btn-icon btn-flat-secondary"
                aria-label={t(`tooltips.elements.${k}`)}
              >
                <I size={18} aria-hidden="true" />
              </button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>
    </DemoPage>
  );
}
