import { describe, expect, it } from 'vitest';
import { INGEST_MESSAGES } from './ingest-messages.ts';
import { IngestWarnings } from './ingest-warnings.ts';
import { parseCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('types cells from the stored columns and numbers rows after the header', () => {
    const csv = [
      'id,channel,posted_at,text,likes,polarity,tag,theme,replied,dark_post,unknown',
      '1,twitter,2024-03-01T12:00:00Z,"Primeira linha',
      'segunda, com ""aspas""",3,1,elogio|dúvida,"[""Preço"",""Entrega""]",sim,false,x',
      '',
      '2,instagram,1709294400000,,0.5,,,,1,0,',
    ].join('\r\n');
    expect(parseCsv('posts', csv, new IngestWarnings())).toEqual([
      {
        line: 1,
        value: {
          id: '1',
          channel: 'twitter',
          postedAt: '2024-03-01T12:00:00Z',
          text: 'Primeira linha\r\nsegunda, com "aspas"',
          likes: 3,
          polarity: 1,
          tag: ['elogio', 'dúvida'],
          theme: ['Preço', 'Entrega'],
          replied: true,
          darkPost: false,
        },
      },
      {
        line: 2,
        value: {
          id: '2',
          channel: 'instagram',
          postedAt: 1_709_294_400_000,
          likes: 0.5,
          replied: true,
          darkPost: false,
        },
      },
    ]);
  });

  it('takes headers named as the record fields too', () => {
    expect(
      parseCsv(
        'profiles',
        'id,channel,uid,username,followers,metricDate\np1,twitter,u1,ana,10,2024-03-01\n',
        new IngestWarnings(),
      ),
    ).toEqual([
      {
        line: 1,
        value: {
          id: 'p1',
          channel: 'twitter',
          uid: 'u1',
          username: 'ana',
          followers: 10,
          metricDate: '2024-03-01',
        },
      },
    ]);
  });

  it('leaves a cell it cannot type as text, for the schema to refuse', () => {
    expect(parseCsv('posts', 'id,likes,replied\n1,muitos,talvez\n', new IngestWarnings())).toEqual([
      { line: 1, value: { id: '1', likes: 'muitos', replied: 'talvez' } },
    ]);
  });

  it('reports a broken row alone, at its row', () => {
    expect(parseCsv('posts', 'id,text\n1,ok\n2,"aberta\n', new IngestWarnings())).toEqual([
      { line: 2, error: INGEST_MESSAGES.malformedCsv },
    ]);
    expect(parseCsv('posts', 'id,text\n1,ok\n2,a,b\n', new IngestWarnings())).toEqual([
      { line: 2, error: INGEST_MESSAGES.malformedCsv },
    ]);
  });
});
