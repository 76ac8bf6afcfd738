import Fastify from 'fastify';
import { fire, type Measured } from './fire';

export interface Baseline {
  atRate: Measured;
  atMax: Measured;
}

/**
 * The machine's yardstick, measured in the same process and run as the scenarios (and, like them,
 * loaded from a worker thread): a Fastify route that answers {ok:true} and does nothing else, at the
 * scenarios' rate and as fast as it goes.
 */
export async function measureBaseline(o: {
  rate: number;
  connections: number;
  duration: number;
  waves: number;
}): Promise<Baseline> {
  const bare = Fastify();
  bare.get('/ok', async () => ({ ok: true }));
  const origin = await bare.listen({ port: 0, host: '127.0.0.1' });
  const shots = [{ method: 'GET' as const, path: '/ok', headers: {} }];
  try {
    const atRate = await fire({ origin, shots, ...o });
    const atMax = await fire({ origin, shots, connections: o.connections, duration: o.duration, waves: 1 });
    return { atRate, atMax };
  } finally {
    await bare.close();
  }
}
