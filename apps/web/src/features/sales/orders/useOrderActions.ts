import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { errorMessage, type DataResponse } from '../../../app/api';
import { resourceKeys } from '../../../components/crud/useResource';
import { CUSTOMERS_API } from '../../people/customers/customer.api';
import { TRANSACTIONS_API } from '../../wallet/transactions/transaction.api';
import { ORDERS_API, type Order } from './order.api';

/**
 * Every edit of the order page answers with the whole order: it replaces the cached order (no second
 * request), and the lists that may show its totals or the customer's wallet are refreshed.
 */
export function useOrderActions(id: number | string) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const apply = useCallback(
    (order: Order) => {
      qc.setQueryData(resourceKeys.item(ORDERS_API, id), order);
      void qc.invalidateQueries({ queryKey: [ORDERS_API, 'list'] });
      void qc.invalidateQueries({ queryKey: [CUSTOMERS_API] });
      void qc.invalidateQueries({ queryKey: [TRANSACTIONS_API] });
    },
    [qc, id],
  );
  /** Runs a write, applies the answer and toasts `ok`; throws the server's error (for dialogs). */
  const send = useCallback(
    async (call: () => Promise<DataResponse<Order>>, ok?: string) => {
      const res = await call();
      apply(res.data);
      if (ok) message.success(ok);
      return res.data;
    },
    [apply, message],
  );
  /** The same, the server's refusal shown as a toast; resolves to whether it worked. */
  const run = useCallback(
    async (call: () => Promise<DataResponse<Order>>, ok?: string) => {
      try {
        await send(call, ok);
        return true;
      } catch (e) {
        message.error(errorMessage(e));
        return false;
      }
    },
    [send, message],
  );
  return { apply, send, run };
}
