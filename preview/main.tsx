import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../src/styles/app.css';

/** The admin preview tool (filled by a later helper). */
function Preview() {
  return (
    <main className="app-main">
      <h1>Preview</h1>
      <p>The flow preview tool will live here.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Preview />
    </StrictMode>,
  );
}
