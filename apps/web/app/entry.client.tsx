import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './features/i18n/load-catalogue';

// The page's texts first (only its language is downloaded), then hydration.
void loadCatalogue(document.documentElement.lang).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
