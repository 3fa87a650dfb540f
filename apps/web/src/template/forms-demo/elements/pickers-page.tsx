import 'react-datepicker/dist/react-datepicker.css';
import { useId, useState, type ComponentProps } from 'react';
import Row from 'react-bootstrap/Row';
import DatePicker from 'react-datepicker';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { Labelled } from '../../shared/labelled.tsx';
import '../forms-demo.scss';
import { dateTimeFormat } from '../../../core/format/date.ts';

/** Careers fairs run on weekdays only. */
export function isWeekday(date: Date): boolean {
  const day = date.getDay();
  return day !== 0 && day !== 6;
}

function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

interface DateDemo {
  /** The id's suffix. */
  key: string;
  /** The label's key under `formsDemo.pickers`. */
  label: string;
  hint?: string;
  initial?: Date;
  /** Says the chosen date below the picker. */
  showChosen?: boolean;
  picker: Pick<
    ComponentProps<typeof DatePicker>,
    | 'dateFormat'
    | 'placeholderText'
    | 'showTimeSelect'
    | 'showTimeSelectOnly'
    | 'timeIntervals'
    | 'timeFormat'
    | 'minDate'
    | 'maxDate'
    | 'filterDate'
    | 'disabled'
  >;
}

const P = 'formsDemo.pickers';
const DAY = { dateFormat: 'dd/MM/yyyy', placeholderText: 'dd/mm/yyyy' };

/** The pickers before the range one, then after it, in the order they show. */
function dateDemos(today: Date): [DateDemo[], DateDemo[]] {
  return [
    [
      { key: 'date', label: 'interviewDate', showChosen: true, picker: DAY },
      {
        key: 'dt',
        label: 'fairOpens',
        picker: {
          showTimeSelect: true,
          timeIntervals: 15,
          dateFormat: 'dd/MM/yyyy HH:mm',
          timeFormat: 'HH:mm',
          placeholderText: 'dd/mm/yyyy hh:mm',
        },
      },
      {
        key: 'time',
        label: 'slotTime',
        picker: {
          showTimeSelect: true,
          showTimeSelectOnly: true,
          timeIntervals: 30,
          dateFormat: 'HH:mm',
          timeFormat: 'HH:mm',
          placeholderText: 'hh:mm',
        },
      },
    ],
    [
      {
        key: 'minmax',
        label: 'deadline',
        hint: 'deadlineHint',
        picker: { ...DAY, minDate: today, maxDate: addDays(today, 30) },
      },
      {
        key: 'weekday',
        label: 'fairDay',
        hint: 'fairDayHint',
        picker: { ...DAY, filterDate: isWeekday },
      },
      {
        key: 'disabled',
        label: 'disabled',
        initial: today,
        picker: { dateFormat: 'dd/MM/yyyy', disabled: true },
      },
    ],
  ];
}

function useFormatDate() {
  const { t, i18n } = useTranslation();
  return (d: Date | null, opts: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) =>
    d ? dateTimeFormat(i18n.language, opts).format(d) : t(`${P}.none`);
}

const COMMON = { className: 'form-control', autoComplete: 'off' } as const;
const CELL = 'col-md-6 col-xl-4 mb-4';

/** One labelled single-date picker of the demo, holding its own date. */
function DateField({ idPrefix, demo }: { idPrefix: string; demo: DateDemo }) {
  const { t } = useTranslation();
  const fmt = useFormatDate();
  const [date, setDate] = useState<Date | null>(demo.initial ?? null);
  const id = `${idPrefix}-${demo.key}`;
  const time = demo.picker.showTimeSelect ? { timeCaption: t(`${P}.time`) } : {};
  return (
    <Labelled
      className={CELL}
      id={id}
      label={t(`${P}.${demo.label}`)}
      hint={demo.hint && t(`${P}.${demo.hint}`)}
    >
      <DatePicker
        {...COMMON}
        id={id}
        selected={date}
        onChange={(d: Date | null) => setDate(d)}
        {...time}
        {...demo.picker}
      />
      {demo.showChosen && (
        <div className="form-text" data-testid="chosen-date">
          {t(`${P}.chosen`, { value: fmt(date) })}
        </div>
      )}
    </Labelled>
  );
}

export function PickersPage() {
  const { t } = useTranslation();
  const fmt = useFormatDate();
  const id = useId();
  const today = new Date();
  const [range, setRange] = useState<[Date | null, Date | null]>([today, addDays(today, 4)]);
  const [inline, setInline] = useState<Date | null>(today);
  const fields = (demos: DateDemo[]) =>
    demos.map((demo) => <DateField key={demo.key} idPrefix={id} demo={demo} />);
  const [before, after] = dateDemos(today);

  return (
    <DemoPage intro={t(`${P}.intro`)}>
      <DemoCard title={t(`${P}.title`)} subtitle={t(`${P}.subtitle`)}>
        <Row>
          {fields(before)}
          <Labelled
            className={CELL}
            id={`${id}-range`}
            label={t(`${P}.placement`)}
            hint={t(`${P}.placementHint`)}
          >
            <DatePicker
              {...COMMON}
              id={`${id}-range`}
              selectsRange
              startDate={range[0]}
              endDate={range[1]}
              onChange={(r: [Date | null, Date | null]) => setRange(r)}
              dateFormat="dd/MM/yyyy"
            />
          </Labelled>
          {fields(after)}
        </Row>
      </DemoCard>
      <DemoCard title={t(`${P}.inline`)} subtitle={t(`${P}.inlineSub`)}>
        <div className="d-flex flex-wrap gap-4 align-items-start">
          <DatePicker
            inline
            selected={inline}
            onChange={(d: Date | null) => setInline(d)}
            filterDate={isWeekday}
          />
          <div>
            <p className="fw-semibold mb-1">{t(`${P}.appointment`)}</p>
            <p className="text-body-secondary mb-0">{fmt(inline, { dateStyle: 'full' })}</p>
          </div>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
