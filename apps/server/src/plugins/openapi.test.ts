import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { docsUiLoaded, registerOpenApi } from './openapi.ts';

describe('the OpenAPI document and its docs page', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const zodApp = Fastify().withTypeProvider<ZodTypeProvider>();
    zodApp.setValidatorCompiler(validatorCompiler);
    zodApp.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(zodApp, '9.8.7');
    zodApp.get(
      '/api/v1/things',
      { schema: { response: { 200: z.object({ count: z.number().int() }) } } },
      async () => ({ count: 1 }),
    );
    app = zodApp;
    await app.ready();
  });
  afterAll(() => app.close());

  it('loads Swagger UI on the docs page’s first request, not when the app is built', async () => {
    expect(docsUiLoaded(app)).toBe(false);
    const doc = await app.inject({ url: '/api/v1/openapi.json' });
    expect(doc.json()).toMatchObject({ info: { version: '9.8.7' } });
    expect(docsUiLoaded(app)).toBe(false);
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger');
    expect(docsUiLoaded(app)).toBe(true);
  });

  it('answers every docs route as Swagger UI does, with the document the app publishes', async () => {
    const published = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(published.paths['/api/v1/things']).toBeDefined();
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/docs/json' })).json()).toEqual(published);
    const yaml = await app.inject({ url: '/api/docs/yaml' });
    expect(yaml.headers['content-type']).toMatch(/yaml/);
    expect(yaml.body).toContain('/api/v1/things:');
    const moved = await app.inject({ url: '/api/docs/static/index.html' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/api/docs/');
    const init = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.headers['content-type']).toMatch(/javascript/);
    expect(init.body).toContain('./json');
    const css = await app.inject({ url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    const head = await app.inject({ method: 'HEAD', url: '/api/docs/static/swagger-ui.css' });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(css.rawPayload.length);
    expect(head.body).toBe('');
    expect((await app.inject({ url: '/api/docs/static/nothing-here.js' })).statusCode).toBe(404);
  });

  it('lists the docs routes in the app’s route table before the page was asked for', async () => {
    const fresh = Fastify();
    await registerOpenApi(fresh, '1.0.0');
    await fresh.ready();
    for (const url of ['/api/docs', '/api/docs/static/*', '/api/docs/json', '/api/docs/yaml']) {
      expect(fresh.hasRoute({ method: 'GET', url })).toBe(true);
    }
    expect(docsUiLoaded(fresh)).toBe(false);
    await fresh.close();
  });
});
