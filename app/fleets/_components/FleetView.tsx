'use client';

import { useState, type DragEvent, type ReactNode } from 'react';
import type { Card } from '@/lib/cards/card';
import type { Fleet } from '@/lib/fleet/fleet';
import type { CardLookup } from '@/lib/cards/lookup';
import type { Shipyard, ShipSummary } from '@/lib/rules';
import { pointsLabel } from '@/app/_components/card-labels';
import { factionColours } from '@/app/_components/faction-colours';
import { addCard, moveCrew, removeCrew, removeFromList, removeShip, type CrewSlot, type IdList } from '@/lib/fleet/edit';
import { CARD_DRAG_TYPE } from './CardSearchPanel';
import { Meter } from './Meter';

export type Severity = 'violation' | 'warning';

interface Props {
  fleet: Fleet;
  lookup: CardLookup;
  unknown: (id: string) => boolean;
  summaries: ShipSummary[];
  /** Cards named by a violation or warning, by id as the fleet writes it. */
  flagged: ReadonlyMap<string, Severity>;
  /** Cards of the issue the player is pointing at, highlighted more strongly. */
  focused: ReadonlySet<string>;
  shipyard: Shipyard | null;
  selectedShip: number | null;
  onSelectShip: (index: number | null) => void;
  onEdit: (edit: (fleet: Fleet) => Fleet) => void;
}

type DragPayload = { kind: 'new'; id: string; type: Card['type'] } | { kind: 'move'; slot: CrewSlot };

function readDrag(e: DragEvent): DragPayload | null {
  try {
    return JSON.parse(e.dataTransfer.getData(CARD_DRAG_TYPE)) as DragPayload;
  } catch {
    return null;
  }
}

/** The fleet as built: ships with what they carry and their meters, then unassigned crew, forts and treasure. */
export function FleetView(props: Props) {
  const { fleet, summaries, shipyard, selectedShip, onSelectShip, onEdit } = props;
  const [dropTarget, setDropTarget] = useState<number | 'ashore' | null>(null);

  const drop = (toShip: number | null) => (e: DragEvent) => {
    e.preventDefault();
    setDropTarget(null);
    const payload = readDrag(e);
    if (!payload) return;
    if (payload.kind === 'new') onEdit((f) => addCard(f, { id: payload.id, type: payload.type }, toShip));
    else onEdit((f) => moveCrew(f, payload.slot, toShip));
  };
  const dropZone = (target: number | 'ashore') => ({
    onDragOver: (e: DragEvent) => {
      if (!e.dataTransfer.types.includes(CARD_DRAG_TYPE)) return;
      e.preventDefault();
      setDropTarget(target);
    },
    onDragLeave: () => setDropTarget((t) => (t === target ? null : t)),
    onDrop: drop(target === 'ashore' ? null : target),
  });

  const empty = fleet.ships.length + fleet.crew.length + fleet.forts.length + fleet.treasure.length === 0;

  return (
    <div className="space-y-3" data-testid="fleet-view">
      {empty && (
        <p className="rounded-lg border border-dashed border-ink/30 px-4 py-6 text-center text-sm text-ink/70">
          No cards yet. Add a ship from the search, then crew it.
        </p>
      )}
      <ol className="space-y-3">
        {fleet.ships.map((ship, i) => {
          const summary = summaries.find((s) => s.index === i);
          const selected = selectedShip === i;
          // 001 "Sea Creatures": they cannot be assigned crew, so they offer no berth and no crew meters.
          const creature = props.lookup(ship.cardId)?.seaCreature === true;
          return (
            <li
              key={i}
              {...dropZone(i)}
              data-testid="fleet-ship"
              className={`rounded-lg border bg-white p-2 shadow-sm ${dropTarget === i ? 'border-sea ring-2 ring-sea' : selected ? 'border-sea' : 'border-ink/20'}`}
            >
              <CardRow {...props} id={ship.cardId} onRemove={() => onEdit((f) => removeShip(f, i))} removeLabel="Remove ship (its crew stay, unassigned)">
                {!creature && (
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelectShip(selected ? null : i)}
                    className={`rounded border px-2 py-0.5 text-xs print:hidden ${selected ? 'border-sea bg-sea text-white' : 'border-ink/30 hover:border-sea'}`}
                  >
                    {selected ? 'Crew go here' : 'Crew this ship'}
                  </button>
                )}
              </CardRow>
              {shipyard && <ShipyardNote index={i} shipyard={shipyard} />}
              {summary && !creature && <ShipMeters summary={summary} />}
              <ul aria-label={`Aboard ship ${i + 1}`} className="mt-1 space-y-1 border-l-2 border-ink/10 pl-3">
                {ship.crew.map((id, j) => (
                  <CrewItem key={`${id}-${j}`} {...props} id={id} slot={{ ship: i, index: j }} />
                ))}
                {ship.crew.length === 0 && (
                  <li className="text-xs text-ink/50">{creature ? 'A sea creature carries no crew.' : 'No crew aboard. Drag crew here or use “Crew this ship”.'}</li>
                )}
              </ul>
            </li>
          );
        })}
      </ol>

      {(fleet.crew.length > 0 || fleet.ships.length > 0) && (
        <Group title="Unassigned crew and equipment" dropProps={dropZone('ashore')} active={dropTarget === 'ashore'} testId="fleet-unassigned">
          {fleet.crew.map((id, j) => (
            <CrewItem key={`${id}-${j}`} {...props} id={id} slot={{ ship: null, index: j }} />
          ))}
          {fleet.crew.length === 0 && <li className="text-xs text-ink/50">Drag crew here to take them off a ship.</li>}
          {fleet.crew.length > 0 && (
            <li className="text-xs text-ink/60" data-testid="ashore-note">
              {shipyard ? 'They wait in the shipyard, to be hired onto a ship during play.' : 'They start ashore on your home island; a ship docked there takes them aboard.'}
            </li>
          )}
        </Group>
      )}
      <ListGroup {...props} list="forts" title="Forts" />
      <ListGroup {...props} list="treasure" title="Treasure" />
    </div>
  );
}

function Group({ title, children, dropProps, active, testId }: { title: string; children: ReactNode; dropProps?: object; active?: boolean; testId?: string }) {
  return (
    <section {...dropProps} data-testid={testId} className={`rounded-lg border bg-white/60 p-2 ${active ? 'border-sea ring-2 ring-sea' : 'border-ink/20'}`}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 space-y-1">{children}</ul>
    </section>
  );
}

function ListGroup(props: Props & { list: Exclude<IdList, 'crew'>; title: string }) {
  const { fleet, list, title, onEdit } = props;
  if (fleet[list].length === 0) return null;
  return (
    <Group title={title}>
      {fleet[list].map((id, i) => (
        <li key={`${id}-${i}`}>
          <CardRow {...props} id={id} onRemove={() => onEdit((f) => removeFromList(f, list, i))} removeLabel="Remove" />
        </li>
      ))}
    </Group>
  );
}

function CrewItem(props: Props & { id: string; slot: CrewSlot }) {
  const { fleet, slot, onEdit, id } = props;
  return (
    <li
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(CARD_DRAG_TYPE, JSON.stringify({ kind: 'move', slot } satisfies DragPayload));
        e.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="fleet-crew"
      className="cursor-grab"
    >
      <CardRow {...props} id={id} onRemove={() => onEdit((f) => removeCrew(f, slot))} removeLabel="Remove">
        <label className="sr-only" htmlFor={`move-${slot.ship}-${slot.index}`}>
          Move to
        </label>
        <select
          id={`move-${slot.ship}-${slot.index}`}
          value={slot.ship === null ? '' : String(slot.ship)}
          onChange={(e) => onEdit((f) => moveCrew(f, slot, e.target.value === '' ? null : Number(e.target.value)))}
          className="max-w-[9rem] rounded border border-ink/30 bg-white px-1 py-0.5 text-xs print:hidden"
        >
          <option value="">Unassigned</option>
          {fleet.ships.map((s, i) => (
            <option key={i} value={i}>
              Aboard {i + 1}. {props.lookup(s.cardId)?.name ?? s.cardId}
            </option>
          ))}
        </select>
      </CardRow>
    </li>
  );
}

function CardRow({
  id,
  lookup,
  unknown,
  flagged,
  focused,
  onRemove,
  removeLabel,
  children,
}: Props & { id: string; onRemove: () => void; removeLabel: string; children?: ReactNode }) {
  const card = lookup(id);
  const severity = flagged.get(id);
  const ring = focused.has(id)
    ? 'ring-4 ring-brass'
    : severity === 'violation'
      ? 'ring-2 ring-red-700'
      : severity === 'warning'
        ? 'ring-2 ring-amber-500'
        : '';
  return (
    <div
      className={`flex flex-wrap items-center gap-2 rounded px-1 py-0.5 ${ring}`}
      data-card-id={id}
      data-flag={severity ?? (focused.has(id) ? 'focus' : undefined)}
    >
      <span aria-hidden="true" className="h-6 w-1.5 shrink-0 rounded" style={{ background: factionColours(card?.faction ?? null).background }} />
      {/* At least 10rem for the name: on a phone the move list and buttons wrap below rather than squeeze it. */}
      <div className="min-w-[10rem] flex-1">
        <span className="font-semibold">{card ? card.name : unknown(id) ? `Unknown card ${id}` : `Loading ${id}…`}</span>
        <span className="ml-2 inline-block whitespace-nowrap text-xs text-ink/60">
          {id}
          {card?.faction && ` · ${card.faction}`}
        </span>
        {severity && <span className="sr-only">{severity === 'violation' ? ' (breaks a rule)' : ' (has a warning)'}</span>}
      </div>
      {card && <span className="text-sm font-bold">{pointsLabel(card)}</span>}
      {children}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`${removeLabel}: ${card?.name ?? id}`}
        title={removeLabel}
        className="rounded px-1.5 text-lg leading-none text-ink/60 hover:bg-red-50 hover:text-red-800 print:hidden"
      >
        ×
      </button>
    </div>
  );
}

function ShipMeters({ summary }: { summary: ShipSummary }) {
  return (
    <div className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-3">
      {summary.crewPoints.cap !== null && (
        <Meter label="Crew points" used={summary.crewPoints.used} limit={summary.crewPoints.cap} testId="meter-crew-points" />
      )}
      {summary.cargo && <Meter label="Cargo" used={summary.cargo.used} limit={summary.cargo.capacity} testId="meter-cargo" />}
      {summary.crewCount.max !== null && <Meter label="Crew" used={summary.crewCount.used} limit={summary.crewCount.max} testId="meter-crew-count" />}
    </div>
  );
}

function ShipyardNote({ index, shipyard }: { index: number; shipyard: Shipyard }) {
  const text =
    shipyard.startingShip === index
      ? 'Starts at the home island'
      : shipyard.startCandidates.includes(index)
        ? 'Tied for lowest cost: roll a die; the lowest roll starts at home, the rest wait in the shipyard'
        : shipyard.shipyardShips.includes(index)
          ? 'Starts in the shipyard'
          : null;
  if (!text) return null;
  return (
    <p className="mt-1 inline-block rounded bg-brass/15 px-2 py-0.5 text-xs font-medium" data-testid="shipyard-note">
      {text}
    </p>
  );
}
