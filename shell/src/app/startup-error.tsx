import { company } from '@clean/shared';

/** Shown when the site cannot even start (no or broken /config.json). Plain markup: no remote needed. */
export function StartupError({ error }: { error: unknown }) {
  return (
    <main style={{ maxWidth: 640, margin: '15vh auto', padding: '0 1rem', textAlign: 'center' }}>
      <h1>{company.name} is temporarily unavailable</h1>
      <p>We could not start the website. Please refresh the page in a moment.</p>
      <pre style={{ textAlign: 'left', whiteSpace: 'pre-wrap', color: '#4d5b68', fontSize: '0.85rem' }}>
        {error instanceof Error ? error.message : String(error)}
      </pre>
      <button type="button" onClick={() => window.location.reload()}>
        Refresh
      </button>
    </main>
  );
}
