import Slider, { type SliderProps } from 'rc-slider';
import 'rc-slider/assets/index.css';
import { cloneElement, useState, type CSSProperties, type ReactElement } from 'react';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useDirection } from '../../../core/theme/use-direction.ts';
import { VACANCIES } from '../shared/sample-data.ts';
import { countInRange, formatK, salaryMarks } from './salary.ts';
import { useExt } from '../shared/use-ext.ts';

const SALARIES = VACANCIES.map((v) => v.salary);

/** Puts the value above the handle (rc-slider 11 has no tooltip of its own). */
const withTip =
  (format: (v: number) => string): SliderProps['handleRender'] =>
  (node, props) =>
    cloneElement(
      node as ReactElement<{ children?: React.ReactNode }>,
      undefined,
      <span className="ext-slider-tip" aria-hidden="true">
        {format(props.value)}
      </span>,
    );

/** A horizontal slider in its track (`extra` classes, a theme `colour`). */
function DirSlider({ extra, colour, ...props }: SliderProps & { extra?: string; colour?: string }) {
  // rc-slider does not read the page direction: horizontal sliders run right to left in RTL.
  const reverse = useDirection() === 'rtl';
  return (
    <div
      className={extra ? `ext-slider ${extra}` : 'ext-slider'}
      style={colour ? ({ '--slider-colour': `var(--bs-${colour})` } as CSSProperties) : undefined}
    >
      <Slider reverse={reverse} {...props} />
    </div>
  );
}

const COLOURS = ['primary', 'success', 'danger', 'warning', 'info'] as const;

export function SliderPage() {
  const k = useExt('slider');
  const [hours, setHours] = useState(16);
  const [salary, setSalary] = useState<[number, number]>([25000, 45000]);
  const [distance, setDistance] = useState(20);
  const [weeks, setWeeks] = useState(10);
  const [vertical, setVertical] = useState<[number, number]>([30, 70]);
  const [score, setScore] = useState(60);
  const matches = countInRange(SALARIES, salary);

  return (
    <DemoPage>
      <DemoCard col="col-lg-6" title={k('basicTitle')} text={k('basicText')}>
        <p className="mb-2" id="slider-hours-label">
          {k('hoursLabel')} <strong>{k('hours', { n: hours })}</strong>
        </p>
        <DirSlider
          min={0}
          max={40}
          value={hours}
          onChange={(v) => setHours(v as number)}
          ariaLabelledByForHandle="slider-hours-label"
          ariaValueTextFormatterForHandle={(v) => k('hours', { n: v })}
        />
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('rangeTitle')} text={k('rangeText')}>
        <p className="mb-2" id="slider-salary-label">
          {k('salaryLabel')}{' '}
          <strong data-testid="salary-range">
            <bdi dir="ltr">
              {formatK(salary[0])} – {formatK(salary[1])}
            </bdi>
          </strong>{' '}
          <span className="badge bg-light-primary ms-1">{k('matches', { n: matches })}</span>
        </p>
        <DirSlider
          extra="mt-4"
          range
          min={20000}
          max={60000}
          step={500}
          allowCross={false}
          value={salary}
          onChange={(v) => setSalary(v as [number, number])}
          handleRender={withTip(formatK)}
          ariaLabelForHandle={[k('salaryMin'), k('salaryMax')]}
          ariaValueTextFormatterForHandle={formatK}
        />
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('stepsTitle')} text={k('stepsText')}>
        <p className="mb-2" id="slider-distance-label">
          {k('distanceLabel')} <strong>{k('miles', { n: distance })}</strong>
        </p>
        <DirSlider
          min={0}
          max={100}
          step={10}
          dots
          value={distance}
          onChange={(v) => setDistance(v as number)}
          ariaLabelledByForHandle="slider-distance-label"
        />
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('marksTitle')} text={k('marksText')}>
        <DirSlider
          extra="mt-2"
          min={20000}
          max={60000}
          step={null}
          marks={salaryMarks(20000, 60000, 10000)}
          defaultValue={30000}
          ariaLabelForHandle={k('startingSalary')}
          ariaValueTextFormatterForHandle={formatK}
        />
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('verticalTitle')} text={k('verticalText')}>
        <div className="ext-slider ext-slider-vertical">
          <Slider
            vertical
            min={0}
            max={52}
            value={weeks}
            onChange={(v) => setWeeks(v as number)}
            ariaLabelForHandle={k('placementWeeks')}
            handleRender={withTip((v) => k('weeks', { n: v }))}
          />
          <Slider
            vertical
            range
            min={0}
            max={100}
            value={vertical}
            onChange={(v) => setVertical(v as [number, number])}
            ariaLabelForHandle={[k('scoreMin'), k('scoreMax')]}
            handleRender={withTip((v) => `${v}%`)}
          />
        </div>
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('coloursTitle')} text={k('coloursText')}>
        {COLOURS.map((c, i) => (
          <DirSlider
            key={c}
            extra="pb-3"
            colour={c}
            min={0}
            max={100}
            defaultValue={20 + i * 15}
            ariaLabelForHandle={k('colourSlider', { colour: k(`colours.${c}`) })}
          />
        ))}
        <p className="mb-2 mt-2" id="slider-disabled-label">
          {k('disabledLabel')}
        </p>
        <DirSlider
          disabled
          min={0}
          max={100}
          value={score}
          onChange={(v) => setScore(v as number)}
          ariaLabelledByForHandle="slider-disabled-label"
        />
      </DemoCard>
    </DemoPage>
  );
}
