import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appBase } from './api';
import './app.css';

createRoot(document.getElementById('root')!).render(<App />);

// The service worker keeps the shell for offline use; its scope is this gym's app.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${appBase}sw.js`, { scope: appBase }).catch(() => {});
  });
}
