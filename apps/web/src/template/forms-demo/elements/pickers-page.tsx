import 'react-datepicker/dist/react-datepicker.css';
import { useId, useState } from 'react';
import Row from 'react-bootstrap/Row';
import DatePicker from 'react-datepicker';
import { useTranslation } from 'react-i18next';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { Labelled } from '../shared/labelled.tsx';
import '../forms-demo.scss';

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

export function PickersPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const p = 'formsDemo.pickers';
  const today = new Date();
  const [date, setDate] = useState<Date | null>(null);
  const [dateTime, setDateTime] = useState<Date | null>(null);
  const [time, setTime] = useState<Date | null>(null);
  const [range, setRange] = useState<[Date | null, Date | null]>([today, addDays(today, 4)]);
  const [bounded, setBounded] = useState<Date | null>(null);
  const [weekday, setWeekday] = useState<Date | null>(null);
  const [inline, setInline] = useState<Date | null>(today);
  const fmt = (d: Date | null, opts: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) =>
    d ? new Intl.DateTimeFormat(i18n.language, opts).format(d) : t(`${p}.none`);
  const common = { className: 'form-control', autoComplete: 'off' } as const;

  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <DemoCard title={t(`${p}.title`)} subtitle={t(`${p}.subtitle`)}>
        <Row>
          <Labelled
            className="col-md-6 col-xl-4 mb-4"
            id={`${id}-date`}
            label={t(`${p}.interviewDate`)}
          >
            <DatePicker
              {...common}
              id={`${id}-date`}
              selected={date}
              onChange={(d: Date | null) => setDate(d)}
              dateFormat="dd/MM/yyyy"
              placeholderText="dd/mm/yyyy"
            />
            <div className="form-text" data-testid="chosen-date">
              {t(`${p}.chosen`, { value: fmt(date) })}
            </div>
          </Labelled>
          <Labelled className="col-md-6 col-xl-4 mb-4" id={`${id}-dt`} label={t(`${p}.fairOpens`)}>
            <DatePicker
              {...common}
              id={`${id}-dt`}
              selected={dateTime}
              onChange={(d: Date | null) => setDateTime(d)}
              showTimeSelect
              timeIntervals={15}
              timeCaption={t(`${p}.time`)}
              dateFormat="dd/MM/yyyy HH:mm"
              timeFormat="HH:mm"
              placeholderText="dd/mm/yyyy hh:mm"
            />
          </Labelled>
          <Labelled className="col-md-6 col-xl-4 mb-4" id={`${id}-time`} label={t(`${p}.slotTime`)}>
            <DatePicker
              {...common}
              id={`${id}-time`}
              selected={time}
              onChange={(d: Date | null) => setTime(d)}
              showTimeSelect
              showTimeSelectOnly
              timeIntervals={30}
              timeCaption={t(`${p}.time`)}
              dateFormat="HH:mm"
              timeFormat="HH:mm"
              placeholderText="hh:mm"
            />
          </Labelled>
          <Labelled
            className="col-md-6 col-xl-4 mb-4"
            id={`${id}-range`}
            label={t(`${p}.placement`)}
            hint={t(`${p}.placementHint`)}
          >
            <DatePicker
              {...common}
              id={`${id}-range`}
              selectsRange
              startDate={range[0]}
              endDate={range[1]}
              onChange={(r: [Date | null, Date | null]) => setRange(r)}
              dateFormat="dd/MM/yyyy"
            />
          </Labelled>
          <Labelled
            className="col-md-6 col-xl-4 mb-4"
            id={`${id}-minmax`}
            label={t(`${p}.deadline`)}
            hint={t(`${p}.deadlineHint`)}
          >
            <DatePicker
              {...common}
              id={`${id}-minmax`}
              selected={bounded}
              onChange={(d: Date | null) => setBounded(d)}
              minDate={today}
              maxDate={addDays(today, 30)}
              dateFormat="dd/MM/yyyy"
              placeholderText="dd/mm/yyyy"
            />
          </Labelled>
          <Labelled
            className="col-md-6 col-xl-4 mb-4"
            id={`${id}-weekday`}
            label={t(`${p}.fairDay`)}
            hint={t(`${p}.fairDayHint`)}
          >
            <DatePicker
              {...common}
              id={`${id}-weekday`}
              selected={weekday}
              onChange={(d: Date | null) => setWeekday(d)}
              filterDate={isWeekday}
              dateFormat="dd/MM/yyyy"
              placeholderText="dd/mm/yyyy"
            />
          </Labelled>
          <Labelled
            className="col-md-6 col-xl-4 mb-4"
            id={`${id}-disabled`}
            label={t(`${p}.disabled`)}
          >
            <DatePicker
              {...common}
              id={`${id}-disabled`}
              selected={today}
              onChange={() => undefined}
              disabled
              dateFormat="dd/MM/yyyy"
            />
          </Labelled>
        </Row>
      </DemoCard>
      <DemoCard title={t(`${p}.inline`)} subtitle={t(`${p}.inlineSub`)}>
        <div className="d-flex flex-wrap gap-4 align-items-start">
          <DatePicker
            inline
            selected={inline}
            onChange={(d: Date | null) => setInline(d)}
            filterDate={isWeekday}
          />
          <div>
            <p className="fw-semibold mb-1">{t(`${p}.appointment`)}</p>
            <p className="text-body-secondary mb-0">{fmt(inline, { dateStyle: 'full' })}</p>
          </div>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
