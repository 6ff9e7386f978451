/**
 * happy-dom has no canvas, so `getContext('2d')` answers null and ECharts cannot mount. This context draws
 * nothing but answers every call, so charts go through their real option handling and lifecycle in tests.
 */
export function installCanvasContext(): void {
  if (document.createElement('canvas').getContext('2d') !== null) return;

  const noop = () => undefined;
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    const known: Record<string | symbol, unknown> = {
      canvas: this,
      measureText: (text: string) => ({ width: text.length * 7, actualBoundingBoxAscent: 10 }),
      getImageData: () => ({ data: new Uint8ClampedArray(4) }),
      createLinearGradient: () => ({ addColorStop: noop }),
      createRadialGradient: () => ({ addColorStop: noop }),
      createPattern: () => ({}),
      getLineDash: () => [],
      isPointInPath: () => false,
      isPointInStroke: () => false,
    };
    return new Proxy(known, {
      get: (target, property) => (property in target ? target[property] : noop),
      set: (target, property, value) => {
        target[property] = value;
        return true;
      },
    }) as unknown as RenderingContext;
  } as typeof HTMLCanvasElement.prototype.getContext;
}
