import type { DemoDay } from './demo-calendar.ts';
import type { DemoRow } from './demo-row.ts';
import { BRAND, BRAND_PAGES, COMPETITORS } from './demo-vocabulary.ts';
import { createRandom, hashUnit } from './random.ts';

interface Profile {
  uid: string;
  username: string;
  channel: string;
  followers: number;
  brand: boolean;
}

const COMPETITOR_CHANNELS = ['instagram', 'facebook', 'twitter', 'tiktok'] as const;
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * Followers per profile per day (the users entity): the brand's pages and its competitors' pages, each
 * growing slowly with daily noise; the brand loses followers on the crisis day.
 */
export function createProfilesGenerator(options: { seed: number; days: readonly DemoDay[] }) {
  const random = createRandom(options.seed);
  const profiles: Profile[] = [
    ...Object.entries(BRAND_PAGES).map(([channel, page]) => ({
      uid: page.pid,
      username: BRAND.handle,
      channel,
      followers: Math.round(page.followers * 0.93),
      brand: true,
    })),
    ...COMPETITORS.flatMap((name, c) =>
      COMPETITOR_CHANNELS.map((channel, k) => ({
        uid: `${slug(name)}.${channel}`,
        username: slug(name),
        channel,
        followers: Math.round(80_000 + 1_600_000 * hashUnit(c * 10 + k, options.seed) ** 2),
        brand: false,
      })),
    ),
  ];
  return {
    *day(day: DemoDay): Generator<DemoRow> {
      for (const profile of profiles) {
        const growth = 0.0008 + 0.0006 * random.gaussian() - (day.crisis && profile.brand ? 0.004 : 0);
        profile.followers = Math.max(0, Math.round(profile.followers * (1 + growth)));
        yield {
          dataset: 'profiles',
          record: {
            id: `${profile.uid}:${day.key}`,
            channel: profile.channel,
            uid: profile.uid,
            username: profile.username,
            followers: profile.followers,
            metricDate: day.start,
          },
        };
      }
    },
  };
}
