import { describe, expect, it } from 'vitest';
import { takeBootstrapResponse } from '../api/bootstrap-requests.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { sendDashboardBootstrapRequests } from './dashboard-bootstrap.ts';
import { memberDashboardAt } from './dashboard-route.ts';

const at = (url: string) => new URL(url, 'http://localhost');

describe('memberDashboardAt', () => {
  it('reads the account, the universe and the dashboard of a member dashboard URL', () => {
    expect(memberDashboardAt(at('/acc1/uni1/dashboard?dashboard=dash1'))).toEqual({
      accountId: 'acc1',
      universeId: 'uni1',
      dashboardId: 'dash1',
    });
    expect(memberDashboardAt(at('/acc%201/uni%2F1/dashboard/'))).toEqual({
      accountId: 'acc 1',
      universeId: 'uni/1',
      dashboardId: null,
    });
  });

  it('is null for a guest view and for other pages', () => {
    expect(memberDashboardAt(at('/acc1/uni1/dashboard?dashboard=dash1&public=1'))).toBeNull();
    expect(memberDashboardAt(at('/acc1/uni1/login'))).toBeNull();
    expect(memberDashboardAt(at('/acc1/uni1/dashboard/extra'))).toBeNull();
    expect(memberDashboardAt(at('/acc1/%E0%A4%A/dashboard'))).toBeNull();
  });
});

describe('sendDashboardBootstrapRequests', () => {
  const sent = (url: string) => {
    const { requests } = mockFetch(() => jsonResponse({ status: 'ok' }));
    sendDashboardBootstrapRequests(at(url));
    const paths = requests.map((request) => request.url.pathname);
    // Left for the next test's app: nothing stays in flight.
    for (const path of paths) takeBootstrapResponse(path);
    return paths;
  };

  it('asks for the user and the dashboard named in the URL, or the universe’s list', () => {
    expect(sent('/acc1/uni%201/dashboard?dashboard=dash1')).toEqual([
      '/upms-legacy/prod/user/me',
      '/dashboards/v1/uni%201/dash1',
    ]);
    expect(sent('/acc1/uni1/dashboard')).toEqual(['/upms-legacy/prod/user/me', '/dashboards/v1/uni1']);
  });

  it('asks for nothing on other pages and on a guest view', () => {
    expect(sent('/acc1/uni1/login')).toEqual([]);
    expect(sent('/acc1/uni1/dashboard?dashboard=dash1&public=1')).toEqual([]);
  });
});
