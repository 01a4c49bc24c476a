// The storefront database's migrations, portable between SQLite and PostgreSQL, applied in this order at start.
// Kysely records each applied migration under its name here: a name never changes once released.
import type { Migration } from 'kysely';
import { paymentsMigration } from './0001-payments';
import { staffMigration } from './0002-staff';
import { boxOfficeSalesMigration } from './0003-box-office-sales';
import { orderSourcesMigration } from './0004-order-sources';
import { embedContinueLinksMigration } from './0005-embed-continue-links';
import { paymentOrdersMigration } from './0006-payment-orders';
import { testPaymentDescriptionMigration } from './0007-test-payment-description';
import { shiftsMigration } from './0008-shifts';
import { busPassengersMigration } from './0009-bus-passengers';
import { ticketsAndCheckInsMigration } from './0010-tickets-and-check-ins';
import { waitingRoomsMigration } from './0011-waiting-rooms';
import { basketsMigration } from './0012-baskets';
import { salePartsMigration } from './0013-sale-parts';
import { promoCodesMigration } from './0014-promo-codes';
import { waitingListsMigration } from './0015-waiting-lists';

export const STORE_MIGRATIONS: Record<string, Migration> = {
  '0001-payments': paymentsMigration,
  '0002-staff': staffMigration,
  '0003-box-office-sales': boxOfficeSalesMigration,
  '0004-order-sources': orderSourcesMigration,
  '0005-embed-continue-links': embedContinueLinksMigration,
  '0006-payment-orders': paymentOrdersMigration,
  '0007-test-payment-description': testPaymentDescriptionMigration,
  '0008-shifts': shiftsMigration,
  '0009-bus-passengers': busPassengersMigration,
  '0010-tickets-and-check-ins': ticketsAndCheckInsMigration,
  '0011-waiting-rooms': waitingRoomsMigration,
  '0012-baskets': basketsMigration,
  '0013-sale-parts': salePartsMigration,
  '0014-promo-codes': promoCodesMigration,
  '0015-waiting-lists': waitingListsMigration,
};
