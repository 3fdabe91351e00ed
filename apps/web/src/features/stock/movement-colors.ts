/** The tag colour of each kind of stock movement (the stock log and a variant's history). */
export const TYPE_COLORS: Record<string, string> = {
  initial: 'blue',
  adjustment: 'gold',
  product_edit: 'geekblue',
  order: 'volcano',
  order_cancel: 'cyan',
  shop_sale: 'purple',
  shop_return: 'cyan',
  shop_void: 'default',
};
