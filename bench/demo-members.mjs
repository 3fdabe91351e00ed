// Demo newsletter members: ~2,000 over the last year — e-mail only, mobile only or both; from the
// storefront form, imports, the admin and the shop's customers who ticked the newsletter; most
// subscribed, some pending (double opt-in), unsubscribed, bounced or complained, with those
// addresses on the suppression list. Set-based SQL in the demo's transaction.

import { femaleNames, lastNames, maleNames } from './demo-data.mjs';

/** Writes the members through `step(name, sql, params)` (demo-seed's logger); `total` members at most. */
export async function seedMembers(c, step, { total = 2000, days = 365 } = {}) {
  // Customers who subscribed when they signed up, with the address they gave.
  await step('newsletter members (customers)', `insert into newsletter_members (email, mobile, name, source, status, customer_id, subscribed_at, created_at, updated_at)
    select lower(c.email), c.mobile, nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''), 'customer', 'subscribed', c.id, c.created_at, c.created_at, c.created_at
    from customers c where c.newsletter and (c.email is not null or c.mobile ~ '^09[0-9]{9}$') order by c.id limit $1
    on conflict do nothing`, [Math.round(total * 0.15)]);
  const have = (await c.query(`select count(*)::int n from newsletter_members`)).rows[0].n;
  const rest = Math.max(0, total - have);
  const first = [...femaleNames, ...maleNames];
  await step('newsletter members (plan)', `create temp table d_nm on commit drop as
    select n, r1, r2, r3, now() - (random() * $2::int) * interval '1 day' - random() * interval '1 day' as at,
      case when r1 < 0.45 then 'email' when r1 < 0.75 then 'mobile' else 'both' end as has
    from (select n, random() r1, random() r2, random() r3 from generate_series(1, $1::int) n) s`, [rest, days]);
  await step('newsletter members', `insert into newsletter_members (email, mobile, name, source, status, subscribed_at, unsubscribed_at, unsubscribe_reason, confirm_token, created_at, updated_at)
    select
      case when has <> 'mobile' then ($3::text[])[1 + (n * 7) % cardinality($3::text[])] || '.' || ($4::text[])[1 + (n * 13) % cardinality($4::text[])] || n
        || '@' || (array['gmail.com','yahoo.com','chmail.ir','outlook.com','example.ir'])[1 + (n % 5)] end,
      case when has <> 'email' then '0990' || lpad(n::text, 7, '0') end,
      -- Most people give a name on the form or in the imported list.
      case when r3 > 0.3 then ($1::text[])[1 + (n * 7) % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (n * 13) % cardinality($2::text[])] end,
      st.source, st.status,
      case when st.status = 'pending' then null else at end,
      case when st.status in ('unsubscribed', 'bounced', 'complained') then at + (now() - at) * r3 end,
      null,
      case when st.status = 'pending' then replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') end,
      at, at
    from d_nm, lateral (select
      case when r2 < 0.55 then 'form' when r2 < 0.85 then 'import' else 'admin' end as source,
      case when has <> 'mobile' and r2 < 0.55 and r3 < 0.08 then 'pending'
           when r3 < 0.10 then 'unsubscribed' when r3 < 0.13 and has <> 'mobile' then 'bounced' when r3 < 0.14 and has <> 'mobile' then 'complained'
           else 'subscribed' end as status) st
    on conflict do nothing`, [first.map((x) => x[0]), lastNames.map((x) => x[0]), first.map((x) => x[1]), lastNames.map((x) => x[1])]);
  await step('newsletter suppressions (e-mail)', `insert into newsletter_suppressions (email, reason, at)
    select email, status, unsubscribed_at from newsletter_members where email is not null and status in ('unsubscribed', 'bounced', 'complained') on conflict do nothing`);
  await step('newsletter suppressions (mobile)', `insert into newsletter_suppressions (mobile, reason, at)
    select mobile, status, unsubscribed_at from newsletter_members where mobile is not null and status in ('unsubscribed', 'bounced', 'complained') on conflict do nothing`);
}
