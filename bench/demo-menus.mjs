// The demo shop's storefront menus: a header and a footer three levels deep, linking to the demo's
// own categories, products and pages, and a short mobile menu. Written through the open client `c`
// inside the demo's transaction, after the catalogue and the pages.

/** Inserts a tree of `{ title, link, new_tab?, children? }` under menu `groupId`. */
async function insertTree(c, groupId, nodes, parentId = null, depth = 1) {
  let n = 0;
  for (const [position, node] of nodes.entries()) {
    const r = await c.query(
      `insert into menu_items (group_id, parent_id, title, link, new_tab, status, position, depth) values ($1, $2, $3, $4, $5, true, $6, $7) returning id`,
      [groupId, parentId, node.title, node.link ? JSON.stringify(node.link) : null, !!node.new_tab, position, depth],
    );
    n += 1 + (await insertTree(c, groupId, node.children ?? [], r.rows[0].id, depth + 1));
  }
  return n;
}

/** The header, footer and mobile menus (skipped when a menu with the key is there already). Returns how many items were written. */
export async function demoMenus(c, log = () => {}) {
  const roots = (await c.query(`select id, title from categories where parent_id is null order by position, id limit 4`)).rows;
  const leavesOf = async (id) => (await c.query(`select id, title from categories where parent_id = $1 order by position, id limit 4`, [id])).rows;
  const productsOf = async (categoryId) =>
    (
      await c.query(
        `select p.id, p.title from products p join product_categories pc on pc.product_id = p.id
          where pc.category_id = $1 and p.archived_at is null and p.status = 'active' order by p.id limit 2`,
        [categoryId],
      )
    ).rows;
  const pages = (await c.query(`select id, title from pages order by id limit 6`)).rows;
  const cat = (r) => ({ type: 'category', id: Number(r.id) });

  // Header: shop › each root category › its sub-categories › two of their products; blog, pages, contact.
  const shop = [];
  for (const root of roots.slice(0, 3)) {
    const leaves = [];
    for (const leaf of await leavesOf(root.id)) {
      leaves.push({ title: leaf.title, link: cat(leaf), children: (await productsOf(leaf.id)).map((p) => ({ title: p.title, link: { type: 'product', id: Number(p.id) } })) });
    }
    shop.push({ title: root.title, link: cat(root), children: leaves });
  }
  const header = [
    { title: 'فروشگاه', link: { type: 'product' }, children: shop },
    { title: 'وبلاگ', link: { type: 'post' } },
    ...(pages[0] ? [{ title: pages[0].title, link: { type: 'page', id: Number(pages[0].id) } }] : []),
    { title: 'تماس با ما', link: { type: 'contact_us' } },
  ];

  // Footer: columns of links, the guide column three levels deep.
  const guide = pages.map((p) => ({ title: p.title, link: { type: 'page', id: Number(p.id) } }));
  const footer = [
    {
      title: 'راهنمای خرید',
      link: null,
      children: [
        { title: 'پیش از خرید', link: null, children: guide.slice(0, 3) },
        { title: 'پس از خرید', link: null, children: guide.slice(3) },
      ],
    },
    {
      title: 'دسترسی سریع',
      link: null,
      children: roots.map((r) => ({ title: r.title, link: cat(r) })).concat([{ title: 'وبلاگ', link: { type: 'post' } }]),
    },
    {
      title: 'فروشگاه',
      link: null,
      children: [
        { title: 'درباره‌ی ما', link: { type: 'about_us' } },
        { title: 'تماس با ما', link: { type: 'contact_us' } },
        { title: 'اینستاگرام', link: { url: 'https://instagram.com/pishkhan.shop' }, new_tab: true },
      ],
    },
  ];

  // Mobile: short, two levels.
  const mobile = [
    { title: 'خانه', link: { url: '/' } },
    { title: 'دسته‌بندی‌ها', link: { type: 'product' }, children: roots.map((r) => ({ title: r.title, link: cat(r) })) },
    { title: 'وبلاگ', link: { type: 'post' } },
    { title: 'تماس با ما', link: { type: 'contact_us' } },
  ];

  let items = 0;
  for (const [key, title, tree] of [['header', 'منوی سربرگ', header], ['footer', 'منوی پابرگ', footer], ['mobile', 'منوی موبایل', mobile]]) {
    const g = await c.query(`insert into menu_groups (title, key) values ($1, $2) on conflict (key) do nothing returning id`, [title, key]);
    if (!g.rowCount) continue;
    items += await insertTree(c, g.rows[0].id, tree);
  }
  log(`  menus: ${items} items`);
  return items;
}
