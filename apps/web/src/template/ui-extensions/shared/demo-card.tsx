import type { ReactNode } from 'react';
import { HeadingCard } from '../../../core/ui/heading-card.tsx';

interface DemoCardProps {
  /** Already translated. */
  title: string;
  /** Already translated; a line under the title saying what the example shows. */
  text?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The grid column the card fills ('col-lg-6'); none when its parent places it. */
  col?: string;
}

/** One example on a demo screen: an h2 card title, a short explanation and the example. */
export function DemoCard({ title, text, actions, children, className = '', col }: DemoCardProps) {
  const card = (
    <HeadingCard title={title} actions={actions} className={className}>
      {text && <p className="text-body-secondary small mb-3">{text}</p>}
      {children}
    </HeadingCard>
  );
  return col ? <div className={col}>{card}</div> : card;
}
