// A year of storefront visits for the demo shop (the visit report): per Tehran day and hour, visits
// that grow over the year, follow a week (Thursday quieter, Friday the quietest — the Iranian weekend)
// and a day (asleep at 3–6 a.m., busy around noon, busiest 8–11 p.m.), each with page, product and
// post views; and the views of each day spread over the real demo products (a few popular, a long
// tail) and the published posts. Written with set-based SQL: a few statements, well under a second.
//
//   import { seedVisits } from './demo-visits.mjs'; await seedVisits(client, { days: 365, step });

/** Relative traffic of each Tehran hour 0–23. */
const HOURLY = [0.3, 0.18, 0.1, 0.07, 0.06, 0.08, 0.15, 0.3, 0.55, 0.8, 1.0, 1.15, 1.2, 1.1, 1.0, 0.95, 0.95, 1.0, 1.1, 1.25, 1.45, 1.6, 1.4, 0.8];

/**
 * Fills visit_hours and visit_item_days for the `days` days up to the current Tehran hour.
 * `scale`: visits at the peak hour of a weekday at the end of the year, roughly (default 60).
 */
export async function seedVisits(c, { days = 365, scale = 60, step } = {}) {
  const run = step ?? ((_name, sql, params = []) => c.query(sql, params));
  await run(
    'visits per hour',
    `with now_t as (select (now() at time zone 'Asia/Tehran') as t),
       d as (select ((select t from now_t)::date - g) as day, g from generate_series(0, $1::int - 1) g),
       f as (
         select d.day, h.hour,
                $2::float8
                * (0.55 + 0.45 * (1 - d.g::float8 / $1))                                       -- growth over the year
                * case extract(isodow from d.day) when 5 then 0.62 when 4 then 0.82 else 1 end -- Friday, Thursday
                * ($3::float8[])[h.hour + 1]
                * (0.85 + random() * 0.3) as v
         from d cross join generate_series(0, 23) as h(hour)
         where d.day < (select t from now_t)::date or h.hour <= extract(hour from (select t from now_t))
       )
     insert into visit_hours (day, hour, visits, page_views, product_views, post_views)
     select day, hour, round(v), round(v * (2.6 + random())), round(v * (1.1 + random() * 0.5)), round(v * (0.12 + random() * 0.1))
     from f
     on conflict (day, hour) do nothing`,
    [days, scale, HOURLY],
  );
  // Each product's share of the product views: a few popular ones and a long tail; views start on
  // the day the product appeared.
  await run(
    'product views per day',
    `with w as (select id, created_at, power(random(), 4) + 0.002 as w from products where archived_at is null),
       s as (select sum(w) as total from w),
       d as (select day, sum(product_views) as views from visit_hours where day > (now() at time zone 'Asia/Tehran')::date - $1::int group by day)
     insert into visit_item_days (day, kind, item_id, views)
     select d.day, 'product', w.id, v from d cross join w cross join s,
       lateral (select round(d.views * w.w / s.total * (0.6 + random() * 0.8))::int as v) x
     where x.v > 0 and (w.created_at at time zone 'Asia/Tehran')::date <= d.day
     on conflict do nothing`,
    [days],
  );
  await run(
    'post views per day',
    `with w as (select id, published_at, power(random(), 3) + 0.01 as w from posts where status = 'published' and published_at is not null),
       s as (select sum(w) as total from w),
       d as (select day, sum(post_views) as views from visit_hours where day > (now() at time zone 'Asia/Tehran')::date - $1::int group by day)
     insert into visit_item_days (day, kind, item_id, views)
     select d.day, 'post', w.id, v from d cross join w cross join s,
       lateral (select round(d.views * w.w / s.total * (0.6 + random() * 0.8))::int as v) x
     where x.v > 0 and (w.published_at at time zone 'Asia/Tehran')::date <= d.day
     on conflict do nothing`,
    [days],
  );
}
