import { FEATURE_FLAGS } from '@mirante/core';
import { exampleOf, type KnownValues } from './example-value.ts';
import { type AppRoute, routeName } from './route-table.ts';

/** The resources of one tenant that a request can name. */
export interface TenantResources {
  accountId: string;
  universeId: string;
  dashboardId: string;
  imageId: string;
  componentId: string;
  userId: string;
}

/** Parameters, query keys and body keys that name a tenant's resource. */
const TENANT_KEYS = new Set([
  'accountId',
  'universeId',
  'dashboardId',
  'id',
  'userId',
  'imageId',
  'componentId',
  'acc_id',
  'uni_id',
  'account_id',
  'universe_id',
  'universe',
  'dashboard',
]);

const DAY_MS = 86_400_000;

function pathValues(resources: TenantResources): Record<string, string> {
  return {
    accountId: resources.accountId,
    id: resources.accountId,
    universeId: resources.universeId,
    dashboardId: resources.dashboardId,
    imageId: resources.imageId,
    componentId: resources.componentId,
    userId: resources.userId,
    version: 'prod',
    entity: 'posts',
    dataset: 'posts',
    format: 'xlsx',
    flag: FEATURE_FLAGS[0] ?? 'flag',
    // An import job's id (its error sheet): the universe in the query is what binds it to the tenant.
    jobId: 'job',
  };
}

function knownValues(resources: TenantResources, now: number): KnownValues {
  return {
    acc_id: resources.accountId,
    uni_id: resources.universeId,
    account_id: resources.accountId,
    universe_id: resources.universeId,
    accountId: resources.accountId,
    universeId: resources.universeId,
    universe: resources.universeId,
    dashboard: resources.dashboardId,
    dashboardId: resources.dashboardId,
    date_range: `${now - 7 * DAY_MS}:${now}`,
    is_staging: 'false',
  };
}

export interface TenantRequest {
  method: string;
  url: string;
  payload: unknown;
  /** Whether the request names a resource of the tenant (by path, query or body). */
  tenantBound: boolean;
  /** Why no valid request could be built (a new route may need an example body). */
  problem: string | null;
}

/**
 * The request a route table entry makes about one tenant's resources: its path parameters, a query and a
 * body generated from the route's schemas (or `bodies[route]` when given) naming those resources.
 */
/** Example bodies for routes whose schema cannot produce one, built for the tenant being addressed. */
export type ExampleBodies = Record<string, (resources: TenantResources) => unknown>;

export function tenantRequest(
  route: AppRoute,
  resources: TenantResources,
  bodies: ExampleBodies = {},
  now = Date.now(),
): TenantRequest {
  const values = pathValues(resources);
  const missing = route.params.filter((param) => !(param in values));
  let path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? name));
  const known = knownValues(resources, now);
  const named = new Set(route.params.filter((param) => TENANT_KEYS.has(param)));
  let problem = missing.length > 0 ? `no value for :${missing.join(', :')}` : null;

  if (route.querystring) {
    const query = exampleOf(route.querystring, known) as Record<string, unknown> | undefined;
    if (!query || !route.querystring.safeParse(query).success) problem ??= 'no valid query string';
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined) continue;
      search.set(key, String(value));
      if (TENANT_KEYS.has(key)) named.add(key);
    }
    if (search.size > 0) path += `?${search}`;
  }

  let payload: unknown;
  const name = routeName(route);
  const example = bodies[name];
  if (example) payload = example(resources);
  else if (route.body) payload = exampleOf(route.body, known);
  if (route.body) {
    if (!route.body.safeParse(payload).success) problem ??= 'needs an example body';
    for (const key of Object.keys((payload as object | null) ?? {})) if (TENANT_KEYS.has(key)) named.add(key);
  }
  return { method: route.method, url: path, payload, tenantBound: named.size > 0, problem };
}
