/**
 * What a sheet importer reads at most (docs/importers.md "Limits"). The file limit is core's IMPORT_MAX_BYTES
 * (the card refuses the same before sending); these bound what the file unpacks to, checked on the zip's
 * central directory before anything is inflated, and what is read of it.
 */
export const SHEET_LIMITS = {
  /** Everything the .xlsx declares it unpacks to. */
  maxUncompressedBytes: 512 * 1024 * 1024,
  /** An entry unpacking to more than this … */
  ratioCheckedFromBytes: 1024 * 1024,
  /** … may be at most this many times its packed size (text sheets pack 5 to 20 times; bombs, thousands). */
  maxRatio: 100,
  /** Files inside the .xlsx. */
  maxEntries: 10_000,
  /** Data rows of the first worksheet (the header row aside). */
  maxRows: 100_000,
  /** Cell errors listed in the error sheet; past them the sheet says the rest were not checked. */
  maxListedErrors: 10_000,
} as const;
