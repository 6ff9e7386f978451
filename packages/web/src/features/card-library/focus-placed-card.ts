/**
 * Brings a card just placed on the dashboard into view and focus. New cards go to the end of the dashboard, so
 * the card is the last frame of its library id (the same card may sit on a dashboard more than once).
 */
export function focusPlacedCard(cardId: string): void {
  const frames = document.querySelectorAll<HTMLElement>(`[data-card-id="${cardId}"]`);
  const frame = frames[frames.length - 1];
  if (!frame) return;
  // A frame is a region, not a control: focusable by script only, so Tab order stays as it was.
  if (!frame.hasAttribute('tabindex')) frame.setAttribute('tabindex', '-1');
  frame.scrollIntoView?.({ block: 'nearest' });
  frame.focus({ preventScroll: true });
}
