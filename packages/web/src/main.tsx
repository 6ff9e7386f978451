import { sendDashboardBootstrapRequests } from './app/dashboard-bootstrap.ts';

// The page's first script is tiny: a dashboard's first requests leave before the app's chunks load and run.
sendDashboardBootstrapRequests(window.location);
void import('./app/start-app.tsx').then(({ startApp }) => startApp());
