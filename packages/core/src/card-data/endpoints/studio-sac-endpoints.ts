import type { CardEndpoint } from './card-endpoint.ts';

/** The registry entries of studio `post/count`, `feed/backlog-table`, `status-table`, `sac-surveys`, `sac-surveys/scores` (spec §7). */
export const studioSacEndpoints: readonly CardEndpoint[] = [];
