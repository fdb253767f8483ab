import './app/mantine-styles.ts';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';

void initI18n();

const root = createRoot(document.getElementById('root')!);
// A transition lets React yield to the browser while it renders the first screen, so a
// slow phone never sees one long blocking task (Lighthouse total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
