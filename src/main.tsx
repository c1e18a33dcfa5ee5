import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { BrowserRouter, reactRouter } from './lib/reactRouter.ts';
import { provideRouter } from './lib/routerFacade.ts';
import { setupStore } from '../store/index.ts';
import { readPreloadedAnswers } from '../store/preloaded.ts';

// The router behind the 'react-router-dom' facade every page imports (src/lib/routerFacade.ts).
provideRouter(reactRouter);

// The one door for data: the answers the server wrote into the page go to the store, explicitly.
const store = setupStore(undefined, { preloadedAnswers: readPreloadedAnswers(document) });

// The first render runs as a transition: React works in short slices and lets the browser
// breathe between them (a slow phone stays responsive), while index.html's spinner stays up.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} Router={BrowserRouter} />
    </StrictMode>,
  );
});
