import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { CANDIDATES } from '../shared/sample-data.ts';
import { CandidatesTable } from './candidates-table.tsx';
import { ExportControls } from './export-controls.tsx';
import { useExt } from '../shared/use-ext.ts';

export function ExportPage() {
  const k = useExt('export');
  return (
    <DemoPage>
      <DemoCard col="col-12" title={k('allTitle')} text={k('allText')}>
        <ExportControls
          candidates={CANDIDATES}
          defaultName="candidates-2027"
          buttonLabel={k('exportAll', { n: CANDIDATES.length })}
        />
      </DemoCard>
      <DemoCard col="col-12" title={k('tableTitle')}>
        <CandidatesTable candidates={CANDIDATES} />
      </DemoCard>
    </DemoPage>
  );
}
