import type { ComponentType } from 'react';
import { Check, type IconProps } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

export interface StepInfo {
  key: string;
  title: string;
  subtitle: string;
  Icon: ComponentType<IconProps>;
}

interface StepHeaderProps {
  steps: StepInfo[];
  current: number;
  vertical?: boolean;
}

/** Numbered steps with icons; the current one is marked for assistive technology. */
export function StepHeader({ steps, current, vertical = false }: StepHeaderProps) {
  const { t } = useTranslation();
  return (
    <ol
      className={`wizard-steps${vertical ? ' wizard-steps-vertical' : ''}`}
      aria-label={t('formsDemo.wizard.progress')}
    >
      {steps.map(({ key, title, subtitle, Icon }, i) => {
        const state = i < current ? 'is-done' : i === current ? 'is-active' : '';
        return (
          <li
            key={key}
            className={`wizard-step ${state}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="wizard-step-icon" aria-hidden="true">
              {i < current ? <Check size={18} /> : <Icon size={18} />}
            </span>
            <span>
              <span className="wizard-step-title">
                <span className="visually-hidden">
                  {t('formsDemo.wizard.stepOf', { n: i + 1, total: steps.length })}
                </span>
                <span aria-hidden="true">{i + 1}. </span>
                {title}
              </span>
              <span className="wizard-step-sub">{subtitle}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
