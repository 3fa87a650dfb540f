import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { AlertTriangle, CheckCircle, Info, XOctagon, type Icon } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { EMPLOYERS } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';
import { THEME_COLORS } from '../../../core/theme/theme-config.ts';

const ICON_ALERTS: { variant: string; icon: Icon; key: string }[] = [
  { variant: 'info', icon: Info, key: 'fair' },
  { variant: 'success', icon: CheckCircle, key: 'offer' },
  { variant: 'warning', icon: AlertTriangle, key: 'deadline' },
  { variant: 'danger', icon: XOctagon, key: 'rejected' },
];

const TITLED = [
  { key: 'offer', variant: 'success' },
  { key: 'deadline', variant: 'warning' },
] as const;

const CLOSABLE = [
  { key: 'a', variant: 'info', text: 'first' },
  { key: 'b', variant: 'secondary', text: 'second' },
] as const;

export function AlertsPage() {
  const { t } = useUc();
  const [closable, setClosable] = useState({ a: true, b: true });
  const [reminder, setReminder] = useState(true);

  return (
    <DemoPage>
      <DemoCard section="alerts.default">
        <Alert variant="primary" className="mb-0">
          {t('alerts.default.text')}
        </Alert>
      </DemoCard>

      <DemoCard section="alerts.titles">
        {TITLED.map(({ key, variant }, i) => (
          <Alert
            key={key}
            variant={variant}
            className={i === TITLED.length - 1 ? 'mb-0' : undefined}
          >
            <Alert.Heading as="h3" className="h6">
              {t(`alerts.icons.${key}.title`)}
            </Alert.Heading>
            <p className="mb-0">{t(`alerts.icons.${key}.text`)}</p>
          </Alert>
        ))}
      </DemoCard>

      <DemoCard section="alerts.closable">
        {CLOSABLE.map(
          ({ key, variant, text }) =>
            closable[key] && (
              <Alert
                key={key}
                variant={variant}
                dismissible
                closeLabel={t('common.close')}
                onClose={() => setClosable((s) => ({ ...s, [key]: false }))}
              >
                {t(`alerts.closable.${text}`)}
              </Alert>
            ),
        )}
        {!closable.a && !closable.b && (
          <p className="text-body-secondary mb-0">{t('alerts.closable.empty')}</p>
        )}
      </DemoCard>

      <DemoCard section="alerts.dismissible">
        {reminder ? (
          <Alert
            variant="danger"
            dismissible
            closeLabel={t('alerts.dismissible.dismiss')}
            onClose={() => setReminder(false)}
            className="mb-0"
          >
            {t('alerts.dismissible.text')}
          </Alert>
        ) : (
          <Button variant="outline-primary" onClick={() => setReminder(true)}>
            {t('alerts.dismissible.again')}
          </Button>
        )}
      </DemoCard>

      <DemoCard section="alerts.icons">
        {ICON_ALERTS.map(({ variant, icon: I, key }) => (
          <Alert key={key} variant={variant} className="d-flex gap-2 align-items-start">
            <I size={18} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <div>
              <strong>{t(`alerts.icons.${key}.title`)}</strong>
              <div>{t(`alerts.icons.${key}.text`)}</div>
            </div>
          </Alert>
        ))}
      </DemoCard>

      <DemoCard section="alerts.colors">
        {THEME_COLORS.map((c, i) => (
          <Alert key={c} variant={c} className="py-2">
            <strong>{t(`common.colors.${c}`)}</strong> ·{' '}
            {t('alerts.colors.text', { employer: EMPLOYERS[i % EMPLOYERS.length] })}
          </Alert>
        ))}
      </DemoCard>

      <DemoCard section="alerts.solid" wide>
        <div className="row g-3">
          {(['primary', 'success', 'danger', 'dark'] as const).map((c) => (
            <div key={c} className="col-md-6 col-xl-3">
              <div className={`alert text-bg-${c} mb-2`} role="note">
                {t('alerts.solid.solid', { color: t(`common.colors.${c}`) })}
              </div>
              <div className={`alert alert-${c} mb-0`} role="note">
                {t('alerts.solid.light', { color: t(`common.colors.${c}`) })}
              </div>
            </div>
          ))}
        </div>
      </DemoCard>
    </DemoPage>
  );
}
