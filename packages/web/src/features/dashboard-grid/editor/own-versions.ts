/**
 * The versions of the dashboard this page's own requests produced (edits, publishing, new access codes). The
 * server's answer and the realtime event of the same save race each other, so a newer version is judged by
 * whose it is, not by which of the two arrived first: one this page produced is never a conflict.
 */
export class OwnVersions {
  private readonly versions = new Set<number>();

  /** Versions `first` to `last` came from this page (a chain of saves, each over the one before). */
  add(first: number, last = first): void {
    for (let version = first; version <= last; version += 1) this.versions.add(version);
  }

  /**
   * Whether `version` and every one between it and `confirmed` came from this page: a save of someone else
   * in between (publishing writes over whatever version is current) makes it theirs too.
   */
  produced(confirmed: number, version: number): boolean {
    if (version <= confirmed) return false;
    for (let between = confirmed + 1; between <= version; between += 1) {
      if (!this.versions.has(between)) return false;
    }
    return true;
  }
}
