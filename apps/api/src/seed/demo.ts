import type { FastifyInstance } from 'fastify';

/** Demo data on an empty database: see seed/demo-data.ts. */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  void app;
}
