import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The kit's stylesheet, linked by Vite's build: the provider injects nothing (injectStyles={false}).
import 'rampkit/styles.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
