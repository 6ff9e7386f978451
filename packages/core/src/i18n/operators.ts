/** Texts of operators-logs, productivity, total-calls and sac-reports; en mirrors every key. */
export const operatorsTextsPt = {} as const;

export const operatorsTextsEn: Record<keyof typeof operatorsTextsPt, string> = {};
