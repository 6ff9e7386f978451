/**
 * Deployment settings, fixed at build time through Vite's environment (VITE_*). The defaults fit the demo
 * that `npm start` seeds.
 */
const env = import.meta.env;

function setting(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** Where `/` sends visitors without a session (spec §2: "leave for the product's main site"). */
export const PRODUCT_SITE_URL = setting(env.VITE_PRODUCT_SITE_URL, 'https://mirante.studio/');

/** The campaign shortcut (spec §2): a fixed guest token and the published dashboard it opens. */
export const CAMPAIGN = {
  path: '/campanha',
  token: setting(env.VITE_CAMPAIGN_DASHBOARD_TOKEN, 'campanha'),
  accountId: setting(env.VITE_CAMPAIGN_ACCOUNT_ID, 'demo'),
  universeId: setting(env.VITE_CAMPAIGN_UNIVERSE_ID, 'demo-marca'),
  dashboardId: setting(env.VITE_CAMPAIGN_DASHBOARD_ID, 'demo-visao-geral'),
} as const;
