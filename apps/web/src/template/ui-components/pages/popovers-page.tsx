import type { OverlayTriggerType } from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { OverlayButtons, PlacementButtons } from '../shared/overlay-buttons.tsx';
import { STUDENTS } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';

const TRIGGERS: { key: string; trigger: OverlayTriggerType[] }[] = [
  { key: 'click', trigger: ['click'] },
  { key: 'hoverFocus', trigger: ['hover', 'focus'] },
  { key: 'focus', trigger: ['focus'] },
];

export function PopoversPage() {
  const { t } = useUc();
  const student = STUDENTS[2];
  return (
    <DemoPage>
      <DemoCard section="popovers.placements">
        <PlacementButtons
          click
          overlay={(p) => (
            <Popover id={`po-${p}`}>
              <Popover.Header as="h3">{t('popovers.placements.header')}</Popover.Header>
              <Popover.Body>{t('popovers.placements.body')}</Popover.Body>
            </Popover>
          )}
        />
      </DemoCard>

      <DemoCard section="popovers.triggers">
        <OverlayButtons
          buttons={TRIGGERS.map(({ key, trigger }) => ({
            key,
            label: t(`popovers.triggers.${key}`),
            variant: 'primary',
            trigger,
            rootClose: key === 'click',
            overlay: (
              <Popover id={`po-tr-${key}`}>
                <Popover.Header as="h3">{t(`popovers.triggers.${key}`)}</Popover.Header>
                <Popover.Body>{t(`popovers.triggers.${key}Body`)}</Popover.Body>
              </Popover>
            ),
          }))}
        />
      </DemoCard>

      <DemoCard section="popovers.custom" wide>
        <OverlayButtons
          buttons={[
            {
              key: 'student',
              label: student.name,
              variant: 'outline-secondary',
              placement: 'bottom',
              trigger: ['click'],
              rootClose: true,
              overlay: (
                <Popover id="po-student" className="uc-popover-wide">
                  <Popover.Body>
                    <div className="d-flex gap-2 align-items-center mb-2">
                      <Avatar name={student.name} src={student.photo} size={40} />
                      <div>
                        <div className="fw-semibold text-body-emphasis">{student.name}</div>
                        <div className="small text-body-secondary">
                          {t('autoComplete.courses.law')}
                        </div>
                      </div>
                    </div>
                    <p className="small mb-2">{t('popovers.custom.bio')}</p>
                    <span className="badge text-bg-success">{t('badges.status.interview')}</span>
                  </Popover.Body>
                </Popover>
              ),
            },
            {
              key: 'employer',
              label: t('popovers.custom.employer'),
              variant: 'outline-info',
              placement: 'bottom',
              trigger: ['click'],
              rootClose: true,
              overlay: (
                <Popover id="po-employer">
                  <Popover.Header as="h3">Meridian Bank</Popover.Header>
                  <Popover.Body>
                    <ul className="small mb-0 ps-3">
                      {(['fact1', 'fact2', 'fact3'] as const).map((f) => (
                        <li key={f}>{t(`popovers.custom.${f}`)}</li>
                      ))}
                    </ul>
                  </Popover.Body>
                </Popover>
              ),
            },
          ]}
        />
      </DemoCard>
    </DemoPage>
  );
}
