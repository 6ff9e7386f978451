/**
 * Spec §9, written once for the web's requests and the server's handlers: the charts service answers within
 * 60 s, the other card data (war-room, chatbot, desk, SAC…) within 300 s; a failed read is retried 3 times
 * (never on a 4xx); uploads and imports get 300 s.
 */
export const CHARTS_TIMEOUT_MS = 60_000;
export const CARD_DATA_TIMEOUT_MS = 300_000;
export const UPLOAD_TIMEOUT_MS = 300_000;
export const CARD_DATA_RETRIES = 3;
