import type { CardEndpoint } from './card-endpoint.ts';

/** The registry entries of operators-logs, productivity, total-calls and sac-reports (spec §7). */
export const operatorsEndpoints: readonly CardEndpoint[] = [];
