import { Briefcase, Cpu, DollarSign, Heart, Zap, type Icon } from 'react-feather';
import { Avatar } from '../../../core/ui/avatar.tsx';
import type { AutocompleteItem } from '../../../fake-api/types/search.ts';
import { Combobox } from '../auto-complete/combobox.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useGetAutocompleteItemsQuery } from '../ui-components.api.ts';
import { STUDENTS } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';

const SECTORS: { sector: string; employers: string[]; icon: Icon }[] = [
  {
    sector: 'tech',
    icon: Cpu,
    employers: ['Northwind Analytics', 'Pixelforge Studios', 'Cobalt Cloud'],
  },
  {
    sector: 'finance',
    icon: DollarSign,
    employers: ['Meridian Bank', 'Harbour Insurance', 'Ledgerline Audit'],
  },
  {
    sector: 'health',
    icon: Heart,
    employers: ['Helix Pharma', 'St Aldric Hospital Trust', 'Vitalis Labs'],
  },
  { sector: 'energy', icon: Zap, employers: ['GreenGrid Energy', 'Tidewater Renewables'] },
  {
    sector: 'consulting',
    icon: Briefcase,
    employers: ['Brightpath Consulting', 'Oakridge Partners'],
  },
];

interface Employer {
  name: string;
  sector: string;
  icon: Icon;
}
const EMPLOYER_LIST: Employer[] = SECTORS.flatMap((s) =>
  s.employers.map((name) => ({ name, sector: s.sector, icon: s.icon })),
);

const NO_TITLES: AutocompleteItem[] = [];

const COURSES = ['cs', 'economics', 'law', 'biology', 'engineering', 'history'] as const;

export function AutoCompletePage() {
  const { t } = useUc();
  const titles = useGetAutocompleteItemsQuery().data ?? NO_TITLES;

  const common = {
    noResults: t('autoComplete.noResults'),
    selectedText: (text: string) => t('autoComplete.selected', { text }),
  };
  const students = STUDENTS.map((s, i) => ({ ...s, course: COURSES[i] ?? 'cs' }));

  return (
    <DemoPage>
      <DemoCard section="autoComplete.basic">
        <Combobox
          {...common}
          label={t('autoComplete.basic.label')}
          placeholder={t('autoComplete.basic.placeholder')}
          items={titles}
          toText={(i) => i.title}
          keyOf={(i) => String(i.id)}
        />
      </DemoCard>

      <DemoCard section="autoComplete.sections">
        <Combobox
          {...common}
          label={t('autoComplete.sections.label')}
          placeholder={t('autoComplete.sections.placeholder')}
          items={EMPLOYER_LIST}
          toText={(e) => e.name}
          keyOf={(e) => e.name}
          groupOf={(e) => t(`autoComplete.sectors.${e.sector}`)}
        />
      </DemoCard>

      <DemoCard section="autoComplete.icons">
        <Combobox
          {...common}
          label={t('autoComplete.icons.label')}
          placeholder={t('autoComplete.sections.placeholder')}
          items={EMPLOYER_LIST}
          toText={(e) => e.name}
          keyOf={(e) => e.name}
          renderItem={(e) => (
            <span className="d-flex align-items-center gap-2">
              <e.icon size={16} aria-hidden="true" className="text-primary" />
              {e.name}
            </span>
          )}
        />
      </DemoCard>

      <DemoCard section="autoComplete.custom">
        <Combobox
          {...common}
          label={t('autoComplete.custom.label')}
          placeholder={t('autoComplete.custom.placeholder')}
          items={students}
          toText={(s) => s.name}
          keyOf={(s) => s.name}
          renderItem={(s) => (
            <span className="d-flex align-items-center gap-2">
              <Avatar name={s.name} src={s.photo} size={30} />
              <span>
                <span className="d-block fw-semibold">{s.name}</span>
                <span className="small text-body-secondary">
                  {t(`autoComplete.courses.${s.course}`)}
                </span>
              </span>
            </span>
          )}
        />
      </DemoCard>

      <DemoCard section="autoComplete.min" wide>
        <div className="col-lg-6 px-0">
          <Combobox
            {...common}
            label={t('autoComplete.min.label')}
            placeholder={t('autoComplete.basic.placeholder')}
            hint={t('autoComplete.min.hint', { count: 3 })}
            items={titles}
            toText={(i) => i.title}
            keyOf={(i) => String(i.id)}
            minLength={3}
          />
        </div>
      </DemoCard>
    </DemoPage>
  );
}
