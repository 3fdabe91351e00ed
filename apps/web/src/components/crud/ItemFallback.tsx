import { crudText, errorText } from '@pishkhan/common/i18n/fa/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Skeleton } from 'antd';
import { Result } from '../status/Result';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../app/api';

/**
 * What a page about one record shows until the record is there: its header over a skeleton while
 * it loads, then «not found» with the way `back` (404) or the error with a retry.
 * Use: `if (record.isError || !record.data) return <ItemFallback record={record} header={header} back={back} />;`
 */
export function ItemFallback({ record, header, back }: { record: UseQueryResult<unknown>; header: ReactNode; back: string }) {
  if (record.isPending) {
    return (
      <div>
        {header}
        <Card>
          <Skeleton active />
        </Card>
      </div>
    );
  }
  const notFound = isApiError(record.error) && record.error.status === 404;
  return (
    <div>
      {header}
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? crudText.notFound : crudText.itemLoadError}
        subTitle={notFound ? undefined : errorMessage(record.error)}
        extra={
          notFound ? (
            <Link to={back}>
              <Button>{crudText.back}</Button>
            </Link>
          ) : (
            <Button onClick={() => void record.refetch()}>{errorText.retry}</Button>
          )
        }
      />
    </div>
  );
}
