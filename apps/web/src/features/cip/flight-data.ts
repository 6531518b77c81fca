'use client';

import type { api, EndpointRef, FlightBriefView, FlightServiceView } from '@vip/contract';
import { toFlightService } from '@vip/contract';
import type { FlightService } from '@vip/domain';
import { useEffect, useState } from 'react';
import { type ApiClientError, call, toApiClientError } from '@/lib/api-call';
import { usePublicConfig } from '@/lib/public-config';
import { type FlightCard, toFlightCard } from './FlightSummary';

/**
 * The wizard's first step reads flights and their services without TanStack Query (the cold load of /cip/booking
 * stays light; issue 17): the page hands these endpoint references (no zod) to the island.
 */
export interface FlightEndpoints {
  listBriefFlights: EndpointRef<typeof api.listBriefFlights>;
  getFlightServices: EndpointRef<typeof api.getFlightServices>;
}

/** A flight's services per side, as the domain's FlightService (what the reducer and pricing read). */
export interface FlightServices {
  departure: FlightService[];
  arrival: FlightService[];
  departureAirport: string;
  arrivalAirport: string;
  /** The raw views by service id (meeting point, capacity left, terminal). */
  views: Map<number, FlightServiceView>;
  flight: FlightBriefView;
}

/** What a read hands its component: the last answer stays shown while the next one loads (no list flicker). */
export interface Read<T> {
  data: T | undefined;
  isLoading: boolean;
  error: ApiClientError | null;
}

/** Answers kept for the tab's life: stepping back to a date or flight shows it at once, as the query cache did. */
const answers = new Map<string, { at: number; value: unknown }>();
const FRESH_MS = 60_000;

/**
 * One GET per key (null: nothing to ask), aborted when the key changes, its answer kept a minute. When
 * `keepPrevious(lastKey)` says so, the last key's answer stays shown while the next loads (the same day's list being
 * searched); otherwise a new key shows loading (another day's flights or another flight's services must never be
 * offered for this one).
 */
function useRead<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  keepPrevious: (lastKey: string) => boolean = () => false,
): Read<T> {
  const kept = key === null ? undefined : answers.get(key);
  const fresh = kept && Date.now() - kept.at < FRESH_MS ? (kept.value as T) : undefined;
  const [state, setState] = useState<{ key: string | null; data?: T; error: ApiClientError | null }>({
    key: null,
    error: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure per render; the key names it
  useEffect(() => {
    if (key === null || fresh !== undefined) return;
    const ctl = new AbortController();
    load(ctl.signal).then(
      (value) => {
        answers.set(key, { at: Date.now(), value });
        setState({ key, data: value, error: null });
      },
      (e: unknown) => {
        if (!ctl.signal.aborted) setState((s) => ({ key, data: s.data, error: toApiClientError(e) }));
      },
    );
    return () => ctl.abort();
  }, [key, fresh === undefined]);
  if (key === null) return { data: undefined, isLoading: false, error: null };
  if (fresh !== undefined) return { data: fresh, isLoading: false, error: null };
  const settled = state.key === key;
  const data = settled || (state.key !== null && keepPrevious(state.key)) ? state.data : undefined;
  return { data, isLoading: !settled && data === undefined, error: settled ? state.error : null };
}

const flightsOf = (date: string) => `flights|${date}|`;

/** Flights of a date (briefflights), searched by text; nothing is asked before a date is chosen. */
export function useFlights(endpoints: FlightEndpoints, date: string | null, searchtext: string): Read<FlightCard[]> {
  const config = usePublicConfig();
  const text = searchtext.trim();
  return useRead(
    date === null ? null : `${flightsOf(date)}${text}`,
    async (signal) => {
      const query = { date: date as string, searchtext: text || undefined, limit: 50, sort: 'departure_at' as const };
      const answer = await call(config, endpoints.listBriefFlights, { query }, { signal });
      return answer.data.map(toFlightCard);
    },
    // Typing keeps the day's list on screen; another day (the return's) never shows this one's flights.
    (lastKey) => date !== null && lastKey.startsWith(flightsOf(date)),
  );
}

/** The services of the chosen flight. */
export function useFlightServices(endpoints: FlightEndpoints, flightId: number | null): Read<FlightServices> {
  const config = usePublicConfig();
  return useRead(flightId === null ? null : `services|${flightId}`, async (signal) => {
    const { data } = await call(
      config,
      endpoints.getFlightServices,
      { params: { id: flightId as number } },
      { signal },
    );
    const views = new Map<number, FlightServiceView>();
    for (const v of [...data.departure, ...data.arrival]) views.set(v.id, v);
    return {
      departure: data.departure.map(toFlightService),
      arrival: data.arrival.map(toFlightService),
      departureAirport: `${data.flight.origin.title} (${data.flight.origin.iata})`,
      arrivalAirport: `${data.flight.destination.title} (${data.flight.destination.iata})`,
      views,
      flight: data.flight,
    };
  });
}
