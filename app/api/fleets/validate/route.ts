import { validateFleet } from '@/lib/rules';
import { serverCardLookup } from '@/app/_lib/card-store';
import { readFleetBody } from '../_lib/read-fleet';
import { answering } from '@/app/_lib/api-error';

export async function POST(request: Request): Promise<Response> {
  return answering(async () => {
    const fleet = await readFleetBody(request);
    return Response.json(validateFleet(fleet, serverCardLookup()), { headers: { 'Cache-Control': 'no-store' } });
  });
}
