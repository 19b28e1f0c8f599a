import type { FastifyPluginAsync } from 'fastify';
import address from './address/routes';
import catalog from './catalog/routes';
import health from './health/routes';
import home from './home/routes';
import newsletter from './newsletter/routes';
import settings from './settings/routes';

/** Every API module, mounted under /api/v1. */
export const apiModules: FastifyPluginAsync[] = [health, address, catalog, home, newsletter, settings];
