/** Texts of proprietary engagement matrices and media; en mirrors every key. */
export const proprietaryTextsPt = {} as const;

export const proprietaryTextsEn: Record<keyof typeof proprietaryTextsPt, string> = {};
