import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { WizardForm } from './wizard-form.tsx';

export function WizardPage() {
  const { t } = useTranslation();
  const p = 'formsDemo.wizard';
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <DemoCard
        title={t(`${p}.horizontal`)}
        subtitle={t(`${p}.horizontalSub`)}
        className="wizard-horizontal"
      >
        <WizardForm />
      </DemoCard>
      <DemoCard
        title={t(`${p}.vertical`)}
        subtitle={t(`${p}.verticalSub`)}
        className="wizard-vertical"
      >
        <WizardForm vertical />
      </DemoCard>
    </DemoPage>
  );
}
