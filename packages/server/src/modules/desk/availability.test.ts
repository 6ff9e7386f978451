import { describe, expect, it } from 'vitest';
import { availability, type StatusChange } from './availability.ts';

const H = 3_600_000;
let next = 0;
const change = (attendant: string, status: StatusChange['status'], at: number): StatusChange => {
  next += 1;
  return { attendant, status, at, id: `c${String(next).padStart(3, '0')}` };
};

describe('availability', () => {
  it('lasts each change until the next one, clipped to the window', () => {
    const spent = availability(
      [
        // Before the window: online from -2h (its first 2 h are not the window's).
        change('ana', 'online', -2 * H),
        change('ana', 'paused', 3 * H),
        change('ana', 'online', 4 * H),
        change('ana', 'offline', 8 * H),
        // After the window's end: ignored.
        change('ana', 'online', 30 * H),
      ],
      0,
      24 * H,
    );
    expect(spent).toEqual([{ attendant: 'ana', onlineMs: 7 * H, pausedMs: H, offlineMs: 16 * H }]);
  });

  it('counts nothing before the first known change, nor in an empty window', () => {
    const changes = [change('bia', 'online', 5 * H), change('bia', 'offline', 6 * H)];
    expect(availability(changes, 0, 10 * H)).toEqual([
      { attendant: 'bia', onlineMs: H, pausedMs: 0, offlineMs: 4 * H },
    ]);
    expect(availability(changes, 10 * H, 10 * H)).toEqual([
      { attendant: 'bia', onlineMs: 0, pausedMs: 0, offlineMs: 0 },
    ]);
  });

  it('orders changes by time whatever their order given, the later id last at the same ms', () => {
    const first = change('caio', 'online', 2 * H);
    const second = change('caio', 'paused', 2 * H);
    const spent = availability([change('caio', 'offline', 5 * H), second, first], 0, 6 * H);
    // online for 0 ms, then paused until 5 h, then offline.
    expect(spent).toEqual([{ attendant: 'caio', onlineMs: 0, pausedMs: 3 * H, offlineMs: H }]);
  });

  it('keeps attendants apart', () => {
    const spent = availability([change('a', 'online', 0), change('b', 'paused', H)], 0, 2 * H);
    expect(spent).toEqual([
      { attendant: 'a', onlineMs: 2 * H, pausedMs: 0, offlineMs: 0 },
      { attendant: 'b', onlineMs: 0, pausedMs: H, offlineMs: 0 },
    ]);
  });
});
