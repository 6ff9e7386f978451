import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/** One method of one route of the app, with the schemas it validates. */
export interface AppRoute {
  method: string;
  url: string;
  params: string[];
  querystring: z.ZodType | null;
  body: z.ZodType | null;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isMutation = (route: AppRoute) => MUTATIONS.has(route.method);

const asZod = (schema: unknown): z.ZodType | null =>
  schema && typeof schema === 'object' && 'safeParse' in schema ? (schema as z.ZodType) : null;

/** Collects the route table as the app is built: pass `collect` as the app's onRoute option. */
export function createRouteTable() {
  const routes: AppRoute[] = [];
  return {
    collect(route: RouteOptions): void {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({
          method,
          url: route.url,
          params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
          querystring: asZod(schema.querystring),
          body: asZod(schema.body),
        });
      }
    },
    get routes(): readonly AppRoute[] {
      return routes;
    },
  };
}

export const routeName = (route: Pick<AppRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
