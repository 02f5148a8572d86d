import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes } from '../app/app';
import { AppProvider } from '../app/provider';

/**
 * Renders `ui` (default: the whole app) at an app path such as '/drops', with fresh providers and an in-memory
 * location. `currentPath()` answers where navigation ended.
 */
export function renderAt(path: string, ui: ReactNode = <AppRoutes />) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProvider>,
  );
  return { ...result, currentPath: () => location.history.at(-1) };
}
