export type ChartLibrary = typeof import('./chart-library.ts');

let loading: Promise<ChartLibrary> | null = null;
let loaded: ChartLibrary | null = null;

/**
 * ECharts is a chunk of its own (about 1 MB): the dashboard page does not wait for it, cards that draw no
 * chart never do, and a chart asks for it when it mounts. Loads once; a failed load is tried again.
 */
export function loadChartLibrary(): Promise<ChartLibrary> {
  loading ??= import('./chart-library.ts').then(
    (library) => {
      loaded = library;
      return library;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The chart library if it has arrived, for what must answer at once (a menu's export). */
export function loadedChartLibrary(): ChartLibrary | null {
  return loaded;
}
