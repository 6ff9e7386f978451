import {
  type CreateDashboardRequest,
  type Dashboard,
  DashboardResponse,
  ONBOARDING_STATUS_DONE,
  type OnboardingDocument,
  OnboardingResponse,
} from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';

const dashboardsPath = (universeId: string) => `/dashboards/v1/${encodeURIComponent(universeId)}`;
const dashboardPath = (universeId: string, dashboardId: string) =>
  `${dashboardsPath(universeId)}/${encodeURIComponent(dashboardId)}`;

export async function createDashboard(universeId: string, body: CreateDashboardRequest): Promise<Dashboard> {
  const { dashboard } = await requestJson(dashboardsPath(universeId), DashboardResponse, {
    method: 'POST',
    body,
  });
  return dashboard;
}

/** The signed-in user's own onboarding document on a dashboard (spec §3). */
export async function saveOnboarding(
  universeId: string,
  dashboardId: string,
  document: OnboardingDocument,
): Promise<OnboardingDocument> {
  const path = `${dashboardPath(universeId, dashboardId)}/onboarding`;
  const { onboarding } = await requestJson(path, OnboardingResponse, { method: 'PUT', body: document });
  return onboarding;
}

/** The dashboard's onboarding-status save (spec §7), from the version the dashboard was read at. */
export async function markOnboardingDone(dashboard: Dashboard): Promise<Dashboard> {
  const path = `${dashboardPath(dashboard.universeId, dashboard.id)}/onboarding-status`;
  const body = { version: dashboard.version, value: ONBOARDING_STATUS_DONE };
  const { dashboard: saved } = await requestJson(path, DashboardResponse, { method: 'PUT', body });
  return saved;
}
