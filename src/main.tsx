import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { setupStore } from '../store/index.ts';
import { readPreloadedAnswers } from '../store/preloaded.ts';
import { splitLanguage } from '../shared/i18n/languages.ts';
import { loadCatalogue } from './i18n/messages.ts';

// A page in another language than English: its catalogue is fetched at once, beside the page's
// chunk (the server's head preloads both), and every route of that language waits for it.
void loadCatalogue(splitLanguage(location.pathname).language).catch(() => undefined);

// The one door for data: the answers the server wrote into the page go to the store, explicitly.
const store = setupStore(undefined, { preloadedAnswers: readPreloadedAnswers(document), startPath: location.pathname });

// The first render runs as a transition: React works in short slices and lets the browser
// breathe between them (a slow phone stays responsive), while index.html's spinner stays up.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} Router={BrowserRouter} />
    </StrictMode>,
  );
});
