import OverlayTrigger, { type OverlayTriggerType } from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Download, HelpCircle, Info, Star } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { OverlayButtons, PlacementButtons } from '../shared/overlay-buttons.tsx';
import { useUc } from '../shared/use-uc.ts';

export function TooltipsPage() {
  const { t } = useUc();
  const triggers: { key: string; trigger: OverlayTriggerType[] }[] = [
    { key: 'hoverFocus', trigger: ['hover', 'focus'] },
    { key: 'focus', trigger: ['focus'] },
    { key: 'click', trigger: ['click'] },
  ];
  return (
    <DemoPage>
      <DemoCard section="tooltips.placements">
        <PlacementButtons
          overlay={(p) => <Tooltip id={`tt-${p}`}>{t('tooltips.placements.tip')}</Tooltip>}
        />
      </DemoCard>

      <DemoCard section="tooltips.triggers">
        <OverlayButtons
          buttons={triggers.map(({ key, trigger }) => ({
            key,
            label: t(`tooltips.triggers.${key}`),
            variant: 'primary',
            trigger,
            overlay: <Tooltip id={`tt-tr-${key}`}>{t(`tooltips.triggers.${key}Tip`)}</Tooltip>,
          }))}
        />
      </DemoCard>

      <DemoCard section="tooltips.colors">
        <OverlayButtons
          buttons={(['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const).map(
            (c) => ({
              key: c,
              label: t(`common.colors.${c}`),
              variant: `outline-${c}`,
              overlay: (
                <Tooltip id={`tt-c-${c}`} className={`uc-tooltip-${c}`}>
                  {t('tooltips.colors.tip', { color: t(`common.colors.${c}`) })}
                </Tooltip>
              ),
            }),
          )}
        />
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
