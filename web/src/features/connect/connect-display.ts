// How the external data interface (grapeConnect, issue 11) reads on the connect page: the company's setting in
// words, each data kind's state (accepted or not, why, last delivery) and a delivery's outcome as one sentence
// ("12 Zeilen übernommen, 1 abgelehnt · 11 Mitarbeitende betroffen"). Pure functions (the translation is a
// parameter), tested without a browser.

import type { z } from 'zod';
import type { connectOverview, SupportedLanguage } from '../../../../src/contracts/index.ts';
import type { TFunction } from '../../lib/translator.ts';
import { formatCount, pluralForm } from '../uploads/index.ts';

export type ConnectOverview = z.infer<typeof connectOverview>;
export type ConnectDataKind = ConnectOverview['dataKinds'][number];
export type ConnectDelivery = ConnectOverview['recentUploads'][number];
export type ConnectUploadType = ConnectOverview['grapeConnectDataUploadType'];
type ProcessingStatus = ConnectDelivery['processingStatus'];

/** What a person is told about a delivery's processing. */
export const DELIVERY_STATES = ['processing', 'completed', 'failed', 'refused'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export function deliveryState(status: ProcessingStatus): DeliveryState {
  return status === 'formatting-failed' ? 'refused' : status;
}

/** Dot-badge colours (the text stays neutral, so every colour keeps its contrast). */
export const DELIVERY_STATE_COLORS: Record<DeliveryState, string> = {
  processing: 'blue.7',
  completed: 'teal.7',
  failed: 'red.7',
  refused: 'orange.7',
};

/**
 * A data kind's state in the interface: 'off' (the company accepts nothing through it), 'notAccepted' (this kind
 * is not part of the company's setting), 'waiting' (accepted, nothing delivered yet) or 'receiving'.
 */
export type DataKindState = 'off' | 'notAccepted' | 'waiting' | 'receiving';

export function dataKindState(kind: ConnectDataKind, uploadType: ConnectUploadType): DataKindState {
  if (!kind.accepted) return uploadType === 'NONE' ? 'off' : 'notAccepted';
  return kind.lastReceivedAt ? 'receiving' : 'waiting';
}

/** The accepted kinds first (in the contract's order), then the others. */
export function sortDataKinds(kinds: readonly ConnectDataKind[]): ConnectDataKind[] {
  return [...kinds.filter((kind) => kind.accepted), ...kinds.filter((kind) => !kind.accepted)];
}

/** A delivery's rows and employees as one sentence, the zero counts left out ("Keine Zeilen" when it had none). */
export function describeDelivery(delivery: ConnectDelivery, t: TFunction, language: SupportedLanguage): string {
  const number = (value: number) => formatCount(value, language);
  const rows: string[] = [];
  if (delivery.rowsAccepted > 0 || delivery.rowsRejected === 0) {
    rows.push(
      t(`connect.deliveries.accepted.${pluralForm(delivery.rowsAccepted, language)}`, {
        count: number(delivery.rowsAccepted),
      }),
    );
  }
  if (delivery.rowsRejected > 0) {
    rows.push(
      t(
        `connect.deliveries.rejected.${rows.length === 0 ? 'first' : 'next'}.${pluralForm(delivery.rowsRejected, language)}`,
        {
          count: number(delivery.rowsRejected),
        },
      ),
    );
  }
  const text = rows.join(', ');
  if (delivery.employeesAffected === 0) return text;
  const employees = t(`connect.deliveries.employees.${pluralForm(delivery.employeesAffected, language)}`, {
    count: number(delivery.employeesAffected),
  });
  return `${text} · ${employees}`;
}
