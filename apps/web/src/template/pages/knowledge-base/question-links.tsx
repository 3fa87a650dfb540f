import { ChevronRight } from 'react-feather';
import { Link } from 'react-router';
import type { KnowledgeBaseQuestionLink } from '../../../fake-api/types.ts';

interface QuestionLinksProps {
  category: string;
  questions: KnowledgeBaseQuestionLink[];
  /** Keeps the chevron beside the first line when a question runs over several lines. */
  topAligned?: boolean;
}

/** A list of links to questions of a knowledge-base category, each after a chevron. */
export function QuestionLinks({ category, questions, topAligned = false }: QuestionLinksProps) {
  return (
    <ul className="list-unstyled mb-0">
      {questions.map((q) => (
        <li key={q.id} className="mb-2">
          <Link
            to={`/pages/knowledge-base/${category}/${q.slug}`}
            className={topAligned ? 'd-flex gap-1' : 'd-flex align-items-center gap-1'}
          >
            <ChevronRight
              size={14}
              className={`flip-rtl flex-shrink-0${topAligned ? ' mt-1' : ''}`}
              aria-hidden="true"
            />
            {q.question}
          </Link>
        </li>
      ))}
    </ul>
  );
}
