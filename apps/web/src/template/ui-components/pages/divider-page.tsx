import type { ReactNode } from 'react';
import { Briefcase, Star } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useUc } from '../shared/use-uc.ts';

type Position = 'start' | 'center' | 'end';
type LineStyle = 'solid' | 'dashed' | 'dotted';

function Divider({
  children,
  position = 'center',
  line = 'solid',
  color,
}: {
  children?: ReactNode;
  position?: Position;
  line?: LineStyle;
  color?: string;
}) {
  return (
    <div
      className={`uc-divider uc-divider-${position} uc-divider-${line} ${color ? `uc-divider-${color}` : ''}`}
      role={children ? undefined : 'separator'}
    >
      {children && <span className="uc-divider-text">{children}</span>}
    </div>
  );
}

export function DividerPage() {
  const { t } = useUc();
  return (
    <DemoPage>
      <DemoCard section="divider.text">
        <p>{t('divider.sample.first')}</p>
        <Divider>{t('divider.text.label')}</Divider>
        <p className="mb-0">{t('divider.sample.second')}</p>
      </DemoCard>

      <DemoCard section="divider.position">
        {(['start', 'center', 'end'] as const).map((p) => (
          <Divider key={p} position={p}>
            {t(`divider.position.${p}`)}
          </Divider>
        ))}
      </DemoCard>

      <DemoCard section="divider.styles">
        {(['solid', 'dashed', 'dotted'] as const).map((s) => (
          <Divider key={s} line={s}>
            {t(`divider.styles.${s}`)}
          </Divider>
        ))}
      </DemoCard>

      <DemoCard section="divider.icons">
        <Divider>
          <Star size={16} aria-hidden="true" />
        </Divider>
        <Divider position="start">
          <span className="d-inline-flex align-items-center gap-1">
            <Briefcase size={14} aria-hidden="true" />
            {t('divider.icons.label')}
          </span>
        </Divider>
        <Divider line="dashed" />
      </DemoCard>

      <DemoCard section="divider.colors" wide>
        <div className="row">
          {(['primary', 'success', 'danger', 'warning'] as const).map((c) => (
            <div key={c} className="col-md-6 col-xl-3">
              <Divider color={c}>{t(`common.colors.${c}`)}</Divider>
            </div>
          ))}
        </div>
      </DemoCard>
    </DemoPage>
  );
}
