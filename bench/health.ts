import { load, startServer } from './lib.ts';

/** GET /api/v1/health: the floor of the stack (Fastify, zod serialisation, a database ping). */
export async function benchHealth(): Promise<void> {
  console.log('\n## GET /api/v1/health (16 connections, 5 s, PGlite)');
  const server = await startServer();
  try {
    await load('GET /api/v1/health', { url: `${server.url}/api/v1/health` });
  } finally {
    await server.stop();
  }
}
