/** The shop's refusals: a Persian message by key, as the error the API answers with (the key is its code unless `code` says otherwise). */
import { shopMessage, type ShopMessageKey } from '@pishkhan/common/i18n/fa/shop-labels';
import { AppError } from '../../lib/errors';

export const refuse = (status: 403 | 404 | 409 | 422, key: ShopMessageKey, params: Record<string, string | number> = {}, field?: string, code?: string) => {
  const msg = shopMessage(key, params);
  return new AppError(status, code ?? key, msg, field ? { [field]: msg } : undefined);
};

export const isCode = (e: unknown, code: string): e is AppError => e instanceof AppError && e.code === code;
