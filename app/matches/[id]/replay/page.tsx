import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { matchService } from '@/app/api/matches/_lib/service';
import { DiplomacyReplay } from './DiplomacyReplay';
import { PiratesReplay } from './PiratesReplay';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const kind = matchService().kindOf((await params).id);
  return { title: kind === 'diplomacy' ? 'Replay of a Pirates! Diplomacy match' : 'Replay of a Pirates match' };
}

/** `/matches/{id}/replay?at=SEQ`: the match as it stood after any event (`at` absent or unreadable: its last). */
export default async function ReplayPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const sp = await searchParams;
  const kind = matchService().kindOf(id);
  if (!kind) notFound();
  const raw = typeof sp.at === 'string' && /^\d{1,15}$/.test(sp.at) ? Number(sp.at) : null;
  const spectate = sp.spectate === '1';
  if (kind === 'pirates') return <PiratesReplay matchId={id} spectate={spectate} initialAt={raw} />;
  return <DiplomacyReplay matchId={id} spectate={spectate} initialAt={raw} />;
}
