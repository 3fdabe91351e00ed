/** Every table, for drizzle's typed queries. One line per resource. */
export * from '../modules/people/roles/role.table';
export * from '../modules/people/admins/admin.table';
export * from '../modules/people/auth/session.table';
export * from '../modules/system/audit-logs/audit-log.table';
export * from '../modules/system/settings/setting.table';
export * from '../modules/system/notifications/notification.table';
export * from '../modules/system/uploads/media.table';
export * from '../modules/content/contacts/contact.table';
export * from '../modules/catalog/colors/color.table';
export * from '../modules/catalog/units/unit.table';
export * from '../modules/catalog/brands/brand.table';
export * from '../modules/shipping/provinces/province.table';
export * from '../modules/shipping/cities/city.table';
