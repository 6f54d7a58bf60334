import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Appointment,
  AppointmentList,
  Availability,
  Slots,
  TimeRange,
} from '~/domain/appointment-texts';
import { api } from './api';
import { quoteKeys } from './invoicing';

/**
 * Appointments ('Rendez-vous', issue 39), shared by the consultant's 'Agenda', the client's 'Mes rendez-vous' and
 * the client file's card: the same caches, whoever reads them. A change refreshes every list and the packages
 * (their sessions used).
 */
export const appointmentKeys = {
  all: ['appointments'] as const,
  mine: ['appointments', 'mine'] as const,
  ofClient: (clientId: string) => ['appointments', 'client', clientId] as const,
  availability: ['appointments', 'availability'] as const,
  slots: (source: SlotSource, from: string | null) => ['appointments', 'slots', source, from] as const,
};

/** Where free slots are read: her own (a session she proposes), or a session of a client's package. */
export type SlotSource =
  { kind: 'own'; minutes: number } | { kind: 'package'; packageId: string; session: number };

/** Days of slots one page of the picker shows. */
export const SLOT_PAGE_DAYS = 14;

export function slotsPath(source: SlotSource, from: string | null, days = SLOT_PAGE_DAYS): string {
  const params = new URLSearchParams();
  if (source.kind === 'own') params.set('minutes', String(source.minutes));
  else params.set('session', String(source.session));
  if (from) params.set('from', from);
  params.set('days', String(days));
  return source.kind === 'own'
    ? `/api/me/slots?${params}`
    : `/api/client-packages/${encodeURIComponent(source.packageId)}/slots?${params}`;
}

/** The free start times from `from` (today when null), for SLOT_PAGE_DAYS days; none asked while `source` is null. */
export function useSlots(source: SlotSource | null, from: string | null) {
  return useQuery({
    queryKey: appointmentKeys.slots(source ?? { kind: 'own', minutes: 0 }, from),
    queryFn: ({ signal }) => api<Slots>(slotsPath(source!, from), { signal }),
    enabled: source !== null && (source.kind === 'package' || source.minutes > 0),
    placeholderData: keepPreviousData,
    // Slots go quickly: read again each time the picker opens.
    staleTime: 0,
  });
}

/** Hers: from today on (soonest first) and the last ones before (newest first). */
export function useMyAppointments() {
  return useQuery({
    queryKey: appointmentKeys.mine,
    queryFn: ({ signal }) => api<AppointmentList>('/api/me/appointments', { signal }),
  });
}

/** A client's coming appointments with the consultant who reads her file. */
export function useClientAppointments(clientId: string) {
  return useQuery({
    queryKey: appointmentKeys.ofClient(clientId),
    queryFn: ({ signal }) =>
      api<AppointmentList>(`/api/clients/${encodeURIComponent(clientId)}/appointments`, { signal }),
    select: (list) => list.upcoming,
  });
}

/** Her week, notice and exceptions ('Mes disponibilités'). */
export function useAvailability() {
  return useQuery({
    queryKey: appointmentKeys.availability,
    queryFn: ({ signal }) => api<Availability>('/api/me/availability', { signal }),
  });
}

export type AvailabilityInput = {
  week: TimeRange[][];
  noticeHours: number;
  exceptions: { day: string; ranges: TimeRange[]; note: string | null }[];
};

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) =>
      api<Availability>('/api/me/availability', { method: 'PUT', json: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(appointmentKeys.availability, saved);
      void queryClient.invalidateQueries({ queryKey: [...appointmentKeys.all, 'slots'] });
    },
  });
}

/** After any change: every list of appointments, the slots, and the packages' sessions used. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
    ]);
}

const appointmentPath = (id: string) => `/api/appointments/${encodeURIComponent(id)}`;

/** A session of a package, booked by the client (or by her consultant for her). */
export function useBookSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      packageId,
      ...input
    }: {
      packageId: string;
      requestId: string;
      session: number;
      startsAt: string;
      place: string | null;
    }) =>
      api<Appointment>(`/api/client-packages/${encodeURIComponent(packageId)}/appointments`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: refresh,
  });
}

/** A session she proposes to a client outside a package. */
export function useProposeAppointment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      clientId,
      ...input
    }: {
      clientId: string;
      requestId: string;
      label: string;
      minutes: number;
      startsAt: string;
      place: string | null;
    }) =>
      api<Appointment>(`/api/clients/${encodeURIComponent(clientId)}/appointments`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: refresh,
  });
}

export function useMoveAppointment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, startsAt }: { id: string; startsAt: string }) =>
      api<Appointment>(`${appointmentPath(id)}/move`, { method: 'POST', json: { startsAt } }),
    onSuccess: refresh,
  });
}

export function useCancelAppointment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<Appointment>(`${appointmentPath(id)}/cancel`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** A late cancellation's session given back to the client's package. */
export function useWaiveAppointment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<Appointment>(`${appointmentPath(id)}/waive`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
