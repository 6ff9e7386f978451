import { z } from 'zod';

/**
 * How a card-data request (charts-service, war-room) names the card it is for: `card_id`, the card's `uid` on
 * the dashboard. Signed-in users may omit it; a guest must send it, and gets 403 for a card that is not on its
 * dashboard, is hidden from guests (LGPD, not shareable, hidden components), or asks for other data.
 */
export const CARD_ID_PARAM = 'card_id';

export const CardRequestRef = z.object({ [CARD_ID_PARAM]: z.string().min(1).max(128).optional() });
export type CardRequestRef = z.infer<typeof CardRequestRef>;
