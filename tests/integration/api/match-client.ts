import { POST as createMatch } from '@/app/api/matches/route';
import { POST as joinMatch } from '@/app/api/matches/[id]/join/route';
import { GET as getState } from '@/app/api/matches/[id]/state/route';
import { POST as postAction } from '@/app/api/matches/[id]/actions/route';

/** Calls the match routes in process, as a client would over HTTP: status and JSON body. */
export const BASE = 'http://localhost/api/matches';
export const params = (id: string) => ({ params: Promise.resolve({ id }) });
export const auth = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

export async function call(res: Promise<Response>) {
  const r = await res;
  return { status: r.status, body: await r.json() };
}
const bodyOf = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

export const create = (body: unknown) => call(createMatch(new Request(BASE, { method: 'POST', body: bodyOf(body) })));
export const join = (id: string, body: unknown, token?: string) =>
  call(joinMatch(new Request(`${BASE}/${id}/join`, { method: 'POST', headers: auth(token), body: JSON.stringify(body) }), params(id)));
/** The secret of `seat`'s invite link (the `?invite=` of its URL) in a create answer; the first invite's without a seat. */
export function inviteOf(created: { invites: { seat: string; inviteUrl: string }[] }, seat?: string): string {
  const link = seat === undefined ? created.invites[0] : created.invites.find((i) => i.seat === seat);
  if (!link) throw new Error(`No invite for ${seat ?? 'any seat'}`);
  return new URL(link.inviteUrl).searchParams.get('invite')!;
}
export const state = (id: string, token?: string) => call(getState(new Request(`${BASE}/${id}/state`, { headers: auth(token) }), params(id)));
export const act = (id: string, token: string | undefined, body: unknown) =>
  call(postAction(new Request(`${BASE}/${id}/actions`, { method: 'POST', headers: auth(token), body: bodyOf(body) }), params(id)));
