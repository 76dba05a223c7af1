import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInfo, saveEvent } from '../../../../src/contract/core';
import { buildServer } from '../../../app';
import { callEndpoint } from '../../../test-support/call-endpoint';
import { callHook } from '../../../test-support/call-hook';
import { CONTACT_INFO } from './core-module';
import { testConfig } from '../../../test-support/test-config';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildServer(testConfig({ dataFile: ':memory:' }));
});
afterAll(async () => {
  await app.close();
});

describe('core calls through the contract', () => {
  it('answers contact-kf-info in the shape the client parses', async () => {
    const answer = await callEndpoint(app, contactInfo, { overall: 30 });
    expect(answer.data).toEqual(CONTACT_INFO);
  });

  it('answers 400 naming the parameter when overall is missing or wrong', async () => {
    const missing = await callEndpoint(app, contactInfo, {} as { overall: number });
    expect(missing).toMatchObject({ status: 400, code: 400, message: 'overall is required' });
    const wrong = await callEndpoint(app, contactInfo, { overall: 31 });
    expect(wrong).toMatchObject({ status: 400, message: 'overall must be between 30 and 30' });
    const text = await callEndpoint(app, contactInfo, { overall: 'thirty' });
    expect(text).toMatchObject({ status: 400, message: 'overall must be a whole number' });
  });

  it('saves an event and refuses one without a product', async () => {
    const saved = await callEndpoint(app, saveEvent, {
      productId: 'P1',
      moduleId: 2,
      positionId: 3,
    });
    expect(saved).toMatchObject({ status: 200, code: 0 });
    const events = await callHook(app, '/sandbox/events', { data: v.array(v.unknown()) });
    expect(events.data).toContainEqual({
      product_id: 'P1',
      module_id: 2,
      position_id: 3,
    });
    const refused = await callEndpoint(app, saveEvent, {
      productId: ' ',
      moduleId: 2,
      positionId: 3,
    });
    expect(refused).toMatchObject({ status: 400, message: 'productId is required' });
  });
});
