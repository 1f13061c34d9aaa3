import type { Edge } from '@/lib/engine/scenario';
import type { PolicyId } from '@/lib/simulate/schema';

export const POLICY_LABEL: Record<PolicyId, string> = { 'gold-runner': 'Gold runner', hunter: 'Hunter', balanced: 'Balanced', lookahead: 'Lookahead' };

export const EDGE_LABEL: Record<Edge, string> = { wall: 'Wall', flat: 'Flat earth', round: 'Round earth' };
