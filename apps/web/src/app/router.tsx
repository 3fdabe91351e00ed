import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { brandRoutes } from '../features/catalog/brands/brand.routes';
import { attributeRoutes } from '../features/catalog/attributes/attribute.routes';
import { categoryRoutes } from '../features/catalog/categories/category.routes';
import { sizeChartTypeRoutes } from '../features/catalog/size-chart-types/size-chart-type.routes';
import { sizeChartRoutes } from '../features/catalog/size-charts/size-chart.routes';
import { specificationRoutes } from '../features/catalog/specifications/specification.routes';
import { productCommentRoutes } from '../features/catalog/comments/comment.routes';
import { giftRoutes } from '../features/catalog/gifts/gift.routes';
import { recommendationRoutes } from '../features/catalog/recommendations/recommendation.routes';
import { setRoutes } from '../features/catalog/sets/set.routes';
import { colorRoutes } from '../features/catalog/colors/color.routes';
import { productRoutes } from '../features/catalog/products/product.routes';
import { stockRoutes } from '../features/stock/stock.routes';
import { unitRoutes } from '../features/catalog/units/unit.routes';
import { adminRoutes } from '../features/people/admins/admin.routes';
import { profileRoutes } from '../features/people/profile/profile.routes';
import { customerRoutes } from '../features/people/customers/customer.routes';
import { customerRoleRoutes } from '../features/people/customer-roles/customer-role.routes';
import { sellerRoutes } from '../features/people/sellers/seller.routes';
import { transactionRoutes } from '../features/wallet/transactions/transaction.routes';
import { withdrawRoutes } from '../features/wallet/withdraws/withdraw.routes';
import { couponRoutes } from '../features/sales/coupons/coupon.routes';
import { flashRoutes } from '../features/sales/flashes/flash.routes';
import { orderRoutes } from '../features/sales/orders/order.routes';
import { orderPrintRoutes } from '../features/sales/order-print/order-print.routes';
import { shippingExcelRoutes } from '../features/sales/shipping-excels/shipping-excel.routes';
import { shopRoutes } from '../features/shop/shop.routes';
import { roleRoutes } from '../features/people/roles/role.routes';
import { cityRoutes } from '../features/shipping/cities/city.routes';
import { provinceRoutes } from '../features/shipping/provinces/province.routes';
import { shippingMethodRoutes } from '../features/shipping/shipping-methods/shipping-method.routes';
import { auditLogRoutes } from '../features/system/audit-logs/audit-log.routes';
import { dashboardRoutes } from '../features/system/dashboard/dashboard.routes';
import { orderReportRoutes } from '../features/reports/orders/order-report.routes';
import { settingRoutes } from '../features/system/settings/setting.routes';
import { NotFoundPage, RouteErrorPage } from './pages/StatusPages';
import { RootRoute } from './RootRoute';
import { SessionGate } from './SessionGate';

const LoginPage = lazy(() => import('./pages/LoginPage'));

/** Every screen of the panel; the router runs with basename `/admin`. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      // Signed-in pages without the layout (no menu, no header): the order print sheet.
      { element: <SessionGate bare />, errorElement: <RouteErrorPage />, children: [...orderPrintRoutes] },
      {
        element: <SessionGate />,
        errorElement: <RouteErrorPage />,
        children: [
          ...dashboardRoutes,
          ...profileRoutes,
          ...provinceRoutes,
          ...cityRoutes,
          ...shippingMethodRoutes,
          ...colorRoutes,
          ...brandRoutes,
          ...categoryRoutes,
          ...attributeRoutes,
          ...specificationRoutes,
          ...sizeChartTypeRoutes,
          ...sizeChartRoutes,
          ...unitRoutes,
          ...productRoutes,
          ...stockRoutes,
          ...adminRoutes,
          ...roleRoutes,
          ...settingRoutes,
          ...auditLogRoutes,
          ...giftRoutes,
          ...setRoutes,
          ...recommendationRoutes,
          ...productCommentRoutes,
          ...customerRoutes,
          ...customerRoleRoutes,
          ...sellerRoutes,
          ...transactionRoutes,
          ...withdrawRoutes,
          ...couponRoutes,
          ...flashRoutes,
          ...orderRoutes,
          ...shippingExcelRoutes,
          ...shopRoutes,
          ...orderReportRoutes,
          // Menu items whose screens later issues build, and unknown paths: a Persian 404 in the layout.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
