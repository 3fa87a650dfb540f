import type { ReactNode } from 'react';

/**
 * A record's page: its content and the aside, beside it on a wide screen and under it on a narrow
 * one; the aside's cards stand one under another.
 */
export function RecordColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-8">{main}</div>
      <div className="col-12 col-lg-4 d-flex flex-column gap-4">{aside}</div>
    </div>
  );
}
