import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchChunkErrors } from './app/chunk-reload';
import { AppProviders } from './app/providers';
import './styles.css';

watchChunkErrors();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
