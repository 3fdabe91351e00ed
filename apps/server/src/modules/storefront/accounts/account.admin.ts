import { and, desc, eq, isNull } from 'drizzle-orm';
import { idParams } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { parseId } from '../../../lib/crud';
import { notFound } from '../../../lib/errors';
import { customers } from '../../people/customers/customer.table';
import { revokeCustomerSessions } from './account.session';
import { customerSessions } from './account.table';

const TAG = 'customers';
const PATH = '/api/admin/customers/:id/sessions';

/**
 * A customer's storefront sessions as the admin sees them: the live ones (read_customer), and
 * closing them all (update_customer; audited). A blocked or deleted customer's sessions stop at
 * once anyway (each request checks the customer).
 */
export async function accountAdminRoutes(app: App, ctx: Ctx) {
  const { db } = ctx;

  app.get(PATH, { config: { permission: 'read_customer' }, schema: { tags: [TAG], params: idParams } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
    if (!c) throw notFound();
    const rows = await db
      .select()
      .from(customerSessions)
      .where(and(eq(customerSessions.customerId, id), isNull(customerSessions.revokedAt)))
      .orderBy(desc(customerSessions.lastUsedAt))
      .limit(100);
    return { data: rows.map((s) => ({ id: s.id, ip: s.ip, user_agent: s.userAgent, created_at: s.createdAt, last_used_at: s.lastUsedAt })) };
  });

  app.post(`${PATH}/revoke`, { config: { permission: 'update_customer' }, schema: { tags: [TAG], params: idParams } }, async (req) => {
    const id = parseId((req.params as { id: string }).id);
    const revoked = await db.transaction(async (tx) => {
      const [c] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
      if (!c) throw notFound();
      const n = await revokeCustomerSessions(tx, id);
      await audit(tx, actorOf(req), { entity: 'customer', entityId: id, action: 'revoke_sessions', changes: {} });
      return n;
    });
    return { data: { revoked } };
  });
}
