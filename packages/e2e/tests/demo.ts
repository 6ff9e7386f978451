import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo account seeded by the server on an empty data dir (packages/server/src/demo/seed-demo.ts). */
export const DEMO = {
  email: 'demo@mirante.local',
  password: 'demo-mirante',
  accountId: 'demo',
  universeId: 'demo-marca',
  dashboardId: 'demo-visao-geral',
  dashboardTitle: 'Visão geral da marca',
  loginPath: '/demo/demo-marca/login',
  dashboardPath: '/demo/demo-marca/dashboard',
  tokenPath: '/demo/demo-marca/token',
  brandUniverse: 'Marca Demo — Escuta e SAC',
} as const;

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs the demo user in through the login screen and opens the brand universe's dashboard. */
export async function signInToDashboard(page: Page): Promise<void> {
  await page.goto(DEMO.loginPath);
  await fillLogin(page, DEMO.email, DEMO.password);
  await page.getByRole('button', { name: new RegExp(DEMO.brandUniverse) }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO.dashboardPath}/?$`));
}

/** The session headers of a demo login through the API (mutations need the second one). */
export async function demoSessionHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/auth/prod/session/login', {
    data: { username: DEMO.email, password: DEMO.password },
  });
  expect(response.ok()).toBe(true);
  const headers = response.headers();
  return {
    'x-session-id': headers['x-session-id'] ?? '',
    'x-session-id2': headers['x-session-id2'] ?? '',
  };
}

export interface Published {
  token: string;
  accessCode: string;
}

/**
 * The demo dashboard as published: the seed publishes nothing, so the demo user publishes it through the API
 * (or reads the state when it already is), as the sharing panel would.
 */
export async function publishDemoDashboard(request: APIRequestContext): Promise<Published> {
  const headers = await demoSessionHeaders(request);
  const base = `/dashboards/v1/${DEMO.universeId}/${DEMO.dashboardId}`;
  const current = await request.get(`${base}/publishing`, { headers });
  expect(current.ok()).toBe(true);
  let { publishing } = await current.json();
  if (!publishing.isPublished || !publishing.accessCode) {
    const published = await request.post(`${base}/publish`, { headers });
    expect(published.ok()).toBe(true);
    ({ publishing } = await published.json());
  }
  return { token: publishing.publishedToken, accessCode: publishing.accessCode };
}
