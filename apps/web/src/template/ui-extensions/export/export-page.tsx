import { useTranslation } from 'react-i18next';
import { DemoCard } from '../shared/demo-card.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { CANDIDATES } from '../shared/sample-data.ts';
import { CandidatesTable } from './candidates-table.tsx';
import { ExportControls } from './export-controls.tsx';
import '../extensions.scss';

export function ExportPage() {
  const { t } = useTranslation();
  const k = (key: string, opts?: Record<string, unknown>) => t(`uiExtensions.export.${key}`, opts);
  return (
    <>
      <PageTitle />
      <div className="row g-4">
        <div className="col-12">
          <DemoCard title={k('allTitle')} text={k('allText')}>
            <ExportControls
              candidates={CANDIDATES}
              defaultName="candidates-2027"
              buttonLabel={k('exportAll', { n: CANDIDATES.length })}
            />
          </DemoCard>
        </div>
        <div className="col-12">
          <DemoCard title={k('tableTitle')}>
            <CandidatesTable candidates={CANDIDATES} />
          </DemoCard>
        </div>
      </div>
    </>
  );
}
