import type { ReactNode } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DemoPage } from '../shared/demo-page.tsx';
import { TitledCard } from '../shared/titled-card.tsx';

const K = 'uiElements.typography';
const HEADINGS = [1, 2, 3, 4, 5, 6] as const;
const DISPLAYS = [1, 2, 3, 4, 5, 6] as const;
const STAGES = ['apply', 'screen', 'interview', 'offer'] as const;
const SERVICES = ['cv', 'mock', 'fairs', 'alumni'] as const;
const FAIR_TOPICS = ['engineering', 'finance', 'charities'] as const;
const TERMS = ['placement', 'graduateScheme', 'assessmentCentre'] as const;
const INLINE = ['remote', 'hybrid', 'onSite'] as const;
const ALIGNMENTS = [
  ['text-start', 'start'],
  ['text-center', 'center'],
  ['text-end', 'end'],
] as const;
const TRANSFORMS = [
  ['text-lowercase', 'lowercase'],
  ['text-uppercase', 'uppercase'],
  ['text-capitalize', 'capitalize'],
] as const;
const WEIGHTS = [
  ['fw-bold', 'bold'],
  ['fw-semibold', 'semibold'],
  ['fw-light', 'light'],
  ['fst-italic', 'italic'],
  ['text-truncate', 'truncate'],
] as const;

/** One example in its grid column: a card titled by uiElements.typography.<name>.title. */
function TypeCard({
  name,
  col = 'col-12',
  hint = false,
  bodyClassName,
  children,
}: {
  name: string;
  col?: string;
  /** Show <name>.hint under the title. */
  hint?: boolean;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={col}>
      <TitledCard
        size="h4"
        title={t(`${K}.${name}.title`)}
        subtitle={hint ? t(`${K}.${name}.hint`) : undefined}
        // Side-by-side cards match heights; a full-width one keeps its own.
        className={col === 'col-12' ? '' : 'h-100'}
        bodyClassName={bodyClassName}
      >
        {children}
      </TitledCard>
    </div>
  );
}

/** A group of samples inside a card, under a small upper-case heading. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3 className="h6 text-uppercase text-body-secondary">{title}</h3>
      {children}
    </>
  );
}

/** List items, each uiElements.typography.lists.<group>.<key>. */
function Items({ group, keys }: { group: string; keys: readonly string[] }) {
  const { t } = useTranslation();
  return keys.map((key) => <li key={key}>{t(`${K}.lists.${group}.${key}`)}</li>);
}

/** One line a utility class, set in that class; `showClass` names the class before the text. */
function ClassLines({
  lines,
  showClass = false,
}: {
  lines: readonly (readonly [string, string])[];
  showClass?: boolean;
}) {
  const { t } = useTranslation();
  return lines.map(([cls, key], i) => (
    <p key={key} className={`${cls} ${i === lines.length - 1 ? 'mb-0' : 'mb-1'}`}>
      {showClass && <code>{`.${cls}`}</code>}
      {showClass && ' '}
      {t(`${K}.utilities.${key}`)}
    </p>
  ));
}

export function TypographyPage() {
  const { t } = useTranslation();
  return (
    <DemoPage className="ui-typography">
      <div className="row g-4">
        <TypeCard name="headings" col="col-12 col-lg-5" hint>
          {/* Visual heading sizes without breaking the page outline (h1 is the title). */}
          {HEADINGS.map((n) => (
            <div key={n} className="d-flex align-items-baseline gap-3 mb-2">
              <code className="ui-type-tag">{`.h${n}`}</code>
              <p className={`h${n} mb-0`}>{t(`${K}.headings.sample`)}</p>
            </div>
          ))}
        </TypeCard>
        <TypeCard name="text" col="col-12 col-lg-7">
          <p className="lead">{t(`${K}.text.lead`)}</p>
          <p>{t(`${K}.text.paragraph`)}</p>
          <p>
            {t(`${K}.text.markBefore`)} <mark>{t(`${K}.text.mark`)}</mark>{' '}
            {t(`${K}.text.markAfter`)}
          </p>
          <p>
            <del>{t(`${K}.text.del`)}</del> <ins>{t(`${K}.text.ins`)}</ins>
          </p>
          <p>
            <abbr title={t(`${K}.text.abbrTitle`)}>{t(`${K}.text.abbr`)}</abbr>{' '}
            {t(`${K}.text.abbrAfter`)}
          </p>
          <p>
            <strong>{t(`${K}.text.strong`)}</strong> · <em>{t(`${K}.text.em`)}</em> ·{' '}
            <u>{t(`${K}.text.underline`)}</u> · <s>{t(`${K}.text.strike`)}</s>
          </p>
          <p className="mb-0">
            <small>{t(`${K}.text.small`)}</small>
          </p>
        </TypeCard>
        <TypeCard name="display" hint bodyClassName="overflow-hidden">
          {DISPLAYS.map((n) => (
            <div key={n} className="d-flex flex-wrap align-items-baseline column-gap-3 mb-1">
              <code className="ui-type-tag">{`.display-${n}`}</code>
              <p className={`display-${n} mb-0`}>{t(`${K}.display.sample`)}</p>
            </div>
          ))}
        </TypeCard>

        <TypeCard name="quotes" bodyClassName="row g-4 mx-0">
          {(['first', 'second'] as const).map((q) => (
            <figure
              key={q}
              className={
                q === 'first'
                  ? 'col-12 col-md-6 mb-0'
                  : 'col-12 col-md-6 text-end ui-quote-accent mb-0'
              }
            >
              <blockquote className="blockquote">
                <p>{t(`${K}.quotes.${q}`)}</p>
              </blockquote>
              <figcaption className="blockquote-footer mb-0">
                {t(`${K}.quotes.${q}By`)} <cite>{t(`${K}.quotes.${q}Source`)}</cite>
              </figcaption>
            </figure>
          ))}
        </TypeCard>

        <TypeCard name="lists">
          <div className="row g-4">
            <div className="col-12 col-md-6 col-xl-3">
              <Group title={t(`${K}.lists.unordered`)}>
                <ul className="mb-0">
                  <Items group="services" keys={SERVICES} />
                  <li>
                    {t(`${K}.lists.fairs`)}
                    <ul>
                      <Items group="fairTopics" keys={FAIR_TOPICS} />
                    </ul>
                  </li>
                </ul>
              </Group>
            </div>
            <div className="col-12 col-md-6 col-xl-3">
              <Group title={t(`${K}.lists.ordered`)}>
                <ol className="mb-0">
                  <Items group="stages" keys={STAGES} />
                </ol>
              </Group>
            </div>
            <div className="col-12 col-md-6 col-xl-3">
              <Group title={t(`${K}.lists.unstyled`)}>
                <ul className="list-unstyled mb-3">
                  <Items group="services" keys={SERVICES} />
                </ul>
              </Group>
              <Group title={t(`${K}.lists.inline`)}>
                <ul className="list-inline mb-0">
                  {INLINE.map((s) => (
                    <li key={s} className="list-inline-item">
                      <span className="badge bg-light-primary">{t(`${K}.lists.modes.${s}`)}</span>
                    </li>
                  ))}
                </ul>
              </Group>
            </div>
            <div className="col-12 col-md-6 col-xl-3">
              <Group title={t(`${K}.lists.description`)}>
                <dl className="mb-0">
                  {TERMS.map((term) => (
                    <div key={term} className="mb-2">
                      <dt>{t(`${K}.lists.terms.${term}.term`)}</dt>
                      <dd className="mb-0">{t(`${K}.lists.terms.${term}.definition`)}</dd>
                    </div>
                  ))}
                </dl>
              </Group>
            </div>
          </div>
        </TypeCard>

        <TypeCard name="utilities">
          <div className="row g-4">
            {(
              [
                ['alignment', ALIGNMENTS],
                ['transform', TRANSFORMS],
                ['weight', WEIGHTS],
              ] as const
            ).map(([group, lines]) => (
              <div key={group} className="col-12 col-md-4">
                <Group title={t(`${K}.utilities.${group}`)}>
                  <ClassLines lines={lines} showClass={group === 'alignment'} />
                </Group>
              </div>
            ))}
          </div>
        </TypeCard>
      </div>
    </DemoPage>
  );
}
