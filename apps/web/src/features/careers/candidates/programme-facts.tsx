import type { Candidate } from '@careers/contracts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Fact } from '../shared/fact.tsx';

/** Where a candidate studies: programme, level and graduation year ("—" for what is not given). */
export function ProgrammeFacts({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  return (
    <>
      <Fact label={t('careers.candidate.programme')} value={candidate.programme ?? '—'} />
      <Fact
        label={t('careers.candidate.level')}
        value={candidate.level ? t(`careers.level.${candidate.level}`) : '—'}
      />
      <Fact label={t('careers.candidate.graduationYear')} value={candidate.graduationYear ?? '—'} />
    </>
  );
}
