// A description column on the test provider's payments.
import type { Kysely, Migration } from 'kysely';

export const testPaymentDescriptionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // The test provider's page names what is being bought, as a provider's hosted page does.
    await db.schema.alterTable('test_payments').addColumn('description', 'varchar(300)').execute();
  },
};
