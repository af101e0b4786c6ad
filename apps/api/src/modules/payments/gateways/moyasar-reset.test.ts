import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moyasarGateway } from './moyasar.ts';

/**
 * A read whose connection the server closes under it is asked once more (a webhook answered 502 for it on a busy
 * machine); a write is never sent twice.
 */
describe('Moyasar: a connection reset under a request', () => {
  let resets = 0;
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    // The first request of each method is cut off with no answer, as a server closing a kept-alive socket does.
    if (resets < 1 || (request.method === 'POST' && resets < 2)) {
      resets += 1;
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id: 'inv-1', status: 'paid', amount: 11_500, currency: 'SAR', url: 'https://pay.test/inv-1' }));
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks for a status again once, and reads it', async () => {
    const gateway = moyasarGateway({ baseUrl, secretKey: 'sk_test', webhookSecret: undefined });
    const status = await gateway.fetchStatus('inv-1');
    expect(status.status).toBe('paid');
    expect(seen).toEqual(['GET /v1/invoices/inv-1', 'GET /v1/invoices/inv-1']);
  });

  it('does not send a new invoice twice: the checkout fails instead', async () => {
    seen.length = 0;
    const gateway = moyasarGateway({ baseUrl, secretKey: 'sk_test', webhookSecret: undefined });
    await expect(gateway.createCheckout({ paymentId: 1, amountHalalas: 11_500, description: 'Job ad', callbackUrl: 'https://tawzeef.test/payments/return' })).rejects.toThrow(/moyasar POST/);
    expect(seen).toEqual(['POST /v1/invoices']);
  });
});
