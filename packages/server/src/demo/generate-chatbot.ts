import { CHATBOT_DOMAINS, type IngestRecord } from '@mirante/core';
import { createDayTimes, type DemoDay, HOUR_MS, localHour, MINUTE_MS } from './demo-calendar.ts';
import type { DemoRow } from './demo-row.ts';
import {
  CAMPAIGN_NAMES,
  CHATBOTS,
  DESK_TEAMS,
  EVENT_CATEGORIES,
  FIRST_NAMES,
  LAST_NAMES,
} from './demo-vocabulary.ts';
import { createPicker, createRandom, zipfWeights } from './random.ts';

export interface DemoChatbotOptions {
  seed: number;
  days: readonly DemoDay[];
  /** Conversations with the bots on an average day (shaped by weekday and hour; more on the crisis day). */
  sessionsPerDay: number;
}

const SECOND_MS = 1_000;
const DAY_MS = 24 * HOUR_MS;
/** People talk to bots all day long, a little more at lunch and in the evening. */
const CHAT_HOUR_WEIGHTS = [
  0.8, 0.5, 0.3, 0.2, 0.2, 0.3, 0.8, 1.8, 3, 3.6, 3.8, 3.9, 3.7, 3.5, 3.6, 3.7, 3.6, 3.5, 3.6, 3.9, 4, 3.6,
  2.6, 1.5,
];
const CHAT_WEEKDAY_FACTOR = [0.75, 1.1, 1.08, 1.05, 1.05, 1, 0.85];
const DOMAIN_SHARE: Record<string, number> = {
  'wa.gw.msging.net': 55,
  'instagram.gw.msging.net': 10,
  '0mn.io': 12,
  'messenger.gw.msging.net': 9,
  'telegram.gw.msging.net': 4,
  'mailgun.gw.msging.net': 2.5,
  'googlercs.gw.msging.net': 1.5,
  'businessmessages.gw.msging.net': 1.2,
  'workplace.gw.msging.net': 1,
  'abc.gw.msging.net': 1,
  'pagseguro.gw.msging.net': 0.8,
  'googleassistant.gw.msging.net': 0.5,
  'azurebotservice.gw.msging.net': 0.4,
  'alexa.gw.msging.net': 0.3,
};
/** Desk opening hours: Monday to Saturday 08–20, Sunday 10–16. */
const DESK_HOURS = (weekday: number): [number, number] => (weekday === 0 ? [10, 16] : [8, 20]);

interface Attendant {
  id: string;
  name: string;
  teams: string[];
  /** Shift hours on Monday to Saturday; on Sunday only the on-duty attendants work, 10–16. */
  shift: [number, number];
  sundayDuty: boolean;
}

interface BotState {
  botKey: string;
  number: number;
  share: number;
  ticketShare: number;
  /** When each contact was first seen (index = contact number). */
  firstSeen: number[];
  engaged: boolean[];
  responded: boolean[];
  lastMessage: number[];
  domains: string[];
  attendants: Attendant[];
  sessions: number;
  tickets: number;
  campaigns: number;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Where an instant falls relative to a day start: weekday and local hour. */
function clockOf(instant: number, day: DemoDay): { weekday: number; hour: number } {
  const dayOffset = Math.floor((instant - day.start) / DAY_MS);
  return { weekday: (((day.weekday + dayOffset) % 7) + 7) % 7, hour: localHour(instant, day.start) };
}

/** The first instant at or after `instant` when the desk is open. */
function deskOpenFrom(instant: number, day: DemoDay): number {
  let t = instant;
  for (let i = 0; i < 3; i += 1) {
    const { weekday, hour } = clockOf(t, day);
    const [open, close] = DESK_HOURS(weekday);
    if (hour >= open && hour < close) return t;
    t += (hour < open ? open - hour : 24 - hour) * HOUR_MS;
  }
  return t;
}

/**
 * Deterministic chatbot data of two bots, day by day: messages (received, sent and active, per channel
 * domain), contacts (engaged, responding to active messages), custom events (heavy-tailed categories and
 * actions), campaigns (audience → sent → delivered → read → replied), desk tickets (queues, attendants and
 * the queue, first-response and attendance times; missed, abandoned, attended, transferred) and the
 * attendants' online/paused/offline changes over their shifts.
 */
export function createChatbotGenerator(options: DemoChatbotOptions) {
  const random = createRandom(options.seed);
  const lastInstant = (options.days.at(-1)?.end ?? 0) - 1;
  const sessionTimes = createDayTimes(CHAT_HOUR_WEIGHTS);
  const domainOf = createPicker(CHATBOT_DOMAINS.map((d) => [d, DOMAIN_SHARE[d] ?? 0.2] as const));
  const categoryOf = createPicker(zipfWeights(EVENT_CATEGORIES, 1));
  const actionOf = new Map(
    EVENT_CATEGORIES.map(([name, actions]) => [name, createPicker(zipfWeights(actions, 1.1))]),
  );
  const teamOf = createPicker(DESK_TEAMS.map(([team, share]) => [team, share] as const));
  const tagsOfTeam = new Map(DESK_TEAMS.map(([team, , tags]) => [team, tags as readonly string[]]));
  const campaignNameOf = createPicker(zipfWeights(CAMPAIGN_NAMES, 0.7));

  const bots: BotState[] = CHATBOTS.map((bot, b) => {
    const ticketsPerDay = options.sessionsPerDay * bot.share * bot.ticketShare;
    const count = Math.max(DESK_TEAMS.length, Math.round(ticketsPerDay / 12));
    const attendants: Attendant[] = [];
    const taken = new Set<string>();
    for (let i = 0; i < count; i += 1) {
      const n = b * 1_000 + i;
      const first = FIRST_NAMES[(n * 7) % FIRST_NAMES.length] ?? 'Ana';
      const last = LAST_NAMES[(n * 11 + Math.floor(n / FIRST_NAMES.length)) % LAST_NAMES.length] ?? 'Silva';
      const primary = DESK_TEAMS[i % DESK_TEAMS.length]?.[0] ?? 'Financeiro';
      const secondary = DESK_TEAMS[(i + 2) % DESK_TEAMS.length]?.[0] ?? primary;
      let id = `${slug(first)}.${slug(last)}@marcademo.com.br`;
      if (taken.has(id)) id = `${slug(first)}.${slug(last)}${i}@marcademo.com.br`;
      taken.add(id);
      attendants.push({
        id,
        name: `${first} ${last}`,
        teams: i % 3 === 0 && secondary !== primary ? [primary, secondary] : [primary],
        shift: i % 2 === 0 ? [8, 16] : [12, 20],
        sundayDuty: i % 5 === 0,
      });
    }
    return {
      botKey: bot.botKey,
      number: b + 1,
      share: bot.share,
      ticketShare: bot.ticketShare,
      firstSeen: [],
      engaged: [],
      responded: [],
      lastMessage: [],
      domains: [],
      attendants,
      sessions: 0,
      tickets: 0,
      campaigns: 0,
    };
  });

  /** A phone-like identity, unique per bot and contact, at the contact's gateway domain. */
  const contactId = (bot: BotState, index: number) =>
    `55${bot.number}9${String(index).padStart(8, '0')}@${bot.domains[index] ?? '0mn.io'}`;

  const seen = (bot: BotState, index: number, at: number) => {
    bot.lastMessage[index] = Math.max(bot.lastMessage[index] ?? 0, Math.round(at));
  };

  const newContact = (bot: BotState, time: number): number => {
    const index = bot.firstSeen.length;
    bot.firstSeen.push(time);
    bot.engaged.push(false);
    bot.responded.push(false);
    bot.lastMessage.push(Math.round(time));
    bot.domains.push(domainOf(random));
    return index;
  };

  const message = (
    bot: BotState,
    id: string,
    contact: string,
    domain: string,
    direction: 'received' | 'sent',
    sentAt: number,
    active = false,
  ): DemoRow => ({
    dataset: 'chatbot-messages',
    record: {
      id,
      botKey: bot.botKey,
      contactId: contact,
      domain,
      direction,
      active,
      sentAt: Math.round(sentAt),
    },
  });

  function* ticket(bot: BotState, day: DemoDay, openedAt: number, customer: string): Generator<DemoRow> {
    bot.tickets += 1;
    const team = day.crisis && random.chance(0.6) ? 'Pedidos e entregas' : teamOf(random);
    const teamTags = tagsOfTeam.get(team) ?? [];
    const tags = [random.pick(teamTags)];
    if (random.chance(0.25)) {
      const extra = random.pick(teamTags);
      if (!tags.includes(extra)) tags.push(extra);
    }
    const { hour } = clockOf(openedAt, day);
    const busy = (hour >= 11 && hour < 14) || (hour >= 18 && hour < 20);
    const queueMedian = (busy ? 8 : 3) * MINUTE_MS * (day.crisis ? 3 : 1);
    const queuedUntil = deskOpenFrom(openedAt, day) + random.logNormal(queueMedian, 0.9);
    const patience = random.chance(0.25) ? Number.POSITIVE_INFINITY : random.exponential(25 * MINUTE_MS);
    const record: IngestRecord<'desk-tickets'> = {
      id: `${bot.botKey}:t${bot.tickets}`,
      botKey: bot.botKey,
      team,
      attendant: null,
      customerId: customer,
      tags,
      openedAt: Math.round(openedAt),
      assignedAt: null,
      firstResponseAt: null,
      closedAt: null,
      closedBy: null,
      transferred: false,
      waitTimeMs: null,
      responseTimeMs: null,
    };
    if (queuedUntil - openedAt > patience) {
      // Missed: the client gave up while queued.
      record.closedAt = Math.round(openedAt + patience);
      record.closedBy = 'client';
    } else {
      const assignedAt = Math.round(queuedUntil);
      const clock = clockOf(assignedAt, day);
      const ofTeam = bot.attendants.filter((a) => a.teams.includes(team));
      const onShift = ofTeam.filter((a) =>
        clock.weekday === 0
          ? a.sundayDuty && clock.hour >= 10 && clock.hour < 16
          : clock.hour >= a.shift[0] && clock.hour < a.shift[1],
      );
      const attendant = random.pick(
        onShift.length > 0 ? onShift : ofTeam.length > 0 ? ofTeam : bot.attendants,
      );
      let firstResponseAt: number | null = Math.round(assignedAt + random.logNormal(70 * SECOND_MS, 0.8));
      const attendance = random.logNormal(14 * MINUTE_MS, 0.8);
      let closedAt: number;
      let closedBy: 'client' | 'attendant' = 'attendant';
      if (random.chance(0.07)) {
        // Abandoned: the client left after an attendant took the ticket.
        closedAt = Math.round(assignedAt + random.between(1, 10) * MINUTE_MS);
        closedBy = 'client';
        if (firstResponseAt > closedAt) firstResponseAt = null;
      } else if (random.chance(0.08)) {
        record.transferred = true;
        closedAt = Math.round(firstResponseAt + attendance * 1.6);
      } else {
        closedAt = Math.round(firstResponseAt + attendance);
      }
      record.assignedAt = assignedAt;
      record.attendant = attendant.id;
      record.firstResponseAt = firstResponseAt;
      record.closedAt = closedAt;
      record.closedBy = closedBy;
      if (firstResponseAt !== null) {
        record.waitTimeMs = Math.round(random.logNormal(55 * SECOND_MS, 0.7));
        record.responseTimeMs = Math.round(random.logNormal(40 * SECOND_MS, 0.7));
      }
    }
    // A backlog: some recent tickets are still queued or in attendance at the end of the data.
    const backlog = day.daysAgo < 2 && random.chance(0.12) ? random.chance(0.5) : null;
    if (backlog === true && record.assignedAt !== null) record.assignedAt = lastInstant + 1;
    if (backlog !== null) record.closedAt = lastInstant + 1;
    // What has not happened by the end of the data is still open.
    if (record.assignedAt !== null && record.assignedAt > lastInstant) {
      record.assignedAt = null;
      record.attendant = null;
      record.firstResponseAt = null;
      record.waitTimeMs = null;
      record.responseTimeMs = null;
    }
    if (record.firstResponseAt !== null && record.firstResponseAt > lastInstant)
      record.firstResponseAt = null;
    if (record.closedAt !== null && record.closedAt > lastInstant) {
      record.closedAt = null;
      record.closedBy = null;
      record.transferred = false;
    }
    yield { dataset: 'desk-tickets', record };
  }

  function* session(bot: BotState, day: DemoDay, start: number): Generator<DemoRow> {
    bot.sessions += 1;
    const sessionId = `${bot.botKey}:s${bot.sessions}`;
    const returning = bot.firstSeen.length > 0 && random.chance(0.3);
    const index = returning ? random.int(0, bot.firstSeen.length - 1) : newContact(bot, start);
    const contact = contactId(bot, index);
    const domain = bot.domains[index] ?? '0mn.io';
    const received = 1 + Math.min(14, Math.floor(random.exponential(2.3)));
    let t = start;
    let k = 0;
    let events = 0;
    for (let i = 0; i < received; i += 1) {
      k += 1;
      yield message(bot, `${sessionId}:m${k}`, contact, domain, 'received', t);
      const replies = random.chance(0.4) ? 2 : 1;
      for (let r = 0; r < replies; r += 1) {
        t += random.between(0.8, 3) * SECOND_MS;
        k += 1;
        yield message(bot, `${sessionId}:m${k}`, contact, domain, 'sent', t);
      }
      if (random.chance(0.6)) {
        const [category] = categoryOf(random);
        events += 1;
        yield {
          dataset: 'chatbot-events',
          record: {
            id: `${sessionId}:e${events}`,
            botKey: bot.botKey,
            contactId: contact,
            category,
            action: actionOf.get(category)?.(random) ?? category,
            count: random.chance(0.9) ? 1 : random.int(2, 3),
            occurredAt: Math.round(t),
          },
        };
      }
      t += random.logNormal(25 * SECOND_MS, 0.9);
    }
    if (received > 1) bot.engaged[index] = true;
    seen(bot, index, t);
    const handOver = bot.ticketShare + (day.crisis && bot.botKey === CHATBOTS[0].botKey ? 0.15 : 0);
    if (random.chance(handOver)) {
      events += 1;
      yield {
        dataset: 'chatbot-events',
        record: {
          id: `${sessionId}:e${events}`,
          botKey: bot.botKey,
          contactId: contact,
          category: 'transbordo',
          action: 'Fila humano',
          count: 1,
          occurredAt: Math.round(t),
        },
      };
      yield* ticket(bot, day, t + 5 * SECOND_MS, contact);
    }
  }

  function* campaign(bot: BotState, day: DemoDay): Generator<DemoRow> {
    bot.campaigns += 1;
    const id = `${bot.botKey}:cmp${bot.campaigns}`;
    const scheduled = random.chance(0.65);
    const hour = scheduled ? random.pick([9, 10, 11, 14, 18]) : random.between(9, 19);
    const sentAt = Math.round(day.start + hour * HOUR_MS);
    const audience = Math.max(30, Math.round(bot.firstSeen.length * random.between(0.05, 0.3)));
    const sent = Math.round(audience * random.between(0.9, 0.99));
    const delivered = Math.round(sent * random.between(0.88, 0.98));
    const read = Math.round(delivered * random.between(0.45, 0.85));
    const replied = Math.round(read * random.between(0.04, 0.2));
    yield {
      dataset: 'campaigns',
      record: {
        id,
        botKey: bot.botKey,
        campaignName: `${campaignNameOf(random)} — ${day.key.slice(8, 10)}/${day.key.slice(5, 7)}`,
        scheduled,
        sentAt,
        audience,
        sent,
        delivered,
        read,
        replied,
        failed: sent - delivered,
      },
    };
    // Each sent message is an active message; the contacts who replied answered it.
    for (let i = 0; i < sent; i += 1) {
      const index =
        bot.firstSeen.length > audience && random.chance(0.95)
          ? random.int(0, bot.firstSeen.length - 1)
          : newContact(bot, sentAt);
      const contact = contactId(bot, index);
      const domain = bot.domains[index] ?? '0mn.io';
      const at = sentAt + i * 200;
      yield message(bot, `${id}:a${i + 1}`, contact, domain, 'sent', at, true);
      seen(bot, index, at);
      if (i < replied) {
        const answer = Math.round(at + random.logNormal(15 * MINUTE_MS, 1.2));
        if (answer <= lastInstant) {
          bot.responded[index] = true;
          yield message(bot, `${id}:r${i + 1}`, contact, domain, 'received', answer);
          seen(bot, index, answer);
        }
      }
    }
  }

  function* attendantDay(bot: BotState, day: DemoDay): Generator<DemoRow> {
    for (const attendant of bot.attendants) {
      const works = day.weekday === 0 ? attendant.sundayDuty : random.chance(0.96);
      if (!works) continue;
      const [from, to] = day.weekday === 0 ? [10, 16] : attendant.shift;
      const changes: [number, 'online' | 'paused' | 'offline'][] = [];
      const online = day.start + from * HOUR_MS + random.gaussian() * 6 * MINUTE_MS;
      changes.push([online, 'online']);
      const lunch = online + (to - from >= 8 ? 3.5 : 2.5) * HOUR_MS + random.gaussian() * 30 * MINUTE_MS;
      changes.push([lunch, 'paused'], [lunch + random.logNormal(50 * MINUTE_MS, 0.2), 'online']);
      if (random.chance(0.6)) {
        const coffee = online + 6 * HOUR_MS + random.gaussian() * 20 * MINUTE_MS;
        changes.push([coffee, 'paused'], [coffee + random.logNormal(12 * MINUTE_MS, 0.3), 'online']);
      }
      changes.push([day.start + to * HOUR_MS + random.logNormal(5 * MINUTE_MS, 0.6), 'offline']);
      for (const [k, [time, status]] of changes.entries()) {
        if (time > lastInstant) break;
        yield {
          dataset: 'attendant-status',
          record: {
            id: `${bot.botKey}:${attendant.id}:${day.key}:${k + 1}`,
            botKey: bot.botKey,
            attendant: attendant.id,
            name: attendant.name,
            teams: attendant.teams,
            status,
            changedAt: Math.round(time),
          },
        };
      }
    }
  }

  const pickBot = createPicker(bots.map((bot) => [bot, bot.share] as const));

  return {
    /** The rows of one day (the days must come in order, each once). */
    *day(day: DemoDay): Generator<DemoRow> {
      for (const bot of bots) yield* attendantDay(bot, day);
      const mean = options.sessionsPerDay * (CHAT_WEEKDAY_FACTOR[day.weekday] ?? 1) * (day.crisis ? 1.8 : 1);
      // The sales bot runs a campaign every few days, the service bot about once a week.
      for (const bot of bots) {
        const rate = (bot.share < 0.5 ? 0.35 : 0.12) * (day.weekday === 0 ? 0.3 : 1);
        for (let i = random.poisson(rate); i > 0; i -= 1) yield* campaign(bot, day);
      }
      for (const time of sessionTimes(day, random.poisson(mean), random)) {
        yield* session(pickBot(random), day, time);
      }
    },
    /** After the last day: every contact once, as it stands at the end of the data. */
    *finish(): Generator<DemoRow> {
      for (const bot of bots) {
        for (let index = 0; index < bot.firstSeen.length; index += 1) {
          yield {
            dataset: 'chatbot-contacts',
            record: {
              id: contactId(bot, index),
              botKey: bot.botKey,
              domain: bot.domains[index] ?? '0mn.io',
              firstSeenAt: bot.firstSeen[index] ?? 0,
              lastMessageAt: bot.lastMessage[index] ?? null,
              engaged: bot.engaged[index] ?? false,
              responded: bot.responded[index] ?? false,
            },
          };
        }
      }
    },
  };
}
