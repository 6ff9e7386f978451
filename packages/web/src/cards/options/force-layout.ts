import { seededRandom } from '../seeded-random.ts';

export interface ForceEdge {
  source: string;
  target: string;
  /** Heavier edges are shorter. */
  weight: number;
}

export interface ForceSettings {
  /** Push between every two nodes. */
  repulsion: number;
  /** Rest lengths of the lightest and of the heaviest edge. */
  edgeLength: readonly [shortest: number, longest: number];
  /** Pull of every node towards the centre. */
  gravity: number;
}

/** The box the layout starts in; the chart fits the result into its own size. */
const WIDTH = 600;
const HEIGHT = 320;
const SEED = 0x2545f491;
const START_FRICTION = 0.6;
const FRICTION_DECAY = 0.992;
const STOP_FRICTION = 0.01;

interface Body {
  x: number;
  y: number;
  /** Position at the previous step: the velocity is the difference (Verlet). */
  px: number;
  py: number;
}

/**
 * A force-directed layout of a graph, run to rest before drawing: the model and the parameters of ECharts'
 * own force layout (springs on the edges, repulsion between nodes, gravity, decaying friction), but from a
 * seeded start and without drawing every step, so a term graph is laid out in milliseconds, looks the same on
 * every load and leaves no timer running. Returns each node's position by id; edges to unknown ids are left out.
 */
export function forceLayout(
  ids: readonly string[],
  edges: readonly ForceEdge[],
  settings: ForceSettings,
): Map<string, { x: number; y: number }> {
  const random = seededRandom(SEED);
  const index = new Map<string, number>();
  const bodies: Body[] = ids.map((id, position) => {
    index.set(id, position);
    const x = random() * WIDTH;
    const y = random() * HEIGHT;
    return { x, y, px: x, py: y };
  });
  const weights = edges.map((edge) => edge.weight);
  const lightest = Math.min(...weights);
  const heaviest = Math.max(...weights);
  const [shortest, longest] = settings.edgeLength;
  const springs = edges.flatMap((edge) => {
    const from = index.get(edge.source);
    const to = index.get(edge.target);
    if (from === undefined || to === undefined || from === to) return [];
    const share = heaviest === lightest ? 0.5 : (edge.weight - lightest) / (heaviest - lightest);
    return [{ from, to, length: longest - share * (longest - shortest) }];
  });
  const centreX = WIDTH / 2;
  const centreY = HEIGHT / 2;

  for (let friction = START_FRICTION; friction >= STOP_FRICTION; friction *= FRICTION_DECAY) {
    for (const spring of springs) {
      const a = bodies[spring.from] as Body;
      const b = bodies[spring.to] as Body;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const distance = Math.sqrt(dx * dx + dy * dy) || 1;
      // Both ends move by half the stretch (ECharts weighs the ends by their repulsion, equal here).
      const half = ((distance - spring.length) * friction) / distance / 2;
      a.x += dx * half;
      a.y += dy * half;
      b.x -= dx * half;
      b.y -= dy * half;
    }
    for (const body of bodies) {
      body.x += (centreX - body.x) * settings.gravity * friction;
      body.y += (centreY - body.y) * settings.gravity * friction;
    }
    for (let i = 0; i < bodies.length; i += 1) {
      const a = bodies[i] as Body;
      for (let j = i + 1; j < bodies.length; j += 1) {
        const b = bodies[j] as Body;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let squared = dx * dx + dy * dy;
        if (squared === 0) {
          dx = random() - 0.5;
          dy = random() - 0.5;
          squared = 1;
        }
        const push = (2 * settings.repulsion) / squared;
        a.px += dx * push;
        a.py += dy * push;
        b.px -= dx * push;
        b.py -= dy * push;
      }
    }
    for (const body of bodies) {
      const vx = body.x - body.px;
      const vy = body.y - body.py;
      body.x += vx * friction;
      body.y += vy * friction;
      body.px = body.x;
      body.py = body.y;
    }
  }
  return new Map(
    ids.map((id, position) => [id, { x: bodies[position]?.x ?? 0, y: bodies[position]?.y ?? 0 }]),
  );
}
