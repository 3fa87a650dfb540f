import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { PLACEMENTS, STUDENTS, physicalSide } from '../shared/samples.ts';
import { useDirection } from '../../../core/theme/use-direction.ts';
import { useUc } from '../shared/use-uc.ts';

export function PopoversPage() {
  const { t } = useUc();
  const rtl = useDirection() === 'rtl';
  const student = STUDENTS[2];
  return (
    <DemoPage>
      <DemoCard section="popovers.placements">
        <div className="uc-demo-row">
          {PLACEMENTS.map((p) => (
            <OverlayTrigger
              key={p}
              trigger="click"
              rootClose
              placement={physicalSide(p, rtl)}
              overlay={
                <Popover id={`po-${p}`}>
                  <Popover.Header as="h3">{t('popovers.placements.header')}</Popover.Header>
                  <Popover.Body>{t('popovers.placements.body')}</Popover.Body>
                </Popover>
              }
            >
              <Button variant="outline-primary">{t(`common.placements.${p}`)}</Button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>

      <DemoCard section="popovers.triggers">
        <div className="uc-demo-row">
          {(
            [
              { key: 'click', trigger: ['click'] },
              { key: 'hoverFocus', trigger: ['hover', 'focus'] },
              { key: 'focus', trigger: ['focus'] },
            ] as const
          ).map(({ key, trigger }) => (
            <OverlayTrigger
              key={key}
              trigger={[...trigger]}
              rootClose={key === 'click'}
              placement="top"
              overlay={
                <Popover id={`po-tr-${key}`}>
                  <Popover.Header as="h3">{t(`popovers.triggers.${key}`)}</Popover.Header>
                  <Popover.Body>{t(`popovers.triggers.${key}Body`)}</Popover.Body>
                </Popover>
              }
            >
              <Button variant="primary">{t(`popovers.triggers.${key}`)}</Button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>

      <DemoCard section="popovers.custom" wide>
        <div className="uc-demo-row">
          <OverlayTrigger
            trigger="click"
            rootClose
            placement="bottom"
            overlay={
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
            }
          >
            <Button variant="outline-secondary">{student.name}</Button>
          </OverlayTrigger>
          <OverlayTrigger
            trigger="click"
            rootClose
            placement="bottom"
            overlay={
              <Popover id="po-employer">
                <Popover.Header as="h3">Meridian Bank</Popover.Header>
                <Popover.Body>
                  <ul className="small mb-0 ps-3">
                    <li>{t('popovers.custom.fact1')}</li>
                    <li>{t('popovers.custom.fact2')}</li>
                    <li>{t('popovers.custom.fact3')}</li>
                  </ul>
                </Popover.Body>
              </Popover>
            }
          >
            <Button variant="outline-info">{t('popovers.custom.employer')}</Button>
          </OverlayTrigger>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
