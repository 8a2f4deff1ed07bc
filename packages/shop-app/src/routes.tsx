/** The route table: public and protected routes; unknown paths redirect to /404. */
import { Navigate, type RouteObject } from 'react-router';
import { StatusPage } from '@kontor/ui/StatusPage';
import { AppShell } from './AppShell.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/index', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/404', element: <StatusPage status={404} /> },
      { path: '/403', element: <StatusPage status={403} /> },
      { path: '/500', element: <StatusPage status={500} /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
