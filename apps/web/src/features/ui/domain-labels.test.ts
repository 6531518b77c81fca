import {
  OFFLINE_REQUEST_STATE_LABELS,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_STATE_LABELS,
  STORE_ORDER_STAGE_LABELS,
} from '@vip/contract';
import * as domain from '@vip/domain';
import { describe, expect, it } from 'vitest';
import fa from '../../../messages/fa/labels.json';
import { type DomainLabels, LABEL_GROUPS } from './domain-labels';

/** The Persian tables the `labels` namespace stands in for, by the name pages use. */
const TABLES: Record<keyof DomainLabels, Record<string, string> | readonly string[]> = {
  AGE_TYPE_LABELS: domain.AGE_TYPE_LABELS,
  CALENDAR_TYPE_LABELS: domain.CALENDAR_TYPE_LABELS,
  CIP_STEP_LABELS: domain.CIP_STEP_LABELS,
  FLIGHT_CLASS_LABELS: domain.FLIGHT_CLASS_LABELS,
  GENDER_LABELS: domain.GENDER_LABELS,
  NATIONALITY_LABELS: domain.NATIONALITY_LABELS,
  ORDER_TYPE_LABELS: domain.ORDER_TYPE_LABELS,
  PERSON_ROLE_LABELS: domain.PERSON_ROLE_LABELS,
  RESERVATION_TYPE_LABELS: domain.RESERVATION_TYPE_LABELS,
  SERVICE_KIND_LABELS: domain.SERVICE_KIND_LABELS,
  SERVICE_TYPE_LABELS: domain.SERVICE_TYPE_LABELS,
  ORDER_STATUS_LABELS: domain.ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS: domain.PAYMENT_STATUS_LABELS,
  ARCHIVE_STATUS_LABELS: domain.ARCHIVE_STATUS_LABELS,
  TICKET_STATUS_LABELS: domain.TICKET_STATUS_LABELS,
  TICKET_CATEGORY_LABELS: domain.TICKET_CATEGORY_LABELS,
  TICKET_ROLE_LABELS: domain.TICKET_ROLE_LABELS,
  TICKET_SERVICE_LABELS: domain.TICKET_SERVICE_LABELS,
  TICKET_PRIORITY_LABELS: domain.TICKET_PRIORITY_LABELS,
  PASSWORD_STRENGTH_LABELS: domain.PASSWORD_STRENGTH_LABELS,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_STATE_LABELS,
  OFFLINE_REQUEST_STATE_LABELS,
  STORE_ORDER_STAGE_LABELS,
};

describe('labels.json (fa) is the domain and contract label tables', () => {
  for (const [name, group] of Object.entries(LABEL_GROUPS)) {
    it(`${name} = labels.${group}`, () => {
      const table = TABLES[name as keyof DomainLabels];
      const asRecord = Object.fromEntries(Object.entries(table).map(([k, v]) => [String(k), v]));
      expect((fa.labels as Record<string, Record<string, string>>)[group]).toEqual(asRecord);
    });
  }
});
