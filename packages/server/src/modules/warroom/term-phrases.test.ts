import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { postRecord } from '../../test-support/post-record.ts';
import { openTestEngine, TEST_ENGINES } from '../../test-support/test-engines.ts';
import { createWarRoomService, type WarRoomService } from './service.ts';
import { DAY, START } from './tangled-posts.ts';

/*
 * Terms as an analyst reads them: accents kept ('atualização'), a two-word name ('Marca Demo', 'São Paulo')
 * one term, pt-BR stop words left out. Counts below are those of the texts as written here.
 */
const TEXTS = [
  'A Marca Demo não fez a atualização',
  'Comprei na Marca Demo em São Paulo',
  'marca demo lançou uma atualização',
  'Marca Demo e a atualização do app',
  'Loja de São Paulo fechada, atualizacao pendente',
  'Qual marca vocês usam? A Marca Demo',
  'Em São Paulo a entrega atrasou',
];

describe.each(TEST_ENGINES)('term answers on %s: accents, phrases and stop words', (engineName) => {
  let engine: AnalyticsEngine;
  let warRoom: WarRoomService;
  beforeAll(async () => {
    engine = await openTestEngine(engineName);
    await engine.append(
      'posts',
      'u1',
      TEXTS.map((text, i) => postRecord({ postedAt: START + i * 60_000, text })),
    );
    await engine.append(
      'posts',
      'u2',
      ['Marca Demo Brasil abriu', 'Marca Demo Brasil fechou', 'A Marca Demo Brasil voltou'].map((text, i) =>
        postRecord({ postedAt: START + i * 60_000, text }),
      ),
    );
    warRoom = createWarRoomService(engine);
  });
  afterAll(() => engine.close());

  const graph = (universe = 'u1') =>
    warRoom.termGraph({
      date_range: `${START}:${START + DAY}`,
      account_id: 'a1',
      universe_id: universe,
      is_staging: 'false',
      variation: 'false',
      take: 50,
    });

  it('keeps a name of two capitalised words as one term, and the lone words apart', async () => {
    const counts = Object.fromEntries((await graph()).nodes.map((node) => [node.term, node.count]));
    // 'Marca Demo' four times as a name (the lower-case 'marca demo' is two words), 'São Paulo' three.
    expect(counts['marca demo']).toBe(4);
    expect(counts['são paulo']).toBe(3);
    expect(counts.marca).toBe(2);
    expect(counts.demo).toBe(1);
    expect(counts.paulo).toBeUndefined();
  });

  it('counts no word twice when two phrases overlap: the leftmost one holds it', async () => {
    const counts = Object.fromEntries((await graph('u2')).nodes.map((node) => [node.term, node.count]));
    expect(counts['marca demo']).toBe(3);
    expect(counts.brasil).toBe(3);
    expect(counts['demo brasil']).toBeUndefined();
    expect(counts.demo).toBeUndefined();
  });

  it('shows a term with its accents, counting the unaccented spelling with it', async () => {
    const nodes = (await graph()).nodes;
    expect(nodes.find((node) => node.term === 'atualização')?.count).toBe(4);
    expect(nodes.some((node) => node.term === 'atualizacao')).toBe(false);
  });

  it('leaves pt-BR stop words out', async () => {
    const terms = (await graph()).nodes.map((node) => node.term);
    for (const stop of ['não', 'nao', 'uma', 'vocês', 'qual', 'em']) expect(terms).not.toContain(stop);
  });
});
