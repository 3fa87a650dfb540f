import { useId, useMemo, useState, type ReactNode } from 'react';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import Select, { type MultiValue, type SingleValue } from 'react-select';
import AsyncSelect from 'react-select/async';
import CreatableSelect from 'react-select/creatable';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { Labelled } from '../../shared/labelled.tsx';
import { CITIES, SKILLS, searchEmployers, type Option } from './select-options.ts';

const SECTORS = ['tech', 'finance', 'health', 'public', 'law', 'engineering'] as const;
const common = { className: 'rs', classNamePrefix: 'rs' } as const;

export function SelectPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.select';
  const sectors = useMemo<Option[]>(
    () => SECTORS.map((s) => ({ value: s, label: t(`formsDemo.sectors.${s}`) })),
    [t],
  );
  const groups = useMemo(
    () =>
      (Object.keys(CITIES) as (keyof typeof CITIES)[]).map((g) => ({
        label: t(`${p}.regions.${g}`),
        options: CITIES[g].map((c) => ({ value: c.toLowerCase(), label: c })),
      })),
    [t],
  );
  const [sector, setSector] = useState<SingleValue<Option>>(null);
  const [skills, setSkills] = useState<MultiValue<Option>>([SKILLS[0]!, SKILLS[2]!]);
  const [tags, setTags] = useState<MultiValue<Option>>([{ value: 'graduate', label: 'graduate' }]);
  const loadEmployers = (q: string) =>
    new Promise<Option[]>((resolve) => window.setTimeout(() => resolve(searchEmployers(q)), 600));
  const messages = {
    noOptionsMessage: () => t(`${p}.noOptions`),
    loadingMessage: () => t(`${p}.loading`),
    placeholder: t(`${p}.placeholder`),
  };

  /** A labelled cell of the grid; its control gets the id and the shared look and texts. */
  const cell = (
    name: string,
    label: string,
    control: (base: typeof common & typeof messages & { inputId: string }) => ReactNode,
    below?: ReactNode,
  ) => (
    <Labelled className="col-md-6 mb-4" id={`${id}-${name}`} label={t(`${p}.${label}`)}>
      {control({ ...common, ...messages, inputId: `${id}-${name}` })}
      {below}
    </Labelled>
  );

  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <DemoCard title={t(`${p}.title`)} subtitle={t(`${p}.subtitle`)}>
        <Row>
          {cell(
            'single',
            'sector',
            (base) => (
              <Select {...base} options={sectors} value={sector} onChange={setSector} />
            ),
            <div className="form-text">
              {t(`${p}.selected`, { value: sector?.label ?? t(`${p}.nothing`) })}
            </div>,
          )}
          {cell(
            'multi',
            'skills',
            (base) => (
              <Select
                {...base}
                isMulti
                options={SKILLS}
                value={skills}
                onChange={setSkills}
                closeMenuOnSelect={false}
              />
            ),
            <div className="form-text" data-testid="skills-summary">
              {t(`${p}.skillsCount`, { count: skills.length })}
            </div>,
          )}
          {cell('grouped', 'location', (base) => (
            <Select {...base} options={groups} />
          ))}
          {cell('async', 'employer', (base) => (
            <AsyncSelect
              {...base}
              cacheOptions
              defaultOptions
              loadOptions={loadEmployers}
              placeholder={t(`${p}.typeToSearch`)}
            />
          ))}
          {cell('tags', 'tags', (base) => (
            <CreatableSelect
              {...base}
              isMulti
              value={tags}
              onChange={setTags}
              formatCreateLabel={(v) => t(`${p}.createTag`, { value: v })}
              placeholder={t(`${p}.tagsPlaceholder`)}
            />
          ))}
          {cell('clear', 'clearable', (base) => (
            <Select {...base} isClearable options={sectors} defaultValue={sectors[1]} />
          ))}
          {cell('disabled', 'disabled', (base) => (
            <Select {...base} isDisabled options={sectors} defaultValue={sectors[0]} />
          ))}
        </Row>
      </DemoCard>
    </DemoPage>
  );
}
