import { expect } from 'vitest';
import { base } from './browser';
import { latestCode } from './outbox';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
export type StoreAnswer = { status: number; json: Json; headers: Headers };

/** The storefront API as a shop's app calls it: JSON, and the customer's bearer token once signed in. */
export async function store(method: string, url: string, body?: unknown, token?: string): Promise<StoreAnswer> {
  const res = await fetch(`${base()}/api/store${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  let json: Json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

/** Signs a customer in with the code the SMS brought (the outbox); their bearer token. */
export async function customerToken(mobile: string): Promise<string> {
  const before = latestCode(mobile);
  const asked = await store('POST', '/account/request-code', { mobile });
  expect(asked.status, JSON.stringify(asked.json)).toBe(202);
  await expect.poll(() => latestCode(mobile), { timeout: 10_000 }).not.toBe(before);
  const signed = await store('POST', '/account/verify', { mobile, code: latestCode(mobile) });
  expect(signed.status, JSON.stringify(signed.json)).toBe(200);
  return signed.json.data.token as string;
}

/** Pays at the demo gateway started at `redirectUrl` (its «paid» link back to the callback); where the customer lands. */
export async function payAtTestGateway(redirectUrl: string): Promise<URL> {
  const gateway = await fetch(new URL(redirectUrl, base()));
  expect(gateway.status).toBe(200);
  const paid = /<a class="btn pay" href="([^"]+)"/.exec(await gateway.text())![1]!.replace(/&#38;|&amp;/g, '&');
  const back = await fetch(new URL(paid, base()), { redirect: 'manual' });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('location')!, base());
}
