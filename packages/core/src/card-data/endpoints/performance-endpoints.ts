import type { CardEndpoint } from './card-endpoint.ts';

/** The registry entries of performance (owned pages' publications and followers, the operators' activity and times, engaged users) (spec §7). */
export const performanceEndpoints: readonly CardEndpoint[] = [];
