/** The demo account seeded by the server on an empty data dir (packages/server/src/demo/seed-demo.ts). */
export const DEMO = {
  email: 'demo@mirante.local',
  password: 'demo-mirante',
  loginPath: '/demo/demo-marca/login',
  dashboardPath: '/demo/demo-marca/dashboard',
  brandUniverse: 'Marca Demo — Escuta e SAC',
} as const;
