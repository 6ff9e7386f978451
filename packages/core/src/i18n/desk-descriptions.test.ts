import { describe, expect, it } from 'vitest';
import { translate } from './messages.ts';
import type { MessageKey } from './pt-BR.ts';

/** The description of a desk card, in pt-BR and in English. */
const described = (id: number) => {
  const key = `cards.BLIP_${id}.description` as MessageKey;
  return { pt: translate(key, 'pt-BR'), en: translate(key, 'en') };
};

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** The definitions of docs/chatbot-and-desk.md, as the card descriptions state them. */
describe('desk card descriptions', () => {
  it('measure attendance from the first reply to the close (BLIP_35)', () => {
    const { pt, en } = described(35);
    expect(pt).toContain('da primeira resposta do atendente até o encerramento');
    expect(en).toContain("from the attendant's first reply to the closing");
    expect(pt).not.toContain('atribuição');
  });

  it('make the wait the queue time plus the first-response time (BLIP_33)', () => {
    expect(described(33).pt).toContain('tempo na fila + tempo de primeira resposta');
    expect(described(33).en).toContain('queue time + first-response time');
  });

  it('measure the queue from the opening to the assignment, and the first response from there (BLIP_29–32)', () => {
    for (const id of [29, 30])
      expect(described(id).pt, `BLIP_${id}`).toContain('da abertura do ticket até a atribuição');
    for (const id of [31, 32]) expect(described(id).pt, `BLIP_${id}`).toContain('primeira resposta');
  });

  it('count the period’s tickets (BLIP_23–40) and say monitoring ignores the period (BLIP_41–51)', () => {
    for (const id of range(23, 40)) {
      if (id === 34) continue; // the desk's own response time of each ticket
      expect(described(id).pt, `BLIP_${id}`).toMatch(/no período|dia em que/);
    }
    for (const id of range(41, 51)) {
      const { pt, en } = described(id);
      expect(pt, `BLIP_${id}`).toContain('neste momento');
      expect(pt, `BLIP_${id}`).toContain('independentemente do período');
      expect(en, `BLIP_${id}`).toContain('whatever the period');
    }
  });

  it('name the attendants’ statuses as the spec does (BLIP_44, BLIP_46, BLIP_49)', () => {
    expect(described(44).pt).toContain('Ativo');
    expect(described(46).pt).toContain('Ausente');
    expect(described(49).pt).toContain('Ativo, Em pausa ou Ausente');
  });
});
