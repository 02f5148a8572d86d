import './config/zod';
import './components/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { AppRoutes } from './app/app';
import { AppProvider } from './app/provider';
import { env } from './config/env';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <Router base={env.basePath}>
        <AppRoutes />
      </Router>
    </AppProvider>
  </StrictMode>,
);
