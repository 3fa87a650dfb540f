import { Briefcase, Cpu, DollarSign, Heart, Zap, type Icon } from 'react-feather';
import { Avatar } from '../../../core/ui/avatar.tsx';
import type { AutocompleteItem } from '../../../fake-api/types/search.ts';
import { Combobox, type ComboboxProps } from '../auto-complete/combobox.tsx';
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

/** Names are unique in the samples, so they serve as keys too. */
const byName = { toText: (x: { name: string }) => x.name, keyOf: (x: { name: string }) => x.name };
const employers = { items: EMPLOYER_LIST, ...byName };

const COURSES = ['cs', 'economics', 'law', 'biology', 'engineering', 'history'] as const;

type ExampleProps<T> = Omit<ComboboxProps<T>, 'label' | 'noResults' | 'selectedText'> & {
  /** The example's keys: uiComponents.autoComplete.<name>.title, .description and .label. */
  name: string;
  wide?: boolean;
};

/** One example: its card and its combobox. */
function Example<T>({ name, wide = false, ...props }: ExampleProps<T>) {
  const { t } = useUc();
  const combobox = (
    <Combobox
      {...props}
      label={t(`autoComplete.${name}.label`)}
      noResults={t('autoComplete.noResults')}
      selectedText={(text) => t('autoComplete.selected', { text })}
    />
  );
  return (
    <DemoCard section={`autoComplete.${name}`} wide={wide}>
      {/* A field across a whole wide card would be too long. */}
      {wide ? <div className="col-lg-6 px-0">{combobox}</div> : combobox}
    </DemoCard>
  );
}

export function AutoCompletePage() {
  const { t } = useUc();
  const jobTitles = {
    items: useGetAutocompleteItemsQuery().data ?? NO_TITLES,
    toText: (i: AutocompleteItem) => i.title,
    keyOf: (i: AutocompleteItem) => String(i.id),
  };
  const students = STUDENTS.map((s, i) => ({ ...s, course: COURSES[i] ?? 'cs' }));

  return (
    <DemoPage>
      <Example name="basic" placeholder={t('autoComplete.basic.placeholder')} {...jobTitles} />

      <Example
        name="sections"
        placeholder={t('autoComplete.sections.placeholder')}
        {...employers}
        groupOf={(e) => t(`autoComplete.sectors.${e.sector}`)}
      />

      <Example
        name="icons"
        placeholder={t('autoComplete.sections.placeholder')}
        {...employers}
        renderItem={(e) => (
          <span className="d-flex align-items-center gap-2">
            <e.icon size={16} aria-hidden="true" className="text-primary" />
            {e.name}
          </span>
        )}
      />

      <Example
        name="custom"
        placeholder={t('autoComplete.custom.placeholder')}
        {...byName}
        items={students}
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

      <Example
        name="min"
        wide
        placeholder={t('autoComplete.basic.placeholder')}
        hint={t('autoComplete.min.hint', { count: 3 })}
        {...jobTitles}
        minLength={3}
      />
    </DemoPage>
  );
}
