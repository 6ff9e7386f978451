import type { CardEndpoint } from './card-endpoint.ts';

/** The registry entries of proprietary engagement matrices and media (spec §7). */
export const proprietaryEndpoints: readonly CardEndpoint[] = [];
