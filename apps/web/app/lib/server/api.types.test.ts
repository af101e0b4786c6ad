import { describe, expectTypeOf, it } from 'vitest';
import type { TAuthData, TLookupItem, TSecondStepRequired, TSimpleProfile } from '@tawzeef/contract';
import type { TApiArgs, TApiClient, TApiResult } from './api.server.ts';

/**
 * The web's API client is typed by the contract's endpoint declarations: these lines are checked by the
 * type-check step of `npm test`, and each `@ts-expect-error` fails the type-check if the call it marks
 * ever becomes accepted (a wrong endpoint, path parameter, query or body).
 */
declare const client: TApiClient;
declare const args: TApiArgs;

function typeOnly(check: () => void) {
  // The calls are never made: only their types matter.
  void check;
}

describe('the typed API client', () => {
  it('knows each endpoint, its path parameters and its answer', () => {
    typeOnly(() => {
      void client.lookups.list({ params: { kind: 'cities' }, query: { country_id: 1 } });
      expectTypeOf(client.lookups.list).returns.resolves.toEqualTypeOf<TApiResult<TLookupItem[]>>();
      // @ts-expect-error no such group
      void client.lookup.list({ params: { kind: 'cities' } });
      // @ts-expect-error no such endpoint in the group
      void client.lookups.all();
      // @ts-expect-error the path parameter is missing
      void client.lookups.list({});
      // @ts-expect-error a wrong path parameter name
      void client.lookups.list({ params: { type: 'cities' } });
      // @ts-expect-error a value the params schema refuses (kinds are an enum)
      void client.lookups.list({ params: { kind: 'planets' } });
      // @ts-expect-error a query key the endpoint does not take
      void client.lookups.list({ params: { kind: 'cities' }, query: { region: 'x' } });
      void args;
    });
  });

  it('types bodies by the endpoint schema and answers by its response', () => {
    typeOnly(() => {
      void client.auth.login({ body: { login: 'seeker@example.com', password: 'secret', remember: true } });
      expectTypeOf(client.auth.login).returns.resolves.toEqualTypeOf<TApiResult<TAuthData | TSecondStepRequired>>();
      expectTypeOf(client.profile.simpleProfile).returns.resolves.toEqualTypeOf<TApiResult<TSimpleProfile>>();
      // @ts-expect-error the body is required
      void client.auth.login({});
      // @ts-expect-error a field of the wrong type
      void client.auth.login({ body: { login: 5, password: 'secret' } });
      // @ts-expect-error a field the schema does not have
      void client.auth.login({ body: { login: 'a@b.sa', password: 'secret', role: 'ADMIN' } });
      // @ts-expect-error an endpoint without a body takes none
      void client.profile.simpleProfile({ body: {} });
    });
  });
});
