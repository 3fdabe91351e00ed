import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes } from './app/router';
import { BASENAME } from './app/paths';
import { watchMeasureRows } from './app/measureRows';
import './styles/fonts.css';
import './styles/global.css';

watchMeasureRows();
const router = createBrowserRouter(appRoutes, { basename: BASENAME });
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
