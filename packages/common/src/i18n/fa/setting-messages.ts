// Texts of the settings screen and API beyond the labels (apart from them: the audit log reads the labels only).
/** How a secret setting is shown: set (its last characters) or not set. */
export const secretSettingText = { set: 'تنظیم شده', notSet: 'تنظیم نشده', keep: 'برای تغییر، مقدار تازه را وارد کنید' } as const;

/** A proxy address that is not one («{field}» is the setting's label). */
export const proxyUrlMessage = (field: string) => `${field} باید نشانی‌ای مانند http://host:port باشد`;

/** A full web address that is not one. */
export const pageUrlMessage = (field: string) => `${field} باید نشانی کاملی مانند https://shop.example.com/payment باشد`;
