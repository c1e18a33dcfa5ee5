import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkConfig, type Config } from '../../core/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Checks the settings (a bad one fails the start before anything opens) and decorates `config`. */
export default fp(
  async function config(app: FastifyInstance, { settings }: { settings: Config }) {
    checkConfig(settings);
    app.decorate('config', settings);
  },
  { name: 'config' },
);
