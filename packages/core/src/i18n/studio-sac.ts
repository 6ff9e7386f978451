/** Texts of studio `post/count`, `feed/backlog-table`, `status-table`, `sac-surveys`, `sac-surveys/scores`; en mirrors every key. */
export const studioSacTextsPt = {} as const;

export const studioSacTextsEn: Record<keyof typeof studioSacTextsPt, string> = {};
