import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { Briefcase, Calendar, FileText, MapPin, Users } from 'react-feather';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { EMPLOYERS, STUDENTS, VACANCIES } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';

const TASKS = ['cv', 'cover', 'references', 'portfolio'] as const;

export function ListGroupPage() {
  const { t } = useUc();
  const [active, setActive] = useState<string>(VACANCIES[0]);
  const [done, setDone] = useState<Set<string>>(new Set(['cv']));
  const toggle = (k: string) =>
    setDone((s) => {
      const n = new Set(s);
      if (n.has(k)) n.delete(k);
      else n.add(k);
      return n;
    });

  return (
    <DemoPage>
      <DemoCard section="listGroup.basic">
        <ListGroup>
          {EMPLOYERS.map((e, i) => (
            <ListGroup.Item key={e} disabled={i === 4}>
              {e}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </DemoCard>

      <DemoCard section="listGroup.links">
        <ListGroup>
          {VACANCIES.map((v) => (
            <ListGroup.Item
              key={v}
              action
              as="button"
              active={active === v}
              aria-current={active === v}
              onClick={() => setActive(v)}
            >
              {t(`vacancies.${v}`)}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </DemoCard>

      <DemoCard section="listGroup.badges">
        <ListGroup>
          {[
            { I: Briefcase, k: 'vacancies', n: 42, c: 'primary' },
            { I: Users, k: 'students', n: 1280, c: 'success' },
            { I: Calendar, k: 'events', n: 9, c: 'warning' },
            { I: FileText, k: 'cvs', n: 17, c: 'danger' },
          ].map(({ I, k, n, c }) => (
            <ListGroup.Item key={k} className="d-flex justify-content-between align-items-center">
              <span className="d-flex align-items-center gap-2">
                <I size={16} aria-hidden="true" />
                {t(`listGroup.badges.${k}`)}
              </span>
              <Badge pill bg={c} text={c === 'warning' ? 'dark' : undefined}>
                {n}
              </Badge>
            </ListGroup.Item>
          ))}
        </ListGroup>
      </DemoCard>

      <DemoCard section="listGroup.flush">
        <ListGroup variant="flush">
          {STUDENTS.slice(0, 4).map((s) => (
            <ListGroup.Item key={s.name} className="px-0">
              {s.name}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </DemoCard>

      <DemoCard section="listGroup.numbered">
        <ListGroup as="ol" numbered>
          {(['register', 'upload', 'apply', 'interview'] as const).map((k) => (
            <ListGroup.Item as="li" key={k}>
              {t(`listGroup.numbered.${k}`)}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </DemoCard>

      <DemoCard section="listGroup.checkboxes">
        <ListGroup>
          {TASKS.map((k) => (
            <ListGroup.Item key={k}>
              <Form.Check
                id={`lg-${k}`}
                checked={done.has(k)}
                onChange={() => toggle(k)}
                label={t(`listGroup.checkboxes.${k}`)}
              />
            </ListGroup.Item>
          ))}
        </ListGroup>
        <p className="small text-body-secondary mt-2 mb-0" aria-live="polite">
          {t('listGroup.checkboxes.progress', { done: done.size, total: TASKS.length })}
        </p>
      </DemoCard>

      <DemoCard section="listGroup.colors">
        <ListGroup>
          {(['success', 'info', 'warning', 'danger'] as const).map((c) => (
            <ListGroup.Item key={c} variant={c}>
              {t(`listGroup.colors.${c}`)}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </DemoCard>

      <DemoCard section="listGroup.custom">
        <ListGroup>
          {VACANCIES.slice(0, 3).map((v, i) => (
            <ListGroup.Item key={v} className="d-flex gap-3 align-items-start">
              <Avatar name={EMPLOYERS[i] ?? ''} size={38} />
              <div className="flex-grow-1">
                <div className="d-flex justify-content-between flex-wrap gap-1">
                  <h3 className="h6 mb-0">{t(`vacancies.${v}`)}</h3>
                  <small className="text-body-secondary">
                    {t('listGroup.custom.posted', { count: i + 2 })}
                  </small>
                </div>
                <p className="mb-1 small">{EMPLOYERS[i]}</p>
                <small className="text-body-secondary d-inline-flex align-items-center gap-1">
                  <MapPin size={12} aria-hidden="true" />
                  {t(`listGroup.custom.where${i}`)}
                </small>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      </DemoCard>
    </DemoPage>
  );
}
