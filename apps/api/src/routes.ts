import type { FastifyInstance } from 'fastify';

// Every module's routes under /api/v1; each module file registers its own paths.
export async function apiRoutes(app: FastifyInstance) {
  void app;
}
