import type { ReactNode } from 'react';

/** Auth and misc pages: no menu, navbar or footer. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-frame layout-blank">
      <main id="main-content" className="blank-page">
        {children}
      </main>
    </div>
  );
}
