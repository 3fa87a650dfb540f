import type { ScreeningAnswerValue } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { exportLabels, type ExportLabels } from '../../lib/exports/dictionary.ts';
import type { ExportCell, ExportRequest } from '../../lib/exports/table.ts';
import { answersByApplication, questionsOf } from './screening.service.ts';

type Table = { headers: string[]; rows: ExportCell[][] };

function cell(value: ScreeningAnswerValue | null, t: ExportLabels): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return t.value('answer', value ? 'yes' : 'no');
  return value;
}

/**
 * The applications export with its `screeningAnswers` column, where the reader put it: one column
 * per question (headed by the question) when the export is one vacancy's applications, since they
 * all answered the same questions; across vacancies, one "Screening answers" column holding
 * "question: answer" lines, so the file keeps one column layout whatever the vacancies ask.
 */
export async function withScreeningColumns<C extends string>(
  db: Db,
  rows: readonly { id: string; vacancyId: string }[],
  request: ExportRequest<C | 'screeningAnswers'>,
  vacancyId: string | undefined,
  base: (columns: C[]) => Table,
): Promise<Table> {
  const at = request.columns.indexOf('screeningAnswers');
  const table = base(request.columns.filter((c): c is C => c !== 'screeningAnswers'));
  if (at < 0) return table;
  const t = exportLabels(request.lang);
  const answers = await answersByApplication(db, rows);
  let headers: string[];
  let cells: (id: string) => ExportCell[];
  if (vacancyId) {
    const questions = await questionsOf(db, vacancyId);
    headers = questions.map((q) => q.label);
    cells = (id) => {
      const own = answers.get(id) ?? [];
      return questions.map((q) => cell(own.find((a) => a.questionId === q.id)?.value ?? null, t));
    };
  } else {
    headers = [t.header('screeningAnswers')];
    cells = (id) => [
      (answers.get(id) ?? [])
        .filter((a) => a.value !== null)
        .map((a) => `${a.label}: ${cell(a.value, t)}`)
        .join('\n'),
    ];
  }
  return {
    headers: [...table.headers.slice(0, at), ...headers, ...table.headers.slice(at)],
    rows: table.rows.map((row, i) => {
      const extra = cells(rows[i]?.id ?? '');
      return [...row.slice(0, at), ...extra, ...row.slice(at)];
    }),
  };
}
