import { headers } from 'next/headers';
import { publicOrigin } from './public-origin';

/** The public origin of the page being rendered (public-origin.ts says how it is found), for absolute links in metadata. */
export async function pageOrigin(): Promise<URL> {
  const h = await headers();
  const host = h.get('host') ?? 'localhost';
  return new URL(publicOrigin(new Request(`http://${host}/`, { headers: h })));
}
