import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { matchService } from '@/app/api/matches/_lib/service';
import { MatchClient } from './MatchClient';
import { PiratesMatch } from './pirates/PiratesMatch';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const kind = matchService().kindOf((await params).id);
  return { title: kind === 'pirates' ? 'Pirates match' : 'Pirates! Diplomacy match' };
}

/** A match's page: the Pirates table or the Diplomacy map, whichever game the match plays. */
export default async function MatchPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const sp = await searchParams;
  const kind = matchService().kindOf(id);
  if (!kind) notFound();
  const spectate = sp.spectate === '1';
  if (kind === 'pirates') return <PiratesMatch matchId={id} spectate={spectate} />;
  // The invite names its seat: the page offers that power, and the join sends the invite.
  const invite = typeof sp.invite === 'string' ? sp.invite : null;
  const power = invite ? matchService().inviteSeat(id, invite) : null;
  return <MatchClient matchId={id} invitedPower={power} invite={power ? invite : null} spectate={spectate} />;
}
