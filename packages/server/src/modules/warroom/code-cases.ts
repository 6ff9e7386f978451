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

/**
 * A column holding one of our own integers (keys found by an earlier statement), for a statement reading
 * texts: list_contains is evaluated in the table scan, so the texts are read only for matching rows (an IN
 * list becomes a join that reads every row's texts first; over integers alone, IN is the cheaper).
 */
export const oneOf = (column: string, values: readonly number[]) =>
  `list_contains([${codeList(values)}], ${column})`;
