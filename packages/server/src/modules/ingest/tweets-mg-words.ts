/**
 * The real-data test's own reading of the file, kept apart from the product's code so it checks it: São Paulo
 * clock times through Intl, and words as the text search is specified (spec §5), not as core implements it.
 */

const SAO_PAULO_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as São Paulo's wall clock, 'YYYY-MM-DD HH:MM:SS'. */
export function saoPauloClock(ms: number): string {
  return SAO_PAULO_CLOCK.format(new Date(ms));
}

/** Word characters: ASCII digits, underscore, and the letters of the Latin, Greek and Cyrillic scripts. */
const WORD_CHAR = /^(?:[0-9_]|(?=\p{L})[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])$/u;

/** A text's words: accents dropped (NFD, combining marks removed), lower case, split on anything else. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let word = '';
  for (const char of text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()) {
    if (WORD_CHAR.test(char)) {
      word += char;
    } else if (word !== '') {
      words.push(word);
      word = '';
    }
  }
  if (word !== '') words.push(word);
  return words;
}

/** Whether the words hold the phrase's words one right after the other. */
export function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  return words.some((_, i) => phrase.every((wanted, k) => words[i + k] === wanted));
}

/** Whether a word starts with the prefix (a search word ending in '*'). */
export function hasPrefix(words: readonly string[], prefix: string): boolean {
  return words.some((word) => word.startsWith(prefix));
}
