import { postRecord } from '../../test-support/post-record.ts';

/** Test data of the war-room rankings. */

export const START = Date.parse('2026-03-01T03:00:00Z');
export const DAY = 86_400_000;

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Posts whose authors tie and merge in every way the ranking knows: one name in several cases and channels,
 * renamed profiles, profiles without uid, without username or with an empty one, few distinct follower
 * counts and interaction numbers (many ties), timestamps that repeat. A person's posts of one instant share
 * their username: a profile's latest username is then one, whichever engine reads it (an exact tie between
 * two names has no answer both engines give).
 */
export function tangledPosts(count: number) {
  const next = random(7);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
  const names = ['Ana', 'ana', 'ANA', 'Bruno', 'bruno', 'Caio', 'Dani', 'Eva', '', 'Folha'];
  const channels = ['twitter', 'instagram', 'facebook', 'news', 'tiktok'];
  return Array.from({ length: count }, (_, i) => {
    const person = Math.floor(next() * 40);
    const instant = Math.floor(next() * 6) * 20 + Math.floor(next() * 20);
    const username = person % 9 === 0 ? null : (names[(person * 7 + instant) % names.length] as string);
    return postRecord({
      id: `t${i}`,
      postedAt: START + Math.floor(instant / 20) * DAY + (instant % 20) * 60_000,
      channel: pick(channels),
      uid: person % 7 === 0 ? null : `p${person}`,
      username: person % 7 === 0 && username === null ? `solo${person}` : username,
      followers: pick([10, 50, 50, 300, 1000]),
      likes: pick([0, 1, 2]),
      comments: pick([0, 1]),
      shares: pick([0, 0, 3]),
    });
  });
}
