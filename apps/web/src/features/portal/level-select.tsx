import { candidateLevels } from '@careers/contracts';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { ChoiceSelect } from '../../core/ui/choice-select.tsx';

/**
 * The candidate's level of study, in its grid column (`className`), "Not set" first: the one
 * choice the profile and the application's questions ask it with. The rest goes to the select.
 */
export function LevelSelect({
  id,
  label,
  className,
  ...select
}: { id: string; label: string; className: string } & Omit<
  ComponentPropsWithRef<'select'>,
  'id' | 'className'
>) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <ChoiceSelect
        id={id}
        label={label}
        values={candidateLevels}
        labelOf={(l) => t(`portal.levels.${l}`)}
        emptyLabel={t('portal.profile.notSet')}
        {...select}
      />
    </div>
  );
}
