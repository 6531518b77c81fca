'use client';

import type { OfflineRequestState, PaymentGateway, PaymentState, StoreOrderStage } from '@vip/contract';
import type {
  AgeType,
  ArchiveStatus,
  CalendarType,
  CipStep,
  FlightClass,
  Gender,
  Nationality,
  OrderStatus,
  OrderType,
  PaymentStatus,
  PersonRole,
  ReservationType,
  ServiceKind,
  ServiceType,
  TicketStatus,
} from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

/**
 * The domain's and contract's label tables (Persian in `@vip/domain` / `@vip/contract`) in the reader's language,
 * same shape, from `labels.json` (`labels.test.ts` keeps the Persian file equal to the tables).
 */
export interface DomainLabels {
  AGE_TYPE_LABELS: Record<AgeType, string>;
  CALENDAR_TYPE_LABELS: Record<CalendarType, string>;
  CIP_STEP_LABELS: Record<CipStep, string>;
  FLIGHT_CLASS_LABELS: Record<FlightClass, string>;
  GENDER_LABELS: Record<Gender, string>;
  NATIONALITY_LABELS: Record<Nationality, string>;
  ORDER_TYPE_LABELS: Record<OrderType, string>;
  PERSON_ROLE_LABELS: Record<PersonRole, string>;
  RESERVATION_TYPE_LABELS: Record<ReservationType, string>;
  SERVICE_KIND_LABELS: Record<ServiceKind, string>;
  SERVICE_TYPE_LABELS: Record<ServiceType, string>;
  ORDER_STATUS_LABELS: Record<OrderStatus, string>;
  PAYMENT_STATUS_LABELS: Record<PaymentStatus, string>;
  ARCHIVE_STATUS_LABELS: Record<ArchiveStatus, string>;
  TICKET_STATUS_LABELS: Record<TicketStatus, string>;
  TICKET_CATEGORY_LABELS: Record<number, string>;
  TICKET_ROLE_LABELS: Record<number, string>;
  TICKET_SERVICE_LABELS: Record<number, string>;
  TICKET_PRIORITY_LABELS: Record<number, string>;
  /** Indexed by the 0–5 score of `passwordStrength`. */
  PASSWORD_STRENGTH_LABELS: Record<number, string>;
  PAYMENT_GATEWAY_LABELS: Record<PaymentGateway, string>;
  PAYMENT_STATE_LABELS: Record<PaymentState, string>;
  OFFLINE_REQUEST_STATE_LABELS: Record<OfflineRequestState, string>;
  STORE_ORDER_STAGE_LABELS: Record<StoreOrderStage, string>;
}

const GROUPS = {
  AGE_TYPE_LABELS: 'ageType',
  CALENDAR_TYPE_LABELS: 'calendarType',
  CIP_STEP_LABELS: 'cipStep',
  FLIGHT_CLASS_LABELS: 'flightClass',
  GENDER_LABELS: 'gender',
  NATIONALITY_LABELS: 'nationality',
  ORDER_TYPE_LABELS: 'orderType',
  PERSON_ROLE_LABELS: 'personRole',
  RESERVATION_TYPE_LABELS: 'reservationType',
  SERVICE_KIND_LABELS: 'serviceKind',
  SERVICE_TYPE_LABELS: 'serviceType',
  ORDER_STATUS_LABELS: 'orderStatus',
  PAYMENT_STATUS_LABELS: 'paymentStatus',
  ARCHIVE_STATUS_LABELS: 'archiveStatus',
  TICKET_STATUS_LABELS: 'ticketStatus',
  TICKET_CATEGORY_LABELS: 'ticketCategory',
  TICKET_ROLE_LABELS: 'ticketRole',
  TICKET_SERVICE_LABELS: 'ticketService',
  TICKET_PRIORITY_LABELS: 'ticketPriority',
  PASSWORD_STRENGTH_LABELS: 'passwordStrength',
  PAYMENT_GATEWAY_LABELS: 'paymentGateway',
  PAYMENT_STATE_LABELS: 'paymentState',
  OFFLINE_REQUEST_STATE_LABELS: 'offlineRequestState',
  STORE_ORDER_STAGE_LABELS: 'storeOrderStage',
} as const;

/** Which `labels.json` group each table is read from. */
export const LABEL_GROUPS: Readonly<Record<keyof DomainLabels, string>> = GROUPS;

/** `const { AGE_TYPE_LABELS } = useDomainLabels();` in place of the Persian import. */
export function useDomainLabels(): DomainLabels {
  const t = useTranslations('labels');
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(GROUPS).map(([name, group]) => [name, t.raw(group) as Record<string, string>]),
      ) as unknown as DomainLabels,
    [t],
  );
}
