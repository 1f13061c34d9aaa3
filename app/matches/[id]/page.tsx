import type { Metadata } from 'next';
import { MatchClient } from './MatchClient';

export const metadata: Metadata = { title: 'Pirates! Diplomacy match' };

export default async function MatchPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const sp = await searchParams;
  const power = typeof sp.power === 'string' ? sp.power : null;
  return <MatchClient matchId={id} invitedPower={power} spectate={sp.spectate === '1'} />;
}
