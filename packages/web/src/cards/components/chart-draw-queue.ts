/** The most of the page's thread the queued chart drawings take before letting input and rendering in. */
export const DRAW_BUDGET_MS = 50;

const queue: (() => void)[] = [];
let scheduled = false;
let channel: MessageChannel | null = null;

function drawSome(): void {
  scheduled = false;
  const until = performance.now() + DRAW_BUDGET_MS;
  while (queue.length > 0 && performance.now() < until) queue.shift()?.();
  if (queue.length > 0) schedule();
}

/** A task of its own soon after: a message to ourselves, which no timer clamp delays. */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof MessageChannel === 'undefined') {
    setTimeout(drawSome, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = drawSome;
  }
  channel.port2.postMessage(null);
}

/**
 * Draws a chart in a later task, in order, with as many others as fit in DRAW_BUDGET_MS: a dashboard's 30
 * charts drawn at once held the page for half a second, input included. A drawing of a chart gone meanwhile
 * must check for itself.
 */
export function queueChartDraw(draw: () => void): void {
  queue.push(draw);
  schedule();
}
