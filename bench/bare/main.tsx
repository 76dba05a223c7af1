import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The floor for the performance budget: React 19 + react-dom rendering one heading.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <h1>Hello</h1>
    </StrictMode>,
  );
}
