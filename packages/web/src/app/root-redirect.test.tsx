import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, writeCookie } from '../api/cookies.ts';
import { renderApp } from '../test/render-app.tsx';
import { PRODUCT_SITE_URL } from './app-config.ts';
import {
  ACCOUNT_COOKIE,
  rememberUniverse,
  rootRedirectLoader,
  rootTarget,
  UNIVERSE_COOKIE,
} from './root-redirect.ts';

afterEach(() => {
  deleteCookie(ACCOUNT_COOKIE);
  deleteCookie(UNIVERSE_COOKIE);
});

describe('rootTarget', () => {
  const cookies = 'theme=x; account=acc1|Conta Demo; universe=uni1|Marca Demo';

  it("opens the last universe's dashboard with a session and both cookies, using the part before the pipe", () => {
    expect(rootTarget(cookies, true)).toBe('/acc1/uni1/dashboard');
  });

  it('goes to the product site without a session', () => {
    expect(rootTarget(cookies, false)).toBe(PRODUCT_SITE_URL);
  });

  it('goes to the product site when a cookie is missing or empty', () => {
    expect(rootTarget('account=acc1|Conta', true)).toBe(PRODUCT_SITE_URL);
    expect(rootTarget('universe=uni1|Marca', true)).toBe(PRODUCT_SITE_URL);
    expect(rootTarget('account=|Conta; universe=uni1', true)).toBe(PRODUCT_SITE_URL);
    expect(rootTarget('', true)).toBe(PRODUCT_SITE_URL);
  });

  it('takes ids without a pipe as they are', () => {
    expect(rootTarget('account=acc1; universe=uni1', true)).toBe('/acc1/uni1/dashboard');
  });
});

describe('rememberUniverse', () => {
  it('writes the cookies that bring `/` back to the universe', () => {
    rememberUniverse({
      accountId: 'acc1',
      accountName: 'Conta',
      universeId: 'uni1',
      name: 'Marca | Demo',
      kind: 'brand',
      isStaging: false,
    });
    expect(document.cookie).toContain(`${ACCOUNT_COOKIE}=`);
    expect(document.cookie).toContain(`${UNIVERSE_COOKIE}=`);
    expect(rootTarget(document.cookie, true)).toBe('/acc1/uni1/dashboard');
  });
});

describe('the / route', () => {
  it('redirects a signed-in visitor with the cookies to the dashboard', async () => {
    localStorage.setItem('mirante.session2', 'second-id');
    writeCookie(ACCOUNT_COOKIE, 'acc1|Conta', { maxAgeSeconds: 60 });
    writeCookie(UNIVERSE_COOKIE, 'uni1|Marca', { maxAgeSeconds: 60 });
    const routes: RouteObject[] = [
      { path: '/', loader: rootRedirectLoader, element: <p>raiz</p> },
      { path: '/:accountId/:universeId/dashboard', element: <p>painel</p> },
    ];
    const { router } = renderApp(routes, ['/']);

    expect(await screen.findByText('painel')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/acc1/uni1/dashboard');
  });
});
