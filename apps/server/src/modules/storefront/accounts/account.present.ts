import { eq } from 'drizzle-orm';
import { genderLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { isFeatureOn } from '@pishkhan/common/features';
import { dayOfIso, jalaliTextOfDay } from '@pishkhan/common/jalali-days';
import type { DbOrTx } from '../../../db/client';
import { customerRoles } from '../../people/customer-roles/customer-role.table';
import { customerFullName, type CustomerRow } from '../../people/customers/customer.service';
import { featureState } from '../../system/settings/setting.service';
import { pendingEmail } from './account.email';

/**
 * A customer's own account as the storefront shows it: what they may edit, their mobile, and the
 * customer role an admin gave (read-only; hidden while customer roles are switched off). Never the
 * status, the wallet, the withdrawal destinations or anything only an admin sees.
 */
export async function presentAccount(db: DbOrTx, c: CustomerRow) {
  let role: { id: number; name: string } | null = null;
  if (c.roleId && isFeatureOn(await featureState(db), 'customer_roles')) {
    const [r] = await db.select({ id: customerRoles.id, name: customerRoles.name }).from(customerRoles).where(eq(customerRoles.id, c.roleId));
    role = r ?? null;
  }
  const pending = await pendingEmail(db, c.id);
  return {
    id: c.id,
    mobile: c.mobile,
    first_name: c.firstName,
    last_name: c.lastName,
    full_name: customerFullName(c),
    email: c.email,
    /** A new e-mail waiting for the link sent to it (until then `email` is unchanged). */
    pending_email: pending,
    national_code: c.nationalCode,
    gender: c.gender,
    gender_label: c.gender ? genderLabels[c.gender as keyof typeof genderLabels] ?? null : null,
    birth_date: c.birthDate,
    birth_date_jalali: c.birthDate ? jalaliTextOfDay(dayOfIso(c.birthDate)) : null,
    newsletter: c.newsletter,
    role,
    created_at: c.createdAt,
  };
}
