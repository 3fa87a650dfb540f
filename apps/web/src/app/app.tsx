import { useEffect, useState } from 'react';
import type { Health } from '@careers/contracts';

/** Temporary root until the dashboard frame lands: shows that the API and database answer. */
export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/v1/health')
      .then((r) => r.json() as Promise<Health>)
      .then(setHealth, (e: unknown) => setError(String(e)));
  }, []);
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        padding: '3rem',
        maxWidth: 640,
        margin: '0 auto',
      }}
    >
      <h1>Careers Service</h1>
      {health && (
        <p>
          Server {health.version} — database {health.database.driver}{' '}
          {health.database.up ? 'answers' : 'does not answer'}.
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </main>
  );
}
