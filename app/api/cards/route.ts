import { ApiError } from '@/app/_lib/api-error';
import { parseListParams } from '@/app/_lib/list-params';
import { searchCardPage } from '@/app/_lib/search-cards';
import { SortDir, SortKey } from '@/lib/cards/sort';

export async function GET(request: Request): Promise<Response> {
  const parsed = parseListParams(new URL(request.url).searchParams);
  if (!parsed.success) {
    const message = `sort must be one of ${SortKey.options.join(', ')}; dir must be ${SortDir.options.join(' or ')}.`;
    return new ApiError(400, 'invalid-parameters', message, {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    }).toResponse();
  }
  const outcome = searchCardPage(parsed.data);
  if (!outcome.ok) {
    const { message, position, reason } = outcome.problem;
    return new ApiError(400, 'invalid-query', message, { position, reason }).toResponse();
  }
  return Response.json(outcome.page);
}
