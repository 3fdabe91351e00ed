// Demo newsletters: a few sent ones (e-mail and SMS) with their recipient rows — mostly sent, a few
// failed with the server's reason, the unsubscribed ones skipped —, one scheduled for next week and
// one draft. Set-based SQL in the demo's transaction, after the members.

const body = (lines) => lines.map((l) => `<p>${l}</p>`).join('');

const SENT = [
  {
    title: 'حراج پاییزه',
    channel: 'email',
    subject: 'تا ۳۰٪ تخفیف پاییزه — فقط تا جمعه',
    body: body(['سلام دوست عزیز،', 'حراج پاییزه فروشگاه آغاز شد: <strong>تا ۳۰٪ تخفیف</strong> روی پوشاک و کفش.', 'برای دیدن محصولات به فروشگاه سر بزنید.']),
    daysAgo: 40,
  },
  {
    title: 'محصولات تازه زمستانی',
    channel: 'email',
    subject: 'کاپشن‌ها و بوت‌های زمستانی رسید',
    body: body(['مجموعه زمستانی امسال رسید.', 'ارسال رایگان برای خریدهای بالای یک میلیون تومان.']),
    daysAgo: 12,
  },
  { title: 'پیامک یلدا', channel: 'sms', sms: 'یلدا مبارک! با کد YALDA15 پانزده درصد تخفیف بگیرید. لغو۱۱', daysAgo: 5 },
];

const FAILURES = [
  'سرور ایمیل پیام را نپذیرفت: 550 5.1.1 The email account that you tried to reach does not exist',
  'سرور ایمیل پیام را نپذیرفت: 552 5.2.2 Mailbox full',
  'اتصال به سرور ایمیل برقرار نشد: ETIMEDOUT',
];

/** Writes the newsletters and their recipients through `step(name, sql, params)` (demo-seed's logger). */
export async function seedNewsletters(c, step) {
  for (const [i, n] of SENT.entries()) {
    const email = n.channel === 'email';
    const { rows } = await c.query(
      `insert into newsletters (title, channel, subject, body, sms_text, audience, status, send_at, started_at, finished_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'members', 'sent', null, now() - $6::int * interval '1 day', now() - $6::int * interval '1 day' + interval '25 minutes', now() - ($6::int + 1) * interval '1 day', now() - $6::int * interval '1 day')
       returning id`,
      [n.title, n.channel, n.subject ?? null, n.body ?? null, n.sms ?? null, n.daysAgo],
    );
    const id = rows[0].id;
    const addr = email ? 'm.email' : 'm.mobile';
    // Every member with an address of the channel, subscribed then: most got it, about 1% failed, those who had left skipped.
    await step(`newsletter ${i + 1} recipients`, `insert into newsletter_recipients (newsletter_id, member_id, address, name, token, status, error, sent_at, updated_at)
      select $1, m.id, ${addr}, m.name, m.unsubscribe_token, st.status,
        case when st.status = 'failed' then ($3::text[])[1 + (m.id % cardinality($3::text[]))] when st.status = 'skipped' then coalesce(s.reason, m.status) end,
        case when st.status = 'sent' then now() - $2::int * interval '1 day' + (random() * 20) * interval '1 minute' end,
        now() - $2::int * interval '1 day' + interval '20 minutes'
      from newsletter_members m
      left join newsletter_suppressions s on ${email ? 's.email = m.email' : 's.mobile = m.mobile'}
      cross join lateral (select case
        when s.id is not null or m.status in ('unsubscribed', 'bounced', 'complained') then 'skipped'
        when ${email ? '(m.id * 31) % 100 = 7' : 'false'} then 'failed'
        else 'sent' end as status) st
      where ${addr} is not null and m.status <> 'pending' and m.subscribed_at < now() - $2::int * interval '1 day'
      on conflict do nothing`, [id, n.daysAgo, FAILURES]);
  }
  await c.query(
    `insert into newsletters (title, channel, subject, body, audience, status, send_at, created_at, updated_at)
     values ($1, 'email', $2, $3, 'members', 'scheduled', date_trunc('hour', now()) + interval '7 days' + interval '10 hours', now(), now()),
            ($4, 'email', $5, $6, 'customers', 'draft', null, now(), now())`,
    [
      'جشنواره نوروزی',
      'پیش‌فروش ویژه نوروز',
      body(['پیش‌فروش نوروزی از هفته آینده آغاز می‌شود.', 'اعضای خبرنامه زودتر از همه خبردار می‌شوند.']),
      'خوش‌آمد به مشتریان تازه',
      'به خانواده فروشگاه خوش آمدید',
      body(['از خرید شما سپاسگزاریم.']),
    ],
  );
}
