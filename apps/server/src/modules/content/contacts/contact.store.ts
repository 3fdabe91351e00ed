import { z } from 'zod';
import { contactLabels as L } from '@pishkhan/common/i18n/fa/contact-labels';
import { storefrontText as T } from '@pishkhan/common/i18n/fa/storefront';
import { optionalEmail, optionalMobile, optionalText, text } from '@pishkhan/common/schemas/fields';
import type { App, Ctx } from '../../../lib/app-types';
import { validation } from '../../../lib/errors';
import { rateLimiter } from '../../../lib/rate-limit';
import { writeToInbox } from '../../system/notifications/notification.service';
import { contacts } from './contact.table';
import { CUSTOMER_SECURITY, optionalCustomer } from '../../storefront/accounts/account.session';

const TAG = 'store-contacts';

/** Per client address: three at once, then three a minute. */
export const contactFormLimit = rateLimiter({ burst: 3, perMinute: 3 });

const body = z.object({
  name: text(L.fields.name, { max: 100 }),
  email: optionalEmail(L.fields.email),
  mobile: optionalMobile(L.fields.mobile),
  subject: optionalText(L.fields.subject, { max: 200 }),
  body: text(L.fields.body, { max: 5000 }),
});

/**
 * The storefront's contact form (docs/api-store.md): the message lands unread in /admin/contact and
 * every open admin page hears of it at once (the header's count, an open inbox list).
 */
export async function contactStoreRoutes(app: App, { db }: Ctx) {
  app.post(
    '/api/store/contacts',
    { config: { public: true }, onRequest: optionalCustomer(db), schema: { tags: [TAG], body, security: CUSTOMER_SECURITY } },
    async (req, reply) => {
    contactFormLimit.enforce(reply, req.ip);
    const who = req.customer;
    if (who) contactFormLimit.enforce(reply, `customer:${who.id}`);
    const b = { ...req.body, mobile: req.body.mobile ?? (req.body.email ? null : (who?.mobile ?? null)) };
    if (!b.email && !b.mobile) throw validation({ email: T.contactRequired, mobile: T.contactRequired });
    await writeToInbox(db, 'contacts', async (tx) => {
      await tx.insert(contacts).values({ name: b.name, email: b.email ?? null, mobile: b.mobile ?? null, subject: b.subject ?? null, body: b.body, customerId: who?.id ?? null });
    });
    return reply.status(201).send({ data: { message: T.contactSaved } });
    },
  );
}
