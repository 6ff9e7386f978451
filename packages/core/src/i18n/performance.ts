/** Texts of performance (owned pages' publications and followers, the operators' activity and times, engaged users); en mirrors every key. */
export const performanceTextsPt = {} as const;

export const performanceTextsEn: Record<keyof typeof performanceTextsPt, string> = {};
