import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../shared/demo-card.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { CANDIDATES } from '../shared/sample-data.ts';
import { pickSelected } from './build-export.ts';
import { CandidatesTable } from './candidates-table.tsx';
import { ExportControls } from './export-controls.tsx';
import '../extensions.scss';

export function ExportSelectedPage() {
  const { t } = useTranslation();
  const k = (key: string, opts?: Record<string, unknown>) => t(`uiExtensions.export.${key}`, opts);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const chosen = pickSelected(CANDIDATES, selected);
  return (
    <>
      <PageTitle />
      <div className="row g-4">
        <div className="col-12">
          <DemoCard title={k('selectedTitle')} text={k('selectedText')}>
            <ExportControls
              candidates={chosen}
              defaultName="shortlist"
              buttonLabel={k('exportSelected', { n: chosen.length })}
              disabled={chosen.length === 0}
              hint={chosen.length === 0 ? k('noneSelected') : undefined}
            />
          </DemoCard>
        </div>
        <div className="col-12">
          <DemoCard
            title={k('tableTitle')}
            actions={
              <span
                className="small text-body-secondary"
                role="status"
                data-testid="selected-count"
              >
                {k('selectedCount', { n: chosen.length, total: CANDIDATES.length })}
              </span>
            }
          >
            <CandidatesTable candidates={CANDIDATES} selected={selected} onSelect={setSelected} />
          </DemoCard>
        </div>
      </div>
    </>
  );
}
