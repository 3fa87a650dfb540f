import { useState } from 'react';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { CANDIDATES } from '../shared/sample-data.ts';
import { pickSelected } from './build-export.ts';
import { CandidatesTable } from './candidates-table.tsx';
import { ExportControls } from './export-controls.tsx';
import { useExt } from '../shared/use-ext.ts';

export function ExportSelectedPage() {
  const k = useExt('export');
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const chosen = pickSelected(CANDIDATES, selected);
  return (
    <DemoPage>
      <DemoCard col="col-12" title={k('selectedTitle')} text={k('selectedText')}>
        <ExportControls
          candidates={chosen}
          defaultName="shortlist"
          buttonLabel={k('exportSelected', { n: chosen.length })}
          disabled={chosen.length === 0}
          hint={chosen.length === 0 ? k('noneSelected') : undefined}
        />
      </DemoCard>
      <DemoCard
        col="col-12"
        title={k('tableTitle')}
        actions={
          <span className="small text-body-secondary" role="status" data-testid="selected-count">
            {k('selectedCount', { n: chosen.length, total: CANDIDATES.length })}
          </span>
        }
      >
        <CandidatesTable candidates={CANDIDATES} selected={selected} onSelect={setSelected} />
      </DemoCard>
    </DemoPage>
  );
}
