import { useId, useMemo, useState } from 'react';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import Select, { type MultiValue, type SingleValue } from 'react-select';
import AsyncSelect from 'react-select/async';
import CreatableSelect from 'react-select/creatable';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { Labelled } from '../shared/labelled.tsx';
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

  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <DemoCard title={t(`${p}.title`)} subtitle={t(`${p}.subtitle`)}>
        <Row>
          <Labelled className="col-md-6 mb-4" id={`${id}-single`} label={t(`${p}.sector`)}>
            <Select
              {...common}
              {...messages}
              inputId={`${id}-single`}
              options={sectors}
              value={sector}
              onChange={setSector}
            />
            <div className="form-text">
              {t(`${p}.selected`, { value: sector?.label ?? t(`${p}.nothing`) })}
            </div>
          </Labelled>
          <Labelled className="col-md-6 mb-4" id={`${id}-multi`} label={t(`${p}.skills`)}>
            <Select
              {...common}
              {...messages}
              inputId={`${id}-multi`}
              isMulti
              options={SKILLS}
              value={skills}
              onChange={setSkills}
              closeMenuOnSelect={false}
            />
            <div className="form-text" data-testid="skills-summary">
              {t(`${p}.skillsCount`, { count: skills.length })}
            </div>
          </Labelled>
          <Labelled className="col-md-6 mb-4" id={`${id}-grouped`} label={t(`${p}.location`)}>
            <Select {...common} {...messages} inputId={`${id}-grouped`} options={groups} />
          </Labelled>
          <Labelled className="col-md-6 mb-4" id={`${id}-async`} label={t(`${p}.employer`)}>
            <AsyncSelect
              {...common}
              {...messages}
              inputId={`${id}-async`}
              cacheOptions
              defaultOptions
              loadOptions={loadEmployers}
              placeholder={t(`${p}.typeToSearch`)}
            />
          </Labelled>
          <Labelled className="col-md-6 mb-4" id={`${id}-tags`} label={t(`${p}.tags`)}>
            <CreatableSelect
              {...common}
              {...messages}
              inputId={`${id}-tags`}
              isMulti
              value={tags}
              onChange={setTags}
              formatCreateLabel={(v) => t(`${p}.createTag`, { value: v })}
              placeholder={t(`${p}.tagsPlaceholder`)}
            />
          </Labelled>
          <Labelled className="col-md-6 mb-4" id={`${id}-clear`} label={t(`${p}.clearable`)}>
            <Select
              {...common}
              {...messages}
              inputId={`${id}-clear`}
              isClearable
              options={sectors}
              defaultValue={sectors[1]}
            />
          </Labelled>
          <Labelled className="col-md-6 mb-4" id={`${id}-disabled`} label={t(`${p}.disabled`)}>
            <Select
              {...common}
              {...messages}
              inputId={`${id}-disabled`}
              isDisabled
              options={sectors}
              defaultValue={sectors[0]}
            />
          </Labelled>
        </Row>
      </DemoCard>
    </DemoPage>
  );
}
