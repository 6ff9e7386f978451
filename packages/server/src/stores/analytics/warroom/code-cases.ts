import { codesOf, GENDER_INFO, GENDERS, SENTIMENTS } from '@mirante/core';

/** Our own integer codes (never request values) written into the statement. */
export const codeList = (codes: readonly number[]) =>
  codes.map((code) => String(Math.trunc(code))).join(', ');

/** The sentiment of a polarity code column. */
export const sentimentCase = (column: string) =>
  `CASE ${SENTIMENTS.filter((s) => s !== 'unclassified')
    .map((s) => `WHEN ${column} IN (${codeList(codesOf(s))}) THEN '${s}'`)
    .join(' ')} ELSE 'unclassified' END`;

/** The gender of a gender code column. */
export const genderCase = (column: string) =>
  `CASE ${GENDERS.filter((g) => g !== 'unclassified')
    .map((g) => `WHEN ${column} IN (${codeList(GENDER_INFO[g].codes)}) THEN '${g}'`)
    .join(' ')} ELSE 'unclassified' END`;
