// First: the router implementation behind the 'react-router-dom' facade (src/lib/routerFacade.ts).
import './lib/provideRouter.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { setupStore } from '../store/index.ts';

const store = setupStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} Router={BrowserRouter} />
  </StrictMode>,
);
