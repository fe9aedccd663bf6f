// First: zod's JIT off before any module parses (CSP without 'unsafe-eval').
import './zodConfig';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The public registration wizard (spec 000) lives at /cadastro, outside any account's console.
const RegistrationPage = lazy(() => import('./registration/RegistrationPage'));
const isRegistration = /^\/cadastro\/?$/.test(window.location.pathname);
// The platform operator's console (issue 23): its own sign-in and screens under /alderaan.
const OperatorApp = lazy(() => import('./operator/OperatorApp'));
const isOperator = /^\/alderaan(\/|$)/.test(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente do index.html');
createRoot(root).render(
  <StrictMode>
    {isOperator ? (
      <Suspense fallback={null}>
        <OperatorApp />
      </Suspense>
    ) : isRegistration ? (
      <Suspense fallback={null}>
        <RegistrationPage />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
);
