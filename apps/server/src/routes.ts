import { RESOURCES } from '@pishkhan/common/resources/index';
import type { RouteModule } from './lib/app-types';
import { resourceRoutes, type ResourceOptions } from './lib/resource-routes';
import { tableOfResource } from './lib/resource-tables';
import { productCommentRoutes } from './modules/catalog/comments/product-comment.routes';
import { giftRoutes } from './modules/catalog/gifts/gift.routes';
import { recommendationRoutes } from './modules/catalog/recommendations/recommendation.routes';
import { productSetRoutes } from './modules/catalog/sets/product-set.routes';
import { attributeRoutes } from './modules/catalog/attributes/attribute.routes';
import { categoryRoutes } from './modules/catalog/categories/category.routes';
import { productRoutes } from './modules/catalog/products/product.routes';
import { rolePriceRoutes } from './modules/sales/pricing/role-price.routes';
import { products, variants } from './modules/catalog/products/product.table';
import { stockRoutes } from './modules/stock/stock/stock.routes';
import { stockMovementLogRoutes } from './modules/stock/stock/stock-movement-log.routes';
import { sizeChartTypeOptions } from './modules/catalog/size-chart-types/size-chart-type.routes';
import { sizeChartRoutes } from './modules/catalog/size-charts/size-chart.routes';
import { specificationRoutes } from './modules/catalog/specifications/specification.routes';
import { adminRoutes } from './modules/people/admins/admin.routes';
import { authRoutes } from './modules/people/auth/auth.routes';
import { permissionRoutes, roleRoutes } from './modules/people/roles/role.routes';
import { cityRoutes } from './modules/shipping/cities/city.routes';
import { provinceOptions } from './modules/shipping/provinces/province.routes';
import { shippingMethodRoutes } from './modules/shipping/shipping-methods/shipping-method.routes';
import { auditLogRoutes } from './modules/system/audit-logs/audit-log.routes';
import { channelRoutes } from './modules/messaging/channels/channel.routes';
import { taskRoutes } from './modules/system/tasks/task.routes';
import { exportFileRoutes } from './modules/system/exports/export-file.routes';
import { notificationRoutes } from './modules/system/notifications/notification.routes';
import { settingRoutes } from './modules/system/settings/setting.routes';
import { uploadRoutes } from './modules/system/uploads/upload.routes';
import { addressRoutes } from './modules/people/addresses/address.routes';
import { customerRoleOptions } from './modules/people/customer-roles/customer-role.routes';
import { customerRoutes } from './modules/people/customers/customer.routes';
import { couponRoutes } from './modules/sales/coupons/coupon.routes';
import { orderRoutes } from './modules/sales/orders/order.routes';
import { flashRoutes } from './modules/sales/flashes/flash.routes';
import { shippingExcelRoutes } from './modules/sales/shipping-excels/shipping-excel.routes';
import { transactionRoutes } from './modules/wallet/transactions/transaction.routes';
import { walletRoutes } from './modules/wallet/wallets/wallet.routes';
import { withdrawRoutes } from './modules/wallet/withdraws/withdraw.routes';
import { shopRoutes } from './modules/shop/shop.routes';
import { dashboardRoutes } from './modules/system/dashboard/dashboard.routes';
import { contactRoutes } from './modules/content/contacts/contact.routes';
import { postCategoryOptions } from './modules/content/post-categories/post-category.routes';
import { postOptions } from './modules/content/posts/post.routes';
import { postCommentRoutes } from './modules/content/post-comments/post-comment.routes';
import { instagramOptions } from './modules/content/instagram/instagram.routes';
import { linkRoutes } from './modules/content/links/link.routes';
import { sliderOptions } from './modules/content/sliders/slider.routes';
import { bannerOptions, bannerPositionOptions } from './modules/content/banners/banner.routes';
import { bannerStoreRoutes } from './modules/content/banners/banner.store';
import { customerReportRoutes } from './modules/reports/customers/customer-report.routes';
import { orderReportRoutes } from './modules/reports/orders/order-report.routes';
import { productReportRoutes } from './modules/reports/products/product-report.routes';
import { varietyReportRoutes } from './modules/reports/varieties/variety-report.routes';
import { walletReportRoutes } from './modules/reports/wallets/wallet-report.routes';
import { visitRoutes } from './modules/reports/visits/visit.routes';
import { redirectRoutes } from './modules/content/redirects/redirect.routes';
import { newsletterMemberOptions } from './modules/messaging/members/member.routes';
import { newsletterOptions } from './modules/messaging/newsletters/newsletter.routes';
import { newsletterStoreRoutes } from './modules/messaging/members/member.store';
import { stockAlertRoutes } from './modules/storefront/stock-alerts/stock-alert.routes';
import { cartRoutes } from './modules/storefront/cart/cart.routes';
import { checkoutRoutes } from './modules/storefront/checkout/checkout.routes';
import { contactStoreRoutes } from './modules/content/contacts/contact.store';
import { postCommentStoreRoutes } from './modules/content/post-comments/post-comment.store';
import { productCommentStoreRoutes } from './modules/catalog/comments/product-comment.store';
import { menuGroupOptions, menuRoutes } from './modules/content/menus/menu.routes';
import { accountRoutes } from './modules/storefront/accounts/account.routes';
import { paymentAdminRoutes } from './modules/sales/payments/payment.admin';
import { accountEmailRoutes } from './modules/storefront/accounts/account.email';
import { accountProfileRoutes } from './modules/storefront/accounts/account.profile';
import { accountAdminRoutes } from './modules/storefront/accounts/account.admin';
import { paymentStoreRoutes } from './modules/sales/payments/payment.store';
import { storeCatalogRoutes } from './modules/storefront/catalog/store-catalog.routes';
import { customerOrderRoutes } from './modules/storefront/customer-orders.routes';
import { customerWalletRoutes } from './modules/storefront/customer-wallet.routes';

/**
 * What a resource of the registry adds on the server beyond its table (in-use checks, extra routes),
 * by resource name; most need nothing.
 */
const RESOURCE_OPTIONS: Record<string, ResourceOptions> = {
  customer_role: customerRoleOptions,
  province: provinceOptions,
  size_chart_type: sizeChartTypeOptions,
  color: { usedBy: [{ column: variants.colorId, by: 'variant' }] },
  unit: { usedBy: [{ column: products.unitId, by: 'product' }] },
  brand: { usedBy: [{ column: products.brandId, by: 'product' }] },
  post_category: postCategoryOptions,
  post: postOptions,
  instagram_post: instagramOptions,
  slider: sliderOptions,
  newsletter_member: newsletterMemberOptions,
  newsletter: newsletterOptions,
  menu_group: menuGroupOptions,
  banner_position: bannerPositionOptions,
  banner: bannerOptions,
};

/** Every route module, registered by buildApp: the hand-written ones, then one per resource definition. */
export const ROUTE_MODULES: RouteModule[] = [
  authRoutes,
  notificationRoutes,
  taskRoutes,
  exportFileRoutes,
  channelRoutes,
  settingRoutes,
  auditLogRoutes,
  uploadRoutes,
  roleRoutes,
  permissionRoutes,
  adminRoutes,
  categoryRoutes,
  attributeRoutes,
  specificationRoutes,
  sizeChartRoutes,
  cityRoutes,
  shippingMethodRoutes,
  productRoutes,
  rolePriceRoutes,
  stockRoutes,
  stockMovementLogRoutes,
  giftRoutes,
  productSetRoutes,
  recommendationRoutes,
  productCommentRoutes,
  customerRoutes,
  addressRoutes,
  walletRoutes,
  transactionRoutes,
  withdrawRoutes,
  couponRoutes,
  orderRoutes,
  flashRoutes,
  shippingExcelRoutes,
  shopRoutes,
  orderReportRoutes,
  customerReportRoutes,
  productReportRoutes,
  varietyReportRoutes,
  walletReportRoutes,
  visitRoutes,
  dashboardRoutes,
  contactRoutes,
  postCommentRoutes,
  linkRoutes,
  redirectRoutes,
  newsletterStoreRoutes,
  stockAlertRoutes,
  cartRoutes,
  checkoutRoutes,
  contactStoreRoutes,
  postCommentStoreRoutes,
  productCommentStoreRoutes,
  menuRoutes,
  bannerStoreRoutes,
  accountRoutes,
  accountProfileRoutes,
  accountEmailRoutes,
  customerOrderRoutes,
  customerWalletRoutes,
  accountAdminRoutes,
  paymentStoreRoutes,
  paymentAdminRoutes,
  storeCatalogRoutes,
  ...RESOURCES.map((def) => resourceRoutes(def, { table: tableOfResource(def), ...RESOURCE_OPTIONS[def.name] })),
];
