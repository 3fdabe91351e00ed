import type { DataResponse } from '../../../app/api';
import { customerListText } from '@pishkhan/common/i18n/fa/people-screens';

/** The delete answer: 204 deleted, or 200 `{ data: { deactivated: true } }` for a customer with history. */
export const customerDeleteMessage = (result: unknown): string | undefined =>
  (result as DataResponse<{ deactivated?: boolean }> | undefined)?.data?.deactivated ? customerListText.deactivated : undefined;
