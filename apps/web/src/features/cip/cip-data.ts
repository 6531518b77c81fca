'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type FlightBriefView, type FlightServiceView, toFlightService } from '@vip/contract';
import type { FlightService } from '@vip/domain';
import { useMemberCall, useMember } from '@/features/auth/use-member-api';
import { call } from '@/lib/api-call';
import { usePublicConfig } from '@/lib/public-config';
import { type FlightCard, toFlightCard } from './FlightSummary';

/** Flights of a date (briefflights), searched by text; nothing is asked before a date is chosen. */
export function useFlights(date: string | null, searchtext: string) {
  const config = usePublicConfig();
  return useQuery({
    queryKey: ['cip', 'flights', date, searchtext],
    enabled: date !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<FlightCard[]> => {
      const answer = await call(
        config,
        api.listBriefFlights,
        {
          query: { date: date as string, searchtext: searchtext.trim() || undefined, limit: 50, sort: 'departure_at' },
        },
        { signal },
      );
      return answer.data.map(toFlightCard);
    },
  });
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

/** The services of the chosen flight. */
export function useFlightServices(flightId: number | null) {
  const config = usePublicConfig();
  return useQuery({
    queryKey: ['cip', 'services', flightId],
    enabled: flightId !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<FlightServices> => {
      const { data } = await call(config, api.getFlightServices, { params: { id: flightId as number } }, { signal });
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
    },
  });
}

/** The member's saved passengers (only while signed in). */
export function useSavedPassengers() {
  const memberCall = useMemberCall();
  const { member, signedIn } = useMember();
  return useQuery({
    queryKey: ['member', member?.id, 'cip', 'passengers'],
    enabled: signedIn,
    queryFn: ({ signal }) => memberCall(api.listCipPassengers, { query: { limit: 100 } }, { signal }),
  });
}
