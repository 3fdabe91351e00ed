import type { ReportAnswer } from '@pishkhan/common/report';
import type { ListMeta } from '../../app/api';

/** What a period report route answers: the report (one page of rows) and the rows' list meta. */
export interface ReportResponse<M extends string = string> {
  data: ReportAnswer<M>;
  meta: ListMeta;
}
