import { PostRecord } from '@mirante/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastPostRecord, isCanonicalPost } from './fast-post-record.ts';

// Values of every kind for every field: canonical, valid but changed by the schema (untrimmed, numeric ids,
// ISO instants, one label as a text), and invalid (wrong type, out of range, null where not allowed).
const wrong = fc.constantFrom<unknown>(
  null,
  true,
  {},
  [],
  'x',
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
);
const absent = fc.constant(undefined);
const text = fc.oneof(
  { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
  fc.constantFrom('', ' ', ' a', 'a ', '\u00a0a', 'ação', '\ufeff', 'x'.repeat(257), 'x'.repeat(1001)),
);
const numberLike = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e9, noNaN: true })) },
  fc.integer({ min: -3, max: 3 }),
  fc.double(),
  fc.constantFrom(0, -0, 2 ** 53, 2 ** 53 - 1, Number.MAX_VALUE),
);
const instant = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -1, max: 4_102_444_800_000 }) },
  fc.constantFrom(
    '2024-03-01T12:00:00Z',
    '2024-03-01T12:00:00-03:00',
    '2024-03-01',
    '2024-02-30',
    '2024-03-01T12:00:00',
    'ontem',
    1.5,
    2 ** 53,
  ),
);
const labels = fc.oneof(
  { weight: 4, arbitrary: fc.array(text, { maxLength: 3 }) },
  text,
  fc.array(fc.constantFrom<unknown>(1, null, 'a'), { maxLength: 2 }),
);
const choice = (values: string[]) => fc.oneof(fc.constantFrom(...values), fc.constant(null), text);

/** A post whose fields are mostly of the right kind (so many pass), with a wrong one now and then. */
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 40, arbitrary: valid },
    { weight: 2, arbitrary: absent },
    { weight: 1, arbitrary: wrong },
  );

const post = fc.record(
  {
    id: field(fc.oneof({ weight: 6, arbitrary: text }, fc.integer(), fc.constantFrom(1.5, 2 ** 53))),
    channel: field(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom('twitter', ' twitter ', 'feedly') }, text),
    ),
    postedAt: field(instant),
    text: field(fc.oneof(text, fc.constant('x'.repeat(100_001)))),
    url: field(fc.oneof(text, fc.constant('x'.repeat(10_001)))),
    uid: field(text),
    username: field(text),
    followers: field(numberLike),
    pid: field(text),
    likes: field(numberLike),
    comments: field(numberLike),
    interactions: field(fc.oneof(numberLike, fc.constant(null))),
    shares: field(numberLike),
    quotes: field(numberLike),
    views: field(numberLike),
    fbViews: field(numberLike),
    impressions: field(numberLike),
    reach: field(numberLike),
    polarity: field(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(1, 2, 3, 0, -2, -1, -0) }, numberLike)),
    gender: field(fc.constantFrom(1, 2, 3, 7, 0, 5)),
    device: field(text),
    tag: field(labels),
    theme: field(labels),
    group: field(labels),
    postType: field(text),
    sacType: field(choice(['Post', 'Reels', 'Story', 'post'])),
    sacStatus: field(choice(['opened', 'closed', 'Aberto'])),
    sacLastStatus: field(choice(['pending', 'replied'])),
    operator: field(text),
    replied: field(fc.boolean()),
    darkPost: field(fc.boolean()),
    favorite: field(fc.boolean()),
    extra: fc.option(fc.string(), { nil: undefined }),
  },
  { requiredKeys: [] },
);

/** Posts the schema accepts, canonical or not: absent fields, untrimmed texts, ISO instants, one label. */
const validText = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom(' a', 'b ', 'ação'));
const count = fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e9, noNaN: true }), fc.constant(undefined));
const optional = fc.oneof(fc.string({ maxLength: 8 }), fc.constant(null), fc.constant(undefined));
const validPost = fc.record({
  id: fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,20}$/), fc.integer(), fc.constant(' p-1 ')),
  channel: fc.constantFrom('twitter', ' instagram ', 'feedly', 'Bluesky'),
  postedAt: fc.oneof(
    fc.nat({ max: 4_102_444_800_000 }),
    fc.constantFrom('2024-03-01T12:00:00Z', '2024-03-01'),
  ),
  text: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(undefined)),
  url: optional,
  uid: optional,
  username: optional,
  followers: count,
  pid: optional,
  likes: count,
  comments: count,
  interactions: fc.oneof(count, fc.constant(null)),
  shares: count,
  quotes: count,
  views: count,
  fbViews: count,
  impressions: count,
  reach: count,
  polarity: fc.constantFrom(1, 2, 3, 0, -2, -1, undefined),
  gender: fc.constantFrom(1, 2, 3, 7, 0, undefined),
  device: optional,
  tag: fc.oneof(fc.array(validText, { maxLength: 3 }), validText, fc.constant(undefined)),
  theme: fc.oneof(fc.array(validText, { maxLength: 3 }), fc.constant(undefined)),
  group: fc.oneof(fc.array(fc.constantFrom('Marca', ' ', ''), { maxLength: 3 }), fc.constant(undefined)),
  postType: optional,
  sacType: fc.constantFrom('Post', 'Reels', null, undefined),
  sacStatus: fc.constantFrom('opened', null, undefined),
  sacLastStatus: fc.constantFrom('pending', null, undefined),
  operator: optional,
  replied: fc.oneof(fc.boolean(), fc.constant(undefined)),
  darkPost: fc.oneof(fc.boolean(), fc.constant(undefined)),
  favorite: fc.oneof(fc.boolean(), fc.constant(undefined)),
});

describe('fastPostRecord', () => {
  it('answers exactly what PostRecord.parse answers, and refuses exactly what it refuses', () => {
    fc.assert(
      fc.property(post, (input) => {
        const fast = fastPostRecord(input);
        const parsed = PostRecord.safeParse(input);
        expect(fast === null).toBe(!parsed.success);
        if (fast !== null && parsed.success) expect(fast).toStrictEqual(parsed.data);
      }),
      { numRuns: 5000 },
    );
  });

  it('gives what PostRecord.parse gives for every post the schema accepts', () => {
    fc.assert(
      fc.property(validPost, (input) => {
        expect(fastPostRecord(input)).toStrictEqual(PostRecord.parse(input));
      }),
      { numRuns: 3000 },
    );
  });

  it('takes a well-typed post without zod', () => {
    const input = { id: 'p1', channel: 'twitter', postedAt: 1_700_000_000_000, tag: 'elogio' };
    expect(fastPostRecord(input)).toStrictEqual(PostRecord.parse(input));
  });
});

/** A canonical post with one field swapped for any value: the edge where canonical stops. */
const nearlyCanonical = fc
  .tuple(
    validPost.map((input) => fastPostRecord(input) as PostRecord),
    fc.constantFrom(...Object.keys(PostRecord.parse({ id: 'x', channel: 'twitter', postedAt: 0 }))),
    fc.oneof(text, numberLike, labels, instant, wrong, absent, fc.constantFrom([''], [' a'], ['a', ''])),
  )
  .map(([canonical, key, value]) => ({ ...canonical, [key]: value }));

describe('isCanonicalPost', () => {
  it('holds only for posts the schema gives back unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(post, validPost, nearlyCanonical), (input) => {
        if (!isCanonicalPost(input)) return;
        const parsed = PostRecord.safeParse(input);
        expect(parsed.success).toBe(true);
        if (!parsed.success) return;
        const given = Object.fromEntries(Object.keys(parsed.data).map((key) => [key, (input as never)[key]]));
        expect(given).toStrictEqual(parsed.data);
      }),
      { numRuns: 8000 },
    );
  });

  it('holds for a complete post as an exporter writes it', () => {
    const post = fastPostRecord({ id: 'p1', channel: 'twitter', postedAt: 1_700_000_000_000, tag: ['a'] });
    expect(isCanonicalPost(post)).toBe(true);
    expect(isCanonicalPost({ ...post, text: undefined })).toBe(false);
    expect(isCanonicalPost({ ...post, id: 7 })).toBe(false);
    expect(isCanonicalPost({ ...post, tag: 'a' })).toBe(false);
  });
});
